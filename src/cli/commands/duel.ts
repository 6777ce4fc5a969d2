import { InvalidArgumentError } from 'commander';
import { DUEL_LIMITS } from '../../duel/limits.js';
import type { FacingPolicy, FiringOrder, PowerBudget, RangeSchedule } from '../../duel/types.js';
import { MAX_HEXES } from '../../input/limits.js';
import type { CommandDefinition } from '../definition.js';
import { oneOf, wholeNumber } from '../values.js';
import { CHARSETS, MAX_WORKERS } from './simulate.js';

/** The largest seed: the dice take a 32-bit seed. */
const MAX_SEED = 0xffff_ffff;
const hexes = wholeNumber(0, MAX_HEXES, `a range in hexes from 0 to ${MAX_HEXES}`);

/**
 * Reads `--range`: `8` (fixed), `24:4:4` (closing: from, to, step), `standoff-a` or
 * `standoff-b` (that side keeps the range at its longest reach), `20,16,8` (a range a turn, the
 * last one held).
 */
export function rangeSchedule(text: string): RangeSchedule {
  const t = text.trim();
  if (t === 'standoff-a' || t === 'standoff-b') return { kind: 'standoff', side: t === 'standoff-a' ? 'a' : 'b' };
  if (t.includes(':')) {
    const parts = t.split(':');
    if (parts.length !== 3) throw new InvalidArgumentError('Expected from:to:step for a closing range, such as 24:4:4.');
    const [from, to, step] = parts.map((p) => hexes(p)) as [number, number, number];
    if (to > from) throw new InvalidArgumentError(`A closing range closes: to (${to}) must be no more than from (${from}).`);
    return { kind: 'closing', from, to, step };
  }
  if (t.includes(',')) {
    const ranges = t.split(',').map((p) => hexes(p));
    if (ranges.length > DUEL_LIMITS.rangeList) throw new InvalidArgumentError(`At most ${DUEL_LIMITS.rangeList} ranges.`);
    return { kind: 'list', ranges };
  }
  if (/^\d+$/.test(t)) return { kind: 'fixed', range: hexes(t) };
  throw new InvalidArgumentError('Expected a range (8), a closing range (24:4:4), a range a turn (20,16,8), standoff-a or standoff-b.');
}

const FACINGS = ['head-on', 'strongest-shield', 'most-weapons'] as const;

/** Reads `--facing`: a policy by name, or `a,b` (the facing each ship turns to the other, 1 to 6). */
export function facingPolicy(text: string): FacingPolicy {
  const t = text.trim();
  const m = /^([1-6]),([1-6])$/.exec(t);
  if (m !== null) return { a: Number(m[1]), b: Number(m[2]) };
  return oneOf(FACINGS)(t);
}

/** Reads `--power`: engines, unlimited, or a whole number of power points a turn. */
export function powerBudget(text: string): PowerBudget {
  const t = text.trim().toLowerCase();
  if (t === 'engines' || t === 'unlimited') return t;
  return wholeNumber(0, 1_000_000_000, 'engines, unlimited, or a whole number of power points from 0 to 1000000000')(t);
}

const FIRING: readonly FiringOrder[] = ['simultaneous', 'a-first', 'b-first', 'initiative'];

