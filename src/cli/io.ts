/** Where a command writes; the real streams in `main.ts`, strings in tests. */
export interface CliIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Reads all of standard input (for a spec or file given as `-`). */
  readonly readStdin: () => Promise<string>;
  /** Whether to colour diagnostics on standard error (see {@link useColor}). */
  readonly color?: boolean;
  /** Whether to show a progress line on standard error (a terminal). */
  readonly progress?: boolean;
}

/**
 * Whether diagnostics are coloured, by the conventions of no-color.org and FORCE_COLOR: a
 * non-empty `NO_COLOR` turns colour off, a `FORCE_COLOR` other than `0`/`false` (or empty)
 * turns it on, and otherwise standard error being a terminal decides. NO_COLOR wins when both
 * are set, since it is the user's explicit refusal.
 */
export function useColor(env: Readonly<Record<string, string | undefined>>, isTerminal: boolean): boolean {
  if ((env['NO_COLOR'] ?? '') !== '') return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  return isTerminal;
}
