/**
 * The numbers of movement in a full-scale turn (B3.0) and of the 32-impulse chart. The speed and
 * chart functions (`speed.ts`, `impulse-chart.ts`), the energy allocation and the cloak timeline
 * all read them from here, so that one turn length and one top speed hold everywhere.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed003, type RuleValue, type SourceRef } from '../rules/source.js';

/**
 * The movement rules of a full-scale turn, each with its source: 32 impulses, ships at most
 * speed 31, at most double the previous speed or 10 more (whichever is greater), all from B3.0.
 * The chart itself is not printed in the Cadet Training Handbook: `maxSpeed` (the chart runs to
 * 32, for units other than ships) and `chart` (its formula) are this library's, explained in
 * `specs/turn.md` §2.
 *
 * @example
 * ```ts
 * import { MOVEMENT_RULES } from 'spacedock/turn';
 *
 * const { impulsesPerTurn, maxShipSpeed, maxSpeed } = MOVEMENT_RULES;
 * if (impulsesPerTurn.value !== 32 || maxShipSpeed.value !== 31 || maxSpeed.value !== 32) throw new Error('32 impulses, ships up to 31');
 * if (maxShipSpeed.source.entry !== 'B3.0 movement') throw new Error(maxShipSpeed.source.entry);
 * ```
 */
export const MOVEMENT_RULES: {
  /** Impulses in a turn. */
  readonly impulsesPerTurn: RuleValue;
  /** The fastest a ship may go. */
  readonly maxShipSpeed: RuleValue;
  /** The fastest speed on the impulse chart (for units other than ships). */
  readonly maxSpeed: RuleValue;
  /** The next turn's speed may be this many times the previous one... */
  readonly speedUpFactor: RuleValue;
  /** ...or this much more, whichever is greater. */
  readonly speedUpStep: RuleValue;
  /** Where the formula of the impulse chart comes from. */
  readonly chart: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  impulsesPerTurn: { value: 32, source: seed003('B3.0 movement') },
  maxShipSpeed: { value: 31, source: seed003('B3.0 movement') },
  maxSpeed: { value: 32, source: ours('impulse chart: speeds 0 to 32') },
  speedUpFactor: { value: 2, source: seed003('B3.0 movement') },
  speedUpStep: { value: 10, source: seed003('B3.0 movement') },
  chart: ours('impulse chart: a unit of speed S moves when floor(i x S / 32) grows'),
});
