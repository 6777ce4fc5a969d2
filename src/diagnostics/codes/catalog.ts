import type { Severity } from '../severity.js';

/** The diagnostic codes of the SFB:TNG catalog (`spacedock/catalog`), with their severities. */
export const CATALOG_SEVERITIES = {
  'unknown-system': 'error',
  'ambiguous-system': 'error',
  'catalog-label-needed': 'error',
  'cost-not-given': 'error',
  'not-available': 'warning',
  'value-extrapolated': 'info',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link CATALOG_SEVERITIES}. */
export const CATALOG_SUMMARIES: { readonly [C in keyof typeof CATALOG_SEVERITIES]: string } = {
  'unknown-system': 'No catalog entry has this SSD label (and variant).',
  'ambiguous-system': 'The label has several variants and none was named.',
  'catalog-label-needed': 'A ship\'s system line names, by the damage chart\'s name, a system the catalog prices under a label of several variants (`Tractor` for `Trac`, `Trans` for `Tran`), or gives a chart name another variant of its catalog label: write the catalog\'s label and a variant (the message lists them).',
  'cost-not-given': 'SFB:TNG gives no figure for this value ("Repair NA", or an entry that only says what to treat it as, with no such entry).',
  'not-available': 'The system does not exist at the tech level asked for (the `source` is its entry).',
  'value-extrapolated': 'SFB:TNG gives a value for 3X and 4X only; a higher tech level gets the 4X value.',
};
