// The built-in templates (issue 28): golden outputs of each on every example (test/golden/render/,
// UPDATE_GOLDEN=1 rewrites them), the cost-table templates byte for byte what formatTables prints,
// and a ship whose every name is hostile markup in each format, escaped in every output.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runIn } from '../cli/harness.js';
import { BUILTIN_TEMPLATES, loadTemplate } from '../../src/cli/templates.js';
import { designReadout, formatTables, loadDesigns, tableRows, templateData } from '../../src/design/index.js';
import { renderTemplate } from '../../src/render/index.js';
import { escapeCsv, escapeHtml, escapeLatex, escapeMarkdown } from '../../src/text/escape.js';

const root = new URL('../../', import.meta.url);
const EXAMPLES = ['weapons.yaml', 'cruiser.yaml', 'carrier.yaml', 'base.yaml', 'ships/cruiser.json'];

function golden(name: string, actual: string): void {
  const url = new URL(`test/golden/render/${name}`, root);
  if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(url)) writeFileSync(url, actual);
  expect(actual).toBe(readFileSync(url, 'utf8'));
}

const goldenName = (example: string, template: string): string => `${example.replace('ships/', 'ships-').replace(/\.(yaml|json)$/, (m) => (m === '.json' ? '-json' : ''))}.${template}`;

describe('every built-in template on every example', () => {
  for (const template of BUILTIN_TEMPLATES) {
    for (const example of EXAMPLES) {
      it(`render ${template} examples/${example}`, async () => {
        const r = await runIn(['render', template, `examples/${example}`]);
        expect(r.code, r.err).toBe(0);
        golden(goldenName(example, template), r.out);
      });
    }
  }

  it('chapter.md of every example at once: each document in the order given', async () => {
    const r = await runIn(['render', 'chapter.md', ...EXAMPLES.map((e) => `examples/${e}`)]);
    expect(r.code, r.err).toBe(0);
    golden('all.chapter.md', r.out);
    const headings = r.out.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual(['## Chapter 6: Ship Weapons, Screens and Sensors', '## Meridian-class Patrol Cruiser', '## Hearthstone-class Escort Carrier', '## Anvil Deep Station', '## Example heavy cruiser (original numbers, not an SFB data sheet)']);
  });

  it('a fleet: chapter.md lists its lines, the cost-table templates leave it out (examples/home-guard.yaml)', async () => {
    const chapter = await runIn(['render', 'chapter.md', 'examples/home-guard.yaml']);
    expect(chapter.code, chapter.err).toBe(0);
    expect(chapter.out).toContain(
      ['## Home Guard', '', "The home system's standing patrol.", '', 'Points: 351 of its limit of 500.', '', '- 1 × Meridian: ship Meridian-class Patrol Cruiser (cruiser.yaml)', '- 1 × Hearthstone: ship Hearthstone-class Escort Carrier (carrier.yaml)', '- 2 × Picket: ship Picket Cutter', ''].join('\n'),
    );
    const table = await runIn(['render', 'table.md', 'examples/home-guard.yaml']);
    expect(table.out.split('\n').filter((l) => l.startsWith('## '))).toEqual(['## Picket Cutter']);
  });

  it('the cost-table templates print what formatTables prints, byte for byte', async () => {
    for (const example of EXAMPLES) {
      const r = loadDesigns(readFileSync(new URL(`examples/${example}`, root), 'utf8'), example);
      if (!r.ok) throw new Error(example);
      const readout = designReadout(r.value);
      const tables = r.value.documents.map((d) => ({ title: d.document.kind === 'units' ? d.document.title : d.document.name, rows: tableRows(d) }));
      for (const format of ['md', 'csv'] as const) {
        for (const columns of [undefined, ['name', 'range', 'modifiers'] as const]) {
          const t = await loadTemplate(`table.${format}`);
          if (!t.ok) throw new Error(t.reason);
          const out = renderTemplate(t.template.text, templateData([readout], columns === undefined ? {} : { columns }), { name: t.template.name, partials: t.template.partials });
          expect(out.ok && out.value).toBe(`${formatTables(tables, format, columns)}\n`);
        }
      }
    }
  });
});

