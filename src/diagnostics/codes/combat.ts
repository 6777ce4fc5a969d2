import type { Severity } from '../severity.js';

/** The diagnostic codes of `spacedock/combat`, with their severities. */
export const COMBAT_SEVERITIES = {
  'not-a-die-face': 'error',
  'invalid-damage-resistance': 'error',
  'explosion-too-large': 'error',
  'autofire-maximum-not-doubled': 'error',
  'beam-cannot-spread': 'error',
  'zap-spread-too-far': 'error',
  'flash-without-sensor': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link COMBAT_SEVERITIES}. */
export const COMBAT_SUMMARIES: { readonly [C in keyof typeof COMBAT_SEVERITIES]: string } = {
  'not-a-die-face': 'A roll given to a combat function is not something a d6 can show (a whole number from 1 to 6).',
  'invalid-damage-resistance': 'Damage Resistance multiplies damage by 0.75, 0.5 or 0.25 (10, 20 or 40 points); any other multiplier is refused.',
  'explosion-too-large': 'An explosion read at so many distances would list more dice in all than the limit allows (dice x distances).',
  'autofire-maximum-not-doubled': 'An Autofire maximum is 5 shots doubled a whole number of times (5, 10, 20, ...).',
  'beam-cannot-spread': 'A Zap with the Beam disadvantage cannot be spread, for hitting or for area.',
  'zap-spread-too-far': 'A spread Zap must keep at least one die of damage.',
  'flash-without-sensor': 'A Flash affects at least one sensor type; the list of sensor types is empty.',
};
