/**
 * The round robin (internal schedule, public runners): every pair of designs plays once, through
 * a callback that runs the pair's duels (the command line plugs in `duel`).
 */
import { describeValue } from '../diagnostics/describe.js';
import { pathJoin } from '../diagnostics/path.js';
import type { Result } from '../diagnostics/result.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import { isPlainRecord, readPlain, readProperty, reportProblem, show, thrownMessage } from '../input/plain.js';
import { BALANCE_LIMITS } from './limits.js';
import { readCounts } from './read.js';
import type { DuelCounts, PairOutcome } from './types.js';

/** A design a round robin can schedule: anything with a name (a ship, a fleet, a `DesignCost`). */
export interface Named {
  readonly name: string;
}

/** What a pair's callback answers: the counts, or a `Result` of them. */
export type PlayAnswer = DuelCounts | Result<DuelCounts>;

/**
 * The pairs of a round robin of `n` designs, by index: every pair once, as `[a, b]`. Sides
 * alternate so that each design is `a` in half its pairs, give or take one (for pair i < j,
 * `a` is i when i + j is odd, else j): a duel that favours one side cannot favour a design.
 *
 * @throws {RangeError} when `n` is not a whole number from 0 to `BALANCE_LIMITS.designs`.
 *
 * @example
 * ```ts
 * import { roundRobinPairs } from 'spacedock/duel';
 *
 * const pairs = roundRobinPairs(4);
 * if (JSON.stringify(pairs) !== '[[0,1],[2,0],[0,3],[1,2],[3,1],[2,3]]') throw new Error(JSON.stringify(pairs));
 * ```
 */
export function roundRobinPairs(n: number): [number, number][] {
  if (!Number.isSafeInteger(n) || n < 0 || n > BALANCE_LIMITS.designs) throw new RangeError(`roundRobinPairs takes a whole number of designs from 0 to ${BALANCE_LIMITS.designs}, not ${describeValue(n)}`);
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push((i + j) % 2 === 1 ? [i, j] : [j, i]);
  return out;
}

/** The designs' names, checked: 2 to `BALANCE_LIMITS.designs` designs with unique names; undefined when not (reported). */
function namesOf(designs: unknown, r: Report): string[] | undefined {
  let length: unknown;
  try {
    length = Array.isArray(designs) ? designs.length : undefined;
  } catch (error) {
    report(r, 'unreadable-input', 'designs', `could not be read (${thrownMessage(error)})`);
    return undefined;
  }
  if (typeof length !== 'number') {
    report(r, 'invalid-value', 'designs', `${describeValue(designs)} is not a list of designs`);
    return undefined;
  }
  if (length < 2 || length > BALANCE_LIMITS.designs) {
    report(r, 'invalid-value', 'designs', `${length} designs: a round robin takes 2 to ${BALANCE_LIMITS.designs} (BALANCE_LIMITS.designs)`);
    return undefined;
  }
  const names: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < length; i++) {
    const at = pathJoin('designs', i);
    const item = readProperty(designs, String(i));
    const name = item.ok ? readProperty(item.value, 'name') : item;
    if (!name.ok) {
      report(r, 'unreadable-input', pathJoin(at, 'name'), name.detail);
      continue;
    }
    const n = name.value;
    if (typeof n !== 'string' || n === '' || n.length > BALANCE_LIMITS.nameLength) report(r, 'invalid-value', pathJoin(at, 'name'), `${show(n)} is not a design's name (a text of 1 to ${BALANCE_LIMITS.nameLength} characters)`);
    else if (seen.has(n)) report(r, 'invalid-value', pathJoin(at, 'name'), `${show(n)} names two designs: each needs a name of its own`);
    else {
      seen.add(n);
      names.push(n);
    }
  }
  return r.failed ? undefined : names;
}

/** The counts a callback answered, checked; undefined when they are not a duel outcome (reported as `balance-play-failed`). */
function countsOf(answer: unknown, pair: string, at: string, r: Report): DuelCounts | undefined {
  const read = readPlain(answer, at);
  const inner = newReport();
  for (const p of read.problems) reportProblem(inner, p);
  let value: unknown = read.value;
  if (read.problems.length === 0 && isPlainRecord(value) && typeof value['ok'] === 'boolean') {
    // A Result: its value read; a failed one named by its first message (its diagnostics are the callback's to show).
    if (value['ok'] !== true) {
      const ds = value['diagnostics'];
      const first = Array.isArray(ds) && isPlainRecord(ds[0]) && typeof ds[0]['message'] === 'string' ? `: ${ds[0]['message'].slice(0, 300)}` : '';
      report(r, 'balance-play-failed', at, `the duels of ${pair} failed${first}`);
      return undefined;
    }
    value = value['value'];
  }
  const counts = inner.failed || !isPlainRecord(value) ? undefined : readCounts(value, at, inner);
  if (counts === undefined) {
    const why = inner.diagnostics[0]?.message ?? `${show(value)} is not a duel outcome`;
    report(r, 'balance-play-failed', at, `the duels of ${pair} did not answer counts { aWins, bWins, draws, bothDestroyed, trials } that add up: ${why}`);
    return undefined;
  }
  return counts;
}

/** Runs the schedule with `step`, collecting the outcomes; shared by the two runners. */
function* schedule(names: readonly string[]): Generator<{ a: number; b: number; at: string; pair: string }> {
  const pairs = roundRobinPairs(names.length);
  for (let k = 0; k < pairs.length; k++) {
    const [a, b] = pairs[k]!;
    yield { a, b, at: `pairs[${k}]`, pair: `${JSON.stringify(names[a])} and ${JSON.stringify(names[b])}` };
  }
}

