// The pieces that keep design loading bounded and exact: the line index, the fast rendering of
// diagnostics, the frozen limits, validateDesign and its issue counts, and YAML corners (a byte
// order mark, lone surrogates, CR line ends, merge keys, keys that are not text, aliases).
import { mkdtempSync, rmSync, truncateSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.js';
import { LOAD_LIMITS, loadDesigns, validateDesign } from '../../src/design/index.js';
import { lineIndex, positionIn } from '../../src/design/line-index.js';
import { loadDesignsInFull } from '../../src/design/load.js';
import { SystemLineSchema, UnitLineSchema, UnitListSchema } from '../../src/design/schema.js';
import { schemaIssues } from '../../src/design/validate.js';
import { formatDiagnostic, positionAt, type Diagnostic } from '../../src/index.js';
import { MAX_DIAGNOSTICS } from '../../src/diagnostics/limits.js';

const at = (r: { readonly diagnostics: readonly Diagnostic[] }): string[] => r.diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.code}`);
const list = (units: string): string => `format: 1\nkind: units\ntitle: T\nunits:\n${units}`;

describe('the line index', () => {
  const text = fc.array(fc.constantFrom('a', 'bc', '\n', '\r', '\r\n', ' ', '\u2028'), { maxLength: 40 }).map((xs) => xs.join(''));

  it('gives the line and column positionAt gives, for every offset, asked in any order', () => {
    fc.assert(
      fc.property(text, fc.array(fc.integer({ min: -2, max: 50 }), { minLength: 1, maxLength: 20 }), (s, offsets) => {
        const index = lineIndex(s);
        for (const o of offsets) expect(positionIn(index, o)).toEqual(positionAt(s, o));
      }),
    );
  });
});

describe('formatDiagnostic with the place in the span', () => {
  const diag = (start: number, end: number, message = 'm', place?: { line: number; column: number }): Diagnostic => ({ severity: 'error', code: 'unknown-modifier', message, span: { start, end, ...place } });

  it('renders exactly what the scan from the start renders', () => {
    const text = fc.array(fc.constantFrom('ab', 'XX ', '\n', '\r\n', '\r', 'x'.repeat(150), '\t', '\u0007'), { maxLength: 30 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(text, fc.nat(), fc.nat({ max: 400 }), (s, a, w) => {
        const start = a % (s.length + 1);
        const placed = diag(start, start + w, 'm', positionAt(s, start));
        expect(formatDiagnostic(placed, { source: s, file: 'f.yaml' })).toBe(formatDiagnostic(diag(start, start + w), { source: s, file: 'f.yaml' }));
      }),
    );
  });

  it('renders a loaded file\'s diagnostics as the scan from the start does, with the path', () => {
    const text = list('  - { name: a, spec: 3d6 eZap XX }\n  - { name: b, spec: 9 eDefense, colour: red }\n');
    const r = loadDesigns(text, 'x.yaml');
    expect(r.diagnostics.length).toBe(2);
    for (const d of r.diagnostics) {
      const { line, column, ...offsets } = d.span!;
      expect(positionAt(text, d.span!.start)).toEqual({ line, column });
      const shown = formatDiagnostic(d, { source: text, file: 'x.yaml' });
      expect(shown).toBe(formatDiagnostic({ ...d, span: offsets }, { source: text, file: 'x.yaml' }));
      expect(shown).toContain(`= at: ${d.path}`);
    }
  });

  it('shows a window of a line of megabytes, and keeps control characters out of the message and file name', () => {
    const long = `${'a'.repeat(3_000_000)}XX${'b'.repeat(3_000_000)}`;
    const out = formatDiagnostic(diag(3_000_000, 3_000_002, 'bad\u001b[2Jthing', { line: 1, column: 3_000_001 }), { source: long, file: 'evil\u001b]0;x\u0007.yaml' }).split('\n');
    expect(out[0]).toBe('error[unknown-modifier]: bad·[2Jthing');
    expect(out[1]).toBe(' --> evil·]0;x·.yaml:1:3000001');
    expect(out[3]!.length).toBeLessThan(110);
    expect(out[3]!.slice(out[4]!.indexOf('^'), out[4]!.indexOf('^') + 2)).toBe('XX');
  });
});

describe('LOAD_LIMITS', () => {
  it('is frozen: a write fails and every later load keeps the limits', () => {
    expect(Object.isFrozen(LOAD_LIMITS)).toBe(true);
    expect(() => {
      (LOAD_LIMITS as { maxLength: number }).maxLength = 5;
    }).toThrow(TypeError);
    expect(() => {
      (LOAD_LIMITS as { maxAliasCount: number }).maxAliasCount = -1;
    }).toThrow(TypeError);
    expect(loadDesigns(list('  - { name: a, spec: 9 eDefense }\n'), 'x').ok).toBe(true);
    expect(at(loadDesigns(`a: &a x\nb: [${Array(101).fill('*a').join(', ')}]\n`, 'x'))).toEqual(['2:405 design-unsafe']);
  });
});

describe('validateDesign', () => {
  it('refuses a value that throws when read (a proxy, a getter) instead of throwing', () => {
    const proxy = new Proxy({}, { get: () => { throw new Error('boom'); } });
    const getter = { format: 1, kind: 'ship', get name(): string { throw new Error('no name'); } };
    for (const [value, why] of [[proxy, 'boom'], [getter, 'no name']] as const) {
      const r = validateDesign(value);
      expect(r.ok).toBe(false);
      expect(r.diagnostics).toEqual([{ severity: 'error', code: 'unreadable-input', message: `the design could not be read (${why})`, path: '' }]);
    }
  });

  it('gives each problem the path of its field, and a message that does not repeat it', () => {
    const r = validateDesign({ format: 1, kind: 'ship', name: 'X', sizeClass: 9, tech: 3, units: [{ name: 'a', spec: 'b', count: 0 }], systems: [{ label: 'Lab', colour: 'red' }, { label: 'Lab', Count: 2 }] });
    expect(r.ok).toBe(false);
    expect(Object.keys(r).sort()).toEqual(['diagnostics', 'ok']);
    expect(r.diagnostics.map((d) => [d.path, d.message])).toEqual([
      ['sizeClass', 'expected a whole number from 0 to 7, found 9'],
      ['units[0].count', 'expected a whole number from 1 to 10000, found 0'],
      ['systems[0].colour', `unknown key; the fields of a system line are ${Object.keys(SystemLineSchema.shape).join(', ')}`],
      ['systems[1].Count', 'unknown key; did you mean count?'],
    ]);
    expect(r.diagnostics.every((d) => d.code === 'design-schema' && d.severity === 'error' && d.span === undefined)).toBe(true);
  });

  it('gives a valid document as the value, its kind and tech as literal types', () => {
    const r = validateDesign({ format: 1, kind: 'ship', name: 'X', sizeClass: 3, tech: 5, systems: [{ label: 'Lab' }] });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.diagnostics).toEqual([]);
    if (r.value.kind !== 'ship') throw new Error('a ship');
    const tech: 3 | 4 | 5 | 6 | 7 = r.value.tech;
    expect(tech).toBe(5);
  });

  it('never throws, whatever the value', () => {
    for (const v of [undefined, null, 0, 'x', [], {}, { kind: 'ship' }, { kind: 'units', units: 'no' }, Object.create(null), { __proto__: { kind: 'ship' } }]) {
      expect(validateDesign(v).ok).toBe(false);
    }
  });

  it('keeps MAX_DIAGNOSTICS problems and counts the rest in one summary', () => {
    const r = validateDesign({ format: 1, kind: 'units', title: 'T', units: Array.from({ length: 3000 }, () => 'x') });
    expect(r.diagnostics.length).toBe(MAX_DIAGNOSTICS + 1);
    expect(r.diagnostics[999]?.path).toBe('units[999]');
    expect(r.diagnostics.at(-1)).toMatchObject({ code: 'too-many-diagnostics', severity: 'error', message: '2000 more diagnostics not shown (at most 1000 are kept)', path: 'units[1000]' });
  });

  it('counts a line\'s problems past the cap as the described ones would be counted', () => {
    const misspelt = fc.constantFrom('nmae', 'Spec', 'cuont', 'lable', 'Variant', 'colour');
    const line = fc.oneof(
      fc.anything(),
      fc.record({ name: fc.oneof(fc.string(), fc.integer()), spec: fc.oneof(fc.string(), fc.constant(undefined)), count: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.string()), colour: fc.string() }, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 5 }), misspelt), fc.anything(), { maxKeys: 5 }),
    );
    const documents = (value: unknown) => [
      { format: 1, kind: 'units', title: 'T', units: [value] },
      { format: 1, kind: 'ship', name: 'S', sizeClass: 3, tech: 3, systems: [value] },
    ];
    const total = (doc: unknown, keep: boolean): number => {
      let n = 0;
      schemaIssues(doc, { keeps: () => keep, issue: () => n++, more: (count) => (n += count) });
      return n;
    };
    fc.assert(
      fc.property(line, (value) => {
        for (const doc of documents(value)) {
          const described = total(doc, true);
          expect(total(doc, false)).toBe(described);
          expect(described > 0).toBe(!validateDesign(doc).ok);
        }
      }),
      { numRuns: 300 },
    );
    // A misspelt required field is one problem, at the key: the missing field is not reported too.
    const d = validateDesign({ format: 1, kind: 'units', title: 'T', units: [{ nmae: 'Laser', spec: '3d6 eZap' }] }).diagnostics;
    expect(d.map((x) => [x.path, x.message])).toEqual([['units[0].nmae', 'unknown key; did you mean name?']]);
    expect(total({ format: 1, kind: 'units', title: 'T', units: [{ nmae: 'Laser', spec: '3d6 eZap' }] }, false)).toBe(1);
  });
});

describe('YAML corners', () => {
  it('a byte order mark: read, and columns still count it', () => {
    const r = loadDesigns(`\ufeff${list('  - { name: a, spec: 3d6 eZap XX }\n')}`, 'x');
    expect(at(r)).toEqual(['5:31 unknown-modifier']);
    expect(loadDesigns(`\ufeff${list('  - { name: a, spec: 9 eDefense }\n')}`, 'x').ok).toBe(true);
  });

  it('a byte order mark inside the text goes to the full reader', () => {
    const r = loadDesigns(list('  - { name: "a\ufeffb", spec: 9 eDefense }\n'), 'x');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const d = r.value.documents[0]?.document;
    expect(d?.kind === 'units' ? d.units[0]?.name : undefined).toBe('a\ufeffb');
  });

  it('lone surrogates in names and keys: no crash, messages and JSON still work', () => {
    const r = loadDesigns(list('  - { name: "\ud800x", spec: 3d6 eZap XX }\n  - { name: a, spec: 9 eDefense, "\udc00": 1 }\n'), 'x');
    // By position in the file.
    expect(at(r)).toEqual(['5:34 unknown-modifier', '6:34 design-schema']);
    expect(r.diagnostics[0]?.message.startsWith('\ud800x: ')).toBe(true);
    expect(() => JSON.stringify(r)).not.toThrow();
  });

  it('CRLF line ends: read, places right; lone CR line ends: the full reader, errors on the lines they seem to be', () => {
    expect(at(loadDesigns(list('  - { name: a, spec: 3d6 eZap XX }\n').replaceAll('\n', '\r\n'), 'x'))).toEqual(['5:31 unknown-modifier']);
    // YAML 1.2 does not end a line at a lone CR (the yaml library reads one long line); the places
    // given still count it as a line end, as positionAt does, so each error is on the line it seems.
    const cr = loadDesigns(list('  - { name: a, spec: 9 eDefense }\n').replaceAll('\n', '\r'), 'x');
    expect(at(cr)).toEqual(['1:9 design-yaml', '2:7 design-yaml', '3:8 design-yaml', '4:7 design-yaml', '5:13 design-yaml']);
  });

  it('a merge key is an ordinary key: unknown, nothing merged', () => {
    const r = loadDesigns('base: &b { name: a, spec: 9 eDefense }\nformat: 1\nkind: units\ntitle: T\nunits:\n  - <<: *b\n', 'x');
    expect(r.diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.path} ${d.message}`)).toEqual([
      `1:1 base unknown key; the fields of a unit list are ${Object.keys(UnitListSchema.shape).join(', ')}`,
      `6:5 units[0]["<<"] unknown key; the fields of a unit line are ${Object.keys(UnitLineSchema.shape).join(', ')}`,
      '6:5 units[0].name missing field `name` (non-empty text)',
      '6:5 units[0].spec missing field `spec` (non-empty text)',
    ]);
  });

  it('keys that are not text: refused at the key', () => {
    expect(at(loadDesigns('format: 1\n1: x\n', 'x'))).toEqual(['2:1 design-schema']);
    expect(at(loadDesigns('format: 1\n? [a, b]\n: x\n', 'x'))).toEqual(['2:3 design-schema']);
    expect(at(loadDesigns('format: 1\n{a: 1}: x\n', 'x'))).toEqual(['2:1 design-schema']);
    expect(loadDesigns('format: 1\n~: x\n', 'x').diagnostics[0]?.message).toBe('a key must be a field name (text), and this one is empty');
  });

  it('duplicate keys: at the second one, in small and large mappings, and through the full reader', () => {
    // The rest of the document is still checked (issue 38): none of these has a kind.
    expect(at(loadDesigns('a: 1\nb: 2\na: 3\n', 'x'))).toEqual(['1:1 design-schema', '3:1 design-yaml']);
    const big = Array.from({ length: 20 }, (_, i) => `k${i}: ${i}`).concat(['k3: again']).join('\n');
    expect(at(loadDesigns(big, 'x'))).toEqual(['1:1 design-schema', '21:1 design-yaml']);
    expect(at(loadDesigns('a: !!str 1\na: 2\n', 'x'))).toEqual(['1:1 design-schema', '2:1 design-yaml']);
  });

  it('an alias with no anchor, or inside its own node: design-yaml at the alias', () => {
    expect(at(loadDesigns('a: *nothing\n', 'x'))).toEqual(['1:4 design-yaml']);
    expect(at(loadDesigns('a: &x [1, *x]\n', 'x'))).toEqual(['1:11 design-yaml']);
  });

  it('unit lines reached through an alias are placed at the alias', () => {
    const r = loadDesigns(list('  - &g { name: Gun, spec: 3d6 eZap XX }\n  - *g\n'), 'x');
    expect(at(r)).toEqual(['5:36 unknown-modifier', '6:5 unknown-modifier']);
  });
});

