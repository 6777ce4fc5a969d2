// An escape that measures before it builds: a value of 16 million backslashes escaped for LaTeX
// is 256 million characters, 4 s and 600 MB of work for a value that could never be printed.
import { stop, type Budget } from './budget.js';
import { ESCAPERS, type TemplateEscape } from './escapes.js';
import { textWithin } from './filters.js';

/** The piece a text is measured in: small enough that measuring never holds much at once. */
const PIECE = 64 * 1024;

/**
 * The length of a text's escape, measured piece by piece and stopping past `max`. Exact for the
 * escapes that replace each character on its own (HTML, LaTeX); for CSV and Markdown, whose
 * escape also looks at the whole value (quotes around a cell, a mark at the value's start), a
 * few characters over per piece, never under: a value is refused at most a few characters early.
 */
function escapedLengthWithin(escape: TemplateEscape, text: string, max: number): number {
  const escaper = ESCAPERS[escape];
  let length = 0;
  let at = 0;
  while (at < text.length && length <= max) {
    // A piece never ends between the two halves of a surrogate pair or of a CR LF.
    let end = Math.min(at + PIECE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && ((last >= 0xd800 && last <= 0xdbff) || last === 13)) end++;
    length += escaper(text.slice(at, end)).length;
    at = end;
  }
  return length;
}

/**
 * A value's escaped text when it is at most `max` characters; else the render stops (a
 * `template-limit`) before the escaped text is built. `what` names the limit in the message.
 */
export function escapeWithin(escape: TemplateEscape, value: unknown, max: number, what: string): string {
  const text = textWithin(value, max);
  if (text === undefined || escapedLengthWithin(escape, text, max) > max) throw stop(`a value escaped would pass the ${max} characters left of ${what}`);
  return ESCAPERS[escape](text);
}

/**
 * The filters `escape_html`, `escape_latex`, `escape_csv` and `escape_md` for one render: the
 * escaped text at most what is left of the allocation budget, which it is charged to.
 */
export function boundedEscapeFilter(escape: TemplateEscape, budget: Budget): (this: { readonly context: { readonly memoryLimit: { use(n: number): void } } }, value: unknown) => string {
  return function (value) {
    const left = Math.max(0, budget.limits.maxAllocation - budget.allocated);
    const text = escapeWithin(escape, value, left, `the allocation budget, in the filter escape_${escape} (RENDER_LIMITS.maxAllocation)`);
    this.context.memoryLimit.use(text.length);
    return text;
  };
}
