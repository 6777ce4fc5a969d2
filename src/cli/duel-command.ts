import type { Worker } from 'node:worker_threads';
import type { ShipModel } from '../design/model.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { prepareDuel, runDuelBlocks, summarizeDuel, type PreparedDuel } from '../duel/run.js';
import type { DuelOptions, DuelResult } from '../duel/types.js';
import type { CommandInput, CommandRun } from './definition.js';
import type { CliIO } from './io.js';
import { renderDuel } from './duel-text.js';
import { duelJob } from './duel-worker.js';
import { runBlocksOnWorkers } from './block-workers.js';
import { withWorkers } from './command-workers.js';
import { writePlotFile } from './plot-file.js';
import { shownName } from './files.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';
import { countOnto, progressBar } from './progress.js';
import { readInputFile } from './read-file.js';
import { calledShip, readShip, type ReadShip } from './ship-file.js';
import { fileSystemHost } from './fleet-host.js';
import { loadDesigns } from '../design/load.js';
import { resolveFleet } from '../fleet/resolve-fleet.js';
import type { Fleet } from '../fleet/types.js';
import { isUtf8Locale } from './simulate-text.js';
import { outputWriter } from './write-file.js';

/** The worker entry, built beside the CLI (dist/duel-worker.cjs); from the sources there is none, and the trials run on the main thread. */
const WORKER_URL = new URL('./duel-worker.cjs', import.meta.url);

/** One side of the command line, in the JSON report: a ship (`label` when a fleet label chose it), or a whole fleet. */
interface ShipField {
  readonly file: string;
  readonly kind: 'ship' | 'fleet' | null;
  readonly name: string | null;
  readonly label: string | null;
}

/** A side read from a file: a ship (with how the file named it), or a fleet's ships. */
type ReadSide = { readonly kind: 'ship'; readonly read: ReadShip; readonly model: ShipModel } | { readonly kind: 'fleet'; readonly fleet: Fleet };

/** The JSON fields of `duel`, beside the diagnostics. */
interface DuelFields {
  readonly a: ShipField;
  readonly b: ShipField;
  readonly duel: DuelResult | null;
  readonly svg: string | null;
}

/** The one fleet document of a file (its ship documents may be its designs), resolved; undefined when the file holds no fleet or several. */
function fleetOf(file: string, text: string): Result<Fleet> | undefined {
  const loaded = loadDesigns(text, file);
  if (!loaded.ok) return undefined;
  const kinds = loaded.value.documents.map((d) => d.kind);
  if (kinds.filter((k) => k === 'fleet').length !== 1) return undefined;
  const r = resolveFleet(loaded.value, fileSystemHost({ fleetFile: file }));
  return r.ok ? r : { ok: false, diagnostics: [...loaded.diagnostics, ...r.diagnostics] };
}

