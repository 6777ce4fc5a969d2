import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { Command } from './io.js';
import { printDiagnostics, readSpecArgs } from './spec-arg.js';

/** `spacedock format "<spec>"`: the spec in canonical form on stdout. */
export const formatCommand: Command = async (args, io) => {
  const a = await readSpecArgs('format', args, { json: { type: 'boolean' } }, io);
  if (!a.ok) return io.err(a.message + '\n'), 2;
  const result = parseUnit(a.source);
  printDiagnostics(a.source, result.diagnostics, io);
  if (!result.ok) return 1;
  const canonical = formatUnit(result.value);
  io.out(a.values['json'] === true ? `${JSON.stringify({ canonical, diagnostics: result.diagnostics })}\n` : `${canonical}\n`);
  return 0;
};
