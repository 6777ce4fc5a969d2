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
import { isPlainRecord, isWhole, readPlain, readProperty, reportNeed, reportProblem } from '../input/plain.js';
import { parseUnit } from '../notation/parse.js';
import { armamentOf, type ArmedLine, type Armament } from './armament.js';
import { BLOCK_TRIALS } from '../survival/blocks.js';
import { compileShip, type ShipKernel } from './engine.js';
import { DUEL_LIMITS } from './limits.js';
import { DUEL_RULES } from './rules.js';
import { readDuelOptions, type ReadOptions } from './options.js';
import { duelLayout, type DuelLayout } from './tally.js';
import type { Side } from './types.js';

/** One ship of a side of a prepared duel. */
export interface Fighter {
  readonly side: Side;
  /** Its index in its side. */
  readonly index: number;
  /** Its name: its label in its fleet, or the ship's name. */
  readonly label: string;
  readonly name: string;
  readonly points: number;
  readonly kernel: ShipKernel;
  readonly arms: Armament;
  /** Unit lines that fire, each with its count, in order. */
  readonly lines: readonly { readonly name: string; readonly count: number }[];
  /** The longest range of its weapons (for a standoff). */
  readonly reach: number;
}

/** One side of a prepared duel: a ship, or a fleet's ships. */
export interface Team {
  readonly side: Side;
  readonly kind: 'ship' | 'fleet';
  /** The ship's name, or the fleet's. */
  readonly name: string;
  /** Its design points: its ships' together. */
  readonly points: number;
  readonly ships: readonly Fighter[];
  /** The longest range of its weapons (for a standoff). */
  readonly reach: number;
}

/** A checked and compiled duel: what `runDuelBlocks` runs and `summarizeDuel` reads. */
export interface PreparedDuel extends ReadOptions {
  readonly a: Team;
  readonly b: Team;
  readonly blocks: number;
  readonly layout: DuelLayout;
}

/** The chart's cells a volley may scan (11 rolls of 13 columns). */
const CHART_CELLS = 143;

/**
 * Checks and compiles the three arguments of `duel` (every diagnostic of `duel` is found here),
 * for running its blocks of trials with `runDuelBlocks`, on this thread or others: each thread
 * prepares the same duel from the same input.
 */
export function prepareDuel(a: unknown, b: unknown, options: unknown): Result<PreparedDuel> {
  const r = newReport();
  const fa = readTeam(a, 'a', r);
  const fb = readTeam(b, 'b', r);
  const o = readDuelOptions(options, r);
  if (fa === undefined || fb === undefined || o === undefined || r.failed) return failReport(r);
  let perTurn = 0;
  for (const f of [...fa.ships, ...fb.ships]) perTurn += turnCost(f);
  if (o.trials * o.turns * perTurn > DUEL_LIMITS.work) {
    report(r, 'duel-too-large', 'options.trials', `${o.trials} trials of ${o.turns} turns at ${perTurn} a turn is ${o.trials * o.turns * perTurn} of work, more than DUEL_LIMITS.work (${DUEL_LIMITS.work})`);
    return failReport(r);
  }
  for (const t of [fa, fb]) if (t.ships.every((f) => f.arms.weapons.length === 0)) report(r, 'duel-unarmed', t.side, `${t.name} has no unit the duel fires: it can only lose or draw`);
  const parts = (t: Team): number[] => t.ships.map((f) => f.kernel.parts.length);
  return finishReport(r, { ...o, a: fa, b: fb, blocks: Math.ceil(o.trials / BLOCK_TRIALS), layout: duelLayout(parts(fa), parts(fb), o.turns) });
}

/**
 * Reads one side: a compiled ship model (`loadDesigns` gives them; `kind: 'ship'`), or a fleet as
 * `resolveFleet` gives it (`name` and `ships`, each with its `label` and `model`).
 */
