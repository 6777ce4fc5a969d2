import { describeValue } from '../diagnostics/describe.js';
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, reportAll, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { entriesByLabel } from './queries.js';
import { checkChoice, checkEntry, checkInteger, checkNumber, checkResult, readOptions } from './result.js';
import {
  CONSTRUCT_POINTS,
  FAB_POINTS,
  REPAIR_MODIFIERS,
  REPAIR_OUTPUT,
  SHUTTLES_PER_BOX,
  TRACTOR_ENERGY_PER_R,
  TRANSPORTER_USE,
  type Fraction,
} from './rule-tables.js';
import type { CatalogEntry, CatalogValue, ScaledKey, TechLevel } from './types.js';

/** Options of {@link repairCost}. */
export interface RepairOptions {
  /** How many boxes are repaired (default 1). */
  readonly boxes?: number;
  /** The ship's biomechanical systems: `breen` repairs for 25% less, rounded up. */
  readonly biomechanical?: 'breen';
  /** Whether the ship is built of Solid Neutronium (every repair tripled). */
  readonly solidNeutronium?: boolean;
  /** For an entry priced relative to another (Regenerating Armor): the entry it modifies. */
  readonly base?: CatalogEntry;
  /**
   * Where the biomechanical reduction is rounded up: on the whole repair (default) or on each
   * box. The book does not say; per box costs more when boxes are repaired together.
   */
  readonly roundPer?: 'total' | 'box';
}

/**
 * The repair cost of `boxes` boxes of a system, with the cost rules of SFB:TNG: the entry's own
 * cost (or the one it is treated as), plus 1 over the base armor for Regenerating Armor,
 * tripled for Solid Neutronium, then 25% off (rounded up) for Breen biomechanical systems. A bad
 * argument is `invalid-value` at its path (`entry`, `options.boxes`, `options.base`, ...); an
 * entry whose cost the book does not give is `cost-not-given` at `entry`, citing the entry.
 *
 * @example
 * ```ts
 * import { findEntry, repairCost } from 'spacedock/catalog';
 *
 * const lab = findEntry('Lab'); // repair 4 per box
 * if (!lab.ok) throw new Error('expected the Lab');
 * const r = repairCost(lab.value, { boxes: 3, biomechanical: 'breen' }); // 3 x 4 = 12, 25% off: 9
 * if (!r.ok || r.value !== 9) throw new Error('expected 9');
 * ```
 */
export function repairCost(entry: CatalogEntry, options: RepairOptions = {}): Result<number> {
  const rep = newReport();
  const e = checkEntry(rep, entry);
  const o = readOptions(rep, options);
  if (e === undefined || o === undefined) return failReport(rep);
  const boxes = o['boxes'] ?? 1;
  const { biomechanical, solidNeutronium, roundPer } = o;
  const base = o['base'] === undefined ? undefined : checkEntry(rep, o['base'], 'options.base');
  const valid =
    checkInteger(rep, boxes, 'options.boxes', 0) &&
    checkChoice(rep, biomechanical, 'options.biomechanical', ['breen']) &&
    checkChoice(rep, solidNeutronium, 'options.solidNeutronium', [true, false]) &&
    checkChoice(rep, roundPer, 'options.roundPer', ['total', 'box']);
  if (!valid || rep.failed) return failReport(rep);
  const perBox = resolveValue(rep, e, 'repair', base, 'options.base');
  if (perBox === undefined) return failReport(rep);
  const cost = solidNeutronium === true ? perBox * REPAIR_MODIFIERS.solidNeutronium.factor : perBox;
  if (!checkResult(rep, cost * boxes, 'options.boxes', `the repair cost of ${boxes} boxes`)) return failReport(rep);
  if (biomechanical !== 'breen') return finishReport(rep, cost * boxes);
  return finishReport(rep, roundPer === 'box' ? reduced(cost) * boxes : reduced(cost * boxes));
}

