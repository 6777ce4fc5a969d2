// The one code table: every module's codes merged without a clash, each with its module,
// severity and summary.
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, DIAGNOSTIC_MODULES, DIAGNOSTIC_SEVERITIES, DIAGNOSTIC_SUMMARIES } from '../../src/index.js';
import { CATALOG_SEVERITIES } from '../../src/diagnostics/codes/catalog.js';
import { COMBAT_SEVERITIES } from '../../src/diagnostics/codes/combat.js';
import { DAMAGE_SEVERITIES } from '../../src/diagnostics/codes/damage.js';
import { DESIGN_SEVERITIES } from '../../src/diagnostics/codes/design.js';
import { GENERAL_SEVERITIES } from '../../src/diagnostics/codes/general.js';
import { NOTATION_SEVERITIES } from '../../src/diagnostics/codes/notation.js';
import { PRICING_SEVERITIES } from '../../src/diagnostics/codes/pricing.js';
import { TURN_SEVERITIES } from '../../src/diagnostics/codes/turn.js';
import { DUEL_SEVERITIES } from '../../src/diagnostics/codes/duel.js';
import { SHEET_SEVERITIES } from '../../src/diagnostics/codes/sheet.js';
import { RENDER_SEVERITIES } from '../../src/diagnostics/codes/render.js';
import { BALANCE_SEVERITIES } from '../../src/diagnostics/codes/balance.js';

const TABLES = {
  notation: NOTATION_SEVERITIES,
  pricing: PRICING_SEVERITIES,
  catalog: CATALOG_SEVERITIES,
  design: DESIGN_SEVERITIES,
  sheet: SHEET_SEVERITIES,
  render: RENDER_SEVERITIES,
  damage: DAMAGE_SEVERITIES,
  combat: COMBAT_SEVERITIES,
  turn: TURN_SEVERITIES,
  duel: DUEL_SEVERITIES,
  balance: BALANCE_SEVERITIES,
  general: GENERAL_SEVERITIES,
} as const;

describe('the one diagnostic code table', () => {
  it('lists every module, and every module reports codes', () => {
    expect([...DIAGNOSTIC_MODULES].sort()).toEqual(Object.keys(TABLES).sort());
    for (const [module, table] of Object.entries(TABLES)) expect(Object.keys(table).length, module).toBeGreaterThan(0);
  });

  it('no code is defined by two modules (a merged table would silently keep one)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [module, table] of Object.entries(TABLES)) {
      for (const code of Object.keys(table)) {
        const other = seen.get(code);
        if (other !== undefined) clashes.push(`${code}: ${other} and ${module}`);
        seen.set(code, module);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(DIAGNOSTIC_CODES).length).toBe(seen.size);
  });

  it('each code carries the severity, module and summary of its own module table', () => {
    for (const [module, table] of Object.entries(TABLES)) {
      for (const [code, severity] of Object.entries(table)) {
        const info = DIAGNOSTIC_CODES[code as keyof typeof DIAGNOSTIC_CODES];
        expect(info, code).toEqual({ severity, module, summary: DIAGNOSTIC_SUMMARIES[code as keyof typeof DIAGNOSTIC_SUMMARIES] });
        expect(DIAGNOSTIC_SEVERITIES[code as keyof typeof DIAGNOSTIC_SEVERITIES]).toBe(severity);
        expect(info.summary.length, code).toBeGreaterThan(10);
        expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('the summaries and the severities name the same codes', () => {
    expect(Object.keys(DIAGNOSTIC_SUMMARIES).sort()).toEqual(Object.keys(DIAGNOSTIC_SEVERITIES).sort());
  });
});
