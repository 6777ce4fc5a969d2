import type { Severity } from '../severity.js';

/**
 * The diagnostic codes of `spacedock/turn` (energy allocation, movement, sensor and scanner
 * tracks, lock-on, drones, the cloak), with their severities. Shape problems of its input (a
 * wrong type, a number out of range, a missing or unknown field, something unreadable) use the
 * general codes; these are the rules of a full-scale turn. The warnings leave a result `ok`: they
 * describe an allocation that is legal but costly.
 */
export const TURN_SEVERITIES = {
  'speed-too-high': 'error',
  'speed-change-too-large': 'error',
  'energy-over-allocated': 'error',
  'life-support-unpaid': 'warning',
  'fire-control-unpaid': 'warning',
  'shields-unpaid': 'warning',
  'cloak-underpaid': 'warning',
  'cloak-line-without-cloak': 'warning',
  'track-empty': 'error',
  'track-first-box-wrong': 'error',
  'track-last-box-wrong': 'error',
  'drone-launch-without-lock-on': 'error',
  'no-such-drone-rack': 'error',
  'drone-launch-limit-reached': 'error',
  'drone-control-limit-reached': 'error',
  'cloak-announced-twice': 'error',
  'cloak-not-paid': 'error',
  'cloak-second-activation': 'error',
  'cloak-while-not-uncloaked': 'error',
  'uncloak-not-begun-cloaked': 'error',
  'uncloak-after-cloaking': 'error',
  'uncloak-while-not-cloaked': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link TURN_SEVERITIES}. */
export const TURN_SUMMARIES: { readonly [C in keyof typeof TURN_SEVERITIES]: string } = {
  'speed-too-high': 'A ship speed above 31, the fastest a full-scale ship may go (the impulse chart runs to 32 for other units only).',
  'speed-change-too-large': 'A speed more than the larger of twice the previous turn\'s speed and that speed plus 10.',
  'energy-over-allocated': 'An energy allocation whose lines add up to more power than the ship has this turn.',
  'life-support-unpaid': 'The life support line is below its cost: the whole crew dies at once.',
  'fire-control-unpaid': 'The fire control line is below its cost: no weapon fires this turn, and it counts as a failed lock-on.',
  'shields-unpaid': 'The shields line is below its cost: the shield boxes block no damage this turn.',
  'cloak-underpaid': 'A cloak line above 0 but below the cloak\'s cost: the cloak cannot be turned on this turn.',
  'cloak-line-without-cloak': 'Energy allocated to a cloak by a ship whose costs give none: it buys nothing.',
  'track-empty': 'A sensor or scanner track without a box; the last box of a track is never destroyed, so every track has one.',
  'track-first-box-wrong': 'A sensor track that does not start with 6, or a scanner track that does not start with 0.',
  'track-last-box-wrong': 'A sensor track that does not end with 0, or a scanner track that does not end with 9 (the box that is never destroyed).',
  'drone-launch-without-lock-on': 'A drone launch by a ship without lock-on this turn: it may launch no seeking weapon.',
  'no-such-drone-rack': 'A drone rack number that is not one of the ship\'s working racks (numbered from 0).',
  'drone-launch-limit-reached': 'A drone launch past what the ship\'s racks allow this turn (one drone a turn, or one from each rack).',
  'drone-control-limit-reached': 'A drone launch that would put more drones under the ship\'s control than its sensors allow.',
  'cloak-announced-twice': 'Two cloak or uncloak announcements on one impulse; the Cloak/Uncloak Step comes once an impulse.',
  'cloak-not-paid': 'A cloak announced in a turn whose Energy Allocation did not pay for the cloak.',
  'cloak-second-activation': 'The cloak turned on a second time in one turn; it may be turned on once a turn.',
  'cloak-while-not-uncloaked': 'A cloak announced while the ship is cloaked or fading; only a fully uncloaked ship can start cloaking.',
  'uncloak-not-begun-cloaked': 'An uncloak by a ship that did not begin the turn under a cloak it paid for again this turn.',
  'uncloak-after-cloaking': 'An uncloak after the ship cloaked this turn: from a cloak announcement to the end of the turn it stays under the cloak.',
  'uncloak-while-not-cloaked': 'An uncloak announced while the ship is still fading out or already fading in; only a fully cloaked ship can start uncloaking.',
};
