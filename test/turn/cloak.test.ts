import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seed003 } from '../../src/rules/source.js';
import {
  CLOAK_COSTS,
  CLOAK_RULES,
  MOVEMENT_RULES,
  cloakAt,
  cloakCost,
  cloakTimeline,
  rangeToCloakShip,
  type CloakAnnouncement,
  type CloakCarry,
  type CloakTimeline,
  type CloakTurn,
} from '../../src/turn/index.js';
import { failed, ok, where } from './results.js';

const UNCLOAKED: CloakCarry = { state: 'uncloaked' };
const CLOAKED: CloakCarry = { state: 'cloaked' };

/** The timeline of a valid turn (fails the test when the turn is refused). */
function timeline(turn: CloakTurn): CloakTimeline {
  const t = cloakTimeline(turn);
  expect(t.diagnostics).toEqual([]);
  return ok(t);
}

/** Impulses a..b (inclusive) of a timeline, as one field. */
const span = <K extends 'state' | 'rangeAdjustment' | 'othersHoldLockOn' | 'mayFire' | 'fadeStep'>(t: CloakTimeline, a: number, b: number, k: K) =>
  t.impulses.slice(a - 1, b).map((i) => i[k]);

/** The codes of a turn's diagnostics, each with its path: `cloak-not-paid@announcements[0]`. */
const diagnosed = (turn: CloakTurn): string[] => where(cloakTimeline(turn).diagnostics);

describe('cloak costs and constants', () => {
  it.each([
    ['war-eagle', 6],
    ['kr', 20],
  ] as const)('G13.0: the full-scale %s pays %i energy a turn for its cloak', (ship, energy) => {
    expect(ok(cloakCost(ship))).toBe(energy);
    expect(CLOAK_COSTS[ship].source).toEqual(seed003('G13.0'));
  });

  it('G13.0/B3.0: four-impulse fades, +5 fully cloaked, one activation, 32 impulses; frozen', () => {
    expect(CLOAK_RULES.fadeImpulses.value).toBe(4);
    expect(CLOAK_RULES.fullyCloakedRangeAdjustment.value).toBe(5);
    expect(CLOAK_RULES.activationsPerTurn.value).toBe(1);
    expect(CLOAK_RULES.impulsesPerTurn).toEqual({ value: 32, source: seed003('B3.0 movement') });
    expect(CLOAK_RULES.impulsesPerTurn).toBe(MOVEMENT_RULES.impulsesPerTurn); // one turn length for the whole library
    expect(Object.isFrozen(CLOAK_RULES.fadeImpulses)).toBe(true);
    expect(Object.isFrozen(CLOAK_COSTS.kr)).toBe(true);
  });
});

