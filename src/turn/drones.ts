/**
 * Drones: how many a ship controls (D6.132), how many it may launch a turn (FD4.21), and whether
 * one launch is allowed (D6.121 too): `specs/sensors-cloak.md` §5.
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import { reportNeed } from '../input/plain.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_BOXES } from '../input/limits.js';
import { deepFreeze } from '../rules/freeze.js';
import { seed003, type SourceRef } from '../rules/source.js';
import { count, flag, oneOf, readFields, whole } from './read.js';
import { SENSOR_RULES } from './sensor-rules.js';

/**
 * Ships whose drone control D6.132 names: `standard` for every other ship.
 *
 * @example
 * ```ts
 * import { droneControlLimit, type DroneControlHull } from 'spacedock/turn';
 *
 * const hull: DroneControlHull = 'kzinti-dv';
 * const r = droneControlLimit(6, hull);
 * if (!r.ok || r.value !== 12) throw new Error('a DV controls twice its rating');
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
 * import { DRONE_CONTROL, droneControlLimit } from 'spacedock/turn';
 *
 * const cruiser = DRONE_CONTROL['kzinti-drone-cruiser']; // { multiplier: 2, source: { book: 'SFB Cadet Training Handbook', entry: 'D6.132' } }
 * const r = droneControlLimit(5, 'kzinti-drone-cruiser');
 * if (!r.ok || r.value !== 5 * cruiser.multiplier) throw new Error('expected 10');
 * ```
 */
export const DRONE_CONTROL: Readonly<Record<DroneControlHull, { readonly multiplier: number; readonly source: SourceRef }>> = /* @__PURE__ */ deepFreeze({
  standard: { multiplier: 1, source: seed003('D6.132') },
  'kzinti-drone-cruiser': { multiplier: 2, source: seed003('D6.132') },
  'kzinti-dv': { multiplier: 2, source: seed003('D6.132') },
  'kzinti-dn': { multiplier: 1, source: seed003('D6.132') },
});

const HULLS = /* @__PURE__ */ Object.keys(DRONE_CONTROL) as readonly DroneControlHull[];

/**
 * The most drones a ship may control at once: its current sensor rating, doubled for the Kzinti
 * drone cruiser and DV (D6.132), so damaged sensors control fewer drones.
 *
 * `rating` must be a whole number from 0 to 6 (`invalid-value` at `rating`: use `sensorRating`
 * for a damaged track); `hull` one of {@link DRONE_CONTROL}'s (`invalid-value` at `hull`).
 *
 * @example
 * ```ts
 * import { droneControlLimit } from 'spacedock/turn';
 *
 * const limits = [droneControlLimit(6), droneControlLimit(6, 'kzinti-dv'), droneControlLimit(5, 'kzinti-drone-cruiser')];
 * const values = limits.map((r) => (r.ok ? r.value : NaN)); // the rating, doubled on Kzinti drone ships
 * if (values.join() !== '6,12,10') throw new Error(values.join());
 * ```
 */
export function droneControlLimit(rating: number, hull: DroneControlHull = 'standard'): Result<number> {
  const r = newReport();
  const rated = whole(r, rating, 'rating', 0, SENSOR_RULES.firstSensorBox.value, SENSOR_RULES.firstSensorBox.source);
  if (!oneOf(r, hull, 'hull', HULLS, 'a hull of DRONE_CONTROL') || !rated) return failReport(r);
  return finishReport(r, rating * DRONE_CONTROL[hull].multiplier);
}

/**
 * How a ship's drone racks share launches (FD4.21): one drone per turn from any rack, or one
 * drone from each rack per turn.
 *
 * @example
 * ```ts
 * import { droneLaunchLimit, type DroneLaunchRule } from 'spacedock/turn';
 *
 * const rule: DroneLaunchRule = 'one-per-turn';
 * const r = droneLaunchLimit(rule, 3);
 * if (!r.ok || r.value !== 1) throw new Error('one drone a turn, however many racks');
 * ```
 */
export type DroneLaunchRule = 'one-per-turn' | 'one-per-rack';

const LAUNCH_RULES: readonly DroneLaunchRule[] = ['one-per-turn', 'one-per-rack'];

