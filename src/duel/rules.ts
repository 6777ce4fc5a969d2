/**
 * The readings a duel rests on (`specs/duel.md`): what the seeds say (cited to them) and what
 * they leave to the game (cited as ours), each a frozen entry the duel's code reads.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed001, seed003 } from '../rules/source.js';
import type { ShipSystem } from '../damage/ship.js';

/**
 * The rules of a duel: the To Hit roll and its range penalty, where power comes from, which
 * functions fire, and the defaults of every option (`specs/duel.md` §2).
 *
 * @example
 * ```ts
 * import { DUEL_RULES } from 'spacedock/duel';
 *
 * // 3d6 against 11, two less for each doubling of range past 4 hexes (ours: the seed gives no number).
 * const { base, penaltyPerDoubling, source } = DUEL_RULES.toHit;
 * if (base !== 11 || penaltyPerDoubling !== 2 || source.book !== 'spacedock') throw new Error(JSON.stringify(DUEL_RULES.toHit));
 * ```
 */
export const DUEL_RULES = /* @__PURE__ */ deepFreeze({
  toHit: {
    /** Dice of the To Hit roll (3d6, the point system's roll for activation and burnout too). */
    dice: 3,
    /** The roll hits at or under this number at range 4 or less. */
    base: 11,
    /** Subtracted from the number for each doubling of range past 4 hexes (the doublings of RNG-). */
    penaltyPerDoubling: 2,
    /** The seed asks for a To Hit roll (Shock, Zap) and a range penalty (Zap), with no number. */
    rollSource: seed001('nd6 SHOCK; nd6 ZAP'),
    source: ours('duel: To Hit 11 or less on 3d6, -2 a doubling of range past 4'),
  },
  noRangePenalty: {
    /** Units with this modifier take no range penalty to hit. */
    code: 'RNGN',
    source: seed001('[RNGN] NO RANGE PENALTY'),
  },
  power: {
    /** One power a turn from each standing box of these systems (the warp, impulse and reactor boxes). */
    systems: ['L Warp', 'R Warp', 'C Warp', 'Impulse', 'APR'] as readonly ShipSystem[],
    /** Batteries, shields' upkeep, life support and movement are left out of the budget. */
    source: seed003('B3.0'),
    budgetReading: ours('duel: the power budget is one point a standing warp, impulse or APR box'),
    orderReading: ours('duel: defenses are powered first, then weapons in unit order'),
  },
  /** The functions whose units the duel fires, and the damage types that harm a ship. */
  firing: {
    functions: ['zap', 'shock'] as const,
    damageTypes: ['energy', 'physical'] as const,
    /** A damage unit written without `e`/`p`/`c` fires energy damage. */
    untypedDamage: 'energy' as const,
    source: ours('duel: Zap and Shock units fire; crew damage, missiles, flashes and drains are not fought'),
  },
  /** Shock reaches only a ship in contact: range 0. */
  contact: { range: 0, source: seed001('nd6 SHOCK') },
  defaults: {
    range: { kind: 'closing', from: 24, to: 4, step: 4 } as const,
    facing: 'head-on' as const,
    firing: 'simultaneous' as const,
    power: 'engines' as const,
    targeting: 'focus' as const,
    trials: 2_000,
    turns: 10,
    seed: 1,
    source: ours('duel: option defaults'),
  },
});
