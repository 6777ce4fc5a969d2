import { specLines, type SpecLine } from '../notation/spec-lines.js';
import { reasonOf } from './system-errors.js';
import type { CliIO } from './io.js';

export { placeInBatch, type SpecLine } from '../notation/spec-lines.js';

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
  return { kind: 'batch', source, lines: specLines(source) };
}