/** The Breen factor in quarters (0.75 is 3/4), for exact rounding up at any size. */
const BREEN_QUARTERS = BigInt(REPAIR_MODIFIERS.breen.factor * 4);

/** A repair cost with the Breen reduction, rounded up: ceil(cost x 3 / 4), exactly. */
function reduced(cost: number): number {
  return Number((BigInt(cost) * BREEN_QUARTERS + 3n) / 4n);
}

/**
 * The spaces `boxes` boxes of a system take (default 1 box), for checking a design against its
 * hull. Systems that take none give 0; an entry that states no spaces is `cost-not-given` at
 * `entry`, citing the entry. Paths name the parameters: `entry`, `boxes`, `base`.
 *
 * @example
 * ```ts
 * import { findEntry, spacesOf } from 'spacedock/catalog';
 *
 * const lab = findEntry('Lab'); // 1 space per box
 * if (!lab.ok) throw new Error('expected the Lab');
 * const r = spacesOf(lab.value, 2);
 * if (!r.ok || r.value !== 2) throw new Error('2 Lab boxes take 2 spaces');
 * ```
 */
export function spacesOf(entry: CatalogEntry, boxes = 1, base?: CatalogEntry): Result<number> {
  const rep = newReport();
  const e = checkEntry(rep, entry);
  const b = base === undefined ? undefined : checkEntry(rep, base, 'base');
  if (!checkInteger(rep, boxes, 'boxes', 0) || e === undefined || rep.failed) return failReport(rep);
  const per = resolveValue(rep, e, 'spaces', b, 'base');
  if (per === undefined || !checkResult(rep, per * boxes, 'boxes', `the spaces of ${boxes} boxes`)) return failReport(rep);
  return finishReport(rep, per * boxes);
}

/**
 * Reads a repair or spaces value, following "treat as" and relative entries; `basePath` is where
 * the caller takes the base entry a relative value needs (`options.base`, `base`).
 */
function resolveValue(rep: Report, entry: CatalogEntry, field: 'repair' | 'spaces', base: CatalogEntry | undefined, basePath: string, depth = 0): number | undefined {
  const v: CatalogValue = entry[field];
  switch (v.kind) {
    case 'value':
      return v.value;
    case 'none':
      return 0;
    case 'not-applicable':
      report(rep, 'cost-not-given', 'entry', `${name(entry)}: SFB:TNG gives its ${field} as not applicable`, entry.source);
      return undefined;
    case 'relative': {
      if (base === undefined || base.label !== v.to) {
        const given = base === undefined ? 'none is given' : `not ${name(base)}`;
        report(rep, 'invalid-value', basePath, `${entry.label}'s ${field} is ${v.delta >= 0 ? '+' : ''}${v.delta} over the ${v.to} it modifies: the ${v.to} entry is needed here, ${given}`, entry.source);
        return undefined;
      }
      const b = depth < 3 ? resolveValue(rep, base, field, undefined, basePath, depth + 1) : undefined;
      return b === undefined ? undefined : b + v.delta;
    }
    case 'unstated': {
      const target = v.treatAs === undefined ? [] : entriesByLabel(v.treatAs);
      const values = new Set<number>();
      for (const t of target) {
        const probe = newReport();
        const x = depth < 3 ? resolveValue(probe, t, field, base, basePath, depth + 1) : undefined;
        if (x !== undefined) values.add(x);
      }
      if (values.size === 1) return [...values][0];
      report(rep, 'cost-not-given', 'entry', `${name(entry)}: SFB:TNG gives no ${field}${v.treatAs === undefined ? '' : ` and the ${v.treatAs} variants it is treated as differ`}`, entry.source);
      return undefined;
    }
  }
}

