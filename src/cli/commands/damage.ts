import { MAX_TECH, MAX_VOLLEY_POINTS } from '../../damage/limits.js';
import type { CommandDefinition } from '../definition.js';
import { d6List, wholeNumber } from '../values.js';

/** `spacedock damage`. */
export const DAMAGE: CommandDefinition = {
  name: 'damage',
  summary: 'resolve a volley against a ship, point by point',
  description:
    'Resolves one volley on the SFB damage allocation procedure and prints where every point went and what survives. The ship is a ship design (kind: ship), YAML or JSON: its systems (chart systems by name, catalog systems through their hit result), phasers, and units as weapons where they name one; a ship of a fleet file is chosen by its label (--ship "Wasp 2"), and a fleet file without --ship lists its labels. Without --seed or --rolls the dice are seeded from the clock, and the seed is printed so that the run can be replayed.',
  args: [{ name: 'ship', description: 'a ship design file, YAML (.yaml/.yml) or JSON (.json); - reads standard input', required: true }],
  options: [
    { flags: '--shield <facing>', description: 'the shield facing hit, 1 to 6', required: true, parse: wholeNumber(1, 6, 'a facing from 1 to 6') },
    { flags: '--points <n>', description: `the damage points of the volley, 0 to ${MAX_VOLLEY_POINTS}`, required: true, parse: wholeNumber(0, MAX_VOLLEY_POINTS, `a whole number of points from 0 to ${MAX_VOLLEY_POINTS}`) },
    { flags: '--seed <n>', description: 'seed the dice, for a volley that can be replayed', parse: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a whole number of 0 or more') },
    { flags: '--rolls <d6,...>', description: 'the d6 results to use, in order, separated by commas; running out is an error', parse: d6List },
    { flags: '--weapon-tech <n>', description: `the tech level of the firing weapons, 0 to ${MAX_TECH}, for a neutronium coating or a solid neutronium hull (default: the ship's tech)`, parse: wholeNumber(0, MAX_TECH, `a tech level from 0 to ${MAX_TECH}`) },
    { flags: '--ship <name>', description: 'which ship of a file of several documents (its name), or of its fleet (its label, such as "Wasp 2")' },
    { flags: '--state <file>', description: "a saved damage state (JSON): the volley falls on the ship as it left it, and the new state is written back (a file that does not exist yet starts a game)" },
  ],
  examples: ['damage examples/cruiser.yaml --shield 1 --points 32 --seed 7', 'damage examples/cruiser.yaml --state game.json --shield 2 --points 14 --seed 3', 'damage examples/ships/cruiser.json --shield 1 --points 32 --rolls 6,6,4,5 --json'],
  load: () => import('../damage-command.js'),
};
