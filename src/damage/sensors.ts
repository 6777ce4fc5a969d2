/**
 * Sensors and scanners of full-scale ships (seed 003, D6.0-D6.21), drone control (D6.132) and
 * drone launches per turn (FD4.21). Everything here is a pure function over plain data; the
 * numbers the rules fix live in the frozen tables below, each with the rule it comes from.
 * The normative reading is `specs/sensors-cloak.md`.
 *
 * @module
 */
import type { Dice } from './dice.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed003, type RuleValue, type SourceRef } from '../rules/source.js';


/** A number fixed by the rules, with its source (the shared `RuleValue`). */
export type RuleConstant = RuleValue<number>;

/**
 * The fixed numbers of the sensor and scanner rules.
 *
 * @example
 * ```ts
 * SENSOR_RULES.rangeMultiplierWithoutLockOn.value; // 2
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
 * const t: ShipTracks = { sensor: [6, 6, 5, 3, 1, 0], scanner: [0, 0, 1, 3, 5, 9], source: seed003('D6.21') };
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
 * const s: TrackedShip = 'klingon-d7';
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
 * sensorRating(SHIP_TRACKS['klingon-d7'].sensor, 2); // 5
 * ```
 */
export const SHIP_TRACKS: Readonly<Record<TrackedShip, ShipTracks>> = /* @__PURE__ */ deepFreeze({
  'klingon-d7': { sensor: [6, 6, 5, 3, 1, 0], scanner: [0, 0, 1, 3, 5, 9], source: ours('sensors-cloak.md §1 D7 tracks') },
});

/**
 * How many boxes really count as destroyed: a whole number from 0 to one less than the track
 * length, because the last box is never marked (D4.33). Negative, fractional or NaN counts are
 * read as the nearest sensible count rather than rejected, since every caller only ever adds hits.
 *
 * @example
 * ```ts
 * destroyedBoxes([6, 5, 0], 9); // 2: the residual 0 box survives
 * ```
 */
export function destroyedBoxes(track: readonly number[], destroyed: number): number {
  const n = Number.isFinite(destroyed) ? Math.floor(destroyed) : destroyed === Infinity ? track.length : 0;
  return Math.max(0, Math.min(n, track.length - 1));
}

/**
 * The destroyed count after `hits` more hits on a track (D4.33: best box first, never the last).
 *
 * @example
 * ```ts
 * hitTrack([6, 6, 5, 4, 3, 2, 1, 0], 1, 3); // 4
 * ```
 */
export function hitTrack(track: readonly number[], destroyed: number, hits: number): number {
  return destroyedBoxes(track, destroyedBoxes(track, destroyed) + Math.max(0, hits));
}

function undestroyed(track: readonly number[], destroyed: number): readonly number[] {
  return track.slice(destroyedBoxes(track, destroyed));
}

/**
 * The sensor rating: the highest number still undestroyed on the sensor track (D6.11). The
 * last box always survives (D4.33); an empty track reads as that residual 0. Takes the two
 * fields of a ship's `Track` (`ship.ts`), so it works on any track state.
 *
 * @example
 * ```ts
 * sensorRating([6, 6, 5, 4, 3, 2, 1, 0], 2); // 5
 * sensorRating([6, 6, 5, 4, 3, 2, 1, 0], 99); // 0
 * ```
 */
export function sensorRating(track: readonly number[], destroyed: number): number {
  const left = undestroyed(track, destroyed);
  return left.length === 0 ? SENSOR_RULES.lastSensorBox.value : Math.max(...left);
}

/**
 * The scanner adjustment: the lowest number still undestroyed on the scanner track (D6.21).
 * The last box always survives (D4.33); an empty track reads as that residual 9.
 *
 * @example
 * ```ts
 * scannerAdjustment([0, 0, 1, 3, 5, 9], 3); // 3, as in the D6.21 example
 * scannerAdjustment([0, 0, 1, 3, 5, 9], 0); // 0
 * ```
 */
export function scannerAdjustment(track: readonly number[], destroyed: number): number {
  const left = undestroyed(track, destroyed);
  return left.length === 0 ? SENSOR_RULES.lastScannerBox.value : Math.min(...left);
}

/**
 * Why a track does not look like one printed on an SSD.
 *
 * @example
 * ```ts
 * const i: TrackIssue = 'bad-last-box';
 * ```
 */
export type TrackIssue = 'empty' | 'not-whole-numbers' | 'bad-first-box' | 'bad-last-box';

/**
 * Checks a sensor or scanner track against what the rules say every SSD has: a 6 first on the
 * sensor track (D6.11), a 0 first on the scanner track (D6.21), and the residual 0 or 9 last
 * (D4.33). Returns the issues found, as data.
 *
 * @example
 * ```ts
 * checkTrack('scanner', [0, 0, 1, 3, 5, 9]); // { ok: true }
 * checkTrack('sensor', [5, 0]); // { ok: false, reasons: [{ issue: 'bad-first-box', ... }] }
 * ```
 */