describe('G13.0 cloaking during the turn', () => {
  const t = timeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 10 }] });

  it('G13.0: a ship that paid need not cloak at the start of the turn', () => {
    expect(new Set(span(t, 1, 9, 'state'))).toEqual(new Set(['uncloaked']));
    expect(span(t, 1, 9, 'mayFire').every(Boolean)).toBe(true);
    expect(span(t, 1, 9, 'rangeAdjustment').every((a) => a === 0)).toBe(true);
  });

  it('G13.0: the fade-out lasts four impulses counting the announcement, adding 1, 2, 3, 4', () => {
    expect(span(t, 10, 13, 'state')).toEqual(['fading-out', 'fading-out', 'fading-out', 'fading-out']);
    expect(span(t, 10, 13, 'fadeStep')).toEqual([1, 2, 3, 4]);
    expect(span(t, 10, 13, 'rangeAdjustment')).toEqual([1, 2, 3, 4]);
  });

  it('G13.0: other ships keep their lock-on while the ship fades out', () => {
    expect(span(t, 10, 13, 'othersHoldLockOn').every(Boolean)).toBe(true);
  });

  it('G13.0: after the fade-out the ship is cloaked: +5 and lock-ons lost', () => {
    expect(new Set(span(t, 14, 32, 'state'))).toEqual(new Set(['cloaked']));
    expect(new Set(span(t, 14, 32, 'rangeAdjustment'))).toEqual(new Set([5]));
    expect(span(t, 14, 32, 'othersHoldLockOn').some(Boolean)).toBe(false);
    expect(t.endOfTurn).toEqual(CLOAKED);
    expect(t.activated).toBe(true);
  });

  it('G13.0: from the announcement to the end of the turn the ship is under the cloak restrictions', () => {
    expect(span(t, 10, 32, 'mayFire').some(Boolean)).toBe(false);
    expect(diagnosed({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 10 }, { action: 'uncloak', impulse: 20 }] })).toEqual([
      'uncloak-not-begun-cloaked@announcements[1]',
    ]);
    expect(diagnosed({ previousTurn: CLOAKED, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 2 }, { action: 'cloak', impulse: 10 }, { action: 'uncloak', impulse: 20 }] })).toEqual([
      'uncloak-after-cloaking@announcements[2]',
    ]);
  });

  it('G13.0: the cloak may be turned on only once a turn', () => {
    const turn: CloakTurn = {
      previousTurn: CLOAKED,
      energyPaid: true,
      announcements: [
        { action: 'uncloak', impulse: 1 },
        { action: 'cloak', impulse: 8 },
        { action: 'cloak', impulse: 20 },
      ],
    };
    expect(failed(cloakTimeline(turn))).toEqual([
      { severity: 'error', code: 'cloak-second-activation', path: 'announcements[2]', message: 'cloak on impulse 20, after turning it on at impulse 8', source: seed003('G13.0 cloaking during the turn') },
    ]);
  });

  it('G13.0 (our reading): a ship that began cloaked may uncloak, then cloak once, in one turn', () => {
    const u = timeline({ previousTurn: CLOAKED, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 1 }, { action: 'cloak', impulse: 8 }] });
    expect(span(u, 1, 12, 'state')).toEqual([...Array(4).fill('fading-in'), ...Array(3).fill('uncloaked'), ...Array(4).fill('fading-out'), 'cloaked']);
    expect(u.activated).toBe(true);
  });

  it('G13.0: cloaking needs the energy paid at Energy Allocation', () => {
    const r = cloakTimeline({ previousTurn: UNCLOAKED, energyPaid: false, announcements: [{ action: 'cloak', impulse: 5 }] });
    expect(r).toEqual({
      ok: false,
      diagnostics: [
        { severity: 'error', code: 'cloak-not-paid', path: 'announcements[0]', message: "cloak on impulse 5, but this turn's Energy Allocation did not pay for the cloak", source: seed003('G13.0 when using these rules') },
      ],
    });
  });

  it('G13.0: a cloak is announced only by a fully uncloaked ship', () => {
    expect(diagnosed({ previousTurn: CLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 3 }] })).toEqual(['cloak-while-not-uncloaked@announcements[0]']);
    expect(diagnosed({ previousTurn: CLOAKED, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 3 }, { action: 'cloak', impulse: 6 }] })).toEqual([
      'cloak-while-not-uncloaked@announcements[1]',
    ]);
  });

  it('G13.0: a paid ship that never announces stays uncloaked all turn', () => {
    const u = timeline({ previousTurn: UNCLOAKED, energyPaid: true });
    expect(u.impulses.every((i) => i.state === 'uncloaked' && i.mayFire)).toBe(true);
    expect(u.activated).toBe(false);
    expect(u.endOfTurn).toEqual(UNCLOAKED);
  });
});

