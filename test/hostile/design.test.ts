// Hostile design files, each case in a child process with a 1 GB heap and a hang guard (see
// harness.ts): deep and unclosed nesting, junk, huge mappings, alias bombs, floods of mistakes.
// Each must end in the right diagnostics, capped, at the right place, never in a crash.
import { describe, expect, it } from 'vitest';
import { MAX_DIAGNOSTICS } from '../../src/diagnostics/limits.js';
import { caseResult } from './harness.js';

/** What `brief()` of cases/design.ts gives. */
interface Brief {
  readonly ok: boolean;
  readonly codes: Record<string, number>;
  readonly count: number;
  readonly counts: { error: number; warning: number; info: number };
  readonly first: string | null;
  readonly last: string | null;
  readonly documents: number;
}

const brief = (name: string): Brief => caseResult(name) as Brief;

/** One diagnostic only, of this code, at this place. */
function one(name: string, place: string): void {
  const code = place.split(' ')[1]!;
  expect(brief(name)).toEqual({ ok: false, codes: { [code]: 1 }, count: 1, counts: { error: 1, warning: 0, info: 0 }, first: place, last: `${code} error`, documents: 0 });
}

/** The cap: MAX_DIAGNOSTICS of `code`, then one too-many-diagnostics error; `errors` found in all. */
function capped(r: Brief, code: string, errors: number): void {
  expect(r.ok).toBe(false);
  expect(r.codes).toEqual({ [code]: MAX_DIAGNOSTICS, 'too-many-diagnostics': 1 });
  expect(r.count).toBe(MAX_DIAGNOSTICS + 1);
  expect(r.last).toBe('too-many-diagnostics error');
  expect(r.counts).toEqual({ error: errors, warning: 0, info: 0 });
}

describe('nesting: one design-unsafe where it passes 64 levels, the same every time', () => {
  it('10 000 brackets, closed, loaded twice in one process', () => {
    const once = { ok: false, codes: { 'design-unsafe': 1 }, count: 1, counts: { error: 1, warning: 0, info: 0 }, first: '1:65 design-unsafe', last: 'design-unsafe error', documents: 0 };
    expect(caseResult('design/deep-flow-twice')).toEqual([once, once]);
  });

  it('900 brackets, with the stack nearly used up around the call', () => {
    const r = caseResult('design/deep-flow-900-in-a-deep-stack') as Brief[];
    expect(r[0]).toEqual(r[1]);
    expect(r[0]!.first).toBe('1:65 design-unsafe');
    expect(r[0]!.count).toBe(1);
  });

  it('block sequences on one line: - - - ...', () => one('design/deep-block-dashes', '1:129 design-unsafe'));
  it('block mappings by indentation', () => one('design/deep-block-indents', '65:65 design-unsafe'));
  it('block sequences by indentation', () => one('design/deep-block-dash-lines', '65:65 design-unsafe'));
  it('5 000 000 unclosed {', () => one('design/unclosed-braces-5e6', '1:65 design-unsafe'));
  it('5 000 000 unclosed [', () => one('design/unclosed-brackets-5e6', '1:65 design-unsafe'));
  it('2 000 000 [ on their own lines', () => one('design/brackets-over-lines', '65:1 design-unsafe'));
});

