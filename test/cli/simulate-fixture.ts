/**
 * Hand-made survivability results for the text renderer's tests: the shape of
 * src/survival/types.ts with numbers chosen so that every bar length is known in advance.
 */
import type { Estimate, PartSurvival, Quantile, Survivability } from '../../src/survival/types.js';

const e = (value: number, standardError = 0): Estimate => ({ value, standardError });
const q = (p: number, value: number | null): Quantile => ({ p, value, low: value, high: value, standardError: value === null ? null : 0 });
const part = (name: string, kind: PartSurvival['kind'], boxes: number, hit: number, destroyed: number): PartSurvival => ({
  name,
  kind,
  boxes,
  destructible: boxes,
  hit: e(hit, 0.01),
  destroyed: e(destroyed, 0.005),
  surviving: e(boxes * (1 - destroyed)),
  destroyedBy: [e(destroyed / 2), e(destroyed)],
});

/** Two turns of 1000 trials: a shield always lost, a hull half hit and a quarter destroyed, a bridge never hit. */
export const SMALL: Survivability = {
  ship: 'Test\u001b[31mShip',
  trials: 1000,
  turns: 2,
  seed: 7,
  pointsPerTurn: 30,
  engine: 'kernel',
  parts: [part('Shield #1', 'shield', 10, 1, 1), part('F Hull', 'system', 4, 0.5, 0.25), part('Bridge', 'system', 2, 0, 0), part('Phaser (Ph-1)', 'phaser', 2, 0.125, 0)],
  internals: { counts: [100, 400, 500], mean: e(1.4, 0.02), quantiles: [q(0.05, 0), q(0.25, 1), q(0.5, 1), q(0.75, 2), q(0.95, 2)] },
  excess: { counts: [1000], mean: e(0), quantiles: [q(0.05, 0), q(0.25, 0), q(0.5, 0), q(0.75, 0), q(0.95, 0)] },
  destruction: { destroyed: e(0.6, 0.0155), byTurn: [200, 400], survived: 400, mean: e(1.67, 0.015), quantiles: [q(0.05, 1), q(0.25, 2), q(0.5, 2), q(0.75, null), q(0.95, null)] },
  weapons: 2,
  disarmed: [e(0.3, 0.0145), e(0.7, 0.0145)],
};

/** A ship nothing touched: no part hit, never destroyed, no weapons. */
export const UNTOUCHED: Survivability = {
  ...SMALL,
  ship: 'Rock',
  pointsPerTurn: 0,
  parts: [part('Armor', 'armor', 5, 0, 0)],
  internals: { counts: [1000], mean: e(0), quantiles: [q(0.5, 0)] },
  destruction: { destroyed: e(0), byTurn: [0, 0], survived: 1000, mean: null, quantiles: [q(0.5, null)] },
  weapons: 0,
  disarmed: [e(1), e(1)],
};

/** Forty-five turns, the ship destroyed in each of them by some trial: the histogram groups turns. */
export const LONG: Survivability = {
  ...SMALL,
  turns: 45,
  destruction: { destroyed: e(1), byTurn: Array.from({ length: 45 }, () => 20).map((n, i) => (i === 44 ? 120 : n)), survived: 0, mean: e(23, 0.4), quantiles: [q(0.5, 23)] },
  disarmed: Array.from({ length: 45 }, (_, i) => e(Math.min(1, i / 40), 0.01)),
};
