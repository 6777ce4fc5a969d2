/**
 * How the plot writes its numbers (internal): shares as percentages that never round a nonzero
 * share to 0% or a share short of one to 100%, standard errors as percentage points, counts with
 * thousands separated (the same in every locale), other figures with a few decimals.
 *
 * Below 1e21 a figure is written in plain decimals. From 1e21 on (where JavaScript's `toFixed`
 * gives up and writes every digit with an exponent) it is written in scientific notation: a
 * mantissa from 1 to 10 rounded to the same number of decimals, then the whole exponent
 * (`2.5e+100`, `1.25e+30`). A value that is not a finite number is written `?`: the reader
 * (`read.ts`) refuses any input that would lead to one, so a plot never shows it.
 */

/** The least magnitude written in scientific notation (`toFixed`'s own limit). */
export const SCIENTIFIC_FROM = 1e21;

/** `v` rounded to `digits` decimals, trailing zeros kept: plain below `SCIENTIFIC_FROM`, scientific from it; `?` when not finite. */
function rounded(v: number, digits: number): string {
  if (!Number.isFinite(v)) return '?';
  return Math.abs(v) < SCIENTIFIC_FROM ? v.toFixed(digits) : v.toExponential(digits);
}

/** The trailing zeros of the decimals dropped (never the exponent's digits), and `-0` written `0`. */
function trimmed(text: string): string {
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const short = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  return (short === '-0' ? '0' : short) + (e < 0 ? '' : text.slice(e));
}

/** A share from 0 to 1 as a percentage with one decimal: `42.1%`, `<0.1%`, `>99.9%`, `0%`, `100%`. */
export function percent(p: number): string {
  if (Number.isNaN(p)) return '?';
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const s = (p * 100).toFixed(1);
  return s === '0.0' ? '<0.1%' : s === '100.0' ? '>99.9%' : `${s}%`;
}

/** A share from 0 to 1 as a whole percentage without the sign, for a crowded chart: `42`, `<1`, `>99`. */
export function percentShort(p: number): string {
  if (Number.isNaN(p)) return '?';
  if (p <= 0) return '0';
  if (p >= 1) return '100';
  const s = (p * 100).toFixed(0);
  return s === '0' ? '<1' : s === '100' ? '>99' : s;
}

/** A spread of a share (two standard errors) in percentage points with one decimal: `0.6`, `1.0`, `<0.1`. */
export function points(spread: number): string {
  if (spread <= 0) return '0';
  const s = rounded(spread * 100, 1);
  return s === '0.0' ? '<0.1' : s;
}

/** A whole number with its thousands separated by commas: `10,000`; scientific from 1e21 on, as {@link decimal}. */
export function count(n: number): string {
  const whole = Math.trunc(n);
  if (!(Math.abs(whole) < SCIENTIFIC_FROM)) return decimal(whole, 2);
  const s = Math.abs(whole).toFixed(0);
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ',';
    out += s[i];
  }
  return (whole < 0 ? '-' : '') + out;
}

/**
 * A number rounded to `digits` decimals, without trailing zeros: `4.2`, `4`, `12.35`, `0` (for
 * -0.001 too); from 1e21 on in scientific notation with `digits` decimals in the mantissa:
 * `2.5e+100`, `-1.25e+30`.
 */
export function decimal(v: number, digits: number): string {
  return trimmed(rounded(v, digits));
}

/** `1 turn`, `3 turns`. */
export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}
