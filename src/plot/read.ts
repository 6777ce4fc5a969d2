/**
 * Reading what `plotSurvival` was given (internal): a `Survivability`, perhaps read back from
 * JSON or built by untyped code. Only the fields the charts draw are read, each exactly once and
 * inside a `try` (a getter or proxy may throw), lists within `PLOT_LIMITS` before any entry is
 * looked at, names within `PLOT_LIMITS.nameLength` as soon as they are read, standard errors
 * small enough that twice them is a finite number, and the counts must add up to the trials.
 * Every problem is reported at its path with the general codes; the charts then work on the
 * checked copy, so every figure they print is finite.
 */
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { isWhole, readProperty, reportNeed, thrownMessage } from '../input/plain.js';
import type { Estimate, PartKind } from '../survival/types.js';
import { PLOT_LIMITS } from './limits.js';

/** A quantile as the charts use it: its share and its value (null when beyond the run). */
export interface PlotQuantile {
  readonly p: number;
  readonly value: number | null;
}

/** One part, as the system-loss chart draws it. */
export interface PlotPart {
  readonly name: string;
  readonly kind: PartKind;
  readonly hit: Estimate;
  readonly destroyed: Estimate;
}

/** The checked copy of a `Survivability`: the fields the charts draw. */
export interface PlotData {
  readonly ship: string;
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
  readonly pointsPerTurn: number;
  readonly weapons: number;
  readonly parts: readonly PlotPart[];
  readonly internals: { readonly counts: readonly number[]; readonly mean: Estimate; readonly quantiles: readonly PlotQuantile[] };
  readonly destruction: {
    readonly destroyed: Estimate;
    readonly byTurn: readonly number[];
    readonly survived: number;
    readonly mean: Estimate | null;
    readonly quantiles: readonly PlotQuantile[];
  };
  readonly disarmed: readonly Estimate[];
}

const PART_KINDS: readonly PartKind[] = ['shield', 'armor', 'system', 'phaser', 'track', 'excess'];
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** A value that could not be read: the `unreadable-input` already reported. */
export const UNREAD: unique symbol = Symbol('unread');
export type Read = unknown | typeof UNREAD;

/** Reads `key` of `target` once; reports and answers UNREAD when reading throws. */
export function get(target: unknown, key: string | number, path: string, r: Report): Read {
  const read = readProperty(target, String(key));
  if (read.ok) return read.value;
  report(r, 'unreadable-input', pathJoin(path, key), read.detail);
  return UNREAD;
}

