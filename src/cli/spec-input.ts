import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { reasonOf } from './system-errors.js';
import type { CliIO } from './io.js';

/** One spec of a batch: its text, its 1-based line on standard input and the offset where it starts. */
export interface SpecLine {
  readonly line: number;
  readonly start: number;
  readonly text: string;
}

/**
 * The input of a spec command: one spec (the arguments joined by spaces, so that an unquoted
 * `spacedock price 3d6 eZap AP` works), or, for a lone `-`, standard input as a batch of one
 * spec per line with blank lines and `#` comment lines skipped.
 */
export type SpecInput =
  | { readonly kind: 'one'; readonly spec: string }
  | { readonly kind: 'batch'; readonly source: string; readonly lines: readonly SpecLine[] }
  /** Standard input could not be read (more than the CLI reads): why. */
  | { readonly kind: 'unreadable'; readonly reason: string };

/** Reads the spec arguments of `parse`, `format` and `price`. */
export async function readSpecInput(args: readonly string[], io: CliIO): Promise<SpecInput> {
  if (args.length !== 1 || args[0] !== '-') return { kind: 'one', spec: args.join(' ') };
  let source: string;
  try {
    source = await io.readStdin();
  } catch (error) {
    return { kind: 'unreadable', reason: reasonOf(error) };
  }
  const lines: SpecLine[] = [];
  let start = 0;
  let line = 1;
  while (start <= source.length) {
    const nl = source.indexOf('\n', start);
    const end = nl === -1 ? source.length : nl;
    const text = source.slice(start, end).replace(/\r$/, '');
    const trimmed = text.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) lines.push({ line, start, text });
    if (nl === -1) break;
    start = nl + 1;
    line++;
  }
  return { kind: 'batch', source, lines };
}

/** A diagnostic of one batch line, placed in the whole of standard input: its span gains the line and column. */
export function placeInBatch(d: Diagnostic, at: SpecLine): Diagnostic {
  if (d.span === undefined) return d;
  return { ...d, span: { start: at.start + d.span.start, end: at.start + d.span.end, line: at.line, column: d.span.start + 1 } };
}
