/**
 * Sensors and scanners of full-scale ships (seed 003, D6.0-D6.21), drone control (D6.132) and
 * drone launches per turn (FD4.21). Everything here is a pure function over plain data; the
 * numbers the rules fix live in the frozen tables below, each with the rule it comes from.
 * The normative reading is `specs/sensors-cloak.md`.
 *
 * @module
 */
import { diceRoller, type Dice } from './dice.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed003, type RuleValue, type SourceRef } from '../rules/source.js';
import { MAX_BOXES, MAX_HEXES } from './limits.js';
import { isPlainRecord, isWhole, readPlain, show, type PlainRecord } from './plain.js';


/** A number fixed by the rules, with its source (the shared `RuleValue`). */
export type RuleConstant = RuleValue<number>;

/**
 * The fixed numbers of the sensor and scanner rules.
 *
 * @example
 * ```ts
 * import { SENSOR_RULES, effectiveRange } from 'spacedock/damage';
 *
 * const range = effectiveRange({ trueRange: 4, lockedOn: false, scannerAdjustment: 0 });
 * if (range !== 4 * SENSOR_RULES.rangeMultiplierWithoutLockOn.value) throw new Error('no lock-on doubles the range');
 * ```
 */
export const SENSOR_RULES: {
  /** Every ship's first sensor box, so an undamaged ship always locks on. */
  readonly firstSensorBox: RuleConstant;
  /** The residual sensor box, never destroyed. */
  readonly lastSensorBox: RuleConstant;
  /** Every ship's first scanner box: no adjustment until the track is hit. */
  readonly firstScannerBox: RuleConstant;
  /** The residual scanner box, never destroyed. */
  readonly lastScannerBox: RuleConstant;
  /** What the true range is multiplied by when the firer has no lock-on. */
  readonly rangeMultiplierWithoutLockOn: RuleConstant;
} = /* @__PURE__ */ deepFreeze({
  firstSensorBox: { value: 6, source: seed003('D6.11') },
  lastSensorBox: { value: 0, source: seed003('D4.33') },
  firstScannerBox: { value: 0, source: seed003('D6.21') },
  lastScannerBox: { value: 9, source: seed003('D4.33') },
  rangeMultiplierWithoutLockOn: { value: 2, source: seed003('D6.123') },
});

/**
 * The printed sensor and scanner tracks of one ship, best box first. Hits destroy boxes from
 * the front (D4.33), so a track plus a count of destroyed boxes is the whole state.
 *
 * @example
 * ```ts
 * import { seed003 } from 'spacedock';
 * import { checkTrack, type ShipTracks } from 'spacedock/damage';
 *
 * const tracks: ShipTracks = { sensor: [6, 6, 5, 3, 1, 0], scanner: [0, 0, 1, 3, 5, 9], source: seed003('D6.21') };
 * if (!checkTrack('sensor', tracks.sensor).ok || !checkTrack('scanner', tracks.scanner).ok) throw new Error('valid tracks');
 * ```
 */
export interface ShipTracks {
  readonly sensor: readonly number[];
  readonly scanner: readonly number[];
  readonly source: SourceRef;
}

/**
 * Ships whose tracks this library carries.
 *
 * @example
 * ```ts
 * import { SHIP_TRACKS, type TrackedShip } from 'spacedock/damage';
 *
 * const ship: TrackedShip = 'klingon-d7';
 * if (SHIP_TRACKS[ship].sensor[0] !== 6) throw new Error('the D7 starts at sensor 6');
 * ```
 */
export type TrackedShip = 'klingon-d7';

/**
 * Known special-function tracks. The seed prints no SSD; the D7's tracks are the printed ones
 * as publicly transcribed, and they agree with the D6.21 example (two sensor hits leave 5, three
 * scanner hits leave 3), which a plain 0,0,1,2,... scanner track would not (it would leave 2).
 *
 * @example
 * ```ts
 * import { SHIP_TRACKS, sensorRating } from 'spacedock/damage';
 *
 * // The D6.21 example: two sensor hits leave the D7 a rating of 5.
 * if (sensorRating(SHIP_TRACKS['klingon-d7'].sensor, 2) !== 5) throw new Error('expected 5');
 * ```
 */