describe('junk: bounded memory, one refusal or capped errors', () => {
  it('10 MB of tab-indented lines: too large for the full YAML reader, refused at the first tab', () => one('design/tab-lines-10mb', '1:1 design-too-large'));

  it('500 kB of tab-indented lines: the YAML errors capped, every one counted', () => {
    const r = brief('design/tab-lines-500kb');
    capped(r, 'design-yaml', 83334);
    expect(r.first).toBe('1:1 design-yaml');
  });

  it('10 MB of printable junk', () => one('design/junk-10mb', '3:1 design-too-large'));
  it('10 MB of binary junk', () => one('design/binary-10mb', '1:4 design-too-large'));

  it('500 kB of binary junk goes to the full reader and stays under the cap', () => {
    const r = brief('design/binary-500kb');
    expect(r.ok).toBe(false);
    expect(Object.keys(r.codes)).toEqual(['design-yaml']);
    expect(r.count).toBe(r.counts.error);
    expect(r.count).toBeLessThanOrEqual(MAX_DIAGNOSTICS);
  });

  it('10 MB of "---" lines: too many documents, said once', () => one('design/document-markers-10mb', '1:1 design-too-large'));
  it('1001 documents', () => one('design/1001-documents', '1:1 design-too-large'));

  it('10 MB of list items, of empty items, of flow items, of comments: read, and one schema error', () => {
    for (const name of ['design/dash-lines-10mb', 'design/empty-items-10mb', 'design/flow-items-10mb', 'design/comment-lines-10mb']) {
      expect(brief(name), name).toMatchObject({ ok: false, codes: { 'design-schema': 1 }, count: 1, first: '1:1 design-schema' });
    }
  });

  it('10 MB of unit lines that are not mappings: each counted, the first 1000 kept', () => {
    const r = brief('design/bad-unit-lines-10mb');
    capped(r, 'design-schema', 1747620);
    expect(r.first).toBe('5:5 design-schema');
  });

  it('512 kB of tagged items, the most the full reader takes: the tags refused, capped', () => {
    const r = brief('design/tagged-items-full-reader-budget');
    capped(r, 'design-unsafe', 87380);
    expect(r.first).toBe('1:5 design-unsafe');
  });

  it('512 kB of explicit keys, the most the full reader takes: capped', () => {
    const r = brief('design/explicit-keys-full-reader-budget');
    expect(r.codes['too-many-diagnostics']).toBe(1);
    expect(r.count).toBe(MAX_DIAGNOSTICS + 1);
    expect(r.counts.error).toBeGreaterThan(MAX_DIAGNOSTICS);
  });
});

describe('the full YAML reader\'s budget', () => {
  it('a document that needs it once the file has used it up is refused where the fast reader stopped', () => {
    const r = brief('design/full-reader-budget-spent');
    expect(r).toMatchObject({ ok: false, codes: { 'design-unsafe': 1, 'design-too-large': 1 }, count: 2, first: '1:4 design-unsafe' }); // at the tag (`!t`), which is what is refused
  });
});

describe('reading on after YAML errors: bounded by its own allowance and 3 readings', () => {
  it('33 334 unclosed quotes of 200 kB, each hiding the next: three found (512 KiB pays for two readings again, not three)', () => {
    expect(brief('design/recovery-hidden-quotes-200kb')).toEqual({ ok: false, codes: { 'design-yaml': 3 }, count: 3, counts: { error: 3, warning: 0, info: 0 }, first: '1:4 design-yaml', last: 'design-yaml error', documents: 0 });
  });

  it('a quote never closed before 150 000 blanks: the quote, then the rest of the document read on', () => {
    const r = brief('design/recovery-long-blank-line');
    expect(r).toMatchObject({ ok: false, codes: { 'design-yaml': 1, 'design-schema': 1 }, first: '1:4 design-yaml' });
  });

  it('60 nested keys over 200 kB of tab-indented items: the tab errors capped, every one counted', () => {
    const r = brief('design/recovery-nested-openers');
    capped(r, 'design-yaml', 40000);
    expect(r.first).toBe('61:1 design-yaml');
  });
});

describe('keys: linear duplicate check, unknown keys capped', () => {
  it('30 000 distinct keys: each unknown key reported at itself, capped', () => {
    const r = brief('design/distinct-keys-30k');
    capped(r, 'design-schema', 30001); // 30 000 unknown keys and the missing units
    expect(r.first).toBe('1:1 design-schema');
  });

  it('1 MB of distinct keys (no kind): one schema error', () => one('design/distinct-keys-1mb', '1:1 design-schema'));

  it('10 MB of distinct keys', () => {
    const r = brief('design/distinct-keys-10mb');
    capped(r, 'design-schema', 815138);
  });

  it('a key written again 30 000 lines later: one design-yaml at the second one, and the rest checked (no kind: one schema error)', () => {
    const r = brief('design/duplicate-keys-far-apart');
    expect(r.codes).toEqual({ 'design-yaml': 1, 'design-schema': 1 });
    expect(r.count).toBe(2);
    expect(r.first).toBe('1:1 design-schema'); // in place order: the missing kind, then the key written again
  });
});

