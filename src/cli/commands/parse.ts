import type { CommandDefinition } from '../definition.js';
import { BATCH_NOTE, SPEC_ARGUMENT } from './spec.js';

/** `spacedock parse`. */
export const PARSE: CommandDefinition = {
  name: 'parse',
  summary: 'the syntax tree of a unit spec, as JSON',
  description: `Parses a unit spec and prints its syntax tree (the UnitSpec of parseUnit) as JSON; diagnostics go to standard error. ${BATCH_NOTE} Batch output is one JSON tree per line.`,
  args: [SPEC_ARGUMENT],
  options: [{ flags: '--compact', description: 'print the tree on one line' }],
  examples: [`parse '3d6 eZap "Laser" AP RNG-'`, 'parse 9 pDefense POWZ --compact'],
  load: () => import('../parse-command.js'),
};