function readTeam(value: unknown, side: Side, r: Report): Team | undefined {
  const ships = readProperty(value, 'ships');
  if (!ships.ok) {
    reportProblem(r, { kind: 'unreadable', path: pathJoin(side, 'ships'), detail: ships.detail });
    return undefined;
  }
  if (ships.value === undefined) {
    const f = readFighter(value, side, 0, undefined, side, r);
    return f === undefined ? undefined : { side, kind: 'ship', name: f.name, points: f.points, ships: [f], reach: f.reach };
  }
  const name = readProperty(value, 'name');
  const list = readPlainList(ships.value, pathJoin(side, 'ships'), r);
  if (list === undefined) return undefined;
  if (list.length === 0 || list.length > DUEL_LIMITS.ships) {
    if (list.length > DUEL_LIMITS.ships) report(r, 'duel-too-large', pathJoin(side, 'ships'), `${list.length} ships, more than DUEL_LIMITS.ships (${DUEL_LIMITS.ships})`);
    else reportNeed(r, pathJoin(side, 'ships'), [], 'a fleet of at least one ship');
    return undefined;
  }
  const fighters: Fighter[] = [];
  list.forEach((ship, i) => {
    const at = pathJoin(pathJoin(side, 'ships'), i);
    const label = readProperty(ship, 'label');
    const model = readProperty(ship, 'model');
    if (!label.ok || !model.ok) return reportProblem(r, { kind: 'unreadable', path: at, detail: !label.ok ? label.detail : model.ok ? '' : model.detail });
    if (typeof label.value !== 'string') return reportNeed(r, pathJoin(at, 'label'), label.value, "the ship's label in its fleet, a string");
    const f = readFighter(model.value, side, i, label.value, pathJoin(at, 'model'), r);
    if (f !== undefined) fighters.push(f);
  });
  if (fighters.length !== list.length) return undefined;
  const fleetName = name.ok && typeof name.value === 'string' ? name.value : 'fleet';
  return { side, kind: 'fleet', name: fleetName, points: fighters.reduce((t, f) => t + f.points, 0), ships: fighters, reach: fighters.reduce((m, f) => Math.max(m, f.reach), 0) };
}

