// renderSheet draws the compiled model: it calls neither the design validator, nor the pricer,
// nor the ship builder (issue 36). Each is wrapped in a counting spy for the whole file.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ validate: 0, price: 0, build: 0, buildDesign: 0 }));

vi.mock('../../src/design/validate.js', async (original) => {
  const m = await original<typeof import('../../src/design/validate.js')>();
  return { ...m, validateDesign: (...a: Parameters<typeof m.validateDesign>) => (calls.validate++, m.validateDesign(...a)) };
});
vi.mock('../../src/pricing/price.js', async (original) => {
  const m = await original<typeof import('../../src/pricing/price.js')>();
  return { ...m, priceUnit: (...a: Parameters<typeof m.priceUnit>) => (calls.price++, m.priceUnit(...a)) };
});
vi.mock('../../src/damage/build-ship.js', async (original) => {
  const m = await original<typeof import('../../src/damage/build-ship.js')>();
  return { ...m, buildShip: (...a: Parameters<typeof m.buildShip>) => (calls.build++, m.buildShip(...a)) };
});
vi.mock('../../src/design/ship.js', async (original) => {
  const m = await original<typeof import('../../src/design/ship.js')>();
  return { ...m, buildDesignShip: (...a: Parameters<typeof m.buildDesignShip>) => (calls.buildDesign++, m.buildDesignShip(...a)) };
});

const { loadDesigns } = await import('../../src/design/index.js');
const { damageStateOf, resolveVolley } = await import('../../src/damage/index.js');
const { seededDice } = await import('../../src/index.js');
const { renderSheet, renderFleetSheet } = await import('../../src/sheet/index.js');

describe('a sheet of a compiled ship', () => {
  it('the spies see the loader at work: it checks, prices and builds once per document', () => {
    const before = { ...calls };
    const r = loadDesigns(readFileSync('examples/cruiser.yaml', 'utf8'), 'examples/cruiser.yaml');
    expect(r.ok).toBe(true);
    expect(calls.price).toBeGreaterThan(before.price);
    expect(calls.buildDesign - before.buildDesign).toBe(1);
    expect(calls.build - before.build).toBe(1);
  });

  it('renderSheet of the model, and of the model with a damaged state, calls none of them', () => {
    const r = loadDesigns(readFileSync('examples/cruiser.yaml', 'utf8'), 'examples/cruiser.yaml');
    const model = r.ok ? r.value.documents[0] : undefined;
    if (model?.kind !== 'ship') throw new Error(JSON.stringify(r.ok ? r.value : r.diagnostics));
    const hit = resolveVolley(model.ship, { shield: 1, points: 40 }, seededDice(7), { log: false });
    if (!hit.ok) throw new Error(JSON.stringify(hit.diagnostics));
    const state = damageStateOf(hit.value.ship);
    if (!state.ok) throw new Error(JSON.stringify(state.diagnostics));
    const before = { ...calls };
    const sheet = renderSheet(model);
    const damaged = renderSheet({ design: model, ship: hit.value.ship });
    // A model and a saved damage state of its ship: the same sheet as the damaged ship's.
    const saved = renderSheet({ design: model, state: JSON.parse(JSON.stringify(state.value)) });
    const fleet = renderFleetSheet([{ label: 'A', input: model }, { label: 'B', input: { design: model, ship: hit.value.ship } }], 'Pair');
    expect(sheet.ok && damaged.ok && saved.ok && fleet.ok).toBe(true);
    expect(calls).toEqual(before);
    expect(saved.ok && damaged.ok && saved.value.pages).toEqual(damaged.ok && damaged.value.pages);
    // A state of another ship, or both a ship and a state, is refused at its path.
    const other = renderSheet({ design: model, state: { ...state.value, ship: 'Another ship' } });
    expect(other.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['invalid-value state.ship']);
    const both = renderSheet({ design: model, ship: hit.value.ship, state: state.value } as never);
    expect(both.ok).toBe(false);
    // And what it drew is the model: its totals in the title block, its units in the table.
    const texts = sheet.ok ? sheet.value.layout.pages.flatMap((p) => p.items).flatMap((i) => (i.kind === 'text' ? [i.text] : [])) : [];
    expect(texts.some((t) => t.includes(`Points ${model.totals.points} · Unit build points ${model.totals.unitBuild} · Box points ${model.totals.boxPoints}`))).toBe(true);
    expect(texts.some((t) => t.includes(`Unit power ${model.totals.unitPower} · System spaces ${model.totals.systemSpaces}`))).toBe(true);
    for (const u of model.readout.units) expect(texts).toContain(u.name);
  });
});
