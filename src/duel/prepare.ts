/**
 * Checking the input of a duel and compiling it (internal): each ship's model (its ship state as
 * `checkShipState` checks it, its unit lines and prices), the options, and the limits of
 * `DUEL_LIMITS`, every problem a diagnostic at its path (`a.ship.shields`, `b.document.units[2].spec`,
 * `options.range.step`).
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { readShipState } from '../damage/validate-ship.js';
import { MAX_COUNT } from '../design/schema.js';
import { isPlainRecord, isWhole, readPlain, readProperty, reportNeed, reportProblem } from '../input/plain.js';
import { parseUnit } from '../notation/parse.js';
import { armamentOf, type ArmedLine, type Armament } from './armament.js';
import { BLOCK_TRIALS } from '../survival/blocks.js';
import { compileShip, type ShipKernel } from './engine.js';
import { DUEL_LIMITS } from './limits.js';
import { readDuelOptions, type ReadOptions } from './options.js';
import { duelLayout, type DuelLayout } from './tally.js';
import type { Side } from './types.js';

/** One side of a prepared duel. */
export interface Fighter {
  readonly side: Side;
  readonly name: string;
  readonly points: number;
  readonly kernel: ShipKernel;
  readonly arms: Armament;
  /** Unit lines that fire, each with its count, in order. */
  readonly lines: readonly { readonly name: string; readonly count: number }[];
  /** The longest range of its weapons (for a standoff). */
  readonly reach: number;
}

/** A checked and compiled duel: what `runDuelBlocks` runs and `summarizeDuel` reads. */
export interface PreparedDuel extends ReadOptions {
  readonly a: Fighter;
  readonly b: Fighter;
  readonly blocks: number;
  readonly layout: DuelLayout;
}

/** The chart's cells a volley may scan (11 rolls of 13 columns). */
const CHART_CELLS = 143;

/** Checks and compiles the three arguments of `duel`. */
export function prepareDuel(a: unknown, b: unknown, options: unknown): Result<PreparedDuel> {
  const r = newReport();
  const fa = readFighter(a, 'a', r);
  const fb = readFighter(b, 'b', r);
  const o = readDuelOptions(options, r);
  if (fa === undefined || fb === undefined || o === undefined || r.failed) return failReport(r);
  const perTurn = turnCost(fa) + turnCost(fb);
  if (o.trials * o.turns * perTurn > DUEL_LIMITS.work) {
    report(r, 'duel-too-large', 'options.trials', `${o.trials} trials of ${o.turns} turns at ${perTurn} a turn is ${o.trials * o.turns * perTurn} of work, more than DUEL_LIMITS.work (${DUEL_LIMITS.work})`);
    return failReport(r);
  }
  for (const f of [fa, fb]) if (f.arms.weapons.length === 0) report(r, 'duel-unarmed', f.side, `${f.name} has no unit the duel fires: it can only lose or draw`);
  return finishReport(r, { ...o, a: fa, b: fb, blocks: Math.ceil(o.trials / BLOCK_TRIALS), layout: duelLayout(fa.kernel.parts.length, fb.kernel.parts.length, o.turns) });
}

/** What one turn of a side can cost: its weapons, their dice and shots, the points of its volley, the chart and the other's parts. */
function turnCost(f: Fighter): number {
  let n = CHART_CELLS + f.kernel.parts.length + f.arms.defenses.length;
  for (const w of f.arms.weapons) {
    const shots = Math.max(1, w.autofire);
    n += 4 + shots * (w.dice + 1 + f.arms.defenses.length) + shots * w.dice * 6;
  }
  return n;
}

