// Hostile templates (issue 28), run in child processes by ../harness.ts: a loop that never ends,
// a partial that includes itself, an output that doubles, ranges of a billion, nesting deeper
// than a stack. Each case answers the codes and messages of the diagnostics (and how long the
// output was), which test/hostile/render.test.ts checks; the harness checks the CPU budget.
import { renderTemplate, type RenderOptions } from '../../../src/render/index.js';
import type { HostileCase } from './index.js';

/** What a render answered, in brief. */
function brief(template: string, data: object = {}, options: RenderOptions = {}): unknown {
  const r = renderTemplate(template, data, options);
  return r.ok ? { ok: true, length: r.value.length } : { ok: false, diagnostics: r.diagnostics.map((d) => ({ code: d.code, message: d.message })) };
}

export const RENDER_CASES: Readonly<Record<string, HostileCase>> = {
  // Ten billion turns of an empty loop: only the render's time limit ends it (the default 10 s).
  'render/endless-loop': () => brief('{% for i in (1..100000) %}{% for j in (1..100000) %}{% endfor %}{% endfor %}'),
  // A range of a billion is refused before it is built.
  'render/billion-range': () => brief('{% for i in (1..1000000000) %}x{% endfor %}'),
  // A partial that renders itself, and two that include each other.
  'render/self-render': () => brief('{% render "loop" %}', {}, { partials: { loop: 'x{% render "loop" %}' } }),
  'render/mutual-include': () => brief('{% include "a" %}', {}, { partials: { a: '{% include "b" %}', b: '{% include "a" %}' } }),
  // An output that doubles forty times (a trillion characters), straight out and through a capture.
  'render/doubling-output': () => brief('{% for a in (1..1000) %}{% for b in (1..1000) %}{% for c in (1..1000) %}0123456789abcdef{% endfor %}{% endfor %}{% endfor %}'),
  'render/doubling-capture': () => brief('{% assign x = "ab" %}{% for i in (1..40) %}{% capture x %}{{ x }}{{ x }}{% endcapture %}{% endfor %}{{ x | size }}'),
  'render/doubling-append': () => brief('{% assign x = "ab" %}{% for i in (1..40) %}{% assign x = x | append: x %}{% endfor %}{{ x | size }}'),
  // 50 000 nested ifs in under 1 MiB: deeper than the engine's stack.
  'render/deep-nesting': () => brief(`${'{%if 1%}'.repeat(50_000)}x${'{%endif%}'.repeat(50_000)}`),
  // A template of 1 MiB + 1 characters, and 201 partials: refused before the engine reads them.
  'render/long-template': () => brief('x'.repeat(1024 * 1024 + 1)),
  'render/many-partials': () => brief('x', {}, { partials: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`p${i}`, 'x'])) }),
  // A million unclosed tags of the longest template: a syntax error, found in bounded time.
  'render/unclosed-tags': () => brief('{% if x %}'.repeat(100_000).slice(0, 1024 * 1024)),
  // Issue 37: one output tag whose filters work for a minute between two tags (the engine reads its
  // clock only between tags). Ten chained sorts of a range of ten million (52 s, 2.5 GB before):
  // the range is refused before it is built.
  'render/sorts-of-ten-million': () => brief(`{{ (1..10000000)${' | sort_natural'.repeat(10)} | size }}`),
  // Thirty chained sorts of a million (about a minute of sorting): stopped inside a sort at the
  // default 10 s limit, and at a 1 s limit within moments of it.
  'render/sorts-of-a-million': () => brief(`{{ (1..1000000)${' | sort_natural'.repeat(30)} | size }}`),
  'render/sorts-of-a-million-1s': () => brief(`{{ (1..1000000)${' | sort_natural | sort'.repeat(15)} | size }}`, {}, { limits: { maxRenderMs: 1000 } }),
  // An expression per item that walks the whole list: a million million steps in one tag.
  'render/where-exp-quadratic-1s': () => brief('{% assign a = (1..1000000) %}{{ a | where_exp: "x", "a contains 0" | size }}', {}, { limits: { maxRenderMs: 1000 } }),
  'render/group-by-exp-quadratic-1s': () => brief('{% assign a = (1..1000000) %}{{ a | group_by_exp: "x", "a contains 0" | size }}', {}, { limits: { maxRenderMs: 1000 } }),
  'render/find-exp-quadratic-1s': () => brief('{% assign a = (1..1000000) %}{{ a | find_exp: "x", "a contains 0" }}', {}, { limits: { maxRenderMs: 1000 } }),
  // Lists that grow past a million items in one filter: a concat of a list with itself, the
  // pieces of a text split at every character, a million-character text sampled.
  'render/concat-doubling': () => brief('{% assign a = (1..1000000) %}{{ a | concat: a | size }}'),
  'render/split-every-character': () => brief('{% assign s = "ab" %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}{{ s | split: "" | size }}'),
  'render/sample-of-a-long-text': () => brief('{% assign s = "ab" %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}{{ s | sample: 3 | size }}'),
  // A text escaped for LaTeX grows sixteen times (`\` is `\textbackslash{}`): chained escapes, and
  // a value of eight million backslashes printed in a .tex template, are measured before they
  // are made (a 256-million-character text was 4 s and 600 MB of work).
  'render/escape-chain': () => brief(`{% assign s = "\\\\" %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}{{ s${' | escape_latex'.repeat(4)} | size }}`),
  'render/escaped-output': () => brief('{% assign s = "\\\\" %}{% for i in (1..23) %}{% assign s = s | append: s %}{% endfor %}{{ s }}', {}, { name: 'big.tex' }),
  // A template that reads what a readout does not have: prototypes, constructors, functions.
  'render/prototype-reads': () => ({
    constructor: brief('{{ a.constructor }}', { a: {} }),
    proto: brief('{{ a.__proto__ }}', { a: {} }),
    method: brief('{{ a.toString }}', { a: {} }),
    lenient: brief('{% if a.constructor %}yes{% else %}no{% endif %}', { a: {} }),
  }),
};
