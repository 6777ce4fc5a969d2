/** renderSheet: escaping, determinism, page sizes, the monochrome scheme, bad input as diagnostics. */
import { describe, expect, it } from 'vitest';
import { buildShip } from '../../src/damage/index.js';
import { loadDesigns } from '../../src/design/index.js';
import { PAGE_SIZES, renderSheet, SHEET_LIMITS, type Sheet } from '../../src/sheet/index.js';
import { exampleDesign, jsonCruiser } from './fixtures.js';
import { geometryProblems } from './geometry.js';
import { fromCounts } from '../helpers/ship-lines.js';

const ok = (r: ReturnType<typeof renderSheet>): Sheet => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

describe('renderSheet', () => {
  it('escapes names from user files: a ship named <script>&"\' renders escaped', () => {
    const built = buildShip(fromCounts({ name: '<script>&"\'\u0007', shields: 4, systems: { Lab: 1 } }));
    if (!built.ok) throw new Error('built');
    const sheet = ok(renderSheet({ ship: built.value, units: [{ name: '<b>"Gun"</b>', spec: '3d6 eZap' }] }));
    const svg = sheet.pages.join('');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('\u0007');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;&#39;');
    expect(svg).toContain('&lt;b&gt;&quot;Gun&quot;&lt;/b&gt;');
    // Every element is one the writer makes.
    expect(new Set(svg.match(/<[a-z]+/g))).toEqual(new Set(['<svg', '<style', '<rect', '<text', '<line']));
  });

  it('is deterministic: the same input gives byte-identical SVG', () => {
    const { loaded } = exampleDesign('base');
    const a = ok(renderSheet(loaded, { page: 'a4' }));
    const b = ok(renderSheet(loaded, { page: 'a4' }));
    expect(b.pages).toEqual(a.pages);
    expect(JSON.stringify(b.layout)).toBe(JSON.stringify(a.layout));
  });

  it('draws Letter and A4, portrait and landscape, in millimetres with a viewBox', () => {
    const ship = jsonCruiser();
    for (const page of ['letter', 'a4'] as const) {
      for (const landscape of [false, true]) {
        const sheet = ok(renderSheet({ ship }, { page, landscape }));
        const size = PAGE_SIZES[page];
        const [w, h] = landscape ? [size.height, size.width] : [size.width, size.height];
        expect(sheet.layout.page).toEqual({ width: w, height: h, margin: 10 });
        for (const svg of sheet.pages) expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`)).toBe(true);
      }
    }
  });

  it('declares the font stack once, and mono draws black on white only', () => {
    const { loaded } = exampleDesign('cruiser');
    const color = ok(renderSheet(loaded)).pages[0]!;
    const mono = ok(renderSheet(loaded, { mono: true })).pages[0]!;
    expect(color.match(/font-family/g)?.length).toBe(1);
    expect(color).toContain("font-family:'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif");
    const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{3,6}\b/g));
    expect([...colours(mono)].every((c) => ['#000', '#fff'].includes(c))).toBe(true);
    expect([...colours(color)].some((c) => !['#000', '#fff'].includes(c))).toBe(true);
    // The same geometry in both schemes: only the style differs.
    expect(mono.replace(/<style>.*<\/style>/, '')).toBe(color.replace(/<style>.*<\/style>/, ''));
  });

  it('shows the weapons table with canonical specs and arcs, and the systems table', () => {
    const { loaded } = exampleDesign('cruiser');
    const texts = ok(renderSheet(loaded)).layout.pages.flatMap((p) => p.items.flatMap((i) => (i.kind === 'text' ? [i.text] : [])));
    expect(texts).toEqual(expect.arrayContaining(['Weapons and units', 'Hull systems', 'Phase lance', 'ABF', 'ABCDEF', 'Hull (F)']));
    expect(texts.some((t) => t.startsWith('4d6 eZap "Phase Lance" AP ARC:ABF'))).toBe(true);
  });

  it('labels phasers with their names and arcs, and every group of the ship', () => {
    const texts = ok(renderSheet({ ship: jsonCruiser() })).layout.pages.flatMap((p) => p.items.flatMap((i) => (i.kind === 'text' ? [i.text] : [])));
    expect(texts).toEqual(expect.arrayContaining(['Forward phasers: Ph-1 (1 2 6)', 'Aft phasers: Ph-3 (3 4 5)', 'Turret phasers: Ph-1 (all)', 'Control', 'Power', 'Weapons', 'Hull', 'Systems', 'Tracks', 'Legend', '#1 Forward', '#4 Aft']));
    expect(texts).toEqual(expect.arrayContaining(['Bridge', 'Left warp', 'Photon torpedo (Torp)', 'Shuttle Bay (2 aboard)', 'Bulk Cargo Bays (Cargo)']));
  });

  it('a state made by hand, without rows: one row per system under its chart name, phasers by type and arcs', () => {
    const { rows: _rows, ...bare } = jsonCruiser();
    const texts = ok(renderSheet({ ship: bare })).layout.pages.flatMap((p) => p.items.flatMap((i) => (i.kind === 'text' && i.role === 'label' ? [i.text] : [])));
    expect(texts).toEqual(expect.arrayContaining(['Bridge', 'Aux Con', 'L Warp', 'Torp', 'F Hull', 'Cargo', 'Ph-1 (1 2 6)', 'Ph-3 (3 4 5)', 'Ph-1 (all)', 'Shuttle (2 aboard)']));
    expect(texts.some((t) => t.includes('Left warp') || t.includes(':'))).toBe(false);
  });

  it('refuses what it cannot draw with diagnostics at their paths, never a throw', () => {
    const ship = jsonCruiser();
    const cases: [unknown, unknown, string, string][] = [
      [null, undefined, 'invalid-value', ''],
      [{ ship: 'x' }, undefined, 'invalid-value', 'ship'],
      [{ ship, colour: 1 }, undefined, 'unknown-field', 'colour'],
      [{ ship, units: [{ name: 'Gun', spec: '3d6 eZap XX' }] }, undefined, 'unknown-modifier', 'units[0].spec'],
      [{ ship, units: [{ name: 'Gun', spec: '3d6 eZap', count: 0 }] }, undefined, 'invalid-value', 'units[0].count'],
      [{ ship, title: { tech: 9 } }, undefined, 'invalid-value', 'title.tech'],
      [{ ship, shieldBoxes: [1, 1, 1, 1, 1, 1] }, undefined, 'invalid-value', 'shieldBoxes[0]'],
      [{ ship }, { page: 'a3' }, 'invalid-value', 'options.page'],
      [{ ship }, { landscape: 'yes' }, 'invalid-value', 'options.landscape'],
      [{ ship }, 'mono', 'invalid-value', 'options'],
    ];
    for (const [input, options, code, path] of cases) {
      const r = renderSheet(input as never, options as never);
      expect(r.ok, JSON.stringify(input)).toBe(false);
      expect(r.diagnostics.some((d) => d.code === code && d.path === path), `${code} at ${path}: ${JSON.stringify(r.diagnostics)}`).toBe(true);
    }
    const proxy = new Proxy({}, { get: () => { throw new Error('no'); }, ownKeys: () => { throw new Error('no'); } });
    expect(renderSheet(proxy as never).ok).toBe(false);
  });

  it('refuses a unit list, and a ship state that is not the design\'s', () => {
    const list = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Laser, spec: 3d6 eZap }]');
    if (!list.ok) throw new Error('list');
    const r = renderSheet(list.value.documents[0]!);
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]).toMatchObject({ code: 'design-not-a-ship', path: 'kind' });
    const { loaded } = exampleDesign('cruiser');
    const other = renderSheet({ design: loaded, ship: jsonCruiser() });
    expect(other.ok).toBe(false);
    expect(other.diagnostics.some((d) => d.path === 'ship.systems.Impulse')).toBe(true);
  });

  it('refuses a ship past SHEET_LIMITS.maxBoxes with sheet-too-large', () => {
    const built = buildShip(fromCounts({ name: 'Big', systems: { Cargo: 10_000, Lab: 10_000, 'C Hull': 1 } }));
    if (!built.ok) throw new Error('built');
    expect(10_001 + 10_000 + 23).toBeGreaterThan(SHEET_LIMITS.maxBoxes);
    const r = renderSheet({ ship: built.value });
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'sheet-too-large', path: 'ship' })]);
  });

  it('a ship of 300+ boxes: the geometry checker finds a box drawn twice or moved onto another', () => {
    const { loaded, ship } = exampleDesign('base');
    const sheet = ok(renderSheet(loaded));
    expect(geometryProblems(sheet, ship)).toEqual([]);
    const page = sheet.layout.pages[0]!;
    const box = page.items.find((i) => i.kind === 'box')!;
    const twice: Sheet = { ...sheet, layout: { ...sheet.layout, pages: [{ items: [...page.items, { ...box, x: box.x + 1 }] }, ...sheet.layout.pages.slice(1)] } };
    const problems = geometryProblems(twice, ship);
    expect(problems.some((p) => p.includes('drawn 2 times'))).toBe(true);
    expect(problems.some((p) => p.includes('boxes overlap'))).toBe(true);
  });
});
