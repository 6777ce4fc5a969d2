/**
 * What a ship brings to a duel (internal): its weapons, one per unit counted, and its Defense
 * and Damage Resistance units, read from its unit lines, their prices and its ship state.
 * Every number here comes from the unit's spec and price (`specs/duel.md` §3).
 */
import type { ShipState } from '../damage/ship.js';
import type { UnitSpec } from '../notation/ast.js';
import { FUNCTIONS, type DamageType } from '../rules/functions.js';
import { DAMAGE_RESISTANCE_STEPS } from '../rules/tables.js';
import { facingsOfSpec } from '../design/chart-weapons.js';
import { UNIT_DAMAGE_RULES } from '../combat/rules.js';
import { DUEL_RULES } from './rules.js';

/** Where a weapon is on the damage chart: nowhere (it cannot be hit), a phaser, or a box of Torp or Drone. */
export type ChartPlace = { readonly kind: 'none' } | { readonly kind: 'phaser'; readonly index: number } | { readonly kind: 'box'; readonly system: 'Torp' | 'Drone'; readonly position: number };

/** One weapon: a counted unit of a line that fires. */
export interface Weapon {
  /** Its unit line (index into `units`) and its name. */
  readonly line: number;
  readonly name: string;
  readonly dice: number;
  readonly damageType: DamageType;
  readonly armorPiercing: boolean;
  readonly penetrating: boolean;
  /** Autofire's most shots a use; 0 without AUTO. */
  readonly autofire: number;
  /** Reduced by Range. */
  readonly reduced: boolean;
  readonly noRangePenalty: boolean;
  /** The longest range it reaches (0: contact only). */
  readonly range: number;
  readonly power: number;
  /** Facings it fires through, as bits (facing f is bit f). */
  readonly arcs: number;
  /** Uses a duel (CH); -1 without charges. */
  readonly charges: number;
  /** ACT, BURN and JAM numbers on 3d6; 0 when absent. */
  readonly activation: number;
  readonly burnout: number;
  readonly jammed: number;
  /** It fires at most once in this many turns, first on the last of them (XTIME n: n + 1). */
  readonly every: number;
  readonly chart: ChartPlace;
  /** Its attack traits as one number (damage type, AP, PEN), for the defense table. */
  readonly traits: number;
}

/** One Defense unit (each counted unit is one). */
export interface Defense {
  readonly line: number;
  readonly points: number;
  readonly damageType: DamageType;
  readonly hardened: boolean;
  /** Power a turn. */
  readonly power: number;
  /** ACT number on 3d6 (0: none): rolled for each hit it would stop. */
  readonly activation: number;
}

/** A ship's armament. */
export interface Armament {
  readonly weapons: readonly Weapon[];
  readonly defenses: readonly Defense[];
  /** The Damage Resistance multiplier of its strongest Damage Resistance unit, or undefined. */
  readonly damageResistance: 0.75 | 0.5 | 0.25 | undefined;
  /** Unit lines left out of the fight, with why (for `duel-unit-not-fired`). */
  readonly notFired: readonly { readonly line: number; readonly why: string }[];
  /** The tech level of its weapons (its ship's, when given). */
  readonly tech: number | undefined;
}

/** A unit line as the duel reads it: its parsed spec, count, chart weapon and price. */
export interface ArmedLine {
  readonly name: string;
  readonly spec: UnitSpec;
  readonly count: number;
  readonly weapon: string | undefined;
  readonly power: number;
  readonly range: number;
  readonly ranged: boolean;
}

const DAMAGE_TYPES: readonly DamageType[] = ['energy', 'physical', 'crew'];
/** The functions whose units fire (the table's; the test above narrows the node's type). */
const FIRING: readonly string[] = DUEL_RULES.firing.functions;

/** The index of an attack's traits: damage type × AP × PEN. */
export const traitsOf = (damageType: DamageType, ap: boolean, pen: boolean): number => DAMAGE_TYPES.indexOf(damageType) * 4 + (ap ? 2 : 0) + (pen ? 1 : 0);

/** The attack traits of a traits index (the inverse of {@link traitsOf}). */
export function attackOf(traits: number): { readonly damageType: DamageType; readonly armorPiercing: boolean; readonly penetrating: boolean } {
  return { damageType: DAMAGE_TYPES[traits >> 2]!, armorPiercing: (traits & 2) !== 0, penetrating: (traits & 1) !== 0 };
}

