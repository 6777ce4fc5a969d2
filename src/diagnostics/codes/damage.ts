import type { Severity } from '../severity.js';

/**
 * The diagnostic codes of `spacedock/damage` (SFB damage allocation: ship states, volleys,
 * armor), with their severities. Shape problems of its input (a wrong type, a missing or unknown
 * field, something unreadable) use the general codes; these are the damage rules and limits.
 */
export const DAMAGE_SEVERITIES = {
  'volley-too-large': 'error',
  'choice-threw': 'error',
  'choice-not-a-candidate': 'error',
  'system-not-hit': 'info',
  'specific-armor-without-guards': 'error',
  'guards-on-other-line': 'error',
  'unknown-guarded-result': 'error',
  'too-many-boxes': 'error',
  'too-many-shuttles': 'error',
  'track-last-box-destroyed': 'error',
  'points-held-without-box': 'error',
  'ship-not-marked-destroyed': 'error',
  'hits-total-too-large': 'error',
  'skin-turn-inconsistent': 'error',
  'simulation-too-large': 'error',
  'exact-too-large': 'error',
  'choice-function-not-exact': 'error',
  'simulation-shares-mismatch': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link DAMAGE_SEVERITIES}. */
export const DAMAGE_SUMMARIES: { readonly [C in keyof typeof DAMAGE_SEVERITIES]: string } = {
  'volley-too-large': 'A volley carries more damage points than MAX_VOLLEY_POINTS: one unit of it, or all its units together.',
  'choice-threw': 'A chooser function of the volley options (an owner\'s choice) threw; the volley stops and has no result.',
  'choice-not-a-candidate': 'A chooser function of the volley options returned something that is not one of the candidates it was given; the volley stops and has no result.',
  'system-not-hit': 'A catalog system that is not hit in combat (or not a box on the SSD): the ship gets no boxes for it.',
  'specific-armor-without-guards': 'A specific armor line (Armor, variant Specific) that names no chart result to guard: give it guards.',
  'guards-on-other-line': 'A system line with guards that is not specific armor: only specific armor guards chart results.',
  'unknown-guarded-result': 'A chart result that specific armor is to guard is not one of the damage chart (Excess included): a did-you-mean names the closest.',
  'too-many-boxes': 'Boxes that add up past MAX_BOXES: the phasers in all, one system\'s boxes or one armor layer\'s from several catalog entries, the specific armor in all, or the non-ablative rating.',
  'too-many-shuttles': 'More shuttles aboard than (working) Shuttle boxes; a box holds at most one.',
  'track-last-box-destroyed': 'The last box of the sensor, scanner or damage control track is marked destroyed; it never is.',
  'points-held-without-box': 'Damage held on a part-filled box (Armor-9, Skin) when no such box stands.',
  'ship-not-marked-destroyed': 'A ship state whose excess damage track is used up but which is not marked destroyed.',
  'hits-total-too-large': 'Damage amounts that are each safe whole numbers but add up past 2^53 - 1.',
  'skin-turn-inconsistent': 'A Species 8472 Skin turn that owes an internal point while damage is held on its box, or with no box left.',
  'simulation-too-large': 'A survivability simulation that asks for more than SIMULATION_LIMITS allows: trials, turns, volleys per turn, work (trials x turns x points) or tally size.',
  'exact-too-large': 'An exact volley whose enumeration would meet more distinct states than SIMULATION_LIMITS.exactStates; simulate it instead.',
  'choice-function-not-exact': 'An exact volley with an owner\'s choice given as a function: the enumeration takes preference orders only.',
  'simulation-shares-mismatch': 'Tallies of a simulation\'s shares that are not of that simulation (another number of counters) or do not cover its trials once: every share of shareSimulation must be run once.',
};
