import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatTable, loadDesigns, tableRows, validateDesign } from '../../src/design/index.js';
import { loadDesignsInFull } from '../../src/design/load.js';
import { ShipDesignSchema, SystemLineSchema, UnitLineSchema, UnitListSchema } from '../../src/design/schema.js';
import { formatUnit, priceUnit } from '../../src/index.js';
import { validUnit } from '../helpers/arbitraries.js';

const at = (r: ReturnType<typeof loadDesigns>) => r.diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.code}`);
const documentsOf = (r: ReturnType<typeof loadDesigns>) => (r.ok ? r.value.documents : []);

describe('loadDesigns: diagnostics at file positions', () => {
  const text = [
    'format: 1', //                                          1
    'kind: units', //                                        2
    'title: Guns', //                                        3
    'units:', //                                             4
    '  - name: Laser', //                                    5
    '    spec: 3d6 eZap "Laser" AP RNG- p=5 rng=23', //      6
    '  - name: Bad', //                                      7
    '    spec: "3d6 eZap ACT13<"', //                        8
    '  - { name: Broken, spec: 3d6 eZap XX }', //            9
    '---', //                                               10
    'format: 1', //                                         11
    'kind: ship', //                                        12
    'name: Test', //                                        13
    'sizeClass: 3', //                                      14
    'tech: 3', //                                           15
    'systems:', //                                          16
    '  - label: Trac', //                                   17
    '    variant: Borg', //                                 18
    '  - label: Tracc', //                                  19
    '  - { label: Lab, count: 0 }', //                      20
    '',
  ].join('\n');

  it('places every problem, inside the spec where it can, in one pass', () => {
    const r = loadDesigns(text, 'guns.yaml');
    expect(r.ok).toBe(false);
    expect(at(r)).toEqual([
      '6:40 declared-range-mismatch', // rng=23, inside the plain scalar
      '8:21 invalid-table-value', // ACT13<, inside the quoted scalar
      '9:36 unknown-modifier', // XX, inside a flow mapping
      '17:5 system-not-available', // the Borg tractor at 3X: the other lines are checked against the tech level beside count: 0 (issue 38)
      '19:12 unknown-system', // Tracc: the labels are checked beside the schema's problems (issue 24)
      '20:26 design-schema', // count: 0
    ]);
    // Each also names its field in the document; the schema's message leaves the path to it.
    expect(r.diagnostics.map((d) => d.path)).toEqual(['units[0].spec', 'units[1].spec', 'units[2].spec', 'systems[0]', 'systems[1].label', 'systems[2].count']);
    expect(r.diagnostics[5]?.message).toBe('expected a whole number from 1 to 10000, found 0');
    const fixed = loadDesigns(text.replace('count: 0', 'count: 1'), 'guns.yaml');
    // An unknown label points at the label itself, with the closest label as its quick fix.
    expect(at(fixed).slice(3)).toEqual(['17:5 system-not-available', '19:12 unknown-system']);
    expect(fixed.diagnostics[4]?.suggestions).toEqual(['Trac']);
    expect(fixed.diagnostics.slice(3).map((d) => d.path)).toEqual(['systems[0]', 'systems[1].label']);
    expect(fixed.diagnostics.find((d) => d.code === 'unknown-system')?.message).toContain('did you mean Trac?');
    // The rule a diagnostic enforces comes with it: the catalog entry of the system.
    expect(fixed.diagnostics.find((d) => d.code === 'system-not-available')?.source?.entry).toMatch(/Trac/);
  });

  it('one result: the documents and counts when there is no error, only the diagnostics otherwise', () => {
    const good = 'format: 1\nkind: units\ntitle: A\nunits: [{ name: a, spec: 3d6 Zap }]\n';
    const bad = 'format: 1\nkind: ship\nname: B\nsizeClass: 3\ntech: 3\nunits: [{ name: b, spec: 3d6 eZap XX }]\n';
    const ok = loadDesigns(good, 'a.yaml');
    if (!ok.ok) throw new Error(JSON.stringify(ok.diagnostics));
    expect(ok.value.file).toBe('a.yaml');
    expect(ok.value.counts).toEqual({ error: 0, warning: 1, info: 0 }); // Zap without a damage type
    expect(ok.diagnostics.map((d) => d.code)).toEqual(['missing-damage-type']);
    const failed = loadDesigns(`${good}---\n${bad}`, 'ab.yaml');
    expect(Object.keys(failed).sort()).toEqual(['diagnostics', 'ok']);
    expect(failed.ok).toBe(false);
    // The CLI's full load keeps the documents without errors of their own, and the counts.
    const full = loadDesignsInFull(`${good}---\n${bad}`, 'ab.yaml');
    expect(full.diagnostics).toEqual(failed.diagnostics);
    expect(full.documents.map((d) => d.document.kind)).toEqual(['units']);
    expect(full.counts).toEqual({ error: 1, warning: 1, info: 0 });
  });

  it('skips empty documents (a trailing ---, or only comments)', () => {
    const r = loadDesigns('format: 1\nkind: units\ntitle: t\nunits: [{ name: a, spec: 9 eDefense }]\n---\n# nothing\n---\n', 'x');
    expect(r.diagnostics).toEqual([]);
    expect(documentsOf(r).length).toBe(1);
  });

  it('reports YAML syntax errors and schema errors with positions', () => {
    expect(at(loadDesigns('format: 1\nkind: [units\n', 'x'))[0]).toMatch(/^\d+:\d+ design-yaml$/);
    expect(at(loadDesigns('format: 2\nkind: units\ntitle: t\nunits: []\n', 'x'))).toContain('1:9 design-schema');
    // An unknown key is pointed at itself.
    expect(at(loadDesigns('format: 1\nkind: ship\nname: n\nsizeClass: 3\ntech: 3\ncolour: red\n', 'x'))).toEqual(['6:1 design-schema']);
    // A key written twice is reported at the second one, and the rest is still checked (no kind here: issue 38).
    expect(at(loadDesigns('a: 1\na: 2\n', 'x'))).toEqual(['1:1 design-schema', '2:1 design-yaml']);
  });

  it('refuses unsafe YAML: custom tags, prototype keys', () => {
    expect(at(loadDesigns('format: 1\nkind: !!js/function x\n', 'x'))).toEqual(['2:7 design-unsafe']); // the tag, which is what is refused
    expect(loadDesigns('format: 1\n__proto__: { polluted: true }\n', 'x').diagnostics.map((d) => d.code)).toContain('design-unsafe');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses small hostile inputs with one diagnostic each, at a fixed place (the large ones are in test/hostile/)', () => {
    const laughs = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 9 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`)].join('\n');
    const hostile: [string, string, string][] = [
      ['billion laughs', laughs, '3:40 design-unsafe'],
      ['deep nesting', '['.repeat(5000) + ']'.repeat(5000), '1:65 design-unsafe'],
      ['deep block nesting', Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}- `).join('\n') + 'x', '65:65 design-unsafe'],
      ['10 MB', 'x'.repeat(10 * 1024 * 1024 + 1), '1:1 design-too-large'],
      ['many documents', '---\na: 1\n'.repeat(1500), '1:1 design-too-large'],
    ];
    for (const [name, text, place] of hostile) {
      const r = loadDesigns(text, name);
      expect(r.ok, name).toBe(false);
      expect(at(r), name).toEqual([place]);
    }
    const junk = loadDesigns(String.fromCharCode(...Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'junk');
    expect(junk.ok).toBe(false);
    // Read by the full reader (control characters), as one plain scalar: not a design.
    expect(at(junk)).toEqual(['1:1 design-schema']);
  });
});

describe('totals and tables', () => {
  const listOf = fc.array(fc.record({ unit: validUnit, count: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 6 });

  it('a ship\'s unit totals equal the sum of its unit prices', () => {
    fc.assert(
      fc.property(listOf, (lines) => {
        const units = lines.map((l, i) => ({ name: `unit ${i}`, spec: formatUnit(l.unit), count: l.count }));
        const text = stringify({ format: 1, kind: 'ship', name: 'gen', sizeClass: 3, tech: 3, units, systems: [{ label: 'Lab', count: 2 }] });
        const r = loadDesigns(text, 'gen.yaml');
        const prices = units.map((u) => priceUnit(u.spec));
        if (prices.some((p) => !p.ok)) return; // a generated unit may not price (overspent, huge): not this property's concern
        let build = 0n;
        let power = 0n;
        units.forEach((u, i) => {
          const p = prices[i]!;
          if (p.ok) {
            build += BigInt(p.value.build) * BigInt(u.count);
            power += BigInt(p.value.power) * BigInt(u.count);
          }
        });
        // A total past 2^53 - 1 fails the load, naming the lines it sums, rather than being rounded.
        const MAX = BigInt(Number.MAX_SAFE_INTEGER);
        if (build > MAX || power > MAX) {
          expect(r.ok).toBe(false);
          expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.path])).toEqual([...(build > MAX ? [['points-too-large', 'units']] : []), ...(power > MAX ? [['points-too-large', 'units']] : [])]);
          return;
        }
        const doc = documentsOf(r)[0];
        if (doc?.kind !== 'ship') throw new Error(JSON.stringify(r.diagnostics));
        const t = { value: doc.totals };
        expect(t.value.unitBuild).toBe(Number(build));
        expect(t.value.unitPower).toBe(Number(power));
        expect(t.value.systemSpaces).toBe(2);
        expect(t.value.systemRepair).toBe(8);
        expect(t.value.byChartResult.Lab).toBe(2);
      }),
      { numRuns: 200 },
    );
  });

  it('CSV and JSON tables parse back to the same rows', () => {
    const text = 'format: 1\nkind: units\ntitle: T\nunits:\n  - { name: "Laser, heavy", spec: "3d6 eZap \\"Laser\\" AP RNG-" }\n  - { name: Screen, spec: 9 eDefense }\n';
    const r = loadDesigns(text, 't');
    const rows = tableRows(documentsOf(r)[0]!);
    expect(JSON.parse(formatTable(rows, 'json'))).toEqual(rows);
    const csv = formatTable(rows, 'csv').split('\n');
    expect(csv[0]).toBe('name,spec,count,basic,active,build,power,range,modifiers');
    expect(parseCsvLine(csv[1]!)).toEqual(['Laser, heavy', '3d6 eZap "Laser" AP RNG-', '1', '15', '23', '18', '5', '18', 'Zap: Armor Piercing, Reduced by Range']);
    // No range: an empty cell (null in JSON).
    expect(parseCsvLine(csv[2]!)).toEqual(['Screen', '9 eDefense', '1', '9', '9', '9', '2', '', 'Defense']);
    expect(rows[1]?.range).toBeNull();
  });
});

/** An RFC 4180 line reader, written here so that the test does not trust the writer. */
function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

/** The line the message says to write (`spec: '...'`), put in place of `line` in `text`. */
const applyFix = (text: string, line: string, message: string): string => {
  const m = /quote the whole (?:spec|value): (\w+: '(?:[^']|'')*')$/.exec(message);
  if (m === null) throw new Error(`no fix in: ${message}`);
  const indent = /^\s*(?:- )?/.exec(line)![0];
  return text.replace(line, indent + m[1]!);
};

describe('mistakes said in the terms of the file (the placed cases are in specs/conformance/design-diagnostics.yaml)', () => {
  it('a required field that is absent is named, with what it takes; the path is still set', () => {
    const r = loadDesigns('format: 1\nkind: ship\nname: Kestrel\ntech: 3\n', 'k.yaml');
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.path, d.message])).toEqual([['design-schema', 'sizeClass', 'missing field `sizeClass` (a whole number from 0 to 7)']]);
    const v = validateDesign({ format: 1, kind: 'units', units: [{ name: 'Laser', spec: '3d6 eZap' }] });
    expect(v.diagnostics.map((d) => [d.path, d.message])).toEqual([['title', 'missing field `title` (non-empty text)']]);
  });

  it('no zod wording reaches a message, whatever value a field has', () => {
    const odd = fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -20, max: 20_000 }), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }), fc.constant(undefined));
    // Every field of the format, those added later included: each gets an odd value, or none.
    const fieldsOf = (shape: object) => Object.fromEntries(Object.keys(shape).map((k) => [k, odd]));
    const line = fc.record(fieldsOf(UnitLineSchema.shape), { requiredKeys: [] });
    const doc = fc.record(
      { ...fieldsOf(ShipDesignSchema.shape), ...fieldsOf(UnitListSchema.shape), kind: fc.oneof(fc.constantFrom('ship', 'units'), odd), units: fc.oneof(odd, fc.array(line, { maxLength: 2 })), systems: fc.oneof(odd, fc.array(fc.record(fieldsOf(SystemLineSchema.shape), { requiredKeys: [] }), { maxLength: 2 })) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(doc, (value) => {
        for (const d of validateDesign(value).diagnostics) {
          // (What the file has, after `found`, may be any text, "<=" included: only our own words are checked.)
          const ours = d.message.replace(/, found .*$/s, '');
          expect(ours).not.toMatch(/Invalid (input|option|discriminator)|Too (small|big)|received|expected (number|string|int|array|object)\b|>=|<=|another value/);
          expect(d.message).toMatch(/^(expected .+, found .+|missing field `\w+` \(.+\)|unknown key.*)$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a ": " inside an unquoted spec: the message writes the line to put instead, and that line loads', () => {
    for (const [line, block] of [
      ['    spec: 9 eDefense LIMIT="only vs: missiles"', '  - name: Shield\n'],
      ['  - { name: Shield, spec: 9 eDefense LIMIT="only vs: missiles" }', ''],
      ["    spec: 3d6 eZap \"Laser's\" LIMIT=\"vs: missiles\" # a comment", '  - name: Gun\n'],
    ] as const) {
      const text = `format: 1\nkind: units\ntitle: X\nunits:\n${block}${line}\n`;
      const r = loadDesigns(text, 'x.yaml');
      expect(r.diagnostics.map((d) => d.code)).toEqual(['design-yaml']);
      const d = r.diagnostics[0]!;
      expect(d.message).toMatch(/^YAML reads the ": " in this unquoted value as the start of a key; quote the whole spec: spec: '/);
      const fixed = applyFix(text, line.startsWith('  - {') ? line.slice(line.indexOf('spec:'), -2) : line, d.message);
      const again = loadDesigns(fixed, 'x.yaml');
      expect(again.diagnostics.filter((x) => x.severity === 'error'), fixed).toEqual([]);
    }
  });

  it('the ": " hint quotes only the file\'s own text, and only for a ": " in a plain value', () => {
    // A tab, a bad indentation, a key over two lines: none is a ": " inside a value.
    for (const text of [
      'format: 1\nkind: ship\nname: X\nsizeClass: 3\ntech: 3\nunits:\n  - name: A\n\t  spec: 3d6 eZap\n    count: 2\n  - name: B\n    spec: 2d6 eZap\n',
      'a:\n  b: 1\n c: 2\n',
      'a: "x\n',
      'a: [1, 2\n',
    ]) {
      for (const d of loadDesigns(text, 'x.yaml').diagnostics) {
        expect(d.message).not.toMatch(/only vs|quote the whole/);
      }
    }
  });
});

describe('a spec cut by a YAML comment', () => {
  it('" #" in an unquoted spec: the open quote says that YAML took the rest for a comment, and how to quote', () => {
    const text = 'format: 1\nkind: units\ntitle: X\nunits:\n  - name: Laser\n    spec: 3d6 eZap "Laser #2"\n';
    const r = loadDesigns(text, 'x.yaml');
    expect(r.ok).toBe(false);
    const d = r.diagnostics[0]!;
    expect(d.code).toBe('unterminated-string');
    expect(d.message).toBe(`Laser: this quoted text has no closing "; YAML took '#2"' for a comment: quote the whole spec: spec: '3d6 eZap "Laser #2"'`);
    expect(d.span).toMatchObject({ line: 6, column: 20 });
    // Done as it says, the file loads; and an open quote with no comment after it gets no hint.
    expect(loadDesigns(applyFix(text, '    spec: 3d6 eZap "Laser #2"', d.message), 'x.yaml').ok).toBe(true);
    const open = loadDesigns(text.replace('"Laser #2"', '"Laser'), 'x.yaml');
    expect(open.diagnostics[0]?.message).toBe('Laser: this quoted text has no closing "');
    // A quoted spec was not cut: a comment after it is a comment, and no hint is given.
    const quoted = loadDesigns(text.replace('spec: 3d6 eZap "Laser #2"', `spec: '3d6 eZap "Laser' # 2`), 'x.yaml');
    expect(quoted.diagnostics[0]?.message).toBe('Laser: this quoted text has no closing "');
  });

  it('" #" in a spec in a flow mapping: at the "#", with the quoted spec, and that loads', () => {
    const line = '  - { name: Laser, spec: 3d6 eZap "Laser #2" }';
    const text = `format: 1\nkind: units\ntitle: X\nunits:\n${line}\n  - { name: Screen, spec: 9 eDefense }\n`;
    const r = loadDesigns(text, 'x.yaml');
    expect(r.diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.code}`)).toEqual(['5:42 design-yaml']);
    const d = r.diagnostics[0]!;
    expect(d.message).toBe(`YAML took '#2" }' for a comment, so the flow collection it is in is not closed; quote the whole spec: spec: '3d6 eZap "Laser #2"'`);
    expect(loadDesigns(text.replace('spec: 3d6 eZap "Laser #2"', `spec: '3d6 eZap "Laser #2"'`), 'x.yaml').ok).toBe(true);
  });
});

describe('tabs: one error per tab-indented line, no cascade', () => {
  const at = (r: ReturnType<typeof loadDesigns>) => r.diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.message}`);
  const TAB = 'a tab indents this line: YAML indents with spaces only';

  it('the errors a tab does not explain are still found', () => {
    const text = 'format: 1\nkind: units\ntitle: X\nunits:\n  - name: A\n\t  spec: 3d6 eZap\n  - name: B\n    spec: 9 eDefense LIMIT="only vs: missiles"\n  - name: C\n\tspec: 3d6 eZap\n';
    const r = at(loadDesigns(text, 'x.yaml'));
    expect(r).toHaveLength(3);
    expect(r[0]).toBe(`6:1 ${TAB}`);
    expect(r[1]).toMatch(/^8:11 YAML reads the ": "/);
    expect(r[2]).toBe(`10:1 ${TAB}`);
  });

  it('whatever the tab stands for: a stray one, a level of 2, 4 or 8', () => {
    for (const text of [
      'format: 1\n\tkind: units\ntitle: X\nunits: [{ name: A, spec: 9 eDefense }]\n',
      'format: 1\nkind: units\ntitle: X\nunits:\n\t- name: A\n\t  spec: 9 eDefense\n\t- name: B\n\t  spec: 9 eDefense\nnotes: n\n',
      'format: 1\nkind: units\ntitle: X\nunits:\n    - name: A\n\t  spec: 9 eDefense\n    - name: B\n      spec: 9 eDefense\n',
    ]) {
      const lines = text.split('\n').flatMap((l, i) => (/^[ -]*\t/.test(l) ? [`${i + 1}:${l.indexOf('\t') + 1} ${TAB}`] : []));
      expect(at(loadDesigns(text, 'x.yaml')), text).toEqual(lines);
    }
  });

  it('a tab inside a block scalar is text, not indentation', () => {
    expect(loadDesigns('format: 1\nkind: units\ntitle: X\nnotes: |\n  \tindented\nunits: [{ name: A, spec: 9 eDefense }]\n', 'x.yaml').ok).toBe(true);
  });

  it('a document too large to read again for its tabs keeps the tab errors, and reading on finds the rest', () => {
    const filler = Array.from({ length: 6000 }, (_, i) => `  - { name: u${i}, spec: 9 eDefense }`).join('\n');
    const text = `format: 1\nkind: units\ntitle: X\nwhat: [\nunits:\n${filler}\n\t- name: A\n\t  spec: 9 eDefense\n  - name: B\n    spec: 9 eDefense LIMIT="vs: m"\n`;
    expect(text.length).toBeGreaterThan(128 * 1024);
    const r = loadDesigns(text, 'x.yaml');
    // The document is too large to read again with its tabs as spaces, so what comes after the first
    // tab line is found by reading on with the broken lines blanked: the colon in the last spec,
    // and none of the reader's stumbles over the tab lines.
    expect(r.diagnostics.map((d) => `${d.span?.line}:${d.span?.column} ${d.code}`)).toEqual(['4:7 design-yaml', '6006:1 design-yaml', '6007:1 design-yaml', '6009:11 design-yaml']);
    expect(r.diagnostics[0]?.message).toContain('this [ is never closed');
    expect(r.diagnostics.filter((d) => d.message === TAB).map((d) => d.span?.line)).toEqual([6006, 6007]);
    expect(r.diagnostics[3]?.message).toContain('YAML reads the ": " in this unquoted value as the start of a key');
  });
});
