/**
 * Lock-on (D6.1, D6.11) and what failing it costs for the rest of the turn (D6.12-D6.123,
 * D6.131): `specs/sensors-cloak.md` §2-3.
 */
import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { Dice } from '../dice/dice.js';
import { deepFreeze } from '../rules/freeze.js';
import { seed003, type SourceRef } from '../rules/source.js';
import { flag, readFields, rollerOf, rollOne, whole } from './read.js';
import { SENSOR_RULES } from './sensor-rules.js';

/**
 * Why a lock-on attempt came out as it did: the die against the rating, or a condition that
 * settles it without a roll.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { lockOn, type LockOnCause } from 'spacedock/turn';
 *
 * const r = lockOn(6, scriptedDice([1]), { fireControlPowered: false });
 * const cause: LockOnCause | undefined = r.ok ? r.value.cause : undefined;
 * if (cause !== 'no-fire-control') throw new Error(String(cause));
 * ```
 */
export type LockOnCause = 'rolled-at-or-under' | 'rolled-over' | 'no-fire-control' | 'target-cloaked';

/**
 * The outcome of a lock-on attempt, by its `cause`: a roll at or under the rating locks on, a
 * roll over it does not, and without fire control or against a cloaked target nothing is rolled
 * (`roll` is null), so a replayed list of rolls is not used up by attempts that cannot succeed.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { lockOn, type LockOnResult } from 'spacedock/turn';
 *
 * const r = lockOn(5, scriptedDice([6]));
 * if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
 * const outcome: LockOnResult = r.value; // { cause: 'rolled-over', lockedOn: false, roll: 6, rating: 5, ... }
 * switch (outcome.cause) {
 *   case 'rolled-at-or-under':
 *   case 'rolled-over':
 *     if (outcome.roll !== 6) throw new Error('the die shows 6');
 *     break;
 *   default:
 *     throw new Error('a roll was made');
 * }
 * ```
 */
export type LockOnResult =
  | { readonly cause: 'rolled-at-or-under'; readonly lockedOn: true; readonly roll: number; readonly rating: number; readonly source: SourceRef }
  | { readonly cause: 'rolled-over'; readonly lockedOn: false; readonly roll: number; readonly rating: number; readonly source: SourceRef }
  | { readonly cause: 'no-fire-control' | 'target-cloaked'; readonly lockedOn: false; readonly roll: null; readonly rating: number; readonly source: SourceRef };

/**
 * The conditions of one lock-on attempt. Both default to the ordinary case: fire control was
 * paid for (B3.0) and the target is not cloaked.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { lockOn, type LockOnConditions } from 'spacedock/turn';
 *
 * const conditions: LockOnConditions = { fireControlPowered: false };
 * const r = lockOn(6, scriptedDice([1]), conditions);
 * if (!r.ok || r.value.lockedOn) throw new Error('no fire control, no lock-on');
 * ```
 */
export interface LockOnConditions {
  readonly fireControlPowered?: boolean;
  readonly targetCloaked?: boolean;
}

const CONDITION_FIELDS = ['fireControlPowered', 'targetCloaked'] as const;

/**
 * Rolls for lock-on in the Sensor Lock-On Phase (D6.11): one die, locked on when it shows the
 * sensor rating or less, so an undamaged ship (rating 6) always succeeds. A ship without power
 * on fire control fails outright (D6.1), and nobody locks on to a cloaked target (D6.11, G13.0);
 * in both cases no die is rolled.
 *
 * The rating must be a whole number from 0 to 6 (`invalid-value` at `rating`: use
 * `sensorRating` for a damaged track); `conditions` an object of the two optional flags
 * (`invalid-value`/`unknown-field` under `conditions`); `dice` a dice source
 * (`not-a-dice-source` at `dice`). Every argument is checked before the die is rolled, so a
 * refused call takes no roll. A dice source that throws, or gives something other than 1 to 6,
 * is `dice-source-failed`: never an exception.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { lockOn } from 'spacedock/turn';
 *
 * const over = lockOn(5, scriptedDice([6])); // value: { cause: 'rolled-over', lockedOn: false, roll: 6, rating: 5, ... }
 * const at = lockOn(6, scriptedDice([6])); // rolled at or under the rating
 * const off = lockOn(6, scriptedDice([1]), { fireControlPowered: false }); // settled without a roll
 * if (!over.ok || over.value.lockedOn || !at.ok || !at.value.lockedOn) throw new Error('6 fails against 5, succeeds against 6');
 * if (!off.ok || off.value.roll !== null) throw new Error('no die is rolled without fire control');
 * const bad = lockOn(7, scriptedDice([1]));
 * if (bad.ok || bad.diagnostics[0]?.path !== 'rating') throw new Error('a rating is 0 to 6');
 * ```
 */
