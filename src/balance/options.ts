/**
 * Reading the options of the balance lab (internal): each field checked and reported at its
 * path (`options.falseAlarm`); unknown fields are refused (a misspelt option would otherwise do
 * nothing, silently).
 */
import { report, type Report } from '../diagnostics/report.js';
import { show } from '../input/plain.js';
import { BALANCE_LIMITS } from './limits.js';
import { readOptionsRecord } from './read.js';

/** The options with the pricing default filled in (`virtualDraws` stays undefined when not given: the fit decides). */
export interface BalanceSettings {
  readonly virtualDraws: number | undefined;
  readonly falseAlarm: number;
}

/** The default family-wise false-alarm rate of the pricing check. */
export const DEFAULT_FALSE_ALARM = 0.05;

/** The options, checked against the fields a function takes; undefined when one is wrong (reported). */
export function readBalanceOptions(value: unknown, fields: readonly ('virtualDraws' | 'falseAlarm')[], r: Report): BalanceSettings | undefined {
  const o = readOptionsRecord(value, 'options', fields, `the options (${fields.join(', ')})`, r);
  if (o === undefined) return undefined;
  const v = o['virtualDraws'];
  const f = o['falseAlarm'];
  let ok = !r.failed;
  if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= BALANCE_LIMITS.maxVirtualDraws)) {
    report(r, 'invalid-value', 'options.virtualDraws', `${show(v)} is not a number of virtual draws from 0 to ${BALANCE_LIMITS.maxVirtualDraws} (BALANCE_LIMITS.maxVirtualDraws)`);
    ok = false;
  }
  if (f !== undefined && !(typeof f === 'number' && f >= 1e-6 && f <= 0.5)) {
    report(r, 'invalid-value', 'options.falseAlarm', `${show(f)} is not a false-alarm rate from 1e-6 to 0.5`);
    ok = false;
  }
  if (!ok) return undefined;
  return { virtualDraws: v as number | undefined, falseAlarm: (f as number | undefined) ?? DEFAULT_FALSE_ALARM };
}
