// Every exported function of every entry point, fed arbitrary values (fast-check, in a child
// process per entry point: see cases/misc.ts), returns a result or throws only an error its
// documentation announces with `@throws`. Errors thrown by the caller's own hostile values
// (a getter, a proxy trap, a die) may pass through unchanged. A result with `ok: true` never
// holds NaN, an infinity or an unsafe integer. Every result is of the one result shape
// (`{ ok: true, value, diagnostics }` or `{ ok: false, diagnostics }` with an error). An SVG
// document answered (the sheet's and the plot's printers) is well formed and holds only the
// printers' own elements, no event or link attribute; `escapeSvgText` leaves no bare markup.
import { describe, expect, it } from 'vitest';
import { collectExports } from '../docs/exports.js';
import type { FuzzOutcome } from './cases/misc.js';
import { caseResult } from './harness.js';

const documented = new Map(collectExports().map((s) => [`${s.entry} ${s.name}`, s.throws] as const));

const ENTRY_NAMES = ['spacedock', 'spacedock/catalog', 'spacedock/combat', 'spacedock/damage', 'spacedock/design', 'spacedock/duel', 'spacedock/plot', 'spacedock/render', 'spacedock/sheet', 'spacedock/turn'];

/** The entries whose functions write SVG; their fuzz starts from valid calls half the time. */
const PRINTERS = ['spacedock/plot', 'spacedock/sheet'];

describe('every exported function, fed arbitrary values', () => {
  for (const entry of ENTRY_NAMES) {
    it(`${entry}: results or documented throws only`, () => {
      const outcomes = caseResult(`fuzz/${entry}`, { cpuMs: 60_000 }) as Record<string, FuzzOutcome>;
      const undocumented: string[] = [];
      const badNumbers: string[] = [];
      const badShapes: string[] = [];
      const badMarkup: string[] = [];
      for (const [name, o] of Object.entries(outcomes)) {
        expect(o.calls, name).toBeGreaterThan(0);
        // The printers' runs start from valid calls (cases/misc.ts): some must get past every check.
        if (PRINTERS.includes(entry)) expect(o.answered, `${name} answered`).toBeGreaterThan(0);
        // A function re-exported from another entry is documented under its first entry.
        const allowed = documented.get(`${entry} ${name}`) ?? [...documented.entries()].find(([k]) => k.endsWith(` ${name}`))?.[1] ?? [];
        for (const [error, seen] of Object.entries(o.threw)) {
          // A stack overflow is never a documented answer: deep input must be refused, not recursed into.
          const overflow = /call stack/i.test(seen.message);
          if (overflow || !allowed.includes(error)) undocumented.push(`${name} threw ${error} (${seen.count}x): ${seen.message} <- (${seen.args})`);
        }
        for (const b of o.badNumbers) badNumbers.push(`${name}: ${b.path} <- (${b.args})`);
        for (const b of o.badShapes) badShapes.push(`${name}: ${b.shape} <- (${b.args})`);
        for (const b of o.badMarkup) badMarkup.push(`${name}: ${b.markup} <- (${b.args})`);
      }
      expect(undocumented).toEqual([]);
      expect(badNumbers).toEqual([]);
      expect(badShapes).toEqual([]);
      expect(badMarkup).toEqual([]);
    });
  }
});
