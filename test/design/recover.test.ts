/**
 * Reading on after YAML errors (specs/design-format.md 7.5, src/design/recover.ts): what the rest
 * of a document says is reported beside its YAML errors, and what only follows from the lines
 * left out is not.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDesigns } from '../../src/design/index.js';
import { splitDocuments } from '../../src/design/documents.js';
import { readSource } from '../../src/design/full-yaml.js';
import { MAX_ROUNDS, recover } from '../../src/design/recover.js';
import type { Diagnostic } from '../../src/index.js';

const at = (ds: readonly Diagnostic[]): string[] => ds.map((d) => `${d.span?.line}:${d.span?.column} ${d.code}`);
const load = (text: string): string[] => at(loadDesigns(text, 'x.yaml').diagnostics);
const units = (lines: string): string => `format: 1\nkind: units\ntitle: Guns\nunits:\n${lines}`;

describe('what only follows from a blanked line is not reported', () => {
  it('a field on a blanked line is not missing; a field no blanked line held still is', () => {
    // The tab line held `spec`: the item is not said to lack it.
    expect(load(units('  - name: Laser\n\tspec: 3d6 eZap\n'))).toEqual(['6:1 design-yaml']);
    // The tab line held `count`: the item really lacks `spec`.
    expect(load(units('  - name: Laser\n\tcount: 2\n'))).toEqual(['5:5 design-schema', '6:1 design-yaml']);
    expect(loadDesigns(units('  - name: Laser\n\tcount: 2\n'), 'x').diagnostics[0]?.message).toBe('missing field `spec` (non-empty text)');
  });

  it('a list whose items were all blanked is not said to be empty', () => {
    expect(load(units('\t- name: Laser\n\t  spec: 3d6 eZap\n'))).toEqual(['5:1 design-yaml', '6:1 design-yaml']);
  });

  it("an item left with only its dash is not said to be no mapping; the item's other keys are kept", () => {
    // `- name: "Laser 4` keeps its dash: the item is { spec }, whose APX is reported; its name is not said to be missing.
    expect(load(units('  - name: "Laser 4\n    spec: 3d6 eZap APX\n'))).toEqual(['5:11 design-yaml', '6:20 unknown-modifier']);
    expect(load(units('  - "Laser 4\n  - name: Gun\n    spec: 3d6 eZap APX\n'))).toEqual(['5:5 design-yaml', '7:20 unknown-modifier']);
  });

  it("the reader's errors that follow from an explained one are not reported", () => {
    // `count` left of its mapping also makes the reader stumble on the next item (line 8): one error.
    expect(load(units('  - name: Laser\n    spec: 3d6 eZap\n  count: 2\n  - name: Gun\n    spec: 3d6 eZap APX\n'))).toEqual(['7:3 design-yaml', '9:20 unknown-modifier']);
  });

  it('a ship read on is not built as a whole (its lines are missing)', () => {
    // Without line 7, the Shuttle box would be gone and `shuttlesAboard: 2` too many: not said.
    const text = 'format: 1\nkind: ship\nname: H\nsizeClass: 3\ntech: 3\nsystems:\n\t- { label: Shtl, count: 2 }\n  - { label: Bridge }\nshuttlesAboard: 2\n';
    expect(load(text)).toEqual(['7:1 design-yaml']);
    // The same ship without its Shuttle line, read as written, is refused as a whole.
    expect(load(text.replace('\t- { label: Shtl, count: 2 }\n', ''))).toEqual(['8:17 too-many-shuttles']);
  });
});

describe('errors the first ones hid', () => {
  it('a tab after a quote never closed (read as part of the quoted text at first)', () => {
    expect(load(units('  - name: "Laser 4\n    spec: 3d6 eZap\n  - name: Gun\n\tspec: 3d6 eZap APX\n'))).toEqual(['5:11 design-yaml', '8:1 design-yaml']);
  });

  it('each document on its own: an error in one hides nothing in the next', () => {
    const text = `${units('  - name: "Laser 4\n    spec: 3d6 eZap\n')}---\n${units('  - name: Gun\n    spec: 3d6 eZap APX\n')}`;
    expect(load(text)).toEqual(['5:11 design-yaml', '13:20 unknown-modifier']);
  });
});

describe('recover()', () => {
  const slice = (text: string) => splitDocuments(text, 0, 1).documents[0]!;

  it('reads nothing when the allowance is spent, and charges each reading to it', () => {
    const text = units('  - name: "Laser\n    spec: 3d6 eZap\n');
    const errors = [{ start: text.indexOf('"Laser'), end: text.indexOf('"Laser') + 6, message: 'x', explained: true }];
    expect(recover(text, slice(text), errors, () => false, readSource)).toBeUndefined();
    const charged: number[] = [];
    const r = recover(text, slice(text), errors, (n) => (charged.push(n), true), readSource);
    expect(r?.tree?.root?.kind).toBe('map');
    expect(charged).toEqual([text.length]);
  });

  it(`reads a document again at most ${MAX_ROUNDS} times, then gives up on its tree`, () => {
    // Each unclosed quote hides the next: one more is found per reading.
    const text = Array.from({ length: MAX_ROUNDS + 3 }, (_, i) => `k${i}: "x\n`).join('');
    const charged: number[] = [];
    const r = recover(text, slice(text), [{ start: 4, end: 5, message: 'x', explained: true }], (n) => (charged.push(n), true), readSource);
    expect(r?.tree).toBeUndefined();
    expect(r?.hidden.length).toBe(MAX_ROUNDS);
    expect(charged.length).toBe(MAX_ROUNDS);
  });

  it('does not read a text with lone CR line ends again', () => {
    const text = 'format: 1\rkind: "units\r';
    expect(recover(text, slice(text), [{ start: 16, end: 17, message: 'x' }], () => true, readSource)).toBeUndefined();
  });
});

describe('mistakes dropped into valid designs', () => {
  const originals = ['examples/ships/cruiser.yaml', 'examples/cruiser.yaml', 'examples/ships/cruiser.json'].map((f) => readFileSync(f, 'utf8'));
  /** One line of `text` broken: a tab before it, a quote opened, one space more or less, a bracket opened, a character dropped. */
  const breakLine = (text: string, line: number, how: number): string => {
    const lines = text.split('\n');
    const n = line % lines.length;
    const l = lines[n]!;
    const colon = l.indexOf(': ');
    lines[n] = [
      `\t${l}`,
      colon === -1 ? `"${l}` : `${l.slice(0, colon + 2)}"${l.slice(colon + 2)}`,
      ` ${l}`,
      l.startsWith(' ') ? l.slice(1) : l,
      colon === -1 ? `[${l}` : `${l.slice(0, colon + 2)}[${l.slice(colon + 2)}`,
      l.slice(0, Math.max(0, l.length - 1)),
    ][how % 6]!;
    return lines.join('\n');
  };

  it('never throw, never report one problem twice, and point inside the text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }), (which, breaks) => {
        let text = originals[which]!;
        for (const [line, how] of breaks) text = breakLine(text, line, how);
        const r = loadDesigns(text, 'x.yaml');
        const seen = new Set<string>();
        for (const d of r.diagnostics) {
          const key = `${d.code} ${d.span?.start} ${d.span?.end} ${d.message}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
          expect(d.span!.start).toBeGreaterThanOrEqual(0);
          expect(d.span!.end).toBeLessThanOrEqual(text.length);
        }
        // By position in the file.
        const starts = r.diagnostics.map((d) => d.span!.start);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });
});
