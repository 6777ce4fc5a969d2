/**
 * One pass (issue 38): a file with several independent mistakes, each of a different kind and on
 * its own lines, gives every one of them in one run, each once, at its line, and nothing more
 * (no diagnostic that only follows from another).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDesigns } from '../../src/design/index.js';
import { loadDesignsInFull } from '../../src/design/load.js';

/** A mistake written into the file: its lines, and the code each diagnostic has at the line (relative to its first line) it is expected at. */
interface Part {
  readonly lines: readonly string[];
  readonly expected: readonly (readonly [code: string, line: number])[];
}

/** The kinds of mistakes, each independent of the others: none hides another, none adds a diagnostic to another's. */
const UNIT_MISTAKES: Readonly<Record<string, Part>> = {
  'count 0': { lines: ['  - name: Zero', '    spec: 3d6 eZap AP', '    count: 0'], expected: [['design-schema', 2]] },
  'misspelt key': { lines: ['  - name: Misspelt', '    spec: 8 eDefense', '    cuont: 2'], expected: [['design-schema', 2]] },
  'unknown modifier': { lines: ['  - name: Bad', '    spec: 3d6 eZap APX'], expected: [['unknown-modifier', 1]] },
  'missing dash': { lines: ['  - name: First', '    spec: 3d6 eZap AP', '    name: Second', '    spec: 8 eDefense'], expected: [['design-yaml', 2]] },
  'split modifier': { lines: ['  - name: Split', '    spec: 10 eDefense ACT 12<'], expected: [['split-modifier', 1]] },
  // A YAML error: the document is read again without the line, and still built as a ship (the shuttles aboard).
  'unclosed quote': { lines: ['  - name: "Broken', '    spec: 3d6 eZap AP'], expected: [['design-yaml', 0]] },
};
const CLEAN_UNIT: readonly string[] = ['  - name: Fine', '    spec: 8 pDefense'];

const HEAD_MISTAKES = ['duplicate key', 'too many shuttles'] as const;
type Head = (typeof HEAD_MISTAKES)[number];

/** A ship file with the mistakes chosen, the unit lines in the order given; and every diagnostic it must give, as `code@line`. */
/** How a second document is appended, if at all: without its `---`, or after `--` (one dash short). */
const APPENDED = ['none', 'without ---', 'after --'] as const;
type Appended = (typeof APPENDED)[number];

function shipWith(units: readonly string[], head: readonly Head[], repair5: boolean, appended: Appended): { readonly text: string; readonly expected: string[] } {
  const lines: string[] = ['format: 1', 'kind: ship', 'name: Heron', 'sizeClass: 3', 'tech: 3'];
  const expected: string[] = [];
  if (head.includes('duplicate key')) {
    lines.push('sizeClass: 4');
    expected.push(`design-yaml@${lines.length}`);
  }
  if (head.includes('too many shuttles')) {
    lines.push('shuttlesAboard: 3');
    expected.push(`too-many-shuttles@${lines.length}`);
  }
  lines.push('units:');
  for (const name of units) {
    const part = name === 'clean' ? { lines: CLEAN_UNIT, expected: [] } : UNIT_MISTAKES[name]!;
    for (const [code, at] of part.expected) expected.push(`${code}@${lines.length + 1 + at}`);
    lines.push(...part.lines);
  }
  lines.push('systems:', '  - { label: Hull, variant: F, count: 2 }', '  - { label: Shtl }');
  if (repair5) {
    lines.push('  - { label: Repair-5 }');
    expected.push(`system-not-available@${lines.length}`);
  }
  if (appended === 'after --') {
    // A YAML error: `--` is one dash short; the second document is still checked, and the ship still built.
    lines.push('--');
    expected.push(`design-yaml@${lines.length}`);
  }
  if (appended !== 'none') {
    // A second document, appended without its --- (said once: at the `--` when there is one), with a mistake of its own.
    lines.push('format: 1');
    if (appended === 'without ---') expected.push(`design-yaml@${lines.length}`);
    lines.push('kind: units', 'title: More', 'units:', '  - { name: Gun, spec: 3d6 eZap XX }');
    expected.push(`unknown-modifier@${lines.length}`);
  }
  return { text: `${lines.join('\n')}\n`, expected };
}

const found = (text: string): string[] => loadDesigns(text, 'ship.yaml').diagnostics.map((d) => `${d.code}@${d.span?.line}`);

describe('one pass: independent mistakes all found in one run (issue 38)', () => {
  it('the ship without mistakes has no diagnostic', () => {
    expect(found(shipWith(['clean'], [], false, 'none').text)).toEqual([]);
  });

  it('every mistake of a file, each once, and nothing else', () => {
    const units = fc.shuffledSubarray(Object.keys(UNIT_MISTAKES)).chain((picked) => fc.shuffledSubarray([...picked, 'clean'], { minLength: picked.length + 1 }));
    fc.assert(
      fc.property(units, fc.subarray([...HEAD_MISTAKES]), fc.boolean(), fc.constantFrom(...APPENDED), (u, head, repair5, appended) => {
        const { text, expected } = shipWith(u, head, repair5, appended);
        fc.pre(expected.length >= 2);
        expect(found(text).sort(), text).toEqual([...expected].sort());
      }),
      { numRuns: 60 },
    );
  });

  it('every kind at once: eleven mistakes, eleven diagnostics, with the second document after --- missing or after --', () => {
    const all = shipWith(Object.keys(UNIT_MISTAKES), [...HEAD_MISTAKES], true, 'without ---');
    expect(found(all.text).sort()).toEqual([...all.expected].sort());
    expect(all.expected.length).toBe(11);
    const dashes = shipWith(Object.keys(UNIT_MISTAKES), [...HEAD_MISTAKES], true, 'after --');
    expect(found(dashes.text).sort()).toEqual([...dashes.expected].sort());
    expect(dashes.expected.length).toBe(11);
    expect(dashes.expected.filter((e) => e.startsWith('too-many-shuttles')).length).toBe(1);
  });

  it('a YAML error read past still leaves the ship built as a whole: the shuttles aboard beside it, in one run', () => {
    for (const appended of APPENDED) {
      const { text, expected } = shipWith(['unclosed quote', 'clean'], ['too many shuttles'], false, appended);
      expect(expected.some((e) => e.startsWith('too-many-shuttles'))).toBe(true);
      expect(found(text).sort(), text).toEqual([...expected].sort());
    }
  });

  it('a document whose list item lost its dash is reported, checked, and never listed as loaded', () => {
    const text = 'format: 1\nkind: ship\nname: Heron\nsizeClass: 3\ntech: 3\nsystems:\n  - label: Hull\n    variant: F\n    label: Shtl\n';
    const full = loadDesignsInFull(text, 'ship.yaml');
    expect(full.diagnostics.map((d) => `${d.code}@${d.span?.line}`)).toEqual(['design-yaml@9']);
    expect(full.documents).toEqual([]);
    expect(full.ok).toBe(false);
  });
});
