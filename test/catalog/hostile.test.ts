// Every exported function of spacedock/catalog, given any value, answers with a result (or, for
// the two documented programming errors, a TypeError): never another throw, never NaN, an infinity
// or an unsafe integer with ok true, and a refusal names the argument.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as catalog from '../../src/catalog/index.js';
import {
  CATALOG_ENTRIES,
  entriesByLabel,
  findEntry,
  formatCatalog,
  hetEscape,
  isAvailableAt,
  listEntries,
  repairCost,
  scaledValue,
  spacesOf,
  toCatalogRow,
  tractorEnergy,
  tractorMoveEnergy,
  tractorStrength,
  transportersNeeded,
} from '../../src/catalog/index.js';
import type { Result } from '../../src/index.js';
import { badNumber, throwingProxy } from '../helpers/mutate.js';

const lab = CATALOG_ENTRIES.find((e) => e.id === 'lab')!;
const voth = CATALOG_ENTRIES.find((e) => e.label === 'Tran' && e.variant === 'Voth')!;

/** Values no catalog function expects. */
const HOSTILE: readonly (() => unknown)[] = [
  () => Symbol('x'),
  () => Object.create(null),
  () => throwingProxy(),
  () => NaN,
  () => Infinity,
  () => -Infinity,
  () => 1e308,
  () => -1,
  () => 2.5,
  () => 2 ** 53,
  () => 10n,
  () => null,
  () => undefined,
  () => '',
  () => [],
  () => new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : k === '0' ? 1 : Reflect.get(t, k)) }),
  () => ({ id: 'lab' }),
  () => ({ id: Symbol('id') }),
  () => lab,
  () => 3,
  () => 'Lab',
];

const arg = fc.oneof(
  fc.integer({ min: 0, max: HOSTILE.length - 1 }).map((i) => ({ made: i })),
  fc.anything({ withNullPrototype: true, withBigInt: true }).map((value) => ({ value })),
);
const make = (a: { made: number } | { value: unknown }): unknown => ('made' in a ? HOSTILE[a.made]!() : a.value);

/** The functions that may throw, and what: their documented programming errors. */
const THROWS: Readonly<Record<string, string>> = { toCatalogRow: 'TypeError', formatCatalog: 'TypeError', catalogRowCells: 'TypeError' };
const REFUSALS = new Set(['invalid-value', 'unreadable-input', 'unknown-system', 'ambiguous-system', 'cost-not-given', 'points-too-large']);

