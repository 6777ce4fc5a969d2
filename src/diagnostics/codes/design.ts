import type { Severity } from '../severity.js';

/** The diagnostic codes of design files (`spacedock/design`), with their severities. */
export const DESIGN_SEVERITIES = {
  'design-too-large': 'error',
  'design-yaml': 'error',
  'design-unsafe': 'error',
  'design-schema': 'error',
  'system-not-available': 'error',
  // A design turned into a ship state (src/design/ship.ts).
  'design-not-a-ship': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link DESIGN_SEVERITIES}. */
export const DESIGN_SUMMARIES: { readonly [C in keyof typeof DESIGN_SEVERITIES]: string } = {
  'design-too-large': 'A design file past a size limit: more than 10 MB of text, more than 1000 documents, or more YAML than the full reader takes (specs/limits.md).',
  'design-yaml': 'The file is not well-formed YAML (the message says where and why).',
  'design-unsafe': 'YAML the loader refuses: nesting deeper than 64, custom tags, too many or too large alias expansions, or keys such as `__proto__`.',
  'design-schema': 'A document does not match the design format (a missing field, a wrong type, an unknown key).',
  'system-not-available': 'A ship carries a system that does not exist at its tech level.',
  // A design turned into a ship state (src/design/ship.ts).
  'design-not-a-ship': 'A document asked to be a ship (for damage, a record sheet, a simulation) is a unit list (`kind: units`), which has no hull.',
};
