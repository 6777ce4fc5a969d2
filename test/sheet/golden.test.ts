/**
 * Golden SVG files of the example sheets: test/sheet/golden/<name>.svg (and <name>-2.svg, ...
 * for more pages) hold what renderSheet drew. Run with UPDATE_GOLDEN=1 to rewrite them after a
 * deliberate change, then look at the pictures and read the diff.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSheet, type SheetInput, type SheetOptions } from '../../src/sheet/index.js';
import { afterVolleys, exampleDesign, jsonCruiser } from './fixtures.js';

const dir = new URL('./golden/', import.meta.url);

const CASES: readonly { readonly name: string; readonly input: () => SheetInput; readonly options?: SheetOptions }[] = [
  { name: 'cruiser', input: () => exampleDesign('cruiser').loaded },
  { name: 'carrier-a4-mono', input: () => exampleDesign('carrier').loaded, options: { page: 'a4', mono: true } },
  { name: 'base', input: () => exampleDesign('base').loaded },
  {
    name: 'cruiser-damaged',
    input: () => {
      const { loaded, ship } = exampleDesign('cruiser');
      return { design: loaded, ship: afterVolleys(ship, [{ shield: 1, points: 60, seed: 7 }, { shield: 2, points: 40, seed: 8 }]) };
    },
  },
  {
    name: 'json-cruiser-landscape',
    input: () => {
      const ship = jsonCruiser();
      return { ship: afterVolleys(ship, [{ shield: 6, points: 70, seed: 21 }]), shieldBoxes: ship.shields, title: { sizeClass: 3, tech: 3 } };
    },
    options: { landscape: true },
  },
];

const fileOf = (name: string, page: number) => new URL(page === 1 ? `${name}.svg` : `${name}-${page}.svg`, dir);

describe.each(CASES)('golden sheet: $name', ({ name, input, options }) => {
  it('draws what the golden files hold', () => {
    const r = renderSheet(input(), options);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const pages = r.value.pages;
    if (process.env['UPDATE_GOLDEN'] === '1') {
      mkdirSync(dir, { recursive: true });
      pages.forEach((svg, i) => writeFileSync(fileOf(name, i + 1), svg));
    }
    const stored = existsSync(dir) ? readdirSync(dir).filter((f) => f === `${name}.svg` || new RegExp(`^${name}-\\d+\\.svg$`).test(f)) : [];
    if (stored.length === 0) throw new Error(`no golden file for ${name}: run with UPDATE_GOLDEN=1 and look at it`);
    expect(stored.length).toBe(pages.length);
    pages.forEach((svg, i) => expect(svg).toBe(readFileSync(fileOf(name, i + 1), 'utf8')));
  });
});
