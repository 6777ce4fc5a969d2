import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice, type Dice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import {
  UNIT_DAMAGE_RULES,
  applyDefenses,
  autofireHits,
  autofireMaxShots,
  defendRolls,
  dispelOutcome,
  drainRecovery,
  drainSingleUse,
  explosionDice,
  flashBlindTurns,
  needleBeam,
  rangeReducedDice,
  rollDrain,
  rollExplosion,
  rollFlash,
  rollNeedleBeam,
  spreadZap,
  zapDiceLeft,
  type DefenseOptions,
  type DefenseUnit,
  type DispelOutcome,
  type NeedleBeamStrike,
  type SpreadZap,
} from '../../src/combat/index.js';
import type { DamageType } from '../../src/rules/functions.js';

/** The value of a result that must be ok, with no diagnostics (fails the test with them otherwise). */
function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.diagnostics)}`);
  expect(r.diagnostics).toEqual([]);
  return r.value;
}

/** The codes and paths of the diagnostics of a result that must fail. */
function problems<T>(r: Result<T>): { code: string; path: string | undefined }[] {
  expect(r.ok).toBe(false);
  return r.diagnostics.map((d) => ({ code: d.code, path: d.path }));
}

const energy = (points: number, hardened = false): DefenseUnit => ({ points, damageType: 'energy', hardened });
const physical = (points: number, hardened = false): DefenseUnit => ({ points, damageType: 'physical', hardened });

describe('rule table', () => {
  it('is frozen, and every entry names its source', () => {
    expect(Object.isFrozen(UNIT_DAMAGE_RULES)).toBe(true);
    expect(Object.isFrozen(UNIT_DAMAGE_RULES.damageResistance.multipliers)).toBe(true);
    for (const [name, entry] of Object.entries(UNIT_DAMAGE_RULES)) {
      expect(entry.source.entry, name).not.toBe('');
      expect(['Ship Point System', 'spacedock rulings', 'spacedock'], name).toContain(entry.source.book);
    }
  });

  it('holds the book\'s numbers', () => {
    expect(UNIT_DAMAGE_RULES.drain.recoveryPerTurn).toBe(5);
    expect(UNIT_DAMAGE_RULES.explosion.diceLostPerHex).toBe(1);
    expect(UNIT_DAMAGE_RULES.reducedByRange.fullDamageRange).toBe(4);
    expect(UNIT_DAMAGE_RULES.autofire.baseShots).toBe(5);
    expect(UNIT_DAMAGE_RULES.flash.divisor).toBe(3);
    expect(UNIT_DAMAGE_RULES.zap.basicPerDie).toBe(5);
  });
});

describe('Ship Point System [n DEFENSE]', () => {
  const energyAttack = { damageType: 'energy' } as const;
  it.each<[string, number[], DefenseUnit[], number, number]>([
    ['defense points come off the damage', [6, 5, 4], [energy(9)], 9, 6],
    ['defenses of the same type add up', [6, 5, 4], [energy(4), energy(5)], 9, 6],
    ['a defense of another damage type does nothing', [6, 5, 4], [physical(9)], 0, 15],
    ['damage never goes below 0', [1, 1, 1], [energy(9)], 9, 0],
    ['no defense: everything gets through', [3, 3], [], 0, 6],
    ['zero dice do no damage', [], [energy(9)], 9, 0],
  ])('Ship Point System [n DEFENSE]: %s', (_name, rolls, defenses, defense, through) => {
    const v = value(defendRolls(rolls, { defenses, attack: energyAttack }));
    expect(v.defense).toBe(defense);
    expect(v.through).toBe(through);
    expect(v.final).toBe(through);
    expect(v.defended).toBe(v.rolled - through);
  });

  it('Ship Point System [n DEFENSE]: the breakdown lists each unit and whether it applied', () => {
    const v = value(defendRolls([6, 5, 4], { defenses: [energy(9), physical(9)], attack: energyAttack }));
    expect(v.layers).toEqual([
      { points: 9, damageType: 'energy', hardened: false, effect: 'full', counts: 9 },
      { points: 9, damageType: 'physical', hardened: false, effect: 'other-type', counts: 0 },
    ]);
    expect(v).toMatchObject({ rolls: [6, 5, 4], rolled: 15, defense: 9, defended: 9, through: 6, resisted: 0, final: 6, penetrated: false });
  });

  it('Ship Point System [n DEFENSE]: crew damage meets only crew defense', () => {
    const v = value(defendRolls([4, 4], { defenses: [energy(5), { points: 3, damageType: 'crew' }], attack: { damageType: 'crew' } }));
    expect(v.through).toBe(5);
  });
});

describe('Ship Point System [AP] armor piercing', () => {
  it('Ship Point System [AP] ANTI-MISSILE REPULSOR: 9 points of defense, of which only 5 count against an armor-piercing missile', () => {
    const opts = (armorPiercing: boolean): DefenseOptions => ({ defenses: [energy(9)], attack: { damageType: 'energy', armorPiercing } });
    const plain = value(defendRolls([6, 5, 4], opts(false)));
    const ap = value(defendRolls([6, 5, 4], opts(true)));
    expect(plain).toMatchObject({ defense: 9, through: 6 });
    expect(ap).toMatchObject({ defense: 5, through: 10 });
  });

  it.each<[string, DefenseUnit[], number]>([
    ['an even defense is halved (8 -> 4)', [energy(8)], 4],
    ['an odd defense is halved rounding up (9 -> 5)', [energy(9)], 5],
    ['a 1-point defense still counts 1', [energy(1)], 1],
    ['each unhardened unit is halved on its own (9 + 9 -> 5 + 5)', [energy(9), energy(9)], 10],
    ['[HARD] a hardened defense counts in full', [energy(9, true)], 9],
    ['[HARD] hardened and unhardened together (9 hard + 9 -> 9 + 5)', [energy(9, true), energy(9)], 14],
  ])('Ship Point System [AP]: %s', (_name, defenses, defense) => {
    const v = value(defendRolls([6, 6, 6, 6], { defenses, attack: { damageType: 'energy', armorPiercing: true } }));
    expect(v.defense).toBe(defense);
    expect(v.through).toBe(Math.max(0, 24 - defense));
  });

  it('Ship Point System [LASER CANNON]: an AP laser meets unhardened energy defenses at half strength', () => {
    const v = value(defendRolls([5, 5, 5], { defenses: [energy(9), physical(12)], attack: { damageType: 'energy', armorPiercing: true } }));
    expect(v.through).toBe(10);
  });
});

describe('Ship Point System [PEN] penetrating', () => {
  const pen = (penetrating: boolean, defenses: DefenseUnit[]): DefenseOptions => ({ defenses, attack: { damageType: 'energy', penetrating } });

  it('Ship Point System [PEN] ANTI-MISSILE REPULSOR: a penetrating missile always gets some damage through the 9 points', () => {
    expect(value(defendRolls([1, 2, 1], pen(false, [energy(9)]))).through).toBe(0);
    const v = value(defendRolls([1, 2, 1], pen(true, [energy(9)])));
    expect(v).toMatchObject({ through: 3, penetrated: true });
  });

  it.each<[string, number[], DefenseUnit[], number, boolean]>([
    ['one point per die gets past unhardened defenses', [3, 3, 3, 3], [energy(100)], 4, true],
    ['no floor is needed when more gets through anyway', [6, 6, 6], [energy(2)], 16, false],
    ['[HARD] a hardened defense stops the penetrating minimum', [1, 2, 1], [energy(9, true)], 0, false],
    ['[HARD] the minimum gets past unhardened units, then hardened ones subtract in full', [2, 2, 2], [energy(20), energy(1, true)], 2, true],
    ['a defense of another type leaves the full damage anyway', [1, 1], [physical(9)], 2, false],
  ])('Ship Point System [PEN]: %s', (_name, rolls, defenses, through, penetrated) => {
    expect(value(defendRolls(rolls, pen(true, defenses)))).toMatchObject({ through, penetrated });
  });

  it('Ship Point System [PEN][AP]: both together on the repulsor', () => {
    const v = value(defendRolls([1, 1, 1], { defenses: [energy(9)], attack: { damageType: 'energy', armorPiercing: true, penetrating: true } }));
    expect(v).toMatchObject({ defense: 5, through: 3, penetrated: true });
  });
});

describe('Ship Point System [DAMAGE RESISTANCE]', () => {
  it.each<[string, number[], number, 0.75 | 0.5 | 0.25, number]>([
    ['x0.75 after defense (15 - 5 = 10 -> 7.5 -> 8, half up)', [5, 5, 5], 5, 0.75, 8],
    ['x0.5 (7 -> 3.5 -> 4, half up)', [4, 3], 0, 0.5, 4],
    ['x0.5 of an even amount (10 -> 5)', [6, 4], 0, 0.5, 5],
    ['x0.25 (6 -> 1.5 -> 2, half up)', [3, 3], 0, 0.25, 2],
    ['x0.25 of 1 point rounds to 0', [1], 0, 0.25, 0],
    ['applies to what got past the defense, not the roll (18 - 8 = 10 -> 5)', [6, 6, 6], 8, 0.5, 5],
  ])('Ship Point System [DAMAGE RESISTANCE]: %s', (_name, rolls, points, damageResistance, final) => {
    const v = value(defendRolls(rolls, { defenses: [energy(points)], attack: { damageType: 'energy' }, damageResistance }));
    expect(v.final).toBe(final);
    expect(v.resisted).toBe(v.through - final);
  });

  it('Ship Point System [DAMAGE RESISTANCE]: only 0.75, 0.5 and 0.25 exist', () => {
    const r = defendRolls([6], { defenses: [], attack: { damageType: 'energy' }, damageResistance: 0.3 as 0.5 });
    expect(problems(r)).toEqual([{ code: 'invalid-damage-resistance', path: 'options.damageResistance' }]);
  });
});

describe('applyDefenses (rolling)', () => {
  it('Ship Point System [n DEFENSE]: rolls the dice from the given source, then defends', () => {
    const dice = scriptedDice([6, 5, 4]);
    const v = value(applyDefenses(3, { dice, defenses: [energy(9)], attack: { damageType: 'energy', armorPiercing: true } }));
    expect(v).toMatchObject({ rolls: [6, 5, 4], rolled: 15, defense: 5, through: 10, final: 10 });
    expect(dice.used()).toBe(3);
  });

  it('refuses bad input before rolling, listing every problem', () => {
    const dice = scriptedDice([6, 6, 6]);
    const r = applyDefenses(-1, {
      dice,
      defenses: [{ points: 2.5, damageType: 'energy' }, { points: 3, damageType: 'plasma' as DamageType }],
      attack: { damageType: 'energy' },
    });
    expect(problems(r)).toEqual([
      { code: 'invalid-value', path: 'damageDice' },
      { code: 'invalid-value', path: 'options.defenses[0].points' },
      { code: 'invalid-value', path: 'options.defenses[1].damageType' },
    ]);
    expect(dice.used()).toBe(0);
  });

  it('reports a dice source that rolls outside 1..6', () => {
    const loaded: Dice = { d6: () => 7 };
    expect(problems(applyDefenses(2, { dice: loaded, defenses: [], attack: { damageType: 'energy' } }))).toEqual([
      { code: 'dice-source-failed', path: 'options.dice' },
    ]);
  });

  it('reports faces that are not d6 results', () => {
    expect(problems(defendRolls([0, 3.5, 6], { defenses: [], attack: { damageType: 'energy' } }))).toEqual([
      { code: 'not-a-die-face', path: 'rolls[0]' },
      { code: 'not-a-die-face', path: 'rolls[1]' },
    ]);
  });
});

describe('Ship Point System [EX] explosion', () => {
  it.each<[number, number[], number[], number]>([
    [0, [2, 6, 4], [], 12],
    [1, [6, 4], [2], 10],
    [2, [6], [2, 4], 6],
    [3, [], [2, 4, 6], 0],
    [7, [], [2, 4, 6], 0],
  ])('Ship Point System [EX]: at %i hexes from ground zero', (distance, kept, dropped, total) => {
    expect(value(explosionDice([2, 6, 4], distance))).toEqual({ distance, kept, dropped, total });
  });

  it('Ship Point System [EX]: of two equal lowest dice only one goes per hex', () => {
    expect(value(explosionDice([3, 3, 5], 1))).toMatchObject({ kept: [3, 5], total: 8 });
  });

  it('Ship Point System [EX]: one roll serves every distance of one blast', () => {
    const dice = scriptedDice([2, 6, 4, 1, 1, 1]);
    const v = value(rollExplosion(3, { dice, distances: [0, 1, 2, 3] }));
    expect(v.rolls).toEqual([2, 6, 4]);
    expect(v.byDistance.map((d) => d.total)).toEqual([12, 10, 6, 0]);
    expect(dice.used()).toBe(3);
  });

  it('Ship Point System [EX][n DEFENSE]: the dice left at a distance then meet the target defenses', () => {
    const at1 = value(explosionDice([2, 6, 4], 1));
    expect(value(defendRolls(at1.kept, { defenses: [physical(9)], attack: { damageType: 'physical' } })).through).toBe(1);
  });

  it('Ship Point System [EX]: a distance must be a whole number of hexes', () => {
    expect(problems(explosionDice([1, 2], -1))).toEqual([{ code: 'invalid-value', path: 'distance' }]);
    expect(problems(rollExplosion(2, { dice: seededDice(1), distances: [1.5] }))).toEqual([{ code: 'invalid-value', path: 'options.distances[0]' }]);
  });
});

describe('Ship Point System [RNG-] reduced by range', () => {
  it.each<[number, number, number, number]>([
    [0, 3, 0, 0],
    [1, 3, 0, 0],
    [4, 3, 0, 0],
    [5, 2, 1, 1],
    [8, 2, 1, 1],
    [9, 1, 2, 2],
    [16, 1, 2, 2],
    [17, 0, 3, 3],
    [23, 0, 3, 3],
    [33, 0, 3, 4],
  ])('Ship Point System [RNG-]: a 3-die attack at range %i keeps %i dice', (range, dice, lost, doublings) => {
    expect(value(rangeReducedDice(3, range))).toEqual({ dice, lost, doublings });
  });

  it('Ship Point System [RNG-]: a 6-die attack at range 32 and 33', () => {
    expect(value(rangeReducedDice(6, 32)).dice).toBe(3);
    expect(value(rangeReducedDice(6, 33)).dice).toBe(2);
  });

  it('Ship Point System [RNG-]: range must be a whole number from 0', () => {
    expect(problems(rangeReducedDice(3, -2))).toEqual([{ code: 'invalid-value', path: 'range' }]);
    expect(problems(rangeReducedDice(3, Number.NaN))).toEqual([{ code: 'invalid-value', path: 'range' }]);
  });
});

describe('Ship Point System [AUTO] autofire', () => {
  it.each<[number, number, number]>([
    [-1, 5, 0],
    [0, 5, 1],
    [1, 5, 1],
    [2, 5, 2],
    [3, 5, 2],
    [7, 5, 4],
    [8, 5, 5],
    [9, 5, 5],
    [30, 5, 5],
    [18, 10, 10],
    [30, 20, 16],
  ])('Ship Point System [AUTO]: made by %i with at most %i shots gives %i hits', (madeBy, maxShots, hits) => {
    expect(value(autofireHits({ madeBy, maxShots }))).toEqual({ hits, maxShots });
  });

  it('Ship Point System [AUTO]: 5 shots unless doubled', () => {
    expect(value(autofireHits({ madeBy: 100 })).hits).toBe(5);
    expect([0, 1, 2, 3].map((d) => value(autofireMaxShots(d)))).toEqual([5, 10, 20, 40]);
  });

  it('Ship Point System [AUTO]: the maximum must be 5 doubled', () => {
    expect(problems(autofireHits({ madeBy: 2, maxShots: 7 }))).toEqual([{ code: 'autofire-maximum-not-doubled', path: 'maxShots' }]);
    expect(problems(autofireHits({ madeBy: 2, maxShots: 15 }))).toEqual([{ code: 'autofire-maximum-not-doubled', path: 'maxShots' }]);
    expect(problems(autofireHits({ madeBy: 2, maxShots: 4 }))).toEqual([{ code: 'invalid-value', path: 'maxShots' }]);
    expect(problems(autofireMaxShots(-1))).toEqual([{ code: 'invalid-value', path: '' }]);
  });
});

describe('Ship Point System [nd6 ZAP] spreading', () => {
  it.each<[string, number, 'hit' | 'area', number, SpreadZap]>([
    ['for hit: +1 to hit per die given up', 5, 'hit', 2, { mode: 'hit', dice: 3, toHitBonus: 2, hexes: 1 }],
    ['for area: one more hex per die given up', 5, 'area', 4, { mode: 'area', dice: 1, toHitBonus: 0, hexes: 5 }],
    ['giving up nothing leaves the Zap as it is', 3, 'area', 0, { mode: 'area', dice: 3, toHitBonus: 0, hexes: 1 }],
    ['for hit, down to a single die', 3, 'hit', 2, { mode: 'hit', dice: 1, toHitBonus: 2, hexes: 1 }],
  ])('Ship Point System [nd6 ZAP]: %s', (_name, dice, mode, diceGivenUp, expected) => {
    expect(value(spreadZap(dice, { mode, diceGivenUp }))).toEqual(expected);
  });

  it('Ship Point System [nd6 ZAP]: a spread Zap must keep at least one die', () => {
    expect(problems(spreadZap(3, { mode: 'area', diceGivenUp: 3 }))).toEqual([{ code: 'zap-spread-too-far', path: 'options.diceGivenUp' }]);
    expect(problems(spreadZap(3, { mode: 'hit', diceGivenUp: 4 }))).toEqual([{ code: 'zap-spread-too-far', path: 'options.diceGivenUp' }]);
  });

  it('Ship Point System [BM]: a Beam Zap cannot be spread', () => {
    expect(problems(spreadZap(3, { mode: 'hit', diceGivenUp: 1, beam: true }))).toEqual([{ code: 'beam-cannot-spread', path: 'options.diceGivenUp' }]);
    expect(value(spreadZap(3, { mode: 'hit', diceGivenUp: 0, beam: true })).dice).toBe(3);
  });

  it('Ship Point System [nd6 ZAP]: the mode is hit or area', () => {
    expect(problems(spreadZap(3, { mode: 'cone' as 'hit', diceGivenUp: 1 }))).toEqual([{ code: 'invalid-value', path: 'options.mode' }]);
  });
});

describe('Ship Point System [nd6 DRAIN] and [n DRAIN DEFENSE]', () => {
  it('Ship Point System [nd6 DRAIN]: a 3d6 Zap drained of 30 points keeps 15 active points, 1d6 worth', () => {
    // 45 active points for 3d6 (15 basic) means +2.0 in advantages.
    const rec = value(drainRecovery({ activePoints: 45, drained: 30, turns: 0 }));
    expect(rec.activeByTurn[0]).toBe(15);
    expect(value(zapDiceLeft({ activeLeft: 15, advantages: 2 }))).toEqual({ dice: 1, basicLeft: 5 });
    expect(value(zapDiceLeft({ activeLeft: 45, advantages: 2 })).dice).toBe(3);
  });

  it('Ship Point System [nd6 DRAIN]: drained points come back 5 a turn', () => {
    expect(value(drainRecovery({ activePoints: 45, drained: 30, turns: 7 }))).toEqual({
      taken: 30,
      activeByTurn: [15, 20, 25, 30, 35, 40, 45, 45],
      recoveredOnTurn: 6,
    });
  });

  it.each<[string, number, number, number[], number]>([
    ['a drain that does not divide by 5 recovers in the turn the rest is paid', 20, 12, [8, 13, 18, 20], 3],
    ['a unit cannot lose more active points than it has', 15, 30, [0, 5, 10, 15], 3],
    ['no drain, no change', 20, 0, [20, 20], 0],
  ])('Ship Point System [nd6 DRAIN]: %s', (_name, activePoints, drained, activeByTurn, recoveredOnTurn) => {
    const v = value(drainRecovery({ activePoints, drained, turns: activeByTurn.length - 1 }));
    expect(v.activeByTurn).toEqual(activeByTurn);
    expect(v.recoveredOnTurn).toBe(recoveredOnTurn);
  });

  it.each<[string, number, number, number]>([
    ['a 3d6 AP Zap (23 active, +0.5) with all its points rolls 3d6', 23, 0.5, 3],
    ['15 of its points are exactly 10 basic: 2d6', 15, 0.5, 2],
    ['14 points buy only 1 whole die', 14, 0.5, 1],
    ['a plain Zap: 5 active points a die', 12, 0, 2],
    ['nothing left, no dice', 0, 1, 0],
  ])('Ship Point System [nd6 DRAIN]: %s', (_name, activeLeft, advantages, dice) => {
    expect(value(zapDiceLeft({ activeLeft, advantages })).dice).toBe(dice);
  });

  it('Ship Point System [nd6 DRAIN]: advantages are multiples of 0.25', () => {
    expect(problems(zapDiceLeft({ activeLeft: 10, advantages: 0.3 }))).toEqual([{ code: 'invalid-value', path: 'advantages' }]);
  });

  it('Ship Point System [n DRAIN DEFENSE]: drain defense comes off the points drained', () => {
    expect(value(rollDrain(3, { dice: scriptedDice([6, 5, 4]), drainDefense: 5 }))).toEqual({ rolls: [6, 5, 4], rolled: 15, defense: 5, drained: 10 });
    expect(value(rollDrain(3, { dice: scriptedDice([1, 2, 3]), drainDefense: 20 })).drained).toBe(0);
    expect(value(rollDrain(2, { dice: scriptedDice([3, 3]) })).drained).toBe(6);
  });

  it('Ship Point System [nd6 DRAIN]: the single-use variant gives every point back at the end of the turn', () => {
    expect(value(drainSingleUse({ activePoints: 45, drained: 30 }))).toEqual({ activeThisUse: 15, activeAfterTurn: 45 });
    expect(value(drainSingleUse({ activePoints: 10, drained: 30 }))).toEqual({ activeThisUse: 0, activeAfterTurn: 10 });
  });

  it('Ship Point System [nd6 DRAIN]: inputs are whole points', () => {
    expect(problems(drainRecovery({ activePoints: -1, drained: 1.5, turns: 2 }))).toEqual([
      { code: 'invalid-value', path: 'activePoints' },
      { code: 'invalid-value', path: 'drained' },
    ]);
  });
});

describe('Ship Point System [DISPEL]', () => {
  it.each<[string, number, number, DispelOutcome]>([
    ['NUCLEAR DAMPER FIELD: more drained than the device has stops it', 30, 31, { outcome: 'stopped', activeLeft: 0 }],
    ['exactly as much as the device has leaves it working', 30, 30, { outcome: 'unaffected', activeLeft: 30 }],
    ['less leaves it wholly unaffected', 30, 12, { outcome: 'unaffected', activeLeft: 30 }],
    ['a unit of no active points is stopped by any drain', 0, 1, { outcome: 'stopped', activeLeft: 0 }],
  ])('Ship Point System [DISPEL] %s', (_name, activePoints, drained, expected) => {
    expect(value(dispelOutcome({ activePoints, drained }))).toEqual(expected);
  });
});

describe('Ship Point System [nd6 FLASH] and [n FLASH DEFENSE]', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [2, 0, 0],
    [3, 0, 1],
    [5, 0, 1],
    [6, 0, 2],
    [11, 0, 3],
    [11, 1, 2],
    [18, 2, 4],
    [5, 4, 0],
  ])('Ship Point System [nd6 FLASH]: a total of %i against %i flash defense blinds for %i turns', (total, defense, turns) => {
    expect(value(flashBlindTurns(total, defense))).toBe(turns);
  });

  it('Ship Point System [nd6 FLASH]: flash blindness per sensor type, reduced by that type\'s flash defense', () => {
    const v = value(
      rollFlash(3, {
        dice: scriptedDice([6, 5, 3]),
        sensors: ['radar', 'lidar'],
        flashDefenses: [{ sensor: 'radar', points: 1 }, { sensor: 'radar', points: 1 }, { sensor: 'optics', points: 9 }],
      }),
    );
    expect(v).toEqual({
      rolls: [6, 5, 3],
      total: 14,
      baseTurns: 4,
      bySensor: [
        { sensor: 'radar', defense: 2, turns: 2 },
        { sensor: 'lidar', defense: 0, turns: 4 },
      ],
    });
  });

  it('Ship Point System [nd6 FLASH]: a Flash affects at least one sensor type', () => {
    expect(problems(rollFlash(2, { dice: seededDice(3), sensors: [] }))).toEqual([{ code: 'flash-without-sensor', path: 'options.sensors' }]);
    expect(problems(flashBlindTurns(-3))).toEqual([{ code: 'invalid-value', path: 'flashTotal' }]);
  });
});

describe('Ship Point System [NB] needle beam', () => {
  const attack = { damageType: 'energy' } as const;
  it.each<[string, number[], DefenseUnit[], NeedleBeamStrike]>([
    ['a 6 on any die destroys the unit, whatever the unhardened defenses', [2, 6, 3], [energy(50)], { outcome: 'destroyed', rolls: [2, 6, 3], sixes: 1 }],
    ['no 6, no kill', [5, 5, 5], [], { outcome: 'no-six', rolls: [5, 5, 5], sixes: 0 }],
    ['[HARD] a hardened defense makes the beam useless', [6, 6, 6], [energy(1, true)], { outcome: 'blocked-by-hardened', rolls: [6, 6, 6], sixes: 3, blockedBy: 0 }],
    ['[HARD] the first hardened unit of the attack type is named', [1], [physical(9, true), energy(3), energy(2, true)], { outcome: 'blocked-by-hardened', rolls: [1], sixes: 0, blockedBy: 2 }],
    ['[HARD] a hardened defense of another damage type does not protect', [6], [physical(9, true)], { outcome: 'destroyed', rolls: [6], sixes: 1 }],
    ['[HARD] a hardened defense of 0 points does not protect', [6], [energy(0, true)], { outcome: 'destroyed', rolls: [6], sixes: 1 }],
  ])('Ship Point System [NB]: %s', (_name, rolls, defenses, expected) => {
    expect(value(needleBeam(rolls, { defenses, attack }))).toEqual(expected);
  });

  it('Ship Point System [NB]: rolling the beam', () => {
    const dice = scriptedDice([1, 6]);
    expect(value(rollNeedleBeam(2, { dice, defenses: [], attack }))).toEqual({ outcome: 'destroyed', rolls: [1, 6], sixes: 1 });
    expect(dice.used()).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const dieArb = fc.integer({ min: 1, max: 6 });
const rollsArb = fc.array(dieArb, { maxLength: 12 });
const typeArb = fc.constantFrom<DamageType>('energy', 'physical', 'crew');
const defenseArb: fc.Arbitrary<DefenseUnit> = fc.record({ points: fc.nat({ max: 40 }), damageType: typeArb, hardened: fc.boolean() });
const drArb = fc.option(fc.constantFrom<0.75 | 0.5 | 0.25>(0.75, 0.5, 0.25), { nil: undefined });
const optionsArb = fc.record({
  defenses: fc.array(defenseArb, { maxLength: 4 }),
  damageType: typeArb,
  penetrating: fc.boolean(),
  armorPiercing: fc.boolean(),
  dr: drArb,
});

type Gen = { defenses: DefenseUnit[]; damageType: DamageType; penetrating: boolean; armorPiercing: boolean; dr: 0.75 | 0.5 | 0.25 | undefined };
function toOptions(g: Gen, change: Partial<Pick<Gen, 'armorPiercing' | 'penetrating'>> = {}): DefenseOptions {
  const attack = { damageType: g.damageType, armorPiercing: change.armorPiercing ?? g.armorPiercing, penetrating: change.penetrating ?? g.penetrating };
  return g.dr === undefined ? { defenses: g.defenses, attack } : { defenses: g.defenses, attack, damageResistance: g.dr };
}

describe('damage properties', () => {
  it('Ship Point System [AP]: an armor-piercing attack never does less damage than the same attack without AP', () => {
    fc.assert(
      fc.property(rollsArb, optionsArb, (rolls, g) => {
        const with_ = value(defendRolls(rolls, toOptions(g, { armorPiercing: true })));
        const without = value(defendRolls(rolls, toOptions(g, { armorPiercing: false })));
        expect(with_.through).toBeGreaterThanOrEqual(without.through);
        expect(with_.final).toBeGreaterThanOrEqual(without.final);
      }),
    );
  });

  it('Ship Point System [PEN]: a penetrating attack never does less damage than the same attack without PEN', () => {
    fc.assert(
      fc.property(rollsArb, optionsArb, (rolls, g) => {
        expect(value(defendRolls(rolls, toOptions(g, { penetrating: true }))).final).toBeGreaterThanOrEqual(
          value(defendRolls(rolls, toOptions(g, { penetrating: false }))).final,
        );
      }),
    );
  });

  it('Ship Point System [n DEFENSE]: defense never makes damage negative, and the parts add up', () => {
    fc.assert(
      fc.property(rollsArb, optionsArb, (rolls, g) => {
        const v = value(defendRolls(rolls, toOptions(g)));
        for (const n of [v.rolled, v.defense, v.defended, v.through, v.resisted, v.final]) expect(Number.isInteger(n) && n >= 0).toBe(true);
        expect(v.defended + v.through).toBe(v.rolled);
        expect(v.through - v.resisted).toBe(v.final);
      }),
    );
  });

  it('Ship Point System [n DEFENSE]: final <= through <= rolled', () => {
    fc.assert(
      fc.property(rollsArb, optionsArb, (rolls, g) => {
        const v = value(defendRolls(rolls, toOptions(g)));
        expect(v.final).toBeLessThanOrEqual(v.through);
        expect(v.through).toBeLessThanOrEqual(v.rolled);
      }),
    );
  });

  it('Ship Point System [n DEFENSE]: more defense never lets more damage through', () => {
    fc.assert(
      fc.property(rollsArb, optionsArb, defenseArb, (rolls, g, extra) => {
        const base = value(defendRolls(rolls, toOptions(g))).final;
        const more = value(defendRolls(rolls, toOptions({ ...g, defenses: [...g.defenses, extra] }))).final;
        expect(more).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('is deterministic with seededDice', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat({ max: 10 }), optionsArb, (seed, n, g) => {
        const a = applyDefenses(n, { dice: seededDice(seed), ...toOptions(g) });
        const b = applyDefenses(n, { dice: seededDice(seed), ...toOptions(g) });
        expect(a).toEqual(b);
        const v = value(a);
        expect(v.rolls).toHaveLength(n);
        expect(value(rollFlash(n, { dice: seededDice(seed), sensors: ['radar'] }))).toEqual(value(rollFlash(n, { dice: seededDice(seed), sensors: ['radar'] })));
        expect(value(rollDrain(n, { dice: seededDice(seed) }))).toEqual(value(rollDrain(n, { dice: seededDice(seed) })));
      }),
    );
  });

  it('Ship Point System [EX]: damage never grows with distance, and one die goes per hex', () => {
    fc.assert(
      fc.property(rollsArb, fc.nat({ max: 14 }), (rolls, d) => {
        const near = value(explosionDice(rolls, d));
        const far = value(explosionDice(rolls, d + 1));
        expect(far.total).toBeLessThanOrEqual(near.total);
        expect(near.kept).toHaveLength(Math.max(0, rolls.length - d));
        expect([...near.kept, ...near.dropped].sort()).toEqual([...rolls].sort());
        if (near.kept.length > 0 && near.dropped.length > 0) expect(Math.min(...near.kept)).toBeGreaterThanOrEqual(Math.max(...near.dropped));
      }),
    );
  });

  it('Ship Point System [RNG-]: dice never grow with range', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), fc.nat({ max: 5000 }), (n, r) => {
        const a = value(rangeReducedDice(n, r));
        const b = value(rangeReducedDice(n, r + 1));
        expect(b.dice).toBeLessThanOrEqual(a.dice);
        expect(a.dice).toBeGreaterThanOrEqual(0);
        // The doubling count is the smallest k with range <= 4 * 2^k.
        expect(r <= 4 * 2 ** a.doublings).toBe(true);
        if (a.doublings > 0) expect(r > 4 * 2 ** (a.doublings - 1)).toBe(true);
      }),
    );
  });

  it('Ship Point System [AUTO]: hits grow with the margin and never pass the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 100 }), fc.nat({ max: 5 }), (m, k) => {
        const maxShots = 5 * 2 ** k;
        const a = value(autofireHits({ madeBy: m, maxShots })).hits;
        const b = value(autofireHits({ madeBy: m + 1, maxShots })).hits;
        expect(b).toBeGreaterThanOrEqual(a);
        expect(a).toBeLessThanOrEqual(maxShots);
      }),
    );
  });

  it('Ship Point System [nd6 DRAIN]: a drained unit only recovers, and ends whole', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200 }), fc.nat({ max: 300 }), (activePoints, drained) => {
        const v = value(drainRecovery({ activePoints, drained, turns: 70 }));
        for (let t = 1; t < v.activeByTurn.length; t++) expect(v.activeByTurn[t]!).toBeGreaterThanOrEqual(v.activeByTurn[t - 1]!);
        expect(v.activeByTurn[v.recoveredOnTurn]).toBe(activePoints);
        expect(v.activeByTurn[0]).toBe(Math.max(0, activePoints - drained));
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    const junk = fc.anything();
    const calls: ((a: unknown, b: unknown) => Result<unknown>)[] = [
      (a, b) => defendRolls(a as number[], b as DefenseOptions),
      (a, b) => applyDefenses(a as number, { dice: seededDice(1), ...(b as DefenseOptions) }),
      (a, b) => explosionDice(a as number[], b as number),
      (a, b) => rollExplosion(a as number, { dice: seededDice(1), distances: b as number[] }),
      (a, b) => rangeReducedDice(a as number, b as number),
      (a, b) => autofireHits({ madeBy: a as number, maxShots: b as number }),
      (a) => autofireMaxShots(a as number),
      (a, b) => spreadZap(a as number, b as { mode: 'hit'; diceGivenUp: number }),
      (a, b) => rollDrain(a as number, { dice: seededDice(1), drainDefense: b as number }),
      (a, b) => drainRecovery({ activePoints: a as number, drained: b as number, turns: 3 }),
      (a, b) => dispelOutcome({ activePoints: a as number, drained: b as number }),
      (a, b) => drainSingleUse({ activePoints: a as number, drained: b as number }),
      (a, b) => zapDiceLeft({ activeLeft: a as number, advantages: b as number }),
      (a, b) => flashBlindTurns(a as number, b as number),
      (a, b) => rollFlash(a as number, { dice: seededDice(1), sensors: b as string[] }),
      (a, b) => needleBeam(a as number[], b as { defenses: DefenseUnit[]; attack: { damageType: 'energy' } }),
      (a, b) => rollNeedleBeam(a as number, { dice: seededDice(1), ...(b as { defenses: DefenseUnit[]; attack: { damageType: 'energy' } }) }),
    ];
    fc.assert(
      fc.property(junk, junk, (a, b) => {
        for (const call of calls) {
          const r = call(a, b);
          expect(typeof r.ok).toBe('boolean');
        }
      }),
    );
  });
});
