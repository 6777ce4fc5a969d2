/**
 * How the plot writes its numbers (internal): shares as percentages that never round a nonzero
 * share to 0% or a share short of one to 100%, standard errors as percentage points, counts with
 * thousands separated (the same in every locale).
 */

/** A share from 0 to 1 as a percentage with one decimal: `42.1%`, `<0.1%`, `>99.9%`, `0%`, `100%`. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const s = (p * 100).toFixed(1);
  return s === '0.0' ? '<0.1%' : s === '100.0' ? '>99.9%' : `${s}%`;
}

/** A share from 0 to 1 as a whole percentage without the sign, for a crowded chart: `42`, `<1`, `>99`. */
export function percentShort(p: number): string {
  if (p <= 0) return '0';
  if (p >= 1) return '100';
  const s = (p * 100).toFixed(0);
  return s === '0' ? '<1' : s === '100' ? '>99' : s;
}

/** A spread of a share (two standard errors) in percentage points: `0.6`, `<0.1`. */
export function points(spread: number): string {
  if (spread <= 0) return '0';
  const s = (spread * 100).toFixed(1);
  return s === '0.0' ? '<0.1' : s;
}

/** A whole number with its thousands separated by commas: `10,000`. */
export function count(n: number): string {
  const s = String(Math.abs(Math.trunc(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ',';
    out += s[i];
  }
  return (n < 0 ? '-' : '') + out;
}

/** A number with at most `digits` decimals, no trailing zeros: `4.2`, `4`, `12.35`. */
export function decimal(v: number, digits: number): string {
  if (!Number.isFinite(v)) return String(v);
  const fixed = v.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** `1 turn`, `3 turns`. */
export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}
