import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seed003 } from '../../src/rules/source.js';
import {
  DEFAULT_ENERGY_COSTS,
  SIZE_CLASS_ENERGY_COSTS,
  UNPAID_LINES,
  checkAllocation,
  cloakCost,
  cloakTimeline,
  maxSpeedNextTurn,
  type AllocationOptions,
  type AllocationReport,
  type EnergyAllocation,
  type EnergyAvailable,
  type EnergyCosts,
} from '../../src/turn/index.js';
import { codes, failed, ok, where } from './results.js';

const POWER: EnergyAvailable = { warp: 30, impulse: 4, apr: 4, batteries: 2 }; // 40 in all
const SEED_COSTS: EnergyCosts = {
  lifeSupport: DEFAULT_ENERGY_COSTS.lifeSupport.value,
  fireControl: DEFAULT_ENERGY_COSTS.fireControl.value,
  shields: DEFAULT_ENERGY_COSTS.shields.value,
  movementPerHex: 1,
};
const FULL: EnergyAllocation = { lifeSupport: 1, fireControl: 1, shields: 2, movement: 20, weapons: 12, reinforcement: 2, other: 0 };

const check = (allocation: EnergyAllocation, costs: EnergyCosts = SEED_COSTS, available: EnergyAvailable = POWER, options?: AllocationOptions) =>
  checkAllocation(available, allocation, costs, options);

/** The value of a legal allocation (fails the test when it is refused). */
const report = (allocation: EnergyAllocation, costs?: EnergyCosts, available?: EnergyAvailable): AllocationReport => ok(check(allocation, costs, available));

