import { DUEL_LIMITS } from '../../duel/limits.js';
import type { CommandDefinition } from '../definition.js';
import { oneOf, wholeNumber } from '../values.js';
import { facingPolicy, powerBudget, rangeSchedule } from './duel.js';
import { ALLOW_OUTSIDE_REFS, FORCE } from './file-options.js';
import { CHARSETS, MAX_WORKERS } from './simulate.js';
import { InvalidArgumentError } from 'commander';

/** The largest seed: the dice take a 32-bit seed. */
const MAX_SEED = 0xffff_ffff;

/** The report's formats. */
export const BALANCE_FORMATS = Object.freeze(['md', 'html'] as const);

const FIRING = ['simultaneous', 'a-first', 'b-first', 'initiative'] as const;

/** Reads `--false-alarm`: a share from 0.000001 to 0.5. */
function falseAlarm(text: string): number {
  const v = Number(text.trim());
  if (!(text.trim() !== '' && Number.isFinite(v) && v >= 1e-6 && v <= 0.5)) throw new InvalidArgumentError('Expected a false-alarm rate from 0.000001 to 0.5, such as 0.05.');
  return v;
}

/** `spacedock balance`. */
export const BALANCE: CommandDefinition = {
  name: 'balance',
  summary: 'a round robin of duels between ship designs: a strength rating set against cost, mispriced designs flagged',
  description:
    'Fights every pair of the ship designs found in the files, folders or fleets given (every ship document, every ship of a fleet, each design once) with --duels ' +
    'duels a pair, as `spacedock duel` fights them (the same options; pair k of the round robin uses seed --seed + k). From the outcomes it fits a Bradley-Terry ' +
    'strength rating per design (Elo-like points, mean 0, with standard errors), sets the ratings against the logarithm of cost, and flags the designs priced well ' +
    'above or below their strength: more than a threshold of standard errors off the line of the other designs (the threshold keeps the chance of any flag on a ' +
    'fairly priced set at --false-alarm). The report is Markdown (with -o, the plot is written beside it as an SVG file of the same name) or HTML (the plot inline), ' +
    'by --format or the extension of -o; docs/balance-guide.md says how to read it. --json prints `designs` (each `name`, `file`, `cost`), `outcomes` (the counts ' +
    'of each pair), `report` (every figure of the fit and the pricing check), `output` and `svg` (the files written).',
  args: [{ name: 'paths', description: 'design files, folders (their *.yaml and *.yml files), globs or fleet files; - reads standard input', required: true, variadic: true }],
  options: [
    { flags: '--duels <n>', description: `duels each pair fights, 1 to ${DUEL_LIMITS.trials} (default: 1000)`, parse: wholeNumber(1, DUEL_LIMITS.trials, `a whole number of duels from 1 to ${DUEL_LIMITS.trials}`) },
    { flags: '--turns <n>', description: `turns a duel lasts at most, 1 to ${DUEL_LIMITS.turns} (default: 10)`, parse: wholeNumber(1, DUEL_LIMITS.turns, `a whole number of turns from 1 to ${DUEL_LIMITS.turns}`) },
    { flags: '--seed <n>', description: `the seed of the first pair's dice, 0 to ${MAX_SEED} (default: 1)`, parse: wholeNumber(0, MAX_SEED, `a whole number from 0 to ${MAX_SEED}`) },
    { flags: '--range <schedule>', description: 'the range each turn, as for duel: 8, 24:4:4 (the default), 20,16,8, standoff-a or standoff-b', parse: rangeSchedule },
    { flags: '--facing <policy>', description: 'the facing each ship turns to the other, as for duel: head-on (the default), strongest-shield, most-weapons, or a,b', parse: facingPolicy },
    { flags: '--firing <order>', description: 'who fires first: simultaneous (the default), a-first, b-first, initiative', choices: FIRING, parse: oneOf(FIRING) },
    { flags: '--power <budget>', description: 'the power each ship has a turn: engines (the default), unlimited, or a number', parse: powerBudget },
    { flags: '--false-alarm <p>', description: 'the chance that a fairly priced set has any design flagged, 0.000001 to 0.5 (default: 0.05)', parse: falseAlarm },
    { flags: '--format <format>', description: `the report's format: ${BALANCE_FORMATS.join(' or ')} (default: by the extension of -o, else md)`, choices: BALANCE_FORMATS, parse: oneOf(BALANCE_FORMATS) },
    { flags: '-o, --out <file>', description: 'write the report to this file (and, for Markdown, the plot beside it as <name>.svg) instead of standard output' },
    { flags: '--workers <n>', description: `worker threads to share each pair's duels, 1 to ${MAX_WORKERS} (default: 1); the answer does not depend on it`, parse: wholeNumber(1, MAX_WORKERS, `a whole number of workers from 1 to ${MAX_WORKERS}`) },
    { flags: '--charset <set>', description: 'draw the progress bar in unicode blocks or ascii (default: unicode in a UTF-8 locale)', choices: CHARSETS, parse: oneOf(CHARSETS) },
    ALLOW_OUTSIDE_REFS.option,
    FORCE,
  ],
  examples: ['balance examples/ --duels 500', 'balance fleet.yaml --duels 2000 --workers 2 -o balance.html', 'balance ships/ --range 8 --turns 6 -o report.md --json'],
  load: () => import('../balance-command.js'),
};
