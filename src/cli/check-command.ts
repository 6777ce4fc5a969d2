import { loadDesigns, loadDesignsInFull, type FullLoad, type LoadedDocument, type LoadedFile } from '../design/load.js';
import type { DesignKind } from '../design/schema.js';
import { resolveFleet } from '../fleet/resolve-fleet.js';
import { resolvePartialFleet } from '../fleet/resolve.js';
import type { Fleet, FleetHost, FleetLineTotals, FleetOptions, FleetTotals } from '../fleet/types.js';
import { fileSystemHost, fleetOptionsOf } from './fleet-host.js';
import { ALLOW_OUTSIDE_REFS } from './commands/file-options.js';
import { FLEET_LIMIT_TOTALS, limitWords } from '../fleet/limit-totals.js';
import type { ShipTotals } from '../design/totals.js';
import type { UnitTotals } from '../readout/model.js';
import { namedTotals } from '../design/total-names.js';
import { documentTitle } from '../design/document-parts.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { MAX_DIAGNOSTICS } from '../diagnostics/limits.js';
import type { CommandRun } from './definition.js';
import { expandPaths, shownName } from './files.js';
import { readInputFile } from './read-file.js';
import { looksLikeDesign } from '../design/design-mark.js';
import { skippedNote } from './skipped-note.js';
import { jsonReport, paint, plural, printJson, type JsonDiagnostic } from './output.js';

/**
 * The most diagnostics one `check` run prints (or lists in its JSON), over all its files; each
 * file keeps at most `MAX_DIAGNOSTICS` of its own. The rest are counted: in text, one closing
 * line says how many were not shown; in JSON, each file says how many it did not list.
 */
export const RUN_DIAGNOSTICS = MAX_DIAGNOSTICS;

/** One valid document in `check --json`: what it is and its totals. */
interface DocumentReport {
  readonly kind: DesignKind;
  readonly title: string;
  /** The compiled document's totals (a unit list's units, a ship's units and systems); null for a fleet. */
  readonly totals: ShipTotals | UnitTotals | null;
  /** A fleet's limit, sums and lines (`resolveFleet`), or null when its references have errors; absent for other kinds. */
  readonly fleet?: FleetReport | null;
}

/** A fleet in `check --json`: its limits (null where it sets none), sums and lines. */
interface FleetReport {
  readonly pointsLimit: number | null;
  readonly powerLimit: number | null;
  readonly spacesLimit: number | null;
  readonly repairLimit: number | null;
  readonly boxesLimit: number | null;
  readonly totals: FleetTotals;
  readonly lines: readonly FleetLineTotals[];
}

/** One file in `check --json` (documented in docs/cli.md). */
interface FileReport {
  readonly file: string;
  readonly ok: boolean;
  /** False when the file could not be read (the reason is its `unreadable-input` diagnostic). */
  readonly readable: boolean;
  /** Its documents without errors, in file order. */
  readonly documents: DocumentReport[];
  /** Diagnostics of this file left out of the listing by the run's cap. */
  notListed?: number;
}

const titleOf = (d: LoadedDocument): string => documentTitle(d.document);

