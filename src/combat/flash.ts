/** Flash and Flash Defense: how many turns a struck target's sensors stay blind (`specs/combat.md` §8). */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { Dice } from '../dice/dice.js';
import { reportNeed } from '../input/plain.js';
import { diceCount, diceSource, fields, list, points, readFields, sum } from './check.js';
import { rollFaces } from './roll.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/**
 * A Flash Defense unit: its points and the one sensor type it protects. Sensor types are the
 * names a unit's notation uses (`radar`, `lidar`, `optics`, ...), matched exactly.
 */
export interface FlashDefenseUnit {
  readonly sensor: string;
  readonly points: number;
}

/** Inputs of {@link rollFlash}. */
export interface FlashOptions {
  readonly dice: Dice;
  /** The sensor types the Flash works against (its `vs. x,y,z`): at least one. */
  readonly sensors: readonly string[];
  /** The target's Flash Defense units (none when absent). */
  readonly flashDefenses?: readonly FlashDefenseUnit[];
}

/** How long one sensor type of the target stays blind. */
export interface SensorBlindness {
  readonly sensor: string;
  /** The Flash Defense points of the target for this sensor type, added up. */
  readonly defense: number;
  /** Turns blind: the Flash's base turns less `defense`, never below 0. */
  readonly turns: number;
}

/** One Flash attack's effect. */
export interface FlashEffect {
  readonly rolls: readonly number[];
  readonly total: number;
  /** Turns of blindness before any Flash Defense: `total / 3`, rounded down. */
  readonly baseTurns: number;
  /** One entry for each sensor type the Flash works against, in the order given. */
  readonly bySensor: readonly SensorBlindness[];
}

/**
 * Turns a sensor type stays blind: the flash total divided by 3 and rounded down, less the
 * target's Flash Defense points for that sensor type, never below 0.
 *
 * @example
 * ```ts
 * import { flashBlindTurns } from 'spacedock/combat';
 *
 * const r = flashBlindTurns(11, 1); // { ok: true, value: 2, diagnostics: [] }   (11 / 3 -> 3, less 1)
 * const none = flashBlindTurns(5, 4); // { ok: true, value: 0, diagnostics: [] }
 * if (!r.ok || r.value !== 2 || !none.ok || none.value !== 0) throw new Error('expected 2 and 0');
 * ```
 */
export function flashBlindTurns(flashTotal: number, flashDefense = 0): Result<number> {
  const r = newReport();
  points(r, flashTotal, 'flashTotal');
  points(r, flashDefense, 'flashDefense');
  if (r.failed) return failReport(r);
  return finishReport(r, Math.max(0, Math.floor(flashTotal / R.flash.divisor) - flashDefense));
}

/**
 * Rolls a Flash that struck and works out how long each affected sensor type is blind. Flash
 * Defense units of the same sensor type add up; those of other types do nothing. An empty list
 * of sensor types is `flash-without-sensor`, at `options.sensors`.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { rollFlash } from 'spacedock/combat';
 *
 * const r = rollFlash(3, {
 *   dice: scriptedDice([6, 5, 3]),
 *   sensors: ['radar', 'lidar'],
 *   flashDefenses: [{ sensor: 'radar', points: 2 }],
 * });
 * // bySensor: [{ sensor: 'radar', defense: 2, turns: 2 }, { sensor: 'lidar', defense: 0, turns: 4 }]
 * if (!r.ok || r.value.bySensor.map((s) => s.turns).join() !== '2,4') throw new Error(JSON.stringify(r));
 * ```
 */
export function rollFlash(flashDice: number, options: FlashOptions): Result<FlashEffect> {
  const r = newReport();
  diceCount(r, flashDice, 'flashDice');
  const o = readFields(r, options, 'options', 'the flash options', ['dice', 'sensors', 'flashDefenses'], ['dice']);
  if (o === undefined) return failReport(r);
  const sensors = o['sensors'];
  if (list(r, sensors, 'options.sensors', 'a list of sensor types')) {
    if (sensors.length === 0) report(r, 'flash-without-sensor', 'options.sensors', 'a Flash works against at least one sensor type', R.flash.source);
    for (let i = 0; i < sensors.length; i++) {
      const s = sensors[i];
      if (typeof s !== 'string' || s.length === 0) reportNeed(r, pathJoin('options.sensors', i), s, 'a sensor type (a non-empty name)');
    }
  }
  const fds = o['flashDefenses'] === undefined ? [] : o['flashDefenses'];
  if (list(r, fds, 'options.flashDefenses', 'a list of Flash Defense units')) {
    for (let i = 0; i < fds.length; i++) {
      const path = pathJoin('options.flashDefenses', i);
      const f = fields(r, fds[i], path, 'a Flash Defense unit', ['sensor', 'points']);
      if (f === undefined) continue;
      const s = f['sensor'];
      if (typeof s !== 'string' || s.length === 0) reportNeed(r, pathJoin(path, 'sensor'), s, 'a sensor type (a non-empty name)');
      points(r, f['points'], pathJoin(path, 'points'));
    }
  }
  diceSource(r, o['dice'], 'options.dice');
  if (r.failed) return failReport(r);
  const rolls = rollFaces(r, o['dice'] as Dice, flashDice, 'options.dice');
  if (rolls === undefined) return failReport(r);
  const total = sum(rolls);
  const baseTurns = Math.floor(total / R.flash.divisor);
  // One pass over the defenses, so many sensors and many defenses cost their sum, not their product.
  const bySensorType = new Map<string, number>();
  for (const f of fds as readonly FlashDefenseUnit[]) bySensorType.set(f.sensor, (bySensorType.get(f.sensor) ?? 0) + f.points);
  const bySensor = (sensors as readonly string[]).map((sensor): SensorBlindness => {
    const defense = bySensorType.get(sensor) ?? 0;
    return { sensor, defense, turns: Math.max(0, baseTurns - defense) };
  });
  return finishReport(r, { rolls, total, baseTurns, bySensor });
}
