import { basename, dirname, join } from 'node:path';
import { version } from '../../package.json';
import type { LoadedFile } from '../design/load.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Readout, ShipReadout } from '../readout/model.js';
import { templateData } from '../readout/template-data.js';
import { renderTemplate } from '../render/render.js';
import type { TemplateEscape } from '../render/escapes.js';
import { renderSheet } from '../sheet/index.js';
import { resolveFleet } from '../fleet/resolve-fleet.js';
import { fileSystemHost, fleetOptionsOf } from './fleet-host.js';
import type { CommandRun } from './definition.js';
import { readDesignFiles } from './design-files.js';
import { quotedName, shownName } from './files.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';
import { uniqueSheetFiles } from './output-names.js';
import { sheetPdfBytes } from './pdf-fonts.js';
import type { SheetFormat } from './sheet-output.js';
import { loadTemplate } from './templates.js';
import { outputWriter, writeAll, type Output } from './write-file.js';

/** A file's readout with the file it was loaded from (a ship's sheet is drawn from the loaded model). */
interface Source {
  readonly readout: Readout;
  readonly loaded: LoadedFile;
}

/** The sources with only the ship of this name left (and the files holding it). */
function onlyShip(sources: readonly Source[], name: string): Source[] {
  return sources.flatMap((s) => {
    const documents = s.readout.documents.filter((d) => d.kind === 'ship' && d.name === name);
    return documents.length === 0 ? [] : [{ ...s, readout: { ...s.readout, documents } }];
  });
}

/**
 * A source whose fleet has its `points` filled in: the fleet resolved from its file's folder (its
 * references kept inside it, as `sheet` keeps them by default). A fleet that cannot be resolved
 * keeps `points: null`; `spacedock check` says why.
 */
function withFleetPoints(s: Source): Source {
  if (!s.readout.documents.some((d) => d.kind === 'fleet')) return s;
  const reading = { fleetFile: s.readout.file };
  const fleet = resolveFleet(s.loaded, fileSystemHost(reading), fleetOptionsOf(reading));
  if (!fleet.ok) return s;
  const documents = s.readout.documents.map((d) => (d.kind === 'fleet' && d.name === fleet.value.name ? { ...d, points: fleet.value.totals.points } : d));
  return { ...s, readout: { ...s.readout, documents } };
}

/** A ship's record sheet drawn for `--sheets`: its readout, its pages and the files they go to. */
interface DrawnSheet {
  readonly doc: ShipReadout;
  readonly file: string;
  readonly pages: readonly string[];
  readonly names: readonly string[];
}

/** What `render --json` says of each sheet it wrote: the ship, its design file, and its pages' files. */
interface SheetReport {
  readonly ship: string;
  readonly file: string;
  readonly pages: readonly string[];
}

