import { PROFILES } from '../../pricing/profile.js';
import type { CommandDefinition } from '../definition.js';
import { oneOf } from '../values.js';
import { BATCH_NOTE, SPEC_ARGUMENT } from './spec.js';

const PROFILE_NAMES = Object.keys(PROFILES) as (keyof typeof PROFILES)[];

/** `spacedock price`. */
export const PRICE: CommandDefinition = {
  name: 'price',
  summary: 'the price of a unit: basic, active, build, power, range, with every factor',
  description: `Prices a unit spec with priceUnit and prints each modifier's factor, the totals and the five numbers. ${BATCH_NOTE} Batch output is a table of the specs and their prices (or one JSON object per line with --json).`,
  args: [SPEC_ARGUMENT],
  options: [{ flags: '--profile <name>', description: `the rule profile: ${PROFILE_NAMES.join(' or ')} (default: default)`, choices: PROFILE_NAMES, parse: oneOf(PROFILE_NAMES) }],
  examples: [`price '3d6 eZap "Laser" AP RNG- p=5 rng=23'`, `price --profile hero '4d6 eZap AP ARC:ABF'`, 'price - < specs.txt'],
  load: () => import('../price-command.js'),
};
