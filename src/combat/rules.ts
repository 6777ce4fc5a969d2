import { MAX_ROLL_DICE } from '../dice/limits.js';
import { MAX_HEXES } from '../input/limits.js';
import { deepFreeze } from '../rules/freeze.js';
import { notes, ours, seed001 } from '../rules/source.js';

/**
 * The numbers of the Ship Point System's combat rules, each with the book and entry it comes
 * from. Where the book is silent (a rounding, a boundary) the reading this library chose cites
 * `spacedock` and is explained in `specs/combat.md`. The functions of `spacedock/combat` read
 * their numbers from here.
 *
 * @example
 * ```ts
 * import { UNIT_DAMAGE_RULES, flashBlindTurns } from 'spacedock/combat';
 *
 * const { divisor, source } = UNIT_DAMAGE_RULES.flash; // 3, from the Ship Point System's FLASH entry
 * const r = flashBlindTurns(12);
 * if (!r.ok || r.value !== 12 / divisor || source.book !== 'Ship Point System') throw new Error(JSON.stringify(r));
 * ```
 */
export const UNIT_DAMAGE_RULES = /* @__PURE__ */ deepFreeze({
  defense: {
    /** Defense points come off the damage one for one. */
    pointsPerPoint: 1,
    source: seed001('n DEFENSE'),
  },
  armorPiercing: {
    /** A defense without HARD counts at this fraction of its points... */
    divisor: 2,
    /** ...with the half rounded up (9 -> 5). */
    rounding: 'up',
    source: notes('Modifiers used but never defined: AP'),
    perUnitReading: ours('combat: AP halves each Defense unit separately'),
  },
  hardened: {
    source: seed001('[HARD] HARDENED DEFENSE'),
  },
  penetrating: {
    /** The fewest points that get past the unhardened defenses, per die rolled. */
    minimumPerDie: 1,
    source: seed001('[PEN] PENETRATING'),
    layeredReading: ours('combat: PEN minimum, then hardened defenses subtract in full'),
  },
  damageResistance: {
    /** The multipliers Damage Resistance can give (for 10, 20 and 40 points). */
    multipliers: [0.75, 0.5, 0.25],
    source: seed001('DAMAGE RESISTANCE'),
    rounding: 'half-up',
    roundingReading: ours('combat: Damage Resistance product rounded half up'),
  },
  explosion: {
    /** Dice removed for each hex between the target and ground zero. */
    diceLostPerHex: 1,
    source: seed001('[EX] EXPLOSION'),
  },
  reducedByRange: {
    /** Full dice out to this range, inclusive. */
    fullDamageRange: 4,
    /** Dice lost per doubling of range beyond it. */
    diceLostPerDoubling: 1,
    source: seed001('[RNG-] REDUCED BY RANGE'),
    boundaryReading: ours('combat: RNG- loses a die as soon as range passes 4, 8, 16, ...'),
  },
  autofire: {
    /** Shots one AUTO use can land at most, before any doubling. */
    baseShots: 5,
    /** Points the to-hit roll must be made by for each extra hit. */
    marginPerExtraHit: 2,
    /** The most doublings counted (5 x 2^30 is still a safe integer; more is a mistake). */
    maxDoublings: 30,
    source: seed001('[AUTO] AUTOFIRE'),
    hitsReading: ours('combat: an exact make is one hit, one more per full 2 points'),
  },
  zap: {
    /** Basic points per die of Zap. */
    basicPerDie: 5,
    /** To-hit bonus per die given up when spreading for hit. */
    toHitPerDie: 1,
    /** Hexes gained per die given up when spreading for area. */
    hexesPerDie: 1,
    /** Dice a spread Zap must keep. */
    minimumDice: 1,
    source: seed001('nd6 ZAP'),
    beamSource: seed001('[BM] BEAM'),
    spreadReading: ours('combat: spreading keeps one die; area adds hexes to the aimed hex'),
    diceLeftReading: ours('combat: a drained Zap keeps only whole dice'),
  },
  drain: {
    /** Drained active points that come back each turn. */
    recoveryPerTurn: 5,
    source: seed001('nd6 DRAIN=function'),
    defenseSource: seed001('n DRAIN DEFENSE=function'),
    capReading: ours('combat: a unit cannot lose more active points than it has'),
  },
  dispel: {
    source: seed001('[DISPEL] DISPEL'),
    strictReading: ours('combat: DISPEL stops the unit only when drained points exceed its active points'),
  },
  flash: {
    /** The flash dice total is divided by this to give turns of blindness. */
    divisor: 3,
    rounding: 'down',
    source: seed001('nd6 FLASH vs. x,y,z'),
    defenseSource: seed001('n FLASH DEFENSE=x'),
    roundingReading: ours('combat: Flash turns are the total divided by 3, rounded down'),
  },
  needleBeam: {
    /** A die showing this destroys the targeted unit. */
    killingFace: 6,
    source: seed001('[NB] NEEDLE BEAM'),
  },
  /** Guard rails on counts, so that a typo cannot ask for a billion dice (ours, not the book's). */
  limits: {
    /** Dice in one roll: MAX_ROLL_DICE. */
    maxDice: MAX_ROLL_DICE,
    /** Defense, drain and active points, and flash totals. */
    maxPoints: 1_000_000_000,
    /** Turns of drain recovery listed. */
    maxTurns: 10_000,
    /** Ranges and distances: MAX_HEXES. */
    maxHexes: MAX_HEXES,
    /** The largest advantage total `zapDiceLeft` takes. */
    maxAdvantages: 1000,
    /** Dice one explosion may list in all (its dice at every distance asked for). */
    maxDiceListed: 1_000_000,
    source: ours('combat: input limits'),
  },
} as const);
