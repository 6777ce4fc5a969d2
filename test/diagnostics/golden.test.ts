/**
 * `formatDiagnostic` on a diagnostic from every module, compared with
 * test/golden/diagnostics.txt: text input (a spec, a design file) with its excerpt, structured
 * input (a ship, a volley, catalog arguments, an allocation) with its path, and the rule each
 * one enforces. Run with UPDATE_GOLDEN=1 to rewrite the file after a deliberate change, then
 * read the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, formatDiagnostic, parseUnit, priceUnit, scriptedDice, type Diagnostic, type DiagnosticModule } from '../../src/index.js';
import { findEntry, repairCost, CATALOG_ENTRIES } from '../../src/catalog/index.js';
import { explosionDice } from '../../src/combat/index.js';
import { buildShip, resolveVolley } from '../../src/damage/index.js';
import { loadDesigns } from '../../src/design/index.js';
import { checkAllocation } from '../../src/turn/index.js';
import { fromCounts } from '../helpers/ship-lines.js';

interface Sample {
  readonly title: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly source?: string;
  readonly file?: string;
}

const first = (r: { readonly diagnostics: readonly Diagnostic[] }, code?: string): Diagnostic[] => {
  const d = code === undefined ? r.diagnostics[0] : r.diagnostics.find((x) => x.code === code);
  if (d === undefined) throw new Error(`no diagnostic${code === undefined ? '' : ` ${code}`} in ${JSON.stringify(r.diagnostics)}`);
  return [d];
};

const DESIGN = 'format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n  - { name: Blaster, spec: 3d6 eZap ACT13< }\n';
const ship = buildShip(fromCounts({ name: 'Cutter', shields: 4, systems: { 'F Hull': 2, Bridge: 1 }, phasers: [{ type: 'Ph-1', arcs: [1] }, { type: 'Ph-1', arcs: [1] }] }));

function samples(): readonly Sample[] {
  if (!ship.ok) throw new Error('the sample ship is valid');
  const hangar = CATALOG_ENTRIES.find((e) => e.label === 'NWO') ?? CATALOG_ENTRIES[0]!;
  return [
    { title: 'notation: a spec', source: '3d6 eZap XX', diagnostics: first(parseUnit('3d6 eZap XX')) },
    { title: 'notation: a rule-checked value', source: '3d6 eZap ACT13<', diagnostics: first(parseUnit('3d6 eZap ACT13<')) },
    { title: 'pricing: a declared value', source: '3d6 eZap p=9', diagnostics: first(priceUnit('3d6 eZap p=9'), 'declared-power-mismatch') },
    { title: 'pricing: an option', diagnostics: first(priceUnit('3d6 eZap', { profile: { powerDivisor: 0 } })) },
    { title: 'catalog: an ambiguous label', diagnostics: first(findEntry('Hull')) },
    { title: 'catalog: an argument', diagnostics: first(repairCost(hangar, { boxes: -1 })) },
    { title: 'design: a file', source: DESIGN, file: 'guns.yaml', diagnostics: first(loadDesigns(DESIGN, 'guns.yaml')) },
    { title: 'damage: a ship description', file: 'cutter.json', diagnostics: first(buildShip({ name: 'Cutter', shields: -1 })) },
    { title: 'damage: a volley', diagnostics: first(resolveVolley(ship.value, { shield: 1, points: 2_000_000 }, scriptedDice([6]))) },
    { title: 'combat: rolls', diagnostics: first(explosionDice([7, 3], 1)) },
    {
      title: 'turn: an allocation',
      diagnostics: first(
        checkAllocation({ warp: 40, impulse: 4, apr: 0, batteries: 0 }, { lifeSupport: 1, fireControl: 1, shields: 2, movement: 40, weapons: 0, reinforcement: 0, other: 0 }, { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 }),
      ),
    },
  ];
}

describe('formatDiagnostic renders a diagnostic of every module', () => {
  it('matches test/golden/diagnostics.txt', () => {
    const rendered = samples()
      .map((s) => `## ${s.title}\n${s.diagnostics.map((d) => formatDiagnostic(d, { ...(s.source === undefined ? {} : { source: s.source }), ...(s.file === undefined ? {} : { file: s.file }) })).join('\n\n')}\n`)
      .join('\n');
    const url = new URL('../golden/diagnostics.txt', import.meta.url);
    if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(url)) writeFileSync(url, rendered);
    expect(rendered).toBe(readFileSync(url, 'utf8'));
  });

  it('the samples cover every module that reports diagnostics of its own, text and structured input', () => {
    const modules = new Set<DiagnosticModule>(samples().flatMap((s) => s.diagnostics.map((d) => DIAGNOSTIC_CODES[d.code].module)));
    const all = samples().flatMap((s) => s.diagnostics);
    // general codes (invalid-value, ...) are reported by the structured-input modules, which are
    // also covered by codes of their own where the samples reach them.
    for (const m of ['notation', 'pricing', 'catalog', 'design', 'damage', 'combat', 'turn'] as const) {
      const own = samples().some((s) => s.title.startsWith(`${m}:`));
      expect(own, m).toBe(true);
    }
    expect(modules.size).toBeGreaterThanOrEqual(5);
    expect(all.some((d) => d.span !== undefined && d.path === undefined)).toBe(true);
    expect(all.some((d) => d.span === undefined && d.path !== undefined)).toBe(true);
    expect(all.some((d) => d.span !== undefined && d.path !== undefined)).toBe(true);
    expect(all.some((d) => d.source !== undefined)).toBe(true);
  });
});
