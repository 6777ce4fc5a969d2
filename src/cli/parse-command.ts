import type { Command } from './io.js';
import { withUnit } from './spec-arg.js';

/** `spacedock parse "<spec>"`: the AST as JSON on stdout, diagnostics on stderr. */
export const parseCommand: Command = (args, io) =>
  withUnit('parse', args, io, (unit) => io.out(JSON.stringify(unit, null, args.includes('--compact') ? undefined : 2) + '\n'));