describe('energy allocation (B3.0)', () => {
  it('uses the seed costs for the cruisers: life support 1, fire control 1, shields 2', () => {
    expect([DEFAULT_ENERGY_COSTS.lifeSupport.value, DEFAULT_ENERGY_COSTS.fireControl.value, DEFAULT_ENERGY_COSTS.shields.value]).toEqual([1, 1, 2]);
    expect(DEFAULT_ENERGY_COSTS.shields.source).toEqual(seed003('B3.0 shields'));
  });

  it('sums warp, impulse, APR and batteries, and reports what is left', () => {
    const r = check(FULL);
    expect(ok(r)).toEqual({ available: 40, allocated: 38, remaining: 2, speed: 20, unpaidLines: [], lockOnFailed: false, cloakPaid: false });
    expect(r.diagnostics).toEqual([]);
  });

  it('over-allocation is an error at allocation, citing B3.0, and the allocation has no value', () => {
    expect(failed(check({ ...FULL, weapons: 20 }))).toEqual([
      { severity: 'error', code: 'energy-over-allocated', path: 'allocation', message: '46 allocated, 40 available', source: seed003('B3.0') },
    ]);
  });

  it('no life support: the crew dies (a warning at allocation.lifeSupport: the allocation itself is legal)', () => {
    const r = check({ ...FULL, lifeSupport: 0 });
    expect(ok(r).unpaidLines).toEqual(['lifeSupport']);
    expect(r.diagnostics).toEqual([
      { severity: 'warning', code: 'life-support-unpaid', path: 'allocation.lifeSupport', message: '0 of the 1 it costs: the whole crew dies at once', source: seed003('B3.0 life support') },
    ]);
  });

  it('no fire control: no weapons fire and it counts as a failed lock-on (B3.0, D6.1)', () => {
    const r = check({ ...FULL, fireControl: 0 });
    expect(ok(r).lockOnFailed).toBe(true);
    expect(where(r.diagnostics)).toEqual(['fire-control-unpaid@allocation.fireControl']);
    expect(r.diagnostics[0]!.source!.entry).toContain('D6.1');
  });

  it('unpowered shields are ignored; part of the shield cost is as good as none', () => {
    expect(codes(check({ ...FULL, shields: 0 }))).toEqual(['shields-unpaid']);
    const part = check({ ...FULL, shields: 1 });
    expect(ok(part).unpaidLines).toEqual(['shields']);
    expect(part.diagnostics[0]).toMatchObject({ severity: 'warning', path: 'allocation.shields', message: '1 of the 2 it costs: the shield boxes block no damage this turn' });
  });

  it('lists every problem at once: the error, then each unpaid line in the order of UNPAID_LINES', () => {
    const r = check({ lifeSupport: 0, fireControl: 0, shields: 0, movement: 50, weapons: 0, reinforcement: 0, other: 0 }, { ...SEED_COSTS, movementPerHex: 2 });
    expect(where(failed(r))).toEqual(['energy-over-allocated@allocation', 'life-support-unpaid@allocation.lifeSupport', 'fire-control-unpaid@allocation.fireControl', 'shields-unpaid@allocation.shields']);
    expect(UNPAID_LINES.map((l) => l.code)).toEqual(['life-support-unpaid', 'fire-control-unpaid', 'shields-unpaid']);
  });

  it('speed is the whole hexes the movement line buys at the ship cost per hex', () => {
    expect(report({ ...FULL, movement: 10, weapons: 0 }, { ...SEED_COSTS, movementPerHex: 0.5 }).speed).toBe(20);
    expect(report({ ...FULL, movement: 7, weapons: 0 }, { ...SEED_COSTS, movementPerHex: 2 }).speed).toBe(3);
    // 1/3 of a point per hex: 10 points buy 30 hexes although 10 / (1/3) is 29.999... in binary.
    expect(report({ ...FULL, movement: 10, weapons: 0 }, { ...SEED_COSTS, movementPerHex: 1 / 3 }).speed).toBe(30);
  });

  it('takes the data sheet costs when they differ from the seed defaults', () => {
    const r = check({ ...FULL, lifeSupport: 1, shields: 2 }, { ...SEED_COSTS, lifeSupport: 1.5, shields: 4 });
    expect(ok(r).unpaidLines).toEqual(['lifeSupport', 'shields']);
    expect(codes(r)).toEqual(['life-support-unpaid', 'shields-unpaid']);
  });

  it('offers the full-rules size-class costs as an option only, cited as ours', () => {
    const sc3 = SIZE_CLASS_ENERGY_COSTS.rows.find((row) => row.sizeClass === 3)!;
    expect([sc3.lifeSupport, sc3.shields]).toEqual([1, 2]); // the cruiser row agrees with the seed
    const sc2 = SIZE_CLASS_ENERGY_COSTS.rows.find((row) => row.sizeClass === 2)!;
    expect(report(FULL, { ...SEED_COSTS, lifeSupport: sc2.lifeSupport!, shields: sc2.shields }).unpaidLines).toEqual(['lifeSupport', 'shields']);
    expect(SIZE_CLASS_ENERGY_COSTS.source.book).toBe('spacedock');
  });

  it('refuses malformed input with a diagnostic at each field instead of throwing', () => {
    expect(where(failed(checkAllocation({ ...POWER, warp: -1 }, { ...FULL, weapons: Number.NaN }, { ...SEED_COSTS, movementPerHex: 0 })))).toEqual([
      'invalid-value@available.warp',
      'invalid-value@allocation.weapons',
      'invalid-value@costs.movementPerHex',
    ]);
    expect(failed(check(FULL, { ...SEED_COSTS, movementPerHex: 0 }))[0]!.message).toBe('0 is not a positive number');
    expect(failed(check(FULL, { ...SEED_COSTS, shields: Number.NaN, cloak: -6 }))).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'costs.shields', message: 'NaN is not a number of 0 or more' },
      { severity: 'error', code: 'invalid-value', path: 'costs.cloak', message: '-6 is not a number of 0 or more' },
    ]);
    const { weapons: _, ...noWeapons } = FULL;
    expect(failed(check(noWeapons as EnergyAllocation))).toEqual([{ severity: 'error', code: 'missing-field', path: 'allocation.weapons', message: 'missing (a number of 0 or more)' }]);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (a, b, c, d) => {
        const res = checkAllocation(a as EnergyAvailable, b as EnergyAllocation, c as EnergyCosts, d as AllocationOptions);
        if (!res.ok) expect(res.diagnostics.some((x) => x.severity === 'error' && typeof x.path === 'string')).toBe(true);
      }),
    );
  });

  it('never reports negative remaining power, and remaining + allocated is what is available', () => {
    const amount = fc.integer({ min: 0, max: 60 });
    fc.assert(
      fc.property(
        fc.record({ warp: amount, impulse: amount, apr: amount, batteries: amount }),
        fc.record({ lifeSupport: amount, fireControl: amount, shields: amount, movement: fc.integer({ min: 0, max: 31 }), weapons: amount, reinforcement: amount, other: amount }),
        (available, allocation) => {
          const r = check(allocation, SEED_COSTS, available);
          const used = Object.values(allocation).reduce((x, y) => x + y, 0);
          const power = Object.values(available).reduce((x, y) => x + y, 0);
          expect(r.ok).toBe(used <= power);
          if (r.ok) {
            expect(r.value.remaining).toBeGreaterThanOrEqual(0);
            expect(r.value.remaining + r.value.allocated).toBe(r.value.available);
          } else expect(codes(r)[0]).toBe('energy-over-allocated');
        },
      ),
    );
  });
});

