/**
 * Value axes and bins (internal): a round axis maximum with its ticks, and how many values (or
 * turns) go to one bar so a histogram has at most `PLOT_LIMITS.bars` bars.
 */

/** Tick steps of a share axis, as shares (0.1% to 25%): the first that needs at most 5 steps is taken. */
const SHARE_STEPS: readonly number[] = [0.001, 0.002, 0.0025, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25];

/** A share axis from 0: its maximum and ticks (shares from 0 to 1), round numbers covering `max`. */
export function shareAxis(max: number): { readonly max: number; readonly ticks: readonly number[] } {
  const top = Math.min(1, Math.max(max, 0.001));
  const step = SHARE_STEPS.find((s) => Math.ceil(top / s - 1e-9) <= 5) ?? 0.25;
  const n = Math.max(1, Math.ceil(top / step - 1e-9));
  const ticks: number[] = [];
  for (let i = 0; i <= n; i++) ticks.push(Math.round(i * step * 1e6) / 1e6);
  return { max: ticks[ticks.length - 1]!, ticks };
}

/** A tick's label: the share as a percentage, with the decimals its step needs. */
export function tickLabel(share: number): string {
  const pct = Math.round(share * 1e5) / 1e3;
  return `${Number.isInteger(pct) ? pct : String(pct)}%`;
}

/**
 * How many consecutive values share a bar so that `n` values make at most `bars` bars: 1, 2, 5,
 * 10, 20, 25, 50, 100, ... (round numbers, so bar labels are round too).
 */
export function binSize(n: number, bars: number): number {
  return binsFrom(0, n, bars).size;
}

/**
 * The bins of the values `first` to `n - 1` (at most `bars` of them): how many values a bar
 * takes (1, 2, 5, 10, 20, 25, 50, ...) and where the first bar starts (a multiple of that size,
 * so bar labels are round).
 */
export function binsFrom(first: number, n: number, bars: number): { readonly size: number; readonly start: number } {
  for (let scale = 1; ; scale *= 10) {
    for (const m of [1, 2, 2.5, 5]) {
      const k = m * scale;
      const start = Math.floor(first / k) * k;
      if (Number.isInteger(k) && Math.ceil((n - start) / k) <= bars) return { size: k, start };
    }
  }
}

/** The largest of some sizes, 0 for none (a loop: spreading a long list into arguments can overflow the stack). */
export function largest(xs: readonly number[]): number {
  let m = 0;
  for (const x of xs) if (x > m) m = x;
  return m;
}
