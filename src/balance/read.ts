/**
 * Reading what the balance lab is given (internal): designs, pair outcomes, rated designs and
 * options, perhaps from JSON or untyped code. Each argument is copied once as plain data
 * (`readPlain`: getters and proxies read once, inside a `try`, within fixed bounds), list lengths
 * are checked against `BALANCE_LIMITS` before any entry is, and every problem is reported at its
 * path with the general codes. The fit then works on the checked copy.
 */
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { isPlainRecord, isWhole, readPlain, reportNeed, reportProblem, reportUnknownFields, show, type PlainRecord } from '../input/plain.js';
import { BALANCE_LIMITS } from './limits.js';
import type { DesignCost, PairOutcome, RatedDesign } from './types.js';

/** The argument copied as plain data, or undefined (reported) when it cannot be read. */
function plain(value: unknown, path: string, r: Report): { readonly value: unknown } | undefined {
  const read = readPlain(value, path);
  if (read.problems.length > 0) {
    for (const p of read.problems) reportProblem(r, p);
    return undefined;
  }
  return { value: read.value };
}

/** A list of `min` to `max` entries at `path`, or undefined (reported). */
function list(value: unknown, path: string, min: number, max: number, what: string, limit: string, r: Report): readonly unknown[] | undefined {
  if (!Array.isArray(value)) {
    reportNeed(r, path, value, what);
    return undefined;
  }
  if (value.length > max) {
    report(r, 'invalid-value', path, `${value.length} entries, more than ${limit} (${max})`);
    return undefined;
  }
  if (value.length < min) {
    report(r, 'invalid-value', path, `${value.length} entries: ${what} needs at least ${min}`);
    return undefined;
  }
  return value;
}

/** A record at `path` with only the `known` fields, or undefined (reported). */
function entry(value: unknown, path: string, known: readonly string[], what: string, r: Report): PlainRecord | undefined {
  if (!isPlainRecord(value)) {
    reportNeed(r, path, value, what);
    return undefined;
  }
  reportUnknownFields(r, value, path, known, what);
  return value;
}

/** A name: a non-empty text of at most `BALANCE_LIMITS.nameLength` characters. */
function name(value: unknown, path: string, r: Report): string | undefined {
  if (typeof value === 'string' && value !== '' && value.length <= BALANCE_LIMITS.nameLength) return value;
  reportNeed(r, path, value, `a design's name (a text of 1 to ${BALANCE_LIMITS.nameLength} characters)`);
  return undefined;
}

/** A cost: a finite number above 0, at most `BALANCE_LIMITS.cost`. */
function cost(value: unknown, path: string, r: Report): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= BALANCE_LIMITS.cost) return value;
  reportNeed(r, path, value, `a cost in points, above 0 and at most ${BALANCE_LIMITS.cost}`);
  return undefined;
}

const DESIGN_FIELDS: readonly string[] = ['name', 'cost'];

/**
 * A list of 2 to `BALANCE_LIMITS.designs` named designs with their cost, names unique, each with
 * the fields `more` reads; fields not in `fields` are refused.
 */
function readNamedList<T extends DesignCost>(value: unknown, path: string, fields: readonly string[], what: string, more: (e: PlainRecord, at: string) => Partial<T> | undefined, r: Report): T[] | undefined {
  const copy = plain(value, path, r);
  if (copy === undefined) return undefined;
  const items = list(copy.value, path, 2, BALANCE_LIMITS.designs, `a list of ${what}`, 'BALANCE_LIMITS.designs', r);
  if (items === undefined) return undefined;
  const out: T[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const at = pathJoin(path, i);
    const e = entry(item, at, fields, what, r);
    if (e === undefined) return;
    const n = name(e['name'], pathJoin(at, 'name'), r);
    const c = cost(e['cost'], pathJoin(at, 'cost'), r);
    const rest = more(e, at);
    if (n === undefined || c === undefined || rest === undefined) return;
    const before = seen.get(n);
    if (before !== undefined) {
      report(r, 'invalid-value', pathJoin(at, 'name'), `${show(n)} is the name of ${pathJoin(path, before)} too: each design needs a name of its own`);
      return;
    }
    seen.set(n, i);
    out.push({ ...rest, name: n, cost: c } as T);
  });
  return r.failed ? undefined : out;
}

/** The designs of a fit, checked (see `fitRatings`). */
export function readDesigns(value: unknown, path: string, r: Report): DesignCost[] | undefined {
  return readNamedList<DesignCost>(value, path, DESIGN_FIELDS, 'designs: { name, cost }', () => ({}), r);
}

const RATED_FIELDS: readonly string[] = ['name', 'cost', 'strength', 'standardError'];