/**
 * A value that scales with tech (an entry's `scaled` list, such as a Lab's range): the book's
 * figure for 3X, or the one in braces for 4X. Higher levels get the 4X figure with a
 * `value-extrapolated` note at `tech` (the book gives nothing beyond). A system that does not
 * exist at the level draws a `not-available` warning at `tech`, citing the entry.
 *
 * @example
 * ```ts
 * import { findEntry, scaledValue } from 'spacedock/catalog';
 *
 * const lab = findEntry('Lab'); // range 100 {150}
 * if (!lab.ok) throw new Error('expected the Lab');
 * const at4 = scaledValue(lab.value, 'range', 4);
 * if (!at4.ok || at4.value !== 150) throw new Error('150 hexes at 4X');
 * const at6 = scaledValue(lab.value, 'range', 6); // 150 again, with a note
 * if (at6.diagnostics[0]?.code !== 'value-extrapolated') throw new Error('expected the note');
 * ```
 */
export function scaledValue(entry: CatalogEntry, key: ScaledKey, tech: TechLevel): Result<number | string> {
  const rep = newReport();
  const e = checkEntry(rep, entry);
  if (e === undefined) return failReport(rep);
  return scaled(rep, e, key, 'key', tech);
}

/** {@link scaledValue} of a checked entry; a key it lacks is reported at `keyPath`. */
function scaled(rep: Report, e: CatalogEntry, key: unknown, keyPath: string, tech: unknown): Result<number | string> {
  const s = e.scaled.find((x) => x.key === key);
  if (s === undefined) {
    report(rep, 'invalid-value', keyPath, `${e.label} has no tech-scaled value ${describeValue(key)}; it has ${e.scaled.map((x) => x.key).join(', ') || 'none'}`);
    return failReport(rep);
  }
  if (!checkTech(rep, tech)) return failReport(rep);
  warnUnavailable(rep, e, tech);
  if (tech >= 5) report(rep, 'value-extrapolated', 'tech', `${e.label} ${s.key}: SFB:TNG gives 3X and 4X only; ${tech}X takes the 4X value`, BEYOND_4X);
  return finishReport(rep, tech === 3 ? s.base : s.next);
}

/** Our reading for tech levels past the book's 3X and 4X figures (specs/catalog.md, reading 7). */
const BEYOND_4X = FAB_POINTS.extrapolation;

/** Checks a tech level argument (`tech`): one of `TECH_LEVELS`. */
function checkTech(rep: Report, tech: unknown): tech is TechLevel {
  return checkInteger(rep, tech, 'tech', 3, 7);
}

/** Warns at `tech` when the system does not exist at that level, citing its entry. */
function warnUnavailable(rep: Report, entry: CatalogEntry, tech: TechLevel): void {
  const t = entry.tech;
  if (t !== null && (t.mode === 'only' ? tech !== t.level : tech < t.level)) {
    report(rep, 'not-available', 'tech', `${name(entry)} exists at ${t.level}X${t.mode === 'and-up' ? ' and up' : ' only'}, not at ${tech}X`, entry.source);
  }
}

/**
 * Shuttles one Shtl box holds: 10 minus the ship's size class (0 to 7), so smaller ships carry
 * more per box. Any other size class is `invalid-value` with the empty path (the one argument).
 *
 * @example
 * ```ts
 * import { shuttlesPerBox } from 'spacedock/catalog';
 *
 * const r = shuttlesPerBox(3);
 * if (!r.ok || r.value !== 7) throw new Error('a size class 3 ship holds 7 per box');
 * if (shuttlesPerBox(9).ok) throw new Error('size classes stop at 7');
 * ```
 */
export function shuttlesPerBox(sizeClass: number): Result<number> {
  const rep = newReport();
  return finishReport(rep, checkInteger(rep, sizeClass, '', 0, 7, SHUTTLES_PER_BOX.source) ? SHUTTLES_PER_BOX.from - sizeClass : undefined);
}

/**
 * Damage-control (Repair) points a box adds per turn: 1 + tech for Repair (5X gives 6), 100 for
 * Repair-5, 180 for Repair-9, 1 for Works (generic systems only). Any other system is an
 * `invalid-value` error at `entry`.
 *
 * @example
 * ```ts
 * import { findEntry, repairPoints } from 'spacedock/catalog';
 *
 * const repair = findEntry('Repair');
 * if (!repair.ok) throw new Error('expected Repair');
 * const r = repairPoints(repair.value, 5);
 * if (!r.ok || r.value !== 6) throw new Error('1 + 5 = 6 at 5X');
 * ```
 */