describe('G13.0 uncloaking during the turn', () => {
  const t = timeline({ previousTurn: CLOAKED, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 17 }] });

  it('G13.0: a ship that begins the turn cloaked (and paid) stays cloaked until it announces', () => {
    expect(new Set(span(t, 1, 16, 'state'))).toEqual(new Set(['cloaked']));
    expect(new Set(span(t, 1, 16, 'rangeAdjustment'))).toEqual(new Set([5]));
  });

  it('G13.0: the fade-in lasts four impulses counting the announcement, adding 4, 3, 2, 1', () => {
    expect(span(t, 17, 20, 'state')).toEqual(['fading-in', 'fading-in', 'fading-in', 'fading-in']);
    expect(span(t, 17, 20, 'rangeAdjustment')).toEqual([4, 3, 2, 1]);
  });

  it('G13.0: other ships obtain a lock-on when the uncloak is announced', () => {
    expect(span(t, 16, 17, 'othersHoldLockOn')).toEqual([false, true]);
    expect(span(t, 17, 32, 'othersHoldLockOn').every(Boolean)).toBe(true);
  });

  it('G13.0: during the fade-in the ship is under the cloak restrictions; after it, it may fire', () => {
    expect(span(t, 17, 20, 'mayFire').some(Boolean)).toBe(false);
    expect(span(t, 21, 32, 'mayFire').every(Boolean)).toBe(true);
    expect(span(t, 21, 32, 'rangeAdjustment').every((a) => a === 0)).toBe(true);
    expect(t.endOfTurn).toEqual(UNCLOAKED);
  });

  it('G13.0: only a ship that began the turn cloaked can uncloak', () => {
    expect(diagnosed({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 4 }] })).toEqual(['uncloak-not-begun-cloaked@announcements[0]']);
  });

  it('G13.0: an uncloak is announced only by a fully cloaked ship', () => {
    expect(diagnosed({ previousTurn: { state: 'fading-out', impulsesDone: 1 }, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 2 }] })).toEqual([
      'uncloak-while-not-cloaked@announcements[0]',
    ]);
    expect(diagnosed({ previousTurn: CLOAKED, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 2 }, { action: 'uncloak', impulse: 4 }] })).toEqual([
      'uncloak-while-not-cloaked@announcements[1]',
    ]);
  });

  it('G13.0: no ship fires while cloaked, cloaking or uncloaking', () => {
    const c = timeline({ previousTurn: CLOAKED, energyPaid: true });
    expect(c.impulses.some((i) => i.mayFire)).toBe(false);
  });
});

