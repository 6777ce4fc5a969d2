import { deepFreeze } from '../rules/freeze.js';
import { ESCAPERS } from './escapes.js';

/** A filter the templates may use beside Liquid's own, with what it does. */
export interface TemplateFilter {
  readonly name: string;
  /** What it does, for docs/publishing-guide.md. */
  readonly description: string;
  /** Whether its output is final: the template's default escape is not applied after it. */
  readonly raw: boolean;
  readonly apply: (value: unknown, ...args: unknown[]) => unknown;
}

/** A value as the text a template prints: `null` as nothing, a list as its items run together. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('');
  return String(value);
}

/**
 * {@link textOf}, or undefined as soon as the text would pass `max` characters: a list's items are
 * added up one by one (lists inside it too, however deep, without recursion) and never joined
 * past the limit, so that a list holding one long text a million times costs nothing to refuse.
 */
export function textWithin(value: unknown, max: number): string | undefined {
  if (!Array.isArray(value)) {
    const text = textOf(value);
    return text.length > max ? undefined : text;
  }
  const parts: string[] = [];
  let length = 0;
  const stack: { readonly list: readonly unknown[]; at: number }[] = [{ list: value, at: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.at >= top.list.length) {
      stack.pop();
      continue;
    }
    const item = top.list[top.at++];
    if (Array.isArray(item)) {
      stack.push({ list: item, at: 0 });
      continue;
    }
    const text = textOf(item);
    length += text.length;
    if (length > max) return undefined;
    parts.push(text);
  }
  return parts.join('');
}

/** `1234567.5` as `1,234,567.5`: groups of three digits, with `decimals` fixed when given. */
function formatNumber(value: unknown, decimals?: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const places = typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 10 ? decimals : undefined;
  const fixed = places === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(places);
  if (/e/i.test(fixed)) return String(value);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * The filters spacedock adds to Liquid's own: each format's escape, and number formats. Liquid's
 * standard filters (`default`, `join`, `size`, `upcase`, `escape` ...) work as documented by
 * LiquidJS.
 *
 * @example
 * ```ts
 * import { TEMPLATE_FILTERS } from 'spacedock/render';
 *
 * const names = TEMPLATE_FILTERS.map((f) => f.name);
 * if (!names.includes('escape_latex') || !names.includes('number')) throw new Error(names.join());
 * ```
 */
export const TEMPLATE_FILTERS: readonly TemplateFilter[] = /* @__PURE__ */ deepFreeze([
  { name: 'escape_html', description: 'HTML text: `&`, `<`, `>` and quotes as character references.', raw: true, apply: (v: unknown) => ESCAPERS.html(textOf(v)) },
  { name: 'escape_latex', description: 'LaTeX text for pdflatex: `\\ { } % $ & # _ ~ ^ < > |` as commands that print them, `[ ] *` in braces; line breaks as spaces; past ASCII, what pdflatex cannot typeset dropped (controls) or written as its code point (`\\texttt{U+1F680}`).', raw: true, apply: (v: unknown) => ESCAPERS.latex(textOf(v)) },
  { name: 'escape_csv', description: 'One CSV cell (RFC 4180): quoted, quotes doubled, when it holds a comma, a quote or a line break.', raw: true, apply: (v: unknown) => ESCAPERS.csv(textOf(v)) },
  { name: 'escape_md', description: 'Markdown inline text: markup characters behind a backslash, line breaks as spaces (safe in a table cell).', raw: true, apply: (v: unknown) => ESCAPERS.md(textOf(v)) },
  { name: 'number', description: 'A number with its thousands grouped (`12,345`); `number: 2` fixes two decimals. Anything else passes unchanged.', raw: false, apply: formatNumber },
]);
