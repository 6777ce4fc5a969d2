import type { Facing, ShipState } from '../damage/ship.js';
import { resolveVolley } from '../damage/volley.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { seededDice } from '../dice/dice.js';
import { renderFleetSheet, renderSheet, type SheetInput, type SheetOptions } from '../sheet/index.js';
import type { CommandRun } from './definition.js';
import { shownName } from './files.js';
import { readInputFile } from './read-file.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';
import { readShip } from './ship-file.js';
import { fleetSheet } from './fleet-sheet.js';
import { loadDesigns } from '../design/load.js';
import { shipFromStateFile } from './state-file.js';
import { outputWriter, writeAll } from './write-file.js';
import { SHEET_FORMAT_USAGE, sheetFormatOf, sheetOutputs } from './sheet-output.js';
import type { VolleyOption } from './values.js';

/**
 * `spacedock sheet`: the record sheet of a ship file, after the volleys given, as SVG on standard
 * output or in files. The options are checked by their definitions.
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const file = args[0] ?? '-';
  const json = options['json'] === true;
  const out = options['out'] as string | undefined;
  const volleys = (options['volley'] as readonly VolleyOption[] | undefined) ?? [];
  const sheetOptions: SheetOptions = { page: (options['page'] as 'letter' | 'a4' | undefined) ?? 'letter', landscape: options['landscape'] === true, mono: options['mono'] === true };
  /** The ship's label in its fleet, once a fleet label chose the ship (`--ship Wasp 2`). */
  let label: string | null = null;
  const answer = (diagnostics: readonly JsonDiagnostic[], fields: { ship: string | null; pages: number | null; files: readonly string[] | null; svg: readonly string[] | null }): number => {
    const report = jsonReport(diagnostics, { file, ship: fields.ship, label: fields.ship === null ? null : label, pages: fields.pages, files: fields.files, svg: fields.svg });
    if (json) printJson(report, io);
    return report.ok ? 0 : 1;
  };
  const fail = (diagnostics: readonly Diagnostic[], source?: string): number => {
    if (!json) printDiagnostics(diagnostics, source === undefined ? { file } : { source, file }, io);
    return answer(diagnostics.map((d) => ({ ...d, file })), { ship: null, pages: null, files: null, svg: null });
  };

  if (out !== undefined && sheetFormatOf(out) === undefined) usage(SHEET_FORMAT_USAGE);
  const read = await readInputFile(file, io);
  if (!read.ok) return fail([{ severity: 'error', code: 'unreadable-input', message: `cannot read this file: ${read.reason}` }]);
  // A file with a fleet, and no --ship: every ship of the fleet.
  if (options['ship'] === undefined) {
    const loaded = loadDesigns(read.text, file);
    if (loaded.ok && loaded.value.documents.some((d) => d.document.kind === 'fleet')) {
      if (volleys.length > 0) usage('volleys fall on one ship: give --ship <name> to draw one ship of this file, or keep the damage in a fleet state (--state)');
      return fleetSheet({ file, text: read.text, loaded: loaded.value, out, json, state: options['state'] as string | undefined, sheet: sheetOptions, force: options['force'] === true, allowOutsideRefs: options['allowOutsideRefs'] === true }, io, usage);
    }
  }
  const got = readShip(file, read.text, options['ship'] as string | undefined, usage);
  label = got.label ?? null;
  const errorsOf = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity !== 'info');
  if (!json) printDiagnostics(errorsOf(got.fileDiagnostics), { source: got.source, file }, io);
  const design = got.design;
  if (!got.ship.ok || design === undefined) {
    if (!json) printDiagnostics(got.ship.diagnostics, { file }, io);
    return answer([...got.fileDiagnostics, ...got.ship.diagnostics].map((d) => ({ ...d, file })), { ship: null, pages: null, files: null, svg: null });
  }
  // The saved damage state first (--state), then each volley in turn, on the ship the one before left.
  let ship: ShipState = got.ship.value;
  const stateFile = options['state'] as string | undefined;
  if (stateFile !== undefined) {
    const saved = shipFromStateFile(stateFile, ship);
    const missing: Diagnostic = { severity: 'error', code: 'unreadable-input', message: 'cannot read this damage state: there is no such file' };
    const problems = !saved.ok ? saved.diagnostics : saved.fresh ? [missing] : [];
    if (problems.length > 0 || !saved.ok) {
      if (!json) printDiagnostics(problems, { file: stateFile }, io);
      return answer(problems.map((d) => ({ ...d, file: stateFile })), { ship: null, pages: null, files: null, svg: null });
    }
    ship = saved.ship;
  }
  const volleyDiagnostics: Diagnostic[] = [];
  for (const [i, v] of volleys.entries()) {
    const r = resolveVolley(ship, { shield: v.shield as Facing, points: v.points }, seededDice(v.seed));
    for (const d of r.diagnostics) volleyDiagnostics.push({ ...d, path: `volley[${i}]${d.path === undefined || d.path === '' ? '' : `.${d.path.replace(/^volley\.?/, '')}`}` });
    if (!r.ok) return fail(volleyDiagnostics);
    ship = r.value.ship;
  }
  // The design draws the sheet; after volleys, with the damaged state (the design gives the boxes before them).
  const input: SheetInput = volleys.length === 0 && stateFile === undefined ? design : { design, ship };
  // A ship a fleet label chose is drawn as the fleet's sheets draw it: the fleet, its label and its design's name in the footer.
  const sheet = got.label !== undefined && got.fleet !== undefined ? renderFleetSheet([{ label: got.label, input }], got.fleet, sheetOptions) : renderSheet(input, sheetOptions);
  const diagnostics = [...got.fileDiagnostics, ...got.ship.diagnostics, ...volleyDiagnostics, ...sheet.diagnostics].map((d): JsonDiagnostic => ({ ...d, file }));
  if (!sheet.ok) {
    if (!json) printDiagnostics(sheet.diagnostics, { file }, io);
    return answer(diagnostics, { ship: ship.name, pages: null, files: null, svg: null });
  }
  const pages = sheet.value.pages;
  if (out === undefined) {
    if (json) return answer(diagnostics, { ship: ship.name, pages: pages.length, files: null, svg: pages });
    if (pages.length > 1) usage(`this sheet has ${pages.length} pages: give -o <file>.svg to write them (<file>.svg, <file>-2.svg, ...) or -o <file>.pdf (one PDF)`);
    io.out(pages[0] ?? '');
    return 0;
  }
  // -o names the first page (or the PDF); later SVG pages' names are made up, and replace no file of another run without --force.
  const outputs = await sheetOutputs(out, pages, ship.name);
  const files = outputs.map((o) => o.file);
  const failed = writeAll(outputWriter({ force: options['force'] === true }), outputs);
  if (failed !== undefined) {
    const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${failed.reason}` };
    if (!json) printDiagnostics([d], { file: failed.file }, io);
    return answer([{ ...d, file: failed.file }], { ship: ship.name, pages: pages.length, files: null, svg: null });
  }
  if (!json) io.err(`wrote ${files.map(shownName).join(', ')}\n`);
  return answer(diagnostics, { ship: ship.name, pages: pages.length, files, svg: null });
};
