// Hardening of spacedock/turn (specs/turn.md §3): bad input refused by field, never a number
// that is not finite with ok: true, never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ENERGY, checkAllocation, maxSpeedNextTurn, movementImpulses, movesOnImpulse } from '../../src/turn/index.js';
import { failed, ok, where } from './results.js';

describe('bad input is refused by field', () => {
  it('checkAllocation never reports a speed or a sum that is not a finite number', () => {
    const amount = fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(0, 1e6, 1 / 3, 1e-6));
    fc.assert(
      fc.property(
        fc.record({ warp: amount, impulse: amount, apr: amount, batteries: amount }),
        fc.record({ lifeSupport: amount, fireControl: amount, shields: amount, movement: amount, weapons: amount, reinforcement: amount, other: amount }),
        fc.record({ lifeSupport: amount, fireControl: amount, shields: amount, movementPerHex: amount }),
        (a, l, c) => {
          const r = checkAllocation(a, l, c);
          if (!r.ok) {
            // Only the rules or a movement cost below 1 / MAX_ENERGY can refuse these amounts.
            for (const d of r.diagnostics.filter((x) => x.severity === 'error')) expect(['energy-over-allocated@allocation', 'speed-too-high@allocation.movement', 'invalid-value@costs.movementPerHex']).toContain(`${d.code}@${d.path}`);
            return;
          }
          for (const n of [r.value.available, r.value.allocated, r.value.remaining, r.value.speed]) expect(Number.isFinite(n)).toBe(true);
          expect(Number.isSafeInteger(r.value.speed)).toBe(true);
          expect(r.value.speed).toBeLessThanOrEqual(31);
        },
      ),
    );
  });

  it('checkAllocation reads a getter that throws as unreadable-input at its path, and null as an invalid form', () => {
    const available = Object.defineProperty({ warp: 10, impulse: 0, apr: 0, batteries: 0 }, 'warp', {
      enumerable: true,
      get: () => {
        throw new Error('getter says no');
      },
    });
    const allocation = { lifeSupport: 1, fireControl: 1, shields: 2, movement: 5, weapons: 0, reinforcement: 0, other: 0 };
    expect(failed(checkAllocation(available, allocation, null as never))).toEqual([
      { severity: 'error', code: 'unreadable-input', path: 'available.warp', message: 'could not be read (getter says no)' },
      { severity: 'error', code: 'invalid-value', path: 'costs', message: 'null is not an object of amounts' },
    ]);
    expect(where(failed(checkAllocation({ warp: 1, impulse: 0, apr: 0, batteries: 0 }, { ...allocation, cloaking: 3 } as never, { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 })))).toEqual([
      'unknown-field@allocation.cloaking',
    ]);
  });
});

describe('MAX_ENERGY', () => {
  const available = { warp: 10, impulse: 0, apr: 0, batteries: 0 };
  const allocation = { lifeSupport: 1, fireControl: 1, shields: 2, movement: 5, weapons: 0, reinforcement: 0, other: 0 };
  const costs = { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 };

  it('is the most any amount may be, and its reciprocal the least a hex may cost', () => {
    expect(checkAllocation({ ...available, warp: MAX_ENERGY }, allocation, costs).ok).toBe(true);
    expect(failed(checkAllocation({ ...available, warp: MAX_ENERGY + 1 }, allocation, costs))).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'available.warp', message: `${MAX_ENERGY + 1} is more than MAX_ENERGY (${MAX_ENERGY})` },
    ]);
    // The cheapest hex: 5 points buy 5,000,000 hexes, which is far past a ship's 31.
    expect(where(failed(checkAllocation(available, allocation, { ...costs, movementPerHex: 1 / MAX_ENERGY })))).toEqual(['speed-too-high@allocation.movement']);
    expect(ok(checkAllocation(available, { ...allocation, movement: 31 / MAX_ENERGY }, { ...costs, movementPerHex: 1 / MAX_ENERGY })).speed).toBe(31);
    expect(failed(checkAllocation(available, allocation, { ...costs, movementPerHex: 5e-324 }))).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'costs.movementPerHex', message: '5e-324 is less than 1 / MAX_ENERGY (0.000001)' },
    ]);
  });

  it('reads each argument once: a getter that changes its answer cannot make the sums disagree', () => {
    let reads = 0;
    const fickle = Object.defineProperty({ ...allocation }, 'movement', { enumerable: true, get: () => (reads++ === 0 ? 5 : 500) });
    const r = checkAllocation(available, fickle, costs);
    expect([ok(r).allocated, ok(r).speed]).toEqual([9, 5]);
    expect(reads).toBe(1);
  });

  it('the movement helpers take only whole numbers in range, and every failure is an error at a path', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        for (const r of [movesOnImpulse(a as number, b as number), movementImpulses(a as number), maxSpeedNextTurn(a as number, b as never)]) {
          if (r.ok) expect(r.value === true || r.value === false || Array.isArray(r.value) || Number.isSafeInteger(r.value)).toBe(true);
          else expect(r.diagnostics.every((d) => d.severity === 'error' && typeof d.path === 'string')).toBe(true);
        }
      }),
    );
  });
});