/**
 * A round robin: calls `play(a, b)` once for every pair of designs (sides as
 * {@link roundRobinPairs} sets them) and gathers the answers as pair outcomes, ready for
 * `fitRatings` or `balanceReport`. `play` answers the counts of the pair's duels, `a`'s side
 * first, or a `Result` of them (its diagnostics are kept, under `pairs[k]`). A callback that
 * throws, fails, or answers counts that do not add up is a `balance-play-failed` error naming the
 * pair; the round robin goes on with the other pairs, then fails. The designs need unique names.
 *
 * @throws {TypeError} when `play` is not a function (a programming error).
 *
 * @example
 * ```ts
 * import { fitRatings, roundRobin } from 'spacedock/duel';
 *
 * const designs = [{ name: 'Light', cost: 100, guns: 1 }, { name: 'Medium', cost: 200, guns: 2 }, { name: 'Heavy', cost: 300, guns: 3 }];
 * // A stand-in for the duel engine: the side with more guns wins 3 duels in 4.
 * const games = roundRobin(designs, (a, b) => {
 *   const aWins = a.guns > b.guns ? 75 : 25;
 *   return { aWins, bWins: 100 - aWins, draws: 0, bothDestroyed: 0, trials: 100 };
 * });
 * if (!games.ok || games.value.length !== 3) throw new Error(JSON.stringify(games));
 * // The fit reads only names and costs (other fields are refused as likely misspellings).
 * const fit = fitRatings(designs.map(({ name, cost }) => ({ name, cost })), games.value);
 * if (!fit.ok || !(fit.value.ratings[2]!.strength > fit.value.ratings[0]!.strength)) throw new Error(JSON.stringify(fit));
 * ```
 */
export function roundRobin<D extends Named>(designs: readonly D[], play: (a: D, b: D) => PlayAnswer): Result<PairOutcome[]> {
  if (typeof play !== 'function') throw new TypeError(`roundRobin takes a callback that plays a pair, not ${describeValue(play)}`);
  const r = newReport();
  const names = namesOf(designs, r);
  if (names === undefined) return failReport(r);
  const out: PairOutcome[] = [];
  for (const { a, b, at, pair } of schedule(names)) {
    let answer: unknown;
    try {
      answer = play(designs[a]!, designs[b]!);
    } catch (error) {
      report(r, 'balance-play-failed', at, `the duels of ${pair} threw: ${thrownMessage(error)}`);
      continue;
    }
    const counts = countsOf(answer, pair, at, r);
    if (counts !== undefined) out.push({ a: names[a]!, b: names[b]!, ...counts });
  }
  return finishReport(r, out);
}

/**
 * {@link roundRobin} with a callback that may answer a promise (duels run in workers): the
 * pairs are played one after the other, in the same order, and `progress` (when given) is told
 * after each how many are done of how many. A `play` that throws or rejects makes that pair a
 * `balance-play-failed` error, never a rejection (what `progress` throws is not caught).
 *
 * @throws {TypeError} when `play`, or `progress` when given, is not a function (a programming
 * error), at the call.
 *
 * @example
 * ```ts
 * import { roundRobinAsync } from 'spacedock/duel';
 *
 * const designs = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
 * const seen: string[] = [];
 * const games = await roundRobinAsync(designs, async (a, b) => {
 *   seen.push(`${a.name}-${b.name}`);
 *   return { ok: true, value: { aWins: 5, bWins: 4, draws: 1, bothDestroyed: 0, trials: 10 }, diagnostics: [] };
 * }, (done, total) => { if (done > total) throw new Error('progress'); });
 * if (!games.ok || seen.join() !== 'A-B,C-A,B-C') throw new Error(seen.join());
 * ```
 */
export function roundRobinAsync<D extends Named>(designs: readonly D[], play: (a: D, b: D) => PlayAnswer | Promise<PlayAnswer>, progress?: (done: number, total: number) => void): Promise<Result<PairOutcome[]>> {
  // Checked here, before the promise: a programming error throws at the call, not in a rejection.
  if (typeof play !== 'function') throw new TypeError(`roundRobinAsync takes a callback that plays a pair, not ${describeValue(play)}`);
  if (progress !== undefined && typeof progress !== 'function') throw new TypeError(`roundRobinAsync: progress is a callback, not ${describeValue(progress)}`);
  return playAll(designs, play, progress);
}

/** The pairs of {@link roundRobinAsync}, one after the other. */
async function playAll<D extends Named>(designs: readonly D[], play: (a: D, b: D) => PlayAnswer | Promise<PlayAnswer>, progress: ((done: number, total: number) => void) | undefined): Promise<Result<PairOutcome[]>> {
  const r = newReport();
  const names = namesOf(designs, r);
  if (names === undefined) return failReport(r);
  const out: PairOutcome[] = [];
  const total = (names.length * (names.length - 1)) / 2;
  let done = 0;
  for (const { a, b, at, pair } of schedule(names)) {
    let answer: unknown;
    let threw = false;
    try {
      answer = await play(designs[a]!, designs[b]!);
    } catch (error) {
      threw = true;
      report(r, 'balance-play-failed', at, `the duels of ${pair} threw: ${thrownMessage(error)}`);
    }
    if (!threw) {
      const counts = countsOf(answer, pair, at, r);
      if (counts !== undefined) out.push({ a: names[a]!, b: names[b]!, ...counts });
    }
    done++;
    progress?.(done, total);
  }
  return finishReport(r, out);
}
