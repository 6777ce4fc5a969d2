import type { Severity } from '../severity.js';

/** The diagnostic codes of the balance lab (strength ratings from duel outcomes, pricing checks), with their severities. */
export const BALANCE_SEVERITIES = {
  'balance-disconnected': 'error',
  'balance-separated': 'warning',
  'balance-not-converged': 'warning',
  'balance-cost-fit': 'info',
  'balance-play-failed': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link BALANCE_SEVERITIES}. */
export const BALANCE_SUMMARIES: { readonly [C in keyof typeof BALANCE_SEVERITIES]: string } = {
  'balance-disconnected': 'The designs fall into groups that never met (or a design played no duel): their ratings cannot be put on one scale. The message lists the groups.',
  'balance-separated': 'A design (or a group of them) won, or lost, every duel against the rest: its rating has no finite best estimate, so the fit added virtual drawn games (docs/balance-guide.md); the rating of such a design is a bound, not a measurement.',
  'balance-not-converged': 'The rating fit stopped at its iteration limit before its steps became negligible; the ratings are the last iterate.',
  'balance-cost-fit': 'Rating against cost could not be judged, or only partly: fewer than three designs, all designs at one cost, or a rating that does not rise with cost (no "should cost" then).',
  'balance-play-failed': 'The callback a round robin runs for a pair threw, or answered a failed result or counts that are not a duel outcome; the message names the pair.',
};