describe('catalog functions given any value', () => {
  const functions = Object.entries(catalog as Record<string, unknown>).flatMap(([name, fn]) => (typeof fn === 'function' ? [[name, fn as (...a: unknown[]) => unknown] as const] : []));

  it('covers every exported function', () => expect(functions.length).toBeGreaterThanOrEqual(19));

  it.each(functions.map(([name, fn]) => [name, fn] as const))('%s', (name, fn) => {
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 4 }), (recipes) => {
        const args = recipes.map(make);
        let result: unknown;
        try {
          result = fn(...args);
        } catch (e) {
          expect(THROWS[name], `${name} threw ${(e as Error).name}: ${(e as Error).message}`).toBe((e as Error).name);
          return;
        }
        if (result === null || typeof result !== 'object' || !('ok' in result)) return;
        const r = result as Result<unknown>;
        for (const d of r.diagnostics) {
          expect(typeof d.message).toBe('string');
          // Structured input: every catalog diagnostic is placed by a path, none by a span.
          expect(typeof d.path).toBe('string');
          expect(d.span).toBeUndefined();
        }
        if (r.ok) expect(badNumber(r.value)).toBeUndefined();
        else expect(r.diagnostics.some((d) => REFUSALS.has(d.code))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('catalog refusals name the argument', () => {
  const codes = (r: { diagnostics: readonly { code: string }[] }): string[] => r.diagnostics.map((d) => d.code);
  /** Each diagnostic as `path: message` (the path is the argument's name; the message says what is wrong). */
  const messages = (r: { diagnostics: readonly { message: string; path?: string }[] }): string => r.diagnostics.map((d) => `${d.path}: ${d.message}`).join(' | ');

  it('findEntry with a label that is no string', () => {
    expect(messages(findEntry(Object.create(null)))).toBe('label: an object is not a string');
    expect(messages(findEntry(Symbol('x') as never))).toBe('label: a symbol is not a string');
    expect(messages(findEntry('Lab', Symbol('x') as never))).toBe('variant: a symbol is not a string');
    expect(codes(findEntry(throwingProxy() as never))).toEqual(['invalid-value']);
  });

  it('entries given as anything else', () => {
    expect(messages(repairCost(Object.create(null)))).toBe('entry: an object is not a catalog entry (from findEntry, listEntries or CATALOG_ENTRIES)');
    expect(messages(scaledValue(lab, Symbol('k') as never, 3))).toBe('key: Lab has no tech-scaled value a symbol; it has range');
    expect(repairCost({ id: 'lab' } as never)).toMatchObject({ ok: true, value: 4 }); // a copy stands for the catalog's record
    expect(() => toCatalogRow(Symbol('x') as never)).toThrow(TypeError);
  });

  it('numbers out of range, and results past 2^53 - 1', () => {
    expect(messages(tractorMoveEnergy(2, 1e308))).toBe('movementCost: the energy for a movement cost of 1e+308 at range 2 comes to more than 9007199254740991');
    expect(codes(tractorMoveEnergy(2, 1e308))).toEqual(['points-too-large']);
    expect(messages(tractorMoveEnergy(2, NaN))).toBe('movementCost: NaN is not a finite number above 0');
    expect(codes(tractorStrength(1e308, 0, { hard: true }))).toEqual(['points-too-large']);
    expect(codes(tractorEnergy(0, Number.MAX_SAFE_INTEGER))).toEqual(['points-too-large']);
    expect(messages(repairCost(lab, { boxes: Number.MAX_SAFE_INTEGER }))).toBe('options.boxes: the repair cost of 9007199254740991 boxes comes to more than 9007199254740991');
    expect(codes(spacesOf(lab, 2.5))).toEqual(['invalid-value']);
    expect(messages(repairCost(lab, { biomechanical: 'borg' as never }))).toBe('options.biomechanical: must be "breen", not "borg"');
    expect(messages(tractorEnergy(2, 1, { hard: 'yes' as never }))).toBe('options.hard: must be true or false, not "yes"');
    expect(messages(transportersNeeded(voth, -1, 6))).toBe('load: -1 is not a whole number from 0 up');
  });

  it('Breen repair rounds up exactly at any size', () => {
    // 3 x 4 = 12 x 0.75 = 9; and near 2^53, still the exact ceiling of three quarters.
    expect(repairCost(lab, { boxes: 3, biomechanical: 'breen' })).toMatchObject({ ok: true, value: 9 });
    const big = 2 ** 50 + 1; // 4 x big is past 2^52, where x 0.75 in doubles would round
    const r = repairCost(lab, { boxes: big, biomechanical: 'breen' });
    expect(r.ok && BigInt(r.value)).toBe((BigInt(big) * 4n * 3n + 3n) / 4n);
  });

  it('hetEscape reads its rolls once and stops at the first bad one', () => {
    expect(messages(hetEscape(3, new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : Reflect.get(t, k)) }) as never))).toBe('rolls: the list has 4294967295 items, more than the 10000 rolls read');
    expect(hetEscape(3, Array(10_000).fill('x') as never).diagnostics).toHaveLength(1);
    expect(hetEscape(3, [2, 2], throwingProxy() as never).diagnostics.map((d) => d.code)).toEqual(['unreadable-input']);
  });

  it('queries: lists never throw and cannot be changed by the caller', () => {
    expect(listEntries(throwingProxy() as never)).toEqual([]);
    expect(listEntries({ label: 5 } as never)).toEqual([]);
    expect(listEntries(null as never)).toHaveLength(CATALOG_ENTRIES.length);
    expect(isAvailableAt(Object.create(null), 3)).toBe(false);
    expect(isAvailableAt(lab, 3.5 as never)).toBe(false);
    const trac = entriesByLabel('Trac');
    expect(Object.isFrozen(trac)).toBe(true);
    expect(() => (trac as catalog.CatalogEntry[]).push(lab)).toThrow(TypeError);
    expect(entriesByLabel('Trac')).toHaveLength(4);
  });

  it('formatCatalog: an unknown format is a TypeError naming the formats', () => {
    expect(() => formatCatalog([], 'xml' as never)).toThrow('formatCatalog: the format is one of md, csv, json, not "xml"');
    expect(() => formatCatalog([null] as never, 'csv')).toThrow('formatCatalog: rows[0] is not what toCatalogRow makes');
  });
});
