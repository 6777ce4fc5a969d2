import type { Diagnostic, Span } from './diagnostic.js';

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

/** Options of {@link formatDiagnostic}. */
export interface FormatDiagnosticOptions {
  /** The text the diagnostic's span points into; without it the span is shown as a place only. */
  readonly source?: string;
  /** The file name to show in the location line (`--> ships.yaml:6:40`). */
  readonly file?: string;
}

/**
 * Renders a diagnostic of any module as text for people.
 *
 * A diagnostic with a span, given the `source` text, shows the offending line with carets under
 * the span (its line and column are read from the span when it carries them, as a loaded design
 * file's do, so that rendering many diagnostics of a large file never scans it from its start).
 * One without a span (from structured input: a ship, a volley, an allocation) shows its `path`.
 * The rule the diagnostic enforces, when it names one, comes next (`= rule: ...`), then each of
 * its `notes` on a line of its own (`= note: ...`).
 *
 * Control characters in the shown line, the message, the path and the file name become `·` (a
 * byte order mark too), so that the caret stays aligned and a terminal is never driven by them;
 * lines longer than 100 code units are cut around the span, and messages longer than 1000.
 *
 * @example
 * ```ts
 * import { formatDiagnostic, parseUnit } from 'spacedock';
 *
 * const result = parseUnit('3d6 eZap XX');
 * const text = formatDiagnostic(result.diagnostics[0]!, { source: '3d6 eZap XX' });
 * // error[unknown-modifier]: ...
 * //  --> 1:10
 * //   |
 * // 1 | 3d6 eZap XX
 * //   |          ^^
 * if (!text.startsWith('error[unknown-modifier]') || !text.endsWith('|          ^^')) throw new Error(text);
 *
 * // A diagnostic of structured input has a path instead of a span.
 * const d = { severity: 'error', code: 'invalid-value', message: '-1 is not a whole number', path: 'systems.Lab' } as const;
 * if (formatDiagnostic(d, { file: 'ship.json' }) !== 'error[invalid-value]: -1 is not a whole number\n --> ship.json: systems.Lab') throw new Error('path');
 *
 * // Notes come last, one line each.
 * const over = { severity: 'error', code: 'fleet-over-limit', message: 'the fleet has 120 system spaces, 20 over its limit of 100', notes: ['Lead (Cutter): 80 system spaces, 66.7%'] } as const;
 * if (!formatDiagnostic(over).endsWith('\n  = note: Lead (Cutter): 80 system spaces, 66.7%')) throw new Error(formatDiagnostic(over));
 * ```
 *
 * @throws {TypeError} when `diagnostic` is not a diagnostic (text severity, code and message; a
 * span, when present, of two numbers; a path, when present, of text; notes, when present, a list
 * of texts) or an option has the wrong
 * type: programming errors, as a diagnostic comes from this library.
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: FormatDiagnosticOptions = {}): string {
  checkArguments(diagnostic, options);
  const { source, file } = options;
  const message = diagnostic.message.length > MAX_MESSAGE ? `${diagnostic.message.slice(0, MAX_MESSAGE - 1)}…` : diagnostic.message;
  const lines = [`${diagnostic.severity}[${diagnostic.code}]: ${sanitize(message)}`];
  const span = diagnostic.span;
  const fileName = file === undefined ? undefined : sanitize(file);
  const path = diagnostic.path === undefined || diagnostic.path === '' ? undefined : sanitize(diagnostic.path);
  if (span !== undefined && source !== undefined) {
    for (const l of excerpt(source, span, fileName)) lines.push(l);
    if (path !== undefined) lines.push(`${' '.repeat(gutterOf(source, span).length)} = at: ${path}`);
  } else if (span !== undefined) {
    const place = span.line !== undefined && span.column !== undefined ? `${span.line}:${span.column}` : `offset ${span.start}`;
    lines.push(` --> ${fileName === undefined ? '' : `${fileName}:`}${place}${path === undefined ? '' : ` (${path})`}`);
  } else if (fileName !== undefined || path !== undefined) {
    lines.push(` --> ${[fileName, path].filter((x) => x !== undefined).join(': ')}`);
  }
  const rule = diagnostic.source;
  // The `= ...` notes line up with the excerpt's gutter (one column without an excerpt).
  const pad = span !== undefined && source !== undefined ? gutterOf(source, span) : ' ';
  if (rule !== undefined) lines.push(`${pad} = rule: ${sanitize(`${rule.book}, ${rule.entry}`)}`);
  for (const note of diagnostic.notes ?? []) lines.push(`${pad} = note: ${sanitize(note.length > MAX_MESSAGE ? `${note.slice(0, MAX_MESSAGE - 1)}…` : note)}`);
  return lines.join('\n');
}

/** Where a span starts: its own line and column when it carries them, else found in the source. */
function startOf(source: string, span: Span): { readonly start: number; readonly line: number; readonly column: number } {
  const start = Math.max(0, Math.min(span.start || 0, source.length));
  const { line, column } =
    span.line !== undefined && span.column !== undefined && Number.isSafeInteger(span.line) && Number.isSafeInteger(span.column) && span.column >= 1 && span.column - 1 <= start
      ? { line: span.line, column: span.column }
      : positionAt(source, start);
  return { start, line, column };
}

function gutterOf(source: string, span: Span): string {
  return ' '.repeat(String(startOf(source, span).line).length);
}

/** The location line, the source line and the carets. */
function excerpt(source: string, span: Span, file: string | undefined): string[] {
  const { start, line, column } = startOf(source, span);
  const end = Math.max(start, Math.min(span.end || 0, source.length));
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
  return [
    `${pad}--> ${file === undefined ? '' : `${file}:`}${line}:${column}`,
    `${pad} |`,
    `${gutter} | ${prefix}${text}${suffix}`,
    `${pad} | ${' '.repeat(prefix.length + caretStart - from)}${'^'.repeat(shownWidth)}`,
  ];
}

function checkArguments(diagnostic: unknown, options: unknown): void {
  const d = diagnostic as { severity?: unknown; code?: unknown; message?: unknown; span?: { start?: unknown; end?: unknown }; path?: unknown; source?: { book?: unknown; entry?: unknown }; notes?: unknown } | null;
  const o = options as { source?: unknown; file?: unknown } | null;
  const span = typeof d === 'object' && d !== null ? d.span : undefined;
  const rule = typeof d === 'object' && d !== null ? d.source : undefined;
  const ok =
    typeof d === 'object' && d !== null &&
    typeof d.severity === 'string' && typeof d.code === 'string' && typeof d.message === 'string' &&
    (span === undefined || (typeof span === 'object' && span !== null && typeof span.start === 'number' && typeof span.end === 'number')) &&
    (d.path === undefined || typeof d.path === 'string') &&
    (d.notes === undefined || (Array.isArray(d.notes) && d.notes.every((n) => typeof n === 'string'))) &&
    (rule === undefined || (typeof rule === 'object' && rule !== null && typeof rule.book === 'string' && typeof rule.entry === 'string')) &&
    typeof o === 'object' && o !== null &&
    (o.source === undefined || typeof o.source === 'string') &&
    (o.file === undefined || typeof o.file === 'string');
  if (!ok) throw new TypeError('formatDiagnostic takes a diagnostic and optionally { source, file }');
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
