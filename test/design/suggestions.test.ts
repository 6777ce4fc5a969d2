// Did-you-mean in design files: an unknown key close to a field, and a spec's unknown function or
// modifier, carry `suggestions` for the text at their span (the key, the word inside the spec),
// so that writing the first one there clears the problem. Where the span is not that text (a spec
// written with escapes, a value with no text at all) there are none.
import { describe, expect, it } from 'vitest';
import { loadDesigns, validateDesign } from '../../src/design/index.js';
import type { Diagnostic } from '../../src/index.js';

const HEAD = ['format: 1', 'kind: units', 'title: Guns', 'units:'];
const file = (...lines: string[]): string => [...HEAD, ...lines, ''].join('\n');

/** `text` with the first suggestion of `d` written at its span. */
function fixed(text: string, d: Diagnostic): string {
  if (d.span === undefined || d.suggestions === undefined) throw new Error(`${d.code} has nothing to apply`);
  return text.slice(0, d.span.start) + d.suggestions[0]! + text.slice(d.span.end);
}

const withSuggestions = (text: string): Diagnostic[] => loadDesigns(text).diagnostics.filter((d) => d.suggestions !== undefined);

describe('loadDesigns: suggestions', () => {
  it('an unknown key close to a field: the field, at the key', () => {
    const text = file('  - name: Laser', '    spec: 3d6 eZap', '    cuont: 2');
    const [d, ...rest] = withSuggestions(text);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'design-schema', path: 'units[0].cuont', suggestions: ['count'], span: { line: 7, column: 5 } });
    expect(text.slice(d!.span!.start, d!.span!.end)).toBe('cuont');
    const again = loadDesigns(fixed(text, d!));
    expect(again.ok).toBe(true);
    expect(again.diagnostics).toEqual([]);
  });

  it('a quoted key, and a key in a flow mapping, are replaced whole', () => {
    for (const line of ['    "Count": 2', "    'Count': 2"]) {
      const text = file('  - name: Laser', '    spec: 3d6 eZap', line);
      const [d] = withSuggestions(text);
      expect(d?.suggestions).toEqual(['count']);
      expect(loadDesigns(fixed(text, d!)).diagnostics).toEqual([]);
    }
    const flow = file('  - { name: Laser, spec: 3d6 eZap, Count: 2 }');
    const [d] = withSuggestions(flow);
    expect(flow.slice(d!.span!.start, d!.span!.end)).toBe('Count');
    expect(loadDesigns(fixed(flow, d!)).diagnostics).toEqual([]);
  });

  it('a top-level key of a ship', () => {
    const text = ['format: 1', 'kind: ship', 'name: Tug', 'sizeclass: 6', 'tech: 3', 'units: []', ''].join('\n');
    const [d] = withSuggestions(text);
    expect(d).toMatchObject({ path: 'sizeclass', suggestions: ['sizeClass'] });
    expect(loadDesigns(fixed(text, d!)).diagnostics.filter((x) => x.code === 'design-schema')).toEqual([]);
  });

  it('an unknown key far from every field has none', () => {
    const text = file('  - name: Laser', '    spec: 3d6 eZap', '    wibblewobble: 2');
    const d = loadDesigns(text).diagnostics.find((x) => x.code === 'design-schema');
    expect(d?.message).toContain('the fields of');
    expect(d).not.toHaveProperty('suggestions');
  });

  it("a spec's suggestions, moved to the file, in plain and quoted specs", () => {
    for (const spec of ['3d6 eZap XX', '"3d6 eZap XX"', "'3d6 eZap XX'"]) {
      const text = file('  - name: Laser', `    spec: ${spec}`);
      const [d, ...rest] = withSuggestions(text);
      expect(rest).toEqual([]);
      expect(d).toMatchObject({ code: 'unknown-modifier', path: 'units[0].spec', suggestions: ['EX'] });
      expect(text.slice(d!.span!.start, d!.span!.end)).toBe('XX');
      const again = loadDesigns(fixed(text, d!));
      expect(again.ok).toBe(true);
    }
  });

  it('the second document of a file: offsets in the file', () => {
    const text = file('  - name: A', '    spec: 3d6 eZap') + '---\n' + file('  - name: B', '    spec: 3d6 eZapp AP');
    const [d] = withSuggestions(text);
    expect(d).toMatchObject({ code: 'unknown-function', suggestions: ['eZap'], span: { line: 13, column: 15 } });
    expect(loadDesigns(fixed(text, d!)).ok).toBe(true);
  });

  it('a spec written with escapes is pointed at whole: no suggestions there', () => {
    const text = file('  - name: Laser', '    spec: "3d6 eZap X\\x58"');
    const d = loadDesigns(text).diagnostics.find((x) => x.code === 'unknown-modifier');
    expect(d?.message).toContain('did you mean EX?');
    expect(d).not.toHaveProperty('suggestions');
  });
});

describe('validateDesign: no text, no suggestions', () => {
  it('the did-you-mean is in the message only', () => {
    const r = validateDesign({ format: 1, kind: 'units', title: 'G', units: [{ name: 'L', spec: '3d6 eZap', cuont: 1 }] });
    expect(r.diagnostics[0]).toMatchObject({ path: 'units[0].cuont', message: 'unknown key; did you mean count?' });
    expect(r.diagnostics[0]).not.toHaveProperty('suggestions');
  });
});
