/**
 * Drain and Drain Defense: the roll, the active points it takes, their return at 5 a turn, the
 * single-use variant, and the dice a drained Zap still rolls (`specs/combat.md` §7).
 */
import { failReport, finishReport, newReport, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { Dice } from '../dice/dice.js';
import { reportNeed, type PlainRecord } from '../input/plain.js';
import { diceCount, diceSource, points, readFields, sum, whole } from './check.js';
import { rollFaces } from './roll.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/** Inputs of {@link rollDrain}. */
export interface DrainOptions {
  readonly dice: Dice;
  /** The target's Drain Defense points against this Drain's function, added up (0 when absent). */
  readonly drainDefense?: number;
}

/** One Drain attack's roll. */
export interface DrainRoll {
  readonly rolls: readonly number[];
  readonly rolled: number;
  /** The target's Drain Defense against this kind of Drain. */
  readonly defense: number;
  /** Active points drained: `max(0, rolled - defense)`. */
  readonly drained: number;
}

/** A unit and the active points drained from it. */
export interface UnitDrain {
  /** The unit's active points (from its price). */
  readonly activePoints: number;
  /** The active points the Drain took (`DrainRoll.drained`). */
  readonly drained: number;
}

/** Inputs of {@link drainRecovery}: the drain, and how many turns to follow it. */
export interface DrainRecoveryInput extends UnitDrain {
  /** The last turn listed (0 lists the turn of the drain only). */
  readonly turns: number;
}

/** A drained unit's active points, turn by turn. */
export interface DrainRecovery {
  /** The points actually taken: the drain, but no more than the unit had. */
  readonly taken: number;
  /** `activeByTurn[t]`: active points the unit has `t` turns after the drain (0 = right after). */
  readonly activeByTurn: readonly number[];
  /** The first turn the unit is whole again. */
  readonly recoveredOnTurn: number;
}

/** A drain on one use of a unit (its output, not the unit). */
export interface SingleUseDrain {
  /** Active points this use works with. */
  readonly activeThisUse: number;
  /** Active points the unit has again at the end of the turn: all of them. */
  readonly activeAfterTurn: number;
}

/** Inputs of {@link zapDiceLeft}: what a drained Zap has left, and what it was built with. */
export interface DrainedZap {
  /** The Zap's active points left after the drain. */
  readonly activeLeft: number;
  /** The Zap's advantage total (a multiple of 0.25, as in its price). */
  readonly advantages: number;
}

/** What a drained Zap still rolls. */
export interface ZapDiceLeft {
  /** Whole dice of Zap the remaining active points buy. */
  readonly dice: number;
  /** Basic points the remaining active points stand for: `activeLeft / (1 + advantages)`. */
  readonly basicLeft: number;
}

/**
 * Rolls a Drain and subtracts the target's Drain Defense (the points of its Drain Defense units
 * against this Drain's function, added up by the caller).
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { rollDrain } from 'spacedock/combat';
 *
 * const r = rollDrain(3, { dice: scriptedDice([6, 5, 4]), drainDefense: 5 });
 * // value: { rolls: [6, 5, 4], rolled: 15, defense: 5, drained: 10 }
 * if (!r.ok || r.value.rolled !== 15 || r.value.drained !== 10) throw new Error(JSON.stringify(r));
 * ```
 */
export function rollDrain(drainDice: number, options: DrainOptions): Result<DrainRoll> {
  const r = newReport();
  diceCount(r, drainDice, 'drainDice');
  const o = readFields(r, options, 'options', 'the drain options', ['dice', 'drainDefense'], ['dice']);
  if (o === undefined) return failReport(r);
  const defense = o['drainDefense'] === undefined ? 0 : o['drainDefense'];
  points(r, defense, 'options.drainDefense');
  diceSource(r, o['dice'], 'options.dice');
  if (r.failed || typeof defense !== 'number') return failReport(r);
  const rolls = rollFaces(r, o['dice'] as Dice, drainDice, 'options.dice');
  if (rolls === undefined) return failReport(r);
  const rolled = sum(rolls);
  return finishReport(r, { rolls, rolled, defense, drained: Math.max(0, rolled - defense) });
}

/** Reads `activePoints` and `drained` of a one-input drain function's argument (internal: DISPEL reads them too). */
export function unitDrain(r: Report, input: unknown, what: string, known: readonly string[]): (PlainRecord & UnitDrain) | undefined {
  const o = readFields(r, input, '', what, known);
  if (o === undefined) return undefined;
  points(r, o['activePoints'], 'activePoints');
  points(r, o['drained'], 'drained');
  return o as PlainRecord & UnitDrain;
}

/**
 * What is left of a drained unit's active points over the following turns: the drain takes
 * points (never more than the unit has), and 5 come back each turn until it is whole.
 *
 * @example
 * ```ts
 * import { drainRecovery } from 'spacedock/combat';
 *
 * const r = drainRecovery({ activePoints: 45, drained: 30, turns: 3 });
 * // value: { taken: 30, activeByTurn: [15, 20, 25, 30], recoveredOnTurn: 6 }
 * if (!r.ok || r.value.activeByTurn.join() !== '15,20,25,30' || r.value.recoveredOnTurn !== 6) throw new Error(JSON.stringify(r));
 * ```
 */
export function drainRecovery(input: DrainRecoveryInput): Result<DrainRecovery> {
  const r = newReport();
  const o = unitDrain(r, input, 'the drain recovery input', ['activePoints', 'drained', 'turns']);
  if (o !== undefined) whole(r, o['turns'], 'turns', 0, R.limits.maxTurns);
  if (r.failed || o === undefined) return failReport(r);
  const taken = Math.min(o.drained, o.activePoints);
  const step = R.drain.recoveryPerTurn;
  const activeByTurn: number[] = [];
  for (let t = 0; t <= (o['turns'] as number); t++) activeByTurn.push(o.activePoints - Math.max(0, taken - step * t));
  return finishReport(r, { taken, activeByTurn, recoveredOnTurn: Math.ceil(taken / step) });
}

/**
 * The drain that weakens one strike rather than the unit: this use works with the active points
 * left, and every drained point is back at the end of the turn (no 5-a-turn recovery).
 *
 * @example
 * ```ts
 * import { drainSingleUse } from 'spacedock/combat';
 *
 * const r = drainSingleUse({ activePoints: 45, drained: 30 }); // value: { activeThisUse: 15, activeAfterTurn: 45 }
 * if (!r.ok || r.value.activeThisUse !== 15 || r.value.activeAfterTurn !== 45) throw new Error(JSON.stringify(r));
 * ```
 */
export function drainSingleUse(input: UnitDrain): Result<SingleUseDrain> {
  const r = newReport();
  const o = unitDrain(r, input, 'the unit drain', ['activePoints', 'drained']);
  if (r.failed || o === undefined) return failReport(r);
  return finishReport(r, { activeThisUse: Math.max(0, o.activePoints - o.drained), activeAfterTurn: o.activePoints });
}

/**
 * The dice a drained Zap still rolls: it acts as if built with only the active points left, with
 * its advantages unchanged, so those points stand for `activeLeft / (1 + advantages)` basic
 * points, at 5 a die; only whole dice count.
 *
 * @example
 * ```ts
 * import { zapDiceLeft } from 'spacedock/combat';
 *
 * // The book's DRAIN example: a 3d6 Zap of 45 active points (+2.0 in advantages) drained of 30.
 * const r = zapDiceLeft({ activeLeft: 15, advantages: 2 }); // value: { dice: 1, basicLeft: 5 }
 * if (!r.ok || r.value.dice !== 1 || r.value.basicLeft !== 5) throw new Error(JSON.stringify(r));
 * ```
 */
export function zapDiceLeft(input: DrainedZap): Result<ZapDiceLeft> {
  const r = newReport();
  const o = readFields(r, input, '', 'the drained Zap', ['activeLeft', 'advantages']);
  if (o === undefined) return failReport(r);
  const activeLeft = o['activeLeft'];
  const adv = o['advantages'];
  points(r, activeLeft, 'activeLeft');
  if (typeof adv !== 'number' || !Number.isFinite(adv) || adv < 0 || adv > R.limits.maxAdvantages || !Number.isInteger(adv * 4))
    reportNeed(r, 'advantages', adv, `a multiple of 0.25 from 0 to ${R.limits.maxAdvantages}`);
  if (r.failed || typeof activeLeft !== 'number' || typeof adv !== 'number') return failReport(r);
  // In quarters, so the division is of whole numbers and the floor is exact.
  const quarters = 4 + Math.round(adv * 4);
  const num = activeLeft * 4;
  const den = R.zap.basicPerDie * quarters;
  return finishReport(r, { dice: (num - (num % den)) / den, basicLeft: num / quarters });
}
