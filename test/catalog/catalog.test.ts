import { describe, expect, it } from 'vitest';
import {
  allowanceTowardsOptions,
  CATALOG_ENTRIES,
  CHART_RESULTS,
  constructPoints,
  entriesByLabel,
  fabPoints,
  FIGHTERS,
  findEntry,
  hetEscape,
  isAvailableAt,
  listEntries,
  repairCost,
  repairPoints,
  scaledValue,
  shuttlesPerBox,
  spacesOf,
  tractorEnergy,
  tractorMoveEnergy,
  tractorStrength,
  transportersNeeded,
  transporterUse,
  toCatalogRow,
  type CatalogEntry,
} from '../../src/catalog/index.js';
import type { CatalogFormat, CatalogGroup, CatalogVariant, ChartResult, ScaledKey, TechLevel } from '../../src/catalog/index.js';
import type { Diagnostic, Result } from '../../src/index.js';
import type { Equal, Expect } from '../api/one-result.types.js';

// Closed sets are literal unions, and the rules return the one result type.
export type TechLevels = Expect<Equal<TechLevel, 3 | 4 | 5 | 6 | 7>>;
export type Formats = Expect<Equal<CatalogFormat, 'md' | 'csv' | 'json'>>;
export type FindEntryResult = Expect<Equal<ReturnType<typeof findEntry>, Result<CatalogEntry>>>;
export type GroupsClosed = Expect<Equal<string extends CatalogGroup ? true : false, false>>;
export type ChartResultsClosed = Expect<Equal<string extends ChartResult ? true : false, false>>;
export type VariantsClosed = Expect<Equal<string extends CatalogVariant ? true : false, false>>;
export type ScaledKeysClosed = Expect<Equal<string extends ScaledKey ? true : false, false>>;
export type RowGroup = Expect<Equal<ReturnType<typeof toCatalogRow>['group'], CatalogGroup>>;
/** Compile-time only: misspelt closed values do not type-check. */
export function typoChecks(lab: CatalogEntry): void {
  // @ts-expect-error: no tech-scaled value is called 'reach'.
  scaledValue(lab, 'reach', 3);
  // @ts-expect-error: 'Phaser' is no damage-chart result of the catalog.
  listEntries({ hitOn: 'Phaser' });
  // @ts-expect-error: 8X is past the tech levels.
  constructPoints(8);
}
import { loadFixture } from '../helpers/fixtures.js';

const entry = (label: string, variant?: string): CatalogEntry => {
  const r = findEntry(label, variant);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.value;
};
const value = <T>(r: { ok: boolean; value?: T; diagnostics: readonly { message: string }[] }): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.value as T;
};

describe('catalog integrity', () => {
  const headwords = loadFixture<{ headword: string; label: string; variants: string[] }[]>('catalog-headwords.yaml');

  it('has every headword of the seed, and nothing else', () => {
    expect(headwords.length).toBeGreaterThan(70);
    const expected = headwords.flatMap((h) => (h.variants.length === 0 ? [`${h.label}|`] : h.variants.map((v) => `${h.label}|${v}`))).sort();
    const actual = CATALOG_ENTRIES.map((e) => `${e.label}|${e.variant ?? ''}`).sort();
    expect(actual).toEqual(expected);
  });

  it('has unique ids and unique label + variant pairs', () => {
    expect(new Set(CATALOG_ENTRIES.map((e) => e.id)).size).toBe(CATALOG_ENTRIES.length);
    expect(new Set(CATALOG_ENTRIES.map((e) => `${e.label.toUpperCase()}|${e.variant ?? ''}`)).size).toBe(CATALOG_ENTRIES.length);
  });

  it('names only known chart results, non-negative costs, and explains every gap', () => {
    for (const e of CATALOG_ENTRIES) {
      for (const r of e.hitOn) expect(CHART_RESULTS, e.id).toContain(r);
      if (e.hitOn.length === 0) expect(e.hitNote, `${e.id} needs a hitNote`).toBeTruthy();
      for (const v of [e.repair, e.spaces]) {
        if (v.kind === 'value') expect(v.value, e.id).toBeGreaterThanOrEqual(0);
        if (v.kind === 'unstated' || v.kind === 'not-applicable') expect(e.notes.length, `${e.id} needs a note`).toBeGreaterThan(0);
      }
      expect(e.description.length, e.id).toBeGreaterThan(20);
      expect(e.source.book).toBe('SFB:TNG');
      expect(e.source.entry.length, e.id).toBeGreaterThan(0);
      expect(new Set(e.scaled.map((s) => s.key)).size, e.id).toBe(e.scaled.length);
    }
  });

  it('has the fighter table', () => {
    expect(FIGHTERS.length).toBe(20);
    expect(FIGHTERS[0]).toMatchObject({ race: 'Fed', type: 'F-14M', hitPoints: 4, shields: 2, speed: 14, bpv: 4 });
    for (const f of FIGHTERS) expect(f.hitPoints).toBeGreaterThan(0);
  });
});

