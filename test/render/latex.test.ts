// The LaTeX readout compiles (issue 28): readout.tex of every example ship, and of a ship whose
// every name is LaTeX's special characters, through Debian's pdflatex (texlive-latex-base, which
// .ci/run installs). Skipped, saying why, only where pdflatex is missing and CI is unset.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTemplate } from '../../src/cli/templates.js';
import { designReadout, loadDesigns, templateData, type Readout } from '../../src/design/index.js';
import { renderTemplate } from '../../src/render/index.js';

const PDFLATEX = '/usr/bin/pdflatex';
const reason = existsSync(PDFLATEX) || (process.env['CI'] ?? '') !== '' ? undefined : `${PDFLATEX} is missing (install Debian's texlive-latex-base)`;
if (reason !== undefined) console.warn(`LaTeX readout test skipped: ${reason}`);

const work = mkdtempSync(join(tmpdir(), 'spacedock-tex-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function readoutOf(text: string, file: string): Readout {
  const r = loadDesigns(text, file);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return designReadout(r.value);
}

/** Compiles a LaTeX file in the scratch folder: the exit code, the log's errors and its overfull lines. */
function compile(name: string, tex: string): { readonly status: number | null; readonly errors: string[]; readonly overfull: number[]; readonly pages: number } {
  writeFileSync(join(work, `${name}.tex`), tex);
  // -no-shell-escape: a template's output never runs a program; the hang guard is generous.
  const r = spawnSync(PDFLATEX, ['-no-shell-escape', '-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], { cwd: work, encoding: 'utf8', timeout: 180_000 });
  const log = existsSync(join(work, `${name}.log`)) ? readFileSync(join(work, `${name}.log`), 'latin1') : r.stdout;
  return {
    status: r.status,
    errors: log.split('\n').filter((l) => l.startsWith('!')),
    overfull: [...log.matchAll(/Overfull \\hbox \(([\d.]+)pt too wide\)/g)].map((m) => Number(m[1])),
    pages: Number(/Output written on .*?\((\d+) pages?/s.exec(log)?.[1] ?? 0),
  };
}

describe.skipIf(reason !== undefined)(`readout.tex compiles with pdflatex${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  it('every example ship, in one document: no error, a PDF, nothing wider than the text by more than 2 pt', async () => {
    const t = await loadTemplate('readout.tex');
    if (!t.ok) throw new Error(t.reason);
    const files = ['cruiser.yaml', 'carrier.yaml', 'base.yaml', 'ships/cruiser.json'].map((f) => readoutOf(readFileSync(new URL(`../../examples/${f}`, import.meta.url), 'utf8'), f));
    const out = renderTemplate(t.template.text, templateData(files), { name: t.template.name, partials: t.template.partials });
    if (!out.ok) throw new Error(JSON.stringify(out.diagnostics));
    const r = compile('examples', out.value);
    expect(r.errors).toEqual([]);
    expect(r.status).toBe(0);
    expect(existsSync(join(work, 'examples.pdf'))).toBe(true);
    expect(r.overfull.filter((pt) => pt > 2)).toEqual([]);
    // Four ships, each from a page of its own: pdflatex says how many pages it wrote.
    expect(r.pages).toBeGreaterThanOrEqual(4);
  });

  it("a ship whose every name is LaTeX's special characters compiles", async () => {
    const t = await loadTemplate('readout.tex');
    if (!t.ok) throw new Error(t.reason);
    const nasty = String.raw`50% \relax {x} $y$ #1 a_b ~ ^ & <|>`;
    const yaml = ['format: 1', 'kind: ship', `name: '${nasty}'`, 'sizeClass: 4', 'tech: 3', `notes: '${nasty}'`, `units: [{ name: '${nasty}', spec: '3d6 eZap AP', notes: '${nasty}' }]`, `systems: [{ label: Lab, name: '${nasty}' }]`, `phasers: [{ type: Ph-1, arcs: [1], name: '${nasty}' }]`].join('\n');
    const out = renderTemplate(t.template.text, templateData([readoutOf(yaml, 'nasty.yaml')]), { name: t.template.name, partials: t.template.partials });
    if (!out.ok) throw new Error(JSON.stringify(out.diagnostics));
    const r = compile('nasty', out.value);
    expect(r.errors).toEqual([]);
    expect(r.status).toBe(0);
  });
});