export const SHIP_TRACKS: Readonly<Record<TrackedShip, ShipTracks>> = /* @__PURE__ */ deepFreeze({
  'klingon-d7': { sensor: [6, 6, 5, 3, 1, 0], scanner: [0, 0, 1, 3, 5, 9], source: ours('sensors-cloak.md §1 D7 tracks') },
});

/**
 * A track as the helpers without a failure channel read it: a readable list of at most
 * MAX_BOXES entries, or else an empty track (which reads as its residual box).
 */
function trackList(track: unknown): readonly unknown[] {
  const read = readPlain(track, 'track');
  return read.problems.length === 0 && Array.isArray(read.value) && read.value.length <= MAX_BOXES ? read.value : [];
}

/** A count as these helpers read it: fractions floored, NaN and non-numbers 0, +Infinity all of them. */
function countOf(n: unknown, all: number): number {
  if (typeof n !== 'number' || Number.isNaN(n)) return 0;
  return n === Infinity ? all : Number.isFinite(n) ? Math.floor(n) : 0;
}

function clampDestroyed(length: number, destroyed: unknown): number {
  return Math.max(0, Math.min(countOf(destroyed, length), length - 1));
}

/**
 * How many boxes really count as destroyed: a whole number from 0 to one less than the track
 * length, because the last box is never marked (D4.33). Negative, fractional or NaN counts are
 * read as the nearest sensible count rather than rejected, since every caller only ever adds hits;
 * anything but a number counts as 0, and anything but a list of at most `MAX_BOXES` entries as an
 * empty track.
 *
 * @example
 * ```ts
 * import { destroyedBoxes } from 'spacedock/damage';
 *
 * if (destroyedBoxes([6, 5, 0], 9) !== 2) throw new Error('the residual 0 box survives');
 * ```
 */
export function destroyedBoxes(track: readonly number[], destroyed: number): number {
  return clampDestroyed(trackList(track).length, destroyed);
}

/**
 * The destroyed count after `hits` more hits on a track (D4.33: best box first, never the last).
 * Hits are read as counts are (fractions floored; NaN, negatives and non-numbers are no hits).
 *
 * @example
 * ```ts
 * import { hitTrack } from 'spacedock/damage';
 *
 * // One box already gone, three more hits: 4 destroyed.
 * if (hitTrack([6, 6, 5, 4, 3, 2, 1, 0], 1, 3) !== 4) throw new Error('expected 4');
 * ```
 */
export function hitTrack(track: readonly number[], destroyed: number, hits: number): number {
  const length = trackList(track).length;
  const now = clampDestroyed(length, destroyed);
  return clampDestroyed(length, now + Math.max(0, countOf(hits, length)));
}

/**
 * The boxes left on a track, best first, each read as a whole number: an entry that is not a safe
 * integer reads as the residual box. Iterative, so a long track costs time, never stack.
 */
function extremeLeft(track: unknown, destroyed: unknown, residual: number, better: (a: number, b: number) => boolean): number {
  const list = trackList(track);
  let best: number | undefined;
  for (let i = clampDestroyed(list.length, destroyed); i < list.length; i++) {
    const raw = list[i];
    const box = typeof raw === 'number' && Number.isSafeInteger(raw) ? raw : residual;
    if (best === undefined || better(box, best)) best = box;
  }
  return best ?? residual;
}

/**
 * The sensor rating: the highest number still undestroyed on the sensor track (D6.11). The
 * last box always survives (D4.33); an empty track reads as that residual 0, and so does an entry
 * that is not a whole number. Takes the two fields of a ship's `Track` (`ship.ts`), so it works on
 * any track state.
 *
 * @example
 * ```ts
 * import { sensorRating } from 'spacedock/damage';
 *
 * const track = [6, 6, 5, 4, 3, 2, 1, 0];
 * if (sensorRating(track, 2) !== 5) throw new Error('two hits: 5');
 * if (sensorRating(track, 99) !== 0) throw new Error('the last box stands: 0');
 * ```
 */
export function sensorRating(track: readonly number[], destroyed: number): number {
  return extremeLeft(track, destroyed, SENSOR_RULES.lastSensorBox.value, (a, b) => a > b);
}

/**
 * The scanner adjustment: the lowest number still undestroyed on the scanner track (D6.21).
 * The last box always survives (D4.33); an empty track reads as that residual 9, and so does an
 * entry that is not a whole number.
 *
 * @example
 * ```ts
 * import { scannerAdjustment } from 'spacedock/damage';
 *
 * if (scannerAdjustment([0, 0, 1, 3, 5, 9], 3) !== 3) throw new Error('3, as in the D6.21 example');
 * if (scannerAdjustment([0, 0, 1, 3, 5, 9], 0) !== 0) throw new Error('an intact scanner adds nothing');
 * ```
 */