describe('catalog spot values', () => {
  const spot: [string, string | undefined, number | null, number | null, string[]][] = [
    ['Ana', undefined, 5, 1, ['Lab']],
    ['3-F', undefined, 2, 2, ['F Hull']],
    ['Armor-9', undefined, 10, 1, ['Armor']],
    ['ATF', undefined, 6, 1, ['Tran']],
    ['Back', undefined, 12, 2, ['Cargo']],
    ['Construct', undefined, 12, 2, ['Cargo']],
    ['Fab', undefined, 16, 2, ['Cargo']],
    ['Ftr', 'no tube', 4, 2, ['Shtl']],
    ['Ftr', 'tube', 5, 2, ['Shtl']],
    ['Hangar', '1/2C', 72, 5, ['Shtl']],
    ['Hangar', 'F', 36, 2, ['Shtl']],
    ['Hangar-I', undefined, 60000, 30, ['Shtl']],
    ['Hull', 'C', 2, 1, ['F Hull', 'A Hull']],
    ['LAB+', undefined, null, null, []],
    ['L/R', undefined, 7, 1, ['Lab']],
    ['MP COLL', undefined, 100, 3, ['Hull']],
    ['Prb', undefined, 3, 1, ['Drone', 'Prb']],
    ['Trac', 'Hard', 5, 3, ['Trac']],
    ['Trac', 'Borg', 10, 3, ['Trac']],
    ['Tran', '5', 4, 1, ['Tran']],
    ['Tran', 'Voth', 40, 2, ['Tran']],
    ['Skin', undefined, 100, 1, ['Armor']],
    ['Wormhole', undefined, 60, 4, ['Flag']],
    ['Positional Stabilizer', undefined, 20, 3, []],
    ['Reflective Hull', undefined, 20, 8, []],
  ];
  it.each(spot)('%s %s: repair %s, spaces %s, hit on %j', (label, variant, repair, spaces, hitOn) => {
    const e = entry(label, variant);
    if (repair !== null) expect(e.repair).toEqual({ kind: 'value', value: repair });
    if (spaces !== null) expect(e.spaces).toEqual({ kind: 'value', value: spaces });
    expect(e.hitOn).toEqual(hitOn);
  });

  it('keeps what the seed leaves open as data', () => {
    expect(entry('Solid Neutronium Hull').repair.kind).toBe('not-applicable');
    expect(entry('Regenerating Armor').repair).toMatchObject({ kind: 'relative', delta: 1 });
    expect(entry('Cell').repair).toMatchObject({ kind: 'unstated', treatAs: 'Hull' });
    expect(entry('NWO').properties).toContain('infinite-space');
    expect(entry('Armor, Non-Ablative').hitOn).toEqual([]);
  });

  it('records tech limits', () => {
    expect(entry('Repair-5').tech).toEqual({ level: 5, mode: 'and-up' });
    expect(entry('Repair-9').tech).toEqual({ level: 6, mode: 'only' });
    expect(entry('Hangar-I').tech).toEqual({ level: 7, mode: 'only' });
    expect(isAvailableAt(entry('Repair-5'), 6)).toBe(true);
    expect(isAvailableAt(entry('Repair-9'), 5)).toBe(false);
  });
});

