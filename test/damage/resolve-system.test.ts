/**
 * One resolver of system lines (src/damage/resolve-system.ts) and its table of chart names
 * (src/damage/chart-labels.ts): the table agrees with the chart and the catalog, each line has
 * exactly one meaning, and the loader, buildShip, the totals and the readout all read it so.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CATALOG_ENTRIES, entriesByLabel, findEntry, isAvailableAt, repairCost, spacesOf } from '../../src/catalog/index.js';
import {
  buildShip,
  CATALOG_HIT_TO_SYSTEM,
  CHART_LABELS,
  chartSystemOf,
  DAMAGE_ALLOCATION_CHART,
  PROBE_LAUNCHER_CHART,
  resolveSystemLine,
  SHIP_SYSTEMS,
  type ShipSystem,
} from '../../src/damage/index.js';
import { systemLineResolution } from '../../src/damage/resolve-system.js';
import { loadDesigns } from '../../src/design/index.js';
import { completionLists } from '../../src/lsp/completion.js';
import { describeLabel } from '../../src/lsp/labels.js';

/** Every name printed in a cell of the chart (D4.21), bold marks left off. */
const CHART_CELLS = new Set<string>(Object.values(DAMAGE_ALLOCATION_CHART.rows).flatMap((row) => row.map((cell) => cell.result)));

describe('CHART_LABELS: every chart name as a system label', () => {
  it('is frozen through and through, one row per chart system', () => {
    expect(Object.keys(CHART_LABELS).sort()).toEqual([...SHIP_SYSTEMS].sort());
    expect(Object.isFrozen(CHART_LABELS)).toBe(true);
    for (const row of Object.values(CHART_LABELS)) expect(Object.isFrozen(row) && Object.isFrozen(row.chart)).toBe(true);
  });

  it('cites the chart for every name it prints, and our center hull group for the one it does not', () => {
    for (const system of SHIP_SYSTEMS) {
      const { chart } = CHART_LABELS[system];
      if (CHART_CELLS.has(system)) expect(chart, system).toEqual({ book: 'SFB Cadet Training Handbook', entry: 'D4.21' });
      else expect([system, chart.book]).toEqual(['C Hull', 'spacedock']);
    }
  });

  it('agrees with the catalog: a chart system it holds no label of, a shared label, one entry, or a label of several variants', () => {
    for (const system of SHIP_SYSTEMS) {
      const row = CHART_LABELS[system];
      const shared = entriesByLabel(system);
      if (row.kind === 'chart') {
        expect(shared, system).toEqual([]);
        continue;
      }
      // The catalog's entry (or headword) is cited.
      const entries = entriesByLabel(row.label);
      expect(entries.length, system).toBeGreaterThan(0);
      if (row.kind === 'catalog') {
        expect([shared.length > 0, row.entry]).toEqual([true, entries[0]!.source]);
        continue;
      }
      expect(shared, `${system} is no catalog label`).toEqual([]);
      if (row.kind === 'entry') {
        const entry = entries.filter((e) => e.variant === row.variant);
        expect(entry.length, system).toBe(1);
        expect(row.entry).toEqual(entry[0]!.source);
      } else {
        // Several entries, none plain: nothing tells which one the chart's name means.
        expect(entries.length, system).toBeGreaterThan(1);
        expect(entries.some((e) => e.variant === null)).toBe(false);
        for (const e of entries) expect(e.source.entry.startsWith(row.entry.entry), e.id).toBe(true);
      }
      // Every entry it stands for is hit as that very chart system (the probe launcher on the standard chart).
      for (const e of row.kind === 'entry' ? entries.filter((x) => x.variant === row.variant) : entries) {
        const built = buildShip({ name: 'x', systems: [{ label: e.label, ...(e.variant === null ? {} : { variant: e.variant }) }] });
        if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
        expect(built.value.systems[system]?.total, e.id).toBe(1);
      }
    }
  });

  it('holds the pairs the plan names, and the chart systems that stay', () => {
    const read = (s: ShipSystem) => {
      const r = CHART_LABELS[s];
      return r.kind === 'chart' ? 'chart' : r.kind === 'variants' ? `${r.label} (several)` : r.kind === 'entry' ? `${r.label}${r.variant === null ? '' : ` ${r.variant}`}` : `${r.label} (same)`;
    };
    expect(Object.fromEntries(SHIP_SYSTEMS.map((s) => [s, read(s)]))).toEqual({
      Bridge: 'chart', Flag: 'chart', 'Aux Con': 'chart', 'Emer Bridge': 'chart', 'F Hull': 'Hull F', 'A Hull': 'Hull A', 'C Hull': 'Hull C',
      'L Warp': 'chart', 'R Warp': 'chart', 'C Warp': 'chart', Impulse: 'chart', APR: 'chart', Battery: 'chart', Trans: 'Tran (several)',
      Tractor: 'Trac (several)', Shuttle: 'Shtl', Lab: 'Lab (same)', Probe: 'Prb', Cargo: 'Cargo (same)', Torp: 'chart', Drone: 'chart',
    });
  });
});

