import { readFileSync } from 'node:fs';
import { loadDesigns } from '../src/design/index.js';
import { renderSheet } from '../src/sheet/index.js';
import { compare } from './harness.js';

/**
 * Record sheets per second: the example starbase (examples/base.yaml, 348 damage boxes, two
 * pages), drawn from its loaded document to SVG, next to a baseline in the same run: writing the
 * finished layout (every placed box and text) as JSON, the least any output of it could cost.
 */
export function benchSheet(): void {
  const loaded = loadDesigns(readFileSync(new URL('../examples/base.yaml', import.meta.url), 'utf8'), 'base.yaml');
  const doc = loaded.ok ? loaded.value.documents[0] : undefined;
  if (doc === undefined) throw new Error(JSON.stringify(loaded.diagnostics));
  const sheet = renderSheet(doc);
  if (!sheet.ok) throw new Error(JSON.stringify(sheet.diagnostics));
  const layout = sheet.value.layout;
  const boxes = layout.pages.reduce((n, p) => n + p.items.filter((i) => i.kind === 'box').length, 0);
  const items = [doc];

  const { rates, ratio } = compare<typeof doc>([
    { name: 'baseline (JSON of the layout)', items, work: () => JSON.stringify(layout) },
    { name: 'renderSheet', items, work: (d) => renderSheet(d) },
  ]);
  console.log(`\nsheet: the example starbase (${boxes} boxes, ${layout.pages.length} pages, ${layout.boxSize} mm boxes), loaded document to SVG`);
  for (const [i, r] of rates.entries()) {
    const ms = 1000 / r.perSecond;
    const note = i === 0 ? 'baseline' : `${ratio(0, i).toFixed(2)}x the baseline's time (target < 5 ms a sheet: ${ms < 5 ? 'met' : 'NOT MET'})`;
    console.log(`  ${r.name.padEnd(32)} ${ms.toFixed(3).padStart(8)} ms/sheet   ${note}`);
  }
}
