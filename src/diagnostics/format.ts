import type { Diagnostic } from './diagnostic.js';

/** A 1-based line and column (columns count UTF-16 code units). */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/**
 * The 1-based line and column of a UTF-16 offset, such as a diagnostic's `span.start`, for
 * pointing at a problem in a multi-line file. `\n`, `\r\n` and a lone `\r` end a line. An offset
 * outside the text is taken as its nearest end. It scans the text from its start; for many
 * offsets into one large text, compute the places once (a loaded design file's diagnostics carry
 * theirs).
 *
 * @example
 * ```ts
 * import { positionAt } from 'spacedock';
 *
 * const at = positionAt('first line\r\nsecond', 14); // { line: 2, column: 3 }
 * if (at.line !== 2 || at.column !== 3) throw new Error(JSON.stringify(at));
 * ```
 *
 * @throws {TypeError} when `source` is not a string or `offset` not a number (a programming error).
 */
export function positionAt(source: string, offset: number): Position {
  if (typeof source !== 'string' || typeof offset !== 'number') throw new TypeError('positionAt takes a string and a number');
  const at = Number.isNaN(offset) ? 0 : Math.max(0, Math.min(offset, source.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) {
    const c = source.charCodeAt(i);
    if (c === 10 || (c === 13 && source.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: at - lineStart + 1 };
}

/** The widest slice of a source line shown; longer lines are cut around the caret. */
const MAX_SHOWN = 100;
/** The longest message shown; a longer one (quoting a huge name from the input) is cut. */
const MAX_MESSAGE = 1000;

/**
 * Renders a diagnostic as text with the offending source line and carets under the span.
 *
 * With `file`, the location line names it (`--> ships.yaml:6:40`). With `at`, the line and column
 * of `span.start` when the caller already knows them (a design file's diagnostics carry them),
 * the source is not scanned from its start: rendering each of many diagnostics of a large file
 * then costs only the length of the line shown, not the offset.
 *
 * Control characters in the shown line, the message and the file name become `·` (a byte order
 * mark too), so that the caret stays aligned and a terminal is never driven by them; lines
 * longer than 100 code units are cut around the span, and messages longer than 1000.
 *
 * @example
 * ```ts
 * import { formatDiagnostic, parseUnit } from 'spacedock';
 *
 * const result = parseUnit('3d6 eZap XX');
 * const text = formatDiagnostic('3d6 eZap XX', result.diagnostics[0]!);
 * // error[unknown-modifier]: ...
 * //  --> 1:10
 * //   |
 * // 1 | 3d6 eZap XX
 * //   |          ^^
 * if (!text.startsWith('error[unknown-modifier]') || !text.endsWith('|          ^^')) throw new Error(text);
 *
 * // The same, with the place given (as a loaded design file's diagnostics give it): no scan.
 * const source = 'line one\n3d6 eZap XX';
 * const d = { ...result.diagnostics[0]!, span: { start: 18, end: 20 } };
 * if (formatDiagnostic(source, d, 'x.txt', { line: 2, column: 10 }) !== formatDiagnostic(source, d, 'x.txt')) throw new Error('same text');
 * ```
 *
 * @throws {TypeError} when `source` is not a string, `diagnostic` not a diagnostic (text
 * severity, code and message, a span of two numbers), `file` not a string or `at` not a line and
 * column: programming errors, as a diagnostic comes from this library.
 */
export function formatDiagnostic(source: string, diagnostic: Diagnostic, file?: string, at?: Position): string {
  checkArguments(source, diagnostic, file, at);
  const start = Math.max(0, Math.min(diagnostic.span.start || 0, source.length));
  const end = Math.max(start, Math.min(diagnostic.span.end || 0, source.length));
  const { line, column } = at !== undefined && at.column >= 1 && at.column - 1 <= start && Number.isSafeInteger(at.line) && Number.isSafeInteger(at.column) ? at : positionAt(source, start);
  const lineStart = start - (column - 1);
  // Only as much of the line as can be shown is looked at: a line of megabytes costs no more.
  const scanTo = Math.min(source.length, Math.max(lineStart, start - MAX_SHOWN) + 2 * MAX_SHOWN + 1);
  let lineEnd = start;
  while (lineEnd < scanTo) {
    const c = source.charCodeAt(lineEnd);
    if (c === 10 || c === 13) break;
    lineEnd++;
  }
  const caretStart = start - lineStart;
  const caretWidth = Math.max(1, Math.min(end, lineEnd) - start);

  let from = 0;
  let to = lineEnd - lineStart;
  if (to > MAX_SHOWN) {
    from = Math.max(0, caretStart - MAX_SHOWN / 2);
    to = Math.min(to, from + MAX_SHOWN);
  }
  const shownWidth = Math.min(caretWidth, Math.max(1, to - caretStart));
  const text = sanitize(source.slice(lineStart + from, lineStart + to));
  const prefix = from > 0 ? '…' : '';
  const suffix = to < lineEnd - lineStart ? '…' : '';
  const gutter = String(line);
  const pad = ' '.repeat(gutter.length);
  const message = diagnostic.message.length > MAX_MESSAGE ? `${diagnostic.message.slice(0, MAX_MESSAGE - 1)}…` : diagnostic.message;
  return [
    `${diagnostic.severity}[${diagnostic.code}]: ${sanitize(message)}`,
    `${pad}--> ${file === undefined ? '' : `${sanitize(file)}:`}${line}:${column}`,
    `${pad} |`,
    `${gutter} | ${prefix}${text}${suffix}`,
    `${pad} | ${' '.repeat(prefix.length + caretStart - from)}${'^'.repeat(shownWidth)}`,
  ].join('\n');
}

function checkArguments(source: unknown, diagnostic: unknown, file: unknown, at: unknown): void {
  const d = diagnostic as { severity?: unknown; code?: unknown; message?: unknown; span?: { start?: unknown; end?: unknown } } | null;
  const span = typeof d === 'object' && d !== null ? d.span : undefined;
  const ok =
    typeof source === 'string' &&
    typeof d === 'object' && d !== null &&
    typeof d.severity === 'string' && typeof d.code === 'string' && typeof d.message === 'string' &&
    typeof span === 'object' && span !== null && typeof span.start === 'number' && typeof span.end === 'number' &&
    (file === undefined || typeof file === 'string') &&
    (at === undefined || (typeof at === 'object' && at !== null && typeof (at as Position).line === 'number' && typeof (at as Position).column === 'number'));
  if (!ok) throw new TypeError('formatDiagnostic takes the source text, a diagnostic, and optionally a file name and a place');
}

/** Replaces control characters (and a byte order mark) with `·`, a tab with a space. */
function sanitize(text: string): string {
  if (!/[\x00-\x1f\x7f-\x9f\ufeff]/.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 32 || c === 127 || (c >= 0x80 && c <= 0x9f) || c === 0xfeff ? (c === 9 ? ' ' : '·') : text[i];
  }
  return out;
}