describe('G13.0 turn boundaries (when using these rules)', () => {
  it('G13.0: an uncloaked ship that pays and cloaks at once fades out on impulses 1-4', () => {
    const t = timeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 1 }] });
    expect(span(t, 1, 5, 'state')).toEqual(['fading-out', 'fading-out', 'fading-out', 'fading-out', 'cloaked']);
    expect(span(t, 1, 5, 'rangeAdjustment')).toEqual([1, 2, 3, 4, 5]);
    expect(span(t, 1, 32, 'mayFire').some(Boolean)).toBe(false);
  });

  it('G13.0: a cloaked ship that does not pay fades in on impulses 1-4', () => {
    const t = timeline({ previousTurn: CLOAKED, energyPaid: false });
    expect(span(t, 1, 5, 'state')).toEqual(['fading-in', 'fading-in', 'fading-in', 'fading-in', 'uncloaked']);
    expect(span(t, 1, 5, 'rangeAdjustment')).toEqual([4, 3, 2, 1, 0]);
    expect(span(t, 1, 4, 'othersHoldLockOn').every(Boolean)).toBe(true);
    expect(span(t, 1, 4, 'mayFire').some(Boolean)).toBe(false);
    expect(span(t, 5, 32, 'mayFire').every(Boolean)).toBe(true);
    expect(ok(cloakAt(t, 1)).rangeAdjustment).toBe(4);
    expect(t.activated).toBe(false);
  });

  it('G13.0: the unpaid ship may not cloak again, nor announce its forced fade-in', () => {
    expect(diagnosed({ previousTurn: CLOAKED, energyPaid: false, announcements: [{ action: 'cloak', impulse: 10 }] })).toEqual(['cloak-not-paid@announcements[0]']);
    expect(diagnosed({ previousTurn: CLOAKED, energyPaid: false, announcements: [{ action: 'uncloak', impulse: 1 }] })).toEqual(['uncloak-not-begun-cloaked@announcements[0]']);
  });

  it('G13.0 (our reading): a fade-out unfinished at the end of a turn goes on into the next', () => {
    const first = timeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 31 }] });
    expect(span(first, 31, 32, 'fadeStep')).toEqual([1, 2]);
    expect(first.endOfTurn).toEqual({ state: 'fading-out', impulsesDone: 2 });
    const next = timeline({ previousTurn: first.endOfTurn, energyPaid: true });
    expect(span(next, 1, 3, 'rangeAdjustment')).toEqual([3, 4, 5]);
    expect(span(next, 1, 3, 'state')).toEqual(['fading-out', 'fading-out', 'cloaked']);
  });

  it('G13.0 (our reading): a ship fading out at the turn end that does not pay fades in on 1-4', () => {
    const t = timeline({ previousTurn: { state: 'fading-out', impulsesDone: 3 }, energyPaid: false });
    expect(span(t, 1, 5, 'rangeAdjustment')).toEqual([4, 3, 2, 1, 0]);
  });

  it('G13.0 (our reading): a fade-in unfinished at the end of a turn goes on, paid or not', () => {
    const first = timeline({ previousTurn: CLOAKED, energyPaid: true, announcements: [{ action: 'uncloak', impulse: 30 }] });
    expect(first.endOfTurn).toEqual({ state: 'fading-in', impulsesDone: 3 });
    for (const energyPaid of [true, false]) {
      const next = timeline({ previousTurn: first.endOfTurn, energyPaid });
      expect(span(next, 1, 2, 'rangeAdjustment')).toEqual([1, 0]);
      expect(span(next, 1, 2, 'mayFire')).toEqual([false, true]);
    }
  });

  it('G13.0: a fade that ends on impulse 32 leaves the ship fully cloaked for the next turn', () => {
    const t = timeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 29 }] });
    expect(t.endOfTurn).toEqual(CLOAKED);
  });
});

