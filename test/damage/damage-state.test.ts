// The damage state's JSON form (issue 29): what damageStateOf writes, applyDamageState makes the
// same ship of again (a property over seeded volleys on every example ship), and every mistake in
// a saved state is a diagnostic at its path, checked against the ship it is applied to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDamageState, buildShip, damageStateOf, resolveVolley, type DamageState, type ShipState } from '../../src/damage/index.js';
import { seededDice } from '../../src/dice/index.js';
import { shipOfFile } from '../helpers/ship-lines.js';

/** damageStateOf's value (the ships here are valid states). */
function stateOf(ship: ShipState): DamageState {
  const r = damageStateOf(ship);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

const SHIPS = ['examples/cruiser.yaml', 'examples/carrier.yaml', 'examples/base.yaml', 'examples/ships/cruiser.json'].map((f) => [f, shipOfFile(f)] as const);

/** The ship after volleys of (facing, points, seed). */
function afterVolleys(ship: ShipState, volleys: readonly (readonly [number, number, number])[]): ShipState {
  let s = ship;
  for (const [shield, points, seed] of volleys) {
    const r = resolveVolley(s, { shield: shield as 1, points }, seededDice(seed));
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    s = r.value.ship;
  }
  return s;
}

describe('damageStateOf and applyDamageState', () => {
  it('a state written, through JSON, and applied to the undamaged ship is the damaged ship again (every example, seeded volleys)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPS),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 120 }), fc.nat()), { maxLength: 6 }),
        ([, fresh], volleys) => {
          const damaged = afterVolleys(fresh, volleys);
          const saved = JSON.parse(JSON.stringify(stateOf(damaged))) as unknown;
          const back = applyDamageState(fresh, saved);
          expect(back.diagnostics).toEqual([]);
          expect(back.ok && back.value).toEqual(damaged);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('writes only what is gone: shields left, destroyed counts by system, destroyed phasers by place, tracks', () => {
    const fresh = shipOfFile('examples/cruiser.yaml');
    const state = stateOf(fresh);
    expect(state).toMatchObject({ format: 1, kind: 'damage-state', ship: 'Meridian-class Patrol Cruiser', shields: [24, 20, 20, 16, 20, 20], armor: { destroyed: 0, held: 0 }, phasers: [], shuttlesAboard: 2, tracks: { sensor: 0, scanner: 0, damageControl: 0, excess: 0 } });
    expect(Object.values(state.systems).every((n) => n === 0)).toBe(true);
    expect(Object.keys(state.systems)).toContain('L Warp');
    // Not a ship state: what checkShipState says of it, never a throw.
    const bad = damageStateOf({ name: 'x' } as never);
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.length).toBeGreaterThan(0);
  });

  const fresh = (() => {
    const b = buildShip({ name: 'Cutter', shields: [4, 4, 4, 4, 4, 4], systems: [{ label: 'Bridge', count: 2 }, { label: 'L Warp', count: 3 }], phasers: [{ type: 'Ph-1', arcs: [1], count: 2 }] });
    if (!b.ok) throw new Error('built');
    return b.value;
  })();
  const good = stateOf(fresh);
  const problems = (state: unknown): string[] => {
    const r = applyDamageState(fresh, state);
    expect(r.ok).toBe(false);
    return r.diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`);
  };

  it('refuses a state of another ship, of a newer format, or not a state at all', () => {
    expect(problems({ ...good, ship: 'Other' })).toEqual(['invalid-value ship: "Other" is not the ship\'s name, "Cutter" (a state is of one ship)']);
    expect(problems({ ...good, format: 2 })).toEqual(['invalid-value format: format 2 is newer than this spacedock reads (1): update spacedock']);
    expect(problems({ ...good, kind: 'ship' })[0]).toMatch(/^invalid-value kind:/);
    expect(problems([1, 2])[0]).toMatch(/^invalid-value : .*not a damage state/);
    expect(problems(null)[0]).toMatch(/damage state/);
  });

  it('checks every count against the ship: shields, systems it has, phasers by place, tracks whose last box stands', () => {
    expect(problems({ ...good, shields: [5, 4, 4, 4, 4, 4] })).toEqual(['invalid-value shields[0]: 5 is not the boxes left on shield #1, a whole number from 0 to 4']);
    expect(problems({ ...good, shields: [1, 2] })[0]).toMatch(/^invalid-value shields: .*six/);
    expect(problems({ ...good, systems: { ...good.systems, Bridge: 3 } })).toEqual(["invalid-value systems.Bridge: 3 is not the Bridge's destroyed boxes, a whole number from 0 to 2"]);
    expect(problems({ ...good, systems: { Brige: 1 } })).toEqual(["unknown-field systems.Brige: not a field of this ship's systems; did you mean Bridge?"]);
    expect(problems({ ...good, systems: { Lab: 1 } })[0]).toMatch(/^unknown-field systems\.Lab: not a field of this ship's systems/);
    expect(problems({ ...good, phasers: [0, 0] })).toEqual(['invalid-value phasers[1]: phaser 0 is listed twice']);
    expect(problems({ ...good, phasers: [2] })[0]).toMatch(/^invalid-value phasers\[0\]: 2 is not a phaser's place/);
    expect(problems({ ...good, tracks: { ...good.tracks, sensor: 6 } })[0]).toMatch(/^invalid-value tracks\.sensor: 6 is not .* from 0 to 5$/);
    expect(problems({ ...good, shuttlesAboard: 1 })[0]).toMatch(/^invalid-value shuttlesAboard: 1 is not the shuttles aboard, a whole number from 0 to 0/);
    expect(problems({ ...good, extra: 1 })).toEqual([expect.stringMatching(/^unknown-field extra: not a field of a damage state/)]);
  });

  it('a system left out is undamaged; the excess track used up destroys the ship', () => {
    const r = applyDamageState(fresh, { ...good, systems: {}, tracks: { ...good.tracks, excess: 8 } });
    expect(r.ok && r.value.destroyed).toBe(true);
    expect(r.ok && r.value.systems.Bridge).toEqual({ total: 2, destroyed: 0 });
  });
});
