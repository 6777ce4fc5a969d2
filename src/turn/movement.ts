import { deepFreeze } from '../rules/freeze.js';
import { seed003, type RuleValue, type SourceRef } from '../rules/source.js';
import { CLOAK_RULES } from '../damage/cloak.js';

/**
 * The movement rules of a full-scale turn, each with its source (seed 003 B3.0; the chart in
 * shared/reference/impulse-chart.md).
 *
 * @example
 * ```ts
 * import { MOVEMENT_RULES } from 'spacedock/turn';
 * if (MOVEMENT_RULES.impulsesPerTurn.value !== 32 || MOVEMENT_RULES.maxShipSpeed.value !== 31) throw new Error('32 impulses, ships up to 31');
 * ```
 */
export const MOVEMENT_RULES: {
  readonly impulsesPerTurn: RuleValue;
  readonly maxShipSpeed: RuleValue;
  readonly maxSpeed: RuleValue;
  readonly speedUpFactor: RuleValue;
  readonly speedUpStep: RuleValue;
  readonly chart: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  // One turn length for the whole library: the cloak timeline counts the same 32 impulses.
  impulsesPerTurn: CLOAK_RULES.impulsesPerTurn,
  maxShipSpeed: { value: 31, source: seed003('B3.0 movement: speeds up to 31') },
  maxSpeed: { value: 32, source: { file: 'spacedock', entry: 'impulse chart: speeds 0-32 (shared/reference/impulse-chart.md)' } },
  speedUpFactor: { value: 2, source: seed003('B3.0 movement: at most double the previous speed') },
  speedUpStep: { value: 10, source: seed003('B3.0 movement: or at most 10 more, whichever is greater') },
  chart: { file: 'spacedock', entry: 'C2.0 32-impulse chart, as the formula of shared/reference/impulse-chart.md' },
});

/** A result of the turn helpers: a value, or the reasons the input is not one. */
export type TurnResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reasons: readonly string[] };

const whole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * The fastest a unit may go next turn: the larger of double its previous speed and its previous
 * speed plus 10 (seed 003 B3.0), never above 31 for a ship (32 for other units). The unit is
 * `ship` or `other`; anything else is refused.
 *
 * @example
 * ```ts
 * import { maxSpeedNextTurn } from 'spacedock/turn';
 * const r = maxSpeedNextTurn(8);
 * if (!r.ok || r.value !== 18) throw new Error('8 -> max(16, 18) = 18');
 * ```
 */
export function maxSpeedNextTurn(previous: number, unit: 'ship' | 'other' = 'ship'): TurnResult<number> {
  const reasons: string[] = [];
  if (!whole(previous, 0, MOVEMENT_RULES.maxSpeed.value)) reasons.push(`the previous speed must be a whole number from 0 to ${MOVEMENT_RULES.maxSpeed.value}`);
  if (unit !== 'ship' && unit !== 'other') reasons.push('the unit must be ship or other');
  if (reasons.length > 0) return { ok: false, reasons };
  const cap = unit === 'ship' ? MOVEMENT_RULES.maxShipSpeed.value : MOVEMENT_RULES.maxSpeed.value;
  return { ok: true, value: Math.min(cap, Math.max(previous * MOVEMENT_RULES.speedUpFactor.value, previous + MOVEMENT_RULES.speedUpStep.value)) };
}

/**
 * Whether a unit at `speed` (0-32) moves on `impulse` (1-32): exactly when floor(i x S / 32)
 * grows from the impulse before, the formula both public transcriptions of the chart follow.
 *
 * @example
 * ```ts
 * import { movesOnImpulse } from 'spacedock/turn';
 * const r = movesOnImpulse(1, 32);
 * if (!r.ok || r.value !== true) throw new Error('speed 1 moves on impulse 32');
 * ```
 */
export function movesOnImpulse(speed: number, impulse: number): TurnResult<boolean> {
  const reasons: string[] = [];
  if (!whole(speed, 0, MOVEMENT_RULES.maxSpeed.value)) reasons.push(`the speed must be a whole number from 0 to ${MOVEMENT_RULES.maxSpeed.value}`);
  if (!whole(impulse, 1, MOVEMENT_RULES.impulsesPerTurn.value)) reasons.push(`the impulse must be a whole number from 1 to ${MOVEMENT_RULES.impulsesPerTurn.value}`);
  if (reasons.length > 0) return { ok: false, reasons };
  return { ok: true, value: moves(speed, impulse) };
}

/** The chart's formula, for checked arguments. */
function moves(speed: number, impulse: number): boolean {
  const n = MOVEMENT_RULES.impulsesPerTurn.value;
  return Math.floor((impulse * speed) / n) > Math.floor(((impulse - 1) * speed) / n);
}

/**
 * The impulses (1-32, increasing) on which a unit at `speed` moves: `speed` of them, the last
 * always 32 for a moving unit; none at speed 0.
 *
 * @example
 * ```ts
 * import { movementImpulses } from 'spacedock/turn';
 * const r = movementImpulses(3);
 * if (!r.ok || r.value.join() !== '11,22,32') throw new Error('speed 3 moves on 11, 22, 32');
 * ```
 */
export function movementImpulses(speed: number): TurnResult<readonly number[]> {
  if (!whole(speed, 0, MOVEMENT_RULES.maxSpeed.value)) return { ok: false, reasons: [`the speed must be a whole number from 0 to ${MOVEMENT_RULES.maxSpeed.value}`] };
  const out: number[] = [];
  for (let i = 1; i <= MOVEMENT_RULES.impulsesPerTurn.value; i++) if (moves(speed, i)) out.push(i);
  return { ok: true, value: out };
}