describe('invalid cloak events', () => {
  it.each([
    ['B3.0: impulse 0', [{ action: 'cloak', impulse: 0 }], ['invalid-value@announcements[0].impulse']],
    ['B3.0: impulse 33', [{ action: 'cloak', impulse: 33 }], ['invalid-value@announcements[0].impulse']],
    ['B3.0: impulse 1.5', [{ action: 'cloak', impulse: 1.5 }], ['invalid-value@announcements[0].impulse']],
    ['G13.0: two announcements on one impulse', [{ action: 'cloak', impulse: 4 }, { action: 'cloak', impulse: 4 }], ['cloak-announced-twice@announcements[1]']],
    ['G13.0: an unknown action', [{ action: 'vanish', impulse: 4 }], ['invalid-value@announcements[0].action']],
    ['G13.0: every problem is reported', [{ action: 'cloak', impulse: 0 }, { action: 'uncloak', impulse: 3 }], ['invalid-value@announcements[0].impulse', 'uncloak-not-begun-cloaked@announcements[1]']],
  ])('%s is refused', (_name, announcements, expected) => {
    expect(diagnosed({ previousTurn: UNCLOAKED, energyPaid: true, announcements: announcements as CloakAnnouncement[] })).toEqual(expected);
  });

  it('an impulse outside 1..32 cites the turn length (B3.0); the same impulse twice cites G13.0 and names the first', () => {
    expect(failed(cloakTimeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 33 }] }))).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'announcements[0].impulse', message: '33 is not a whole number from 1 to 32', source: seed003('B3.0 movement') },
    ]);
    expect(failed(cloakTimeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 4 }, { action: 'uncloak', impulse: 4 }] }))).toEqual([
      { severity: 'error', code: 'cloak-announced-twice', path: 'announcements[1]', message: 'a second announcement on impulse 4 (the first is announcements[0])', source: seed003('G13.0 cloaking during the turn') },
    ]);
  });

  it.each([
    ['a null turn', null, ['invalid-value@']],
    ['a turn without energyPaid', { previousTurn: UNCLOAKED }, ['missing-field@energyPaid']],
    ['an unknown previous state', { previousTurn: { state: 'hidden' }, energyPaid: true }, ['invalid-value@previousTurn.state']],
    ['a carried fade with 4 impulses done', { previousTurn: { state: 'fading-out', impulsesDone: 4 }, energyPaid: true }, ['invalid-value@previousTurn.impulsesDone']],
    ['a carried fade with 0 impulses done', { previousTurn: { state: 'fading-in', impulsesDone: 0 }, energyPaid: true }, ['invalid-value@previousTurn.impulsesDone']],
    ['a carried fade without impulses done', { previousTurn: { state: 'fading-in' }, energyPaid: true }, ['missing-field@previousTurn.impulsesDone']],
    ['impulses done on a ship that is not fading', { previousTurn: { state: 'cloaked', impulsesDone: 2 }, energyPaid: true }, ['invalid-value@previousTurn.impulsesDone']],
    ['announcements that are not a list', { previousTurn: UNCLOAKED, energyPaid: true, announcements: 'cloak' }, ['invalid-value@announcements']],
  ])('G13.0: %s is refused at its path without throwing', (_name, turn, expected) => {
    expect(diagnosed(turn as unknown as CloakTurn)).toEqual(expected);
  });

  it('a carried fade with the wrong count cites G13.0', () => {
    expect(failed(cloakTimeline({ previousTurn: { state: 'fading-out', impulsesDone: 4 as never }, energyPaid: true }))[0]).toEqual({
      severity: 'error',
      code: 'invalid-value',
      path: 'previousTurn.impulsesDone',
      message: '4 is not a whole number from 1 to 3',
      source: seed003('G13.0 cloaking during the turn'),
    });
  });
});

describe('range to a cloak-equipped ship', () => {
  it('D6.123/G13.0: fully cloaked doubles the true range (lock-on lost) and adds 5', () => {
    const t = timeline({ previousTurn: CLOAKED, energyPaid: true });
    expect(ok(rangeToCloakShip(t.impulses[0]!, { trueRange: 3, lockedOn: true, scannerAdjustment: 0 }))).toBe(11);
  });

  it('D6.21/G13.0: fading out keeps the lock-on: range + scanner + fade step', () => {
    const t = timeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: 1 }] });
    expect(t.impulses.slice(0, 5).map((i) => ok(rangeToCloakShip(i, { trueRange: 3, lockedOn: true, scannerAdjustment: 3 })))).toEqual([7, 8, 9, 10, 14]);
  });

  it('D6.123: a firer that failed its own roll doubles the range even at a fading target', () => {
    const t = timeline({ previousTurn: CLOAKED, energyPaid: false });
    expect(ok(rangeToCloakShip(t.impulses[0]!, { trueRange: 3, lockedOn: false }))).toBe(10);
  });
});

