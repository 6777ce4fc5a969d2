/** Where a command writes; the real streams in `main.ts`, strings in tests. */
export interface CliIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Reads all of standard input (for a spec given as `-`). */
  readonly readStdin: () => Promise<string>;
}

/** A command: takes its arguments, writes through `io`, returns the exit code. */
export type Command = (args: readonly string[], io: CliIO) => Promise<number>;
