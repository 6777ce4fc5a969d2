/** A throughput measurement: items processed per second, the median of several timed rounds. */
export interface Throughput {
  readonly name: string;
  readonly perSecond: number;
}

let sink = 0;

/**
 * Runs `work` over `items` repeatedly for about `ms` milliseconds per round, `rounds` times,
 * and reports the median rate. `work` returns something so that the engine cannot drop it.
 */
export function measure<T>(name: string, items: readonly T[], work: (item: T) => unknown, ms = 400, rounds = 7): Throughput {
  // Warm up so that the optimizing compiler has seen the code.
  for (let i = 0; i < 3; i++) for (const item of items) if (work(item) === undefined) sink++;
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let done = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < ms) {
      for (const item of items) if (work(item) === undefined) sink++;
      done += items.length;
      t = performance.now();
    }
    rates.push((done / (t - t0)) * 1000);
  }
  rates.sort((a, b) => a - b);
  return { name, perSecond: rates[Math.floor(rates.length / 2)]! };
}

/** Formats a rate such as 1234567 as "1.23 M/s". */
export function rate(perSecond: number): string {
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(2)} M/s`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)} k/s`;
  return `${perSecond.toFixed(0)} /s`;
}

/** Keeps the sink observable. */
export function sinkValue(): number {
  return sink;
}
