// The diagnostics of spacedock/combat: every function reports bad input as Result diagnostics
// with a code, a path in the documented format, and the rule's source where it enforces one;
// nothing is thrown, whatever the input or the dice source does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as combat from '../../src/combat/index.js';
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
  type AutofireHits,
  type DefendedDamage,
  type DispelOutcome,
  type DrainRecovery,
  type DrainRoll,
  type Explosion,
  type ExplosionDice,
  type FlashEffect,
  type NeedleBeamStrike,
  type RangeReducedDice,
  type SingleUseDrain,
  type SpreadZap,
  type ZapDiceLeft,
} from '../../src/combat/index.js';
import { COMBAT_SEVERITIES, COMBAT_SUMMARIES } from '../../src/diagnostics/codes/combat.js';
import { DIAGNOSTIC_SEVERITIES } from '../../src/diagnostics/codes.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { Result } from '../../src/diagnostics/result.js';
import { MAX_DIAGNOSTICS } from '../../src/diagnostics/limits.js';
import { scriptedDice, seededDice, type Dice } from '../../src/dice/index.js';
import { MAX_LIST_ITEMS } from '../../src/input/limits.js';

// ---------------------------------------------------------------------------------------------
// Type level (checked by tsc): every function returns exactly Result<its value>.

type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
export type ReturnsResult = [
  Expect<Equal<ReturnType<typeof defendRolls>, Result<DefendedDamage>>>,
  Expect<Equal<ReturnType<typeof applyDefenses>, Result<DefendedDamage>>>,
  Expect<Equal<ReturnType<typeof explosionDice>, Result<ExplosionDice>>>,
  Expect<Equal<ReturnType<typeof rollExplosion>, Result<Explosion>>>,
  Expect<Equal<ReturnType<typeof rangeReducedDice>, Result<RangeReducedDice>>>,
  Expect<Equal<ReturnType<typeof autofireMaxShots>, Result<number>>>,
  Expect<Equal<ReturnType<typeof autofireHits>, Result<AutofireHits>>>,
  Expect<Equal<ReturnType<typeof spreadZap>, Result<SpreadZap>>>,
  Expect<Equal<ReturnType<typeof rollDrain>, Result<DrainRoll>>>,
  Expect<Equal<ReturnType<typeof drainRecovery>, Result<DrainRecovery>>>,
  Expect<Equal<ReturnType<typeof drainSingleUse>, Result<SingleUseDrain>>>,
  Expect<Equal<ReturnType<typeof dispelOutcome>, Result<DispelOutcome>>>,
  Expect<Equal<ReturnType<typeof zapDiceLeft>, Result<ZapDiceLeft>>>,
  Expect<Equal<ReturnType<typeof flashBlindTurns>, Result<number>>>,
  Expect<Equal<ReturnType<typeof rollFlash>, Result<FlashEffect>>>,
  Expect<Equal<ReturnType<typeof needleBeam>, Result<NeedleBeamStrike>>>,
  Expect<Equal<ReturnType<typeof rollNeedleBeam>, Result<NeedleBeamStrike>>>,
];

// ---------------------------------------------------------------------------------------------
// Helpers

/** The code, path and (when set) source entry of each diagnostic of a failed result. */
function found<T>(r: Result<T>): { code: string; path: string | undefined; source?: string }[] {
  expect(r.ok).toBe(false);
  return r.diagnostics.map((d) => (d.source === undefined ? { code: d.code, path: d.path } : { code: d.code, path: d.path, source: `${d.source.book}: ${d.source.entry}` }));
}

/** Every diagnostic is an error with a message that does not start by repeating its path. */
function wellFormed(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    expect(d.severity).toBe(DIAGNOSTIC_SEVERITIES[d.code]);
    expect(d.message.length).toBeGreaterThan(0);
    expect(typeof d.path).toBe('string');
    if (d.path !== undefined && d.path !== '') expect(d.message.startsWith(d.path)).toBe(false);
    expect(d.message).not.toMatch(/001_|seed 00|shared\/reference/);
  }
}

const energy = { damageType: 'energy' } as const;

