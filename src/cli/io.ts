/** Where a command writes; the real streams in `main.ts`, strings in tests. */
export interface CliIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Reads all of standard input (for a spec given as `-`). */
  readonly readStdin: () => Promise<string>;
  /** Whether to colour diagnostics (a terminal, and no NO_COLOR). */
  readonly color?: boolean;
  /** Whether to show a progress line on stderr (a terminal). */
  readonly progress?: boolean;
}

/** A command: takes its arguments, writes through `io`, returns the exit code. */
export type Command = (args: readonly string[], io: CliIO) => Promise<number>;