describe('catalog queries', () => {
  it('look labels up in any case and through aliases', () => {
    expect(entry('lab+').label).toBe('LAB 2');
    expect(entry('trac', 'MECH').variant).toBe('Mech');
    expect(entriesByLabel('TRAC').length).toBe(4);
    const amb = findEntry('Trac');
    expect(amb.ok).toBe(false);
    expect(amb.diagnostics[0]).toMatchObject({ code: 'ambiguous-system', path: 'variant' });
    expect(findEntry('Frobnitz').diagnostics[0]).toMatchObject({ code: 'unknown-system', path: 'label' });
    expect(findEntry('Trac', 'Warp').diagnostics[0]).toMatchObject({ code: 'unknown-system', path: 'variant' });
  });

  it('filter by chart result, tech and group', () => {
    const trac = listEntries({ hitOn: 'Trac' });
    expect(trac.length).toBeGreaterThan(3);
    for (const e of trac) expect(e.hitOn).toContain('Trac');
    expect(listEntries({ hitOn: 'Trac', tech: 3 }).some((e) => e.variant === 'Borg')).toBe(false);
    expect(listEntries({ hitOn: 'Trac', tech: 5 }).some((e) => e.variant === 'Borg')).toBe(true);
    const transporters = listEntries({ group: 'transporter' });
    expect(transporters.length).toBeGreaterThan(5);
    for (const e of transporters) expect(e.group).toBe('transporter');
    expect(listEntries(null as never).length).toBe(CATALOG_ENTRIES.length);
    expect(entriesByLabel(undefined as never)).toEqual([]);
    expect(findEntry(null as never).ok).toBe(false);
  });
});

