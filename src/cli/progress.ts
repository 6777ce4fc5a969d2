import { blockBar } from './simulate-text.js';

/** Where and how a progress line is drawn. */
export interface ProgressOptions {
  /** Writes to standard error. */
  readonly write: (text: string) => void;
  /** Whether to draw at all (standard error is a terminal, and the output is not JSON). */
  readonly enabled: boolean;
  /** What is being done: `simulating`. */
  readonly label: string;
  /** What is counted: `trials`. */
  readonly unit: string;
  readonly unicode: boolean;
  /** The columns of the terminal: the line stays shorter than this, so it never wraps. */
  readonly width: number;
  /** The clock, in milliseconds (`performance.now` by default; tests pass their own). */
  readonly now?: () => number;
  /** Nothing is drawn before the run has taken this long (1000 ms by default): a quick run stays quiet. */
  readonly delay?: number;
  /** The least time between two redraws (100 ms by default: ten a second). */
  readonly interval?: number;
}

/** A progress line: `update` as work is done, `end` once it is over (it clears the line). */
export interface Progress {
  readonly update: (done: number, total: number) => void;
  readonly end: () => void;
}

const BAR_CELLS = 24;
const MIN_BAR_CELLS = 8;

/**
 * A progress line on a terminal, drawn over itself with a carriage return: the label, a bar, the
 * share done, the count and an estimate of the time left. It appears only once the run has taken
 * `delay`, is redrawn at most every `interval` (and at the end of the count), and `end` wipes it.
 */
export function progressBar(options: ProgressOptions): Progress {
  const now = options.now ?? (() => performance.now());
  const delay = options.delay ?? 1000;
  const interval = options.interval ?? 100;
  const start = now();
  let drawnAt = -Infinity;
  let drawnWidth = 0;
  const update = (done: number, total: number): void => {
    if (!options.enabled || total <= 0) return;
    const t = now();
    if (t - start < delay || (t - drawnAt < interval && done < total)) return;
    drawnAt = t;
    const share = Math.min(1, Math.max(0, done / total));
    const elapsed = t - start;
    const left = done > 0 && done < total ? `, about ${Math.max(1, Math.ceil(((total - done) * elapsed) / done / 1000))} s left` : '';
    const figures = ` ${Math.floor(share * 100)}% ${done}/${total} ${options.unit}${left}`;
    // The bar gives up cells before the figures are cut.
    const cells = Math.min(BAR_CELLS, Math.max(MIN_BAR_CELLS, Math.floor(options.width) - 1 - options.label.length - (options.unicode ? 1 : 3) - figures.length));
    const bar = blockBar(share, cells, options.unicode).padEnd(cells, options.unicode ? '░' : '-');
    const text = `${options.label} ${options.unicode ? bar : `[${bar}]`}${figures}`;
    const line = [...text].slice(0, Math.max(20, Math.floor(options.width) - 1)).join('');
    const width = [...line].length;
    options.write(`\r${line}${' '.repeat(Math.max(0, drawnWidth - width))}`);
    drawnWidth = Math.max(drawnWidth, width);
  };
  const end = (): void => {
    if (drawnWidth > 0) options.write(`\r${' '.repeat(drawnWidth)}\r`);
    drawnWidth = 0;
  };
  return { update, end };
}

/** A callback that adds up the trials (or duels) each finished block ran and shows the sum of `total` on `progress`. */
export function countOnto(progress: Progress, total: number): (n: number) => void {
  let done = 0;
  return (n) => {
    done += n;
    progress.update(done, total);
  };
}
