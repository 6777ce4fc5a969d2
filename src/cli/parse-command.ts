import { formatDiagnostic } from '../diagnostics/format.js';
import { parseUnit } from '../notation/parse.js';
import type { Command } from './io.js';
import { readSpecArg } from './spec-arg.js';

/** `spacedock parse "<spec>"`: the AST as JSON on stdout, diagnostics on stderr. */
export const parseCommand: Command = async (args, io) => {
  const source = await readSpecArg(args, io);
  if (source === undefined) {
    io.err('usage: spacedock parse "<spec>"   (or - to read the spec from standard input)\n');
    return 2;
  }
  const result = parseUnit(source);
  for (const d of result.diagnostics) io.err(formatDiagnostic(source, d) + '\n');
  if (!result.ok) return 1;
  io.out(JSON.stringify(result.unit, null, args.includes('--compact') ? undefined : 2) + '\n');
  return 0;
};
