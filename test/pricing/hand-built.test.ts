// Hand-built and edited syntax trees: pricing reads them field by field, reports the first
// malformed field as invalid-unit with its path, and never throws or returns a bad number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnit, parseUnit, priceUnit, type Diagnostic, type UnitSpec } from '../../src/index.js';
import { validUnit } from '../helpers/arbitraries.js';
import { applyMutation, badNumber, mutation, throwingProxy } from '../helpers/mutate.js';
import { S, missile, zap } from '../helpers/trees.js';


/**
 * The single invalid-unit diagnostic of a refused tree, as `path: message` (`the unit` for the
 * empty path): structured input, so it has a path and no span, and no other diagnostic.
 */
function refusal(input: unknown): string | undefined {
  const r = priceUnit(input as UnitSpec);
  expect(r.ok).toBe(false);
  expect(r.diagnostics).toHaveLength(1);
  const d = r.diagnostics[0];
  expect(d).toMatchObject({ severity: 'error', code: 'invalid-unit' });
  expect(d?.span).toBeUndefined();
  expect(typeof d?.path).toBe('string');
  // The message says what is wrong; the path is its own field, never repeated in the message.
  // priceUnit takes two inputs, so the path starts with its parameter's name, `unit`.
  const path = d?.path ?? '';
  expect(path === 'unit' || path.startsWith('unit.') || path.startsWith('unit[')).toBe(true);
  const inside = path.slice('unit'.length).replace(/^\./, '');
  if (inside !== '') expect(d?.message.startsWith(inside)).toBe(false);
  return d === undefined ? undefined : `${inside === '' ? 'the unit' : inside}: ${d.message}`;
}

const parsed = (spec: string): UnitSpec => {
  const r = parseUnit(spec);
  if (!r.ok) throw new Error(spec);
  return r.value;
};

/** A plain copy (what a JSON file would hold). */
const json = (u: unknown): unknown => JSON.parse(JSON.stringify(u));

