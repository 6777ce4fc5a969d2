// renderTemplate (issue 28): LiquidJS in its strict setup, each format's escape, spacedock's
// filters, every mistake a diagnostic at its place, the limits, and never a throw on any template.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeForName, renderTemplate, RENDER_LIMITS, TEMPLATE_ESCAPES, TEMPLATE_FILTERS } from '../../src/render/index.js';
import { escapeCsv, escapeHtml, escapeLatex, escapeMarkdown } from '../../src/text/escape.js';
import { LATEX_TYPESET, latexTypesets } from '../../src/text/latex-characters.js';

const rendered = (template: string, data: object = {}, options = {}): string => {
  const r = renderTemplate(template, data, options);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

/** The name of the hostile characters. */
const NASTY = 'Q<&>%\\{}$#_~^|"\'*[x]`';

describe('escapes', () => {
  it('HTML: & < > and quotes as references', () => {
    expect(escapeHtml(NASTY)).toBe('Q&lt;&amp;&gt;%\\{}$#_~^|&quot;&#39;*[x]`');
  });
  it('LaTeX: every special character as a command that prints it, line breaks as spaces', () => {
    expect(escapeLatex(NASTY)).toBe('Q\\textless{}\\&\\textgreater{}\\%\\textbackslash{}\\{\\}\\$\\#\\_\\textasciitilde{}\\textasciicircum{}\\textbar{}"\'{*}{[}x{]}`');
    expect(escapeLatex('a\nb\r\nc')).toBe('a b  c');
  });
  it('LaTeX past ASCII (issue 37): what pdflatex sets as it is, spaces as a space, controls and bidi controls dropped, the rest as its code point', () => {
    expect(escapeLatex('Ångström Łódź — ‘q’ €5 ½')).toBe('Ångström Łódź — ‘q’ €5 ½');
    // Composed first: e and a combining acute are é.
    expect(escapeLatex('Cafe\u0301')).toBe('Café');
    expect(escapeLatex('a\tb\u000Bc\u000Cd\u2003e\u2028f\u0085g\u00A0h')).toBe('a b c d e f g\u00A0h');
    expect(escapeLatex('\u202Eevil\u202C\u200F\u2066x\u2069\u061C\u200B\u200D')).toBe('evilx');
    expect(escapeLatex('n\u0000b\u0007e\u001Bd\u007Fc\u0080\u009F.')).toBe('nbedc.');
    expect(escapeLatex('go \u{1F680}')).toBe('go \\texttt{U+1F680}');
    expect(escapeLatex('\u6218 \uD83D \uE000')).toBe('\\texttt{U+6218} \\texttt{U+D83D} \\texttt{U+E000}');
  });
  it('LaTeX: whatever the text, the escape holds only printable ASCII and what pdflatex typesets, and no bare [ ] * (issue 37)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const out = escapeLatex(s);
        for (const c of out) {
          const code = c.codePointAt(0)!;
          expect(code >= 0x20 && code <= 0x7e ? true : latexTypesets(code), `U+${code.toString(16)} in ${JSON.stringify(out)}`).toBe(true);
        }
        expect(out.replace(/\{[[\]*]\}/g, '')).not.toMatch(/[[\]*]/);
      }),
      { numRuns: 2000 },
    );
    expect(LATEX_TYPESET.ranges.every(([from, to], i, all) => from <= to && from > 0x7e && (i === 0 || from > all[i - 1]![1]))).toBe(true);
  });
  it('CSV: a cell quoted when it holds a comma, a quote or a line break', () => {
    expect(escapeCsv('plain')).toBe('plain');
    expect(escapeCsv('a,b')).toBe('"a,b"');
    expect(escapeCsv('say "hi"\n')).toBe('"say ""hi""\n"');
  });
  it('Markdown: inline markup behind a backslash, block starts at the beginning only, line breaks as spaces', () => {
    expect(escapeMarkdown(NASTY)).toBe('Q\\<\\&\\>%\\\\{}$#\\_\\~^\\|"\'\\*\\[x\\]\\`');
    expect(escapeMarkdown('# Meridian-class\n- 1. x')).toBe('\\# Meridian-class - 1. x');
    expect(escapeMarkdown('12. Lancer')).toBe('12\\. Lancer');
  });
  it('the escape of a template follows its name', () => {
    expect(['a.html', 'a.htm', 'b.html.liquid', 'c.tex.liquid', 'd.csv', 'e.md.liquid', 'f.txt', 'g.json.liquid', 'h', 'dir.tex/h', 'x.unknown'].map(escapeForName)).toEqual(['html', 'html', 'html', 'latex', 'csv', 'md', 'none', 'none', 'html', 'html', 'html']);
    expect(TEMPLATE_ESCAPES).toEqual(['html', 'latex', 'csv', 'md', 'none']);
  });
});

