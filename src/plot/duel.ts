/**
 * `plotDuel`: the charts of a duel (what `duel` of `spacedock/duel` answers) as one SVG
 * document, as `plotSurvival` draws a survivability analysis: read and checked, placed, drawn.
 */
import type { Result } from '../diagnostics/result.js';
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { DuelResult } from '../duel/types.js';
import type { Estimate } from '../survival/types.js';
import { placeColumns, type Column } from './columns.js';
import { decimal, percent, plural, points } from './format.js';
import { PLOT_LIMITS } from './limits.js';
import { readPlotOptions } from './options.js';
import { counts, estimate, finite, get, name, readList, record, whole, type Read } from './read.js';
import { binSize } from './scale.js';
import { PLOT_STYLE } from './style.js';
import { stackCharts } from './svg.js';
import { placeLines } from './text.js';
import type { PlacedChart, PlotItem, PlotOptions } from './types.js';

/** The parts listed under "lost first" for each ship, most likely first. */
const LOST_SHOWN = 10;

/** What the charts read of a duel, checked. */
interface DuelData {
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
  readonly a: SideData;
  readonly b: SideData;
  readonly outcomes: readonly [Estimate, Estimate, Estimate, Estimate];
  readonly decided: readonly number[];
}

interface SideData {
  readonly ship: string;
  readonly damage: Estimate;
  readonly lostFirst: readonly { readonly name: string; readonly chance: Estimate }[];
}

/**
 * Draws the charts of a duel as one standalone SVG document, stacked under a title: the chance
 * of each outcome (a wins, b wins, draw, both destroyed) with whiskers of ±2 standard errors; the
 * share of duels decided in each turn, and those undecided; and for each ship the parts it lost
 * first. Each chart is a `<g data-chart="outcomes|decided|lost-a|lost-b">` with `data-axis`, each
 * bar has `data-value` and `data-bar`, as `plotSurvival` writes them. The result may come from
 * JSON: the fields drawn are read once each and checked (probabilities from 0 to 1, counts that
 * add up, names at most `PLOT_LIMITS.nameLength` long), a problem refused at its path. The
 * options are those of `plotSurvival` (`parts` is not read). Never throws.
 *
 * @example
 * ```ts
 * import { compileDesign } from 'spacedock/design';
 * import { duel } from 'spacedock/duel';
 * import { plotDuel } from 'spacedock/plot';
 *
 * const built = compileDesign({ format: 1, kind: 'ship', name: 'Cutter', sizeClass: 4, tech: 3, shields: 6,
 *   units: [{ name: 'Laser', spec: '4d6 eZap AP', count: 2 }], systems: [{ label: 'Bridge' }, { label: 'L Warp', count: 6 }] });
 * const ship = built.ok ? built.value : undefined;
 * if (ship?.kind !== 'ship') throw new Error('a ship');
 * const r = duel(ship, ship, { trials: 100, range: { kind: 'fixed', range: 4 } });
 * if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
 * const svg = plotDuel(r.value);
 * if (!svg.ok || !svg.value.includes('data-chart="outcomes"')) throw new Error(JSON.stringify(svg.diagnostics));
 * const bad = plotDuel({ ...r.value, trials: -1 });
 * if (bad.ok || bad.diagnostics[0]?.path !== 'trials') throw new Error(JSON.stringify(bad));
 * ```
 */
export function plotDuel(result: DuelResult, options?: PlotOptions): Result<string> {
  const r = newReport();
  const settings = readPlotOptions(options, r);
  const data = readDuel(result, r);
  if (settings === undefined || data === undefined) return failReport(r);
  const { margin } = PLOT_STYLE;
  const x = margin;
  const w = settings.width - 2 * margin;
  const title = settings.title ?? `Duel: ${data.a.ship} against ${data.b.ship}`;
  const place = [
    (y: number) => placeDuelTitle(data, title, x, y, w),
    (y: number) => placeOutcomes(data, x, y, w),
    (y: number) => placeDecided(data, x, y, w),
    (y: number) => placeLostFirst(data.a, 'a', x, y, w),
    (y: number) => placeLostFirst(data.b, 'b', x, y, w),
  ];
  return finishReport(r, stackCharts(place, settings.width, title, settings.mono));
}

