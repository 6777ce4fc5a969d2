import type { Worker } from 'node:worker_threads';
import type { Volley } from '../damage/volley-types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { prepareSimulation, runBlocks, summarize, type PreparedSimulation } from '../survival/run.js';
import { runBlocksOnWorkers } from './block-workers.js';
import { withWorkers } from './command-workers.js';
import type { Survivability } from '../survival/types.js';
import type { PlannedVolley } from './commands/simulate.js';
import type { CommandInput, CommandRun } from './definition.js';
import type { CliIO } from './io.js';
import { shownName } from './files.js';
import { readInputFile } from './read-file.js';
import { outputWriter } from './write-file.js';
import { writePlotFile } from './plot-file.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';
import { countOnto, progressBar } from './progress.js';
import { calledShip, readShip } from './ship-file.js';
import { isUtf8Locale, renderSurvivability } from './simulate-text.js';
import type { WorkerJob } from './simulate-worker.js';

/**
 * The worker entry, built beside the CLI (dist/simulate-worker.cjs). Running from the TypeScript
 * sources (tests, `npm run spacedock`) there is none, and the trials run on the main thread.
 */
const WORKER_URL = new URL('./simulate-worker.cjs', import.meta.url);

/**
 * The most memory the workers' tallies may take together: each worker holds a whole tally (up to
 * `SIMULATION_LIMITS.cells` counters of 8 bytes, 32 MB), so a large layout gets fewer workers.
 */
const TALLY_BUDGET_BYTES = 512 * 1024 * 1024;

/** The JSON fields of `simulate`, beside the diagnostics. */
interface SimulateFields {
  readonly file: string;
  readonly ship: string | null;
  /** The ship's label in its fleet when a fleet label chose it (`--ship Wasp 2`), else null. */
  readonly label: string | null;
  readonly plan: readonly PlannedVolley[];
  readonly simulation: Survivability | null;
  readonly svg: string | null;
}

/**
 * The volleys of a turn from the options: `--shield` and `--points` for one, or `--volley` once
 * for each; one form or the other.
 */
function planOf(options: Readonly<Record<string, unknown>>, usage: (message: string) => never): readonly PlannedVolley[] {
  const shield = options['shield'] as number | undefined;
  const points = options['points'] as number | undefined;
  const volleys = options['volley'] as readonly PlannedVolley[] | undefined;
  const single = shield !== undefined || points !== undefined;
  if (single && volleys !== undefined) usage('give --shield and --points for one volley a turn, or --volley for each volley, not both');
  if (volleys !== undefined) return volleys;
  if (shield === undefined || points === undefined) {
    if (single) usage(shield === undefined ? '--points needs --shield <facing> (1 to 6): the shield the volley hits' : '--shield needs --points <n>: the damage points of the volley');
    usage('say what is fired each turn: --shield <facing> --points <n>, or --volley shield=<facing>,points=<n> once for each volley');
  }
  return [{ shield, points }];
}

/**
 * A diagnostic of the library about its arguments, placed on the command line instead: the
 * options `options.trials` at `--trials`, a volley `plan[i]` at `--shield`/`--points` (one volley)
 * or at `volley[i]` (the i-th --volley, from 0, as `sheet` counts them).
 */
function onCommandLine(d: Diagnostic, single: boolean): Diagnostic {
  const path = d.path ?? '';
  const option = /^options\.(trials|turns|seed|weaponTech)$/.exec(path);
  if (option !== null) return { ...d, path: option[1] === 'weaponTech' ? '--weapon-tech' : `--${option[1]}` };
  const volley = /^plan\[(\d+)\]\.?(.*)$/.exec(path);
  if (volley !== null) return { ...d, path: single && (volley[2] === 'shield' || volley[2] === 'points') ? `--${volley[2]}` : `volley[${volley[1]}]${volley[2] === '' ? '' : `.${volley[2]}`}` };
  return path === 'plan' ? { ...d, path: '--volley' } : d;
}

/** The columns of a terminal stream, or 80 when it does not say (a pseudo-terminal without a size says 0). */
const columnsOf = (stream: { readonly columns?: number }): number => (stream.columns !== undefined && stream.columns > 0 ? stream.columns : 80);

/** Runs the blocks of a prepared simulation on this thread and the waiting worker `threads`, and adds up their tallies (see `runBlocksOnWorkers`). */
function runOnWorkers(sim: PreparedSimulation, job: Omit<WorkerJob, 'from' | 'to' | 'claims'>, threads: readonly Worker[], onTrials: (n: number) => void): Promise<Result<Float64Array>> {
  // Each thread holds a whole tally: a large layout gets fewer threads (the others, given no job, hold none).
  const n = Math.min(threads.length + 1, Math.max(1, Math.floor(TALLY_BUDGET_BYTES / (sim.layout.size * 8))));
  return runBlocksOnWorkers(threads.slice(0, n - 1), 'simulation', sim.blocks, sim.layout.size, (range): WorkerJob => ({ ...job, ...range }), onTrials, (from, to, onRun, into) => runBlocks(sim, from, to, onRun, into));
}

/**
 * `spacedock simulate`: fires the volleys of a turn at a ship file turn after turn, over many
 * seeded trials (on worker threads with --workers), and prints the charts of what they did, or
 * every figure as JSON; --svg also writes the charts as SVG. The options are checked by their
 * definitions; the plan, the ship and the limits by the library.
 */
