// Hardening of spacedock/turn (specs/turn.md §3): bad input refused by field, never a number
// that is not finite with ok: true.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ENERGY, checkAllocation, maxSpeedNextTurn, movementImpulses, movesOnImpulse } from '../../src/turn/index.js';

describe('bad input is refused by field', () => {
  it('maxSpeedNextTurn refuses an unknown unit', () => {
    expect(maxSpeedNextTurn(8, 'boat' as never)).toEqual({ ok: false, reasons: ['the unit must be ship or other'] });
  });

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
            expect(r.reasons.every((x) => x.startsWith('costs.movementPerHex'))).toBe(true);
            return;
          }
          for (const n of [r.value.available, r.value.allocated, r.value.remaining, r.value.speed]) expect(Number.isFinite(n)).toBe(true);
          expect(Number.isSafeInteger(r.value.speed)).toBe(true);
        },
      ),
    );
  });
});

describe('MAX_ENERGY', () => {
  const available = { warp: 10, impulse: 0, apr: 0, batteries: 0 };
  const allocation = { lifeSupport: 1, fireControl: 1, shields: 2, movement: 5, weapons: 0, reinforcement: 0, other: 0 };
  const costs = { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 };

  it('is the most any amount may be, and its reciprocal the least a hex may cost', () => {
    expect(checkAllocation({ ...available, warp: MAX_ENERGY }, allocation, costs).ok).toBe(true);
    expect(checkAllocation({ ...available, warp: MAX_ENERGY + 1 }, allocation, costs)).toEqual({ ok: false, reasons: [`available.warp: ${MAX_ENERGY + 1} is more than MAX_ENERGY (${MAX_ENERGY})`] });
    const fastest = checkAllocation(available, allocation, { ...costs, movementPerHex: 1 / MAX_ENERGY });
    expect(fastest.ok && fastest.value.speed).toBe(5 * MAX_ENERGY);
    expect(checkAllocation(available, allocation, { ...costs, movementPerHex: 1 / MAX_ENERGY / 2 }).ok).toBe(false);
  });

  it('reads each argument once: a getter that changes its answer cannot make the sums disagree', () => {
    let reads = 0;
    const fickle = Object.defineProperty({ ...allocation }, 'movement', { enumerable: true, get: () => (reads++ === 0 ? 5 : 500) });
    const r = checkAllocation(available, fickle, costs);
    expect(r.ok && [r.value.allocated, r.value.speed]).toEqual([9, 5]);
    expect(reads).toBe(1);
  });

  it('the movement helpers take only whole numbers in range', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        for (const r of [movesOnImpulse(a as number, b as number), movementImpulses(a as number), maxSpeedNextTurn(a as number, b as never)]) {
          if (r.ok) expect(r.value === true || r.value === false || Array.isArray(r.value) || Number.isSafeInteger(r.value)).toBe(true);
          else expect(r.reasons.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