describe('catalog diagnostics: structured input, so a path and no span', () => {
  const lab = () => entry('Lab');
  const placed = (r: { diagnostics: readonly Diagnostic[] }) => r.diagnostics.map((d) => ({ code: d.code, path: d.path, span: d.span }));

  it('an argument out of range is invalid-value at the parameter\'s name, the message not repeating it', () => {
    expect(placed(spacesOf(lab(), -1))).toEqual([{ code: 'invalid-value', path: 'boxes', span: undefined }]);
    expect(spacesOf(lab(), -1).diagnostics[0]?.message).toBe('-1 is not a whole number from 0 up');
    expect(placed(repairCost(lab(), { boxes: 2.5 }))).toEqual([{ code: 'invalid-value', path: 'options.boxes', span: undefined }]);
    expect(placed(repairPoints(entry('Repair'), 9 as never))).toEqual([{ code: 'invalid-value', path: 'tech', span: undefined }]);
    expect(placed(transportersNeeded(entry('Tran', 'Voth'), -1, 6))).toEqual([{ code: 'invalid-value', path: 'load', span: undefined }]);
    expect(placed(hetEscape(3, [2, 7]))).toEqual([{ code: 'invalid-value', path: 'rolls[1]', span: undefined }]);
    expect(placed(tractorEnergy(2, 1, { hard: 'yes' as never }))).toEqual([{ code: 'invalid-value', path: 'options.hard', span: undefined }]);
    expect(placed(repairCost(null as never))).toEqual([{ code: 'invalid-value', path: 'entry', span: undefined }]);
    // One parameter: the empty path is the whole input.
    expect(placed(shuttlesPerBox(11))).toEqual([{ code: 'invalid-value', path: '', span: undefined }]);
    for (const r of [spacesOf(lab(), -1), repairCost(lab(), { boxes: 2.5 }), hetEscape(3, [2, 7]), shuttlesPerBox(11)]) {
      for (const d of r.diagnostics) if (d.path !== undefined && d.path !== '') expect(d.message.startsWith(d.path), d.message).toBe(false);
    }
  });

  it('a diagnostic that enforces a rule of the book cites the entry', () => {
    const early = transportersNeeded(entry('Tran', 'Voth'), 76, 3);
    expect(early.diagnostics).toEqual([
      { severity: 'warning', code: 'not-available', message: 'Tran (Voth) exists at 6X only, not at 3X', path: 'tech', source: { book: 'SFB:TNG', entry: 'Tran (Voth)' } },
    ]);
    const na = repairCost(entry('Solid Neutronium Hull'));
    expect(na.diagnostics).toMatchObject([{ code: 'cost-not-given', path: 'entry', source: { book: 'SFB:TNG', entry: entry('Solid Neutronium Hull').source.entry } }]);
    expect(na.diagnostics[0]?.span).toBeUndefined();
    expect(repairCost(entry('Regenerating Armor')).diagnostics).toMatchObject([{ code: 'invalid-value', path: 'options.base', source: { book: 'SFB:TNG' } }]);
    expect(spacesOf(entry('Regenerating Armor'), 1, entry('Lab')).diagnostics[0]?.path).toBe('base');
    // Past 4X is our reading, and says so.
    expect(fabPoints(6).diagnostics).toMatchObject([{ code: 'value-extrapolated', path: 'tech', source: { book: 'spacedock' } }]);
    expect(scaledValue(entry('Ana'), 'range', 7).diagnostics).toMatchObject([{ code: 'value-extrapolated', path: 'tech', source: { book: 'spacedock' } }]);
  });

  it('an allowance asked of a system without one names the entry, not a key the caller never gave', () => {
    expect(placed(allowanceTowardsOptions(lab(), 3))).toEqual([{ code: 'invalid-value', path: 'entry', span: undefined }]);
    expect(placed(scaledValue(lab(), 'allowance', 3))).toEqual([{ code: 'invalid-value', path: 'key', span: undefined }]);
  });
});