export const run: CommandRun = (input, io, usage) => withWorkers(input.options, io, WORKER_URL, (threads) => simulate(input, io, usage, threads));

/** The command, with the worker threads it may give trials to (none: they run on this thread). */
async function simulate({ args, options }: CommandInput, io: CliIO, usage: (message: string) => never, threads: readonly Worker[]): Promise<number> {
  const file = args[0] ?? '-';
  const json = options['json'] === true;
  const svg = options['svg'] as string | undefined;
  const plan = planOf(options, usage);
  if (svg === '-') usage('--svg needs a file name: standard output holds the text (or the JSON)');
  const simulationOptions = {
    ...(options['trials'] === undefined ? {} : { trials: options['trials'] as number }),
    ...(options['turns'] === undefined ? {} : { turns: options['turns'] as number }),
    ...(options['seed'] === undefined ? {} : { seed: options['seed'] as number }),
    ...(options['weaponTech'] === undefined ? {} : { weaponTech: options['weaponTech'] as number }),
  };
  const unicode = ((options['charset'] as string | undefined) ?? (isUtf8Locale(process.env) ? 'unicode' : 'ascii')) === 'unicode';

  /** The ship's label in its fleet, once a fleet label chose the ship. */
  let label: string | null = null;
  const answer = (diagnostics: readonly JsonDiagnostic[], fields: Omit<SimulateFields, 'file' | 'plan' | 'label'>): number => {
    const report = jsonReport(diagnostics, { file, ship: fields.ship, label: fields.ship === null ? null : label, plan, simulation: fields.simulation, svg: fields.svg });
    if (json) printJson(report, io);
    return report.ok ? 0 : 1;
  };
  const none = { ship: null, simulation: null, svg: null };
  const matters = (d: Diagnostic): boolean => d.severity !== 'info';

  const read = await readInputFile(file, io);
  if (!read.ok) {
    const d: Diagnostic = { severity: 'error', code: 'unreadable-input', message: `cannot read this file: ${read.reason}` };
    if (!json) printDiagnostics([d], { file }, io);
    return answer([{ ...d, file }], none);
  }
  const got = readShip(file, read.text, options['ship'] as string | undefined, usage);
  const fromFile = [...got.fileDiagnostics, ...got.ship.diagnostics].map((d): JsonDiagnostic => ({ ...d, file }));
  if (!json) {
    printDiagnostics(got.fileDiagnostics.filter(matters), { source: got.source, file }, io);
    printDiagnostics(got.ship.diagnostics.filter(matters), { file }, io);
  }
  if (!got.ship.ok) return answer(fromFile, none);
  const ship = got.ship.value;
  label = got.label ?? null;

  // Checked before a long run, so that it is not lost to a typo in the path (the write itself can still fail).
  const writer = outputWriter();
  if (svg !== undefined) {
    const reason = writer.refusal(svg, { chosen: true });
    if (reason !== undefined) {
      const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${reason}` };
      if (!json) printDiagnostics([d], { file: svg }, io);
      return answer([...fromFile, { ...d, file: svg }], { ...none, ship: ship.name });
    }
  }

  const prepared = prepareSimulation(ship, plan as readonly Volley[], simulationOptions);
  const checked = prepared.diagnostics.map((d) => onCommandLine(d, options['volley'] === undefined));
  const planned = [...fromFile, ...checked];
  if (!json) printDiagnostics(checked.filter(matters), {}, io);
  if (!prepared.ok) return answer(planned, { ...none, ship: ship.name });
  const sim = prepared.value;

  const progress = progressBar({ write: io.err, enabled: io.progress === true && !json, label: 'simulating', unit: 'trials', unicode, width: columnsOf(process.stderr) });
  const onTrials = countOnto(progress, sim.trials);
  let tally: Result<Float64Array>;
  try {
    tally = threads.length > 0 ? await runOnWorkers(sim, { job: 'spacedock-simulate', ship, plan, options: simulationOptions }, threads, onTrials) : runBlocks(sim, 0, sim.blocks, onTrials);
  } finally {
    progress.end();
  }
  if (!tally.ok) {
    const failed = tally.diagnostics.map((d) => onCommandLine(d, options['volley'] === undefined));
    if (!json) printDiagnostics(failed, {}, io);
    return answer([...planned, ...failed], { ...none, ship: ship.name });
  }
  const simulation = summarize(sim, tally.value);

  let written: string | null = null;
  const late: JsonDiagnostic[] = [];
  if (svg !== undefined) {
    const { plotSurvival } = await import('../plot/index.js');
    written = writePlotFile(svg, plotSurvival(simulation), writer, io, json, late);
  }
  if (!json) {
    const width = process.stdout.isTTY === true ? columnsOf(process.stdout) : 80;
    // A ship a fleet label chose is headed by it, with its design's name (`Wasp 2 (Wasp)`).
    io.out(renderSurvivability({ ...simulation, ship: calledShip(got, simulation.ship) }, { unicode, width, color: io.color === true && process.stdout.isTTY === true }));
    if (written !== null) io.err(`wrote ${shownName(written)}\n`);
  }
  return answer([...planned, ...late], { ship: ship.name, simulation, svg: written });
}
