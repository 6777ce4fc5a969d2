import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_ROLLS,
  BURNOUT_ROLLS,
  BURNOUT_ROLLS_WITH_CHARGES,
  CHARGES,
  FUNCTIONS,
  JAMMED_ROLLS,
  MODIFIER_CODES,
  MODIFIERS,
  parseUnit,
} from '../src/index.js';

describe('rule tables', () => {
  it('fit the validator\'s 31-bit code set', () => expect(MODIFIER_CODES.length).toBeLessThanOrEqual(31));

  it('key every entry by its own code or kind, and cite a source', () => {
    for (const [code, m] of Object.entries(MODIFIERS)) {
      expect(m.code).toBe(code);
      expect(m.source.entry.length).toBeGreaterThan(0);
      if (m.factor !== null) expect((m.factor * 4) % 1).toBe(0);
    }
    for (const [kind, f] of Object.entries(FUNCTIONS)) {
      expect(f.kind).toBe(kind);
      expect(f.source.entry.length).toBeGreaterThan(0);
    }
  });

  it('charges bands cover 1..250 without gaps or overlaps', () => {
    let next = 1;
    for (const row of CHARGES.rows) {
      expect(row.from).toBe(next);
      expect(row.to).toBeGreaterThanOrEqual(row.from);
      next = row.to + 1;
    }
    expect(next - 1).toBe(250);
  });

  it('every roll row is accepted by the parser and every other roll rejected', () => {
    const cases = [
      ['ACT', ACTIVATION_ROLLS, ''],
      ['JAM', JAMMED_ROLLS, ''],
      ['BURN', BURNOUT_ROLLS, ''],
      ['BURN', BURNOUT_ROLLS_WITH_CHARGES, ' 2CH'],
    ] as const;
    for (const [code, table, extra] of cases) {
      for (let roll = 3; roll <= 18; roll++) {
        const r = parseUnit(`3d6 eZap ${code}${roll}<${extra}`);
        expect(r.ok, `${code}${roll}<${extra}`).toBe(table.rows.some((row) => row.roll === roll));
      }
    }
  });
});