export function scannerAdjustment(track: readonly number[], destroyed: number): number {
  return extremeLeft(track, destroyed, SENSOR_RULES.lastScannerBox.value, (a, b) => a < b);
}

/**
 * Why a track does not look like one printed on an SSD.
 *
 * @example
 * ```ts
 * import { checkTrack, type TrackIssue } from 'spacedock/damage';
 *
 * const r = checkTrack('sensor', [6, 5, 3]); // a sensor track ends in 0
 * const issues: TrackIssue[] = r.ok ? [] : r.reasons.map((x) => x.issue);
 * if (issues.join() !== 'bad-last-box') throw new Error(issues.join());
 * ```
 */
export type TrackIssue = 'empty' | 'not-whole-numbers' | 'bad-first-box' | 'bad-last-box' | 'not-a-list' | 'unknown-kind';

/** Where the issues about the shape of an argument (not about a rule) point. */
const INPUT: SourceRef = /* @__PURE__ */ Object.freeze(ours('sensors-cloak.md §7 input'));

/**
 * Checks a sensor or scanner track against what the rules say every SSD has: a 6 first on the
 * sensor track (D6.11), a 0 first on the scanner track (D6.21), and the residual 0 or 9 last
 * (D4.33). Returns the issues found, as data: also `not-a-list` for anything but a readable list
 * of at most `MAX_BOXES` entries, and `unknown-kind` for a kind other than sensor or scanner.
 *
 * @example
 * ```ts
 * import { checkTrack } from 'spacedock/damage';
 *
 * if (!checkTrack('scanner', [0, 0, 1, 3, 5, 9]).ok) throw new Error('a valid scanner track');
 * const bad = checkTrack('sensor', [5, 0]); // { ok: false, reasons: [{ issue: 'bad-first-box', ... }] }
 * if (bad.ok || bad.reasons[0]?.issue !== 'bad-first-box') throw new Error('a sensor track starts at 6');
 * ```
 */
export function checkTrack(
  kind: 'sensor' | 'scanner',
  track: readonly number[],
): { readonly ok: true } | { readonly ok: false; readonly reasons: readonly { readonly issue: TrackIssue; readonly source: SourceRef }[] } {
  const reasons: { issue: TrackIssue; source: SourceRef }[] = [];
  if (kind !== 'sensor' && kind !== 'scanner') reasons.push({ issue: 'unknown-kind', source: INPUT });
  const first = kind === 'sensor' ? SENSOR_RULES.firstSensorBox : SENSOR_RULES.firstScannerBox;
  const last = kind === 'sensor' ? SENSOR_RULES.lastSensorBox : SENSOR_RULES.lastScannerBox;
  const read = readPlain(track, 'track');
  const list = read.value;
  if (read.problems.length > 0 || !Array.isArray(list) || list.length > MAX_BOXES) return { ok: false, reasons: [...reasons, { issue: 'not-a-list', source: INPUT }] };
  if (list.length === 0) return { ok: false, reasons: [...reasons, { issue: 'empty', source: seed003('D4.33') }] };
  track = list as number[];
  if (!track.every((b) => Number.isSafeInteger(b))) reasons.push({ issue: 'not-whole-numbers', source: seed003('D4.33') });
  if (track[0] !== first.value) reasons.push({ issue: 'bad-first-box', source: first.source });
  if (track[track.length - 1] !== last.value) reasons.push({ issue: 'bad-last-box', source: last.source });
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}

/**
 * Why a lock-on attempt came out as it did: the die against the rating, or a condition that
 * settles it without a roll.
 *
 * @example
 * ```ts
 * import { lockOn, scriptedDice, type LockOnCause } from 'spacedock/damage';
 *
 * const cause: LockOnCause = lockOn(6, scriptedDice([1]), { fireControlPowered: false }).cause;
 * if (cause !== 'no-fire-control') throw new Error(cause);
 * ```
 */
export type LockOnCause = 'rolled-at-or-under' | 'rolled-over' | 'no-fire-control' | 'target-cloaked';