describe('cloak properties', () => {
  const carryArb: fc.Arbitrary<CloakCarry> = fc.oneof(
    fc.constant(UNCLOAKED),
    fc.constant(CLOAKED),
    fc.record({ state: fc.constantFrom('fading-out' as const, 'fading-in' as const), impulsesDone: fc.constantFrom(1 as const, 2 as const, 3 as const) }),
  );
  const announcementArb: fc.Arbitrary<CloakAnnouncement> = fc.record({
    action: fc.constantFrom('cloak' as const, 'uncloak' as const),
    impulse: fc.integer({ min: 1, max: 32 }),
  });
  const turnArb: fc.Arbitrary<CloakTurn> = fc.record({
    previousTurn: carryArb,
    energyPaid: fc.boolean(),
    announcements: fc.array(announcementArb, { maxLength: 4 }),
  });

  it('G13.0 property: the adjustment over a fade-out is 1, 2, 3, 4, then 5 to the end of the turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), (a) => {
        const t = timeline({ previousTurn: UNCLOAKED, energyPaid: true, announcements: [{ action: 'cloak', impulse: a }] });
        expect(span(t, a, a + 4, 'rangeAdjustment')).toEqual([1, 2, 3, 4, 5]);
        expect(span(t, a + 4, 32, 'rangeAdjustment').every((x) => x === 5)).toBe(true);
        expect(span(t, 1, a - 1, 'rangeAdjustment').every((x) => x === 0)).toBe(true);
      }),
    );
  });

  it('G13.0 property: a ship never fires on an impulse where it is cloaked, cloaking or uncloaking', () => {
    let valid = 0;
    fc.assert(
      fc.property(turnArb, (turn) => {
        const r = cloakTimeline(turn);
        if (!r.ok) return;
        const t = r.value;
        valid++;
        expect(t.impulses.map((i) => i.impulse)).toEqual(Array.from({ length: 32 }, (_, k) => k + 1));
        for (const i of t.impulses) {
          expect(i.mayFire).toBe(i.state === 'uncloaked');
          expect(i.othersHoldLockOn).toBe(i.state !== 'cloaked');
          expect(i.rangeAdjustment).toBe(i.state === 'uncloaked' ? 0 : i.state === 'cloaked' ? 5 : i.state === 'fading-out' ? i.fadeStep : 5 - i.fadeStep!);
        }
      }),
      { numRuns: 2000 },
    );
    expect(valid).toBeGreaterThan(100);
  });

  it('G13.0 property: at most one activation a turn, and only with the energy paid', () => {
    fc.assert(
      fc.property(turnArb, (turn) => {
        const t = cloakTimeline(turn);
        const cloaks = (turn.announcements ?? []).filter((a) => a.action === 'cloak').length;
        if (cloaks > 1) expect(t.ok).toBe(false);
        if (cloaks > 0 && !turn.energyPaid) expect(t.ok).toBe(false);
        if (t.ok) expect(t.value.activated).toBe(cloaks === 1);
      }),
      { numRuns: 2000 },
    );
  });

  it('G13.0 property: fades step one impulse at a time, across turn boundaries too', () => {
    fc.assert(
      fc.property(turnArb, fc.boolean(), (turn, paidNext) => {
        const t = cloakTimeline(turn);
        if (!t.ok) return;
        const next = ok(cloakTimeline({ previousTurn: t.value.endOfTurn, energyPaid: paidNext }));
        const all = [...t.value.impulses, ...next.impulses];
        for (let k = 1; k < all.length; k++) {
          const prev = all[k - 1]!;
          const cur = all[k]!;
          if (cur.fadeStep !== null && cur.fadeStep > 1) expect(prev).toMatchObject({ state: cur.state, fadeStep: cur.fadeStep - 1 });
          if (prev.state === 'cloaked' && cur.state !== 'cloaked') expect(cur.fadeStep).toBe(1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('G13.0 property: cloakTimeline never throws on garbage, and a refusal is an error at a path', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = cloakTimeline(x as CloakTurn);
        if (!r.ok) expect(r.diagnostics.some((d) => d.severity === 'error' && typeof d.path === 'string')).toBe(true);
      }),
    );
  });

  it('G13.0 property: every rule diagnostic points at an announcement and cites G13.0', () => {
    fc.assert(
      fc.property(turnArb, (turn) => {
        for (const d of cloakTimeline(turn).diagnostics) {
          expect(d.path).toMatch(/^announcements\[\d+\]$/);
          expect(d.source?.entry).toMatch(/^G13\.0/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('input (sensors-cloak.md §7)', () => {
  it('G13.0: a bad turn names each field it could not use; the good announcements are still replayed', () => {
    const r = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 3 }, 'x', { action: 'cloak', impulse: NaN }], extra: 1 } as never);
    expect(where(failed(r))).toEqual(['unknown-field@extra', 'invalid-value@announcements[1]', 'invalid-value@announcements[2].impulse']);
    // Without the unknown field the turn is replayed: the announcement on impulse 3 is fine, the others are left out.
    const replayed = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 3 }, 'x', { action: 'uncloak', impulse: 9 }] } as never);
    expect(where(failed(replayed))).toEqual(['invalid-value@announcements[1]', 'uncloak-not-begun-cloaked@announcements[2]']);
    const getter = Object.defineProperty({ previousTurn: UNCLOAKED }, 'energyPaid', {
      enumerable: true,
      get: () => {
        throw new Error('no');
      },
    });
    expect(where(failed(cloakTimeline(getter as never)))).toEqual(['unreadable-input@energyPaid']);
  });

  it('cloakAt gives the entry of an impulse; an impulse outside 1..32 or something that is not a timeline is refused at its path', () => {
    const good = ok(cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true }));
    expect(ok(cloakAt(good, 32))).toEqual({ impulse: 32, state: 'uncloaked', fadeStep: null, rangeAdjustment: 0, othersHoldLockOn: true, mayFire: true });
    for (const impulse of [0, 33, 1.5]) expect(failed(cloakAt(good, impulse))).toMatchObject([{ code: 'invalid-value', path: 'impulse', source: seed003('B3.0 movement') }]);
    const refused = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: false, announcements: [{ action: 'cloak', impulse: 2 }] });
    // A whole result passed for its value is named as such, failed or not.
    expect(failed(cloakAt(refused as never, 1))).toEqual([{ severity: 'error', code: 'invalid-value', path: 'timeline', message: 'a result of cloakTimeline that failed, not a timeline: pass its value' }]);
    expect(failed(cloakAt(cloakTimeline({ previousTurn: UNCLOAKED, energyPaid: true }) as never, 1))[0]!.message).toBe('a result of cloakTimeline, not a timeline: pass its value');
    expect(where(failed(cloakAt({ impulses: good.impulses.slice(1), extra: 1 } as never, 1)))).toEqual(['unknown-field@timeline.extra', 'invalid-value@timeline.impulses']);
    expect(where(failed(cloakAt(null as never, 1)))).toEqual(['invalid-value@timeline']);
    expect(where(failed(cloakAt({ ...good, impulses: [...good.impulses].reverse() }, 1)))).toEqual(['invalid-value@timeline.impulses[0]']);
  });

  it('cloakCost refuses a ship CLOAK_COSTS does not list, at the whole input', () => {
    expect(failed(cloakCost('__proto__' as never))).toEqual([{ severity: 'error', code: 'invalid-value', path: '', message: `"__proto__" is not a ship of CLOAK_COSTS ('war-eagle', 'kr')` }]);
  });

  it('D6.123/G13.0: rangeToCloakShip refuses missing or odd fields at their path instead of reading them as no lock-on', () => {
    expect(where(failed(rangeToCloakShip(null as never, { trueRange: 3, lockedOn: true })))).toEqual(['invalid-value@target']);
    expect(where(failed(rangeToCloakShip({ othersHoldLockOn: true, rangeAdjustment: Infinity } as never, { trueRange: 3, lockedOn: true })))).toEqual(['invalid-value@target.rangeAdjustment']);
    expect(where(failed(rangeToCloakShip({ rangeAdjustment: 5, cloaked: true } as never, { trueRange: -3, firerLockedOn: true } as never)))).toEqual([
      'unknown-field@target.cloaked',
      'unknown-field@firer.firerLockedOn',
      'missing-field@target.othersHoldLockOn',
      'invalid-value@firer.trueRange',
      'missing-field@firer.lockedOn',
    ]);
  });
});