/**
 * `spacedock check`: validates design files, every problem with file:line:column and carets,
 * each document's totals, then a summary. Exit 1 on any error or unreadable file (or any warning
 * with --strict). At most {@link RUN_DIAGNOSTICS} diagnostics are printed per run; the summary
 * counts all of them. A file found by a folder or a glob that is not a design (`looksLikeDesign`:
 * neither a top-level `format` nor `kind`, a CI workflow, notes) is skipped, counted in a note and
 * listed in the JSON's `skipped`; a file named on the command line is checked whatever it holds.
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const json = options['json'] === true;
  const quiet = options['quiet'] === true;
  const named = await expandPaths(args, usage);
  const progress = !json && named.length > 5 && io.progress === true;
  const reports: FileReport[] = [];
  /** Files found by a folder or a glob that are not designs (`looksLikeDesign`), left unchecked. */
  const skipped: string[] = [];
  const listed: JsonDiagnostic[] = [];
  let errors = 0;
  let warnings = 0;
  let unreadable = 0;
  let notShown = 0;
  let progressShown = false;
  const show = (d: Diagnostic, file: string, source?: string): void => {
    if (quiet && d.severity !== 'error') return;
    if (progressShown) io.err('\r'.padEnd(80) + '\r');
    progressShown = false;
    io.err(`${paint(formatDiagnostic(d, source === undefined ? { file } : { source, file }), d.severity, io)}\n`);
  };
  const unreadableFile = (file: string, reason: string): void => {
    unreadable++;
    errors++;
    const d: Diagnostic = { severity: 'error', code: 'unreadable-input', message: `cannot read this file: ${reason}` };
    if (listed.length < RUN_DIAGNOSTICS) {
      listed.push({ ...d, file });
      if (!json) show(d, shownName(file));
    } else notShown++;
    reports.push({ file, ok: false, readable: false, documents: [] });
  };
  for (const [n, path] of named.entries()) {
    if ('unmatched' in path) {
      unreadableFile(path.unmatched, path.why);
      continue;
    }
    const file = path.file;
    if (progress) {
      io.err(`\rchecking ${n + 1}/${named.length} ${shownName(file)}`.padEnd(60).slice(0, 79));
      progressShown = true;
    }
    const read = await readInputFile(file, io);
    if (!read.ok) {
      unreadableFile(file, read.reason);
      continue;
    }
    const text = read.text;
    if (path.searched === true && !looksLikeDesign(text)) {
      skipped.push(file);
      continue;
    }
    const reading = { fleetFile: file, allowOutside: options['allowOutsideRefs'] === true, howToAllow: ALLOW_OUTSIDE_REFS.howToAllow };
    const { load: r, found, fleets } = checkText(text, file, fileSystemHost(reading), fleetOptionsOf(reading));
    const fileErrors = r.counts.error + fleets.errors;
    const fileWarnings = r.counts.warning + (r.ok && r.documents.length === 0 ? 1 : 0);
    errors += fileErrors;
    warnings += fileWarnings;
    // The text leaves out a file's closing summary: the run's own last line counts everything.
    const own = json || r.diagnostics.length <= MAX_DIAGNOSTICS ? found : found.filter((d) => d.code !== 'too-many-diagnostics');
    const room = Math.max(0, RUN_DIAGNOSTICS - listed.length);
    const kept = own.slice(0, room);
    for (const d of kept) {
      listed.push({ ...d, file });
      if (!json) show(d, file, text);
    }
    const documents = r.documents.map((d, i): DocumentReport => {
      if (d.kind !== 'fleet') return { kind: d.kind, title: titleOf(d), totals: d.totals };
      const f = fleets.values[i];
      const fleet = f === undefined || f === null ? null : { pointsLimit: f.pointsLimit, powerLimit: f.powerLimit, spacesLimit: f.spacesLimit, repairLimit: f.repairLimit, boxesLimit: f.boxesLimit, totals: f.totals, lines: f.lines };
      return { kind: 'fleet', title: titleOf(d), totals: null, fleet };
    });
    const report: FileReport = { file, ok: fileErrors === 0, readable: true, documents };
    const left = (json ? own.length : r.counts.error + r.counts.warning + r.counts.info + fleets.diagnostics) - kept.length;
    if (left > 0) {
      if (json) report.notListed = left;
      else notShown += left;
    }
    reports.push(report);
    if (!json && !quiet) {
      for (const d of documents) {
        if (d.totals !== null) io.out(`${shownName(file)}: ${shownName(d.title)}: ${totalsLine(d)}\n`);
        if (d.fleet !== undefined && d.fleet !== null) io.out(fleetLines(shownName(file), shownName(d.title), d.fleet));
      }
    }
  }
  if (progressShown) io.err('\r'.padEnd(80) + '\r');
  const failed = errors > 0 || (options['strict'] === true && warnings > 0);
  if (json) {
    printJson(jsonReport(listed, { files: reports, skipped }, { ok: !failed, errors, warnings }), io);
    return failed ? 1 : 0;
  }
  if (quiet) return failed ? 1 : 0;
  if (notShown > 0) io.err(`${plural(notShown, 'more diagnostic')} not shown (at most ${RUN_DIAGNOSTICS} are printed per run)\n`);
  if (skipped.length > 0) io.out(skippedNote(skipped.length));
  io.out(`${plural(named.length - skipped.length, 'file')} checked: ${plural(errors - unreadable, 'error')}, ${plural(warnings, 'warning')}${unreadable > 0 ? `, ${unreadable} unreadable` : ''}\n`);
  return failed ? 1 : 0;
};

/**
 * What `check` finds in one file's text (also the language server's diagnostics of a design):
 * the load (each valid document compiled, with its totals), its fleets resolved through `host`,
 * and every diagnostic in file order (the loader reports by phase: YAML, then the format, then
 * the specs), a closing too-many-diagnostics summary last, with an empty-file warning for a file
 * that holds no document.
 */
