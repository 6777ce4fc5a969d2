// renderSheet draws the compiled model: it calls neither the design validator, nor the pricer,
// nor the ship builder (issue 36). Each is wrapped in a counting spy for the whole file.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
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
const { renderSheet, renderFleetSheet, SHEET_LIMITS } = await import('../../src/sheet/index.js');
const { buildShip } = await import('../../src/damage/index.js');

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

describe('a sheet of a ship state and its units (no model: the sheet prices them)', () => {
  const built = buildShip({ name: 'Cutter', systems: [{ label: 'Bridge', count: 2 }, { label: 'F Hull', count: 4 }] });
  if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
  const ship = built.value;
  const lines = (n: number, spec: (i: number) => string) => Array.from({ length: n }, (_, i) => ({ name: `Gun ${i}`, spec: spec(i) }));

  it('prices each distinct spec once, however many lines share it', () => {
    const before = calls.price;
    const r = renderSheet({ ship, units: [...lines(1500, () => '3d6 eZap AP ARC:ABF'), ...lines(500, (i) => `2d6 pZap p=${(i % 3) + 1}`)] });
    expect(r.ok).toBe(true);
    expect(calls.price - before).toBe(4);
    const rows = r.ok ? r.value.layout.pages.flatMap((p) => p.items).filter((i) => i.kind === 'text' && i.text.startsWith('Gun ')) : [];
    expect(rows).toHaveLength(2000);
  });

  it('refuses more lines than the table holds, or more spec text than it prices, before pricing any', () => {
    const before = calls.price;
    const many = renderSheet({ ship, units: lines(SHEET_LIMITS.maxTableRows + 1, () => '3d6 eZap') });
    expect(many.diagnostics.map((d) => `${d.code}@${d.path}: ${d.message}`)).toEqual([`sheet-too-large@units: 2001 lines; a sheet's table holds at most 2000`]);
    const long = `3d6 eZap "${'x'.repeat(SHEET_LIMITS.maxSpecText / 2)}"`;
    const text = renderSheet({ ship, units: lines(2, () => long) });
    expect(text.diagnostics.map((d) => `${d.code}@${d.path}: ${d.message}`)).toEqual([`sheet-too-large@units: the units' specs hold ${2 * long.length} characters in all; a sheet prices at most ${SHEET_LIMITS.maxSpecText}`]);
    expect(calls.price).toBe(before);
    // At the limit, it is drawn.
    expect(renderSheet({ ship, units: lines(1, () => `3d6 eZap "${'x'.repeat(SHEET_LIMITS.maxSpecText - 11)}"`) }).ok).toBe(true);
  });

  it('a list whose lines share specs gives each line the row and the problems it gives alone (each line priced on its own)', () => {
    // Valid specs, a spec that does not price, one that does not parse: drawn with repeats.
    const pool = ['3d6 eZap AP ARC:ABF', '2d6 pZap p=2', '1d6 eZap XX', '3d6 eZap "a: b"', '4d6 ?', '2d6 pZap p=2 ARC:F'];
    const sheetRows = (r: ReturnType<typeof renderSheet>, names: readonly string[]): string[][] => {
      const items = r.ok ? r.value.layout.pages.flatMap((p) => p.items) : [];
      return names.map((name) => {
        const at = items.find((i) => i.kind === 'text' && i.text === name);
        return at === undefined || at.kind !== 'text' ? [] : items.flatMap((i) => (i.kind === 'text' && i.y === at.y ? [i.text] : []));
      });
    };
    const said = (r: ReturnType<typeof renderSheet>) => r.diagnostics.map((d) => `${d.code}@${d.path}: ${d.message}`);
    fc.assert(
      fc.property(fc.array(fc.record({ spec: fc.constantFrom(...pool), count: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 8 }), (picked) => {
        const units = picked.map((u, i) => ({ name: `Gun ${i}`, ...u }));
        const names = units.map((u) => u.name);
        const all = renderSheet({ ship, units });
        const alone = units.map((u) => renderSheet({ ship, units: [u] }));
        // The same problems, each at its own line.
        expect(said(all)).toEqual(alone.flatMap((r, i) => said(r).map((m) => m.replace('@units[0]', `@units[${i}]`))));
        // The same row for every line, when the sheet is drawn.
        if (all.ok) expect(sheetRows(all, names)).toEqual(alone.map((r, i) => sheetRows(r, [names[i]!])[0]));
        else expect(alone.some((r) => !r.ok)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("a line's problem names the line by its start when its name is long", () => {
    const r = renderSheet({ ship, units: [{ name: 'N'.repeat(100_000), spec: '3d6 eZap XX' }] });
    expect(r.diagnostics.map((d) => `${d.code}@${d.path}: ${d.message}`)).toEqual([`unknown-modifier@units[0].spec: ${'N'.repeat(40)}…: "XX" is not a modifier; did you mean EX?`]);
  });
});
