import { describe, expect, it } from 'vitest';
import { parseUnit } from '../../src/index.js';
import { closest } from '../../src/notation/suggest.js';

describe('did-you-mean hints', () => {
  it('pick the nearest candidate within one edit for short words, two for longer ones', () => {
    expect(closest('APP', ['AP', 'EX'])).toBe('AP');
    expect(closest('delya', ['DELAY', 'DISPEL'])).toBe('DELAY');
    expect(closest('XYZ', ['AP', 'EX'])).toBeUndefined();
    expect(closest('IMMUNEEE', ['IMMUNE'])).toBe('IMMUNE');
    expect(closest('x'.repeat(100), ['AP'])).toBeUndefined();
  });

  it('appear in unknown-modifier and unknown-function messages', () => {
    const r = parseUnit('3d6 eZapp');
    expect(r.diagnostics[0]).toMatchObject({ code: 'unknown-function' });
    expect(r.diagnostics[0]!.message).toContain('did you mean eZap?');
    const m = parseUnit('3d6 eZap PENN');
    expect(m.diagnostics[0]!.message).toContain('did you mean PEN?');
  });
});