describe('renderTemplate', () => {
  it('escapes every value for the format of its name; raw and the escape_* filters are not escaped again', () => {
    const data = { n: NASTY };
    expect(rendered('{{ n }}', data, { name: 'x.html' })).toBe(escapeHtml(NASTY));
    expect(rendered('{{ n }}', data, { name: 'x.tex' })).toBe(escapeLatex(NASTY));
    expect(rendered('{{ n }}', data, { name: 'x.csv' })).toBe(escapeCsv(NASTY));
    expect(rendered('{{ n }}', data, { name: 'x.md' })).toBe(escapeMarkdown(NASTY));
    expect(rendered('{{ n }}', data, { name: 'x.txt' })).toBe(NASTY);
    expect(rendered('{{ n }}', data)).toBe(escapeHtml(NASTY)); // HTML when the name says nothing
    expect(rendered('{{ n }}', data, { name: 'x.html', escape: 'latex' })).toBe(escapeLatex(NASTY));
    expect(rendered('{{ n | raw }}', data, { name: 'x.html' })).toBe(NASTY);
    expect(rendered('{{ n | escape_latex }}', data, { name: 'x.html' })).toBe(escapeLatex(NASTY));
    expect(rendered('{{ n | escape_md }}|{{ n | escape_csv }}|{{ n | escape_html }}', data, { name: 'x.tex' })).toBe(`${escapeMarkdown(NASTY)}|${escapeCsv(NASTY)}|${escapeHtml(NASTY)}`);
  });

  it('prints null as nothing, numbers as numbers, lists run together; number groups thousands', () => {
    expect(rendered('[{{ a }}][{{ b }}][{{ c }}][{{ d | default: "-" }}]', { a: null, b: 12, c: [1, 2], d: null })).toBe('[][12][12][-]');
    expect(rendered('{{ a | number }} {{ b | number }} {{ c | number: 2 }} {{ d | number }} {{ e | number }}', { a: 1234567, b: -9876.5, c: 0.5, d: 'x', e: null })).toBe('1,234,567 -9,876.5 0.50 x ');
    expect(TEMPLATE_FILTERS.map((f) => f.name)).toEqual(['escape_html', 'escape_latex', 'escape_csv', 'escape_md', 'number']);
  });

  it('reads partials by name, with or without .liquid', () => {
    expect(rendered('{% render "a", x: 1 %}{% render "b.liquid" %}', {}, { partials: { a: 'A{{ x }}', 'b.liquid': 'B' } })).toBe('A1B');
  });

  it('each mistake is one diagnostic at its line and column', () => {
    const at = (template: string) => {
      const r = renderTemplate(template, { ship: { name: 'X' } }, { name: 'mine.md' });
      expect(r.ok).toBe(false);
      const d = r.diagnostics[0]!;
      return [d.code, d.span?.line, d.span?.column, d.message];
    };
    expect(at('# {{ ship.name }}\n\n{{ ship.nmae }}')).toEqual(['template-error', 3, 4, 'mine.md: undefined variable: ship.nmae']);
    expect(at('line\n{{ ship.name | shout }}')).toEqual(['template-syntax', 2, 1, 'mine.md: undefined filter: shout']);
    expect(at('{% for u in ship.units %}\nno end')).toEqual(['template-syntax', 1, 1, expect.stringMatching(/^mine\.md: tag .*for.* not closed/)]);
    expect(at('{% render "missing" %}')).toEqual(['template-error', 1, 1, expect.stringMatching(/^mine\.md: there is no partial named "missing"/)]);
    expect(at('{% frobnicate %}')).toEqual(['template-syntax', 1, 1, expect.stringMatching(/tag "frobnicate" not found/)]);
  });

  it('an undefined name is only false in an if, and takes its default', () => {
    expect(rendered('{% if ship.nmae %}yes{% else %}no{% endif %}{{ ship.nmae | default: "?" }}', { ship: {} })).toBe('no?');
  });

  it('stops at each limit, which a call may lower', () => {
    const limited = (template: string, limits: object, partials = {}) => {
      const r = renderTemplate(template, {}, { limits, partials });
      return r.ok ? 'ok' : `${r.diagnostics[0]!.code}: ${r.diagnostics[0]!.message}`;
    };
    expect(limited('x'.repeat(11), { maxTemplateLength: 10 })).toMatch(/^template-limit: .*11 characters, more than 10/);
    expect(limited('{% for i in (1..20) %}ab{% endfor %}', { maxOutputLength: 30 })).toMatch(/^template-limit: .*passes 30 characters/);
    expect(limited('{% for i in (1..20) %}ab{% endfor %}', { maxOutputLength: 40 })).toBe('ok');
    expect(limited('{% for i in (1..1000) %}{% endfor %}', { maxAllocation: 999 })).toMatch(/maxAllocation/);
    expect(limited('{% render "a" %}', { maxPartialDepth: 2 }, { a: '{% render "b" %}', b: '{% render "c" %}', c: 'x' })).toMatch(/nest more than 2 deep/);
    expect(limited('{% render "a" %}', { maxPartialDepth: 3 }, { a: '{% render "b" %}', b: '{% render "c" %}', c: 'x' })).toBe('ok');
    expect(limited('{% for i in (1..100000) %}{% for j in (1..100000) %}{% endfor %}{% endfor %}', { maxRenderMs: 50 })).toMatch(/maxRenderMs/);
    expect(limited('x', { maxPartials: 1 }, { a: '', b: '' })).toMatch(/2 partials, more than 1/);
    expect(RENDER_LIMITS).toMatchObject({ maxTemplateLength: 1_048_576, maxOutputLength: 16_777_216, maxRenderMs: 10_000, maxPartialDepth: 20, maxPartials: 200 });
    expect(Object.isFrozen(RENDER_LIMITS)).toBe(true);
  });

  it('bounds the work of one tag: ranges and lists past maxItems, texts cut into too many pieces, escapes past the allocation budget (issue 37)', () => {
    const limited = (template: string, limits: object, data = {}, name = 'x.html') => {
      const r = renderTemplate(template, data, { limits, name });
      return r.ok ? `ok: ${r.value}` : `${r.diagnostics[0]!.code}: ${r.diagnostics[0]!.message}`;
    };
    expect(limited('{{ (1..10) | size }}', { maxItems: 10 })).toBe('ok: 10');
    expect(limited('{{ (1..11) | size }}', { maxItems: 10 })).toBe('template-limit: x.html: a range of 11 numbers, more than 10 (RENDER_LIMITS.maxItems)');
    expect(limited('{{ a | sort | size }}', { maxItems: 10 }, { a: Array.from({ length: 11 }, (_, i) => i) })).toMatch(/the filter sort is given a list of 11 items, more than 10/);
    expect(limited('{% assign a = (1..6) %}{{ a | concat: a | size }}', { maxItems: 10 })).toMatch(/the filter concat makes a list of more than 10 items/);
    // A list inside a list counts its items each time it appears.
    expect(limited('{{ a | compact | size }}', { maxItems: 10 }, { a: [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]] })).toMatch(/the filter compact makes a list of more than 10 items/);
    expect(limited('{{ "a,b,c,d,e,f,g,h,i,j,k" | split: "," | size }}', { maxItems: 10 })).toMatch(/the filter split would cut a text into more than 10 pieces/);
    expect(limited('{{ "a,b,c,d,e,f,g,h,i,j" | split: "," | size }}', { maxItems: 10 })).toBe('ok: 10');
    expect(limited('{{ "a b c d e f g h i j k" | truncatewords: 2 }}', { maxItems: 10 })).toMatch(/the filter truncatewords would cut a text into more than 10 pieces/);
    expect(limited('{{ "abcdefghijk" | sample: 2 | size }}', { maxItems: 10 })).toMatch(/the filter sample would cut a text into more than 10 pieces/);
    // An escape filter is measured before it is made: ten backslashes are 160 characters of LaTeX.
    expect(limited('{{ s | escape_latex | size }}', { maxAllocation: 159 }, { s: '\\'.repeat(10) })).toMatch(/a value escaped would pass the 159 characters left of the allocation budget, in the filter escape_latex/);
    expect(limited('{{ s | escape_latex | size }}', { maxAllocation: 160 }, { s: '\\'.repeat(10) })).toBe('ok: 160');
    // So is a value escaped for the output.
    expect(limited('{{ s }}', { maxOutputLength: 159 }, { s: '\\'.repeat(10) }, 'x.tex')).toMatch(/a value escaped would pass the 159 characters left of the output/);
    expect(limited('{{ s }}', { maxOutputLength: 160 }, { s: '\\'.repeat(10) }, 'x.tex')).toBe(`ok: ${'\\textbackslash{}'.repeat(10)}`);
    // The clock is read inside a filter's work: a sort of many items stops at a tiny time limit.
    expect(limited('{{ (1..200000) | sort_natural | sort_natural | sort_natural | size }}', { maxRenderMs: 1 })).toMatch(/ran past its time limit of 1 ms \(RENDER_LIMITS.maxRenderMs\)/);
    expect(RENDER_LIMITS.maxItems).toBe(1_000_000);
  });

  it("sort, sort_natural and sample, which read the clock as they compare, answer as the engine's own (issue 37)", async () => {
    const { Liquid } = await import('liquidjs');
    const engine = new Liquid({ ownPropertyOnly: true });
    const item = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'B', 'b', 'A', '10', '9', '', 'é', 'Z'), fc.constant(null), fc.boolean());
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.array(fc.record({ k: item }), { maxLength: 20 }), (list, records) => {
        for (const template of ['{{ l | sort | json }}', '{{ l | sort_natural | json }}', '{{ r | sort: "k" | json }}', '{{ r | sort_natural: "k" | json }}', '{{ l | sample: 100 | size }}', '{{ "abc" | sample: 5 | size }}']) {
          const data = { l: list, r: records };
          expect(rendered(template, data, { name: 'x.txt' }), template).toBe(engine.parseAndRenderSync(template, data));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what is not a template, data or options with a TypeError', () => {
    expect(() => renderTemplate(1 as never, {})).toThrow(TypeError);
    expect(() => renderTemplate('x', null as never)).toThrow(TypeError);
    expect(() => renderTemplate('x', {}, { escape: 'rtf' as never })).toThrow(/escape/);
    expect(() => renderTemplate('x', {}, { limits: { maxRenderMs: 0 } })).toThrow(/maxRenderMs/);
    expect(() => renderTemplate('x', {}, { limits: { speed: 1 } as never })).toThrow(/not a limit/);
    expect(() => renderTemplate('x', {}, { partials: { a: 1 } as never })).toThrow(/texts only/);
  });

  it('never throws on any template text: an answer or diagnostics with a code', () => {
    const pieces = fc.constantFrom('{{', '}}', '{%', '%}', ' for ', ' in ', '(1..3)', ' if ', ' endif ', ' endfor ', ' render ', '"a"', ' | ', 'size', 'x', ' raw ', ' endraw ', '-', '\n', 'capture', 'endcapture', '{%-', '-%}', 'assign ', '=', 'units');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.array(pieces, { maxLength: 30 }).map((p) => p.join(''))), (template) => {
        const r = renderTemplate(template, { units: [{ name: 'a' }], x: 1 }, { partials: { a: '{{ x }}' }, limits: { maxRenderMs: 2000 } });
        if (r.ok) expect(typeof r.value).toBe('string');
        else expect(r.diagnostics.every((d) => ['template-syntax', 'template-error', 'template-limit'].includes(d.code))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
