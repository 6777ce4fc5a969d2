/**
 * Explosion (`EX`): one roll for ground zero, one die fewer, the lowest left, for each hex away
 * (`specs/combat.md` §3).
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { Dice } from '../dice/dice.js';
import { diceCount, diceSource, faces, hexes, list, readArg, readFields, sum } from './check.js';
import { rollFaces } from './roll.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/** The dice an explosion leaves at one distance from ground zero. */
export interface ExplosionDice {
  /** Hexes from ground zero (0 is the ground zero hex). */
  readonly distance: number;
  /** The dice still counted, in the order rolled. */
  readonly kept: readonly number[];
  /** The dice removed, lowest first. */
  readonly dropped: readonly number[];
  /** The sum of the kept dice, before any defense. */
  readonly total: number;
}

/** One explosion: the ground-zero roll and the dice left at each distance asked for. */
export interface Explosion {
  readonly rolls: readonly number[];
  /** One entry per distance of {@link ExplosionOptions.distances}, in the same order. */
  readonly byDistance: readonly ExplosionDice[];
}

/** Inputs of {@link rollExplosion}. */
export interface ExplosionOptions {
  readonly dice: Dice;
  /** The distances, in hexes from ground zero, of the targets of the blast. */
  readonly distances: readonly number[];
}

function falloff(rolls: readonly number[], distance: number): ExplosionDice {
  const drop = Math.min(rolls.length, distance * R.explosion.diceLostPerHex);
  // Which of two equal low dice goes first cannot change any total; a fixed choice (the later
  // one) keeps the result reproducible for a given roll.
  const order = rolls.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v || b.i - a.i);
  const gone = new Set(order.slice(0, drop).map((x) => x.i));
  const kept = rolls.filter((_, i) => !gone.has(i));
  const dropped = order.slice(0, drop).map((x) => x.v);
  return { distance, kept, dropped, total: sum(kept) };
}

/**
 * The damage dice an explosion (`EX`) deals at `distance` hexes from ground zero: the dice are
 * rolled once for ground zero, and one more of the lowest is removed for each hex away. At a
 * distance of as many hexes as there are dice, nothing is left. Feed `kept` to `defendRolls` for
 * each target.
 *
 * @example
 * ```ts
 * import { explosionDice } from 'spacedock/combat';
 *
 * const r = explosionDice([2, 6, 4], 1); // { ok: true, value: { distance: 1, kept: [6, 4], dropped: [2], total: 10 }, diagnostics: [] }
 * if (!r.ok || r.value.total !== 10 || r.value.dropped.join() !== '2') throw new Error(JSON.stringify(r));
 * ```
 */
export function explosionDice(rolls: readonly number[], distance: number): Result<ExplosionDice> {
  const r = newReport();
  const read = readArg(r, rolls, 'rolls');
  if (read.ok) faces(r, read.value, 'rolls');
  hexes(r, distance, 'distance');
  if (r.failed || !read.ok) return failReport(r);
  return finishReport(r, falloff(read.value as readonly number[], distance));
}

/**
 * Rolls an explosion's dice once and reads them at each distance (every target of one blast
 * shares the one roll). One call lists at most `UNIT_DAMAGE_RULES.limits.maxDiceListed` dice in
 * all (dice x distances): past that it is `explosion-too-large`, at `options.distances`.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { rollExplosion } from 'spacedock/combat';
 *
 * const r = rollExplosion(3, { dice: scriptedDice([2, 6, 4]), distances: [0, 1, 2, 3] });
 * // totals by distance: [12, 10, 6, 0] (each hex drops the lowest die left)
 * if (!r.ok || r.value.byDistance.map((d) => d.total).join() !== '12,10,6,0') throw new Error(JSON.stringify(r));
 *
 * const far = rollExplosion(3, { dice: scriptedDice([2, 6, 4]), distances: [1, -2] });
 * if (far.ok || far.diagnostics[0]?.path !== 'options.distances[1]') throw new Error(JSON.stringify(far));
 * ```
 */
export function rollExplosion(damageDice: number, options: ExplosionOptions): Result<Explosion> {
  const r = newReport();
  const countOk = diceCount(r, damageDice, 'damageDice');
  const o = readFields(r, options, 'options', 'the options of rollExplosion', ['dice', 'distances'], ['dice']);
  if (o !== undefined) {
    const distances = o['distances'];
    if (list(r, distances, 'options.distances', 'a list of distances in hexes')) {
      for (let i = 0; i < distances.length; i++) hexes(r, distances[i], pathJoin('options.distances', i));
      // Each distance lists every die, kept or dropped: bound the whole answer, not each list.
      if (countOk && damageDice * distances.length > R.limits.maxDiceListed)
        report(r, 'explosion-too-large', 'options.distances', `${distances.length} distances of ${damageDice} dice would list ${damageDice * distances.length} dice, more than ${R.limits.maxDiceListed}`, R.limits.source);
    }
    diceSource(r, o['dice'], 'options.dice');
  }
  if (r.failed || o === undefined) return failReport(r);
  const rolls = rollFaces(r, o['dice'] as Dice, damageDice, 'options.dice');
  if (rolls === undefined) return failReport(r);
  return finishReport(r, { rolls, byDistance: (o['distances'] as readonly number[]).map((d) => falloff(rolls, d)) });
}