describe('aliases: priced once, expansion capped', () => {
  it('a 100 kB anchored spec aliased 99 times: refused at the alias that passes the expansion limit', () => {
    one('design/anchored-100kb-aliased-99', '28:11 design-unsafe'); // the 11th alias: 11 x 100 001 > 1 MiB
  });

  it('a 1 MB anchored spec aliased 99 times: refused at the second alias', () => one('design/anchored-1mb-aliased-99', '10:11 design-unsafe'));

  it('a 10 kB anchored spec aliased 99 times: accepted, priced once, its mistakes capped', () => {
    const r = brief('design/anchored-10kb-aliased-99');
    capped(r, 'unknown-modifier', 100 * 1001); // 100 lines, each 1000 mistakes and the spec's own summary
    expect(r.first).toBe('6:23 unknown-modifier');
    expect(r.documents).toBe(0); // its unit lines have errors: no document without errors of its own
  });

  it('a billion laughs', () => one('design/billion-laughs', '3:40 design-unsafe'));
  it('150 aliases of a short node: refused at the 101st', () => one('design/many-small-aliases', '2:405 design-unsafe'));
  it('10 MB of aliases: refused at the 101st', () => one('design/aliases-10mb', '2:405 design-unsafe'));
});

describe('floods of mistakes through the command line', () => {
  for (const [name, errors] of [['design/mistakes-1mb-cli', 21416], ['design/mistakes-3mb-cli', 63359]] as const) {
    it(`${name}: 1000 rendered, the rest counted, exit 1`, () => {
      expect(caseResult(name)).toEqual({
        code: 1,
        rendered: MAX_DIAGNOSTICS,
        longestLine: 67,
        tail: [`${errors - MAX_DIAGNOSTICS} more diagnostics not shown (at most 1000 are printed per run)`, `1 file checked: ${errors} errors, 0 warnings`],
      });
    });
  }

  it('10 MB of unknown systems: capped, every one counted (the hint worked out for the kept ones only)', () => {
    const r = brief('design/unknown-systems-10mb');
    capped(r, 'unknown-system', 481669);
    expect(r.first).toBe('7:5 unknown-system');
  });

  it('2 MB of specs with sixty unknown modifiers each, all different: capped, every one counted', () => {
    const r = brief('design/unknown-modifiers-2mb');
    capped(r, 'unknown-modifier', 788181);
    expect(r.first).toBe('5:32 unknown-modifier');
  });

  it('the 3 MB one through loadDesigns: capped, the first at its place', () => {
    const r = brief('design/mistakes-3mb-load');
    capped(r, 'unknown-modifier', 63359);
    expect(r.first).toBe('5:38 unknown-modifier');
  });

  it('a 4.5 MB line of mistakes: every printed line stays short', () => {
    const r = caseResult('design/long-line-spec-cli') as { code: number; rendered: number; longestLine: number };
    expect(r.code).toBe(1);
    expect(r.rendered).toBe(MAX_DIAGNOSTICS);
    expect(r.longestLine).toBeLessThanOrEqual(110);
  });

  it('a 1 MB unit name is cut in the messages', () => {
    const r = caseResult('design/huge-name-bad-spec') as Brief & { longestMessage: number };
    expect(r.longestMessage).toBeLessThanOrEqual(200);
    expect(r.count).toBe(MAX_DIAGNOSTICS + 1);
  });
});

describe('large valid files', () => {
  it('10 MB of units: every unit priced, no diagnostic', () => {
    expect(caseResult('design/valid-10mb')).toEqual({ ok: true, codes: {}, count: 0, counts: { error: 0, warning: 0, info: 0 }, first: null, last: null, documents: 1, units: 174144, priced: 174144 });
  });

  it('the same through spacedock check', () => {
    expect(caseResult('design/valid-10mb-cli')).toEqual({ code: 0, rendered: 0, longestLine: 0, tail: ['-: Big list: unit build points 4270974, unit power 783673', '1 file checked: 0 errors, 0 warnings'] });
  });

  it('1000 documents of 10 kB', () => {
    expect(brief('design/1000-documents-of-10kb')).toMatchObject({ ok: true, count: 0, documents: 1000 });
  });
});

describe('globs', () => {
  it('globs that backtrack are refused, and the worst allowed one answers at once on a 255-character name', () => {
    expect(caseResult('design/glob-backtracking')).toEqual({ refused: [true, true, true], found: 0 });
  });
});
