import { formatDiagnostic } from '../diagnostics/format.js';
import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { Command } from './io.js';
import { readSpecArg } from './spec-arg.js';

/** `spacedock format "<spec>"`: the spec in canonical form on stdout. */
export const formatCommand: Command = async (args, io) => {
  const source = await readSpecArg(args, io);
  if (source === undefined) {
    io.err('usage: spacedock format "<spec>"   (or - to read the spec from standard input)\n');
    return 2;
  }
  const result = parseUnit(source);
  for (const d of result.diagnostics) io.err(formatDiagnostic(source, d) + '\n');
  if (!result.ok) return 1;
  io.out(formatUnit(result.unit) + '\n');
  return 0;
};