describe('hand-built units are read field by field', () => {
  it.each([
    ['dice count -1', zap(-1), 'function.dice.count: -1 is not a positive whole number'],
    ['dice count 0', zap(0), 'function.dice.count: 0 is not a positive whole number'],
    ['dice count 2.5', zap(2.5), 'function.dice.count: 2.5 is not a positive whole number'],
    ['dice count -Infinity', zap(-Infinity), 'function.dice.count: -Infinity is not a positive whole number'],
    ['dice count NaN', zap(NaN), 'function.dice.count: NaN is not a positive whole number'],
    ['dice count 2^53', zap(2 ** 53), 'function.dice.count: 9007199254740992 is larger than 9007199254740991'],
    ['dice count a string', zap('3'), 'function.dice.count: "3" is not a positive whole number'],
    ['a function without dice', { span: S, function: { kind: 'zap', span: S, nameSpan: S }, modifiers: [] }, 'function.dice: it is missing'],
    ['an unknown function kind', { span: S, function: { kind: 'laser', span: S, nameSpan: S }, modifiers: [] }, 'function.kind: "laser" is not a function kind'],
    ['an unknown modifier code', zap(3, { modifiers: [{ code: 'XX', span: S }] }), 'modifiers[0].code: "XX" is not a modifier code'],
    ['a null modifier', zap(3, { modifiers: [null] }), 'modifiers[0]: null is not a modifier'],
    ['modifiers not an array', zap(3, { modifiers: 'AP' }), 'modifiers: "AP" is not an array'],
    ['a modifier without its span', zap(3, { modifiers: [{ code: 'AP' }] }), 'modifiers[0].span: it is missing'],
    ['a span that ends first', zap(3, { span: { start: 5, end: 2 } }), 'span: the span ends (2) before it starts (5)'],
    ['an arc twice', zap(3, { modifiers: [{ code: 'ARC', arcs: ['A', 'B', 'A'], span: S }] }), 'modifiers[0].arcs[2]: arc A is listed twice'],
    ['nine A arcs', zap(3, { modifiers: [{ code: 'ARC', arcs: Array(9).fill('A'), span: S }] }), 'modifiers[0].arcs: the list has 9 items, more than the 6 it can hold'],
    ['an arc G', zap(3, { modifiers: [{ code: 'ARC', arcs: ['G'], span: S }] }), 'modifiers[0].arcs[0]: "G" is not an arc'],
    ['charges -3', zap(3, { modifiers: [{ code: 'CH', charges: -3, span: S }] }), 'modifiers[0].charges: -3 is not a whole number of 0 or more'],
    ['CONT without its flag', zap(3, { modifiers: [{ code: 'CONT', span: S }] }), 'modifiers[0].uncontrolled: it is missing'],
    ['AE:R without a size', zap(3, { modifiers: [{ code: 'AE', shape: 'radius', selective: false, span: S }] }), 'modifiers[0].size: an area of shape radius needs a size'],
    ['AE:H with a size', zap(3, { modifiers: [{ code: 'AE', shape: 'hex', size: 3, selective: false, span: S }] }), 'modifiers[0].size: a single-hex area takes no size'],
    ['a LIMIT factor of Infinity', zap(3, { modifiers: [{ code: 'LIMIT', factor: Infinity, text: { value: 'x', span: S }, span: S }] }), 'modifiers[0].factor: Infinity is not a number of 0 or more'],
    ['a sensor type that is a modifier', { span: S, function: { kind: 'illusion', sensors: [{ value: 'AP', span: S }], span: S, nameSpan: S }, modifiers: [] }, 'function.sensors[0].value: "AP" is not a sensor type'],
    ['a sensor type twice', { span: S, function: { kind: 'illusion', sensors: [{ value: 'radar', span: S }, { value: 'Radar', span: S }], span: S, nameSpan: S }, modifiers: [] }, 'function.sensors[1].value: "Radar" is already in the list'],
    ['a declared power of -1', zap(3, { power: { value: -1, span: S } }), 'power.value: -1 is not a whole number of 0 or more'],
    ['a missile in a missile', missile(missile(zap(3))), 'function.warhead.function.kind: a missile cannot be the warhead of a missile'],
    ['a symbol', Symbol('unit'), 'the unit: a symbol is not a unit syntax tree'],
    ['null', null, 'the unit: null is not a unit syntax tree'],
  ])('%s', (_name, input, expected) => {
    expect(refusal(input)).toContain(expected);
  });

  it('the diagnostic itself: path and message apart, no span, no rule cited', () => {
    const r = priceUnit(zap(-1) as UnitSpec);
    expect(r).toEqual({
      ok: false,
      diagnostics: [{ severity: 'error', code: 'invalid-unit', message: '-1 is not a positive whole number', path: 'unit.function.dice.count' }],
    });
    const root = priceUnit(Symbol('unit') as never);
    expect(root.diagnostics).toEqual([{ severity: 'error', code: 'invalid-unit', message: 'a symbol is not a unit syntax tree', path: 'unit' }]);
  });

  it('a cyclic warhead is refused at the first level the grammar does not allow', () => {
    const m = missile(undefined) as { function: { warhead: unknown } };
    m.function.warhead = m;
    expect(refusal(m)).toBe('function.warhead.function.kind: a missile cannot be the warhead of a missile: warheads nest one level deep');
  });

  it('a deep warhead chain is refused without recursing into it', () => {
    let deep: unknown = zap(3);
    for (let i = 0; i < 100_000; i++) deep = missile(deep);
    expect(refusal(deep)).toBe('function.warhead.function.kind: a missile cannot be the warhead of a missile: warheads nest one level deep');
  });

  it('getters, proxies and null prototypes: each property read once, a throw reported where it happened', () => {
    const getter = zap(3) as { function: object };
    Object.defineProperty(getter.function, 'dice', { get: () => { throw new Error('boom'); } });
    expect(refusal(getter)).toBe('function.dice: reading it threw an error');
    expect(refusal(throwingProxy())).toBe('span: reading it threw an error');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(refusal(proxy)).toContain('reading it threw an error');
    const endless = priceUnit(zap(3, { modifiers: new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : Reflect.get(t, k)) }) }) as UnitSpec);
    expect(endless.diagnostics).toEqual([{ severity: 'error', code: 'unit-too-large', path: 'unit.modifiers', message: 'the list has 4294967295 items, more than the 1000 a unit may hold' }]);
    const nullProto = Object.assign(Object.create(null), zap(3)) as UnitSpec;
    expect(priceUnit(nullProto)).toMatchObject({ ok: true, value: { basic: 15 } });
    // A getter that answers differently each time is read once: the copy priced is what it said first.
    let reads = 0;
    const fickle = zap(3) as { function: { dice: object } };
    Object.defineProperty(fickle.function.dice, 'count', { get: () => (++reads === 1 ? 3 : -1) });
    expect(priceUnit(fickle as UnitSpec)).toMatchObject({ ok: true, value: { basic: 15 } });
    expect(reads).toBe(1);
  });

  it('a proxy around a parsed unit is not trusted as one', () => {
    const unit = parsed('3d6 eZap AP');
    const wrapped = new Proxy(unit, { get: (t, k) => (k === 'modifiers' ? [{ code: 'NOPE', span: S }] : Reflect.get(t, k)) });
    expect(refusal(wrapped)).toBe('modifiers[0].code: "NOPE" is not a modifier code');
  });

  it('a parsed unit edited in place is caught when the edit makes it price badly', () => {
    for (const [edit, path] of [
      [(u: { function: { dice: { count: unknown } } }) => (u.function.dice.count = -1), 'function.dice.count'],
      [(u: { function: { dice: { count: unknown } } }) => (u.function.dice.count = 2.5), 'function.dice.count'],
      [(u: { function: { dice: unknown } }) => (u.function.dice = undefined), 'function.dice'],
      [(u: { modifiers: unknown }) => (u.modifiers = [null]), 'modifiers[0]'],
    ] as const) {
      const unit = parsed('3d6 eZap AP');
      (edit as (u: unknown) => void)(unit);
      expect(refusal(unit)).toContain(`${path}:`);
    }
  });

  it('the semantic rules still apply to a well-formed hand-built tree, at the tree\'s own spans', () => {
    const act = { start: 9, end: 15 };
    const r = priceUnit(zap(3, { modifiers: [{ code: 'ACT', roll: 13, span: act }] }) as UnitSpec);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['invalid-table-value']);
    // A rule of the notation, checked on the tree: placed by the span the tree gives, citing the table.
    expect(r.diagnostics[0]).toMatchObject({ span: act, source: { book: 'Ship Point System', entry: '[ACTn<] ACTIVATION ROLL table' } });
    expect(r.diagnostics[0]?.path).toBeUndefined();
    const w = priceUnit({ ...(zap(3) as object), function: { kind: 'zap', dice: { type: 'dice', count: 3, span: S }, span: S, nameSpan: S } } as UnitSpec);
    expect(w.ok && w.diagnostics.map((d) => d.code)).toEqual(['missing-damage-type']);
  });

  it('options and profiles that throw are invalid-profile at their path, not a throw', () => {
    const at = (r: { diagnostics: readonly Diagnostic[] }) => r.diagnostics.map((d) => [d.code, d.path, d.span]);
    const options = Object.defineProperty({}, 'profile', { get: () => { throw new Error('boom'); } });
    expect(at(priceUnit('3d6 eZap', options))).toEqual([['invalid-profile', 'options.profile', undefined]]);
    expect(at(priceUnit('3d6 eZap', { profile: throwingProxy() as never }))).toEqual([['invalid-profile', 'options.profile', undefined]]);
    expect(at(priceUnit('3d6 eZap', { profile: { rounding: 'half-up' } as never }))).toEqual([['invalid-profile', 'options.profile.rounding', undefined]]);
    expect(at(priceUnit('3d6 eZap', { profile: { name: Symbol('x') } as never }))).toEqual([['invalid-profile', 'options.profile.name', undefined]]);
    expect(at(priceUnit('3d6 eZap', 'hero' as never))).toEqual([['invalid-profile', 'options', undefined]]);
    // A parsed unit takes the same options path (it is priced without a second check of the unit).
    const parsedUnit = parsed('3d6 eZap');
    expect(at(priceUnit(parsedUnit, { profile: { powerDivisor: -1 } }))).toEqual([['invalid-profile', 'options.profile.powerDivisor', undefined]]);
  });
});