/**
 * The outcome of a lock-on attempt. `roll` is null when no die was rolled (the outcome was
 * already settled), so a replayed list of rolls is not consumed by attempts that cannot succeed.
 *
 * @example
 * ```ts
 * import { lockOn, scriptedDice, type LockOnResult } from 'spacedock/damage';
 *
 * const r: LockOnResult = lockOn(5, scriptedDice([6])); // { lockedOn: false, roll: 6, rating: 5, cause: 'rolled-over', ... }
 * if (r.lockedOn || r.roll !== 6 || r.cause !== 'rolled-over') throw new Error(JSON.stringify(r));
 * ```
 */
export interface LockOnResult {
  readonly lockedOn: boolean;
  readonly roll: number | null;
  /** The sensor rating the roll was read against. */
  readonly rating: number;
  readonly cause: LockOnCause;
  readonly source: SourceRef;
}

/**
 * The conditions of one lock-on attempt. Both default to the ordinary case: fire control was
 * paid for (B3.0) and the target is not cloaked.
 *
 * @example
 * ```ts
 * import { lockOn, scriptedDice, type LockOnConditions } from 'spacedock/damage';
 *
 * const conditions: LockOnConditions = { fireControlPowered: false };
 * if (lockOn(6, scriptedDice([1]), conditions).lockedOn) throw new Error('no fire control, no lock-on');
 * ```
 */
export interface LockOnConditions {
  readonly fireControlPowered?: boolean;
  readonly targetCloaked?: boolean;
}

/**
 * Rolls for lock-on in the Sensor Lock-On Phase (D6.11): one die, locked on when it shows the
 * sensor rating or less, so an undamaged ship (rating 6) always succeeds. A ship without power
 * on fire control fails outright (D6.1), and nobody locks on to a cloaked target (D6.11, G13.0);
 * in both cases no die is rolled.
 *
 * The rating is read as a whole number from 0 to 6 (fractions floored, anything but a number 0;
 * the outcome of a roll is the same as with the number given). Conditions that are not an object,
 * or cannot be read, count as the defaults, as does each field that is not `true` or `false`.
 *
 * @throws {TypeError} when `dice` is not a dice source (an object with a `d6()` method).
 * @throws {RangeError} when the die rolled is not a whole number from 1 to 6 (a broken dice source).
 *
 * @example
 * ```ts
 * import { lockOn, scriptedDice } from 'spacedock/damage';
 *
 * const over = lockOn(5, scriptedDice([6])); // { lockedOn: false, roll: 6, rating: 5, cause: 'rolled-over', ... }
 * const at = lockOn(6, scriptedDice([6])); // rolled at or under the rating
 * const off = lockOn(6, scriptedDice([1]), { fireControlPowered: false }); // settled without a roll
 * if (over.lockedOn || !at.lockedOn) throw new Error('6 fails against 5, succeeds against 6');
 * if (off.lockedOn || off.roll !== null) throw new Error('no die is rolled without fire control');
 * ```
 */
export function lockOn(rating: number, dice: Dice, conditions?: LockOnConditions): LockOnResult {
  const roller = diceRoller(dice);
  if (!roller.ok) throw new TypeError(`lockOn: ${roller.why}`);
  const r = ratingOf(rating);
  const c = recordOf(conditions);
  if (c['fireControlPowered'] === false) return { lockedOn: false, roll: null, rating: r, cause: 'no-fire-control', source: seed003('D6.1') };
  if (c['targetCloaked'] === true) return { lockedOn: false, roll: null, rating: r, cause: 'target-cloaked', source: seed003('D6.11') };
  const die = roller.roll();
  if (!die.ok) throw new RangeError(`lockOn: ${die.why}`);
  const lockedOn = die.face <= r;
  return { lockedOn, roll: die.face, rating: r, cause: lockedOn ? 'rolled-at-or-under' : 'rolled-over', source: seed003('D6.11') };
}

/** A sensor rating as the helpers read it: a whole number from 0 to 6 (the first sensor box). */
function ratingOf(rating: unknown): number {
  if (typeof rating !== 'number' || Number.isNaN(rating)) return 0;
  return Math.max(0, Math.min(SENSOR_RULES.firstSensorBox.value, Math.floor(rating)));
}

/** An object argument of a helper without a failure channel, as plain data; anything else reads as empty. */
function recordOf(value: unknown): PlainRecord {
  const read = readPlain(value, '');
  return read.problems.length === 0 && isPlainRecord(read.value) ? read.value : Object.create(null);
}

