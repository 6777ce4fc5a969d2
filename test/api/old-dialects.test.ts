/**
 * The old ways of saying "this failed" are gone from the public API: no entry point exports a
 * name of the old dialects (`reasons`, `problems`, `issue`/`issues`, as a whole word or part of a
 * name such as `ArmorIssue` or `DamageProblem`), whether a value or a type, and no exported table
 * holds a key of that name. Failures are `Result` diagnostics everywhere.
 */
import { describe, expect, it } from 'vitest';
import { collectExports, ENTRY_POINTS } from '../docs/exports.js';
import { ENTRY_MODULES } from '../helpers/entries.js';

/**
 * A name of the old dialects: `reasons`, `problems`, `issue(s)` alone, or as a word of a longer
 * name (`ArmorIssue`, `DamageProblemCode`, `CloakReason`, `problemReason`). A lone `reason` (the
 * text of a modifier conflict in a rule table) is a description, not a failure channel.
 */
const OLD = /^(reasons|problems|issues?)$|(Reasons?|Problems?|Issues?)(?=$|[A-Z_])|^(reasons|problems|issues?|problem|issue)(?=[A-Z_])/;

/** Keys of the old dialects anywhere inside an exported value (tables, limits). */
function oldKeys(value: unknown, path: string, seen: Set<object>, out: string[]): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const key of Object.keys(value)) {
    if (OLD.test(key)) out.push(`${path}.${key}`);
    oldKeys((value as Record<string, unknown>)[key], `${path}.${key}`, seen, out);
  }
}

describe('no export of the old failure dialects', () => {
  it('the pattern finds the old names and passes the new ones', () => {
    for (const name of ['reasons', 'problems', 'issue', 'issues', 'ArmorIssue', 'DamageProblem', 'CloakReason', 'DroneLaunchReason', 'DamageProblemCode', 'problemReason']) expect(OLD.test(name), name).toBe(true);
    for (const name of ['diagnostics', 'Diagnostic', 'Result', 'resolveVolley', 'priceUnit', 'reason', 'MODIFIER_CONFLICTS']) expect(OLD.test(name), name).toBe(false);
  });

  it('the runtime check walks every entry point the package exports', () => {
    expect(Object.keys(ENTRY_MODULES).sort()).toEqual(Object.keys(ENTRY_POINTS).sort());
  });

  for (const [entry, module] of Object.entries(ENTRY_MODULES)) {
    it(`${entry}: no exported value or table key of the old dialects`, () => {
      const found: string[] = [];
      for (const [name, value] of Object.entries(module)) {
        if (OLD.test(name)) found.push(name);
        oldKeys(value, name, new Set(), found);
      }
      expect(Object.keys(module).length).toBeGreaterThan(0);
      expect(found).toEqual([]);
    });
  }

  it('no exported type of the old dialects either', () => {
    const found = collectExports()
      .filter((s) => OLD.test(s.name))
      .map((s) => `${s.entry} ${s.name}`);
    expect(found).toEqual([]);
  });
});
