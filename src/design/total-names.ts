import { deepFreeze } from '../rules/freeze.js';
import type { ShipTotals } from './totals.js';

/** A figure of a ship's totals that is printed (every field of `ShipTotals` but the lists). */
export type TotalName = Exclude<keyof ShipTotals, 'byChartResult' | 'unpriced'>;

/**
 * The words each total is printed with, the same everywhere: `spacedock check`, the language
 * server's hints, the record sheet's title block, the shipyard page and the built-in templates.
 * Lower case; a view that starts a line with one capitalizes it.
 *
 * @example
 * ```ts
 * import { TOTAL_NAMES } from 'spacedock/design';
 *
 * if (TOTAL_NAMES.unitBuild !== 'unit build points' || TOTAL_NAMES.points !== 'points') throw new Error(JSON.stringify(TOTAL_NAMES));
 * ```
 */
export const TOTAL_NAMES: { readonly [K in TotalName]: string } = /* @__PURE__ */ deepFreeze({
  points: 'points',
  unitBuild: 'unit build points',
  boxPoints: 'box points',
  unitPower: 'unit power',
  systemSpaces: 'system spaces',
  systemRepair: 'system repair',
  boxes: 'boxes',
  shieldBoxes: 'shield boxes',
  hullBoxes: 'hull boxes',
  armorBoxes: 'armor boxes',
  systemBoxes: 'system boxes',
  phasers: 'phasers',
});

/** `TOTAL_NAMES[name]` with its first letter in capitals, for the start of a line or a label (internal). */
export function totalLabel(name: TotalName): string {
  const words = TOTAL_NAMES[name];
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `name value` for each total named, as the views print a run of totals (internal). */
export function namedTotals(totals: Partial<Record<TotalName, number>>, names: readonly TotalName[], capital = false): string[] {
  return names.map((n) => `${capital ? totalLabel(n) : TOTAL_NAMES[n]} ${totals[n]}`);
}
