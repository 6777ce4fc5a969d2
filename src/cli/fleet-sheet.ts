import type { ShipState } from '../damage/ship.js';
import type { LoadedFile } from '../design/load.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { applyFleetState, fleetShips } from '../fleet/fleet-state.js';
import { resolveFleet } from '../fleet/resolve-fleet.js';
import { renderFleetSheet } from '../sheet/fleet-sheet.js';
import type { SheetOptions } from '../sheet/types.js';
import { fileSystemHost, fleetOptionsOf } from './fleet-host.js';
import { shownName } from './files.js';
import type { CliIO } from './io.js';
import { ALLOW_OUTSIDE_REFS } from './commands/file-options.js';
import { sheetOutputs } from './sheet-output.js';
import { notJsonReason, readStateText } from './state-file.js';
import { outputWriter, writeAll } from './write-file.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';

/** What `sheet` on a fleet was asked. */
export interface FleetSheetRun {
  readonly file: string;
  readonly text: string;
  readonly loaded: LoadedFile;
  readonly out: string | undefined;
  readonly json: boolean;
  readonly state: string | undefined;
  readonly sheet: SheetOptions;
  /** Later pages may replace files of another run (`--force`). */
  readonly force: boolean;
  /** The fleet's references may lead out of its folder (`--allow-outside-refs`). */
  readonly allowOutsideRefs: boolean;
}

/**
 * `spacedock sheet fleet.yaml`: every ship of the fleet (`resolveFleet`, files read relative to
 * the fleet's), as `--state` (a fleet state, JSON) left them, drawn by `renderFleetSheet`: pages
 * numbered across the fleet, the fleet's name in every footer.
 */
export async function fleetSheet(run: FleetSheetRun, io: CliIO, usage: (message: string) => never): Promise<number> {
  const { file, json } = run;
  const answer = (diagnostics: readonly JsonDiagnostic[], fields: { fleet: string | null; ships: readonly string[] | null; pages: number | null; files: readonly string[] | null; svg: readonly string[] | null }): number => {
    const report = jsonReport(diagnostics, { file, ...fields });
    if (json) printJson(report, io);
    return report.ok ? 0 : 1;
  };
  const none = { fleet: null, ships: null, pages: null, files: null, svg: null };
  const fail = (diagnostics: readonly Diagnostic[], where: string, source?: string): number => {
    if (!json) printDiagnostics(diagnostics, source === undefined ? { file: where } : { source, file: where }, io);
    return answer(diagnostics.map((d) => ({ ...d, file: where })), none);
  };
  const reading = { fleetFile: file, allowOutside: run.allowOutsideRefs, howToAllow: ALLOW_OUTSIDE_REFS.howToAllow };
  const fleet = resolveFleet(run.loaded, fileSystemHost(reading), fleetOptionsOf(reading));
  if (!fleet.ok) return fail(fleet.diagnostics, file, run.text);
  let ships: ShipState[];
  if (run.state !== undefined) {
    const read = readStateText(run.state);
    if (!read.ok || read.text === undefined) return fail([{ severity: 'error', code: 'unreadable-input', message: `cannot read this fleet state: ${read.ok ? 'there is no such file' : read.reason}` }], run.state);
    let parsed: unknown;
    try {
      parsed = JSON.parse(read.text);
    } catch (error) {
      return fail([{ severity: 'error', code: 'unreadable-input', message: `this fleet state is not JSON: ${notJsonReason(error)}` }], run.state);
    }
    const applied = applyFleetState(fleet.value, parsed);
    if (!applied.ok) return fail(applied.diagnostics, run.state);
    ships = applied.value;
  } else {
    ships = [...fleetShips(fleet.value)];
  }
  const inputs = fleet.value.ships.map((s, i) => ({ label: s.label, input: run.state === undefined ? s.model : { design: s.model, ship: ships[i]! } }));
  const sheet = renderFleetSheet(inputs, fleet.value.name, run.sheet);
  if (!sheet.ok) return fail(sheet.diagnostics, file);
  const pages = sheet.value.pages;
  const labels = fleet.value.ships.map((s) => s.label);
  const diagnostics = [...fleet.diagnostics, ...sheet.diagnostics].map((d): JsonDiagnostic => ({ ...d, file }));
  if (run.out === undefined) {
    if (json) return answer(diagnostics, { fleet: fleet.value.name, ships: labels, pages: pages.length, files: null, svg: pages });
    if (pages.length > 1) usage(`this fleet's sheets have ${pages.length} pages: give -o <file>.svg to write them (<file>.svg, <file>-2.svg, ...) or -o <file>.pdf (one PDF)`);
    io.out(pages[0] ?? '');
    return 0;
  }
  // -o names the first page (or the PDF); later SVG pages' names are made up, and replace no file of another run without --force.
  const outputs = await sheetOutputs(run.out, pages, fleet.value.name);
  const files = outputs.map((o) => o.file);
  const failed = writeAll(outputWriter({ force: run.force }), outputs);
  if (failed !== undefined) return fail([{ severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${failed.reason}` }], failed.file);
  if (!json) io.err(`wrote ${files.map(shownName).join(', ')} (${labels.length} ships of ${shownName(fleet.value.name)})\n`);
  return answer(diagnostics, { fleet: fleet.value.name, ships: labels, pages: pages.length, files, svg: null });
}