/** `spacedock duel`. */
export const DUEL: CommandDefinition = {
  name: 'duel',
  summary: 'two ship designs fought turn by turn: who wins, how soon',
  description:
    'Fights the ship of file a against the ship of file b, turn by turn for up to --turns turns, over --trials trials with seeded dice, and prints the chance each ' +
    'wins, of a draw (both stand at the end) and of both destroyed, each with ± 2 standard errors; a histogram of the turn the duel was decided in; for each ship ' +
    'the damage it dealt (in all, per power point spent and per design point), its To Hit rolls and hits, and the parts it lost first. Each turn each ship powers ' +
    'its Defense units and then its weapons in unit order (--power), and fires each that bears on the other (--facing) and reaches it (--range): a To Hit roll on ' +
    '3d6, the damage dice with AP, PEN, HARD, autofire, Reduced by Range and Damage Resistance, then the shield facing and the damage chart (specs/duel.md). ' +
    'A file may hold several ships (--ship-a, --ship-b name one, or a ship of a fleet by its label); a file with one fleet document, with no ship named, puts the whole fleet in the fight (--targeting). The same seed gives the same answer whatever --workers is. ' +
    '--svg writes the charts as an SVG file. --json prints `a`, `b` (each `file`, `kind`, `name`, `label`), `duel` (every figure, each with its standard error) and `svg`.',
  args: [
    { name: 'a', description: 'the first ship\'s design file, YAML or JSON; - reads standard input', required: true },
    { name: 'b', description: 'the second ship\'s design file (the same file again for a mirror match)', required: true },
  ],
  options: [
    { flags: '--turns <n>', description: `turns a duel lasts at most, 1 to ${DUEL_LIMITS.turns} (default: 10)`, parse: wholeNumber(1, DUEL_LIMITS.turns, `a whole number of turns from 1 to ${DUEL_LIMITS.turns}`) },
    { flags: '--trials <n>', description: `duels to fight, 1 to ${DUEL_LIMITS.trials} (default: 2000)`, parse: wholeNumber(1, DUEL_LIMITS.trials, `a whole number of trials from 1 to ${DUEL_LIMITS.trials}`) },
    { flags: '--seed <n>', description: `the seed of the dice, 0 to ${MAX_SEED} (default: 1)`, parse: wholeNumber(0, MAX_SEED, `a whole number from 0 to ${MAX_SEED}`) },
    { flags: '--range <schedule>', description: 'the range each turn: 8 (fixed), 24:4:4 (closing from 24 by 4 to 4; the default), 20,16,8 (a range a turn), standoff-a or standoff-b (that ship keeps to its longest reach)', parse: rangeSchedule },
    { flags: '--facing <policy>', description: 'the facing each ship turns to the other: head-on (the default), strongest-shield, most-weapons, or a,b (two facings, 1 to 6)', parse: facingPolicy },
    { flags: '--firing <order>', description: 'who fires first: simultaneous (the default), a-first, b-first, initiative (a die roll a turn)', choices: FIRING, parse: oneOf(FIRING) },
    { flags: '--power <budget>', description: 'the power each ship has a turn: engines (a point a standing warp, impulse or APR box; the default), unlimited, or a number', parse: powerBudget },
    { flags: '--targeting <how>', description: 'for fleets, which enemy ship each ship fires at: focus (the first standing one; the default) or spread (the standing ones in turn)', choices: ['focus', 'spread'], parse: oneOf(['focus', 'spread'] as const) },
    { flags: '--workers <n>', description: `worker threads to share the trials, 1 to ${MAX_WORKERS} (default: 1; more than the machine runs at once are capped); the answer does not depend on it`, parse: wholeNumber(1, MAX_WORKERS, `a whole number of workers from 1 to ${MAX_WORKERS}`) },
    { flags: '--ship-a <name>', description: 'which ship of file a (its name, or a fleet label such as "Wasp 2"); a file with one fleet document fights the whole fleet without it' },
    { flags: '--ship-b <name>', description: 'which ship of file b' },
    { flags: '--svg <file>', description: 'also write the charts as an SVG file' },
    { flags: '--charset <set>', description: 'draw the bars in unicode blocks or ascii (default: unicode in a UTF-8 locale)', choices: CHARSETS, parse: oneOf(CHARSETS) },
  ],
  examples: [
    'duel examples/cruiser.yaml examples/cruiser.yaml',
    'duel examples/cruiser.yaml examples/cruiser.yaml --range 8 --turns 6 --trials 20000 --workers 2',
    'duel examples/home-guard.yaml examples/cruiser.yaml --range standoff-b --targeting spread --json --svg duel.svg',
  ],
  load: () => import('../duel-command.js'),
};
