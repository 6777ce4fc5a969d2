/**
 * What the hull defenses do to the part of a hit past the shields, in the volley's order: solid
 * neutronium (by the weapon and its tech), the neutronium coating, non-ablative armor. The volley
 * and the simulation kernel both work a hit through these functions, so that they agree; each is
 * a plain function of whole numbers that allocates nothing.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, type RuleValue } from '../rules/source.js';
import { NEUTRONIUM_COATING, coatedDamage } from './armor/neutronium-coating.js';
import { NON_ABLATIVE_ARMOR } from './armor/non-ablative.js';
import { solidNeutroniumRow, type SolidNeutroniumEffect } from './armor/solid-neutronium.js';
import type { HullDefenses } from './ship.js';

/** The shape of {@link HULL_DEFENSES}: the volley's readings of the hull defenses, each with its source. */
export interface HullDefenseRules {
  /** The tech level of a weapon that gives none, when neither the volley's `weaponTech` nor the ship's `tech` does. */
  readonly defaultWeaponTech: RuleValue<number>;
  /** How solid neutronium's "half normal damage" is made whole. */
  readonly halfRounding: RuleValue<'down'>;
  /** The most points one unit of fire does where solid neutronium allows "1 damage per box per turn". */
  readonly pointsPerUnit: RuleValue<number>;
}

/**
 * The readings a volley makes where the catalog leaves the hull defenses open (all ours,
 * `specs/armor.md`): a weapon's tech is its unit's `tech`, else the volley's `weaponTech`, else the
 * ship's `tech`, else 3X; half damage is rounded down; "1 damage per box per turn" lets each unit
 * of fire (one weapon's fire in a turn) do at most 1 point.
 *
 * @example
 * ```ts
 * import { HULL_DEFENSES, buildShip, resolveVolley } from 'spacedock/damage';
 * import { seededDice } from 'spacedock';
 *
 * // A solid neutronium hull of a ship with no tech level: weapons default to 3X, to which it is immune.
 * const built = buildShip({ name: 'Rock', systems: [{ label: 'Solid Neutronium Hull' }, { label: 'F Hull', count: 4 }] });
 * if (!built.ok || HULL_DEFENSES.defaultWeaponTech.value !== 3) throw new Error('built');
 * const r = resolveVolley(built.value, { shield: 1, points: 12 }, seededDice(1));
 * if (!r.ok || r.value.summary.ignored !== 12) throw new Error(JSON.stringify(r));
 * ```
 */
export const HULL_DEFENSES: HullDefenseRules = /* @__PURE__ */ deepFreeze({
  defaultWeaponTech: { value: 3, source: ours('armor: a weapon of no stated tech is of the ship\'s tech, else 3X') },
  halfRounding: { value: 'down', source: ours('armor: solid neutronium half damage rounds down') },
  pointsPerUnit: { value: 1, source: ours('armor: "1 damage per box per turn" is at most 1 point a unit of fire') },
});

/** What the hull does to one unit's fire: the solid neutronium effect (`full` on a ship without it) and whether the coating cuts it. */
export interface UnitDefense {
  readonly solid: SolidNeutroniumEffect;
  readonly coated: boolean;
}

/** The defense of a ship without solid neutronium or coating: nothing is cut. */
const UNDEFENDED: UnitDefense = /* @__PURE__ */ Object.freeze({ solid: 'full', coated: false });

/** The tech level a unit's weapon fires at: its own, else the volley's default, else the ship's, else {@link HULL_DEFENSES}' 3X. */
export function weaponTechOf(unitTech: number | undefined, weaponTech: number | undefined, shipTech: number | undefined): number {
  return unitTech ?? weaponTech ?? shipTech ?? HULL_DEFENSES.defaultWeaponTech.value;
}

/** What the hull does to a unit's fire, by its weapon label (if any) and tech level. */
export function unitDefense(hull: HullDefenses, weapon: string | undefined, tech: number): UnitDefense {
  if (!hull.solidNeutronium && !hull.coating) return UNDEFENDED;
  return {
    solid: hull.solidNeutronium ? solidNeutroniumRow(weapon, tech).effect : 'full',
    coated: hull.coating && tech <= NEUTRONIUM_COATING.maxTech.value,
  };
}

/** The damage of a hit that solid neutronium leaves, by the weapon's effect. */
export function afterSolidNeutronium(effect: SolidNeutroniumEffect, damage: number): number {
  switch (effect) {
    case 'full':
      return damage;
    case 'immune':
      return 0;
    case 'half':
      return Math.floor(damage / 2);
    case 'one-per-box-per-turn':
      return Math.min(damage, HULL_DEFENSES.pointsPerUnit.value);
  }
}

/** The damage of a hit that the neutronium coating leaves: a tenth, rounded as `NEUTRONIUM_COATING` says, when it cuts. */
export function afterCoating(coated: boolean, damage: number): number {
  return coated ? coatedDamage(damage) : damage;
}

/** The damage of a hit that non-ablative armor of `rating` leaves: the rating less, never below 0. */
export function afterNonAblative(rating: number, damage: number): number {
  return Math.max(NON_ABLATIVE_ARMOR.floor.value, damage - rating);
}

/** Whether a ship has any defense that cuts hits (the volley skips the work on ships without). */
export function cutsHits(hull: HullDefenses): boolean {
  return hull.solidNeutronium || hull.coating || hull.nonAblative > 0;
}