/**
 * `spacedock render`: a template (built-in or a file) over the readouts of design files, on
 * standard output or into `-o`; with `--sheets`, each ship's record sheet beside it under a name
 * of its own within the run (a name another ship or the output has already gets `_2`, `_3`, ...),
 * which is the name the readout links to. Nothing is written when a design file or the template
 * has an error, or when a sheet's name is a file there already that the run may not replace
 * (`--force` lets it).
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const [templateName = '', ...paths] = args;
  const json = options['json'] === true;
  const out = options['out'] as string | undefined;
  const shipName = options['ship'] as string | undefined;
  const sheets = options['sheets'] === true;
  if (sheets && out === undefined) usage('--sheets writes the record sheets beside the output: give -o <file> too');
  const sheetFormat = (options['sheetFormat'] as SheetFormat | undefined) ?? 'svg';
  if (options['sheetFormat'] !== undefined && !sheets) usage('--sheet-format is the format of the sheets --sheets writes: give --sheets too');
  // The name a ship's sheet would have: the readout's (`.svg`), or the same with `.pdf`.
  const sheetName = (doc: ShipReadout): string => (sheetFormat === 'pdf' ? doc.sheet.replace(/\.svg$/i, '.pdf') : doc.sheet);
  const writer = outputWriter({ force: options['force'] === true });
  let sheetReport: SheetReport[] | null = null;
  /** The files a folder or a glob found that are not designs (`readDesignFiles` skips them). */
  let skipped: readonly string[] = [];
  const answer = (diagnostics: readonly JsonDiagnostic[], output: string | null): number => {
    const report = jsonReport(diagnostics, { template: templateName, output: out === undefined ? output : null, files: writer.written, sheets: sheetReport, skipped });
    if (json) printJson(report, io);
    return report.ok ? 0 : 1;
  };

  const template = await loadTemplate(templateName);
  if (!template.ok) {
    // A template past a size limit is refused unread, as renderTemplate refuses a long one.
    const d: Diagnostic = template.limit
      ? { severity: 'error', code: 'template-limit', message: `this template is too large: ${template.reason}` }
      : { severity: 'error', code: 'unreadable-input', message: `cannot read this template: ${template.reason}` };
    if (!json) printDiagnostics([d], { file: templateName }, io);
    return answer([{ ...d, file: templateName }], null);
  }
  const files = await readDesignFiles(paths, io, usage, json);
  skipped = files.skipped;
  if (files.failed) return answer(files.diagnostics, null);
  let sources: Source[] = files.readouts.map((readout, i) => ({ readout, loaded: files.loaded[i]! }));
  if (shipName !== undefined) {
    sources = onlyShip(sources, shipName);
    if (sources.length === 0) {
      const known = files.readouts.flatMap((r) => r.documents.flatMap((d) => (d.kind === 'ship' ? [d.name] : [])));
      usage(`no ship is named ${JSON.stringify(shipName)}${known.length === 0 ? ' (the files hold no ship)' : `; the ships are ${known.map((n) => JSON.stringify(n)).join(', ')}`}`);
    }
  }

  // A fleet's points: its ships read from the files it names (as `sheet` and `check` read them).
  sources = sources.map(withFleetPoints);

  const problems: JsonDiagnostic[] = [...files.diagnostics];
  // The sheets are drawn and named first, so that the readout links each ship to the file its sheet is written to.
  let drawn: DrawnSheet[] = [];
  if (sheets) {
    const wanted: { doc: ShipReadout; file: string; pages: readonly string[] }[] = [];
    for (const s of sources) {
      for (const doc of s.readout.documents) {
        if (doc.kind !== 'ship') continue;
        const model = s.loaded.documents[doc.index];
        if (model === undefined) continue;
        const sheet = renderSheet(model);
        for (const d of sheet.diagnostics) problems.push({ ...d, file: s.readout.file });
        if (!sheet.ok) {
          if (!json) printDiagnostics(sheet.diagnostics, { file: s.readout.file }, io);
          continue;
        }
        wanted.push({ doc, file: s.readout.file, pages: sheet.value.pages });
      }
    }
    // A PDF sheet is one file of every page.
    const names = uniqueSheetFiles(wanted.map((w) => ({ file: sheetName(w.doc), pages: sheetFormat === 'pdf' ? 1 : w.pages.length })), [basename(out!)]);
    drawn = wanted.map((w, i) => ({ ...w, names: names[i]! }));
    const renamed = new Map<unknown, string>(drawn.map((d) => [d.doc, d.names[0]!]));
    sources = sources.map((s) => ({ ...s, readout: { ...s.readout, documents: s.readout.documents.map((d) => (d.kind === 'ship' && renamed.has(d) ? { ...d, sheet: renamed.get(d)! } : d)) } }));
  }

  const data = templateData(sources.map((s) => s.readout), { generator: `spacedock ${version}` });
  const escape = options['escape'] as TemplateEscape | undefined;
  const rendered = renderTemplate(template.template.text, data, { name: template.template.name, partials: template.template.partials, ...(escape === undefined ? {} : { escape }) });
  const shown = (ds: readonly Diagnostic[]): JsonDiagnostic[] => ds.map((d) => ({ ...d, file: templateName }));
  if (!rendered.ok) {
    if (!json) printDiagnostics(rendered.diagnostics, { source: template.template.text, file: templateName }, io);
    return answer([...problems, ...shown(rendered.diagnostics)], null);
  }
  if (out === undefined) {
    if (json) return answer(problems, rendered.value);
    io.out(rendered.value);
    return 0;
  }
  const folder = dirname(out);
  const outputs: Output[] = [{ file: out, text: rendered.value, chosen: true }];
  for (const d of drawn) {
    if (sheetFormat === 'pdf') outputs.push({ file: join(folder, d.names[0]!), text: await sheetPdfBytes(d.pages, d.doc.name), chosen: false });
    else d.pages.forEach((page, i) => outputs.push({ file: join(folder, d.names[i]!), text: page, chosen: false }));
  }
  const failed = writeAll(writer, outputs);
  if (failed !== undefined) {
    const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${failed.reason}` };
    if (!json) printDiagnostics([d], { file: failed.file }, io);
    return answer([...problems, { ...d, file: failed.file }], null);
  }
  if (sheets) sheetReport = drawn.map((d) => ({ ship: d.doc.name, file: d.file, pages: d.names.map((n) => join(folder, n)) }));
  if (!json) {
    // A sheet that could not have the name of its ship says which it has instead.
    for (const d of drawn) {
      if (d.names[0] !== sheetName(d.doc)) io.err(`note: the sheet of ${quotedName(d.doc.name)} (${shownName(d.file)}) is ${shownName(d.names[0]!)}: ${shownName(sheetName(d.doc))} is another sheet's or the output's\n`);
    }
    io.err(`wrote ${writer.written.map(shownName).join(', ')}\n`);
  }
  return answer(problems, null);
};
