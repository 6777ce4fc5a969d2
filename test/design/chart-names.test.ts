/**
 * The chart names as system lines (specs/conformance/chart-names.yaml): each line resolves to its
 * catalog entry or chart system, with the same figures in the loader's totals, buildShip's boxes,
 * the readout and resolveSystemLine; or is refused with the fix at the label, by the loader and
 * by buildShip alike.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CATALOG_ENTRIES } from '../../src/catalog/index.js';
import { buildShip, CHART_LABELS, resolveSystemLine, SHIP_SYSTEMS, type BuildShipOptions, type ShipSystemLine } from '../../src/damage/index.js';
import { loadDesigns } from '../../src/design/index.js';
import { loadFixture } from '../helpers/fixtures.js';

interface Case {
  readonly name: string;
  readonly line: string;
  readonly tech?: number;
  readonly options?: BuildShipOptions;
  readonly resolves?: { readonly entry?: string; readonly chart?: string; readonly spaces: number; readonly repair: number; readonly boxes: Readonly<Record<string, number>> };
  readonly refused?: { readonly code: string; readonly at: string; readonly path: string; readonly says: string; readonly suggestions: readonly string[] };
}

const cases = loadFixture<Case[]>('chart-names.yaml');

/** The ship file of a case: its line the one item of `systems`, on line 7. */
const fileOf = (c: Case): string => `format: 1\nkind: ship\nname: Chart names\nsizeClass: 3\ntech: ${c.tech ?? 3}\nsystems:\n  - ${c.line.replaceAll('\n', '\n    ')}\n`;

/** The line as data (what buildShip and resolveSystemLine are given). */
const lineOf = (c: Case): ShipSystemLine => parse(c.line) as ShipSystemLine;

describe('chart names as system lines (specs/conformance/chart-names.yaml)', () => {
  it('covers every chart name, resolved and refused, in several spellings', () => {
    const labels = cases.map((c) => lineOf(c).label.toLowerCase());
    for (const system of SHIP_SYSTEMS) expect(labels, system).toContain(system.toLowerCase());
    // Each chart name the catalog prices under its own label is there in a second spelling too.
    for (const system of SHIP_SYSTEMS.filter((s) => CHART_LABELS[s].kind === 'entry' || CHART_LABELS[s].kind === 'variants')) {
      expect(new Set(cases.map((c) => lineOf(c).label).filter((l) => l.toLowerCase() === system.toLowerCase())).size, system).toBeGreaterThanOrEqual(2);
    }
    expect(cases.filter((c) => c.refused !== undefined).length).toBeGreaterThanOrEqual(10);
    expect(cases.filter((c) => c.resolves !== undefined).length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const text = fileOf(c);
    const line = lineOf(c);
    const loaded = loadDesigns(text, 'chart-names.yaml', c.options);
    const resolved = resolveSystemLine(line.label, line.variant);
    const built = buildShip({ name: 'Chart names', systems: [line] }, c.options);
    if (c.resolves !== undefined) {
      const want = c.resolves;
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
      const doc = loaded.value.documents[0]!;
      if (doc.kind !== 'ship') throw new Error('a ship');
      // What the line is.
      if (!resolved.ok) throw new Error(JSON.stringify(resolved.diagnostics));
      expect(resolved.value.kind === 'catalog' ? { entry: resolved.value.entry.id } : { chart: resolved.value.system }).toEqual(want.entry !== undefined ? { entry: want.entry } : { chart: want.chart });
      // Its figures in the totals, and its boxes where the ship state puts them.
      const totals = { value: doc.totals };
      expect([totals.value.systemSpaces, totals.value.systemRepair]).toEqual([want.spaces, want.repair]);
      if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
      const boxes = Object.fromEntries(Object.entries(built.value.systems).flatMap(([s, b]) => (b.total > 0 ? [[s, b.total]] : [])));
      expect(boxes).toEqual(want.boxes);
      expect(totals.value.byChartResult).toEqual(want.boxes);
      // The readout names the same entry, with the same figures, and the row its name.
      const readout = { value: doc.readout };
      const system = readout.value.systems[0]!;
      expect(system.catalogId).toBe(want.entry ?? null);
      expect([system.spaces ?? 0, system.repair ?? 0]).toEqual([want.spaces, want.repair]);
      expect(built.value.rows?.[0]?.name).toBe(system.name);
      if (want.entry !== undefined) expect(system.name).toBe(CATALOG_ENTRIES.find((e) => e.id === want.entry)!.name);
      return;
    }
    const want = c.refused!;
    expect(loaded.ok).toBe(false);
    expect(loaded.diagnostics.map((d) => ({ code: d.code, at: `${d.span?.line}:${d.span?.column}`, path: d.path, suggestions: d.suggestions ?? [] }))).toEqual([
      { code: want.code, at: want.at, path: want.path, suggestions: want.suggestions },
    ]);
    expect(loaded.diagnostics[0]?.message).toContain(want.says);
    // A quick fix written in place of the label fixes the label: the file stays valid YAML, and all
    // that may be left is a variant to name or correct (none when the fix wrote one).
    const d = loaded.diagnostics[0]!;
    for (const fix of want.suggestions) {
      const again = loadDesigns(text.slice(0, d.span!.start) + fix + text.slice(d.span!.end), 'fixed.yaml');
      expect(again.diagnostics.map((x) => x.path), fix).toEqual(again.diagnostics.map(() => 'systems[0].variant'));
      if (fix.includes('variant')) expect(again.ok, fix).toBe(true);
    }
    // buildShip and the resolver refuse it the same way, at the same field.
    expect(built.ok).toBe(false);
    expect(built.diagnostics.map((x) => `${x.code} ${x.path}`)).toEqual([`${want.code} ${want.path}`]);
    expect(resolved.ok).toBe(false);
    expect(resolved.diagnostics.map((x) => `${x.code} systems[0].${x.path}`)).toEqual([`${want.code} ${want.path}`]);
    expect(resolved.diagnostics[0]?.message).toBe(d.message);
  });
});
