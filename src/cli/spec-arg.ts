import type { CliIO } from './io.js';

/**
 * The one spec a command works on: its arguments joined by spaces (so an unquoted
 * `spacedock parse 3d6 eZap AP` works), or standard input when the argument is `-`.
 */
export async function readSpecArg(args: readonly string[], io: CliIO): Promise<string | undefined> {
  const rest = args.filter((a) => !a.startsWith('--'));
  if (rest.length === 1 && rest[0] === '-') return (await io.readStdin()).replace(/\r?\n$/, '');
  if (rest.length === 0) return undefined;
  return rest.join(' ');
}