describe('the diagnostics cap', () => {
  it('keeps the first 1000 by position in the file, whatever order the checks run in, and counts the rest', () => {
    // Each line has a schema problem (checked first) after a spec problem (checked later).
    const text = list(Array.from({ length: 1200 }, (_, i) => `  - { name: G${i}, spec: 3d6 eZap X${i}, colour: red }\n`).join(''));
    const r = loadDesignsInFull(text, 'x');
    const codes = r.diagnostics.map((d) => d.code);
    expect(r.diagnostics.length).toBe(MAX_DIAGNOSTICS + 1);
    expect(codes.filter((c) => c === 'unknown-modifier').length).toBe(500);
    expect(codes.filter((c) => c === 'design-schema').length).toBe(500);
    const kept = r.diagnostics.slice(0, -1);
    expect(kept.every((d, i) => i === 0 || d.span!.start >= kept[i - 1]!.span!.start)).toBe(true);
    expect(kept.at(-1)?.span?.line).toBe(504); // the 500th unit line
    expect(r.diagnostics.at(-1)).toMatchObject({ code: 'too-many-diagnostics', severity: 'error', span: { line: 505 }, message: '1400 more diagnostics not shown (at most 1000 are kept)' });
    expect(r.counts).toEqual({ error: 2400, warning: 0, info: 0 });
    // The public result is the same list, and no value.
    expect(loadDesigns(text, 'x')).toEqual({ ok: false, diagnostics: r.diagnostics });
  });

  it('a file under the cap gives its diagnostics by position, whichever check found them', () => {
    const r = loadDesigns(list('  - { name: G, spec: 3d6 eZap X, colour: red }\n  - { name: H, spec: 3d6 eZap Y }\n'), 'x');
    expect(r.diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.code}`)).toEqual(['5:31 unknown-modifier', '5:34 design-schema', '6:31 unknown-modifier']);
  });
});

describe('spacedock check on many files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spacedock-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const mistakes = (n: number): string => list(Array.from({ length: n }, (_, i) => `  - { name: G${i}, spec: 3d6 eZap X${i} }\n`).join(''));
  const run = async (argv: string[]): Promise<{ code: number; out: string; err: string }> => {
    let out = '';
    let err = '';
    const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), readStdin: async () => '' });
    return { code, out, err };
  };

  it('prints at most 1000 diagnostics over the run and counts the rest', async () => {
    for (const f of ['a', 'b', 'c']) writeFileSync(join(dir, `${f}.yaml`), mistakes(800));
    const r = await run(['check', join(dir, '*.yaml')]);
    expect(r.code).toBe(1);
    expect(r.err.split('\n').filter((l) => l.startsWith('error[')).length).toBe(1000);
    expect(r.err).toContain('1400 more diagnostics not shown (at most 1000 are printed per run)\n');
    expect(r.out).toBe('3 files checked: 2400 errors, 0 warnings\n');
    const json = JSON.parse((await run(['check', join(dir, '*.yaml'), '--json'])).out) as { errors: number; diagnostics: { file: string }[]; files: { notListed?: number }[] };
    expect(json.errors).toBe(2400);
    expect(json.diagnostics).toHaveLength(1000);
    expect(['a', 'b', 'c'].map((f) => json.diagnostics.filter((d) => d.file.endsWith(`${f}.yaml`)).length)).toEqual([800, 200, 0]);
    expect(json.files.map((f) => f.notListed)).toEqual([undefined, 600, 800]);
  });

  it('refuses to read what is not a regular file, or too large to be a design file, without reading it', async () => {
    const huge = join(dir, 'huge.yaml');
    writeFileSync(huge, '');
    truncateSync(huge, 3 * LOAD_LIMITS.maxLength + 1); // sparse: no time, no disk
    mkdirSync(join(dir, 'sub.yaml'));
    const r = await run(['check', huge, join(dir, 'sub.yaml')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`error[unreadable-input]: cannot read this file: it has ${3 * LOAD_LIMITS.maxLength + 1} bytes`);
    expect(r.err).toContain(` --> ${huge}\n`);
    // A folder is searched for design files; this one holds none.
    expect(r.err).toContain(`cannot read this file: this folder holds no *.yaml or *.yml file\n --> ${join(dir, 'sub.yaml')}\n`);
    expect(r.out).toBe('2 files checked: 0 errors, 0 warnings, 2 unreadable\n');
  });
});
