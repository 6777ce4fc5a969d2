import { deepFreeze } from '../rules/freeze.js';
import type { CatalogEntry, CatalogValue, ChartResult } from './types.js';

/** Every damage-chart result a catalog entry can name, as the seed spells them. */
export const CHART_RESULTS: readonly ChartResult[] = /* @__PURE__ */ deepFreeze([
  'F Hull',
  'A Hull',
  'Hull',
  'Lab',
  'Armor',
  'Tran',
  'Cargo',
  'Shtl',
  'Trac',
  'Drone',
  'Prb',
  'Flag',
] as ChartResult[]);

/**
 * One entry flattened for tables and JSON: `repair` and `spaces` as numbers, or null when the
 * seed gives no plain number (the `*Note` fields then say why).
 */
export interface CatalogRow {
  readonly id: string;
  readonly label: string;
  readonly variant: string | null;
  readonly name: string;
  readonly group: string;
  readonly repair: number | null;
  readonly repairNote: string | null;
  readonly spaces: number | null;
  readonly spacesNote: string | null;
  readonly hitOn: readonly ChartResult[];
  readonly tech: string | null;
  readonly treatAs: readonly string[];
}

function flat(v: CatalogValue): { value: number | null; note: string | null } {
  switch (v.kind) {
    case 'value':
      return { value: v.value, note: null };
    case 'none':
      return { value: 0, note: 'none' };
    case 'not-applicable':
      return { value: null, note: 'not applicable' };
    case 'relative':
      return { value: null, note: `${v.delta >= 0 ? '+' : ''}${v.delta} over ${v.to}` };
    case 'unstated':
      return { value: null, note: v.treatAs === undefined ? 'not given' : `as ${v.treatAs}` };
  }
}

/** Flattens an entry into a {@link CatalogRow}. */
export function toCatalogRow(e: CatalogEntry): CatalogRow {
  const repair = flat(e.repair);
  const spaces = flat(e.spaces);
  return {
    id: e.id,
    label: e.label,
    variant: e.variant,
    name: e.name,
    group: e.group,
    repair: repair.value,
    repairNote: repair.note,
    spaces: spaces.value,
    spacesNote: spaces.note,
    hitOn: e.hitOn,
    tech: e.tech === null ? null : `${e.tech.level}X${e.tech.mode === 'and-up' ? '+' : ''} only`,
    treatAs: e.treatAs,
  };
}