export function checkTrack(
  kind: 'sensor' | 'scanner',
  track: readonly number[],
): { readonly ok: true } | { readonly ok: false; readonly reasons: readonly { readonly issue: TrackIssue; readonly source: SourceRef }[] } {
  const reasons: { issue: TrackIssue; source: SourceRef }[] = [];
  const first = kind === 'sensor' ? SENSOR_RULES.firstSensorBox : SENSOR_RULES.firstScannerBox;
  const last = kind === 'sensor' ? SENSOR_RULES.lastSensorBox : SENSOR_RULES.lastScannerBox;
  if (!Array.isArray(track) || track.length === 0) return { ok: false, reasons: [{ issue: 'empty', source: seed003('D4.33') }] };
  if (!track.every((b) => Number.isInteger(b))) reasons.push({ issue: 'not-whole-numbers', source: seed003('D4.33') });
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
 * const c: LockOnCause = 'no-fire-control';
 * ```
 */
export type LockOnCause = 'rolled-at-or-under' | 'rolled-over' | 'no-fire-control' | 'target-cloaked';

/**
 * The outcome of a lock-on attempt. `roll` is null when no die was rolled (the outcome was
 * already settled), so a replayed list of rolls is not consumed by attempts that cannot succeed.
 *
 * @example
 * ```ts
 * const r: LockOnResult = { lockedOn: false, roll: 6, rating: 5, cause: 'rolled-over', source: seed003('D6.11') };
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
 * const c: LockOnConditions = { fireControlPowered: false };
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
 * @example
 * ```ts
 * lockOn(5, scriptedDice([6])); // { lockedOn: false, roll: 6, rating: 5, cause: 'rolled-over', ... }
 * lockOn(6, scriptedDice([6])).lockedOn; // true
 * lockOn(6, scriptedDice([1]), { fireControlPowered: false }).lockedOn; // false, roll null
 * ```
 */
export function lockOn(rating: number, dice: Dice, conditions: LockOnConditions = {}): LockOnResult {
  if (conditions.fireControlPowered === false) return { lockedOn: false, roll: null, rating, cause: 'no-fire-control', source: seed003('D6.1') };
  if (conditions.targetCloaked === true) return { lockedOn: false, roll: null, rating, cause: 'target-cloaked', source: seed003('D6.11') };
  const roll = dice.d6();
  const lockedOn = roll <= rating;
  return { lockedOn, roll, rating, cause: lockedOn ? 'rolled-at-or-under' : 'rolled-over', source: seed003('D6.11') };
}

/**
 * One restriction on a ship that failed to lock on.
 *
 * @example
 * ```ts
 * const p: LockOnPenalty = 'range-doubled';
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
 * FAILED_LOCK_ON.map((p) => p.penalty); // ['no-seeking-launch', 'drones-removed', 'range-doubled']
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
 * const e: LockOnEffects = lockOnEffects(true);
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
 * The consequences of having, or not having, lock-on this turn (D6.12-D6.123, D6.131).
 *
 * @example
 * ```ts
 * lockOnEffects(false); // { maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: 2, penalties: [...] }
 * lockOnEffects(true).rangeMultiplier; // 1
 * ```
 */
export function lockOnEffects(lockedOn: boolean): LockOnEffects {
  if (lockedOn) return { maySeekingLaunch: true, ownDronesRemoved: false, rangeMultiplier: 1, penalties: [] };
  return { maySeekingLaunch: false, ownDronesRemoved: true, rangeMultiplier: SENSOR_RULES.rangeMultiplierWithoutLockOn.value, penalties: FAILED_LOCK_ON };
}

/**
 * The inputs of {@link effectiveRange}. Both adjustments default to 0.
 *
 * @example
 * ```ts
 * const r: RangeInput = { trueRange: 3, lockedOn: false, scannerAdjustment: 3 };
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

/** A range term that can only add: negative or NaN input reads as 0. */
const adds = (x: number | undefined): number => (x !== undefined && x > 0 ? x : 0);

/**
 * The effective firing range for direct-fire weapons. The true range is doubled without
 * lock-on (D6.123, doubling the true range only), then the scanner adjustment is added
 * (D6.21), then what the target's cloak adds (G13.0: 1-4 while fading, 5 when fully cloaked;
 * the doubling of a cloaked target comes from the lost lock-on, D6.123). Every term only adds,
 * so the result is never below the true range.
 *
 * @example
 * ```ts
 * effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3 }); // 9, the D6.21 example
 * effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3, cloakAdjustment: 5 }); // 14
 * ```
 */
export function effectiveRange(input: RangeInput): number {
  const multiplier = input.lockedOn ? 1 : SENSOR_RULES.rangeMultiplierWithoutLockOn.value;
  return adds(input.trueRange) * multiplier + adds(input.scannerAdjustment) + adds(input.cloakAdjustment);
}

/**
 * Ships whose drone control differs from the ordinary sensor rating (D6.132).
 *
 * @example
 * ```ts
 * const h: DroneControlHull = 'kzinti-dv';
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
 * DRONE_CONTROL['kzinti-drone-cruiser'].multiplier; // 2
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
 * Kzinti drone cruiser and DV (D6.132). Damaged sensors control fewer drones.
 *
 * @example
 * ```ts
 * droneControlLimit(6); // 6
 * droneControlLimit(6, 'kzinti-dv'); // 12
 * droneControlLimit(5, 'kzinti-drone-cruiser'); // 10
 * ```
 */
export function droneControlLimit(rating: number, hull: DroneControlHull = 'standard'): number {
  return adds(rating) * DRONE_CONTROL[hull].multiplier;
}

/**
 * How a ship's drone racks share launches (FD4.21): one drone per turn from any rack, or one
 * drone from each rack per turn.
 *
 * @example
 * ```ts
 * const r: DroneLaunchRule = 'one-per-turn';
 * ```
 */
export type DroneLaunchRule = 'one-per-turn' | 'one-per-rack';

/**
 * Ships FD4.21 names. The seed gives no empire for the cadet DN, DD and FF; the Klingon cadet
 * CA and CL have one rack, where both rules allow one launch.
 *
 * @example
 * ```ts
 * const s: DroneRackShip = 'klingon-d7';
 * ```
 */
export type DroneRackShip = 'klingon-d7' | 'cadet-dn' | 'cadet-dd' | 'cadet-ff' | 'kzinti' | 'orion-raider' | 'klingon-cadet-ca' | 'klingon-cadet-cl';

/**
 * The drone launch rule of each ship FD4.21 names.
 *
 * @example
 * ```ts
 * DRONE_LAUNCH_RULES['orion-raider'].rule; // 'one-per-rack'
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
 * How many drones a ship may launch in one turn with `racks` working racks (FD4.21).
 *
 * @example
 * ```ts
 * droneLaunchLimit('one-per-turn', 2); // 1 (the D7)
 * droneLaunchLimit('one-per-rack', 2); // 2 (a Kzinti ship)
 * ```
 */
export function droneLaunchLimit(rule: DroneLaunchRule, racks: number): number {
  const n = Number.isFinite(racks) ? Math.max(0, Math.floor(racks)) : 0;
  return rule === 'one-per-turn' ? Math.min(1, n) : n;
}

/**
 * One launch a ship wants to make.
 *
 * @example
 * ```ts
 * const l: DroneLaunch = { lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [], dronesControlled: 0, controlLimit: 6 };
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
 * const c: DroneLaunchIssue = 'control-limit';
 * ```
 */
export type DroneLaunchIssue = 'no-lock-on' | 'no-such-rack' | 'launch-limit' | 'control-limit';

/**
 * Whether a drone may be launched: the ship needs lock-on (D6.121), a working rack, a launch
 * left under its rack arrangement (FD4.21), and room under its control limit (D6.132). Returns
 * every reason it may not, as data.
 *
 * @example
 * ```ts
 * checkDroneLaunch({ lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [0], dronesControlled: 1, controlLimit: 6 });
 * // { ok: false, reasons: [{ issue: 'launch-limit', source: seed003('FD4.21') }] }
 * ```
 */
export function checkDroneLaunch(
  launch: DroneLaunch,
): { readonly ok: true } | { readonly ok: false; readonly reasons: readonly { readonly issue: DroneLaunchIssue; readonly source: SourceRef }[] } {
  const reasons: { issue: DroneLaunchIssue; source: SourceRef }[] = [];
  if (!launch.lockedOn) reasons.push({ issue: 'no-lock-on', source: seed003('D6.121') });
  if (!Number.isInteger(launch.rack) || launch.rack < 0 || launch.rack >= launch.racks) reasons.push({ issue: 'no-such-rack', source: seed003('FD4.21') });
  const used = launch.rule === 'one-per-turn' ? launch.launchedFrom.length : launch.launchedFrom.filter((r) => r === launch.rack).length;
  const allowed = launch.rule === 'one-per-turn' ? droneLaunchLimit('one-per-turn', launch.racks) : 1;
  if (used >= allowed) reasons.push({ issue: 'launch-limit', source: seed003('FD4.21') });
  if (launch.dronesControlled + 1 > launch.controlLimit) reasons.push({ issue: 'control-limit', source: seed003('D6.132') });
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