function lines(items: PlotItem[], texts: readonly string[], role: 'subtitle' | 'note' | 'heading', x: number, y: number, w: number): number {
  let h = 0;
  const rowH = role === 'subtitle' ? PLOT_STYLE.rows.subtitle : role === 'note' ? PLOT_STYLE.rows.note : PLOT_STYLE.rows.headingLine;
  for (const t of texts) {
    const placed = placeLines(t, role, x, y + h, w, rowH, 3);
    for (const item of placed.items) items.push(item);
    h += placed.height;
  }
  return h;
}

function placeDuelTitle(d: DuelData, title: string, x: number, y: number, w: number): PlacedChart {
  const items: PlotItem[] = [];
  const t = placeLines(title, 'title', x, y, w, PLOT_STYLE.rows.title, 2);
  for (const item of t.items) items.push(item);
  const h = lines(items, [`${plural(d.trials, 'duel', 'duels')} of up to ${plural(d.turns, 'turn', 'turns')}, seed ${d.seed}.`, 'Whiskers and ± figures are two standard errors of the estimate.'], 'subtitle', x, y + t.height, w);
  return { name: 'title', items, height: t.height + h };
}

function heading(items: PlotItem[], text: string, x: number, y: number, w: number): number {
  const { heading: first, headingLine } = PLOT_STYLE.rows;
  const placed = placeLines(text, 'heading', x, y + first - headingLine, w, headingLine, 2);
  for (const item of placed.items) items.push(item);
  return first - headingLine + placed.height;
}

function placeOutcomes(d: DuelData, x: number, y: number, w: number): PlacedChart {
  const items: PlotItem[] = [];
  const head = heading(items, 'Outcome: chance of each', x, y, w);
  // Short labels under the bars (long ship names would crowd them out); the note names the ships.
  const short = ['a wins', 'b wins', 'draw', 'both destroyed'];
  const labels = [`${d.a.ship} (a) wins`, `${d.b.ship} (b) wins`, 'draw', 'both destroyed'];
  const columns: Column[] = d.outcomes.map((e, i) => ({ label: short[i]!, value: e.value, bar: short[i]!, cls: i === 2 ? 'srv' : 'bar', whisker: { low: e.value - 2 * e.standardError, high: e.value + 2 * e.standardError } }));
  const placed = placeColumns({ columns, yTitle: '% of duels', xTitle: 'outcome', max: 1 }, x, y + head, w);
  for (const item of placed.items) items.push(item);
  const note = d.outcomes.map((e, i) => `${labels[i]}: ${percent(e.value)} ± ${points(2 * e.standardError)}`).join('; ');
  const h = lines(items, [note, `Damage dealt a duel: ${d.a.ship} ${decimal(d.a.damage.value, 1)} ± ${decimal(2 * d.a.damage.standardError, 1)}; ${d.b.ship} ${decimal(d.b.damage.value, 1)} ± ${decimal(2 * d.b.damage.standardError, 1)}`], 'note', x, y + head + placed.height, w);
  return { name: 'outcomes', items, axis: placed.axis, height: head + placed.height + h };
}

function placeDecided(d: DuelData, x: number, y: number, w: number): PlacedChart {
  const items: PlotItem[] = [];
  const head = heading(items, 'Turn in which the duel was decided (a ship destroyed)', x, y, w);
  const k = binSize(d.turns, PLOT_LIMITS.bars);
  const columns: Column[] = [];
  for (let from = 1; from <= d.turns; from += k) {
    const to = Math.min(d.turns, from + k - 1);
    let n = 0;
    for (let t = from; t <= to; t++) n += d.decided[t - 1] ?? 0;
    columns.push({ label: from === to ? String(from) : `${from}\u2013${to}`, value: n / d.trials, bar: from === to ? `turn ${from}` : `turns ${from}-${to}`, cls: 'bar' });
  }
  const undecided = d.trials - d.decided.reduce((t, n) => t + n, 0);
  columns.push({ label: 'undecided', value: undecided / d.trials, bar: 'undecided', cls: 'srv', apart: true });
  const placed = placeColumns({ columns, yTitle: '% of duels', xTitle: k === 1 ? 'turn' : `turn (${k} turns a bar)`, labelOffset: k === 1 ? 1 : 0 }, x, y + head, w);
  for (const item of placed.items) items.push(item);
  return { name: 'decided', items, axis: placed.axis, height: head + placed.height };
}