/** Reads a ship's unit lines into its armament. */
export function armamentOf(ship: ShipState, lines: readonly ArmedLine[]): Armament {
  const weapons: Weapon[] = [];
  const defenses: Defense[] = [];
  const notFired: { line: number; why: string }[] = [];
  let resistance: number | undefined;
  // Units' phasers come after the phaser lines; their Torp and Drone boxes are the last of the system (specs/design-format.md 5.5).
  let phaser = ship.phasers.length - lines.reduce((n, l) => n + (l.weapon?.startsWith('Ph-') === true ? l.count : 0), 0);
  const boxesAfter = (system: 'Torp' | 'Drone', from: number): number => lines.slice(from).reduce((n, l) => n + (l.weapon === system ? l.count : 0), 0);
  lines.forEach((l, line) => {
    const fn = l.spec.function;
    const mods = l.spec.modifiers;
    const has = (code: string): boolean => mods.some((m) => m.code === code);
    const roll = (code: 'ACT' | 'BURN' | 'JAM'): number => {
      const m = mods.find((x) => x.code === code);
      return m !== undefined && 'roll' in m ? m.roll : 0;
    };
    const place = (copy: number): ChartPlace => {
      if (l.weapon === undefined) return { kind: 'none' };
      if (l.weapon === 'Torp' || l.weapon === 'Drone') {
        const total = ship.systems[l.weapon]?.total ?? 0;
        return { kind: 'box', system: l.weapon, position: total - boxesAfter(l.weapon, line) + copy };
      }
      return { kind: 'phaser', index: phaser + copy };
    };
    if (fn.kind === 'defense') {
      if (has('LIMIT')) notFired.push({ line, why: 'a Defense limited to some effect (LIMIT) is left out: the duel cannot tell which fire it stops' });
      else for (let c = 0; c < l.count; c++) defenses.push({ line, points: fn.points.value, damageType: fn.damageType ?? DUEL_RULES.firing.untypedDamage, hardened: has('HARD'), power: l.power, activation: roll('ACT') });
    } else if (fn.kind === 'damage-resistance') {
      // The strongest step its points buy; several units do not multiply (ours, specs/duel.md §3).
      let m: number | undefined;
      for (const step of DAMAGE_RESISTANCE_STEPS.rows) if (fn.points.value >= step.points) m = step.multiplier;
      if (m !== undefined && (resistance === undefined || m < resistance)) resistance = m;
    } else if ((fn.kind === 'zap' || fn.kind === 'shock') && FIRING.includes(fn.kind)) {
      const damageType = fn.damageType ?? DUEL_RULES.firing.untypedDamage;
      if (!(DUEL_RULES.firing.damageTypes as readonly string[]).includes(damageType)) {
        notFired.push({ line, why: 'crew damage (cZap, cShock) does not touch the ship\'s boxes' });
      } else {
        const auto = mods.find((m) => m.code === 'AUTO');
        const ch = mods.find((m) => m.code === 'CH');
        const xtime = mods.find((m) => m.code === 'XTIME');
        const arcs = facingsOfSpec(l.spec).reduce((b, f) => b | (1 << f), 0);
        const ap = has('AP');
        const pen = has('PEN');
        for (let c = 0; c < l.count; c++) {
          weapons.push({
            line,
            name: l.name,
            dice: fn.dice.count,
            damageType,
            armorPiercing: ap,
            penetrating: pen,
            autofire: auto === undefined ? 0 : auto.code === 'AUTO' ? (auto.shots ?? UNIT_DAMAGE_RULES.autofire.baseShots) : 0,
            reduced: has('RNG-'),
            noRangePenalty: has(DUEL_RULES.noRangePenalty.code),
            range: fn.kind === 'shock' && !l.ranged ? DUEL_RULES.contact.range : l.range,
            power: l.power,
            arcs,
            charges: ch !== undefined && ch.code === 'CH' ? ch.charges : -1,
            activation: roll('ACT'),
            burnout: roll('BURN'),
            jammed: roll('JAM'),
            every: xtime !== undefined && xtime.code === 'XTIME' ? xtime.turns + 1 : 1,
            chart: place(c),
            traits: traitsOf(damageType, ap, pen),
          });
        }
      }
    } else if (FUNCTIONS[fn.kind].role === 'attack' || FUNCTIONS[fn.kind].role === 'vehicle') {
      notFired.push({ line, why: `a ${FUNCTIONS[fn.kind].name} does no damage the duel fights with (it fires Zap and Shock units)` });
    }
    if (l.weapon?.startsWith('Ph-') === true) phaser += l.count;
  });
  return { weapons, defenses, damageResistance: resistance as Armament['damageResistance'], notFired, tech: ship.tech };
}