/**
 * Ships FD4.21 names. The rule gives no empire for the cadet DN, DD and FF; the Klingon cadet
 * CA and CL have one rack, where both rules allow one launch.
 *
 * @example
 * ```ts
 * import { DRONE_LAUNCH_RULES, type DroneRackShip } from 'spacedock/turn';
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
 * import { DRONE_LAUNCH_RULES, droneLaunchLimit } from 'spacedock/turn';
 *
 * const orion = DRONE_LAUNCH_RULES['orion-raider']; // { rule: 'one-per-rack', ... }
 * const r = droneLaunchLimit(orion.rule, 2);
 * if (!r.ok || r.value !== 2) throw new Error('one per rack: 2');
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

/** Launches a turn with `racks` working racks under `rule` (checked arguments). */
function launchesPerTurn(rule: DroneLaunchRule, racks: number): number {
  return rule === 'one-per-turn' ? Math.min(1, racks) : racks;
}

/**
 * How many drones a ship may launch in one turn with `racks` working racks (FD4.21): at most one
 * under `one-per-turn`, one a rack under `one-per-rack`, none without a working rack.
 *
 * `rule` must be one of {@link DroneLaunchRule} (`invalid-value` at `rule`); `racks` a whole
 * number from 0 to `MAX_BOXES` (`invalid-value` at `racks`).
 *
 * @example
 * ```ts
 * import { droneLaunchLimit } from 'spacedock/turn';
 *
 * const d7 = droneLaunchLimit('one-per-turn', 2); // { ok: true, value: 1, diagnostics: [] }
 * const kzinti = droneLaunchLimit('one-per-rack', 2); // 2
 * if (!d7.ok || d7.value !== 1 || !kzinti.ok || kzinti.value !== 2) throw new Error('1 and 2');
 * ```
 */
export function droneLaunchLimit(rule: DroneLaunchRule, racks: number): Result<number> {
  const r = newReport();
  const known = oneOf(r, rule, 'rule', LAUNCH_RULES, 'a drone launch rule');
  if (!whole(r, racks, 'racks', 0, MAX_BOXES) || !known) return failReport(r);
  return finishReport(r, launchesPerTurn(rule, racks));
}

/**
 * One launch a ship wants to make.
 *
 * @example
 * ```ts
 * import { checkDroneLaunch, type DroneLaunch } from 'spacedock/turn';
 *
 * const launch: DroneLaunch = { lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [], dronesControlled: 0, controlLimit: 6 };
 * if (!checkDroneLaunch(launch).ok) throw new Error('the first launch of the turn is allowed');
 * ```
 */
