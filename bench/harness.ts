/** A throughput measurement: items processed per second, the median of several timed rounds. */
export interface Throughput {
  readonly name: string;
  readonly perSecond: number;
}

let sink = 0;

/** Runs `work` over every item once; returns the items per second. */
function round<T>(items: readonly T[], work: (item: T) => unknown, ms: number): number {
  let done = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (const item of items) if (work(item) === undefined) sink++;
    done += items.length;
    t = performance.now();
  }
  return (done / (t - t0)) * 1000;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Measures several workloads in alternating rounds (A, B, C, A, B, C, ...), so that a slow spell
 * of the machine hits all of them alike, and reports each one's median rate. Ratios between
 * workloads are taken per round and their median reported too, which is steadier still.
 */
export function compare<T>(
  workloads: readonly { readonly name: string; readonly items: readonly T[]; readonly work: (item: T) => unknown }[],
  ms = 250,
  rounds = 11,
): { readonly rates: readonly Throughput[]; readonly ratio: (a: number, b: number) => number } {
  for (const w of workloads) for (let i = 0; i < 3; i++) for (const item of w.items) if (w.work(item) === undefined) sink++;
  const samples = workloads.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) workloads.forEach((w, i) => samples[i]!.push(round(w.items, w.work, ms)));
  return {
    rates: workloads.map((w, i) => ({ name: w.name, perSecond: median(samples[i]!) })),
    ratio: (a, b) => median(samples[a]!.map((x, r) => x / samples[b]![r]!)),
  };
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

/** The CPU time this process has used, in seconds (user and system, every thread). */
export function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}
