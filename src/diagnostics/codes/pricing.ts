import type { Severity } from '../severity.js';

/** The diagnostic codes of pricing (`priceUnit`), with their severities. */
export const PRICING_SEVERITIES = {
  'declared-power-mismatch': 'warning',
  'declared-range-mismatch': 'warning',
  'area-size-above-basic': 'warning',
  'missile-overspent': 'error',
  'missile-points-unspent': 'info',
  'invalid-profile': 'error',
  'invalid-unit': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link PRICING_SEVERITIES}. */
export const PRICING_SUMMARIES: { readonly [C in keyof typeof PRICING_SEVERITIES]: string } = {
  'declared-power-mismatch': 'The declared `p=` differs from the power the rules compute; the computed value is used.',
  'declared-range-mismatch': 'The declared `rng=` differs from the range the rules compute (or the unit has no range); the computed value is used.',
  'area-size-above-basic': 'An area effect larger than the unit\'s basic points (every example of the Ship Point System has size = basic points).',
  'missile-overspent': 'A missile spends more missile points (movement, mode, endurance, warhead, reusable) than its basic points buy.',
  'missile-points-unspent': 'A missile leaves some of its missile points unspent.',
  'invalid-profile': 'A pricing profile option is out of range (such as a power divisor of 0, or a box price that is not a whole number from 0 to 10000), the profile name is unknown, or a box price names a system label no line could have (with the label meant); the `path` names the option (`options.profile.powerDivisor`, in a design file `profile.boxPoints.systems.Lab`).',
  'invalid-unit': 'A unit object handed to the pricing is not a well-formed syntax tree; the `path` names the first malformed field (`function.dice.count`).',
};
