import { failReport, finishReport, newReport } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { seed000, type SourceRef } from '../../rules/source.js';
import { checkText, checkWhole, sameName } from './check.js';

/** What a weapon does to a ship built of solid neutronium. */
export type SolidNeutroniumEffect = 'immune' | 'one-per-box-per-turn' | 'half' | 'full';

/**
 * One row of the solid neutronium table: weapons (a list of names, or `'any'`) in a band of
 * tech levels, and what they do. `maxTech: null` is open-ended.
 */
export interface SolidNeutroniumRow {
  readonly weapons: 'any' | readonly string[];
  readonly minTech: number;
  readonly maxTech: number | null;
  readonly effect: SolidNeutroniumEffect;
  readonly source: SourceRef;
}

const SN = seed000('Solid Neutronium Hull');
const SN_4X_LIST = ['Ph-10', 'Bolt', 'Cata', 'Grav', 'Ion', 'MLAS', 'Quan', 'Shard', 'Strike'];
const SN_5X_LIST = ['Cut', 'Drain', 'Flux', 'Ph-8', 'PGL'];

/**
 * The solid neutronium table, read top down: the first row that matches the weapon and its tech
 * level decides. LRG and WRG come first because they hit fully at every tech level.
 *
 * @example
 * ```ts
 * import { SOLID_NEUTRONIUM, solidNeutroniumEffect } from 'spacedock/damage';
 *
 * const first = SOLID_NEUTRONIUM[0]!; // { weapons: ['LRG', 'WRG'], effect: 'full', ... }
 * const r = solidNeutroniumEffect('WRG', 3);
 * if (!r.ok || r.value.row !== first || r.value.effect !== 'full') throw new Error('WRG hits fully at every tech level');
 * ```
 */
export const SOLID_NEUTRONIUM: readonly SolidNeutroniumRow[] = /* @__PURE__ */ deepFreeze([
  { weapons: ['LRG', 'WRG'], minTech: 0, maxTech: null, effect: 'full', source: SN },
  { weapons: 'any', minTech: 0, maxTech: 3, effect: 'immune', source: SN },
  { weapons: SN_4X_LIST, minTech: 4, maxTech: 4, effect: 'one-per-box-per-turn', source: SN },
  { weapons: SN_4X_LIST, minTech: 5, maxTech: 5, effect: 'half', source: SN },
  { weapons: SN_5X_LIST, minTech: 5, maxTech: 5, effect: 'one-per-box-per-turn', source: SN },
  { weapons: 'any', minTech: 4, maxTech: 5, effect: 'immune', source: SN },
  { weapons: 'any', minTech: 6, maxTech: null, effect: 'full', source: SN },
] satisfies SolidNeutroniumRow[]);

/** What a weapon does to a solid neutronium ship, and the table row that says so. */
export interface SolidNeutroniumOutcome {
  readonly effect: SolidNeutroniumEffect;
  readonly row: SolidNeutroniumRow;
}

/**
 * What a weapon of a given tech level does to a ship built of solid neutronium: `immune`,
 * `one-per-box-per-turn`, `half` or `full`, from the first matching row of
 * {@link SOLID_NEUTRONIUM}. Weapon names are the catalog's base labels (`Ph-10`, `LRG`), matched
 * ignoring case and extra blanks. The Planet Crusher exception is not covered. Problems are
 * diagnostics at `weapon` or `tech`.
 *
 * @example
 * ```ts
 * import { solidNeutroniumEffect } from 'spacedock/damage';
 *
 * const effect = (weapon: string, tech: number) => {
 *   const r = solidNeutroniumEffect(weapon, tech);
 *   return r.ok ? r.value.effect : r.diagnostics[0]?.code;
 * };
 * // 'one-per-box-per-turn', 'half', 'immune', 'full'
 * const effects = [effect('Ph-10', 4), effect('Ph-10', 5), effect('Ph-1', 5), effect('LRG', 1)];
 * if (effects.join() !== 'one-per-box-per-turn,half,immune,full') throw new Error(effects.join());
 * ```
 */
export function solidNeutroniumEffect(weapon: string, tech: number): Result<SolidNeutroniumOutcome> {
  const r = newReport();
  checkText(r, weapon, 'weapon', 'a weapon label such as Ph-10');
  checkWhole(r, tech, 'tech');
  if (r.failed) return failReport(r);
  const found = solidNeutroniumRow(weapon, tech);
  return finishReport(r, { effect: found.effect, row: found });
}

/**
 * The first row of {@link SOLID_NEUTRONIUM} for a weapon label (undefined: a weapon the caller did
 * not name, which only the rows for any weapon match) at a whole tech level (internal: the helper
 * above and the volley share it).
 */
export function solidNeutroniumRow(weapon: string | undefined, tech: number): SolidNeutroniumRow {
  const row = SOLID_NEUTRONIUM.find(
    (x) =>
      tech >= x.minTech &&
      (x.maxTech === null || tech <= x.maxTech) &&
      (x.weapons === 'any' || (weapon !== undefined && x.weapons.some((w) => sameName(w, weapon)))),
  );
  // The last row is open-ended for 'any' weapon from 6X and the earlier rows cover 0X to 5X, so a
  // whole tech level always matches; the fallback only keeps the type checker honest.
  return row ?? SOLID_NEUTRONIUM[SOLID_NEUTRONIUM.length - 1]!;
}
