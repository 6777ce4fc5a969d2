import type { Diagnostic } from './diagnostic.js';

/** A 1-based line and column (columns count UTF-16 code units). */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/**
 * The 1-based line and column of a UTF-16 offset, such as a diagnostic's `span.start`, for
 * pointing at a problem in a multi-line file. `\n`, `\r\n` and a lone `\r` end a line.
 *
 * @example
 * ```ts
 * import { positionAt } from 'spacedock';
 *
 * const at = positionAt('first line\r\nsecond', 14); // { line: 2, column: 3 }
 * if (at.line !== 2 || at.column !== 3) throw new Error(JSON.stringify(at));
 * ```
 */
export function positionAt(source: string, offset: number): Position {
  const at = Math.max(0, Math.min(offset, source.length));
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

/**
 * Renders a diagnostic as text with the offending source line and carets under the span.
 *
 * With `file`, the location line names it (`--> ships.yaml:6:40`).
 *
 * Control characters in the shown line become `·` so that the caret stays aligned and a
 * terminal is never driven by them; lines longer than 100 code units are cut around the span.
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
 * ```
 */
export function formatDiagnostic(source: string, diagnostic: Diagnostic, file?: string): string {
  const start = Math.max(0, Math.min(diagnostic.span.start, source.length));
  const end = Math.max(start, Math.min(diagnostic.span.end, source.length));
  const { line, column } = positionAt(source, start);
  const lineStart = start - (column - 1);
  let lineEnd = lineStart;
  while (lineEnd < source.length) {
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
    `${diagnostic.severity}[${diagnostic.code}]: ${diagnostic.message}`,
    `${pad}--> ${file === undefined ? '' : `${file}:`}${line}:${column}`,
    `${pad} |`,
    `${gutter} | ${prefix}${text}${suffix}`,
    `${pad} | ${' '.repeat(prefix.length + caretStart - from)}${'^'.repeat(shownWidth)}`,
  ].join('\n');
}

function sanitize(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 32 || c === 127 ? (c === 9 ? ' ' : '·') : text[i];
  }
  return out;
}
