import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnit, priceUnit, type PricingProfile, type UnitSpec } from '../../src/index.js';
import { validUnit } from '../helpers/arbitraries.js';
import { referenceShape } from '../helpers/pricing.js';
import { referencePrice } from '../helpers/reference.js';

const S = { start: 0, end: 0 };
const tie = fc.constantFrom('half-up', 'half-down', 'half-even') as fc.Arbitrary<'half-up' | 'half-down' | 'half-even'>;
const profileArb: fc.Arbitrary<PricingProfile> = fc.record({
  name: fc.constant('custom' as const),
  powerDivisor: fc.constantFrom(5, 10, 7.5, 3.3, 0.25, 1e-3),
  rangeBasis: fc.constantFrom('basic', 'active', 'build') as fc.Arbitrary<'basic' | 'active' | 'build'>,
  rangeFactor: fc.constantFrom(1, 5, 0.5, 2.2, 0, 1.05),
  limitDefaultFactor: fc.constantFrom(0.5, 0.25, 2),
  rounding: fc.record({ active: tie, build: tie, power: tie, range: tie }),
  // Box prices never change a unit's price: the reference ignores them.
  boxPoints: fc.record({ shield: fc.nat(10), hull: fc.nat(10), armor: fc.nat(10), systems: fc.dictionary(fc.constantFrom('Bridge', 'Lab', 'Trac'), fc.nat(10)) }),
});

/** Units of every size: small designs and huge ones that leave the fast integer path. */
const unitArb = validUnit;

/** Pricing may refuse a valid unit only for these reasons. */
const PRICING_ERRORS = new Set(['missile-overspent', 'points-too-large']);

describe('pricing properties', () => {
  it('equals the exact bigint reference, under any profile', () => {
    let priced = 0;
    fc.assert(
      fc.property(unitArb, profileArb, (unit, profile) => {
        const r = priceUnit(unit, { profile });
        if (!r.ok) {
          for (const d of r.diagnostics.filter((x) => x.severity === 'error')) expect(PRICING_ERRORS).toContain(d.code);
          return;
        }
        priced++;
        const p = r.value;
        const ref = referencePrice({ basic: p.basic, adv4: p.advantages * 4, dis4: p.disadvantages * 4, ...referenceShape(unit, { ...profile }) });
        expect({ active: p.active, build: p.build, power: p.power, range: p.range }).toEqual(ref);
        for (const v of [p.basic, p.active, p.build, p.power, p.range]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(priced).toBeGreaterThan(1000); // about half: the rest are huge or overspent on purpose
  });

  it('totals equal the sum of their parts', () => {
    fc.assert(
      fc.property(unitArb, (unit) => {
        const r = priceUnit(unit);
        if (!r.ok) return;
        const sum = (side: string) => r.value.breakdown.filter((t) => t.counted && t.side === side).reduce((a, t) => a + t.factor, 0);
        expect(r.value.advantages).toBe(sum('advantage'));
        expect(r.value.disadvantages).toBe(sum('disadvantage'));
        expect(r.value.breakdown.map((t) => t.code)).toEqual(unit.modifiers.map((m) => m.code));
        const m = r.value.missile;
        if (m !== undefined) {
          expect(m.spent.total).toBe(m.spent.movement + m.spent.modeFactor + m.spent.endurance + m.spent.warhead + m.spent.reusable);
          expect(m.unspent).toBe(m.missilePoints - m.spent.total);
          expect(m.spent.warhead).toBe(m.warhead?.build ?? 0);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('adding an advantage never lowers active points', () => {
    const extra = fc.constantFrom('IMMUNE', 'OTHER', 'DELAY') as fc.Arbitrary<'IMMUNE' | 'OTHER' | 'DELAY'>;
    fc.assert(
      fc.property(unitArb, extra, profileArb, (unit, code, profile) => {
        fc.pre(!unit.modifiers.some((m) => m.code === code));
        const before = priceUnit(unit, { profile });
        const after = priceUnit({ ...unit, modifiers: [...unit.modifiers, { code, span: S }] }, { profile });
        fc.pre(before.ok && after.ok);
        if (!before.ok || !after.ok) return;
        expect(after.value.active).toBeGreaterThanOrEqual(before.value.active);
        expect(after.value.advantages).toBeGreaterThan(before.value.advantages);
      }),
      { numRuns: 1500 },
    );
  });

  it('adding a disadvantage never raises build points', () => {
    const extra = fc.oneof(
      fc.constantFrom(1, 2, 4).map((turns) => ({ code: 'XTIME' as const, turns, span: S })),
      fc.integer({ min: 1, max: 8 }).map((q) => ({ code: 'LIMIT' as const, factor: q / 4, text: { value: 'a limitation no generated unit has', span: S }, span: S })),
      fc.constant({ code: 'INTR' as const, span: S }),
      fc.constantFrom(8, 9, 10, 11, 12, 14, 15).map((roll) => ({ code: 'ACT' as const, roll, span: S })),
    );
    fc.assert(
      fc.property(unitArb, extra, profileArb, (unit, mod, profile) => {
        fc.pre(!unit.modifiers.some((m) => m.code === mod.code && m.code !== 'LIMIT'));
        const before = priceUnit(unit, { profile });
        const after = priceUnit({ ...unit, modifiers: [...unit.modifiers, mod] } as UnitSpec, { profile });
        fc.pre(before.ok && after.ok);
        if (!before.ok || !after.ok) return;
        expect(after.value.build).toBeLessThanOrEqual(before.value.build);
        expect(after.value.active).toBe(before.value.active);
      }),
      { numRuns: 1500 },
    );
  });

  it('is the same for a unit and for its canonical text', () => {
    fc.assert(
      fc.property(unitArb, profileArb, (unit, profile) => {
        const a = priceUnit(unit, { profile });
        const b = priceUnit(formatUnit(unit), { profile });
        expect(b.ok).toBe(a.ok);
        if (a.ok && b.ok) {
          const strip = (p: typeof a.value) => JSON.stringify(p, (k, v) => (k === 'span' ? undefined : v));
          expect(strip(b.value)).toBe(strip(a.value));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), unitArb.map(formatUnit)), fc.anything(), (text, junkProfile) => {
        expect(() => priceUnit(text, { profile: junkProfile as never })).not.toThrow();
        expect(() => priceUnit(junkProfile as never)).not.toThrow();
      }),
      { numRuns: 1500 },
    );
  });
});