/**
 * One restriction on a ship that failed to lock on.
 *
 * @example
 * ```ts
 * import { lockOnEffects, type LockOnPenalty } from 'spacedock/damage';
 *
 * const penalties: readonly LockOnPenalty[] = lockOnEffects(false).penalties.map((p) => p.penalty);
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
 * import { FAILED_LOCK_ON } from 'spacedock/damage';
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
 * What a lock-on result means for the rest of the turn.
 *
 * @example
 * ```ts
 * import { lockOnEffects, type LockOnEffects } from 'spacedock/damage';
 *
 * const effects: LockOnEffects = lockOnEffects(true);
 * if (effects.penalties.length !== 0 || effects.rangeMultiplier !== 1) throw new Error('lock-on costs nothing');
 * ```
 */
export interface LockOnEffects {
  readonly maySeekingLaunch: boolean;
  readonly ownDronesRemoved: boolean;
  /** What the true range is multiplied by before the scanner and cloak adjustments. */
  readonly rangeMultiplier: number;
  /** The penalties that apply (empty with a lock-on). */
  readonly penalties: readonly { readonly penalty: LockOnPenalty; readonly source: SourceRef }[];
}

/**
 * The consequences of having, or not having, lock-on this turn (D6.12-D6.123, D6.131). Only
 * `true` means a lock-on.
 *
 * @example
 * ```ts
 * import { lockOnEffects } from 'spacedock/damage';
 *
 * const lost = lockOnEffects(false); // { maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: 2, penalties: [...] }
 * if (lost.maySeekingLaunch || !lost.ownDronesRemoved || lost.rangeMultiplier !== 2) throw new Error(JSON.stringify(lost));
 * if (lockOnEffects(true).rangeMultiplier !== 1) throw new Error('with lock-on the range stays');
 * ```
 */
export function lockOnEffects(lockedOn: boolean): LockOnEffects {
  if (lockedOn === true) return { maySeekingLaunch: true, ownDronesRemoved: false, rangeMultiplier: 1, penalties: [] };
  return { maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: SENSOR_RULES.rangeMultiplierWithoutLockOn.value, penalties: FAILED_LOCK_ON };
}

/**
 * The inputs of {@link effectiveRange}. Both adjustments default to 0.
 *
 * @example
 * ```ts
 * import { effectiveRange, type RangeInput } from 'spacedock/damage';
 *
 * const input: RangeInput = { trueRange: 3, lockedOn: false, scannerAdjustment: 3 };
 * if (effectiveRange(input) !== 9) throw new Error('the D6.21 example');
 * ```
 */
export interface RangeInput {
  /** The range in hexes, as counted on the map. */
  readonly trueRange: number;
  /** Whether the firer holds a lock-on on this target (its own roll, and the target's cloak). */
  readonly lockedOn: boolean;
  /** The firer's scanner adjustment (D6.21). */
  readonly scannerAdjustment?: number;
  /** What the target's cloak adds: 1-4 while fading, 5 fully cloaked (G13.0). */
  readonly cloakAdjustment?: number;
}

/** A range term that can only add: anything but a positive number reads as 0, and no term counts past MAX_HEXES. */
const adds = (x: unknown): number => (typeof x === 'number' && x > 0 ? Math.min(x, MAX_HEXES) : 0);

/**
 * The effective firing range for direct-fire weapons. The true range is doubled without
 * lock-on (D6.123, doubling the true range only), then the scanner adjustment is added
 * (D6.21), then what the target's cloak adds (G13.0: 1-4 while fading, 5 when fully cloaked;
 * the doubling of a cloaked target comes from the lost lock-on, D6.123). Every term only adds,
 * so the result is never below the true range. Each term counts only if it is a number above 0,
 * and at most `MAX_HEXES` (NaN, negatives and anything else count as 0); only `lockedOn: true`
 * is a lock-on; an input that is not an object reads as all zeros.
 *
 * @example
 * ```ts
 * import { effectiveRange } from 'spacedock/damage';
 *
 * // The D6.21 example: no lock-on doubles 3 to 6, the scanner adds 3.
 * if (effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3 }) !== 9) throw new Error('expected 9');
 * if (effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3, cloakAdjustment: 5 }) !== 14) throw new Error('expected 14');
 * ```
 */