/** Whether a value is an object that is not a list (never throws: a revoked proxy is not one). */
function isRecord(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The record at `path`, or undefined (reported) when it is not one. */
export function record(value: Read, path: string, what: string, r: Report): object | undefined {
  if (value === UNREAD) return undefined;
  if (isRecord(value)) return value;
  reportNeed(r, path, value, what);
  return undefined;
}

/**
 * The length of the list at `path`, or undefined (reported) when it is not a list, or holds fewer
 * than `min` or more than `max` entries (refused before any entry is read).
 */
function listLength(value: Read, path: string, min: number, max: number, what: string, r: Report): number | undefined {
  if (value === UNREAD) return undefined;
  let length: unknown;
  try {
    if (!Array.isArray(value)) {
      reportNeed(r, path, value, what);
      return undefined;
    }
    length = (value as readonly unknown[]).length;
  } catch (error) {
    report(r, 'unreadable-input', path, `could not be read (${thrownMessage(error)})`);
    return undefined;
  }
  if (!isWhole(length, 0, MAX_SAFE)) {
    report(r, 'unreadable-input', path, 'a list without a whole length');
    return undefined;
  }
  if (length < min || length > max) {
    const range = min === max ? `exactly ${min}` : `from ${min} to ${max}`;
    report(r, 'invalid-value', path, `a list of ${length} entries is not ${what} (${range} entries)`);
    return undefined;
  }
  return length;
}

/** A whole number from `min` to `max`, or undefined (reported). */
export function whole(value: Read, path: string, min: number, max: number, r: Report): number | undefined {
  if (value === UNREAD) return undefined;
  if (isWhole(value, min, max)) return value;
  reportNeed(r, path, value, max === MAX_SAFE ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`);
  return undefined;
}

/** A finite number from `min` to `max`, or undefined (reported). */
export function finite(value: Read, path: string, min: number, max: number, what: string, r: Report): number | undefined {
  if (value === UNREAD) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
  reportNeed(r, path, value, what);
  return undefined;
}

/**
 * The largest standard error of a mean: the plot prints twice it (the ± figure), which must stay
 * a finite number.
 */
export const MAX_MEAN_ERROR = Number.MAX_VALUE / 2;

/**
 * An estimate `{ value, standardError }`, its value from 0 to `max` (1 for a probability). The
 * standard error of a probability is at most 1 (that of a share of trials is at most 0.5; the
 * plot prints twice it in percentage points), that of a mean at most `MAX_MEAN_ERROR`.
 */
export function estimate(value: Read, path: string, max: number, r: Report): Estimate | undefined {
  const share = max === 1;
  const what = share ? 'an estimate of a probability: { value, standardError }' : 'an estimate: { value, standardError }';
  const e = record(value, path, what, r);
  if (e === undefined) return undefined;
  const at = (key: string): string => pathJoin(path, key);
  const v = finite(get(e, 'value', path, r), at('value'), 0, max, share ? 'a probability, a number from 0 to 1' : 'a number of at least 0', r);
  const seMax = share ? 1 : MAX_MEAN_ERROR;
  const seWhat = share ? 'the standard error of a probability, a number from 0 to 1' : `a standard error, a number from 0 to ${MAX_MEAN_ERROR} (twice it is printed)`;
  const se = finite(get(e, 'standardError', path, r), at('standardError'), 0, seMax, seWhat, r);
  return v === undefined || se === undefined ? undefined : { value: v, standardError: se };
}

/**
 * A name drawn in the plot (the ship's, a part's): a string of at most `PLOT_LIMITS.nameLength`
 * characters, or undefined (reported). The length is checked at once, before the name is
 * measured, escaped or written anywhere.
 */
export function name(value: Read, path: string, what: string, r: Report): string | undefined {
  if (value === UNREAD) return undefined;
  if (typeof value !== 'string') {
    reportNeed(r, path, value, what);
    return undefined;
  }
  if (value.length > PLOT_LIMITS.nameLength) {
    report(r, 'invalid-value', path, `a name of ${value.length} characters, more than PLOT_LIMITS.nameLength (${PLOT_LIMITS.nameLength})`);
    return undefined;
  }
  return value;
}

/** The quantiles of a distribution: each `{ p, value }`, the value a number or null. */
function quantiles(value: Read, path: string, r: Report): PlotQuantile[] | undefined {
  const items = readList(value, path, 0, PLOT_LIMITS.quantiles, 'a list of quantiles', r);
  if (items === undefined) return undefined;
  const out: PlotQuantile[] = [];
  items.forEach((item, i) => {
    const at = pathJoin(path, i);
    const q = record(item, at, 'a quantile: { p, value, low, high, standardError }', r);
    if (q === undefined) return;
    const p = finite(get(q, 'p', at, r), pathJoin(at, 'p'), 0, 1, 'a share, a number from 0 to 1', r);
    const v = get(q, 'value', at, r);
    if (v !== null && v !== UNREAD && !(typeof v === 'number' && Number.isFinite(v))) reportNeed(r, pathJoin(at, 'value'), v, 'a number, or null');
    else if (p !== undefined && v !== UNREAD) out.push({ p, value: v as number | null });
  });
  return out.length === items.length ? out : undefined;
}

/** Whole counts that add up to `trials` (when it is known). */
export function counts(value: Read, path: string, min: number, max: number, r: Report): number[] | undefined {
  const items = readList(value, path, min, max, 'a list of trial counts', r);
  if (items === undefined) return undefined;
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    // The path is spelt out only for an entry that is wrong (a histogram may have millions).
    if (isWhole(item, 0, MAX_SAFE)) out.push(item);
    else whole(item, pathJoin(path, i), 0, MAX_SAFE, r);
  }
  return out.length === items.length ? out : undefined;
}

/**
 * The entries of a list, each read once: the values (UNREAD where reading threw), or undefined
 * (reported) when it is not a list of `min` to `max` entries.
 */
export function readList(value: Read, path: string, min: number, max: number, what: string, r: Report): Read[] | undefined {
  const length = listLength(value, path, min, max, what, r);
  if (length === undefined) return undefined;
  const out: Read[] = [];
  const items = value as readonly unknown[];
  // One `try` around the loop (a long list is read fast); an entry that throws is reported and skipped.
  let i = 0;
  while (i < length) {
    try {
      for (; i < length; i++) out.push(items[i]);
    } catch (error) {
      report(r, 'unreadable-input', pathJoin(path, i), `could not be read (${thrownMessage(error)})`);
      out.push(UNREAD);
      i++;
    }
  }
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Reads a survivability result; undefined (with every reason reported) when it cannot be drawn. */
export function readSurvivability(input: unknown, r: Report): PlotData | undefined {
  const root = record(input, '', 'a survivability result (what simulateVolleys answers)', r);
  if (root === undefined) return undefined;
  const field = (key: string): Read => get(root, key, '', r);

  const ship = name(field('ship'), 'ship', "the ship's name, a string", r);
  const trials = whole(field('trials'), 'trials', 1, MAX_SAFE, r);
  const turns = whole(field('turns'), 'turns', 1, PLOT_LIMITS.turns, r);
  const seed = finite(field('seed'), 'seed', -Number.MAX_VALUE, Number.MAX_VALUE, 'a seed, a number', r);
  const pointsPerTurn = whole(field('pointsPerTurn'), 'pointsPerTurn', 0, MAX_SAFE, r);
  const weapons = whole(field('weapons'), 'weapons', 0, MAX_SAFE, r);

  // The parts.
  const partItems = readList(field('parts'), 'parts', 0, PLOT_LIMITS.parts, 'a list of parts', r);
  const parts: PlotPart[] = [];
  partItems?.forEach((item, i) => {
    const at = pathJoin('parts', i);
    const p = record(item, at, 'a part: { name, kind, hit, destroyed, ... }', r);
    if (p === undefined) return;
    const partName = name(get(p, 'name', at, r), pathJoin(at, 'name'), "the part's name, a string", r);
    const kind = get(p, 'kind', at, r);
    const known = typeof kind === 'string' && PART_KINDS.includes(kind as PartKind);
    if (!known && kind !== UNREAD) reportNeed(r, pathJoin(at, 'kind'), kind, `a kind of part: ${PART_KINDS.join(', ')}`);
    const hit = estimate(get(p, 'hit', at, r), pathJoin(at, 'hit'), 1, r);
    const destroyed = estimate(get(p, 'destroyed', at, r), pathJoin(at, 'destroyed'), 1, r);
    if (known && partName !== undefined && hit !== undefined && destroyed !== undefined) parts.push({ name: partName, kind: kind as PartKind, hit, destroyed });
  });

  // Internal points.
  const internalsRec = record(field('internals'), 'internals', 'a distribution: { counts, mean, quantiles }', r);
  let internals: PlotData['internals'] | undefined;
  if (internalsRec !== undefined) {
    const c = counts(get(internalsRec, 'counts', 'internals', r), 'internals.counts', 1, PLOT_LIMITS.histogramValues, r);
    const mean = estimate(get(internalsRec, 'mean', 'internals', r), 'internals.mean', Number.MAX_VALUE, r);
    const q = quantiles(get(internalsRec, 'quantiles', 'internals', r), 'internals.quantiles', r);
    if (c !== undefined && trials !== undefined && sum(c) !== trials) {
      report(r, 'invalid-value', 'internals.counts', `the counts add up to ${sum(c)} trials, not the ${trials} run`);
    } else if (c !== undefined && mean !== undefined && q !== undefined) internals = { counts: c, mean, quantiles: q };
  }

  // Turns to destruction.
  const destructionRec = record(field('destruction'), 'destruction', 'turns to destruction: { destroyed, byTurn, survived, mean, quantiles }', r);
  let destruction: PlotData['destruction'] | undefined;
  if (destructionRec !== undefined) {
    const at = (key: string): string => pathJoin('destruction', key);
    const read = (key: string): Read => get(destructionRec, key, 'destruction', r);
    const destroyed = estimate(read('destroyed'), at('destroyed'), 1, r);
    const byTurnValue = read('byTurn');
    const byTurn = turns === undefined ? undefined : counts(byTurnValue, at('byTurn'), turns, turns, r);
    const survived = whole(read('survived'), at('survived'), 0, MAX_SAFE, r);
    const meanValue = read('mean');
    const mean = meanValue === null ? null : estimate(meanValue, at('mean'), Number.MAX_VALUE, r);
    const q = quantiles(read('quantiles'), at('quantiles'), r);
    if (byTurn !== undefined && survived !== undefined && trials !== undefined && sum(byTurn) + survived !== trials) {
      report(r, 'invalid-value', at('byTurn'), `the trials destroyed each turn (${sum(byTurn)}) and the ${survived} survived add up to ${sum(byTurn) + survived}, not the ${trials} run`);
    } else if (destroyed !== undefined && byTurn !== undefined && survived !== undefined && mean !== undefined && q !== undefined) {
      destruction = { destroyed, byTurn, survived, mean, quantiles: q };
    }
  }

  // Weapons gone.
  const disarmedItems = turns === undefined ? undefined : readList(field('disarmed'), 'disarmed', turns, turns, 'one estimate per turn', r);
  const disarmed: Estimate[] = [];
  disarmedItems?.forEach((item, i) => {
    const e = estimate(item, pathJoin('disarmed', i), 1, r);
    if (e !== undefined) disarmed.push(e);
  });

  if (
    r.failed ||
    ship === undefined ||
    trials === undefined ||
    turns === undefined ||
    seed === undefined ||
    pointsPerTurn === undefined ||
    weapons === undefined ||
    internals === undefined ||
    destruction === undefined ||
    disarmedItems === undefined
  ) {
    return undefined;
  }
  return { ship, trials, turns, seed, pointsPerTurn, weapons, parts, internals, destruction, disarmed };
}
