import { formatDiagnostic } from '../diagnostics/format.js';
import type { UnitSpec } from '../notation/ast.js';
import { parseUnit } from '../notation/parse.js';
import type { CliIO } from './io.js';

/**
 * The one spec a command works on: its arguments that are not `--options`, joined by spaces (so
 * an unquoted `spacedock parse 3d6 eZap AP` works), or standard input when the argument is `-`.
 */
export async function readSpecArg(args: readonly string[], io: CliIO): Promise<string | undefined> {
  const rest = args.filter((a) => !a.startsWith('--'));
  if (rest.length === 1 && rest[0] === '-') return (await io.readStdin()).replace(/\r?\n$/, '');
  if (rest.length === 0) return undefined;
  return rest.join(' ');
}

/**
 * The shared frame of the commands that take one spec: reads it, parses it, prints its
 * diagnostics on stderr, and hands a unit without errors to `use`. Returns the exit code.
 */
export async function withUnit(
  command: string,
  args: readonly string[],
  io: CliIO,
  use: (unit: UnitSpec, source: string) => void,
): Promise<number> {
  const source = await readSpecArg(args, io);
  if (source === undefined) {
    io.err(`usage: spacedock ${command} "<spec>"   (or - to read the spec from standard input)\n`);
    return 2;
  }
  const result = parseUnit(source);
  for (const d of result.diagnostics) io.err(formatDiagnostic(source, d) + '\n');
  if (!result.ok) return 1;
  use(result.unit, source);
  return 0;
}
