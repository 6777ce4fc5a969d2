import { describeValue } from '../diagnostics/describe.js';
import { deepFreeze } from '../rules/freeze.js';
import { escapeCsv, escapeHtml, escapeLatex, escapeMarkdown } from '../text/escape.js';

/**
 * How a template's output values are escaped by default, by the format it writes: `html`
 * (`&`, `<`, `>`, quotes), `latex` (its ten special characters, `<`, `>`, `|`, `[`, `]`, `*`,
 * and what pdflatex cannot typeset past ASCII), `csv` (each value one RFC 4180 cell), `md`
 * (Markdown's inline markup), or `none`. A value that ends in the `raw` filter, or in one of the
 * `escape_*` filters, is written as it is.
 *
 * @example
 * ```ts
 * import { TEMPLATE_ESCAPES } from 'spacedock/render';
 *
 * if (TEMPLATE_ESCAPES.join() !== 'html,latex,csv,md,none') throw new Error(TEMPLATE_ESCAPES.join());
 * ```
 */
export const TEMPLATE_ESCAPES = /* @__PURE__ */ deepFreeze(['html', 'latex', 'csv', 'md', 'none'] as const);

/** One of {@link TEMPLATE_ESCAPES}. */
export type TemplateEscape = (typeof TEMPLATE_ESCAPES)[number];

/** The text functions of the escapes. */
export const ESCAPERS: { readonly [E in TemplateEscape]: (s: string) => string } = /* @__PURE__ */ deepFreeze({
  html: escapeHtml,
  latex: escapeLatex,
  csv: escapeCsv,
  md: escapeMarkdown,
  none: (s: string) => s,
});

/** The extensions that choose an escape (`readout.tex.liquid` is LaTeX). */
const BY_EXTENSION: ReadonlyMap<string, TemplateEscape> = new Map([
  ['html', 'html'],
  ['htm', 'html'],
  ['xml', 'html'],
  ['svg', 'html'],
  ['tex', 'latex'],
  ['latex', 'latex'],
  ['csv', 'csv'],
  ['md', 'md'],
  ['markdown', 'md'],
  ['txt', 'none'],
  ['json', 'none'],
]);

/**
 * The escape a template's file name implies: its last extension before an optional `.liquid`
 * (`readout.html.liquid` and `readout.html` are HTML); `html` for a name it does not know.
 *
 * @example
 * ```ts
 * import { escapeForName } from 'spacedock/render';
 *
 * if (escapeForName('book/readout.tex.liquid') !== 'latex' || escapeForName('notes') !== 'html') throw new Error('escapes');
 * ```
 *
 * @throws {TypeError} when `name` is not a string (a programming error).
 */
export function escapeForName(name: string): TemplateEscape {
  if (typeof name !== 'string') throw new TypeError(`escapeForName takes a template's name, not ${describeValue(name)}`);
  const base = name.replace(/\.liquid$/i, '');
  const dot = base.lastIndexOf('.');
  const slash = Math.max(base.lastIndexOf('/'), base.lastIndexOf('\\'));
  if (dot <= slash + 1) return 'html';
  return BY_EXTENSION.get(base.slice(dot + 1).toLowerCase()) ?? 'html';
}