export function repairPoints(entry: CatalogEntry, tech: TechLevel): Result<number> {
  const rep = newReport();
  const e = checkEntry(rep, entry);
  if (e === undefined) return failReport(rep);
  const row = REPAIR_OUTPUT.find((r) => r.label.toUpperCase() === e.label.toUpperCase());
  if (row === undefined) {
    report(rep, 'invalid-value', 'entry', `${e.label} makes no repair points; the systems that do are ${REPAIR_OUTPUT.map((r) => r.label).join(', ')}`);
    return failReport(rep);
  }
  if (!checkTech(rep, tech)) return failReport(rep);
  warnUnavailable(rep, e, tech);
  return finishReport(rep, row.points.kind === 'fixed' ? row.points.value : 1 + tech);
}

/**
 * Construct points a box makes per turn: 5 per tech level above 2X (5X gives 15); doubled when
 * the box is specialised in one category.
 *
 * @example
 * ```ts
 * import { constructPoints } from 'spacedock/catalog';
 *
 * const plain = constructPoints(5);
 * const specialized = constructPoints(4, true);
 * if (!plain.ok || plain.value !== 15) throw new Error('15 at 5X');
 * if (!specialized.ok || specialized.value !== 20) throw new Error('2 x 10 at 4X');
 * ```
 */
export function constructPoints(tech: TechLevel, specialized = false): Result<number> {
  const rep = newReport();
  const valid = checkTech(rep, tech) && checkChoice(rep, specialized, 'specialized', [true, false]);
  if (!valid) return failReport(rep);
  const points = CONSTRUCT_POINTS.perLevel * (tech - CONSTRUCT_POINTS.perTechAbove);
  return finishReport(rep, specialized ? points * CONSTRUCT_POINTS.specializedFactor : points);
}

/**
 * Allowance towards options a Fab box makes per turn: 10 at 3X, 15 at 4X, then 5 more per level
 * (extrapolated, with a note). A specialised box makes double for its chosen system (`chosen`)
 * or half for anything else (`generic`).
 *
 * @example
 * ```ts
 * import { fabPoints } from 'spacedock/catalog';
 *
 * const chosen = fabPoints(4, 'chosen');
 * if (!chosen.ok || chosen.value !== 30) throw new Error('2 x 15 at 4X');
 * const at5 = fabPoints(5); // 20, extrapolated
 * if (!at5.ok || at5.value !== 20 || at5.diagnostics[0]?.code !== 'value-extrapolated') throw new Error('expected 20 with a note');
 * ```
 */
export function fabPoints(tech: TechLevel, specialized?: 'chosen' | 'generic'): Result<number> {
  const rep = newReport();
  const valid = checkTech(rep, tech) && checkChoice(rep, specialized, 'specialized', ['chosen', 'generic']);
  if (!valid) return failReport(rep);
  if (tech >= 5) report(rep, 'value-extrapolated', 'tech', `Fab: SFB:TNG gives 3X and 4X only; ${tech}X goes on in steps of ${FAB_POINTS.perLevel}`, FAB_POINTS.extrapolation);
  const points = FAB_POINTS.at3X + FAB_POINTS.perLevel * (tech - 3);
  const factor = specialized === 'chosen' ? FAB_POINTS.specializedFactor : specialized === 'generic' ? FAB_POINTS.genericWhenSpecializedFactor : 1;
  return finishReport(rep, points * factor);
}

/**
 * Allowance towards options a system provides at a tech level (Cargo, Hold, NWO, Fab), read
 * from its tech-scaled `allowance` value (Fab's per-turn output comes from {@link fabPoints}).
 *
 * @example
 * ```ts
 * import { allowanceTowardsOptions, findEntry } from 'spacedock/catalog';
 *
 * const hold = findEntry('Hold'); // allowance 20 {40}
 * if (!hold.ok) throw new Error('expected the Hold');
 * const r = allowanceTowardsOptions(hold.value, 4);
 * if (!r.ok || r.value !== 40) throw new Error('40 at 4X');
 * ```
 */
