/**
 * Reading what `plotBalance` was given (internal): a `BalanceReport`, perhaps read back from
 * JSON. Only the fields drawn are read, from a plain copy (`readPlain`), the design list's length
 * checked before its entries, names within `BALANCE_LIMITS.nameLength`, every figure finite and
 * within bounds that keep the drawing's numbers finite. Problems are reported at their paths with
 * the general codes, before anything is drawn.
 */
import { BALANCE_LIMITS } from '../balance/limits.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { isPlainRecord, isWhole, readPlain, reportNeed, reportProblem, type PlainRecord } from '../input/plain.js';

/** One design as the chart draws it. */
export interface BalancePoint {
  readonly name: string;
  readonly cost: number;
  readonly points: number;
  readonly pointsError: number;
  readonly flag: 'underpriced' | 'overpriced' | null;
}

/** The checked copy of a `BalanceReport`: the fields drawn. */
export interface BalancePlotData {
  readonly designs: readonly BalancePoint[];
  /** The line in strength (log-odds) units, when there is one. */
  readonly line: { readonly intercept: number; readonly slope: number } | null;
  readonly threshold: number;
  readonly duels: number;
}

/** The largest rating figure drawn (Elo-like points), far past any fit's. */
const MAX_POINTS = 1e7;

function finite(value: unknown, path: string, min: number, max: number, what: string, r: Report): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
  reportNeed(r, path, value, `${what} (a finite number from ${min} to ${max})`);
  return undefined;
}

function record(value: unknown, path: string, what: string, r: Report): PlainRecord | undefined {
  if (isPlainRecord(value)) return value;
  reportNeed(r, path, value, what);
  return undefined;
}

/** The report's drawn fields, checked; undefined when any is wrong (reported). */
export function readBalanceReport(value: unknown, r: Report): BalancePlotData | undefined {
  const read = readPlain(value, 'report');
  if (read.problems.length > 0) {
    for (const p of read.problems) reportProblem(r, p);
    return undefined;
  }
  const top = record(read.value, 'report', 'a balance report (what balanceReport answers)', r);
  if (top === undefined) return undefined;
  const list = top['designs'];
  if (!Array.isArray(list) || list.length < 1 || list.length > BALANCE_LIMITS.designs) {
    if (Array.isArray(list)) report(r, 'invalid-value', 'report.designs', `${list.length} designs: a plot draws 1 to ${BALANCE_LIMITS.designs} (BALANCE_LIMITS.designs)`);
    else reportNeed(r, 'report.designs', list, 'a list of rated designs');
    return undefined;
  }
  const designs: BalancePoint[] = [];
  list.forEach((item, i) => {
    const at = pathJoin('report.designs', i);
    const d = record(item, at, 'a rated design', r);
    if (d === undefined) return;
    const name = d['name'];
    if (typeof name !== 'string' || name.length > BALANCE_LIMITS.nameLength) reportNeed(r, pathJoin(at, 'name'), name, `a name of at most ${BALANCE_LIMITS.nameLength} characters`);
    const cost = finite(d['cost'], pathJoin(at, 'cost'), Number.MIN_VALUE, BALANCE_LIMITS.cost, 'a cost above 0', r);
    const points = finite(d['points'], pathJoin(at, 'points'), -MAX_POINTS, MAX_POINTS, 'a rating in points', r);
    const pointsError = finite(d['pointsError'], pathJoin(at, 'pointsError'), 0, MAX_POINTS, 'a standard error in points', r);
    const flag = d['flag'];
    if (flag !== null && flag !== 'underpriced' && flag !== 'overpriced') reportNeed(r, pathJoin(at, 'flag'), flag, "null, 'underpriced' or 'overpriced'");
    if (typeof name === 'string' && cost !== undefined && points !== undefined && pointsError !== undefined && (flag === null || flag === 'underpriced' || flag === 'overpriced')) designs.push({ name, cost, points, pointsError, flag });
  });
  const pricing = record(top['pricing'], 'report.pricing', 'the pricing figures { line, threshold }', r);
  let line: BalancePlotData['line'] = null;
  let threshold: number | undefined;
  if (pricing !== undefined) {
    threshold = finite(pricing['threshold'], 'report.pricing.threshold', 0, 100, 'a threshold in standard errors', r);
    const l = pricing['line'];
    if (l !== null) {
      const lr = record(l, 'report.pricing.line', 'null or the line { intercept, slope }', r);
      if (lr !== undefined) {
        const intercept = finite(lr['intercept'], 'report.pricing.line.intercept', -1e6, 1e6, 'an intercept', r);
        const slope = finite(lr['slope'], 'report.pricing.line.slope', -1e6, 1e6, 'a slope', r);
        if (intercept !== undefined && slope !== undefined) line = { intercept, slope };
      }
    }
  }
  const duels = top['duels'];
  if (!isWhole(duels, 0, Number.MAX_SAFE_INTEGER)) reportNeed(r, 'report.duels', duels, 'a whole number of duels');
  if (r.failed || threshold === undefined) return undefined;
  return { designs, line, threshold, duels: duels as number };
}