describe('hostile names in every format', () => {
  // Every text a template prints from the design holds the characters.
  const NASTY = `<b>&amp;50% \\relax{x}</b>`;
  const yaml = [
    'format: 1',
    'kind: ship',
    `name: '${NASTY} ship'`,
    'sizeClass: 4',
    'tech: 3',
    `notes: '${NASTY} notes'`,
    'units:',
    `  - { name: '${NASTY} gun', spec: '3d6 eZap "${NASTY.replaceAll('"', '')}" AP', notes: '${NASTY} gun notes' }`,
    'systems:',
    `  - { label: Lab, name: '${NASTY} lab' }`,
    'phasers:',
    `  - { type: Ph-1, arcs: [1], name: '${NASTY} phaser' }`,
  ].join('\n');

  const loaded = loadDesigns(yaml, 'nasty.yaml');
  const readout = loaded.ok ? designReadout(loaded.value) : undefined;

  const ESCAPED: Readonly<Record<string, (s: string) => string>> = { md: escapeMarkdown, html: escapeHtml, tex: escapeLatex, csv: escapeCsv };

  for (const template of BUILTIN_TEMPLATES.filter((t) => t !== 'readout.json')) {
    it(`${template}: no raw markup, every name escaped`, async () => {
      if (readout === undefined) throw new Error(JSON.stringify(loaded.diagnostics));
      const t = await loadTemplate(template);
      if (!t.ok) throw new Error(t.reason);
      const out = renderTemplate(t.template.text, templateData([readout]), { name: t.template.name, partials: t.template.partials });
      if (!out.ok) throw new Error(JSON.stringify(out.diagnostics));
      const ext = template.split('.').pop()!;
      // CSV has no markup: a cell is only quoted when it holds a comma, a quote or a line break.
      if (ext !== 'csv') {
        expect(out.value).not.toContain(NASTY);
        expect(out.value).not.toContain('<b>');
      }
      const escape = ESCAPED[ext]!;
      // The names each template prints (the cost tables print units only).
      const names = template.startsWith('table') ? ['gun'] : ['ship', 'gun', 'lab', 'phaser', 'notes'];
      for (const n of names) expect(out.value, n).toContain(escape(`${NASTY} ${n}`));
    });
  }

  it('readout.json is the model itself: the names as they are, in valid JSON', async () => {
    if (readout === undefined) throw new Error('load');
    const t = await loadTemplate('readout.json');
    if (!t.ok) throw new Error(t.reason);
    const out = renderTemplate(t.template.text, templateData([readout]), { name: t.template.name, partials: t.template.partials });
    if (!out.ok) throw new Error(JSON.stringify(out.diagnostics));
    expect(JSON.parse(out.value)).toEqual([JSON.parse(JSON.stringify(readout))]);
  });
});

describe('docs/publishing-guide.md', () => {
  it('its custom template renders (examples/templates/stat-card.html.liquid, with its partial)', async () => {
    const r = await runIn(['render', 'examples/templates/stat-card.html.liquid', 'examples/cruiser.yaml', 'examples/carrier.yaml']);
    expect(r.code, r.err).toBe(0);
    golden('stat-card.cruiser-carrier.html', r.out);
    expect(r.out).toContain('<li>2× Phase lance (Ph-1), range 32: 32 BP</li>');
  });

  it('names every field of the data model (the readouts of every example, and the template data)', () => {
    const guide = readFileSync(new URL('docs/publishing-guide.md', root), 'utf8');
    const fields = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (typeof v === 'object' && v !== null) {
        for (const [k, x] of Object.entries(v)) {
          fields.add(k);
          walk(x);
        }
      }
    };
    const readouts = [...EXAMPLES, 'home-guard.yaml'].map((example) => {
      const r = loadDesigns(readFileSync(new URL(`examples/${example}`, root), 'utf8'), example);
      if (!r.ok) throw new Error(example);
      return designReadout(r.value);
    });
    walk(templateData(readouts));
    const missing = [...fields].filter((f) => !guide.includes(`\`${f}\``));
    expect(missing).toEqual([]);
  });
});
