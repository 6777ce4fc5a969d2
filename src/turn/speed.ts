/** Speeds and speed changes between turns (B3.0): the one place the speed rules are applied. */
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MOVEMENT_RULES as M } from './movement.js';
import { oneOf, whole } from './read.js';

/**
 * What moves: a `ship` (at most speed 31, B3.0) or any `other` unit the impulse chart moves (up
 * to speed 32).
 *
 * @example
 * ```ts
 * import { maxSpeedNextTurn, type MovingUnit } from 'spacedock/turn';
 *
 * const unit: MovingUnit = 'other';
 * const r = maxSpeedNextTurn(20, unit);
 * if (!r.ok || r.value !== 32) throw new Error('other units go up to 32');
 * ```
 */
export type MovingUnit = 'ship' | 'other';

/** Every {@link MovingUnit}. */
const UNITS: readonly MovingUnit[] = ['ship', 'other'];

/** The top speed of a kind of unit. */
function topSpeed(unit: MovingUnit): number {
  return unit === 'ship' ? M.maxShipSpeed.value : M.maxSpeed.value;
}

/**
 * Checks a speed (internal): a whole number on the chart (0 to 32, else `invalid-value`), and for
 * a ship at most 31 (else `speed-too-high`, B3.0).
 */
export function checkSpeed(r: Report, speed: unknown, path: string, unit: MovingUnit): speed is number {
  if (!whole(r, speed, path, 0, M.maxSpeed.value, M.maxSpeed.source)) return false;
  if (speed <= topSpeed(unit)) return true;
  report(r, 'speed-too-high', path, `speed ${speed} is faster than a ship may go (${M.maxShipSpeed.value})`, M.maxShipSpeed.source);
  return false;
}

/**
 * The fastest a unit may go the turn after going `previous` (internal; `previous` already
 * checked): the larger of double it and 10 more, never above the unit's top speed.
 */
export function speedLimitAfter(previous: number, unit: MovingUnit): number {
  return Math.min(topSpeed(unit), Math.max(previous * M.speedUpFactor.value, previous + M.speedUpStep.value));
}

/**
 * The fastest a unit may go next turn: the larger of double its previous speed and its previous
 * speed plus 10 (B3.0), never above 31 for a ship (32 for other units).
 *
 * `previous` must be a whole number from 0 to 32 (`invalid-value` at `previous`), and for a ship
 * at most 31 (`speed-too-high`); `unit` must be `ship` or `other` (`invalid-value` at `unit`).
 *
 * @example
 * ```ts
 * import { maxSpeedNextTurn } from 'spacedock/turn';
 *
 * const r = maxSpeedNextTurn(8); // { ok: true, value: 18, diagnostics: [] }: max(16, 18)
 * if (!r.ok || r.value !== 18) throw new Error('8 -> max(16, 18) = 18');
 * const bad = maxSpeedNextTurn(32); // a ship never went 32
 * if (bad.ok || bad.diagnostics[0]?.code !== 'speed-too-high' || bad.diagnostics[0].path !== 'previous') throw new Error(JSON.stringify(bad));
 * ```
 */
export function maxSpeedNextTurn(previous: number, unit: MovingUnit = 'ship'): Result<number> {
  const r = newReport();
  const known = oneOf(r, unit, 'unit', UNITS, 'a kind of unit');
  // With an unknown unit the speed is still checked against the chart.
  if (!checkSpeed(r, previous, 'previous', known ? unit : 'other') || !known) return failReport(r);
  return finishReport(r, speedLimitAfter(previous, unit));
}