describe('resolveSystemLine', () => {
  it('reads a chart name of one entry as that entry, in any case', () => {
    for (const [label, variant, id] of [['Shuttle', undefined, 'shtl'], ['pRoBe', undefined, 'prb'], ['F HULL', undefined, 'hull-f'], ['a hull', 'a', 'hull-a'], ['C Hull', 'C', 'hull-c']] as const) {
      const r = resolveSystemLine(label, variant);
      expect(r.ok && r.value.kind === 'catalog' ? [r.value.entry.id, r.value.chartName] : r, label).toEqual([id, chartSystemOf(label)]);
    }
    const lab = resolveSystemLine('LAB');
    expect(lab.ok && lab.value.kind === 'catalog' ? [lab.value.entry.id, lab.value.chartName] : lab).toEqual(['lab', null]);
  });

  it('refuses Tractor and Trans with the catalog label and its variants, in every case and with or without a variant', () => {
    const said = (label: string, variant?: string) => {
      const r = resolveSystemLine(label, variant);
      return r.ok ? 'resolved' : r.diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`).join('; ');
    };
    expect(said('Tractor')).toBe("catalog-label-needed label: Tractor is the damage chart's name for the catalog's Trac, which comes in 4 variants (no Mech, Mech, Hard, Borg): write label Trac with one of them as its variant");
    expect(said('TRANS', 'voth')).toBe("catalog-label-needed label: Trans is the damage chart's name for the catalog's Tran: write label Tran, keeping variant Voth");
    expect(said('trans', 'Warp')).toBe('catalog-label-needed label: Trans is the damage chart\'s name for the catalog\'s Tran, which comes in 5 variants (normal, 5, Invasive, Borg, Voth), and "Warp" is none of them: write label Tran with one of them as its variant');
    // The diagnostic cites the catalog entry.
    const r = resolveSystemLine('Tractor', 'Mech');
    expect(r.ok ? undefined : r.diagnostics[0]?.source).toEqual({ book: 'SFB:TNG', entry: 'Trac' });
  });

  it('gives the fixes as data: the variants that exist at the ship\'s tech level, or the label alone keeping the variant', () => {
    const fixes = (label: string, variant: string | undefined, tech?: 3 | 5 | 6) => systemLineResolution(label, variant, tech === undefined ? {} : { tech }).fixes.map((f) => `${f.label}/${f.variant}`);
    expect(fixes('Tractor', undefined)).toEqual(['Trac/no Mech', 'Trac/Mech', 'Trac/Hard', 'Trac/Borg']);
    expect(fixes('Tractor', undefined, 3)).toEqual(['Trac/no Mech', 'Trac/Mech', 'Trac/Hard']);
    expect(fixes('Trans', undefined, 6)).toEqual(['Tran/normal', 'Tran/5', 'Tran/Invasive', 'Tran/Voth']);
    expect(fixes('trans', 'borg', 3)).toEqual(['Tran/borg']);
    expect(fixes('F Hull', 'A')).toEqual(['Hull/A']);
    expect(fixes('Tractr', 'Mech')).toEqual(['Trac/Mech']);
    // No did-you-mean when the caller does not want one (the loader past its cap).
    expect(systemLineResolution('Tractr', undefined, { hint: false })).toMatchObject({ fixes: [], result: { ok: false, diagnostics: [{ message: 'no catalog entry or damage-chart system has the label "Tractr"' }] } });
    // A word of full names and nothing closer: the labels of those names (issue 38).
    expect(fixes('Warp', undefined)).toEqual(['L Warp/null', 'R Warp/null', 'C Warp/null']);
    expect(fixes('quarters', undefined)).toEqual(['Quar/null']);
    expect(fixes('Zyxwv', undefined)).toEqual([]);
    // Resolved lines and the other refusals offer none.
    expect(fixes('Shuttle', undefined)).toEqual([]);
    expect(fixes('Bridge', 'X')).toEqual([]);
    expect(fixes('Trac', undefined)).toEqual([]);
  });

  it('never throws: a label or variant that is not a string is invalid-value at its name', () => {
    for (const bad of [undefined, null, 7, Symbol('x'), {}, [], Object.create(null) as object]) {
      const r = resolveSystemLine(bad as never);
      expect(r.ok ? 'resolved' : r.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['invalid-value label']);
    }
    const r = resolveSystemLine('Lab', 4 as never);
    expect(r.ok ? 'resolved' : r.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['invalid-value variant']);
    expect(resolveSystemLine('Lab', null).ok).toBe(true);
  });
});

describe('where the probe launcher is hit', () => {
  const boxes = (label: string, options?: Parameters<typeof buildShip>[1]) => {
    const r = buildShip({ name: 'x', systems: [{ label, count: 2 }, { label: 'Drone', count: 3 }] }, options);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    return { Probe: r.value.systems.Probe?.total ?? 0, Drone: r.value.systems.Drone?.total ?? 0 };
  };

  it('is the standard chart\'s Probe result by default, Drone on the newer chart; PRBD goes with Prb', () => {
    expect(PROBE_LAUNCHER_CHART.Probe.result).toBe('Prb');
    expect(CATALOG_HIT_TO_SYSTEM[PROBE_LAUNCHER_CHART.Probe.result]).toBe('Probe');
    for (const label of ['Prb', 'PRBD', 'Probe']) {
      expect(boxes(label), label).toEqual({ Probe: 2, Drone: 3 });
      expect(boxes(label, { probeLauncherHitOn: 'Probe' }), label).toEqual({ Probe: 2, Drone: 3 });
      expect(boxes(label, { probeLauncherHitOn: 'Drone' }), label).toEqual({ Probe: 0, Drone: 5 });
    }
    // Only the probe launcher moves: the chart's own Drone boxes and other entries stay.
    expect(boxes('Lab', { probeLauncherHitOn: 'Drone' })).toEqual({ Probe: 0, Drone: 3 });
  });

  it('refuses any other choice at its option', () => {
    const r = buildShip({ name: 'x', systems: [{ label: 'Prb' }] }, { probeLauncherHitOn: 'Prb' as never });
    expect(r.ok ? 'built' : r.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['invalid-value options.probeLauncherHitOn']);
  });
});

describe('the language server offers one name a system', () => {
  it('completes the catalog labels and the chart systems it does not price, not the chart\'s twins', () => {
    const labels = completionLists().labels.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['Bridge', 'L Warp', 'Drone', 'Shtl', 'Trac', 'Tran', 'Prb', 'Hull', 'Lab', 'Cargo']));
    for (const twin of ['Shuttle', 'Tractor', 'Trans', 'Probe', 'F Hull', 'A Hull', 'C Hull']) expect(labels, twin).not.toContain(twin);
    // Every label offered resolves, or names a catalog label that wants its variant.
    for (const label of labels) {
      const r = resolveSystemLine(label);
      expect(r.ok || r.diagnostics.every((d) => d.code === 'ambiguous-system'), label).toBe(true);
    }
  });

  it('says on hover what a chart name of a catalog system stands for', () => {
    expect(describeLabel('Tractor')).toMatch(/^\*\*Tractor\*\*: the damage chart's name for the catalog's `Trac`, which comes in several variants/);
    expect(describeLabel('shuttle')).toMatch(/^\*\*Shuttle\*\*: the damage chart's name for the catalog's `Shtl`, with its spaces and repair cost/);
    expect(describeLabel('F Hull')).toContain('`Hull` variant `F`');
    expect(describeLabel('Bridge')).toMatch(/a system of the damage allocation chart/);
  });
});

// --- one answer, and every reader agrees on it ---------------------------------------------------

/** A text in a random case (each letter upper or lower). */
const anyCase = (text: string): fc.Arbitrary<string> =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((up) => [...text].map((ch, i) => (up[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

const LABELS = [...new Set([...CATALOG_ENTRIES.flatMap((e) => [e.label, ...e.aliases]), ...SHIP_SYSTEMS, 'Transporter', 'Tractr', 'Warp Core'])];
const VARIANTS = [...new Set(CATALOG_ENTRIES.flatMap((e) => (e.variant === null ? [] : [e.variant])))];

const label = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...LABELS).chain(anyCase) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) });
const variant = fc.oneof(fc.constant(undefined), fc.constantFrom(...VARIANTS).chain(anyCase), fc.string({ minLength: 1, maxLength: 8 }));

/** Where a line's boxes go, as buildShip places them: its rows' chart systems. */
const placedOn = (line: { label: string; variant?: string }): readonly string[] | undefined => {
  const built = buildShip({ name: 'x', systems: [{ ...line, count: 2 }] });
  return built.ok ? (built.value.rows ?? []).map((r) => r.system) : undefined;
};

describe('one answer for every line', () => {
  it('for any label (catalog, alias or chart name, in any case, or none) and any variant, exactly one reading that buildShip, the loader, the totals and the readout share', () => {
    fc.assert(
      fc.property(label, variant, (l, v) => {
        const r = resolveSystemLine(l, v);
        // Exactly one answer, the same every time.
        expect(resolveSystemLine(l, v)).toEqual(r);
        if (!r.ok) expect(r.diagnostics.map((d) => [d.severity, d.path === 'label' || d.path === 'variant'])).toEqual([['error', true]]);
        else if (r.value.kind === 'chart') expect(chartSystemOf(l)).toBe(r.value.system);
        else expect([findEntry(r.value.entry.label, r.value.entry.variant).ok, r.value.chartName === null || chartSystemOf(l) === r.value.chartName]).toEqual([true, true]);

        const line = { label: l, ...(v === undefined ? {} : { variant: v }) };
        const built = buildShip({ name: 'x', systems: [line] });
        const file = stringify({ format: 1, kind: 'ship', name: 'Agreement', sizeClass: 3, tech: 6, systems: [{ ...line, count: 2 }] });
        const loaded = loadDesigns(file, 'agreement.yaml');
        const atLine = (ds: readonly { code: string; path?: string }[]) => ds.filter((d) => d.path === 'systems[0].label' || d.path === 'systems[0].variant').map((d) => `${d.code} ${d.path}`);
        if (!r.ok) {
          // Refused alike, with the same code at the same field.
          const said = r.diagnostics.map((d) => `${d.code} systems[0].${d.path}`);
          expect(atLine(built.diagnostics)).toEqual(said);
          expect(atLine(loaded.diagnostics)).toEqual(said);
          return;
        }
        expect(atLine(built.diagnostics)).toEqual([]);
        expect(atLine(loaded.diagnostics)).toEqual([]);
        const entry = r.value.kind === 'catalog' ? r.value.entry : undefined;
        if (!loaded.ok) {
          // A line that resolves stops the ship only where its system is not at this tech level, or the ship does not build.
          expect(entry !== undefined && (!isAvailableAt(entry, 6) || !built.ok), JSON.stringify(loaded.diagnostics)).toBe(true);
          return;
        }
        const doc = loaded.value.documents[0]!;
        if (doc.kind !== 'ship') throw new Error(JSON.stringify(doc));
        const totals = { value: doc.totals };
        const readout = { value: doc.readout };
        const spaces = entry === undefined ? undefined : spacesOf(entry, 2);
        const repair = entry === undefined ? undefined : repairCost(entry, { boxes: 2 });
        // The totals price the entry the resolver named (a chart system nothing), and so does the readout.
        expect([totals.value.systemSpaces, totals.value.systemRepair]).toEqual([spaces?.ok === true ? spaces.value : 0, repair?.ok === true ? repair.value : 0]);
        const shown = readout.value.systems[0]!;
        expect([shown.catalogId, shown.spaces, shown.repair]).toEqual([entry?.id ?? null, spaces?.ok === true ? spaces.value : null, repair?.ok === true ? repair.value : null]);
        // The boxes are where buildShip puts this line, and the totals count them there.
        const on = placedOn(line) ?? [];
        expect(Object.keys(totals.value.byChartResult)).toEqual(on.filter((s) => s !== 'Armor'));
        expect(totals.value.armorBoxes).toBe(on.includes('Armor') ? 2 : 0);
        if (r.value.kind === 'chart') expect(on).toEqual([r.value.system]);
        // The row and the readout give the line one name.
        if (built.ok && built.value.rows?.[0] !== undefined) expect(built.value.rows[0].name).toBe(shown.name);
      }),
      { numRuns: 300 },
    );
  });
});