describe('hand-built unit properties', () => {
  const specs = validUnit.map((u) => formatUnit(u));

  it('a unit and its JSON copy price the same, and the copy is reported as its text is', () => {
    const sorted = (ds: readonly Diagnostic[]): string[] => ds.map((d) => JSON.stringify([d.span?.start, d.span?.end, d.path, d.code, d.severity, d.message, d.source])).sort();
    fc.assert(
      fc.property(specs, (spec) => {
        const r = parseUnit(spec);
        fc.pre(r.ok);
        if (!r.ok) return;
        const fromUnit = priceUnit(r.value);
        const fromCopy = priceUnit(json(r.value) as UnitSpec);
        const fromText = priceUnit(spec);
        expect(fromCopy.ok).toBe(fromUnit.ok);
        if (fromCopy.ok && fromUnit.ok) expect(fromCopy.value).toEqual(fromUnit.value);
        // The parsed unit's own warnings were given by the parse; the copy never went through one.
        expect(sorted(fromCopy.diagnostics)).toEqual(sorted(fromText.diagnostics));
      }),
      { numRuns: 1000 },
    );
  });

  it('a broken copy of a parsed unit prices or is refused: never a throw, never a bad number', () => {
    fc.assert(
      fc.property(specs, mutation, (spec, m) => {
        const r = parseUnit(spec);
        fc.pre(r.ok);
        if (!r.ok) return;
        const broken = applyMutation(structuredClone(r.value), m);
        const p = priceUnit(broken as UnitSpec);
        if (p.ok) expect(badNumber(p.value)).toBeUndefined();
        else expect(p.diagnostics.some((d) => d.severity === 'error')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('a parsed unit edited in place prices or is refused: never a throw, never a bad number outside its spans', () => {
    fc.assert(
      fc.property(specs, mutation, (spec, m) => {
        const r = parseUnit(spec);
        fc.pre(r.ok);
        if (!r.ok) return;
        const p = priceUnit(applyMutation(r.value, m) as UnitSpec);
        // Spans are not re-checked on a parsed unit (specs/pricing.md, section 11): the numbers are.
        if (p.ok) expect(badNumber(p.value, ['span'])).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

});
