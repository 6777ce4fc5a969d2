/** The 32-impulse movement chart, computed from its formula (`specs/turn.md` §2). */
import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MOVEMENT_RULES as M } from './movement.js';
import { whole } from './read.js';

/** The chart's formula, for checked arguments: the count of moves floor(i x S / 32) grows on impulse i. */
function moves(speed: number, impulse: number): boolean {
  const n = M.impulsesPerTurn.value;
  return Math.floor((impulse * speed) / n) > Math.floor(((impulse - 1) * speed) / n);
}

/**
 * Whether a unit at `speed` (0 to 32) moves on `impulse` (1 to 32): exactly when
 * floor(impulse x speed / 32) grows from the impulse before, the formula both public
 * transcriptions of the printed chart follow. The chart takes any unit, so speed 32 is allowed
 * here; a ship's limit of 31 is checked where a ship's speed is chosen (`maxSpeedNextTurn`,
 * `checkAllocation`).
 *
 * Either argument out of range, or not a whole number, is `invalid-value` at `speed` or
 * `impulse`.
 *
 * @example
 * ```ts
 * import { movesOnImpulse } from 'spacedock/turn';
 *
 * const r = movesOnImpulse(1, 32); // { ok: true, value: true, diagnostics: [] }
 * if (!r.ok || r.value !== true) throw new Error('speed 1 moves on impulse 32');
 * const off = movesOnImpulse(5, 33);
 * if (off.ok || off.diagnostics[0]?.path !== 'impulse') throw new Error('a turn has 32 impulses');
 * ```
 */
export function movesOnImpulse(speed: number, impulse: number): Result<boolean> {
  const r = newReport();
  const s = whole(r, speed, 'speed', 0, M.maxSpeed.value, M.maxSpeed.source);
  const i = whole(r, impulse, 'impulse', 1, M.impulsesPerTurn.value, M.impulsesPerTurn.source);
  if (!s || !i) return failReport(r);
  return finishReport(r, moves(speed, impulse));
}

/**
 * The impulses (1 to 32, increasing) on which a unit at `speed` moves: `speed` of them, the last
 * always 32 for a moving unit; none at speed 0. A speed that is not a whole number from 0 to 32
 * is `invalid-value` (at the empty path: the one argument).
 *
 * @example
 * ```ts
 * import { movementImpulses } from 'spacedock/turn';
 *
 * const r = movementImpulses(3); // { ok: true, value: [11, 22, 32], diagnostics: [] }
 * if (!r.ok || r.value.join() !== '11,22,32') throw new Error('speed 3 moves on 11, 22, 32');
 * ```
 */
export function movementImpulses(speed: number): Result<readonly number[]> {
  const r = newReport();
  if (!whole(r, speed, '', 0, M.maxSpeed.value, M.maxSpeed.source)) return failReport(r);
  const out: number[] = [];
  for (let i = 1; i <= M.impulsesPerTurn.value; i++) if (moves(speed, i)) out.push(i);
  return finishReport(r, out);
}
