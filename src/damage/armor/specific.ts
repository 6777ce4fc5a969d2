import { pathJoin } from '../../diagnostics/path.js';
import { failReport, finishReport, newReport, type Report } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { ours, type RuleValue } from '../../rules/source.js';
import { checkList, checkRecord, checkText, checkWhole, plainArg, sameName } from './check.js';

/** The shape of {@link SPECIFIC_ARMOR}: the specific armor rule, with its source. */
export interface SpecificArmorRules {
  /** Armor boxes one damage-chart hit on the protected system removes. */
  readonly boxesPerHit: RuleValue<number>;
}

/**
 * The specific armor constants: a damage-chart hit on the protected system removes one armor box
 * instead (the catalog says the armor goes first, not how much of it; one box per hit is ours).
 *
 * @example
 * ```ts
 * import { SPECIFIC_ARMOR, routeSpecificArmorHit } from 'spacedock/damage';
 *
 * const r = routeSpecificArmorHit({ protects: 'Bridge', boxes: 2 }, 'Bridge');
 * if (!r.ok || r.value.armor.boxes !== 2 - SPECIFIC_ARMOR.boxesPerHit.value) throw new Error('one box per hit');
 * ```
 */
export const SPECIFIC_ARMOR: SpecificArmorRules = /* @__PURE__ */ deepFreeze({
  boxesPerHit: { value: 1, source: ours('armor: one specific-armor box per damage-chart hit') },
});

/**
 * Armor that guards one system, named as the damage chart names it (the standard chart's
 * results, or an SFB:TNG "hit on" name; matched ignoring case and extra blanks): the input and
 * output of the routing helpers (a ship state's specific armor is `SpecificArmor`).
 */
export interface SpecificArmorTrack {
  /** The damage-chart result the armor guards ("Bridge", "Warp", ...). */
  readonly protects: string;
  /** Armor boxes still standing. */
  readonly boxes: number;
}

/** Where one damage-chart hit landed. */
export interface SpecificArmorRoute {
  readonly hit: string;
  /** `armor`: an armor box took it; `system`: the hit stands as rolled. */
  readonly to: 'armor' | 'system';
}

/** Where a damage-chart hit goes, and the armor after it. */
export interface SpecificArmorOutcome extends SpecificArmorRoute {
  readonly armor: SpecificArmorTrack;
}

/** Where a list of damage-chart hits went, and the armor after them. */
export interface SpecificArmorHitsOutcome {
  readonly routes: readonly SpecificArmorRoute[];
  readonly boxesDestroyed: number;
  readonly armor: SpecificArmorTrack;
}

const ARMOR_FIELDS: readonly string[] = ['protects', 'boxes'];

function checkSpecific(r: Report, armor: unknown): SpecificArmorTrack | undefined {
  const a = checkRecord(r, armor, 'armor', 'specific armor: an object with protects and boxes', ARMOR_FIELDS);
  if (a === undefined) return undefined;
  const okName = checkText(r, a['protects'], 'armor.protects', 'the name of the system it guards');
  const okBoxes = checkWhole(r, a['boxes'], 'armor.boxes');
  return okName && okBoxes ? { protects: a['protects'] as string, boxes: a['boxes'] as number } : undefined;
}

function route(armor: SpecificArmorTrack, hit: string): SpecificArmorOutcome {
  const take = SPECIFIC_ARMOR.boxesPerHit.value;
  if (armor.boxes > 0 && sameName(hit, armor.protects)) {
    return { hit, to: 'armor', armor: { protects: armor.protects, boxes: Math.max(0, armor.boxes - take) } };
  }
  return { hit, to: 'system', armor };
}

/**
 * Decides where one damage-chart hit goes on a ship with specific armor: a hit on the guarded
 * system removes an armor box instead while any stand; any other hit, or one after the armor is
 * gone, stands as rolled. Names match ignoring case and extra blanks. Problems are diagnostics at
 * `armor.protects`, `armor.boxes` or `hit`.
 *
 * @example
 * ```ts
 * import { routeSpecificArmorHit } from 'spacedock/damage';
 *
 * const r = routeSpecificArmorHit({ protects: 'Bridge', boxes: 2 }, 'Bridge');
 * // value: { hit: 'Bridge', to: 'armor', armor: { protects: 'Bridge', boxes: 1 } }
 * if (!r.ok || r.value.to !== 'armor' || r.value.armor.boxes !== 1) throw new Error(JSON.stringify(r));
 * ```
 */
export function routeSpecificArmorHit(armor: SpecificArmorTrack, hit: string): Result<SpecificArmorOutcome> {
  const r = newReport();
  const read = plainArg(r, armor, 'armor');
  if (!read.ok) return failReport(r);
  const a = checkSpecific(r, read.value);
  checkText(r, hit, 'hit', 'a damage-chart result');
  if (r.failed || a === undefined) return failReport(r);
  return finishReport(r, route(a, hit));
}

/**
 * {@link routeSpecificArmorHit} over a list of damage-chart hits, in order.
 *
 * @example
 * ```ts
 * import { routeSpecificArmorHits } from 'spacedock/damage';
 *
 * const r = routeSpecificArmorHits({ protects: 'Warp', boxes: 1 }, ['Warp', 'Hull', 'Warp']);
 * // routes to: armor, system, system (the one armor box is gone after the first Warp hit)
 * if (!r.ok || r.value.routes.map((x) => x.to).join() !== 'armor,system,system') throw new Error(JSON.stringify(r));
 * ```
 */
export function routeSpecificArmorHits(armor: SpecificArmorTrack, hits: readonly string[]): Result<SpecificArmorHitsOutcome> {
  const r = newReport();
  const readArmor = plainArg(r, armor, 'armor');
  const readHits = plainArg(r, hits, 'hits');
  if (!readArmor.ok || !readHits.ok) return failReport(r);
  const a = checkSpecific(r, readArmor.value);
  const list = readHits.value;
  if (checkList(r, list, 'hits', 'a list of damage-chart results')) for (let i = 0; i < list.length; i++) checkText(r, list[i], pathJoin('hits', i), 'a damage-chart result');
  if (r.failed || a === undefined) return failReport(r);
  let current = a;
  const routes = (list as readonly string[]).map((hit): SpecificArmorRoute => {
    const next = route(current, hit);
    current = next.armor;
    return { hit: next.hit, to: next.to };
  });
  return finishReport(r, { routes, boxesDestroyed: a.boxes - current.boxes, armor: current });
}