export interface DroneLaunch {
  /** Whether the ship holds lock-on this turn (see `lockOn`). */
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
 * What is left once an allowed launch is made.
 *
 * @example
 * ```ts
 * import { checkDroneLaunch, type LaunchAllowance } from 'spacedock/turn';
 *
 * const r = checkDroneLaunch({ lockedOn: true, rule: 'one-per-rack', racks: 3, rack: 0, launchedFrom: [], dronesControlled: 2, controlLimit: 6 });
 * const left: LaunchAllowance | undefined = r.ok ? r.value : undefined; // { launchesLeft: 2, controlLeft: 3 }
 * if (left?.launchesLeft !== 2 || left.controlLeft !== 3) throw new Error(JSON.stringify(r));
 * ```
 */
export interface LaunchAllowance {
  /** Launches still allowed this turn after this one (FD4.21). */
  readonly launchesLeft: number;
  /** Drones the ship may still take under control after this one (D6.132). */
  readonly controlLeft: number;
}

/** Whether `v` is a list of rack numbers (each a whole number from 0 to MAX_BOXES); reported when not. */
function rackList(r: Report, v: unknown, path: string): v is readonly number[] {
  if (!Array.isArray(v)) {
    reportNeed(r, path, v, 'a list of rack numbers');
    return false;
  }
  return v.map((x, i) => whole(r, x, pathJoin(path, i), 0, MAX_BOXES)).every(Boolean);
}

const LAUNCH_FIELDS = ['lockedOn', 'rule', 'racks', 'rack', 'launchedFrom', 'dronesControlled', 'controlLimit'] as const;

/**
 * Whether a drone may be launched: the ship needs lock-on (D6.121,
 * `drone-launch-without-lock-on` at `lockedOn`), a working rack (`no-such-drone-rack` at `rack`
 * or at an entry of `launchedFrom`), a launch left under its rack rule (FD4.21,
 * `drone-launch-limit-reached` at `launchedFrom`) and room under its control limit (D6.132,
 * `drone-control-limit-reached` at `dronesControlled`). Every reason is reported. The value says
 * what is left after the launch.
 *
 * A launch that is not what {@link DroneLaunch} describes (a missing list, a count that is not a
 * whole number, an unknown rule) has one general diagnostic per field, at the field, and no rule
 * is checked on it.
 *
 * @example
 * ```ts
 * import { checkDroneLaunch } from 'spacedock/turn';
 *
 * // A D7 that already launched from rack 0 this turn.
 * const r = checkDroneLaunch({ lockedOn: true, rule: 'one-per-turn', racks: 2, rack: 1, launchedFrom: [0], dronesControlled: 1, controlLimit: 6 });
 * // { ok: false, diagnostics: [{ code: 'drone-launch-limit-reached', path: 'launchedFrom', source: { ..., entry: 'FD4.21' }, ... }] }
 * if (r.ok || r.diagnostics.map((d) => d.code).join() !== 'drone-launch-limit-reached') throw new Error(JSON.stringify(r));
 * ```
 */
export function checkDroneLaunch(launch: DroneLaunch): Result<LaunchAllowance> {
  const r = newReport();
  const l = readFields(r, launch, '', 'a drone launch', LAUNCH_FIELDS);
  if (l === undefined) return failReport(r);
  const { lockedOn, rule, racks, rack, launchedFrom, dronesControlled, controlLimit } = l;
  const shape = [
    flag(r, lockedOn, 'lockedOn'),
    oneOf(r, rule, 'rule', LAUNCH_RULES, 'a drone launch rule'),
    whole(r, racks, 'racks', 0, MAX_BOXES),
    whole(r, rack, 'rack', 0, MAX_BOXES),
    rackList(r, launchedFrom, 'launchedFrom'),
    count(r, dronesControlled, 'dronesControlled'),
    count(r, controlLimit, 'controlLimit'),
  ];
  if (!shape.every(Boolean)) return failReport(r);
  // Every field was checked above.
  const n = racks as number;
  const at = rack as number;
  const launched = launchedFrom as readonly number[];
  const controlled = dronesControlled as number;
  const limit = controlLimit as number;
  const launchRule = rule as DroneLaunchRule;

  const fd421 = seed003('FD4.21');
  if (lockedOn !== true) report(r, 'drone-launch-without-lock-on', 'lockedOn', 'a ship without lock-on launches no seeking weapon', seed003('D6.121'));
  const rackText = n === 0 ? 'the ship has no working rack' : `the ship's working racks are 0 to ${n - 1}`;
  const rackExists = at < n;
  if (!rackExists) report(r, 'no-such-drone-rack', 'rack', `rack ${at}; ${rackText}`, fd421);
  launched.forEach((x, i) => {
    if (x >= n) report(r, 'no-such-drone-rack', pathJoin('launchedFrom', i), `rack ${x}; ${rackText}`, fd421);
  });
  if (launchRule === 'one-per-turn' && rackExists && launched.length >= launchesPerTurn(launchRule, n)) {
    report(r, 'drone-launch-limit-reached', 'launchedFrom', `${launched.length} launched this turn; this ship launches one drone a turn, from any rack`, fd421);
  }
  const earlier = launched.indexOf(at);
  if (launchRule === 'one-per-rack' && rackExists && earlier >= 0) {
    report(r, 'drone-launch-limit-reached', pathJoin('launchedFrom', earlier), `rack ${at} already launched this turn; this ship launches one drone from each rack a turn`, fd421);
  }
  if (controlled + 1 > limit) report(r, 'drone-control-limit-reached', 'dronesControlled', `${controlled} controlled, and the limit is ${limit}`, seed003('D6.132'));
  if (r.failed) return failReport(r);

  const racksUsed = new Set([...launched, at]).size;
  const launchesLeft = launchRule === 'one-per-turn' ? launchesPerTurn(launchRule, n) - launched.length - 1 : n - racksUsed;
  return finishReport(r, { launchesLeft, controlLeft: limit - controlled - 1 });
}