export function allowanceTowardsOptions(entry: CatalogEntry, tech: TechLevel): Result<number> {
  const rep = newReport();
  const e = checkEntry(rep, entry);
  if (e === undefined) return failReport(rep);
  if (e.label.toUpperCase() === 'FAB') return fabPoints(tech);
  const r = scaled(rep, e, 'allowance', 'entry', tech);
  if (!r.ok || typeof r.value === 'number') return r as Result<number>;
  report(rep, 'cost-not-given', 'entry', `${e.label}'s allowance is not a number in SFB:TNG`, e.source);
  return failReport(rep);
}

/** What {@link transporterUse} gives: uses per turn, and the energy of one use as an exact fraction. */
export interface TransporterUse {
  readonly usesPerTurn: number;
  readonly energyPerUse: Fraction;
}

/**
 * How often a transporter can be used per turn and the energy of one use, as an exact
 * fraction (1/6 of an energy point stays 1/6). An entry that is no transporter is
 * `invalid-value` at `entry`; one that does not exist at the tech level draws `not-available`.
 *
 * @example
 * ```ts
 * import { findEntry, transporterUse } from 'spacedock/catalog';
 *
 * const tran = findEntry('Tran', 'normal');
 * if (!tran.ok) throw new Error('expected the transporter');
 * const r = transporterUse(tran.value, 3); // { usesPerTurn: 3, energyPerUse: { numerator: 1, denominator: 6 } }
 * if (!r.ok || r.value.usesPerTurn !== 3 || r.value.energyPerUse.denominator !== 6) throw new Error(JSON.stringify(r));
 * ```
 */
export function transporterUse(entry: CatalogEntry, tech: TechLevel): Result<TransporterUse> {
  const rep = newReport();
  const e = checkEntry(rep, entry);
  if (e === undefined) return failReport(rep);
  const variant = e.variant === 'Invasive' ? 'normal' : e.variant; // invasive ones work as normal transporters
  const row = TRANSPORTER_USE.find((r) => r.label.toUpperCase() === e.label.toUpperCase() && r.variant === variant);
  if (row === undefined) {
    report(rep, 'invalid-value', 'entry', `${name(e)} is not a transporter with uses per turn`);
    return failReport(rep);
  }
  if (!checkTech(rep, tech)) return failReport(rep);
  warnUnavailable(rep, e, tech);
  const level = tech === 3 ? 3 : 4;
  return finishReport(rep, { usesPerTurn: row.uses[level], energyPerUse: row.energyPerUse[level] });
}

/**
 * How many transporter boxes it takes to move `load` boxes (or a whole ship's explosion
 * strength) in one turn: the load over one box's uses per turn, rounded up. The book's example:
 * an explosion strength of 76 takes 13 Voth transporters. Paths name the parameters (`entry`,
 * `load`, `tech`).
 *
 * @example
 * ```ts
 * import { findEntry, transportersNeeded } from 'spacedock/catalog';
 *
 * const voth = findEntry('Tran', 'Voth'); // 6 uses per turn, 6X only
 * if (!voth.ok) throw new Error('expected the Voth transporter');
 * const r = transportersNeeded(voth.value, 76, 6); // 76 / 6, rounded up
 * if (!r.ok || r.value !== 13) throw new Error('expected 13');
 * ```
 */
export function transportersNeeded(entry: CatalogEntry, load: number, tech: TechLevel): Result<number> {
  const use = transporterUse(entry, tech);
  if (!use.ok) return use;
  const rep = newReport();
  reportAll(rep, use.diagnostics); // transporterUse's warnings (a system not at this tech), at the same paths
  if (!checkInteger(rep, load, 'load', 0)) return failReport(rep);
  return finishReport(rep, Math.ceil(load / use.value.usesPerTurn));
}