/** The rated designs of a pricing check, checked (see `checkPricing`). */
export function readRatedDesigns(value: unknown, path: string, r: Report): RatedDesign[] | undefined {
  return readNamedList<RatedDesign>(
    value,
    path,
    RATED_FIELDS,
    'rated designs: { name, cost, strength, standardError }',
    (e, at) => {
      const s = e['strength'];
      const se = e['standardError'];
      const okS = typeof s === 'number' && Number.isFinite(s) && Math.abs(s) <= 1e6;
      const okSe = typeof se === 'number' && Number.isFinite(se) && se >= 0 && se <= 1e6;
      if (!okS) reportNeed(r, pathJoin(at, 'strength'), s, 'a strength on the log-odds scale (a finite number from -1e6 to 1e6)');
      if (!okSe) reportNeed(r, pathJoin(at, 'standardError'), se, 'a standard error (a finite number from 0 to 1e6)');
      return okS && okSe ? { strength: s, standardError: se } : undefined;
    },
    r,
  );
}

/** The counts of an outcome, by field. */
const COUNTS = ['aWins', 'bWins', 'draws', 'bothDestroyed', 'trials'] as const;
const OUTCOME_FIELDS: readonly string[] = ['a', 'b', ...COUNTS];

/** The counts of a pair's duels, checked at `at`: whole numbers that add up to `trials` (1 to `BALANCE_LIMITS.trials`). */
export function readCounts(e: PlainRecord, at: string, r: Report): Omit<PairOutcome, 'a' | 'b'> | undefined {
  const n: Record<string, number> = {};
  let ok = true;
  for (const key of COUNTS) {
    const v = e[key];
    const min = key === 'trials' ? 1 : 0;
    if (isWhole(v, min, BALANCE_LIMITS.trials)) n[key] = v;
    else {
      reportNeed(r, pathJoin(at, key), v, `a whole number from ${min} to ${BALANCE_LIMITS.trials} (BALANCE_LIMITS.trials)`);
      ok = false;
    }
  }
  if (!ok) return undefined;
  const counts = { aWins: n['aWins']!, bWins: n['bWins']!, draws: n['draws']!, bothDestroyed: n['bothDestroyed']!, trials: n['trials']! };
  const sum = counts.aWins + counts.bWins + counts.draws + counts.bothDestroyed;
  if (sum !== counts.trials) {
    report(r, 'invalid-value', pathJoin(at, 'trials'), `the outcomes add up to ${sum} (aWins + bWins + draws + bothDestroyed), not to trials (${counts.trials})`);
    return undefined;
  }
  return counts;
}

/**
 * The pair outcomes, checked against the designs' names: 1 to `BALANCE_LIMITS.pairs` of them,
 * each naming two different designs, with counts that add up. A pair given more than once (in
 * either order) is one pair with the counts added up, in the order it was first given.
 */
export function readOutcomes(value: unknown, path: string, names: readonly string[], r: Report): PairOutcome[] | undefined {
  const copy = plain(value, path, r);
  if (copy === undefined) return undefined;
  const items = list(copy.value, path, 1, BALANCE_LIMITS.pairs, 'a list of pair outcomes: { a, b, aWins, bWins, draws, bothDestroyed, trials }', 'BALANCE_LIMITS.pairs', r);
  if (items === undefined) return undefined;
  const known = new Set(names);
  const merged = new Map<string, { -readonly [K in keyof PairOutcome]: PairOutcome[K] }>();
  items.forEach((item, i) => {
    const at = pathJoin(path, i);
    const e = entry(item, at, OUTCOME_FIELDS, 'a pair outcome', r);
    if (e === undefined) return;
    const sides = (['a', 'b'] as const).map((side) => {
      const n = name(e[side], pathJoin(at, side), r);
      if (n !== undefined && !known.has(n)) {
        report(r, 'invalid-value', pathJoin(at, side), `${show(n)} is not one of the designs`);
        return undefined;
      }
      return n;
    });
    const counts = readCounts(e, at, r);
    const [a, b] = sides;
    if (a === undefined || b === undefined || counts === undefined) return;
    if (a === b) {
      report(r, 'invalid-value', pathJoin(at, 'b'), `a design's duels against itself say nothing of its strength: b is ${show(b)}, as a is`);
      return;
    }
    const key = JSON.stringify(a < b ? [a, b] : [b, a]);
    const before = merged.get(key);
    if (before === undefined) {
      merged.set(key, { a, b, ...counts });
      return;
    }
    // The same pair again, perhaps the other way round: its counts add up, each to its design.
    const same = before.a === a;
    before.aWins += same ? counts.aWins : counts.bWins;
    before.bWins += same ? counts.bWins : counts.aWins;
    before.draws += counts.draws;
    before.bothDestroyed += counts.bothDestroyed;
    before.trials += counts.trials;
  });
  return r.failed ? undefined : [...merged.values()];
}

/** The options record at `path` with only the `known` fields (an empty record for undefined), or undefined (reported). */
export function readOptionsRecord(value: unknown, path: string, known: readonly string[], what: string, r: Report): PlainRecord | undefined {
  if (value === undefined) return Object.create(null) as PlainRecord;
  const copy = plain(value, path, r);
  if (copy === undefined) return undefined;
  return entry(copy.value, path, known, what, r);
}
