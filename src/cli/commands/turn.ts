import { MOVEMENT_RULES } from '../../turn/movement.js';
import type { CommandDefinition } from '../definition.js';
import { wholeNumber } from '../values.js';

/** `spacedock turn`. */
export const TURN: CommandDefinition = {
  name: 'turn',
  summary: 'check an energy allocation and print the impulse chart of its speed',
  description:
    'Checks an energy allocation file with checkAllocation and prints what it gives the ship (power available, allocated and left over, the required lines left ' +
    'unpaid, whether the cloak is paid), then the impulse chart of the speed its movement line buys: the 32 impulses in columns, `x` where the ship moves, and the ' +
    'list of those impulses. The file is one mapping, in YAML or JSON (a name ending in .json is read as strict JSON): `available` (warp, impulse, apr, batteries), ' +
    '`allocation` (lifeSupport, fireControl, shields, cloak (optional), movement, weapons, reinforcement, other), `costs` (lifeSupport, fireControl, shields, cloak ' +
    `(a cloaking ship only), movementPerHex: energy per hex of speed) and optionally \`previousSpeed\` (last turn's speed, 0 to ${MOVEMENT_RULES.maxShipSpeed.value}, for the ` +
    'speed-change rule); every amount is a number of 0 or more (docs/turn-guide.md describes the format). Each problem is placed at its field: file:line:column ' +
    'and its path. Errors (more allocated than available, a speed too high) exit 1 and print no report; warnings (an unpaid line, an underpaid cloak) do not. ' +
    `--speed n prints only the chart of speed n (0 to ${MOVEMENT_RULES.maxSpeed.value}: the chart runs to ${MOVEMENT_RULES.maxSpeed.value} for units other than ships). ` +
    'Give a file or --speed: neither, or both, is a usage error. --json prints `file` (null with --speed), `allocation` (checkAllocation\'s report), `speed` and ' +
    '`impulses` beside the diagnostics; the last three are null when the file has errors.',
  args: [{ name: 'allocation', description: 'an energy allocation file (YAML or JSON); - reads standard input', required: false }],
  options: [
    {
      flags: '--speed <n>',
      description: `print only the impulse chart of this speed: a whole number from 0 to ${MOVEMENT_RULES.maxSpeed.value}`,
      parse: wholeNumber(0, MOVEMENT_RULES.maxSpeed.value, `a speed from 0 to ${MOVEMENT_RULES.maxSpeed.value}`),
    },
  ],
  examples: ['turn docs/examples/turn-cruiser.yaml', 'turn --speed 12', 'turn - --json < allocation.json'],
  load: () => import('../turn-command.js'),
};
