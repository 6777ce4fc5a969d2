import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENERGY_COSTS,
  SIZE_CLASS_ENERGY_COSTS,
  checkAllocation,
  cloakCost,
  cloakTimeline,
  type AllocationReport,
  type EnergyAllocation,
  type EnergyAvailable,
  type EnergyCosts,
} from '../../src/turn/index.js';

const POWER: EnergyAvailable = { warp: 30, impulse: 4, apr: 4, batteries: 2 }; // 40 in all
const SEED_COSTS: EnergyCosts = {
  lifeSupport: DEFAULT_ENERGY_COSTS.lifeSupport.value,
  fireControl: DEFAULT_ENERGY_COSTS.fireControl.value,
  shields: DEFAULT_ENERGY_COSTS.shields.value,
  movementPerHex: 1,
};
const FULL: EnergyAllocation = { lifeSupport: 1, fireControl: 1, shields: 2, movement: 20, weapons: 12, reinforcement: 2, other: 0 };

function report(allocation: EnergyAllocation, costs: EnergyCosts = SEED_COSTS, available: EnergyAvailable = POWER): AllocationReport {
  const r = checkAllocation(available, allocation, costs);
  if (!r.ok) throw new Error(`refused: ${r.reasons.join('; ')}`);
  return r.value;
}

const kinds = (r: AllocationReport): string[] => r.consequences.map((c) => c.kind);

describe('energy allocation (B3.0)', () => {
  it('uses the seed costs for the cruisers: life support 1, fire control 1, shields 2', () => {
    expect([DEFAULT_ENERGY_COSTS.lifeSupport.value, DEFAULT_ENERGY_COSTS.fireControl.value, DEFAULT_ENERGY_COSTS.shields.value]).toEqual([1, 1, 2]);
    expect(DEFAULT_ENERGY_COSTS.shields.source.entry).toMatch(/^B3\.0/);
  });

  it('sums warp, impulse, APR and batteries, and reports what is left', () => {
    const r = report(FULL);
    expect(r).toMatchObject({ legal: true, available: 40, allocated: 38, remaining: 2, speed: 20, lockOnFailed: false, cloakPaid: false });
    expect(r.consequences).toEqual([]);
  });

  it('over-allocation is an error, and the remaining power is 0 rather than negative', () => {
    const r = report({ ...FULL, weapons: 20 });
    expect(r.legal).toBe(false);
    expect(r.remaining).toBe(0);
    expect(r.allocated).toBe(46);
    expect(r.consequences[0]).toMatchObject({ kind: 'over-allocated', severity: 'error' });
  });

  it('no life support: the crew dies (a warning: the allocation itself is legal)', () => {
    const r = report({ ...FULL, lifeSupport: 0 });
    expect(r.legal).toBe(true);
    expect(kinds(r)).toEqual(['crew-dies']);
  });

  it('no fire control: no weapons fire and it counts as a failed lock-on (B3.0, D6.1)', () => {
    const r = report({ ...FULL, fireControl: 0 });
    expect(r.lockOnFailed).toBe(true);
    expect(kinds(r)).toEqual(['no-weapons-fire']);
    expect(r.consequences[0]!.source.entry).toContain('D6.1');
  });

  it('unpowered shields are ignored; part of the shield cost is as good as none', () => {
    expect(kinds(report({ ...FULL, shields: 0 }))).toEqual(['shields-down']);
    expect(kinds(report({ ...FULL, shields: 1 }))).toEqual(['shields-down']);
  });

  it('lists every consequence at once', () => {
    const r = report({ lifeSupport: 0, fireControl: 0, shields: 0, movement: 50, weapons: 0, reinforcement: 0, other: 0 });
    expect(kinds(r)).toEqual(['over-allocated', 'crew-dies', 'no-weapons-fire', 'shields-down']);
  });

  it('speed is the whole hexes the movement line buys at the ship cost per hex', () => {
    expect(report({ ...FULL, movement: 10, weapons: 0 }, { ...SEED_COSTS, movementPerHex: 0.5 }).speed).toBe(20);
    expect(report({ ...FULL, movement: 7, weapons: 0 }, { ...SEED_COSTS, movementPerHex: 2 }).speed).toBe(3);
    // 1/3 of a point per hex: 10 points buy 30 hexes although 10 / (1/3) is 29.999... in binary.
    expect(report({ ...FULL, movement: 10, weapons: 0 }, { ...SEED_COSTS, movementPerHex: 1 / 3 }).speed).toBe(30);
  });

  it('takes the data sheet costs when they differ from the seed defaults', () => {
    const r = report({ ...FULL, lifeSupport: 1, shields: 2 }, { ...SEED_COSTS, lifeSupport: 1.5, shields: 4 });
    expect(kinds(r)).toEqual(['crew-dies', 'shields-down']);
  });

  it('offers the full-rules size-class costs as an option only', () => {
    const sc3 = SIZE_CLASS_ENERGY_COSTS.rows.find((row) => row.sizeClass === 3)!;
    expect([sc3.lifeSupport, sc3.shields]).toEqual([1, 2]); // the cruiser row agrees with the seed
    const sc2 = SIZE_CLASS_ENERGY_COSTS.rows.find((row) => row.sizeClass === 2)!;
    expect(kinds(report(FULL, { ...SEED_COSTS, lifeSupport: sc2.lifeSupport!, shields: sc2.shields }))).toEqual(['crew-dies', 'shields-down']);
    expect(SIZE_CLASS_ENERGY_COSTS.source.file).toBe('spacedock');
  });

  it('refuses malformed input with reasons instead of throwing', () => {
    const r = checkAllocation({ ...POWER, warp: -1 }, { ...FULL, weapons: Number.NaN }, { ...SEED_COSTS, movementPerHex: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reasons.join('\n')).toMatch(/available\.warp[\s\S]*allocation\.weapons/);
    expect(checkAllocation(POWER, FULL, { ...SEED_COSTS, movementPerHex: 0 }).ok).toBe(false);
    const badCost = checkAllocation(POWER, FULL, { ...SEED_COSTS, shields: Number.NaN, cloak: -6 });
    expect(badCost.ok ? [] : badCost.reasons).toEqual(['costs.shields: a number of 0 or more', 'costs.cloak: a number of 0 or more']);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        const res = checkAllocation(a as EnergyAvailable, b as EnergyAllocation, c as EnergyCosts);
        expect(typeof res.ok).toBe('boolean');
      }),
    );
  });

  it('never reports negative remaining power, and remaining + allocated covers what is available', () => {
    const amount = fc.integer({ min: 0, max: 60 });
    fc.assert(
      fc.property(
        fc.record({ warp: amount, impulse: amount, apr: amount, batteries: amount }),
        fc.record({ lifeSupport: amount, fireControl: amount, shields: amount, movement: amount, weapons: amount, reinforcement: amount, other: amount }),
        (available, allocation) => {
          const r = report(allocation, SEED_COSTS, available);
          expect(r.remaining).toBeGreaterThanOrEqual(0);
          expect(r.legal).toBe(r.allocated <= r.available);
          if (r.legal) expect(r.remaining + r.allocated).toBe(r.available);
        },
      ),
    );
  });
});

