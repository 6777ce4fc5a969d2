import type { CommandDefinition } from '../definition.js';
import { BATCH_NOTE, SPEC_ARGUMENT } from './spec.js';

/** `spacedock format`. */
export const FORMAT: CommandDefinition = {
  name: 'format',
  summary: 'a unit spec in canonical notation',
  description: `Prints a unit spec in its one canonical form (formatUnit of parseUnit). ${BATCH_NOTE}`,
  args: [SPEC_ARGUMENT],
  options: [],
  examples: [`format '3d6 ezap "Laser" ap, rng-  P=5'`, 'format - < specs.txt'],
  load: () => import('../format-command.js'),
};
