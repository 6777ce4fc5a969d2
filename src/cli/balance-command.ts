import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { version } from '../../package.json';
import { balanceReport } from '../balance/report.js';
import { roundRobinAsync, roundRobinPairs } from '../balance/round-robin.js';
import { balanceTemplateData } from '../balance/template-data.js';
import type { BalanceReport, DuelCounts, PairOutcome } from '../balance/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { prepareDuel, runDuelBlocks, summarizeDuel, type PreparedDuel } from '../duel/run.js';
import type { DuelOptions, DuelResult } from '../duel/types.js';
import { plotBalance } from '../plot/plot-balance.js';
import { renderTemplate } from '../render/render.js';
import { balanceShips, type BalanceShip } from './balance-designs.js';
import type { CommandRun } from './definition.js';
import { readDesignFiles } from './design-files.js';
import { runDuelsOnPool } from './duel-pool.js';
import { shownName } from './files.js';
import { skippedNote } from './skipped-note.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';
import { countOnto, progressBar } from './progress.js';
import { isUtf8Locale } from './simulate-text.js';
import { builtinFolder, loadTemplate } from './templates.js';
import { outputWriter, writeAll, type Output } from './write-file.js';

/** The worker entry of `duel`, built beside the CLI; from the sources there is none, and the duels run on the main thread. */
const WORKER_URL = new URL('./duel-worker.cjs', import.meta.url);

/** The JSON fields of `balance`, beside the diagnostics. */
interface BalanceFields {
  readonly designs: readonly { readonly name: string; readonly file: string; readonly cost: number }[];
  readonly outcomes: readonly PairOutcome[] | null;
  readonly report: BalanceReport | null;
  readonly output: string | null;
  readonly svg: string | null;
}

/** The seed of pair k: the run's seed plus k, within the dice's 32 bits. */
const pairSeed = (seed: number, k: number): number => (seed + k) % 0x1_0000_0000;

/** A duel's answer as counts: its four outcome shares times its trials (each share is a count over the trials). */
export function duelCounts(result: DuelResult): DuelCounts {
  const n = result.trials;
  const o = result.outcomes;
  const aWins = Math.round(o.aWins.value * n);
  const bWins = Math.round(o.bWins.value * n);
  const draws = Math.round(o.draw.value * n);
  return { aWins, bWins, draws, bothDestroyed: n - aWins - bWins - draws, trials: n };
}

/** How the duels were fought, for the report's method section: the duel's options as they were set. */
function methodLines(result: DuelResult | undefined, duels: number, pairs: number, seed: number): string[] {
  const lines = [`${pairs} pairs, each fighting ${duels} duels (pair k with seed ${seed} + k); every design meets every other once, sides alternating.`];
  if (result === undefined) return lines;
  const range = result.range;
  const rangeText = range.kind === 'fixed' ? `${range.range} hexes` : range.kind === 'closing' ? `closing from ${range.from} to ${range.to} hexes by ${range.step} a turn` : range.kind === 'standoff' ? `kept at the longest reach of side ${range.side}` : `a list: ${range.ranges.join(', ')} hexes`;
  const facing = typeof result.facing === 'string' ? result.facing : `#${result.facing.a} and #${result.facing.b}`;
  lines.push(`Duels (specs/duel.md): at most ${result.turns} turns; range ${rangeText}; facing ${facing}; fire ${result.firing}; power ${result.power}; To Hit 3d6 at or under ${result.toHit.base}, less ${result.toHit.penaltyPerDoubling} a doubling of range past 4 hexes.`);
  return lines;
}

