/**
 * The effective range of direct fire (D6.123, D6.21, G13.0): the true range, doubled without
 * lock-on, plus the scanner adjustment and what the target's cloak adds
 * (`specs/sensors-cloak.md` §4).
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { PlainRecord } from '../input/plain.js';
import { MAX_HEXES } from '../input/limits.js';
import { CLOAK_RULES, type CloakImpulse } from './cloak.js';
import { flag, readFields, whole } from './read.js';
import { SENSOR_RULES } from './sensor-rules.js';

/**
 * The firer's side of a range: how far, whether it holds a lock-on, and its scanner adjustment
 * (0 when absent).
 *
 * @example
 * ```ts
 * import { rangeToCloakShip, type Firer } from 'spacedock/turn';
 *
 * const firer: Firer = { trueRange: 3, lockedOn: true, scannerAdjustment: 0 };
 * const r = rangeToCloakShip({ impulse: 1, state: 'uncloaked', fadeStep: null, rangeAdjustment: 0, othersHoldLockOn: true, mayFire: true }, firer);
 * if (!r.ok || r.value !== 3) throw new Error(JSON.stringify(r));
 * ```
 */
export interface Firer {
  /** The range in hexes, as counted on the map: 0 to `MAX_HEXES`. */
  readonly trueRange: number;
  /** Whether the firer holds a lock-on on this target (its own roll, D6.11). */
  readonly lockedOn: boolean;
  /** The firer's scanner adjustment, 0 to 9 (see `scannerAdjustment`, D6.21). */
  readonly scannerAdjustment?: number;
}

/**
 * The inputs of {@link effectiveRange}: the firer's side, and what the target's cloak adds (0
 * when absent).
 *
 * @example
 * ```ts
 * import { effectiveRange, type RangeInput } from 'spacedock/turn';
 *
 * const input: RangeInput = { trueRange: 3, lockedOn: false, scannerAdjustment: 3 };
 * const r = effectiveRange(input);
 * if (!r.ok || r.value !== 9) throw new Error('the D6.21 example');
 * ```
 */
export interface RangeInput extends Firer {
  /** What the target's cloak adds: 1 to 4 while fading, 5 fully cloaked (G13.0). */
  readonly cloakAdjustment?: number;
}

const FIRER_FIELDS = ['trueRange', 'lockedOn', 'scannerAdjustment'] as const;

/** The firer's terms of a range, read from an object already read; undefined when one is wrong (reported under `base`). */
function firerTerms(r: Report, f: PlainRecord, base: string): { readonly trueRange: number; readonly lockedOn: boolean; readonly scanner: number } | undefined {
  const trueRange = f['trueRange'];
  const lockedOn = f['lockedOn'];
  const scanner = f['scannerAdjustment'] ?? 0;
  const a = whole(r, trueRange, pathJoin(base, 'trueRange'), 0, MAX_HEXES);
  const b = flag(r, lockedOn, pathJoin(base, 'lockedOn'));
  const c = whole(r, scanner, pathJoin(base, 'scannerAdjustment'), 0, SENSOR_RULES.lastScannerBox.value, SENSOR_RULES.lastScannerBox.source);
  return a && b && c ? { trueRange, lockedOn, scanner } : undefined;
}

/** Reads a cloak's addition at `path`: 0 to 5 (G13.0). */
function cloakTerm(r: Report, n: unknown, path: string): n is number {
  return whole(r, n, path, 0, CLOAK_RULES.fullyCloakedRangeAdjustment.value, CLOAK_RULES.fullyCloakedRangeAdjustment.source);
}

/** The formula, on checked terms: only the true range is doubled, and every term adds. */
function rangeOf(trueRange: number, lockedOn: boolean, scanner: number, cloak: number): number {
  return trueRange * (lockedOn ? 1 : SENSOR_RULES.rangeMultiplierWithoutLockOn.value) + scanner + cloak;
}