describe('catalog rules', () => {
  it('repair costs with the seed\'s modifiers', () => {
    const lab = entry('Lab');
    expect(value(repairCost(lab))).toBe(4);
    expect(value(repairCost(lab, { boxes: 3 }))).toBe(12);
    expect(value(repairCost(lab, { boxes: 3, biomechanical: 'breen' }))).toBe(9);
    expect(value(repairCost(entry('Ana'), { biomechanical: 'breen' }))).toBe(4); // 3.75 -> 4
    expect(value(repairCost(entry('Ana'), { boxes: 2, biomechanical: 'breen' }))).toBe(8); // 7.5 -> 8
    expect(value(repairCost(entry('Ana'), { boxes: 3, biomechanical: 'breen', roundPer: 'box' }))).toBe(12); // 4 each
    expect(value(repairCost(lab, { solidNeutronium: true }))).toBe(12);
    expect(value(repairCost(entry('Regenerating Armor'), { base: entry('Armor') }))).toBe(3);
    expect(value(repairCost(entry('Cell')))).toBe(2); // treated as Hull
    expect(repairCost(entry('Solid Neutronium Hull')).diagnostics[0]?.code).toBe('cost-not-given');
    expect(repairCost(entry('Regenerating Armor')).diagnostics[0]?.code).toBe('invalid-value');
    expect(repairCost(entry('Regenerating Armor'), { base: entry('Lab') }).ok).toBe(false);
    expect(repairCost(null as never).ok).toBe(false);
    expect(value(repairCost(lab, null as never))).toBe(4);
    expect(repairCost(lab, { boxes: -1 }).ok).toBe(false);
    expect(value(spacesOf(entry('Hangar', 'D'), 2))).toBe(8);
  });

  it('the seed\'s own examples', () => {
    expect(value(repairPoints(entry('Repair'), 5))).toBe(6);
    expect(value(repairPoints(entry('Repair-9'), 6))).toBe(180);
    expect(value(constructPoints(5))).toBe(15);
    expect(value(constructPoints(3))).toBe(5);
    expect(value(constructPoints(4, true))).toBe(20);
    expect(value(transportersNeeded(entry('Tran', 'Voth'), 76, 6))).toBe(13);
    const early = transportersNeeded(entry('Tran', 'Voth'), 76, 3);
    expect(early.ok && early.value).toBe(13);
    expect(early.diagnostics.map((d) => d.code)).toEqual(['not-available']); // Voth is 6X only
  });

  it('shuttles, transporters, allowances', () => {
    expect(value(shuttlesPerBox(3))).toBe(7);
    expect(shuttlesPerBox(11).ok).toBe(false);
    expect(value(transporterUse(entry('Tran', 'normal'), 3))).toEqual({ usesPerTurn: 3, energyPerUse: { numerator: 1, denominator: 6 } });
    expect(value(transporterUse(entry('Tran', 'normal'), 4))).toEqual({ usesPerTurn: 4, energyPerUse: { numerator: 1, denominator: 8 } });
    expect(value(transporterUse(entry('Tran-Int'), 3)).usesPerTurn).toBe(10);
    expect(value(transporterUse(entry('C/T'), 3)).usesPerTurn).toBe(3);
    expect(value(transporterUse(entry('Tran', 'Invasive'), 4)).usesPerTurn).toBe(4);
    expect(value(allowanceTowardsOptions(entry('Cargo'), 3))).toBe(5);
    expect(value(allowanceTowardsOptions(entry('Cargo'), 4))).toBe(10);
    expect(value(allowanceTowardsOptions(entry('NWO'), 4))).toBe(45);
    expect(value(allowanceTowardsOptions(entry('Fab'), 3))).toBe(10);
    expect(value(fabPoints(4, 'chosen'))).toBe(30);
    const fab5 = fabPoints(5);
    expect(fab5.ok && fab5.value).toBe(20);
    expect(fab5.diagnostics.map((d) => d.code)).toEqual(['value-extrapolated']);
    const range = scaledValue(entry('Ana'), 'range', 4);
    expect(range.ok && range.value).toBe(30);
  });

  it('tractor strength, energy and escape', () => {
    expect(value(tractorStrength(6, 2))).toBe(2);
    expect(value(tractorStrength(6, 0, { hard: true }))).toBe(12);
    expect(value(tractorStrength(6, 2, { hard: true }))).toBe(3);
    expect([0, 1, 2, 3, 4].map((sc) => value(tractorEnergy(sc, 1)))).toEqual([32, 16, 8, 4, 2]);
    expect(value(tractorEnergy(0, 0))).toBe(16);
    expect(value(tractorEnergy(4, 0, { hard: true }))).toBe(0.5);
    expect(value(tractorEnergy(1, 3, { hard: true }))).toBe(24);
    expect(tractorEnergy(5, 0).ok).toBe(false);
    expect(value(tractorMoveEnergy(2, 3))).toBe(9);
    expect(value(hetEscape(5, [3, 2, 1]))).toEqual({ broken: true, brokenOn: 3, total: 6 });
    expect(value(hetEscape(10, [3, 2]))).toEqual({ broken: false, brokenOn: null, total: 5 });
    expect(hetEscape(5, [7]).ok).toBe(false);
    expect(hetEscape(5, null as never).ok).toBe(false);
    // The Grap entry: any HET breaks a strength-1 grapple; a 1 only does so when reaching counts.
    expect(value(hetEscape(1, [1])).broken).toBe(false);
    expect(value(hetEscape(1, [1], { breakWhen: 'reaches' })).broken).toBe(true);
  });
});
