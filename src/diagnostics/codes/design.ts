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
  'weapon-cannot-fire': 'warning',
  // A fleet's references, read by resolveFleet (src/fleet/).
  'fleet-file': 'error',
  'fleet-unknown-name': 'error',
  'fleet-cycle': 'error',
  'fleet-too-large': 'error',
  'fleet-over-limit': 'error',
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
  'weapon-cannot-fire': 'A unit line with a `weapon` (a phaser, Torp or Drone on the damage chart) whose function does not fire: a defense or a sensor (`9 eDefense`). The weapon is still placed; leave it out unless the unit is meant to fire.',
  'fleet-file': "A fleet line names a design file outside the fleet file's folder (unless allowed: `--allow-outside-refs`), one that cannot be read (missing, unreadable), or one that has errors of its own (`spacedock check` that file; its first error is quoted only when it is a design document).",
  'fleet-unknown-name': 'A fleet line names a ship or fleet its file does not hold (with the closest name there is, when one is close).',
  'fleet-cycle': 'A fleet that includes itself, through its own lines or a fleet they name: the message gives the chain.',
  'fleet-too-large': 'A fleet past a limit of FLEET_LIMITS: more ships, nested fleets or files than it allows (specs/limits.md).',
  'fleet-over-limit': 'A fleet whose total passes one of its limits (`pointsLimit`, `powerLimit`, `spacesLimit`, `repairLimit`, `boxesLimit`): one per limit passed, at its value, saying by how much; its `notes` are the roster, each ship\'s share of that total.',
};