/**
 * The effective firing range for direct-fire weapons. The true range is doubled without
 * lock-on (D6.123, the true range only), then the scanner adjustment is added (D6.21), then what
 * the target's cloak adds (G13.0: 1 to 4 while fading, 5 when fully cloaked; the doubling of a
 * fully cloaked target comes from the lost lock-on, D6.123). Every term only adds, so the result
 * is never below the true range.
 *
 * Each field must be what {@link RangeInput} says: `trueRange` a whole number from 0 to
 * `MAX_HEXES`, `lockedOn` `true` or `false`, `scannerAdjustment` 0 to 9, `cloakAdjustment` 0 to
 * 5 (`invalid-value` at the field; a field it does not know is `unknown-field`).
 *
 * @example
 * ```ts
 * import { effectiveRange } from 'spacedock/turn';
 *
 * // The D6.21 example: no lock-on doubles 3 to 6, the scanner adds 3.
 * const r = effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3 }); // { ok: true, value: 9, diagnostics: [] }
 * const cloaked = effectiveRange({ trueRange: 3, lockedOn: false, scannerAdjustment: 3, cloakAdjustment: 5 }); // 14
 * if (!r.ok || r.value !== 9 || !cloaked.ok || cloaked.value !== 14) throw new Error('9 and 14');
 * ```
 */
export function effectiveRange(input: RangeInput): Result<number> {
  const r = newReport();
  const i = readFields(r, input, '', 'an object of range terms', [...FIRER_FIELDS, 'cloakAdjustment'], 'a range input');
  if (i === undefined) return failReport(r);
  const firer = firerTerms(r, i, '');
  const cloak = i['cloakAdjustment'] ?? 0;
  if (!cloakTerm(r, cloak, 'cloakAdjustment') || firer === undefined || r.failed) return failReport(r);
  return finishReport(r, rangeOf(firer.trueRange, firer.lockedOn, firer.scanner, cloak));
}

/** The fields of a cloak timeline's impulse. */
const IMPULSE_FIELDS = ['impulse', 'state', 'fadeStep', 'rangeAdjustment', 'othersHoldLockOn', 'mayFire'] as const;

/**
 * The effective range of direct fire at a cloak-equipped ship on one impulse of its timeline:
 * the firer's lock-on counts only while the cloak leaves it (a fully cloaked target doubles the
 * range through the lost lock-on and adds 5, D6.123), then {@link effectiveRange} adds the
 * firer's scanner adjustment and the cloak's addition.
 *
 * `target` is an entry of `cloakTimeline`'s `impulses`; its `othersHoldLockOn` (`true` or
 * `false`) and `rangeAdjustment` (0 to 5) are read, at `target.othersHoldLockOn` and
 * `target.rangeAdjustment`. `firer` is read as {@link effectiveRange} reads its fields, under
 * `firer`.
 *
 * @example
 * ```ts
 * import { rangeToCloakShip, type CloakImpulse } from 'spacedock/turn';
 *
 * const cloaked: CloakImpulse = { impulse: 20, state: 'cloaked', fadeStep: null, rangeAdjustment: 5, othersHoldLockOn: false, mayFire: false };
 * // The lock-on is lost: 3 x 2, plus the cloak's 5.
 * const r = rangeToCloakShip(cloaked, { trueRange: 3, lockedOn: true, scannerAdjustment: 0 });
 * if (!r.ok || r.value !== 11) throw new Error(JSON.stringify(r));
 * ```
 */
export function rangeToCloakShip(target: CloakImpulse, firer: Firer): Result<number> {
  const r = newReport();
  const t = readFields(r, target, 'target', 'an impulse of a cloak timeline', IMPULSE_FIELDS);
  const f = readFields(r, firer, 'firer', 'an object of range terms', FIRER_FIELDS, 'a firer');
  const holds = t?.['othersHoldLockOn'];
  const adds = t?.['rangeAdjustment'];
  // Both fields checked, so that each is reported.
  const targetOk = t !== undefined && [flag(r, holds, 'target.othersHoldLockOn'), cloakTerm(r, adds, 'target.rangeAdjustment')].every(Boolean);
  const terms = f === undefined ? undefined : firerTerms(r, f, 'firer');
  if (!targetOk || terms === undefined || r.failed || typeof holds !== 'boolean' || typeof adds !== 'number') return failReport(r);
  return finishReport(r, rangeOf(terms.trueRange, terms.lockedOn && holds, terms.scanner, adds));
}
