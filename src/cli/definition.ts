import type { CliIO } from './io.js';

/** One option of a command, as `--help`, the parser and docs/cli.md all read it. */
export interface OptionDefinition {
  /** Commander's flags: `--shield <facing>`, `-o, --out <file>`, `--strict`. */
  readonly flags: string;
  readonly description: string;
  /** The values the option accepts, when they are a closed list (shown by `--help`). */
  readonly choices?: readonly string[];
  /** Turns the text into the value, or throws commander's InvalidArgumentError with the reason. */
  readonly parse?: (value: string) => unknown;
  /** Must be given (commander says "required option ... not specified"). */
  readonly required?: boolean;
  /** May be given several times: the values are collected into a list. */
  readonly repeatable?: boolean;
}

/** One positional argument. */
export interface ArgumentDefinition {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  readonly variadic?: boolean;
}

/** What a command receives: its positional arguments and its options (camelCase keys). */
export interface CommandInput {
  readonly args: readonly string[];
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * A command's work: reads its input, writes through `io`, and returns the exit code (0 ok, 1 the
 * input has errors). `usage` ends the run as a usage error (exit 2) with a message.
 */
export type CommandRun = (input: CommandInput, io: CliIO, usage: (message: string) => never) => Promise<number>;

/**
 * A command: everything `--help` and docs/cli.md say about it, and how to load its work. The
 * work is loaded only when the command runs, so that `spacedock price` never loads the YAML
 * parser, zod or the catalog.
 */
export interface CommandDefinition {
  readonly name: string;
  /** One line, for the command list. */
  readonly summary: string;
  /** A paragraph for the command's own help and docs. */
  readonly description: string;
  readonly args: readonly ArgumentDefinition[];
  readonly options: readonly OptionDefinition[];
  /**
   * The command prints tables: it takes `--format md|csv|json` (default md), and `--json` is
   * `--format json`. Every other command takes `--json`, but for `json: false`.
   */
  readonly tables?: boolean;
  /** False for a command that answers in another protocol (`lsp`): no `--json` option. */
  readonly json?: false;
  /** Command lines shown under the help (without the leading `spacedock`). */
  readonly examples: readonly string[];
  readonly load: () => Promise<{ readonly run: CommandRun }>;
}

/** The formats of every command that prints tables. */
export const TABLE_OUTPUT_FORMATS = Object.freeze(['md', 'csv', 'json'] as const);

/** A table output format. */
export type OutputFormat = (typeof TABLE_OUTPUT_FORMATS)[number];
