import { InvalidArgumentError } from 'commander';
import { MAX_TECH, MAX_VOLLEY_POINTS } from '../../damage/limits.js';
import { SIMULATION_LIMITS } from '../../survival/limits.js';
import type { CommandDefinition } from '../definition.js';
import { keyValues, oneOf, wholeNumber } from '../values.js';

/** The most worker threads `--workers` may ask for: more than any machine here has cores, few enough that a typo cannot start thousands. */
export const MAX_WORKERS = 64;

/** The largest seed: the dice take a 32-bit seed. */
const MAX_SEED = 0xffff_ffff;

/** The character sets the charts can be drawn in. */
export const CHARSETS = ['unicode', 'ascii'] as const;

/** A volley of the plan as `--volley` gives it. */
export interface PlannedVolley {
  readonly shield: number;
  readonly points: number;
}

/** Reads `--volley shield=<1-6>,points=<n>`: both keys, once each, no other key (a misspelt one gets a did-you-mean). */
export function plannedVolley(text: string): PlannedVolley {
  const fields = keyValues(text, ['shield', 'points'], 'shield=<1-6>,points=<n>');
  const shield = fields.get('shield');
  const points = fields.get('points');
  if (shield === undefined || points === undefined) throw new InvalidArgumentError('Expected shield=<1-6>,points=<n>: both are required.');
  return {
    shield: wholeNumber(1, 6, 'a shield facing from 1 to 6')(shield),
    points: wholeNumber(0, MAX_VOLLEY_POINTS, `a whole number of points from 0 to ${MAX_VOLLEY_POINTS}`)(points),
  };
}

/** `spacedock simulate`. */
export const SIMULATE: CommandDefinition = {
  name: 'simulate',
  summary: 'Monte Carlo volleys: how long a ship lasts',
  description:
    'Fires the same volleys at a ship every turn, for --turns turns or until it is destroyed, over --trials trials with seeded dice, and prints what it did: ' +
    'for each part that some trial hit, the chance it was hit and destroyed (a bar of the destroyed share drawn over the hit share, with ± 2 standard errors), ' +
    'a histogram of the turn the ship was destroyed in, the chance its weapons (phasers, Torp and Drone boxes) are all gone by each turn, and the internal ' +
    'points it took. One volley a turn is --shield and --points; several are --volley shield=n,points=n, once for each, fired in the order given (give one form ' +
    'or the other, not both). The ship is a ship design, YAML or JSON (--ship names one of several, or a ship of a fleet file by its label; a fleet file without --ship lists its labels). The same seed gives the same answer whatever ' +
    '--workers is: the trials are cut into fixed blocks, and the threads share out the blocks. Bars are Unicode blocks when the locale is UTF-8 (LC_ALL, ' +
    'LC_CTYPE or LANG), plain ASCII otherwise (--charset chooses); they fill the terminal, or 80 columns. On a terminal a run of more than a second shows ' +
    'its progress on standard error. --svg writes the same charts as an SVG file. --json prints `file`, `ship`, `plan`, `simulation` (every figure of the ' +
    'run, each with its standard error) and `svg` (the file written, or null).',
  args: [{ name: 'ship', description: 'a ship design file, YAML (.yaml/.yml) or JSON (.json); - reads standard input', required: true }],
  options: [
    { flags: '--shield <facing>', description: 'the shield facing the volley hits, 1 to 6 (with --points)', parse: wholeNumber(1, 6, 'a facing from 1 to 6') },
    { flags: '--points <n>', description: `the damage points of the volley, 0 to ${MAX_VOLLEY_POINTS} (with --shield)`, parse: wholeNumber(0, MAX_VOLLEY_POINTS, `a whole number of points from 0 to ${MAX_VOLLEY_POINTS}`) },
    { flags: '--volley <shield=n,points=n>', description: 'one volley of each turn, instead of --shield and --points (repeatable: fired in the order given)', parse: plannedVolley, repeatable: true },
    { flags: '--turns <n>', description: `turns of fire in each trial, 1 to ${SIMULATION_LIMITS.turns} (default: 10)`, parse: wholeNumber(1, SIMULATION_LIMITS.turns, `a whole number of turns from 1 to ${SIMULATION_LIMITS.turns}`) },
    { flags: '--trials <n>', description: `trials to run, 1 to ${SIMULATION_LIMITS.trials} (default: 10000)`, parse: wholeNumber(1, SIMULATION_LIMITS.trials, `a whole number of trials from 1 to ${SIMULATION_LIMITS.trials}`) },
    { flags: '--seed <n>', description: `the seed of the dice, 0 to ${MAX_SEED} (default: 1)`, parse: wholeNumber(0, MAX_SEED, `a whole number from 0 to ${MAX_SEED}`) },
    { flags: '--weapon-tech <n>', description: `the tech level of the firing weapons, 0 to ${MAX_TECH}, for a neutronium coating or a solid neutronium hull (default: the ship's tech)`, parse: wholeNumber(0, MAX_TECH, `a tech level from 0 to ${MAX_TECH}`) },
    { flags: '--workers <n>', description: `worker threads to share the trials, 1 to ${MAX_WORKERS} (default: 1; more than the machine runs at once are capped, with a note); the answer does not depend on it`, parse: wholeNumber(1, MAX_WORKERS, `a whole number of workers from 1 to ${MAX_WORKERS}`) },
    { flags: '--ship <name>', description: 'which ship of a file of several documents (its name), or of its fleet (its label, such as "Wasp 2")' },
    { flags: '--svg <file>', description: 'also write the charts as an SVG file' },
    { flags: '--charset <set>', description: 'draw the bars in unicode blocks or ascii (default: unicode in a UTF-8 locale)', choices: CHARSETS, parse: oneOf(CHARSETS) },
  ],
  examples: [
    'simulate examples/cruiser.yaml --shield 1 --points 30',
    'simulate examples/ships/cruiser.json --volley shield=1,points=20 --volley shield=2,points=12 --turns 6 --trials 100000 --workers 4',
    'simulate examples/cruiser.yaml --shield 1 --points 30 --svg cruiser-survival.svg --json',
  ],
  load: () => import('../simulate-command.js'),
};