/** A list given by the caller, its items kept as they are (each read on its own later). */
function readPlainList(value: unknown, path: string, r: Report): readonly unknown[] | undefined {
  try {
    if (!Array.isArray(value)) {
      reportNeed(r, path, value, 'a fleet\'s ships (resolveFleet gives them), each { label, model }');
      return undefined;
    }
    if (value.length > DUEL_LIMITS.ships) return value;
    return Array.from(value as readonly unknown[]);
  } catch (error) {
    reportProblem(r, { kind: 'unreadable', path, detail: `could not be read (${error instanceof Error ? error.message : String(error)})` });
    return undefined;
  }
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

/** Reads one ship: a compiled ship model (`loadDesigns` gives them; `kind: 'ship'`) at `base`. */
function readFighter(value: unknown, side: Side, index: number, label: string | undefined, base: string, r: Report): Fighter | undefined {
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
    reportNeed(r, base, value, what);
    return undefined;
  }
  const kind = get(value, 'kind', pathJoin(base, 'kind'));
  if (kind !== 'ship') {
    if (!unreadable) reportNeed(r, pathJoin(base, 'kind'), kind, `ship (${what})`);
    return undefined;
  }
  const state = readShipState(get(value, 'ship', pathJoin(base, 'ship')), pathJoin(base, 'ship'), r);
  const plain = (v: unknown, path: string): unknown => {
    const read = readPlain(v, path);
    for (const p of read.problems) reportProblem(r, p);
    return read.problems.length > 0 ? undefined : read.value;
  };
  const document = get(value, 'document', pathJoin(base, 'document'));
  const unitsPath = pathJoin(pathJoin(base, 'document'), 'units');
  const units = plain(get(document, 'units', unitsPath), unitsPath) ?? [];
  const prices = plain(get(value, 'prices', pathJoin(base, 'prices')), pathJoin(base, 'prices'));
  unreadable = false;
  const totals = get(value, 'totals', pathJoin(base, 'totals'));
  const points = unreadable ? undefined : get(totals, 'points', pathJoin(pathJoin(base, 'totals'), 'points'));
  if (!unreadable && !isWhole(points, 0, Number.MAX_SAFE_INTEGER)) reportNeed(r, pathJoin(pathJoin(base, 'totals'), 'points'), points, 'the ship\'s design points, a whole number of 0 or more');
  if (!Array.isArray(units)) {
    reportNeed(r, unitsPath, units, 'a list of unit lines');
    return undefined;
  }
  if (!Array.isArray(prices) || prices.length !== units.length) {
    reportNeed(r, pathJoin(base, 'prices'), prices, `a list of ${units.length} unit prices, one a unit line`);
    return undefined;
  }
  const lines: ArmedLine[] = [];
  units.forEach((u: unknown, i) => {
    const at = pathJoin(unitsPath, i);
    const price: unknown = prices[i];
    if (!isPlainRecord(u)) return reportNeed(r, at, u, 'a unit line { name, spec, count, weapon }');
    if (!isPlainRecord(price) || !isWhole(price['power'], 0, Number.MAX_SAFE_INTEGER) || !isWhole(price['range'], 0, Number.MAX_SAFE_INTEGER) || typeof price['ranged'] !== 'boolean')
      return reportNeed(r, pathJoin(pathJoin(base, 'prices'), i), price, 'a unit price with whole power and range, and ranged');
    const count = u['count'] ?? 1;
    if (!isWhole(count, 1, Number.MAX_SAFE_INTEGER)) return reportNeed(r, pathJoin(at, 'count'), count, 'a whole number of 1 or more');
    const weapon = u['weapon'];
    if (weapon !== undefined && typeof weapon !== 'string') return reportNeed(r, pathJoin(at, 'weapon'), weapon, 'a chart weapon (Ph-1, Ph-G, Ph-2, Ph-3, Torp, Drone)');
    const name = typeof u['name'] === 'string' ? u['name'] : `unit ${i + 1}`;
    const spec = typeof u['spec'] === 'string' ? parseUnit(u['spec']) : undefined;
    if (spec === undefined || !spec.ok) return reportNeed(r, pathJoin(at, 'spec'), u['spec'], 'a unit spec that parses (spacedock check shows why not)');
    lines.push({ name, spec: spec.value, count, weapon, power: price['power'], range: price['range'], ranged: price['ranged'] });
  });
  if (state === undefined || lines.length !== units.length || !isWhole(points, 0, Number.MAX_SAFE_INTEGER)) return undefined;
  // The units counted are checked against the limits before they are armed one by one.
  const counted = (kinds: readonly string[]): number => lines.reduce((n, l) => n + (kinds.includes(l.spec.function.kind) ? l.count : 0), 0);
  const firingUnits = counted(DUEL_RULES.firing.functions);
  if (firingUnits > DUEL_LIMITS.weapons || counted(['defense']) > DUEL_LIMITS.defenses) {
    const [n, what, limit] = firingUnits > DUEL_LIMITS.weapons ? [firingUnits, 'firing units', 'weapons'] as const : [counted(['defense']), 'Defense units', 'defenses'] as const;
    report(r, 'duel-too-large', unitsPath, `${n} ${what} (counted), more than DUEL_LIMITS.${limit} (${DUEL_LIMITS[limit]})`);
    return undefined;
  }
  const arms = armamentOf(state, lines);
  if (!checkArms(arms, lines, unitsPath, r)) return undefined;
  const firing = new Map<number, number>();
  for (const w of arms.weapons) firing.set(w.line, (firing.get(w.line) ?? 0) + 1);
  return {
    side,
    index,
    label: label ?? state.name,
    name: state.name,
    points,
    kernel: compileShip(state),
    arms,
    lines: [...firing].map(([line, count]) => ({ name: lines[line]!.name, count })),
    reach: arms.weapons.reduce((m, w) => Math.max(m, w.range), 0),
  };
}

/** The limits on what a ship fires, and the units it does not fire (an info each). */
function checkArms(arms: Armament, lines: readonly ArmedLine[], unitsPath: string, r: Report): boolean {
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
  return ok;
}
