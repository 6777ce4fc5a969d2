import { runCli } from '../../src/cli/index.js';

/** One command line of a golden test: run in-process, in the repository root, without colour. */
export interface CliCase {
  /** Unique within its file; names the case in the golden file. */
  readonly name: string;
  /** The arguments after `spacedock`. */
  readonly argv: readonly string[];
  /** What standard input holds (empty when not given). */
  readonly stdin?: string;
  /** Run as on a colour terminal. */
  readonly color?: boolean;
}

/** What a command line did. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** Both streams as a terminal shows them, in the order they were written. */
  readonly both: string;
}

/** Runs the CLI in-process, collecting its output. */
export async function runIn(argv: readonly string[], stdin = '', color = false): Promise<CliRun> {
  let out = '';
  let err = '';
  let both = '';
  const code = await runCli(argv, { out: (t) => ((out += t), (both += t)), err: (t) => ((err += t), (both += t)), readStdin: async () => stdin, color });
  return { code, out, err, both };
}

const quote = (a: string): string => (/^[\w./:=,@%+-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`);

/** A case and its run as the golden file holds them. */
export function renderCase(c: CliCase, r: CliRun): string {
  const lines = [`=== ${c.name}`, `$ spacedock ${c.argv.map(quote).join(' ')}${c.stdin === undefined ? '' : ' < stdin'}`];
  if (c.stdin !== undefined) lines.push('--- stdin', c.stdin.replace(/\n$/, ''));
  lines.push(`--- exit ${r.code}`, '--- stdout', r.out.replace(/\n$/, ''), '--- stderr', r.err.replace(/\n$/, ''));
  return `${lines.join('\n')}\n`;
}