export function effectiveRange(input: RangeInput): number {
  const i = recordOf(input);
  const multiplier = i['lockedOn'] === true ? 1 : SENSOR_RULES.rangeMultiplierWithoutLockOn.value;
  return adds(i['trueRange']) * multiplier + adds(i['scannerAdjustment']) + adds(i['cloakAdjustment']);
}

/**
 * Ships whose drone control differs from the ordinary sensor rating (D6.132).
 *
 * @example
 * ```ts
 * import { droneControlLimit, type DroneControlHull } from 'spacedock/damage';
 *
 * const hull: DroneControlHull = 'kzinti-dv';
 * if (droneControlLimit(6, hull) !== 12) throw new Error('a DV controls twice its rating');
 * ```
 */
export type DroneControlHull = 'standard' | 'kzinti-drone-cruiser' | 'kzinti-dv' | 'kzinti-dn';

/**
 * How many drones a ship controls, as a multiple of its sensor rating (D6.132): the rating for
 * every ship, twice it for the Kzinti cadet drone cruiser and DV; the Kzinti DN is named as an
 * ordinary one.
 *
 * @example
 * ```ts
 * import { DRONE_CONTROL, droneControlLimit } from 'spacedock/damage';
 *
 * const cruiser = DRONE_CONTROL['kzinti-drone-cruiser']; // { multiplier: 2, ... }
 * if (droneControlLimit(5, 'kzinti-drone-cruiser') !== 5 * cruiser.multiplier) throw new Error('expected 10');
 * ```
 */
export const DRONE_CONTROL: Readonly<Record<DroneControlHull, { readonly multiplier: number; readonly source: SourceRef }>> = /* @__PURE__ */ deepFreeze({
  standard: { multiplier: 1, source: seed003('D6.132') },
  'kzinti-drone-cruiser': { multiplier: 2, source: seed003('D6.132') },
  'kzinti-dv': { multiplier: 2, source: seed003('D6.132') },
  'kzinti-dn': { multiplier: 1, source: seed003('D6.132') },
});

/**
 * The most drones a ship may control at once: its current sensor rating, doubled for the
 * Kzinti drone cruiser and DV (D6.132). Damaged sensors control fewer drones. The rating is read
 * as `lockOn` reads it, a whole number from 0 to 6.
 *
 * @throws {RangeError} when `hull` is not one of {@link DRONE_CONTROL}'s (a programming error).
 *
 * @example
 * ```ts
 * import { droneControlLimit } from 'spacedock/damage';
 *
 * const limits = [droneControlLimit(6), droneControlLimit(6, 'kzinti-dv'), droneControlLimit(5, 'kzinti-drone-cruiser')];
 * if (limits.join() !== '6,12,10') throw new Error(limits.join()); // the rating, doubled on Kzinti drone ships
 * ```
 */
export function droneControlLimit(rating: number, hull: DroneControlHull = 'standard'): number {
  if (typeof hull !== 'string' || !Object.hasOwn(DRONE_CONTROL, hull)) throw new RangeError(`droneControlLimit: ${show(hull)} is not a hull of DRONE_CONTROL`);
  return ratingOf(rating) * DRONE_CONTROL[hull].multiplier;
}

/**
 * How a ship's drone racks share launches (FD4.21): one drone per turn from any rack, or one
 * drone from each rack per turn.
 *
 * @example
 * ```ts
 * import { droneLaunchLimit, type DroneLaunchRule } from 'spacedock/damage';
 *
 * const rule: DroneLaunchRule = 'one-per-turn';
 * if (droneLaunchLimit(rule, 3) !== 1) throw new Error('one drone a turn, however many racks');
 * ```
 */
export type DroneLaunchRule = 'one-per-turn' | 'one-per-rack';

/**
 * Ships FD4.21 names. The seed gives no empire for the cadet DN, DD and FF; the Klingon cadet
 * CA and CL have one rack, where both rules allow one launch.
 *
 * @example
 * ```ts
 * import { DRONE_LAUNCH_RULES, type DroneRackShip } from 'spacedock/damage';
 *
 * const ship: DroneRackShip = 'klingon-d7';
 * if (DRONE_LAUNCH_RULES[ship].rule !== 'one-per-turn') throw new Error('the D7 launches one drone a turn');
 * ```
 */
