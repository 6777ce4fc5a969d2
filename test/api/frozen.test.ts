// Every exported object and array of every entry point is deeply frozen: the rule tables and
// limits are shared by every caller in the process, so a write through one of them must not
// change what another caller gets.
import { describe, expect, it } from 'vitest';
import { caseResult } from '../hostile/harness.js';
import { ENTRY_MODULES } from '../helpers/entries.js';

/** The paths under `value` (itself included) of objects that are not frozen. */
function unfrozen(value: unknown, path: string, seen: Set<object>, out: string[]): void {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return;
  if (seen.has(value)) return;
  seen.add(value);
  // Functions are exported code, not data: only their own enumerable data would be state.
  if (typeof value === 'object' && !Object.isFrozen(value)) out.push(path);
  for (const key of Reflect.ownKeys(value)) {
    if (typeof value === 'function' && (key === 'prototype' || key === 'length' || key === 'name')) continue;
    const desc = Object.getOwnPropertyDescriptor(value, key);
    if (desc !== undefined && 'value' in desc) unfrozen(desc.value, `${path}.${String(key)}`, seen, out);
  }
  if (typeof value === 'function') {
    // A function with own enumerable data properties (a static table hung on it) would be state.
    for (const key of Object.keys(value)) out.push(`${path}.${key} (property of a function)`);
  }
}

describe('exported values are deeply frozen', () => {
  for (const [entry, exports] of Object.entries(ENTRY_MODULES)) {
    it(entry, () => {
      const out: string[] = [];
      for (const [name, value] of Object.entries(exports)) unfrozen(value, name, new Set(), out);
      expect(out).toEqual([]);
    });
  }

  it('the walker finds an object that is not frozen', () => {
    const out: string[] = [];
    unfrozen({ a: Object.freeze({ b: [1] }) }, 'x', new Set(), out);
    expect(out).toEqual(['x', 'x.a.b']);
  });
});

describe('writes to exported tables change nothing', () => {
  it('the writes of the issue are refused, and loading and volleys answer as before', () => {
    expect(caseResult('global-state/writes')).toEqual({
      writes: {
        maxLength: 'refused',
        maxAliasCount: 'refused',
        chartColumn: 'refused',
        chartPush: 'refused',
        tableColumns: 'refused',
        functionKinds: 'refused',
        modifierCodes: 'refused',
        techLevels: 'refused',
        maxDiagnostics: 'refused',
      },
      loadOk: true,
      laughs: ['design-unsafe'],
      column: 'B',
      columns: 'ABCDEFGHIJKLM',
      tableColumns: 9,
      kinds: true,
      tech: '3,4,5,6,7',
    });
  });
});