function placeLostFirst(s: SideData, side: 'a' | 'b', x: number, y: number, w: number): PlacedChart {
  const items: PlotItem[] = [];
  const head = heading(items, `Lost first by ${s.ship} (${side}): chance each part is among the first it loses`, x, y, w);
  const shown = s.lostFirst.slice(0, LOST_SHOWN);
  if (shown.length === 0) {
    const h = lines(items, ['No internal damage in any duel.'], 'note', x, y + head, w);
    return { name: side === 'a' ? 'lost-a' : 'lost-b', items, height: head + h };
  }
  const columns: Column[] = shown.map((p) => ({ label: p.name, value: p.chance.value, bar: p.name, cls: 'dst', whisker: { low: p.chance.value - 2 * p.chance.standardError, high: p.chance.value + 2 * p.chance.standardError } }));
  const placed = placeColumns({ columns, yTitle: '% of duels', xTitle: 'part', max: 1 }, x, y + head, w);
  for (const item of placed.items) items.push(item);
  return { name: side === 'a' ? 'lost-a' : 'lost-b', items, axis: placed.axis, height: head + placed.height };
}

/** Reads the fields of a duel's result the charts draw. */
function readDuel(input: unknown, r: Report): DuelData | undefined {
  const root = record(input, '', 'a duel result (what duel answers)', r);
  if (root === undefined) return undefined;
  const field = (key: string): Read => get(root, key, '', r);
  const trials = whole(field('trials'), 'trials', 1, Number.MAX_SAFE_INTEGER, r);
  const turns = whole(field('turns'), 'turns', 1, PLOT_LIMITS.turns, r);
  const seed = finite(field('seed'), 'seed', -Number.MAX_VALUE, Number.MAX_VALUE, 'a seed, a number', r);
  const outcomesRec = record(field('outcomes'), 'outcomes', 'the outcomes: { aWins, bWins, draw, bothDestroyed }', r);
  const outcomes = outcomesRec === undefined ? [] : ['aWins', 'bWins', 'draw', 'bothDestroyed'].map((k) => estimate(get(outcomesRec, k, 'outcomes', r), pathJoin('outcomes', k), 1, r));
  const decidedRec = record(field('decidedBy'), 'decidedBy', 'the turns the duels were decided in: { byTurn, ... }', r);
  const decided = decidedRec === undefined || turns === undefined ? undefined : counts(get(decidedRec, 'byTurn', 'decidedBy', r), 'decidedBy.byTurn', turns, turns, r);
  if (decided !== undefined && trials !== undefined && decided.reduce((t, n) => t + n, 0) > trials) report(r, 'invalid-value', 'decidedBy.byTurn', `the duels decided add up to more than the ${trials} fought`);
  const a = readSide(field('a'), 'a', r);
  const b = readSide(field('b'), 'b', r);
  if (r.failed || trials === undefined || turns === undefined || seed === undefined || decided === undefined || a === undefined || b === undefined || outcomes.length !== 4 || outcomes.some((e) => e === undefined)) return undefined;
  return { trials, turns, seed, a, b, outcomes: outcomes as unknown as DuelData['outcomes'], decided };
}

function readSide(value: Read, at: string, r: Report): SideData | undefined {
  const s = record(value, at, 'a side of the duel: { name, damageDealt, lostFirst, ... }', r);
  if (s === undefined) return undefined;
  const ship = name(get(s, 'name', at, r), pathJoin(at, 'name'), "the side's name (its ship's or fleet's), a string", r);
  const damage = estimate(get(s, 'damageDealt', at, r), pathJoin(at, 'damageDealt'), Number.MAX_VALUE, r);
  const items = readList(get(s, 'lostFirst', at, r), pathJoin(at, 'lostFirst'), 0, PLOT_LIMITS.parts, 'a list of parts and their chances', r);
  const lostFirst: { name: string; chance: Estimate }[] = [];
  items?.forEach((item, i) => {
    const p = pathJoin(pathJoin(at, 'lostFirst'), i);
    const rec = record(item, p, 'a part: { name, chance }', r);
    if (rec === undefined) return;
    const n = name(get(rec, 'name', p, r), pathJoin(p, 'name'), "the part's name, a string", r);
    const shipValue = get(rec, 'ship', p, r);
    const label = shipValue === undefined ? undefined : name(shipValue, pathJoin(p, 'ship'), "the ship's label, a string", r);
    const chance = estimate(get(rec, 'chance', p, r), pathJoin(p, 'chance'), 1, r);
    if (n !== undefined && chance !== undefined) lostFirst.push({ name: label === undefined || label === ship ? n : `${label}: ${n}`, chance });
  });
  if (ship === undefined || damage === undefined || items === undefined) return undefined;
  return { ship, damage, lostFirst };
}
