/**
 * The most energy any amount of an allocation may be (power available, a line, a cost), and so
 * the least a hex of movement may cost (its reciprocal): far beyond any ship's power, and small
 * enough that every sum and every speed stays an exact, finite number. `checkAllocation` refuses
 * an amount past it with `invalid-value` at that amount's path.
 *
 * @example
 * ```ts
 * import { MAX_ENERGY, checkAllocation } from 'spacedock/turn';
 *
 * const r = checkAllocation(
 *   { warp: MAX_ENERGY + 1, impulse: 0, apr: 0, batteries: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movement: 0, weapons: 0, reinforcement: 0, other: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 },
 * );
 * // { ok: false, diagnostics: [{ code: 'invalid-value', path: 'available.warp', message: '1000001 is more than MAX_ENERGY (1000000)', ... }] }
 * if (r.ok || r.diagnostics[0]?.code !== 'invalid-value' || r.diagnostics[0].path !== 'available.warp') throw new Error(JSON.stringify(r));
 * ```
 */
export const MAX_ENERGY = 1_000_000;