/** Options of the tractor functions. */
export interface TractorOptions {
  /** A Hard tractor uses the range itself instead of range + 1, with range 0 counting as 1/2. */
  readonly hard?: boolean;
}

/** R of the tractor rules: range + 1, or for a Hard tractor the range, 0 counting as 1/2. */
function tractorR(rep: Report, range: unknown, hard: boolean): number | undefined {
  if (!checkInteger(rep, range, 'range', 0)) return undefined;
  return hard ? (range === 0 ? 0.5 : range) : range + 1;
}

/** The `hard` option of the tractor functions; undefined after reporting a bad one. */
function hardOption(rep: Report, options: unknown): boolean | undefined {
  const o = readOptions(rep, options);
  if (o === undefined || !checkChoice(rep, o['hard'], 'options.hard', [true, false])) return undefined;
  return o['hard'] === true;
}

/**
 * The strength of a tractor (or repulsor) beam: its power over R, where R is the range + 1 (see
 * {@link TractorOptions} for Hard tractors). Repulsors have no Hard version.
 *
 * @example
 * ```ts
 * import { tractorStrength } from 'spacedock/catalog';
 *
 * const r = tractorStrength(6, 2); // 6 power at range 2: 6 / 3
 * if (!r.ok || r.value !== 2) throw new Error('expected 2');
 * const hard = tractorStrength(6, 0, { hard: true }); // range 0 counts as 1/2
 * if (!hard.ok || hard.value !== 12) throw new Error('expected 12');
 * ```
 */
export function tractorStrength(power: number, range: number, options: TractorOptions = {}): Result<number> {
  const rep = newReport();
  checkNumber(rep, power, 'power', 0);
  const hard = hardOption(rep, options);
  const r = hard === undefined ? undefined : tractorR(rep, range, hard);
  if (r === undefined || rep.failed || !checkResult(rep, power / r, 'power', `the strength of ${power} power at range ${range}`)) return failReport(rep);
  return finishReport(rep, power / r);
}

/**
 * Energy to hold a tractor on a unit of this size class (0 to 4) at this range for a turn:
 * R x 16, 8, 4, 2 or 1, so big targets far away are the most expensive.
 *
 * @example
 * ```ts
 * import { tractorEnergy } from 'spacedock/catalog';
 *
 * const r = tractorEnergy(2, 2); // size class 2 at range 2: (2 + 1) x 4
 * if (!r.ok || r.value !== 12) throw new Error('expected 12');
 * ```
 */
export function tractorEnergy(sizeClass: number, range: number, options: TractorOptions = {}): Result<number> {
  const rep = newReport();
  const row = TRACTOR_ENERGY_PER_R.rows.find((x) => x.sizeClass === sizeClass);
  if (row === undefined) report(rep, 'invalid-value', 'sizeClass', `SFB:TNG gives tractor energy for size classes 0 to 4, not ${describeValue(sizeClass)}`, TRACTOR_ENERGY_PER_R.source);
  const hard = hardOption(rep, options);
  const r = hard === undefined ? undefined : tractorR(rep, range, hard);
  if (row === undefined || r === undefined || rep.failed || !checkResult(rep, r * row.perR, 'range', `the energy at range ${range}`)) return failReport(rep);
  return finishReport(rep, r * row.perR);
}

/**
 * Energy to move a tractored unit one hex: R x its movement cost.
 *
 * @example
 * ```ts
 * import { tractorMoveEnergy } from 'spacedock/catalog';
 *
 * const r = tractorMoveEnergy(2, 0.5); // range 2, movement cost 1/2: (2 + 1) x 0.5
 * if (!r.ok || r.value !== 1.5) throw new Error('expected 1.5');
 * ```
 */
