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
import { escapeLatex } from '../../src/text/escape.js';
import { runIn } from '../cli/harness.js';

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

  // Issue 37: names `check` accepts that stopped the compile ("Unicode character ... not set up",
  // "invalid character", "Missing number" after a row break).
  const HOSTILE_NAMES: readonly string[] = [
    '[2] Forward battery', // `[` right after a row break: read as \\[<length>]
    '[', ']x[', '*Starred', // `*` after a row break: read as \\*
    'Rocket \u{1F680} and \u{1F469}\u{200D}\u{1F680}', // emoji, a joined sequence
    '\u202Eevil\u202C \u200F\u2066x\u2069\u061C', // bidi controls
    'nul\u0000 bell\u0007 esc\u001B del\u007F tab\t ff\u000C vt\u000B', // C0 controls, DEL
    'c1\u0080\u0085\u009B\u009F', // C1 controls
    '\u6218\u8230 \uC804\uD568 \u0416\u0443\u043A \u05E9\u05DC\u05D5\u05DD', // CJK, Hangul, Cyrillic, Hebrew
    'Cafe\u0301 \u00C5ngstr\u00F6m \u0141\u00F3d\u017A \u2014 \u2018q\u2019 \u20AC5 \u00BD', // what pdflatex sets
    'sp\u2003ace\u2028line\u2029para\u00A0nb', // spaces and separators
    'broken \uD83D pair \uDE80', // halves of a surrogate pair
    'private \uE000 unassigned \u0378 \uFFFF', // private use, unassigned, a noncharacter
  ];

  it('every hostile name check accepts compiles, as unit, system and phaser names, right after a row break (issue 37)', async () => {
    const t = await loadTemplate('readout.tex');
    if (!t.ok) throw new Error(t.reason);
    const names = HOSTILE_NAMES;
    // A ship's name is at most 200 characters (issue 38): as many hostile names as fit; all of them are in its notes.
    const fit = names.reduce<string[]>((kept, n) => ([...kept, n].join(' / ').length <= 200 ? [...kept, n] : kept), []);
    expect(fit.length).toBeGreaterThan(3);
    const design = {
      format: 1,
      kind: 'ship',
      name: fit.join(' / '),
      sizeClass: 4,
      tech: 3,
      notes: names.join(' '),
      units: names.map((name) => ({ name, spec: '3d6 eZap AP', notes: name })),
      systems: names.map((name) => ({ label: 'Lab', name })),
      phasers: names.map((name) => ({ type: 'Ph-1', arcs: [1], name })),
    };
    // What check accepts: the design loads (a name is any text).
    const readout = readoutOf(JSON.stringify(design), 'hostile.json');
    const out = renderTemplate(t.template.text, templateData([readout]), { name: t.template.name, partials: t.template.partials });
    if (!out.ok) throw new Error(JSON.stringify(out.diagnostics));
    const r = compile('hostile', out.value);
    expect(r.errors).toEqual([]);
    expect(r.status).toBe(0);
    expect(r.pages).toBeGreaterThanOrEqual(1);
    // Each unit, system and phaser row starts right after the row break of the one before.
    expect(out.value).toContain('\\\\\n{[} &');
    expect(out.value).toContain('\\\\\n{*}Starred &');
  });

  it('every code point of the Basic Multilingual Plane and beyond, escaped, compiles (issue 37)', () => {
    // Every code point up to U+FFFF (the halves of pairs among them) and the emoji blocks, in
    // lines of 64: the mapping of escapeLatex leaves nothing pdflatex cannot typeset.
    const points = [...Array.from({ length: 0x10000 }, (_, i) => i), ...Array.from({ length: 0x700 }, (_, i) => 0x1f300 + i), 0xe0001, 0x10fffd];
    const lines: string[] = [];
    for (let i = 0; i < points.length; i += 64) lines.push(`${escapeLatex(points.slice(i, i + 64).map((p) => String.fromCodePoint(p)).join(''))}\\par`);
    const tex = ['\\documentclass{article}', '\\usepackage[T1]{fontenc}', '\\usepackage[utf8]{inputenc}', '\\begin{document}', ...lines, '\\end{document}', ''].join('\n');
    const r = compile('every-code-point', tex);
    expect(r.errors.slice(0, 5)).toEqual([]);
    expect(r.status).toBe(0);
  });

  // Issue 39: `render --sheets --sheet-format pdf` writes each ship's sheet as a PDF, and
  // readout.tex shows every page of it as a figure (no longer the SVG's name).
  it('with --sheets --sheet-format pdf, each sheet is a figure per page of its PDF, and the book compiles', async () => {
    const dir = mkdtempSync(join(work, 'sheets-'));
    const out = join(dir, 'book.tex');
    const r = await runIn(['render', 'readout.tex', 'examples/cruiser.yaml', 'examples/base.yaml', '-o', out, '--sheets', '--sheet-format', 'pdf', '--json']);
    expect(r.code).toBe(0);
    const sheets = (JSON.parse(r.out) as { sheets: { ship: string; pages: string[] }[] }).sheets;
    expect(sheets.map((s) => s.pages)).toEqual([[join(dir, 'meridian-class-patrol-cruiser.pdf')], [join(dir, 'anvil-deep-station.pdf')]]);
    const tex = readFileSync(out, 'utf8');
    expect(tex).toContain('\\recordsheet{meridian-class-patrol-cruiser.pdf}{Meridian-class Patrol Cruiser}');
    expect(tex).toContain('\\recordsheet{anvil-deep-station.pdf}{Anvil Deep Station}');
    expect(tex).not.toContain('Record sheet: \\texttt');
    const log = spawnSync(PDFLATEX, ['-no-shell-escape', '-interaction=nonstopmode', '-halt-on-error', 'book.tex'], { cwd: dir, encoding: 'utf8', timeout: 180_000 });
    const text = readFileSync(join(dir, 'book.log'), 'latin1');
    expect(text.split('\n').filter((l) => l.startsWith('!'))).toEqual([]);
    expect(log.status).toBe(0);
    // Each sheet page was placed (pdfTeX logs every included file), the base's two pages both.
    expect(text.match(/<\.\/meridian-class-patrol-cruiser\.pdf>/g)).toHaveLength(1);
    expect(text.match(/<\.\/anvil-deep-station\.pdf>/g)).toHaveLength(2);
    expect(text).not.toMatch(/Warning.*(not found|File .* not found)/);
  });
});