describe('the cloak line (G13.0)', () => {
  const eagle: EnergyCosts = { ...SEED_COSTS, cloak: cloakCost('war-eagle') };

  it('costs 6 on the War Eagle and 20 on the KR', () => {
    expect(cloakCost('war-eagle')).toBe(6);
    expect(cloakCost('kr')).toBe(20);
  });

  it('a paid cloak may be activated this turn', () => {
    const r = report({ ...FULL, weapons: 6, cloak: 6 }, eagle);
    expect(r.cloakPaid).toBe(true);
    expect(r.consequences).toEqual([]);
  });

  it('a part-paid cloak cannot be activated, and says so', () => {
    const r = report({ ...FULL, weapons: 6, cloak: 5 }, eagle);
    expect(r.cloakPaid).toBe(false);
    expect(kinds(r)).toEqual(['cloak-unavailable']);
  });

  it('no cloak line on a cloaking ship is a choice, not a warning; on a ship without a cloak it is never paid', () => {
    expect(report(FULL, eagle)).toMatchObject({ cloakPaid: false, consequences: [] });
    expect(report({ ...FULL, weapons: 0, cloak: 6 }).cloakPaid).toBe(false);
  });

  it('feeds the cloak timeline: an unpaid cloak refuses a cloak announcement', () => {
    const paid = report({ ...FULL, weapons: 6, cloak: 6 }, eagle).cloakPaid;
    const unpaid = report(FULL, eagle).cloakPaid;
    const turn = (energyPaid: boolean) => cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid, announcements: [{ action: 'cloak', impulse: 5 }] });
    expect(turn(paid).ok).toBe(true);
    expect(turn(unpaid).ok).toBe(false);
  });
});
