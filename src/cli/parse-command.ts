import { parseUnit } from '../notation/parse.js';
import type { Command } from './io.js';
import { printDiagnostics, readSpecArgs } from './spec-arg.js';

/** `spacedock parse "<spec>"`: the AST as JSON on stdout, diagnostics on stderr. */
export const parseCommand: Command = async (args, io) => {
  const a = await readSpecArgs('parse', args, { compact: { type: 'boolean' } }, io);
  if (!a.ok) return io.err(a.message + '\n'), 2;
  const result = parseUnit(a.source);
  printDiagnostics(a.source, result.diagnostics, io);
  if (!result.ok) return 1;
  io.out(JSON.stringify(result.value, null, a.values['compact'] === true ? undefined : 2) + '\n');
  return 0;
};