export type DroneRackShip = 'klingon-d7' | 'cadet-dn' | 'cadet-dd' | 'cadet-ff' | 'kzinti' | 'orion-raider' | 'klingon-cadet-ca' | 'klingon-cadet-cl';

/**
 * The drone launch rule of each ship FD4.21 names.
 *
 * @example
 * ```ts
 * import { DRONE_LAUNCH_RULES, droneLaunchLimit } from 'spacedock/damage';
 *
 * const orion = DRONE_LAUNCH_RULES['orion-raider']; // { rule: 'one-per-rack', ... }
 * if (droneLaunchLimit(orion.rule, 2) !== 2) throw new Error('one per rack: 2');
 * ```
 */
export const DRONE_LAUNCH_RULES: Readonly<Record<DroneRackShip, { readonly rule: DroneLaunchRule; readonly source: SourceRef }>> = /* @__PURE__ */ deepFreeze({
  'klingon-d7': { rule: 'one-per-turn', source: seed003('FD4.21') },
  'cadet-dn': { rule: 'one-per-turn', source: seed003('FD4.21') },
  'cadet-dd': { rule: 'one-per-rack', source: seed003('FD4.21') },
  'cadet-ff': { rule: 'one-per-rack', source: seed003('FD4.21') },
  kzinti: { rule: 'one-per-rack', source: seed003('FD4.21') },
  'orion-raider': { rule: 'one-per-rack', source: seed003('FD4.21 (Scenario #8)') },
  // One rack: the single-launch restriction changes nothing, so either rule is right.
  'klingon-cadet-ca': { rule: 'one-per-turn', source: seed003('FD4.21') },
  'klingon-cadet-cl': { rule: 'one-per-turn', source: seed003('FD4.21') },
});

/**
 * How many drones a ship may launch in one turn with `racks` working racks (FD4.21). Racks are
 * read as a whole number from 0 to `MAX_BOXES` (fractions floored, anything but a number 0).
 *
 * @throws {RangeError} when `rule` is not `one-per-turn` or `one-per-rack` (a programming error).
 *
 * @example
 * ```ts
 * import { droneLaunchLimit } from 'spacedock/damage';
 *
 * if (droneLaunchLimit('one-per-turn', 2) !== 1) throw new Error('the D7: 1');
 * if (droneLaunchLimit('one-per-rack', 2) !== 2) throw new Error('a Kzinti ship: 2');
 * ```
 */
export function droneLaunchLimit(rule: DroneLaunchRule, racks: number): number {
  if (rule !== 'one-per-turn' && rule !== 'one-per-rack') throw new RangeError(`droneLaunchLimit: ${show(rule)} is not one-per-turn or one-per-rack`);
  const n = typeof racks === 'number' && Number.isFinite(racks) ? Math.max(0, Math.min(MAX_BOXES, Math.floor(racks))) : 0;
  return rule === 'one-per-turn' ? Math.min(1, n) : n;
}

/**
 * One launch a ship wants to make.
 *
 * @example
 * ```ts
 * import { checkDroneLaunch, type DroneLaunch } from 'spacedock/damage';
 *
 * const launch: DroneLaunch = { lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [], dronesControlled: 0, controlLimit: 6 };
 * if (!checkDroneLaunch(launch).ok) throw new Error('the first launch of the turn is allowed');
 * ```
 */
export interface DroneLaunch {
  readonly lockedOn: boolean;
  readonly rule: DroneLaunchRule;
  /** Working drone racks; racks are numbered from 0. */
  readonly racks: number;
  /** The rack to launch from. */
  readonly rack: number;
  /** The racks that already launched this turn, one entry per launch. */
  readonly launchedFrom: readonly number[];
  /** Drones this ship already controls on the map. */
  readonly dronesControlled: number;
  /** From {@link droneControlLimit}. */
  readonly controlLimit: number;
}

/**
 * Why a drone launch is not allowed.
 *
 * @example
 * ```ts
 * import { checkDroneLaunch, type DroneLaunchIssue } from 'spacedock/damage';
 *
 * const r = checkDroneLaunch({ lockedOn: true, rule: 'one-per-rack', racks: 2, rack: 0, launchedFrom: [], dronesControlled: 6, controlLimit: 6 });
 * const issues: DroneLaunchIssue[] = r.ok ? [] : r.reasons.map((x) => x.issue);
 * if (issues.join() !== 'control-limit') throw new Error(issues.join());
 * ```
 */