export function checkText(text: string, file: string, host?: FleetHost, fleetOptions: FleetOptions = {}): { readonly load: FullLoad; readonly found: Diagnostic[]; readonly fleets: FleetsChecked } {
  const load = loadDesignsInFull(text, file);
  const fleets = fleetsOf(load, host, fleetOptions);
  const found: Diagnostic[] = inFileOrder([...load.diagnostics, ...fleets.found]);
  if (load.ok && load.documents.length === 0) found.push({ severity: 'warning', code: 'empty-file', message: 'this file holds no design document (it is empty, or only comments)', span: { start: 0, end: 0, line: 1, column: 1 } });
  return { load, found, fleets };
}

/** The fleets of a file, resolved: by document index (null for a fleet with errors), their diagnostics and how many are errors. */
interface FleetsChecked {
  readonly values: readonly (Fleet | null | undefined)[];
  readonly found: readonly Diagnostic[];
  readonly errors: number;
  readonly diagnostics: number;
}

/**
 * Each fleet document's references read through `host` (`resolveFleet`), and those of the lines
 * of a fleet whose other lines have schema errors (`resolvePartialFleet`: one pass); without a
 * host (a text with no file around it), fleets are checked as documents only. The diagnostics of
 * a file's fleets are kept once each (two fleets naming the same missing file both say so).
 */
function fleetsOf(load: FullLoad, host: FleetHost | undefined, fleetOptions: FleetOptions): FleetsChecked {
  const values: (Fleet | null | undefined)[] = [];
  const found: Diagnostic[] = [];
  if (host === undefined || (!load.documents.some((d) => d.kind === 'fleet') && load.partialFleets.length === 0)) return { values, found, errors: 0, diagnostics: 0 };
  const file: LoadedFile = { file: load.file, documents: load.documents, counts: load.counts };
  for (const d of load.documents) {
    if (d.kind !== 'fleet') {
      values.push(undefined);
      continue;
    }
    const r = resolveFleet(file, host, { ...fleetOptions, fleet: d.document.name });
    values.push(r.ok ? r.value : null);
    for (const x of r.diagnostics) found.push(x);
  }
  for (const p of load.partialFleets) for (const x of resolvePartialFleet(file, p.model, p.lines, host, fleetOptions, loadDesigns)) found.push(x);
  return { values, found, errors: found.filter((d) => d.severity === 'error').length, diagnostics: found.length };
}

/**
 * A fleet's totals (each in the words every total is printed with, with the fleet's limit where it
 * sets one), then one indented line per fleet line.
 */
function fleetLines(file: string, title: string, f: FleetReport): string {
  const t = f.totals;
  const sums = FLEET_LIMIT_TOTALS.map((l) => `${limitWords(l)} ${t[l.total]}${f[l.field] === null ? '' : ` of ${f[l.field]}`}`);
  const head = `${file}: ${title}: ${plural(t.ships, 'ship')}, ${sums.join(', ')}\n`;
  return head + f.lines.map((l) => `  ${shownName(l.label)}: ${l.kind} ${shownName(l.name)} (${shownName(l.file)}) × ${l.count}: points ${l.pointsEach} each, ${l.points} in all\n`).join('');
}

/** Diagnostics sorted by where they start (stable: the loader's order among equals), a cap's summary kept last. */
function inFileOrder(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const summary = diagnostics.filter((d) => d.code === 'too-many-diagnostics');
  const placed = diagnostics.filter((d) => d.code !== 'too-many-diagnostics');
  return [...placed.sort((a, b) => (a.span?.start ?? Infinity) - (b.span?.start ?? Infinity)), ...summary];
}

/**
 * The totals of one document on one line, each named as everywhere a total is printed: a unit
 * list's unit build points and unit power; a ship's points (its unit build points and box points),
 * unit power, system spaces and repair, and its boxes (by kind).
 */
function totalsLine(d: DocumentReport): string {
  const t = d.totals!;
  if (!('points' in t)) return namedTotals(t, ['unitBuild', 'unitPower']).join(', ');
  const [points, ...parts] = namedTotals(t, ['points', 'unitBuild', 'boxPoints']);
  const [boxes, ...kinds] = namedTotals(t, ['boxes', 'shieldBoxes', 'hullBoxes', 'armorBoxes', 'systemBoxes', 'phasers']);
  return [`${points} (${parts.join(', ')})`, ...namedTotals(t, ['unitPower', 'systemSpaces', 'systemRepair']), `${boxes} (${kinds.join(', ')})`].join(', ');
}
