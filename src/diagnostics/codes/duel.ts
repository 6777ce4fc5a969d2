import type { Severity } from '../severity.js';

/**
 * The diagnostic codes of `spacedock/duel` (two ships fought turn by turn), with their
 * severities. Shape problems of its input use the general codes; these are the duel's own.
 */
export const DUEL_SEVERITIES = {
  'duel-too-large': 'error',
  'duel-unit-not-fired': 'info',
  'duel-unarmed': 'warning',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link DUEL_SEVERITIES}. */
export const DUEL_SUMMARIES: { readonly [C in keyof typeof DUEL_SEVERITIES]: string } = {
  'duel-too-large': 'A duel that asks for more than DUEL_LIMITS allows: trials, turns, weapons, dice or work (trials x turns x what a turn costs).',
  'duel-unit-not-fired': 'A unit of a duelling ship that the duel does not fire (a missile, a Flash, a Drain, crew damage): the message says why; it is left out of the fight.',
  'duel-unarmed': 'A duelling ship with no unit the duel can fire: it can only lose or draw.',
};