/** Reads one side: a compiled ship model (`loadDesigns` gives them; `kind: 'ship'`). */
function readFighter(value: unknown, side: Side, r: Report): Fighter | undefined {
  let unreadable = false;
  const get = (target: unknown, key: string, path: string): unknown => {
    const got = readProperty(target, key);
    if (got.ok) return got.value;
    reportProblem(r, { kind: 'unreadable', path, detail: got.detail });
    unreadable = true;
    return undefined;
  };
  const what = 'a compiled ship: a document of loadDesigns (or compileDesign) with kind ship';
  if (value === null || typeof value !== 'object') {
    reportNeed(r, side, value, what);
    return undefined;
  }
  const kind = get(value, 'kind', pathJoin(side, 'kind'));
  if (kind !== 'ship') {
    if (!unreadable) reportNeed(r, pathJoin(side, 'kind'), kind, `ship (${what})`);
    return undefined;
  }
  const state = readShipState(get(value, 'ship', pathJoin(side, 'ship')), pathJoin(side, 'ship'), r);
  const plain = (v: unknown, path: string): unknown => {
    const read = readPlain(v, path);
    for (const p of read.problems) reportProblem(r, p);
    return read.problems.length > 0 ? undefined : read.value;
  };
  const document = get(value, 'document', pathJoin(side, 'document'));
  const unitsPath = pathJoin(pathJoin(side, 'document'), 'units');
  const units = plain(get(document, 'units', unitsPath), unitsPath) ?? [];
  const prices = plain(get(value, 'prices', pathJoin(side, 'prices')), pathJoin(side, 'prices'));
  unreadable = false;
  const totals = get(value, 'totals', pathJoin(side, 'totals'));
  const points = unreadable ? undefined : get(totals, 'points', pathJoin(pathJoin(side, 'totals'), 'points'));
  if (!unreadable && !isWhole(points, 0, Number.MAX_SAFE_INTEGER)) reportNeed(r, pathJoin(pathJoin(side, 'totals'), 'points'), points, 'the ship\'s design points, a whole number of 0 or more');
  if (!Array.isArray(units)) {
    reportNeed(r, unitsPath, units, 'a list of unit lines');
    return undefined;
  }
  if (!Array.isArray(prices) || prices.length !== units.length) {
    reportNeed(r, pathJoin(side, 'prices'), prices, `a list of ${units.length} unit prices, one a unit line`);
    return undefined;
  }
  const lines: ArmedLine[] = [];
  units.forEach((u: unknown, i) => {
    const at = pathJoin(unitsPath, i);
    const price: unknown = prices[i];
    if (!isPlainRecord(u)) return reportNeed(r, at, u, 'a unit line { name, spec, count, weapon }');
    if (!isPlainRecord(price) || !isWhole(price['power'], 0, Number.MAX_SAFE_INTEGER) || !isWhole(price['range'], 0, Number.MAX_SAFE_INTEGER) || typeof price['ranged'] !== 'boolean')
      return reportNeed(r, pathJoin(pathJoin(side, 'prices'), i), price, 'a unit price with whole power and range, and ranged');
    const count = u['count'] ?? 1;
    if (!isWhole(count, 1, MAX_COUNT)) return reportNeed(r, pathJoin(at, 'count'), count, `a whole number from 1 to ${MAX_COUNT}`);
    const weapon = u['weapon'];
    if (weapon !== undefined && typeof weapon !== 'string') return reportNeed(r, pathJoin(at, 'weapon'), weapon, 'a chart weapon (Ph-1, Ph-G, Ph-2, Ph-3, Torp, Drone)');
    const name = typeof u['name'] === 'string' ? u['name'] : `unit ${i + 1}`;
    const spec = typeof u['spec'] === 'string' ? parseUnit(u['spec']) : undefined;
    if (spec === undefined || !spec.ok) return reportNeed(r, pathJoin(at, 'spec'), u['spec'], 'a unit spec that parses (spacedock check shows why not)');
    lines.push({ name, spec: spec.value, count, weapon, power: price['power'], range: price['range'], ranged: price['ranged'] });
  });
  if (state === undefined || lines.length !== units.length || !isWhole(points, 0, Number.MAX_SAFE_INTEGER)) return undefined;
  const arms = armamentOf(state, lines);
  if (!checkArms(arms, lines, unitsPath, side, r)) return undefined;
  const firing = new Map<number, number>();
  for (const w of arms.weapons) firing.set(w.line, (firing.get(w.line) ?? 0) + 1);
  return {
    side,
    name: state.name,
    points,
    kernel: compileShip(state),
    arms,
    lines: [...firing].map(([line, count]) => ({ name: lines[line]!.name, count })),
    reach: arms.weapons.reduce((m, w) => Math.max(m, w.range), 0),
  };
}

/** The limits on what a ship fires, and the units it does not fire (an info each). */
function checkArms(arms: Armament, lines: readonly ArmedLine[], unitsPath: string, side: Side, r: Report): boolean {
  for (const { line, why } of arms.notFired) report(r, 'duel-unit-not-fired', pathJoin(unitsPath, line), `${lines[line]!.name} is not fired: ${why}`);
  let ok = true;
  if (arms.weapons.length > DUEL_LIMITS.weapons) {
    report(r, 'duel-too-large', unitsPath, `${arms.weapons.length} weapons (units counted), more than DUEL_LIMITS.weapons (${DUEL_LIMITS.weapons})`);
    ok = false;
  }
  if (arms.defenses.length > DUEL_LIMITS.defenses) {
    report(r, 'duel-too-large', unitsPath, `${arms.defenses.length} Defense units (counted), more than DUEL_LIMITS.defenses (${DUEL_LIMITS.defenses})`);
    ok = false;
  }
  const seen = new Set<number>();
  for (const w of arms.weapons) {
    if (seen.has(w.line)) continue;
    seen.add(w.line);
    const at = pathJoin(pathJoin(unitsPath, w.line), 'spec');
    if (w.dice > DUEL_LIMITS.dice) {
      report(r, 'duel-too-large', at, `${w.dice} dice, more than DUEL_LIMITS.dice (${DUEL_LIMITS.dice})`);
      ok = false;
    }
    if (w.autofire > DUEL_LIMITS.shots) {
      report(r, 'duel-too-large', at, `${w.autofire} autofire shots, more than DUEL_LIMITS.shots (${DUEL_LIMITS.shots})`);
      ok = false;
    }
  }
  void side;
  return ok;
}
