// The unit bench's list of functions and modifiers (src/editing/rule-items.ts): every entry of the
// rule tables is listed once, and what each button inserts reads as what it names.
import { describe, expect, it } from 'vitest';
import { FUNCTIONS, MODIFIERS, parseUnit, type FunctionRule } from '../../src/index.js';
import { matchesFilter, ruleGroups, spacedInsert } from '../../src/editing/index.js';

const groups = ruleGroups();
const functionGroups = groups.filter((g) => g.id.startsWith('functions-'));
const modifierGroups = groups.filter((g) => g.id.startsWith('modifiers-'));

/** The codes of the notation's reading (not its semantic checks): none may meet an inserted text. */
const READING = new Set(['unknown-modifier', 'unknown-function', 'malformed-modifier', 'invalid-table-value', 'missing-value', 'unterminated-string', 'unexpected-token', 'invalid-number']);

describe('ruleGroups', () => {
  it('lists every function and every modifier of the tables exactly once', () => {
    expect(functionGroups.flatMap((g) => g.items.map((i) => i.label)).sort()).toEqual(Object.values(FUNCTIONS).map((f) => f.name).sort());
    expect(modifierGroups.flatMap((g) => g.items.map((i) => i.label)).sort()).toEqual(Object.keys(MODIFIERS).sort());
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
  });

  it("a function inserts its example's words, which read as that function", () => {
    for (const g of functionGroups) {
      for (const item of g.items) {
        const f = Object.values(FUNCTIONS).find((x: FunctionRule) => x.name === item.label)!;
        expect(f.example.endsWith(item.insert)).toBe(true);
        const r = parseUnit(f.example);
        expect(r.ok, `${f.example}: ${JSON.stringify(r.diagnostics)}`).toBe(true);
        if (r.ok) expect(r.value.function.kind).toBe(f.kind);
      }
    }
  });

  it('a modifier inserts a text the notation reads as that modifier', () => {
    for (const g of modifierGroups) {
      for (const item of g.items) {
        const spec = `3d6 eZap ${item.insert}`;
        const r = parseUnit(spec);
        expect(r.diagnostics.filter((d) => READING.has(d.code)), spec).toEqual([]);
        // Read, it prices with that modifier in the breakdown (unless a semantic rule refuses it on a Zap).
        if (r.ok) expect(r.value.modifiers.map((m) => m.code), spec).toContain(item.label);
      }
    }
  });
});

describe('matchesFilter', () => {
  const [item] = modifierGroups[0]!.items;
  it('matches the label, the inserted text and the description, ignoring case and blanks', () => {
    expect(item).toBeDefined();
    expect(matchesFilter(item!, '')).toBe(true);
    expect(matchesFilter(item!, `  ${item!.label.toLowerCase()} `)).toBe(true);
    expect(matchesFilter(item!, item!.description.slice(0, 6).toUpperCase())).toBe(true);
    expect(matchesFilter(item!, 'no such text anywhere')).toBe(false);
  });
});

describe('spacedInsert', () => {
  it('adds a space before and after only where a word would touch', () => {
    expect(spacedInsert('', 0, 0, 'AP')).toBe('AP');
    expect(spacedInsert('3d6 eZap', 8, 8, 'AP')).toBe(' AP');
    expect(spacedInsert('3d6 eZap ', 9, 9, 'AP')).toBe('AP');
    expect(spacedInsert('3d6 eZap EX', 8, 8, 'AP')).toBe(' AP');
    expect(spacedInsert('3d6 eZapEX', 8, 8, 'AP')).toBe(' AP ');
    // Replacing a selection: the blanks around it count, not the selected text.
    expect(spacedInsert('3d6 eZap XX EX', 9, 11, 'AP')).toBe('AP');
  });
});