// ---------------------------------------------------------------------------------------------

describe('the combat code table', () => {
  it('has a summary for each code, and every code is an error', () => {
    expect(Object.keys(COMBAT_SUMMARIES).sort()).toEqual(Object.keys(COMBAT_SEVERITIES).sort());
    for (const [code, severity] of Object.entries(COMBAT_SEVERITIES)) {
      expect(severity, code).toBe('error');
      expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(COMBAT_SUMMARIES[code as keyof typeof COMBAT_SUMMARIES].length).toBeGreaterThan(10);
    }
  });

  it('the rule table cites books, never seed files', () => {
    const walk = (v: unknown, out: string[]): string[] => {
      if (v !== null && typeof v === 'object') {
        if ('book' in v && 'entry' in v) out.push(`${String(v.book)}|${String(v.entry)}`);
        for (const x of Object.values(v)) walk(x, out);
      }
      return out;
    };
    const sources = walk(UNIT_DAMAGE_RULES, []);
    expect(sources.length).toBeGreaterThan(15);
    for (const s of sources) expect(s).not.toMatch(/001_|\.txt|\.md|seed/i);
  });
});

describe('spacedock/combat exports', () => {
  it('no name or table key of the old failure dialects, and the limits it enforces', () => {
    const OLD = /^(reasons|problems|issues?)$|(Reasons?|Problems?|Issues?)(?=$|[A-Z_])/;
    const names = Object.keys(combat);
    expect(names.filter((n) => OLD.test(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['MAX_HEXES', 'MAX_LIST_ITEMS', 'UNIT_DAMAGE_RULES']));
    // No function of another entry point leaks in.
    expect(names).not.toContain('seededDice');
    expect(names).not.toContain('resolveVolley');
  });

  it('a failed result has diagnostics and no other field; a good one has value and diagnostics', () => {
    expect(Object.keys(defendRolls([7], { defenses: [], attack: energy })).sort()).toEqual(['diagnostics', 'ok']);
    expect(Object.keys(defendRolls([6], { defenses: [], attack: energy })).sort()).toEqual(['diagnostics', 'ok', 'value']);
  });
});

describe('diagnostics: code, path and source', () => {
  it.each<[string, () => Result<unknown>, ReturnType<typeof found>]>([
    // defendRolls: two inputs, so paths start with the parameter's name.
    ['defendRolls: a face outside 1..6', () => defendRolls([6, 0], { defenses: [], attack: energy }), [{ code: 'not-a-die-face', path: 'rolls[1]' }]],
    ['defendRolls: rolls not a list', () => defendRolls(5 as never, { defenses: [], attack: energy }), [{ code: 'invalid-value', path: 'rolls' }]],
    ['defendRolls: no options', () => defendRolls([1], undefined as never), [{ code: 'missing-field', path: 'options' }]],
    ['defendRolls: a missing attack', () => defendRolls([1], { defenses: [] } as never), [{ code: 'missing-field', path: 'options.attack' }]],
    ['defendRolls: a misspelt field', () => defendRolls([1], { defenses: [], attack: { damageType: 'energy', armourPiercing: true } } as never), [{ code: 'unknown-field', path: 'options.attack.armourPiercing' }]],
    ['defendRolls: a defense of no type', () => defendRolls([1], { defenses: [{ points: 3 }], attack: energy } as never), [{ code: 'missing-field', path: 'options.defenses[0].damageType' }]],
    ['defendRolls: hardened not a flag', () => defendRolls([1], { defenses: [{ points: 3, damageType: 'energy', hardened: 'yes' }], attack: energy } as never), [{ code: 'invalid-value', path: 'options.defenses[0].hardened' }]],
    [
      'defendRolls: a Damage Resistance not in the table',
      () => defendRolls([1], { defenses: [], attack: energy, damageResistance: 0.6 as never }),
      [{ code: 'invalid-damage-resistance', path: 'options.damageResistance', source: 'Ship Point System: DAMAGE RESISTANCE' }],
    ],
    // applyDefenses
    ['applyDefenses: too many dice', () => applyDefenses(10_001, { dice: seededDice(1), defenses: [], attack: energy }), [{ code: 'invalid-value', path: 'damageDice' }]],
    ['applyDefenses: no dice source', () => applyDefenses(1, { defenses: [], attack: energy } as never), [{ code: 'missing-field', path: 'options.dice' }]],
    ['applyDefenses: not a dice source', () => applyDefenses(1, { dice: { roll: () => 3 } as never, defenses: [], attack: energy }), [{ code: 'not-a-dice-source', path: 'options.dice' }]],
    // explosions
    ['explosionDice: a fractional distance', () => explosionDice([1], 0.5), [{ code: 'invalid-value', path: 'distance' }]],
    ['rollExplosion: distances not a list', () => rollExplosion(2, { dice: seededDice(1), distances: 3 as never }), [{ code: 'invalid-value', path: 'options.distances' }]],
    [
      'rollExplosion: too many dice listed',
      () => rollExplosion(10_000, { dice: seededDice(1), distances: new Array<number>(101).fill(1) }),
      [{ code: 'explosion-too-large', path: 'options.distances', source: 'spacedock: combat: input limits' }],
    ],
    // range and autofire
    ['rangeReducedDice: both inputs wrong', () => rangeReducedDice(-1, 1e7), [{ code: 'invalid-value', path: 'damageDice' }, { code: 'invalid-value', path: 'range' }]],
    ['autofireMaxShots: the whole input', () => autofireMaxShots(31), [{ code: 'invalid-value', path: '' }]],
    ['autofireHits: not an object', () => autofireHits(4 as never), [{ code: 'invalid-value', path: '' }]],
    ['autofireHits: no margin', () => autofireHits({} as never), [{ code: 'missing-field', path: 'madeBy' }]],
    ['autofireHits: a null maximum is not an absent one', () => autofireHits({ madeBy: 1, maxShots: null } as never), [{ code: 'invalid-value', path: 'maxShots' }]],
    ['autofireHits: 15 shots', () => autofireHits({ madeBy: 1, maxShots: 15 }), [{ code: 'autofire-maximum-not-doubled', path: 'maxShots', source: 'Ship Point System: [AUTO] AUTOFIRE' }]],
    // spreading
    ['spreadZap: a Beam', () => spreadZap(4, { mode: 'area', diceGivenUp: 2, beam: true }), [{ code: 'beam-cannot-spread', path: 'options.diceGivenUp', source: 'Ship Point System: [BM] BEAM' }]],
    [
      'spreadZap: no die left',
      () => spreadZap(2, { mode: 'area', diceGivenUp: 2 }),
      [{ code: 'zap-spread-too-far', path: 'options.diceGivenUp', source: 'spacedock: combat: spreading keeps one die; area adds hexes to the aimed hex' }],
    ],
    ['spreadZap: no mode', () => spreadZap(2, { diceGivenUp: 1 } as never), [{ code: 'missing-field', path: 'options.mode' }]],
    ['spreadZap: a mode not in the set', () => spreadZap(2, { mode: 'cone', diceGivenUp: 1 } as never), [{ code: 'invalid-value', path: 'options.mode' }]],
    // drains
    ['rollDrain: a negative drain defense', () => rollDrain(2, { dice: seededDice(1), drainDefense: -1 }), [{ code: 'invalid-value', path: 'options.drainDefense' }]],
    ['drainRecovery: too many turns', () => drainRecovery({ activePoints: 10, drained: 5, turns: 10_001 }), [{ code: 'invalid-value', path: 'turns' }]],
    ['drainSingleUse: an unknown field', () => drainSingleUse({ activePoints: 10, drained: 5, turns: 1 } as never), [{ code: 'unknown-field', path: 'turns' }]],
    ['dispelOutcome: a string', () => dispelOutcome({ activePoints: '30', drained: 5 } as never), [{ code: 'invalid-value', path: 'activePoints' }]],
    ['zapDiceLeft: NaN advantages', () => zapDiceLeft({ activeLeft: 10, advantages: Number.NaN }), [{ code: 'invalid-value', path: 'advantages' }]],
    // flashes
    ['flashBlindTurns: a fractional defense', () => flashBlindTurns(6, 0.5), [{ code: 'invalid-value', path: 'flashDefense' }]],
    ['rollFlash: no sensor', () => rollFlash(1, { dice: seededDice(1), sensors: [] }), [{ code: 'flash-without-sensor', path: 'options.sensors', source: 'Ship Point System: nd6 FLASH vs. x,y,z' }]],
    ['rollFlash: an empty sensor name', () => rollFlash(1, { dice: seededDice(1), sensors: ['radar', ''] }), [{ code: 'invalid-value', path: 'options.sensors[1]' }]],
    [
      'rollFlash: a flash defense without points',
      () => rollFlash(1, { dice: seededDice(1), sensors: ['radar'], flashDefenses: [{ sensor: 'radar' }] as never }),
      [{ code: 'missing-field', path: 'options.flashDefenses[0].points' }],
    ],
    // needle beams
    ['needleBeam: a bad face', () => needleBeam([6, 7], { defenses: [], attack: energy }), [{ code: 'not-a-die-face', path: 'rolls[1]' }]],
    ['needleBeam: Damage Resistance is not its field', () => needleBeam([6], { defenses: [], attack: energy, damageResistance: 0.5 } as never), [{ code: 'unknown-field', path: 'options.damageResistance' }]],
    ['rollNeedleBeam: a plasma attack', () => rollNeedleBeam(1, { dice: seededDice(1), defenses: [], attack: { damageType: 'plasma' } as never }), [{ code: 'invalid-value', path: 'options.attack.damageType' }]],
  ])('%s', (_name, call, expected) => {
    const r = call();
    expect(found(r)).toEqual(expected);
    wellFormed(r.diagnostics);
  });

  it('a message says what is wrong without the path', () => {
    const r = applyDefenses(3, { dice: seededDice(1), defenses: [{ points: -1, damageType: 'energy' }], attack: energy });
    expect(r.diagnostics).toEqual([{ severity: 'error', code: 'invalid-value', path: 'options.defenses[0].points', message: '-1 is not a whole number from 0 to 1000000000' }]);
  });

  it('one call lists every mistake, across all its inputs', () => {
    const r = rollFlash(-1, { dice: 'dice' as never, sensors: [3 as never], flashDefenses: [{ sensor: 'radar', points: 1.5 }], extra: 1 } as never);
    expect(found(r)).toEqual([
      { code: 'invalid-value', path: 'flashDice' },
      { code: 'unknown-field', path: 'options.extra' },
      { code: 'invalid-value', path: 'options.sensors[0]' },
      { code: 'invalid-value', path: 'options.flashDefenses[0].points' },
      { code: 'not-a-dice-source', path: 'options.dice' },
    ]);
  });

  it('a key that is not an identifier is quoted in the path', () => {
    expect(found(drainSingleUse({ activePoints: 1, drained: 1, 'drained points': 2 } as never))).toEqual([{ code: 'unknown-field', path: '["drained points"]' }]);
  });
});

describe('dice sources', () => {
  const base = { defenses: [], attack: energy } as const;

  it('a refused call rolls no die', () => {
    const dice = scriptedDice([6, 6, 6]);
    for (const r of [
      applyDefenses(3, { ...base, dice, damageResistance: 2 as never }),
      rollExplosion(3, { dice, distances: [-1] }),
      rollDrain(3, { dice, drainDefense: -5 }),
      rollFlash(3, { dice, sensors: [] }),
      rollNeedleBeam(3, { ...base, dice, attack: {} as never }),
    ])
      expect(r.ok).toBe(false);
    expect(dice.used()).toBe(0);
  });

  it('a d6 that gives 7 is one dice-source-failed, and rolling stops there', () => {
    let calls = 0;
    const loaded: Dice = { d6: () => (++calls === 2 ? 7 : 3) };
    const r = applyDefenses(1000, { ...base, dice: loaded });
    expect(found(r)).toEqual([{ code: 'dice-source-failed', path: 'options.dice' }]);
    expect(r.diagnostics[0]?.message).toContain('roll 2 of 1000');
    expect(calls).toBe(2);
  });

  it('a d6 that throws is reported, not thrown', () => {
    const broken: Dice = {
      d6: () => {
        throw new Error('my dice broke');
      },
    };
    const results: Result<unknown>[] = [
      applyDefenses(2, { ...base, dice: broken }),
      rollExplosion(2, { dice: broken, distances: [0] }),
      rollDrain(2, { dice: broken }),
      rollFlash(2, { dice: broken, sensors: ['radar'] }),
      rollNeedleBeam(2, { ...base, dice: broken }),
    ];
    for (const r of results) {
      expect(found(r)).toEqual([{ code: 'dice-source-failed', path: 'options.dice' }]);
      expect(r.diagnostics[0]?.message).toContain('my dice broke');
    }
  });

  it('whatever is passed as the dice source, the rolling functions answer a result', () => {
    fc.assert(
      fc.property(fc.anything(), fc.nat({ max: 4 }), (dice, n) => {
        const results: Result<unknown>[] = [
          applyDefenses(n, { ...base, dice: dice as Dice }),
          rollExplosion(n, { dice: dice as Dice, distances: [0, 1] }),
          rollDrain(n, { dice: dice as Dice }),
          rollFlash(n, { dice: dice as Dice, sensors: ['radar'] }),
          rollNeedleBeam(n, { ...base, dice: dice as Dice }),
        ];
        for (const r of results) {
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.diagnostics.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('a d6 getter that throws makes it not a dice source', () => {
    const trap = Object.defineProperty({}, 'd6', {
      enumerable: true,
      get: () => {
        throw new Error('no d6');
      },
    }) as Dice;
    expect(found(rollDrain(1, { dice: trap }))).toEqual([{ code: 'not-a-dice-source', path: 'options.dice' }]);
  });

  it('zero dice roll nothing and still need a dice source', () => {
    const dice = scriptedDice([]);
    expect(applyDefenses(0, { ...base, dice })).toEqual({ ok: true, value: expect.objectContaining({ rolls: [], final: 0 }), diagnostics: [] });
    expect(dice.exhausted()).toBe(false);
    expect(found(applyDefenses(0, { ...base, dice: null as never }))).toEqual([{ code: 'not-a-dice-source', path: 'options.dice' }]);
  });
});

describe('hostile input', () => {
  const throwing = (key: string): object =>
    Object.defineProperty({}, key, {
      enumerable: true,
      get: () => {
        throw new Error(`no ${key}`);
      },
    });

  it('a getter that throws is unreadable-input at its path', () => {
    expect(found(defendRolls([1], throwing('attack') as never))).toEqual([{ code: 'unreadable-input', path: 'options.attack' }]);
    expect(found(dispelOutcome(throwing('drained') as never))).toEqual([{ code: 'unreadable-input', path: 'drained' }]);
  });

  it('an object that contains itself is refused at the cycle', () => {
    const o: Record<string, unknown> = { defenses: [], attack: energy };
    o['self'] = o;
    expect(found(defendRolls([1], o as never))).toEqual([{ code: 'unreadable-input', path: 'options.self' }]);
  });

  it('a list past MAX_LIST_ITEMS is refused as a whole', () => {
    const r = needleBeam(new Array<number>(MAX_LIST_ITEMS + 1).fill(6), { defenses: [], attack: energy });
    expect(found(r)).toEqual([{ code: 'unreadable-input', path: 'rolls' }]);
  });

  it('a flood of mistakes is capped with one too-many-diagnostics', () => {
    const defenses = Array.from({ length: 2000 }, () => ({ points: -1, damageType: 'energy' as const }));
    const r = defendRolls([1], { defenses, attack: energy });
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(r.diagnostics.at(-1)?.code).toBe('too-many-diagnostics');
  });

  it('a __proto__ key is a field like any other, and unknown', () => {
    const o = JSON.parse('{"activePoints": 1, "drained": 0, "__proto__": {"turns": 3}}') as never;
    expect(found(drainSingleUse(o))).toEqual([{ code: 'unknown-field', path: '["__proto__"]' }]);
  });
});
