import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { version } from '../../package.json';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Readout } from '../readout/model.js';
import { templateData } from '../readout/template-data.js';
import { renderTemplate } from '../render/render.js';
import type { TemplateEscape } from '../render/escapes.js';
import { renderSheet } from '../sheet/index.js';
import type { CommandRun } from './definition.js';
import { readDesignFiles } from './design-files.js';
import { reasonOf, shownName } from './files.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';
import { pageFile } from './sheet-command.js';
import { loadTemplate } from './templates.js';

/** The readouts with only the ship of this name left (and the files holding it). */
function onlyShip(readouts: readonly Readout[], name: string): Readout[] {
  return readouts.flatMap((r) => {
    const documents = r.documents.filter((d) => d.kind === 'ship' && d.name === name);
    return documents.length === 0 ? [] : [{ ...r, documents }];
  });
}

/**
 * `spacedock render`: a template (built-in or a file) over the readouts of design files, on
 * standard output or into `-o`; with `--sheets`, each ship's record sheet beside it under the name
 * the readout links to. Nothing is written when a design file or the template has an error.
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const [templateName = '', ...paths] = args;
  const json = options['json'] === true;
  const out = options['out'] as string | undefined;
  const shipName = options['ship'] as string | undefined;
  const sheets = options['sheets'] === true;
  if (sheets && out === undefined) usage('--sheets writes the record sheets beside the output: give -o <file> too');
  const written: string[] = [];
  const answer = (diagnostics: readonly JsonDiagnostic[], output: string | null): number => {
    const report = jsonReport(diagnostics, { template: templateName, output: out === undefined ? output : null, files: written });
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
  if (files.failed) return answer(files.diagnostics, null);
  let readouts = files.readouts;
  if (shipName !== undefined) {
    readouts = onlyShip(readouts, shipName);
    if (readouts.length === 0) {
      const known = files.readouts.flatMap((r) => r.documents.flatMap((d) => (d.kind === 'ship' ? [d.name] : [])));
      usage(`no ship is named ${JSON.stringify(shipName)}${known.length === 0 ? ' (the files hold no ship)' : `; the ships are ${known.map((n) => JSON.stringify(n)).join(', ')}`}`);
    }
  }

  const data = templateData(readouts, { generator: `spacedock ${version}` });
  const escape = options['escape'] as TemplateEscape | undefined;
  const rendered = renderTemplate(template.template.text, data, { name: template.template.name, partials: template.template.partials, ...(escape === undefined ? {} : { escape }) });
  const shown = (ds: readonly Diagnostic[]): JsonDiagnostic[] => ds.map((d) => ({ ...d, file: templateName }));
  if (!rendered.ok) {
    if (!json) printDiagnostics(rendered.diagnostics, { source: template.template.text, file: templateName }, io);
    return answer([...files.diagnostics, ...shown(rendered.diagnostics)], null);
  }
  if (out === undefined) {
    if (json) return answer(files.diagnostics, rendered.value);
    io.out(rendered.value);
    return 0;
  }
  const problems: JsonDiagnostic[] = [...files.diagnostics];
  const write = async (file: string, text: string): Promise<boolean> => {
    try {
      await writeFile(file, text, 'utf8');
      written.push(file);
      return true;
    } catch (error) {
      const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${reasonOf(error)}` };
      if (!json) printDiagnostics([d], { file }, io);
      problems.push({ ...d, file });
      return false;
    }
  };
  if (!(await write(out, rendered.value))) return answer(problems, null);
  if (sheets) {
    const folder = dirname(out);
    for (const ship of data.ships) {
      // The loaded files are in the order of the readouts; the document is at its index.
      const doc = files.loaded[files.readouts.findIndex((r) => r.file === ship.file)]?.documents[ship.index];
      if (doc === undefined) continue;
      const sheet = renderSheet(doc);
      const diagnostics = sheet.diagnostics.map((d): JsonDiagnostic => ({ ...d, file: ship.file }));
      for (const d of diagnostics) problems.push(d);
      if (!sheet.ok) {
        if (!json) printDiagnostics(sheet.diagnostics, { file: ship.file }, io);
        continue;
      }
      const target = join(folder, ship.sheet);
      for (const [i, page] of sheet.value.pages.entries()) if (!(await write(pageFile(target, i + 1), page))) return answer(problems, null);
    }
  }
  if (!json) io.err(`wrote ${written.map(shownName).join(', ')}\n`);
  return answer(problems, null);
};
