import { describe, expect, it } from 'vitest';
import { formatModifier, formatUnit, parseUnit, type UnitSpec } from '../../src/index.js';

const S = { start: 0, end: 0 };
const canon = (s: string): string => {
  const r = parseUnit(s);
  if (!r.ok) throw new Error(`${s}: ${r.diagnostics.map((d) => d.code).join(', ')}`);
  return formatUnit(r.value);
};

describe('formatUnit', () => {
  it('prints a hand-built AST', () => {
    const unit: UnitSpec = {
      span: S,
      function: { kind: 'zap', dice: { type: 'dice', count: 3, span: S }, damageType: 'energy', span: S, nameSpan: S },
      specialEffect: { value: 'Laser', span: S },
      modifiers: [{ code: 'AP', span: S }, { code: 'RNG-', span: S }],
      power: { value: 5, span: S },
      range: { value: 23, span: S },
    };
    expect(formatUnit(unit)).toBe('3d6 eZap "Laser" AP RNG- p=5 rng=23');
  });

  it('normalises case, separators, number form and the place of the special effect', () => {
    expect(canon('003D6 ezap,,ap  "x"   RNG=07')).toBe('3d6 eZap "x" AP rng=7');
    expect(canon('10 missile REUSABLE (1d6 PSHOCK 1ch) MODE=3')).toBe('10 Missile mode=3 reusable (1d6 pShock 1CH)');
    expect(canon('2d6 eZap ae:c15S cont:u arc:fa limit:0.50="x"')).toBe('2d6 eZap AE:C15s CONT:U ARC:FA LIMIT:0.5="x"');
  });

  it('keeps the order of modifiers as written', () => {
    expect(canon('3d6 eZap RNG- AP EX')).toBe('3d6 eZap RNG- AP EX');
  });

  it('escapes what a quoted text cannot hold literally', () => {
    const text = 'a"b\\c\nd\te\r\u0001';
    const unit: UnitSpec = {
      span: S,
      function: { kind: 'defense', points: { type: 'points', value: 9, span: S }, span: S, nameSpan: S },
      specialEffect: { value: text, span: S },
      modifiers: [],
    };
    const printed = formatUnit(unit);
    expect(printed).toBe('9 Defense "a\\"b\\\\c\\nd\\te\\r\\u0001"');
    const back = parseUnit(printed);
    expect(back.ok && back.value.specialEffect?.value).toBe(text);
  });
});

describe('formatModifier', () => {
  it('prints every parametrised form', () => {
    expect(formatModifier({ code: 'AUTO', span: S })).toBe('AUTO');
    expect(formatModifier({ code: 'AUTO', shots: 10, span: S })).toBe('AUTO:10');
    expect(formatModifier({ code: 'CH', charges: 8, span: S })).toBe('8CH');
    expect(formatModifier({ code: 'AE', shape: 'hex', selective: true, span: S })).toBe('AE:Hs');
    expect(formatModifier({ code: 'AE', shape: 'line', size: 4, selective: false, span: S })).toBe('AE:L4');
    expect(formatModifier({ code: 'BURN', roll: 9, span: S })).toBe('BURN9<');
    expect(formatModifier({ code: 'XTIME', turns: 2, span: S })).toBe('XTIME2');
    expect(formatModifier({ code: 'POWX', multiplier: 10, span: S })).toBe('POWX10');
    expect(formatModifier({ code: 'TRIGGER', text: { value: 'near', span: S }, span: S })).toBe('TRIGGER="near"');
    expect(formatModifier({ code: 'LIMIT', factor: 1.25, text: { value: 'x', span: S }, span: S })).toBe('LIMIT:1.25="x"');
  });
});
