// Did-you-mean as data: an unknown function or modifier whose hint names a replacement carries it
// in `suggestions`, for the text at its span; writing the first suggestion there clears the error.
import { describe, expect, it } from 'vitest';
import { parseUnit, priceUnit, type Diagnostic } from '../../src/index.js';

/** The one diagnostic of `code` in the parse of `spec` (the test fails when there is not exactly one). */
function only(spec: string, code: string): Diagnostic {
  const found = parseUnit(spec).diagnostics.filter((d) => d.code === code);
  expect(found, JSON.stringify(parseUnit(spec).diagnostics)).toHaveLength(1);
  return found[0]!;
}

/** `spec` with the text at the diagnostic's span replaced by `text`. */
function replaced(spec: string, d: Diagnostic, text: string): string {
  if (d.span === undefined) throw new Error(`${d.code} has no span`);
  return spec.slice(0, d.span.start) + text + spec.slice(d.span.end);
}

describe('suggestions of unknown functions and modifiers', () => {
  const cases: readonly { spec: string; code: string; at: string; suggestions: readonly string[] }[] = [
    { spec: '3d6 eZap XX', code: 'unknown-modifier', at: 'XX', suggestions: ['EX'] },
    { spec: '3d6 eZap AP RNGG-', code: 'unknown-modifier', at: 'RNGG-', suggestions: ['RNG-'] },
    { spec: '3d6 eZapp AP', code: 'unknown-function', at: 'eZapp', suggestions: ['eZap'] },
    { spec: '3d6 pShok', code: 'unknown-function', at: 'pShok', suggestions: ['pShock'] },
    // A first word whose second word is missing: the two-word name.
    { spec: '20 Damage', code: 'unknown-function', at: 'Damage', suggestions: ['Damage Resistance'] },
    // Drain's target: without its damage type, or the function itself for a sensor mode.
    { spec: '10d6 Drain=eZap', code: 'unknown-function', at: 'eZap', suggestions: ['Zap'] },
    { spec: '10d6 Drain=Detection Sensors', code: 'unknown-function', at: 'Detection Sensors', suggestions: ['Sensors'] },
  ];

  for (const c of cases) {
    it(`${c.spec}: ${c.suggestions.join(', ')} for "${c.at}"`, () => {
      const d = only(c.spec, c.code);
      expect(d.span && c.spec.slice(d.span.start, d.span.end)).toBe(c.at);
      expect(d.suggestions).toEqual(c.suggestions);
      // The message names the same replacement, for a reader without an editor.
      expect(d.message).toContain(c.suggestions[0]);
      // The first suggestion, written at the span, reads: no error of that code is left.
      const fixed = replaced(c.spec, d, c.suggestions[0]!);
      expect(parseUnit(fixed).diagnostics.filter((x) => x.code === c.code)).toEqual([]);
    });
  }

  it('no hint, no suggestions (the field is absent, never empty)', () => {
    const word = only('3d6 eZap QQQQQQQ', 'unknown-modifier');
    expect(word).not.toHaveProperty('suggestions');
    const fn = only('3d6 Wibblewobble', 'unknown-function');
    expect(fn.message).toContain('the functions are');
    expect(fn).not.toHaveProperty('suggestions');
  });

  it('other diagnostics carry none, and a valid spec has none at all', () => {
    const r = parseUnit('3d6 eZap AP AP');
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.some((d) => d.suggestions !== undefined)).toBe(false);
    expect(parseUnit('3d6 eZap "Laser" AP RNG- p=5').diagnostics).toEqual([]);
  });

  it('priceUnit passes the suggestions of the spec on', () => {
    const r = priceUnit('3d6 eZap XX', { profile: 'hero' });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.find((d) => d.code === 'unknown-modifier')?.suggestions).toEqual(['EX']);
  });

  it('a suggestion keeps a damage type that was read, on a two-word name that takes one', () => {
    // "eDamage": Damage Resistance takes no damage type, so the fix is the bare name.
    const d = only('20 eDamage', 'unknown-function');
    expect(d.suggestions).toEqual(['Damage Resistance']);
  });
});