export function tractorMoveEnergy(range: number, movementCost: number, options: TractorOptions = {}): Result<number> {
  const rep = newReport();
  checkNumber(rep, movementCost, 'movementCost', 0, true);
  const hard = hardOption(rep, options);
  const r = hard === undefined ? undefined : tractorR(rep, range, hard);
  if (r === undefined || rep.failed || !checkResult(rep, r * movementCost, 'movementCost', `the energy for a movement cost of ${movementCost} at range ${range}`)) return failReport(rep);
  return finishReport(rep, r * movementCost);
}

/** The outcome of a tractored unit's HETs against a tractor link. */
export interface HetEscape {
  /** Whether the running total of the d6 rolls went past the beam's strength. */
  readonly broken: boolean;
  /** The 1-based HET that broke the link, or null. */
  readonly brokenOn: number | null;
  /** The running total after the last roll counted. */
  readonly total: number;
}

/**
 * Whether HETs break a tractor link: each HET adds a d6 roll to a running total, and the link
 * breaks when the total exceeds the strength (the Trac entry). `rolls` are the d6 results in
 * order. The Grap entry says any HET breaks a grapple of strength 1, which a roll of 1 does not
 * exceed; `breakWhen: 'reaches'` gives that reading (the total reaching the strength).
 *
 * @example
 * ```ts
 * import { hetEscape } from 'spacedock/catalog';
 *
 * const r = hetEscape(3, [2, 2]); // 2, then 4 > 3: broken on the second HET
 * if (!r.ok || !r.value.broken || r.value.brokenOn !== 2) throw new Error(JSON.stringify(r));
 * const grapple = hetEscape(1, [1], { breakWhen: 'reaches' });
 * if (!grapple.ok || !grapple.value.broken) throw new Error('any HET breaks a grapple of 1');
 * ```
 */
export function hetEscape(strength: number, rolls: readonly number[], options: { readonly breakWhen?: 'exceeds' | 'reaches' } = {}): Result<HetEscape> {
  const rep = newReport();
  checkNumber(rep, strength, 'strength', 0);
  const o = readOptions(rep, options);
  if (o !== undefined) checkChoice(rep, o['breakWhen'], 'options.breakWhen', ['exceeds', 'reaches']);
  const list = readRolls(rep, rolls);
  if (rep.failed || list === undefined || o === undefined) return failReport(rep);
  const reaches = o['breakWhen'] === 'reaches';
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    total += list[i]!;
    if (reaches ? total >= strength : total > strength) return finishReport(rep, { broken: true, brokenOn: i + 1, total });
  }
  return finishReport(rep, { broken: false, brokenOn: null, total });
}

/** The most d6 rolls {@link hetEscape} reads: far more HETs than a turn allows, and a bound on the work. */
const MAX_ROLLS = 10_000;

/** The rolls, each read once and checked; undefined after reporting the first bad one. */
function readRolls(rep: Report, rolls: unknown): number[] | undefined {
  try {
    if (!Array.isArray(rolls)) {
      report(rep, 'invalid-value', 'rolls', `${describeValue(rolls)} is not a list of d6 results`);
      return undefined;
    }
    const length: unknown = rolls.length;
    if (!(typeof length === 'number' && Number.isSafeInteger(length) && length >= 0 && length <= MAX_ROLLS)) {
      const why = typeof length === 'number' && length > MAX_ROLLS ? `the list has ${describeValue(length)} items, more than the ${MAX_ROLLS} rolls read` : `its length ${describeValue(length)} is not a whole number`;
      report(rep, 'invalid-value', 'rolls', why);
      return undefined;
    }
    const out: number[] = [];
    for (let i = 0; i < length; i++) {
      const roll: unknown = rolls[i];
      if (!checkInteger(rep, roll, pathJoin('rolls', i), 1, 6)) return undefined;
      out.push(roll);
    }
    return out;
  } catch {
    report(rep, 'unreadable-input', 'rolls', 'reading it threw an error');
    return undefined;
  }
}

/** An entry's label with its variant, for messages ("Armor (Breen)"). */
function name(entry: CatalogEntry): string {
  return entry.variant === null ? entry.label : `${entry.label} (${entry.variant})`;
}
