// formatUnit and formatModifier on trees that did not come from parseUnit: they print, or throw
// the documented TypeError naming the field, and refuse exactly what pricing refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatModifier, formatUnit, parseUnit, priceUnit, type UnitSpec } from '../../src/index.js';
import { validUnit } from '../helpers/arbitraries.js';
import { applyMutation, mutation, throwingProxy } from '../helpers/mutate.js';

const S = { start: 0, end: 0 };

describe('formatUnit of hand-built trees', () => {
  it('prints a well-formed tree, even one that breaks a table rule', () => {
    const unit = { span: S, function: { kind: 'zap', dice: { type: 'dice', count: 3, span: S }, damageType: 'energy', span: S, nameSpan: S }, modifiers: [{ code: 'ACT', roll: 13, span: S }] } as UnitSpec;
    expect(formatUnit(unit)).toBe('3d6 eZap ACT13<');
    expect(parseUnit(formatUnit(unit)).diagnostics.map((d) => d.code)).toEqual(['invalid-table-value']);
  });

  it('throws a TypeError naming the field, never prints half a unit', () => {
    expect(() => formatUnit({ span: S, function: { kind: 'zap', span: S, nameSpan: S }, modifiers: [] } as never)).toThrow(new TypeError('formatUnit takes a unit syntax tree: function.dice: it is missing'));
    expect(() => formatUnit(throwingProxy() as never)).toThrow(new TypeError('formatUnit takes a unit syntax tree: span: reading it threw an error'));
    expect(() => formatModifier({ code: 'AE', shape: 'hex', size: 2, selective: false, span: S } as never)).toThrow(new TypeError('formatModifier takes a modifier: size: a single-hex area takes no size'));
    expect(() => formatModifier(Symbol('m') as never)).toThrow(new TypeError('formatModifier takes a modifier: the modifier: a symbol is not a modifier'));
  });

  it('a broken copy of a parsed unit prints or throws a TypeError, and pricing refuses it with the same path', () => {
    const specs = validUnit.map((u) => formatUnit(u));
    fc.assert(
      fc.property(specs, mutation, (spec, m) => {
        const r = parseUnit(spec);
        fc.pre(r.ok);
        if (!r.ok) return;
        const broken = applyMutation(structuredClone(r.value), m);
        let text: string | undefined;
        try {
          text = formatUnit(broken as UnitSpec);
        } catch (e) {
          expect(e).toBeInstanceOf(TypeError);
          expect((e as Error).message).toMatch(/^formatUnit takes a unit syntax tree: /);
          // What formatUnit refuses, pricing refuses at the same path (under its parameter's
          // name, `unit`: priceUnit takes two inputs), with the same message and no span (a
          // string would be parsed instead).
          if (typeof broken !== 'string') {
            const d = priceUnit(broken as UnitSpec).diagnostics[0];
            expect(d?.span).toBeUndefined();
            const inside = (d?.path ?? '').replace(/^unit\.?/, '');
            expect(d?.path?.startsWith('unit')).toBe(true);
            const refusal = d === undefined ? undefined : `${inside === '' ? 'the unit' : inside}: ${d.message}`;
            expect(refusal).toBe((e as Error).message.replace('formatUnit takes a unit syntax tree: ', ''));
          }
          return;
        }
        expect(typeof text).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
});
