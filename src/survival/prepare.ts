/**
 * Checking the input of a simulation and compiling it (internal): the ship as `checkShipState`
 * checks it, the volleys of a turn as `resolveVolley` checks a volley, the options, and the
 * limits of `SIMULATION_LIMITS`, every problem a diagnostic at its path.
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_VOLLEY_POINTS } from '../damage/limits.js';
import { CHART_COLUMNS } from '../damage/chart.js';
import type { ShipState } from '../damage/ship.js';
import { readShipState } from '../damage/validate-ship.js';
import { DEFAULT_RULES, readVolley, readVolleyRules, type VolleyPlan, type VolleyRules } from '../damage/volley-plan.js';
import { isWhole, readPlain, readRecordInto, reportNeed, reportProblem, reportUnknownFields, type PlainRecord } from '../input/plain.js';
import { compileKernel, compileVolley, STATE_WORDS, stateLayout, type Kernel, type KernelVolley } from './kernel.js';
import { SIMULATION_LIMITS } from './limits.js';
import { partsOf, type PartSpec } from './parts.js';
import { BLOCK_TRIALS } from './blocks.js';
import { tallyLayout, type TallyLayout } from './tally.js';
import type { SimulationEngine } from './types.js';

const { CURSORS, S_PHASERS } = STATE_WORDS;


/** A checked and compiled simulation: what `runBlocks` runs and `summarize` reads. */
export interface PreparedSimulation {
  readonly ship: ShipState;
  readonly kernel: Kernel;
  readonly volleys: readonly KernelVolley[];
  /** The checked volleys, for the reference engine. */
  readonly plan: readonly Pick<VolleyPlan, 'shield' | 'units'>[];
  readonly rules: VolleyRules;
  readonly engine: SimulationEngine;
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
  readonly blocks: number;
  readonly pointsPerTurn: number;
  readonly parts: readonly PartSpec[];
  readonly layout: TallyLayout;
  /** Whether the rules between turns change anything on this ship (regenerating armor, Skin). */
  readonly turnRules: boolean;
  readonly onProgress: ((done: number, total: number) => void) | undefined;
}

const OPTION_FIELDS: readonly string[] = ['chart', 'phaserRank', 'choices', 'weaponTech', 'trials', 'turns', 'seed', 'onProgress'];

/** The cells of a chart's 11 rows (2d6 rolls 2 to 12) of at most 13 columns: what a volley scans to see whether its rest is settled. */
const CHART_CELLS = 11 * CHART_COLUMNS.length;

/** The defaults of the options. */
export const SIMULATION_DEFAULTS = /* @__PURE__ */ Object.freeze({ trials: 10_000, turns: 10, seed: 1 });

/** Checks and compiles the three arguments of `simulateVolleys`. */
export function prepareSimulation(ship: unknown, plan: unknown, options: unknown): Result<PreparedSimulation> {
  const r = newReport();
  const state = readShipState(ship, 'ship', r);
  const volleys = readPlan(plan, r);
  const o = readOptions(options, r);
  if (state === undefined || volleys === undefined || o === undefined || r.failed) return failReport(r);
  const pointsPerTurn = volleys.reduce((t, v) => t + v.units.reduce((u, x) => u + x.points, 0), 0);
  const parts = partsOf(state);
  // What the engines really do (issue 23): each point; each volley scans the chart's cells to see
  // whether the rest is settled and (the reference engine) reads the ship, phasers included; each
  // turn counts its parts and plays the rules between turns on the armor; each trial loads the
  // ship (its state array); and the phaser hits of a trial, at most one per phaser: the kernel
  // keeps its place in CURSORS lists of phasers (CURSORS × phasers in all), the reference engine (a
  // chooser function) scans the phasers for each (phasers squared). Even 0-point turns cost the rest.
  const phasers = state.phasers.length;
  const reference = o.rules.choices.anyFunction;
  const size = stateLayout(state).size;
  const armor = size - (S_PHASERS + phasers + CURSORS);
  const perTurn = pointsPerTurn + volleys.length * (CHART_CELLS + (reference ? phasers : 0)) + parts.length + armor;
  const perTrial = o.turns * perTurn + (reference ? phasers * phasers : CURSORS * phasers) + size;
  if (o.trials * perTrial > SIMULATION_LIMITS.work) {
    report(
      r,
      'simulation-too-large',
      'options.trials',
      `${plural(o.trials, 'trial')} of ${plural(o.turns, 'turn')} of ${plural(pointsPerTurn, 'point')} (and ${plural(volleys.length, 'volley')}, ${plural(parts.length, 'part')} to count and ${plural(phasers, 'phaser')} to choose from) is ${o.trials * perTrial} of work, more than SIMULATION_LIMITS.work (${SIMULATION_LIMITS.work})`,
    );
    return failReport(r);
  }
  const kernel = compileKernel(state, o.rules);
  const layout = tallyLayout(state, parts, o.turns);
  if (layout.size > SIMULATION_LIMITS.cells) {
    report(r, 'simulation-too-large', 'options.turns', `${plural(parts.length, 'part')} over ${plural(o.turns, 'turn')} need ${layout.size} counters, more than SIMULATION_LIMITS.cells (${SIMULATION_LIMITS.cells})`);
    return failReport(r);
  }
  return finishReport(r, {
    ship: state,
    kernel,
    volleys: volleys.map((v) => compileVolley(v, kernel)),
    plan: volleys,
    rules: o.rules,
    engine: o.rules.choices.anyFunction ? 'reference' : 'kernel',
    trials: o.trials,
    turns: o.turns,
    seed: o.seed,
    blocks: Math.ceil(o.trials / BLOCK_TRIALS),
    pointsPerTurn,
    parts,
    layout,
    turnRules: state.armor.some((a) => a.kind === 'regenerating' || a.kind === 'skin'),
    onProgress: o.onProgress,
  });
}

