import { readFileSync } from 'node:fs';
import { findEntry, repairCost, spacesOf } from '../src/catalog/index.js';
import { loadDesigns, validateDesign, type ShipModel } from '../src/design/index.js';
import { buildDesignShip } from '../src/design/ship.js';
import { shipTotals } from '../src/design/totals.js';
import { formatUnit, parseUnit } from '../src/index.js';
import { renderSheet } from '../src/sheet/index.js';
import { readItems } from '../src/sheet/read-items.js';
import { compare } from './harness.js';

/** The first ship of an example file, compiled. */
function exampleShip(file: string): ShipModel {
  const loaded = loadDesigns(readFileSync(new URL(`../examples/${file}`, import.meta.url), 'utf8'), file);
  const doc = loaded.ok ? loaded.value.documents.find((d): d is ShipModel => d.kind === 'ship') : undefined;
  if (doc === undefined) throw new Error(JSON.stringify(loaded.diagnostics));
  return doc;
}

/**
 * Record sheets per second: the example starbase (examples/base.yaml, 348 damage boxes, two
 * pages), drawn from its compiled model to SVG, next to a baseline in the same run: writing the
 * finished layout (every placed box and text) as JSON, the least any output of it could cost.
 *
 * Then the example cruiser (examples/cruiser.yaml) from its loaded design to its sheet, before and
 * after the one ship model: "before" does the work `renderSheet` did with a loaded document until
 * the model (spacedock 0.1, commit 7b5e5f5: `shipOfDesign` validated the design and built its ship;
 * the sheet validated it again; `designTotals` built the ship again and looked up every system in
 * the catalog; the weapons table parsed and printed every spec; the systems table looked every
 * system up again; each page's items were read back as untrusted input before they were written)
 * and then the layout, which is today's; "now" draws the model the loader compiled. (Measured once
 * against the 0.1 code itself, side by side in one process: 2.05x, on a loaded machine.)
 */
export function benchSheet(): void {
  const doc = exampleShip('base.yaml');
  const sheet = renderSheet(doc);
  if (!sheet.ok) throw new Error(JSON.stringify(sheet.diagnostics));
  const layout = sheet.value.layout;
  const boxes = layout.pages.reduce((n, p) => n + p.items.filter((i) => i.kind === 'box').length, 0);
  const items = [doc];

  const { rates, ratio } = compare<typeof doc>([
    { name: 'baseline (JSON of the layout)', items, work: () => JSON.stringify(layout) },
    { name: 'renderSheet', items, work: (d) => renderSheet(d) },
  ]);
  console.log(`\nsheet: the example starbase (${boxes} boxes, ${layout.pages.length} pages, ${layout.boxSize} mm boxes), compiled model to SVG`);
  for (const [i, r] of rates.entries()) {
    const ms = 1000 / r.perSecond;
    const note = i === 0 ? 'baseline' : `${ratio(0, i).toFixed(2)}x the baseline's time (target < 5 ms a sheet: ${ms < 5 ? 'met' : 'NOT MET'})`;
    console.log(`  ${r.name.padEnd(32)} ${ms.toFixed(3).padStart(8)} ms/sheet   ${note}`);
  }

  const cruiser = exampleShip('cruiser.yaml');
  const systemFigures = (m: ShipModel): void => {
    for (const s of m.document.systems ?? []) {
      const e = findEntry(s.label, s.variant);
      if (e.ok) {
        spacesOf(e.value, s.count ?? 1);
        repairCost(e.value, { boxes: s.count ?? 1 });
      }
    }
  };
  const before = (m: ShipModel): unknown => {
    validateDesign(m.document); // shipOfDesign
    buildDesignShip(m.document);
    validateDesign(m.document); // the sheet's own check of the document
    const again = buildDesignShip(m.document); // designTotals
    if (again.ok) shipTotals(m.document, m.profile, m.prices, again.value);
    for (const u of m.document.units ?? []) {
      const p = parseUnit(u.spec); // the weapons table
      if (p.ok) formatUnit(p.value);
    }
    systemFigures(m); // the systems table
    const sheet = renderSheet(m);
    if (sheet.ok) for (const page of sheet.value.layout.pages) readItems(page.items); // pageSvg read its items back
    return sheet;
  };
  const run = compare<ShipModel>([
    { name: 'before: check and build again', items: [cruiser], work: before },
    { name: 'now: the compiled model', items: [cruiser], work: (m) => renderSheet(m) },
  ]);
  console.log(`\nsheet: the example cruiser, loaded design to SVG, before and after the one ship model`);
  for (const [i, r] of run.rates.entries()) {
    const note = i === 0 ? '' : `${run.ratio(i, 0).toFixed(2)}x as fast as before (expected: 2x or better)`;
    console.log(`  ${r.name.padEnd(32)} ${(1000 / r.perSecond).toFixed(3).padStart(8)} ms/sheet   ${note}`);
  }
}