export function lockOn(rating: number, dice: Dice, conditions?: LockOnConditions): Result<LockOnResult> {
  const r = newReport();
  const rated = whole(r, rating, 'rating', 0, SENSOR_RULES.firstSensorBox.value, SENSOR_RULES.firstSensorBox.source);
  const roll = rollerOf(r, dice, 'dice');
  const c = conditions === undefined ? undefined : readFields(r, conditions, 'conditions', 'an object of lock-on conditions', CONDITION_FIELDS, 'the lock-on conditions');
  const powered = c?.['fireControlPowered'];
  const cloaked = c?.['targetCloaked'];
  if (powered !== undefined) flag(r, powered, 'conditions.fireControlPowered');
  if (cloaked !== undefined) flag(r, cloaked, 'conditions.targetCloaked');
  if (r.failed || !rated || roll === undefined) return failReport(r);

  if (powered === false) return finishReport(r, { cause: 'no-fire-control', lockedOn: false, roll: null, rating, source: seed003('D6.1') });
  if (cloaked === true) return finishReport(r, { cause: 'target-cloaked', lockedOn: false, roll: null, rating, source: seed003('D6.11') });
  const face = rollOne(r, roll, 'dice');
  if (face === undefined) return failReport(r);
  const source = seed003('D6.11');
  return finishReport(r, face <= rating ? { cause: 'rolled-at-or-under', lockedOn: true, roll: face, rating, source } : { cause: 'rolled-over', lockedOn: false, roll: face, rating, source });
}

/**
 * One restriction on a ship that failed to lock on.
 *
 * @example
 * ```ts
 * import { FAILED_LOCK_ON, type LockOnPenalty } from 'spacedock/turn';
 *
 * const penalties: readonly LockOnPenalty[] = FAILED_LOCK_ON.map((p) => p.penalty);
 * if (!penalties.includes('range-doubled')) throw new Error(penalties.join());
 * ```
 */
export type LockOnPenalty = 'no-seeking-launch' | 'drones-removed' | 'range-doubled';

/**
 * The restrictions on a ship without lock-on, one entry per rule: it launches no seeking
 * weapons (D6.121), the drones it controls leave the map because they lose their guidance
 * (D6.122, D6.131), and its true range to every target is doubled for other weapons (D6.123).
 *
 * @example
 * ```ts
 * import { FAILED_LOCK_ON } from 'spacedock/turn';
 *
 * const penalties = FAILED_LOCK_ON.map((p) => p.penalty); // ['no-seeking-launch', 'drones-removed', 'range-doubled']
 * if (penalties.join() !== 'no-seeking-launch,drones-removed,range-doubled') throw new Error(penalties.join());
 * ```
 */
export const FAILED_LOCK_ON: readonly { readonly penalty: LockOnPenalty; readonly source: SourceRef }[] = /* @__PURE__ */ deepFreeze([
  { penalty: 'no-seeking-launch', source: seed003('D6.121') },
  { penalty: 'drones-removed', source: seed003('D6.122, D6.131') },
  { penalty: 'range-doubled', source: seed003('D6.123') },
]);

/**
 * What a lock-on result means for the rest of the turn, by `lockedOn`: with it nothing changes;
 * without it the penalties of {@link FAILED_LOCK_ON} apply.
 *
 * @example
 * ```ts
 * import { lockOnEffects, type LockOnEffects } from 'spacedock/turn';
 *
 * const r = lockOnEffects(true);
 * const effects: LockOnEffects | undefined = r.ok ? r.value : undefined;
 * if (effects?.penalties.length !== 0 || effects.rangeMultiplier !== 1) throw new Error('lock-on costs nothing');
 * ```
 */
export type LockOnEffects =
  | { readonly lockedOn: true; readonly maySeekingLaunch: true; readonly ownDronesRemoved: false; readonly rangeMultiplier: 1; readonly penalties: readonly [] }
  | {
      readonly lockedOn: false;
      readonly maySeekingLaunch: false;
      readonly ownDronesRemoved: true;
      /** What the true range is multiplied by before the scanner and cloak adjustments (D6.123). */
      readonly rangeMultiplier: number;
      readonly penalties: readonly { readonly penalty: LockOnPenalty; readonly source: SourceRef }[];
    };

/**
 * The consequences of having, or not having, lock-on this turn (D6.12-D6.123, D6.131).
 * `lockedOn` must be `true` or `false` (`invalid-value` at the empty path, the one argument).
 *
 * @example
 * ```ts
 * import { lockOnEffects } from 'spacedock/turn';
 *
 * const lost = lockOnEffects(false); // value: { lockedOn: false, maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: 2, penalties: [...] }
 * if (!lost.ok || lost.value.maySeekingLaunch || !lost.value.ownDronesRemoved || lost.value.rangeMultiplier !== 2) throw new Error(JSON.stringify(lost));
 * const kept = lockOnEffects(true);
 * if (!kept.ok || kept.value.rangeMultiplier !== 1) throw new Error('with lock-on the range stays');
 * ```
 */
export function lockOnEffects(lockedOn: boolean): Result<LockOnEffects> {
  const r = newReport();
  if (!flag(r, lockedOn, '')) return failReport(r);
  if (lockedOn) return finishReport(r, { lockedOn: true, maySeekingLaunch: true, ownDronesRemoved: false, rangeMultiplier: 1, penalties: [] });
  return finishReport(r, { lockedOn: false, maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: SENSOR_RULES.rangeMultiplierWithoutLockOn.value, penalties: FAILED_LOCK_ON });
}