describe('speed (B3.0 movement)', () => {
  const fast = (movement: number, options?: AllocationOptions) => check({ ...FULL, movement, weapons: 0 }, SEED_COSTS, { warp: 60, impulse: 0, apr: 0, batteries: 0 }, options);

  it('a movement line that buys speed 31 is legal; 32 and more is speed-too-high at allocation.movement, citing B3.0', () => {
    expect(ok(fast(31)).speed).toBe(31);
    for (const movement of [32, 36]) {
      expect(failed(fast(movement))).toEqual([
        { severity: 'error', code: 'speed-too-high', path: 'allocation.movement', message: `${movement} buys speed ${movement}; a ship goes at most speed 31`, source: seed003('B3.0 movement') },
      ]);
    }
    // What counts is the speed bought, not the energy: 40 points at 2 a hex is speed 20.
    expect(ok(check({ ...FULL, movement: 32, weapons: 0 }, { ...SEED_COSTS, movementPerHex: 2 })).speed).toBe(16);
  });

  it('with a previous speed, the speed bought keeps to the speed-change rule: the limit maxSpeedNextTurn gives', () => {
    expect(ok(fast(18, { previousSpeed: 8 })).speed).toBe(18);
    expect(failed(fast(19, { previousSpeed: 8 }))).toEqual([
      {
        severity: 'error',
        code: 'speed-change-too-large',
        path: 'allocation.movement',
        message: '19 buys speed 19; after speed 8 the most is 18 (twice the speed, or 10 more, whichever is greater)',
        source: seed003('B3.0 movement'),
      },
    ]);
    // Slowing down is never limited.
    expect(ok(fast(0, { previousSpeed: 31 })).speed).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 0, max: 31 }), (previous, speed) => {
        expect(fast(speed, { previousSpeed: previous }).ok).toBe(speed <= ok(maxSpeedNextTurn(previous)));
      }),
    );
  });

  it('speed-too-high is reported alone when the speed is past 31 (past any change limit too)', () => {
    expect(where(failed(fast(33, { previousSpeed: 2 })))).toEqual(['speed-too-high@allocation.movement']);
  });

  it('the previous speed is checked as a ship speed, at options.previousSpeed; other options are unknown fields', () => {
    expect(failed(fast(10, { previousSpeed: 32 }))).toEqual([
      { severity: 'error', code: 'speed-too-high', path: 'options.previousSpeed', message: 'speed 32 is faster than a ship may go (31)', source: seed003('B3.0 movement') },
    ]);
    expect(where(failed(fast(10, { previousSpeed: -1 })))).toEqual(['invalid-value@options.previousSpeed']);
    expect(where(failed(fast(10, { previous: 8 } as never)))).toEqual(['unknown-field@options.previous']);
    expect(where(failed(fast(10, null as never)))).toEqual(['invalid-value@options']);
    expect(ok(fast(10, {})).speed).toBe(10);
  });
});

describe('the cloak line (G13.0)', () => {
  const eagle: EnergyCosts = { ...SEED_COSTS, cloak: ok(cloakCost('war-eagle')) };

  it('costs 6 on the War Eagle and 20 on the KR', () => {
    expect(ok(cloakCost('war-eagle'))).toBe(6);
    expect(ok(cloakCost('kr'))).toBe(20);
  });

  it('a paid cloak may be activated this turn', () => {
    const r = check({ ...FULL, weapons: 6, cloak: 6 }, eagle);
    expect(ok(r).cloakPaid).toBe(true);
    expect(r.diagnostics).toEqual([]);
  });

  it('a part-paid cloak cannot be activated, and a warning at allocation.cloak says so', () => {
    const r = check({ ...FULL, weapons: 6, cloak: 5 }, eagle);
    expect(ok(r).cloakPaid).toBe(false);
    expect(r.diagnostics).toEqual([
      { severity: 'warning', code: 'cloak-underpaid', path: 'allocation.cloak', message: '5 of the 6 the cloak costs: it cannot be turned on this turn', source: seed003('G13.0') },
    ]);
  });

  it('no cloak line on a cloaking ship is a choice, not a warning; a cloak line on a ship without a cloak is one', () => {
    const none = check(FULL, eagle);
    expect(ok(none).cloakPaid).toBe(false);
    expect(none.diagnostics).toEqual([]);
    const stray = check({ ...FULL, weapons: 0, cloak: 6 });
    expect(ok(stray).cloakPaid).toBe(false);
    expect(stray.diagnostics).toMatchObject([{ severity: 'warning', code: 'cloak-line-without-cloak', path: 'allocation.cloak', source: { book: 'spacedock' } }]);
  });

  it('feeds the cloak timeline: an unpaid cloak refuses a cloak announcement', () => {
    const paid = report({ ...FULL, weapons: 6, cloak: 6 }, eagle).cloakPaid;
    const unpaid = report(FULL, eagle).cloakPaid;
    const turn = (energyPaid: boolean) => cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid, announcements: [{ action: 'cloak', impulse: 5 }] });
    expect(turn(paid).ok).toBe(true);
    expect(codes(turn(unpaid))).toEqual(['cloak-not-paid']);
  });
});
