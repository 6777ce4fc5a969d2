/** The fixed numbers of the sensor and scanner rules (D4.33, D6.11, D6.123, D6.21). */
import { deepFreeze } from '../rules/freeze.js';
import { seed003, type RuleValue } from '../rules/source.js';

/**
 * The fixed numbers of the sensor and scanner rules, each with its rule. The tracks, lock-on and
 * range functions read them from here.
 *
 * @example
 * ```ts
 * import { SENSOR_RULES, effectiveRange } from 'spacedock/turn';
 *
 * const r = effectiveRange({ trueRange: 4, lockedOn: false });
 * if (!r.ok || r.value !== 4 * SENSOR_RULES.rangeMultiplierWithoutLockOn.value) throw new Error('no lock-on doubles the range');
 * ```
 */
export const SENSOR_RULES: {
  /** Every ship's first sensor box, so an undamaged ship always locks on. */
  readonly firstSensorBox: RuleValue;
  /** The residual sensor box, never destroyed. */
  readonly lastSensorBox: RuleValue;
  /** Every ship's first scanner box: no adjustment until the track is hit. */
  readonly firstScannerBox: RuleValue;
  /** The residual scanner box, never destroyed: also the largest adjustment. */
  readonly lastScannerBox: RuleValue;
  /** What the true range is multiplied by when the firer has no lock-on. */
  readonly rangeMultiplierWithoutLockOn: RuleValue;
} = /* @__PURE__ */ deepFreeze({
  firstSensorBox: { value: 6, source: seed003('D6.11') },
  lastSensorBox: { value: 0, source: seed003('D4.33') },
  firstScannerBox: { value: 0, source: seed003('D6.21') },
  lastScannerBox: { value: 9, source: seed003('D4.33') },
  rangeMultiplierWithoutLockOn: { value: 2, source: seed003('D6.123') },
});

/** The highest number a box of either track can show (the sensor track falls from 6, the scanner track rises to 9). */
export const HIGHEST_BOX = /* @__PURE__ */ Math.max(SENSOR_RULES.firstSensorBox.value, SENSOR_RULES.lastScannerBox.value);