/**
 * `spacedock balance`: every ship design of the files, folders or fleets, a round robin of duels
 * between them (`--duels` a pair, on worker threads with --workers), a Bradley-Terry rating of
 * each set against its cost, and the report as Markdown or HTML with the plot (or every figure
 * as JSON). Nothing is written when a design file has an error or a pair's duels fail.
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const json = options['json'] === true;
  const out = options['out'] as string | undefined;
  if (out === '-') usage('-o names a file: without -o the report goes to standard output');
  const given = options['format'] as 'md' | 'html' | undefined;
  const byName = out === undefined ? undefined : /\.html?$/i.test(out) ? 'html' : /\.(md|markdown)$/i.test(out) ? 'md' : undefined;
  const format = given ?? byName ?? 'md';
  const duels = (options['duels'] as number | undefined) ?? 1000;
  const seed = (options['seed'] as number | undefined) ?? 1;
  const asked = (options['workers'] as number | undefined) ?? 1;
  const workers = Math.min(asked, availableParallelism());
  if (workers < asked && !json) io.err(`note: --workers ${asked} runs ${workers} worker${workers === 1 ? '' : 's'}, the threads this machine runs at once\n`);
  const jobBase: DuelOptions = Object.fromEntries(['turns', 'range', 'facing', 'firing', 'power'].filter((k) => options[k] !== undefined).map((k) => [k, options[k]]));
  const unicode = ((options['charset'] as string | undefined) ?? (isUtf8Locale(process.env) ? 'unicode' : 'ascii')) === 'unicode';
  const matters = (d: Diagnostic): boolean => d.severity !== 'info';

  let designs: readonly BalanceShip[] = [];
  let outcomes: PairOutcome[] | null = null;
  let report: BalanceReport | null = null;
  const answer = (diagnostics: readonly JsonDiagnostic[], output: string | null, svg: string | null): number => {
    const fields: BalanceFields = { designs: designs.map((d) => ({ name: d.name, file: d.file, cost: d.cost })), outcomes, report, output, svg };
    const r = jsonReport(diagnostics, fields);
    if (json) printJson(r, io);
    return r.ok ? 0 : 1;
  };

  // The files' own diagnostics are printed here, but for infos (as duel prints them): a note on
  // a unit of a ship says nothing of the round robin.
  const files = await readDesignFiles(args, io, usage, true);
  if (!json) {
    const sources = new Map(files.loaded.map((f, i) => [f.file, files.texts[i]!]));
    for (const d of files.diagnostics.filter(matters)) {
      const source = d.file === undefined ? undefined : sources.get(d.file);
      printDiagnostics([d], source === undefined ? (d.file === undefined ? {} : { file: d.file }) : { source, file: d.file! }, io);
    }
    if (files.skipped.length > 0) io.err(skippedNote(files.skipped.length));
  }
  if (files.failed) return answer(files.diagnostics, null, null);
  const found = balanceShips(files.loaded, options['allowOutsideRefs'] === true);
  const problems: JsonDiagnostic[] = [...files.diagnostics, ...found.diagnostics];
  if (!json) for (const d of found.diagnostics.filter(matters)) printDiagnostics([d], { file: d.file }, io);
  if (found.diagnostics.some((d) => d.severity === 'error')) return answer(problems, null, null);
  designs = found.ships;
  if (designs.length < 2) usage(`a round robin needs at least 2 ship designs; ${designs.length === 0 ? 'the files hold none' : `the files hold one, ${JSON.stringify(designs[0]!.name)}`}`);

  // The writer checks the output's names before any duel is fought.
  const writer = outputWriter({ force: options['force'] === true });
  const svgFile = out !== undefined && format === 'md' ? join(out, '..', `${basename(out, extname(out))}.svg`) : undefined;
  for (const [file, chosen] of [[out, true], [svgFile, false]] as const) {
    if (file === undefined) continue;
    const reason = writer.refusal(file, { chosen });
    if (reason !== undefined) {
      const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${reason}` };
      if (!json) printDiagnostics([d], { file }, io);
      return answer([...problems, { ...d, file }], null, null);
    }
  }

  const total = ((designs.length * (designs.length - 1)) / 2) * duels;
  const progress = progressBar({ write: io.err, enabled: io.progress === true && !json, label: 'round robin', unit: 'duels', unicode, width: process.stderr.columns !== undefined && process.stderr.columns > 0 ? process.stderr.columns : 80 });
  const onTrials = countOnto(progress, total);
  let sample: DuelResult | undefined;
  const useWorkers = workers > 1 && existsSync(fileURLToPath(WORKER_URL));
  // Pair k of the round robin, in roundRobinPairs' order (the order play is called in), with seed + k.
  const pairs = roundRobinPairs(designs.length);
  const prepare = (k: number): Result<PreparedDuel> => {
    const [a, b] = pairs[k]!;
    return prepareDuel(designs[a]!.model, designs[b]!.model, { ...jobBase, trials: duels, seed: pairSeed(seed, k) });
  };
  const answers: Result<DuelCounts>[] = [];
  const finish = (k: number, duel: Result<PreparedDuel>, tally: Float64Array | undefined): void => {
    if (!duel.ok || tally === undefined) {
      answers[k] = duel.ok ? { ok: false, diagnostics: [] } : duel;
      return;
    }
    const result = summarizeDuel(duel.value, tally);
    if (k === 0) sample = result;
    answers[k] = { ok: true, value: duelCounts(result), diagnostics: [] };
  };
  if (useWorkers) {
    // Whole pairs on a pool of workers started once (a worker per pair would cost its start 190
    // times over for 20 designs); each pair's tally is the one of a single thread.
    await runDuelsOnPool(WORKER_URL, pairs.length, prepare, finish, workers, onTrials);
  } else {
    for (let k = 0; k < pairs.length; k++) {
      const duel = prepare(k);
      const tally = duel.ok ? runDuelBlocks(duel.value, 0, duel.value.blocks, onTrials) : undefined;
      finish(k, duel, tally?.ok === true ? tally.value : undefined);
    }
  }
  let pairIndex = 0;
  const play = (_a: BalanceShip, _b: BalanceShip): Result<DuelCounts> => answers[pairIndex++]!;
  let games: Result<PairOutcome[]>;
  try {
    games = await roundRobinAsync(designs, play);
  } finally {
    progress.end();
  }
  for (const d of games.diagnostics) problems.push(d);
  if (!json) printDiagnostics(games.diagnostics.filter(matters), {}, io);
  if (!games.ok) return answer(problems, null, null);
  outcomes = games.value;

  const rated = balanceReport(
    designs.map((d) => ({ name: d.name, cost: d.cost })),
    outcomes,
    options['falseAlarm'] === undefined ? {} : { falseAlarm: options['falseAlarm'] as number },
  );
  for (const d of rated.diagnostics) problems.push(d);
  if (!json) printDiagnostics(rated.diagnostics.filter(matters), {}, io);
  if (!rated.ok) return answer(problems, null, null);
  report = rated.value;

  const plot = plotBalance(report, { title: 'Rating against cost' });
  for (const d of plot.diagnostics) problems.push(d);
  const svg = plot.ok ? plot.value : null;
  const template = await loadTemplate(join(builtinFolder(), `balance.${format}.liquid`));
  if (!template.ok) throw new Error(`the built-in balance template cannot be read: ${template.reason}`);
  const notes = rated.diagnostics.filter((d) => d.severity !== 'info' || d.code === 'balance-cost-fit').map((d) => d.message);
  if (format === 'md' && out === undefined && svg !== null) notes.push('The plot is written beside the report when the report goes to a file (-o).');
  const data = balanceTemplateData(report, {
    title: 'Balance of the designs',
    generator: `spacedock ${version}`,
    plot: svg,
    plotFile: svgFile === undefined ? null : basename(svgFile),
    method: methodLines(sample, duels, outcomes.length, seed),
    notes,
  });
  const rendered = renderTemplate(template.template.text, data, { name: template.template.name, partials: template.template.partials });
  if (!rendered.ok) {
    // The built-in template over the library's own data: a failure here is a bug, said as a diagnostic.
    if (!json) printDiagnostics(rendered.diagnostics, { file: template.template.name }, io);
    return answer([...problems, ...rendered.diagnostics.map((d) => ({ ...d, file: template.template.name }))], null, null);
  }
  if (out === undefined) {
    if (!json) io.out(rendered.value);
    return answer(problems, null, null);
  }
  const outputs: Output[] = [{ file: out, text: rendered.value, chosen: true }];
  if (svgFile !== undefined && svg !== null) outputs.push({ file: svgFile, text: svg, chosen: false });
  const failed = writeAll(writer, outputs);
  if (failed !== undefined) {
    const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${failed.reason}` };
    if (!json) printDiagnostics([d], { file: failed.file }, io);
    return answer([...problems, { ...d, file: failed.file }], null, null);
  }
  if (!json) io.err(`wrote ${outputs.map((o) => shownName(o.file)).join(' and ')}\n`);
  return answer(problems, out, svgFile !== undefined && svg !== null ? svgFile : null);
};