function readPlan(value: unknown, r: Report): Pick<VolleyPlan, 'shield' | 'units'>[] | undefined {
  // Read once as plain data, so that no getter or proxy of the caller's runs twice or throws here.
  const read = readPlain(value, 'plan');
  if (read.problems.length > 0) {
    for (const p of read.problems) reportProblem(r, p);
    return undefined;
  }
  const list = read.value;
  if (!Array.isArray(list) || list.length === 0) {
    reportNeed(r, 'plan', list, 'a non-empty list of volleys (each an object with a shield and points or units)');
    return undefined;
  }
  if (list.length > SIMULATION_LIMITS.volleys) {
    report(r, 'simulation-too-large', 'plan', `${list.length} volleys a turn is more than SIMULATION_LIMITS.volleys (${SIMULATION_LIMITS.volleys})`);
    return undefined;
  }
  const out: Pick<VolleyPlan, 'shield' | 'units'>[] = [];
  list.forEach((item: unknown, i) => {
    const v = readVolley(item, pathJoin('plan', i), MAX_VOLLEY_POINTS, r);
    if (v !== undefined) out.push(v);
  });
  return out.length === list.length ? out : undefined;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

interface Options {
  readonly rules: VolleyRules;
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
  readonly onProgress: ((done: number, total: number) => void) | undefined;
}

function readOptions(value: unknown, r: Report): Options | undefined {
  if (value === undefined) return { rules: DEFAULT_RULES, ...SIMULATION_DEFAULTS, onProgress: undefined };
  const o: PlainRecord | undefined = readRecordInto(value, 'options', 'an object of simulation options (leave it out for the defaults)', r, ['chart', 'onProgress']);
  if (o === undefined) return undefined;
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, o, 'options', OPTION_FIELDS, 'the simulation options');
  const rules = readVolleyRules(o, 'options', r);
  const whole = (key: 'trials' | 'turns', max: number): number => {
    const n = o[key] ?? SIMULATION_DEFAULTS[key];
    if (isWhole(n, 1, max)) return n;
    if (isWhole(n, 1, Number.MAX_SAFE_INTEGER)) report(r, 'simulation-too-large', pathJoin('options', key), `${n} is more than SIMULATION_LIMITS.${key} (${max})`);
    else reportNeed(r, pathJoin('options', key), n, `a whole number from 1 to ${max}`);
    return 0;
  };
  const trials = whole('trials', SIMULATION_LIMITS.trials);
  const turns = whole('turns', SIMULATION_LIMITS.turns);
  const seed = o['seed'] ?? SIMULATION_DEFAULTS.seed;
  if (!isWhole(seed, 0, 0xffffffff)) reportNeed(r, 'options.seed', seed, 'a whole number from 0 to 4294967295');
  const onProgress = o['onProgress'];
  if (onProgress !== undefined && typeof onProgress !== 'function') reportNeed(r, 'options.onProgress', onProgress, 'a function (done, total)');
  if (r.diagnostics.length + r.dropped > before || rules === undefined) return undefined;
  return { rules, trials, turns, seed: seed as number, onProgress: onProgress as Options['onProgress'] };
}