/** A library diagnostic about the options, placed on the command line (`options.trials` at `--trials`). */
function onCommandLine(d: Diagnostic): Diagnostic {
  const m = /^options\.(trials|turns|seed|range|facing|firing|power|targeting)(\..*|\[.*)?$/.exec(d.path ?? '');
  return m === null ? d : { ...d, path: `--${m[1]}` };
}

const columnsOf = (stream: { readonly columns?: number }): number => (stream.columns !== undefined && stream.columns > 0 ? stream.columns : 80);

/** Runs the blocks of a prepared duel on this thread and the waiting worker `threads`, and adds up their tallies (see `runBlocksOnWorkers`). */
function runOnWorkers(d: PreparedDuel, threads: readonly Worker[], onTrials: (n: number) => void): Promise<Result<Float64Array>> {
  const here = { ...d, onProgress: undefined };
  return runBlocksOnWorkers(threads, 'duel', d.blocks, d.layout.size, (range) => duelJob(d, range), onTrials, (from, to, onRun, into) => runDuelBlocks(here, from, to, onRun, into));
}

/**
 * `spacedock duel`: fights the ship of file a against the ship of file b over many seeded
 * trials (on worker threads with --workers), and prints who won and how, or every figure as
 * JSON; --svg also writes the charts as SVG. The options are checked by their definitions; the
 * ships and the limits by the library.
 */
export const run: CommandRun = (input, io, usage) => withWorkers(input.options, io, WORKER_URL, (threads) => fight(input, io, usage, threads));

/** The command, with the worker threads it may give trials to (none: they run on this thread). */
async function fight({ args, options }: CommandInput, io: CliIO, usage: (message: string) => never, threads: readonly Worker[]): Promise<number> {
  const files = [args[0] ?? '-', args[1] ?? '-'] as const;
  if (files[0] === '-' && files[1] === '-') usage('only one of the two ships can come from standard input');
  const json = options['json'] === true;
  const svg = options['svg'] as string | undefined;
  if (svg === '-') usage('--svg needs a file name: standard output holds the text (or the JSON)');
  const duelOptions: DuelOptions = Object.fromEntries(['trials', 'turns', 'seed', 'range', 'facing', 'firing', 'power', 'targeting'].filter((k) => options[k] !== undefined).map((k) => [k, options[k]]));
  const unicode = ((options['charset'] as string | undefined) ?? (isUtf8Locale(process.env) ? 'unicode' : 'ascii')) === 'unicode';
  const matters = (d: Diagnostic): boolean => d.severity !== 'info';

  const fields: [ShipField, ShipField] = [
    { file: files[0], kind: null, name: null, label: null },
    { file: files[1], kind: null, name: null, label: null },
  ];
  const answer = (diagnostics: readonly JsonDiagnostic[], duel: DuelResult | null, written: string | null): number => {
    const report = jsonReport(diagnostics, { a: fields[0], b: fields[1], duel, svg: written } satisfies DuelFields);
    if (json) printJson(report, io);
    return report.ok ? 0 : 1;
  };

  const read: ReadSide[] = [];
  const fromFiles: JsonDiagnostic[] = [];
  for (const [i, file] of files.entries()) {
    const text = await readInputFile(file, io);
    if (!text.ok) {
      const d: Diagnostic = { severity: 'error', code: 'unreadable-input', message: `cannot read this file: ${text.reason}` };
      if (!json) printDiagnostics([d], { file }, io);
      return answer([...fromFiles, { ...d, file }], null, null);
    }
    const wanted = options[i === 0 ? 'shipA' : 'shipB'] as string | undefined;
    // A file of one fleet, with no ship named: the whole fleet fights.
    const fleet = wanted === undefined ? fleetOf(file, text.text) : undefined;
    if (fleet !== undefined) {
      for (const d of fleet.diagnostics) fromFiles.push({ ...d, file });
      if (!json) printDiagnostics(fleet.diagnostics.filter(matters), { source: text.text, file }, io);
      if (!fleet.ok) return answer(fromFiles, null, null);
      fields[i] = { file, kind: 'fleet', name: fleet.value.name, label: null };
      read.push({ kind: 'fleet', fleet: fleet.value });
      continue;
    }
    const got = readShip(file, text.text, wanted, usage);
    for (const d of [...got.fileDiagnostics, ...got.ship.diagnostics]) fromFiles.push({ ...d, file });
    if (!json) {
      printDiagnostics(got.fileDiagnostics.filter(matters), { source: got.source, file }, io);
      printDiagnostics(got.ship.diagnostics.filter(matters), { file }, io);
    }
    if (!got.ship.ok || got.design === undefined) return answer(fromFiles, null, null);
    fields[i] = { file, kind: 'ship', name: got.design.document.name, label: got.label ?? null };
    read.push({ kind: 'ship', read: got, model: got.design });
  }
  const [ra, rb] = read as [ReadSide, ReadSide];
  const contender = (side: ReadSide) => (side.kind === 'ship' ? side.model : side.fleet);

  const writer = outputWriter();
  if (svg !== undefined) {
    const reason = writer.refusal(svg, { chosen: true });
    if (reason !== undefined) {
      const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${reason}` };
      if (!json) printDiagnostics([d], { file: svg }, io);
      return answer([...fromFiles, { ...d, file: svg }], null, null);
    }
  }

  const prepared = prepareDuel(contender(ra), contender(rb), duelOptions);
  const checked = prepared.diagnostics.map(onCommandLine);
  const planned = [...fromFiles, ...checked];
  if (!json) printDiagnostics(checked.filter(matters), {}, io);
  if (!prepared.ok) return answer(planned, null, null);
  const d = prepared.value;

  const progress = progressBar({ write: io.err, enabled: io.progress === true && !json, label: 'fighting', unit: 'duels', unicode, width: columnsOf(process.stderr) });
  const onTrials = countOnto(progress, d.trials);
  let tally: Result<Float64Array>;
  try {
    tally = threads.length > 0 ? await runOnWorkers(d, threads, onTrials) : runDuelBlocks(d, 0, d.blocks, onTrials);
  } finally {
    progress.end();
  }
  if (!tally.ok) {
    if (!json) printDiagnostics(tally.diagnostics, {}, io);
    return answer([...planned, ...tally.diagnostics], null, null);
  }
  const result = summarizeDuel(d, tally.value);

  let written: string | null = null;
  const late: JsonDiagnostic[] = [];
  if (svg !== undefined) {
    const { plotDuel } = await import('../plot/duel.js');
    written = writePlotFile(svg, plotDuel(result), writer, io, json, late);
  }
  if (!json) {
    const width = process.stdout.isTTY === true ? columnsOf(process.stdout) : 80;
    const called = (side: ReadSide, name: string): string => (side.kind === 'ship' ? calledShip(side.read, name) : name);
    const named = { ...result, a: { ...result.a, name: called(ra, result.a.name) }, b: { ...result.b, name: called(rb, result.b.name) } };
    io.out(renderDuel(named, { unicode, width, color: false }));
    if (written !== null) io.err(`wrote ${shownName(written)}\n`);
  }
  return answer([...planned, ...late], result, written);
}