export type DroneLaunchIssue = 'no-lock-on' | 'no-such-rack' | 'launch-limit' | 'control-limit' | 'bad-input';

/**
 * One reason a drone launch is not allowed: the issue, the rule it comes from, and for
 * `bad-input` the field of the launch that is not what {@link DroneLaunch} describes.
 *
 * @example
 * ```ts
 * import { checkDroneLaunch, type DroneLaunchReason } from 'spacedock/damage';
 *
 * const r = checkDroneLaunch({ lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 0 } as never); // no launchedFrom
 * const reasons: readonly DroneLaunchReason[] = r.ok ? [] : r.reasons;
 * if (reasons[0]?.issue !== 'bad-input' || reasons[0].field !== 'launchedFrom') throw new Error(JSON.stringify(r));
 * ```
 */
export interface DroneLaunchReason {
  readonly issue: DroneLaunchIssue;
  /** The field at fault, for `bad-input`. */
  readonly field?: string;
  readonly source: SourceRef;
}

/**
 * Whether a drone may be launched: the ship needs lock-on (D6.121), a working rack, a launch
 * left under its rack arrangement (FD4.21), and room under its control limit (D6.132). Returns
 * every reason it may not, as data. A launch that is not what {@link DroneLaunch} describes (a
 * missing list, a count that is not a whole number, an unknown rule) gets one `bad-input` reason
 * per field, naming it; a rack that is not a whole number is `no-such-rack`.
 *
 * @example
 * ```ts
 * import { checkDroneLaunch } from 'spacedock/damage';
 *
 * // A D7 that already launched from rack 0 this turn.
 * const r = checkDroneLaunch({ lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [0], dronesControlled: 1, controlLimit: 6 });
 * // { ok: false, reasons: [{ issue: 'launch-limit', source: seed003('FD4.21') }] }
 * if (r.ok || r.reasons.map((x) => x.issue).join() !== 'launch-limit') throw new Error(JSON.stringify(r));
 * ```
 */
export function checkDroneLaunch(launch: DroneLaunch): { readonly ok: true } | { readonly ok: false; readonly reasons: readonly DroneLaunchReason[] } {
  const read = readPlain(launch, '');
  const l = read.value;
  if (read.problems.length > 0) return { ok: false, reasons: read.problems.map((p) => ({ issue: 'bad-input', field: p.path === '(the argument)' ? 'launch' : p.path, source: INPUT })) };
  if (!isPlainRecord(l)) return { ok: false, reasons: [{ issue: 'bad-input', field: 'launch', source: INPUT }] };
  const bad: DroneLaunchReason[] = [];
  const field = (name: string, ok: boolean): void => {
    if (!ok) bad.push({ issue: 'bad-input', field: name, source: INPUT });
  };
  const { lockedOn, rule, racks, rack, launchedFrom, dronesControlled, controlLimit } = l;
  field('lockedOn', typeof lockedOn === 'boolean');
  field('rule', rule === 'one-per-turn' || rule === 'one-per-rack');
  field('racks', isWhole(racks, 0, MAX_BOXES));
  field('launchedFrom', Array.isArray(launchedFrom) && launchedFrom.every((x) => isWhole(x, 0, MAX_BOXES)));
  field('dronesControlled', isWhole(dronesControlled, 0, Number.MAX_SAFE_INTEGER - 1));
  field('controlLimit', isWhole(controlLimit, 0, Number.MAX_SAFE_INTEGER));
  if (bad.length > 0) return { ok: false, reasons: bad };
  const racksN = racks as number;
  const launched = launchedFrom as readonly number[];
  const reasons: DroneLaunchReason[] = [];
  if (lockedOn !== true) reasons.push({ issue: 'no-lock-on', source: seed003('D6.121') });
  if (!isWhole(rack, 0, racksN - 1)) reasons.push({ issue: 'no-such-rack', source: seed003('FD4.21') });
  const used = rule === 'one-per-turn' ? launched.length : launched.filter((r) => r === rack).length;
  const allowed = rule === 'one-per-turn' ? droneLaunchLimit('one-per-turn', racksN) : 1;
  if (used >= allowed) reasons.push({ issue: 'launch-limit', source: seed003('FD4.21') });
  if ((dronesControlled as number) + 1 > (controlLimit as number)) reasons.push({ issue: 'control-limit', source: seed003('D6.132') });
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
