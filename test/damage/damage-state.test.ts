// The damage state's JSON form (issue 29): what damageStateOf writes, applyDamageState makes the
// same ship of again (a property over seeded volleys on every example ship), and every mistake in
// a saved state is a diagnostic at its path, checked against the ship it is applied to.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDamageState, buildShip, damageStateOf, nextTurn, resolveVolley, type DamageState, type ShipState } from '../../src/damage/index.js';
import { seededDice } from '../../src/dice/index.js';
import { wear, wearing } from '../helpers/armor.js';
import { shipOfFile } from '../helpers/ship-lines.js';
import { armored as armoredShip, volley } from '../helpers/volleys.js';

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
    expect(state).toMatchObject({ format: 2, kind: 'damage-state', ship: 'Meridian-class Patrol Cruiser', shields: [24, 20, 20, 16, 20, 20], armor: [], specificArmor: [], phasers: [], shuttlesAboard: 2, tracks: { sensor: 0, scanner: 0, damageControl: 0, excess: 0 } });
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
    expect(problems({ ...good, ship: 'Other' })).toEqual(['invalid-value ship: this damage state is of the ship "Other", not of this design\'s ship, "Cutter" (a state is of one ship: give its own state, or a new file to start afresh)']);
    // One cause, one diagnostic (issue 38): a state of a bigger ship does not also fail on each of its fields.
    const big = buildShip({ name: 'Cruiser', shields: 20, systems: [{ label: 'Bridge', count: 4 }, { label: 'F Hull', count: 6 }, { label: 'Lab', count: 2 }], phasers: [{ type: 'Ph-1', arcs: [1], count: 4 }] });
    if (!big.ok) throw new Error('built');
    expect(problems(stateOf(big.value))).toEqual(['invalid-value ship: this damage state is of the ship "Cruiser", not of this design\'s ship, "Cutter" (a state is of one ship: give its own state, or a new file to start afresh)']);
    // A ship that is not a name is still a field of the state, read with the others.
    expect(problems({ ...good, ship: 3 })).toEqual(['invalid-value ship: 3 is not the ship\'s name, "Cutter" (a state is of one ship)']);
    expect(problems({ ...good, format: 3 })).toEqual(['invalid-value format: format 3 is newer than this spacedock reads (2): update spacedock']);
    expect(problems({ ...good, kind: 'ship' })[0]).toMatch(/^invalid-value kind:/);
    expect(problems([1, 2])[0]).toMatch(/^invalid-value : .*not a damage state/);
    expect(problems(null)[0]).toMatch(/damage state/);
  });

  it('checks every count against the ship: shields, systems it has, phasers by place, tracks whose last box stands', () => {
    expect(problems({ ...good, shields: [5, 4, 4, 4, 4, 4] })).toEqual(['invalid-value shields[0]: 5 is not the boxes left on shield #1, a whole number from 0 to 4']);
    expect(problems({ ...good, shields: [1, 2] })[0]).toMatch(/^invalid-value shields: .*six/);
    expect(problems({ ...good, systems: { ...good.systems, Bridge: 3 } })).toEqual(["invalid-value systems.Bridge: 3 is not the Bridge's destroyed boxes, a whole number from 0 to 2"]);
    expect(problems({ ...good, systems: { Brige: 1 } })).toEqual(["unknown-field systems.Brige: not a field of this ship's systems; did you mean Bridge?"]);
    // Every path in one notation (issue 38): a key that is not an identifier in brackets, as an unknown one is.
    expect(problems({ ...good, systems: { ...good.systems, 'L Warp': 9 } })).toEqual(['invalid-value systems["L Warp"]: 9 is not the L Warp\'s destroyed boxes, a whole number from 0 to 3']);
    expect(problems({ ...good, systems: { 'C Hull': 1 } })).toEqual(['unknown-field systems["C Hull"]: not a field of this ship\'s systems (they are Bridge, L Warp)']);
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

describe('damage states of ships with every armor kind (format 2)', () => {
  it('a state written, through JSON, and applied to the undamaged ship is the damaged ship again: layers, groups, Skin\'s turn, specific armor', () => {
    let armored = 0;
    fc.assert(
      fc.property(armoredShip, wearing, fc.array(fc.tuple(volley, fc.boolean()), { maxLength: 4 }), fc.nat(), (d, worn, volleys, seed) => {
        const built = buildShip(d);
        if (!built.ok) return;
        const fresh = built.value;
        let damaged = wear(fresh, worn);
        for (const [v, newTurn] of volleys) {
          const r = resolveVolley(damaged, v, seededDice(seed));
          if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
          damaged = r.value.ship;
          if (newTurn) {
            const next = nextTurn(damaged);
            if (!next.ok) throw new Error(JSON.stringify(next.diagnostics));
            damaged = next.value;
          }
        }
        const saved = JSON.parse(JSON.stringify(stateOf(damaged))) as unknown;
        const back = applyDamageState(fresh, saved);
        expect(back.diagnostics).toEqual([]);
        expect(back.ok && back.value).toEqual(damaged);
        if (damaged.armor.length > 1 || damaged.specificArmor.length > 0) armored++;
      }),
      { numRuns: 300 },
    );
    expect(armored).toBeGreaterThan(100);
  });

  const ship = (() => {
    const b = buildShip({
      name: 'Layers',
      systems: [{ label: 'Skin', count: 2 }, { label: 'Regenerating Armor', count: 2 }, { label: 'Regenerating Armor', count: 3 }, { label: 'Armor', variant: 'Specific', guards: 'Bridge' }, { label: 'Bridge' }],
    });
    if (!b.ok) throw new Error(JSON.stringify(b.diagnostics));
    return b.value;
  })();
  const good = stateOf(ship);
  const problems = (state: unknown): string[] => {
    const r = applyDamageState(ship, state);
    expect(r.ok).toBe(false);
    return r.diagnostics.map((d) => `${d.code} ${d.path}`);
  };

  it('writes each layer by kind, with Skin\'s turn and each regenerating group, and the specific armor', () => {
    expect(good.armor).toEqual([
      { kind: 'skin', destroyed: 0, held: 0, ignoreLeft: 600, internalNext: false },
      { kind: 'regenerating', destroyed: 0, held: 0, groups: [0, 0] },
    ]);
    expect(good.specificArmor).toEqual([0]);
  });

  it('checks each layer against the ship\'s: its kind in its place, counts within its boxes, groups adding up, Skin\'s allowance', () => {
    expect(problems({ ...good, armor: [good.armor[1], good.armor[0]] })).toEqual(expect.arrayContaining(['invalid-value armor[0].kind', 'invalid-value armor[1].kind']));
    expect(problems({ ...good, armor: [good.armor[0]] })).toEqual(['invalid-value armor']);
    expect(problems({ ...good, armor: [{ ...good.armor[0], ignoreLeft: 601 }, good.armor[1]] })).toEqual(['invalid-value armor[0].ignoreLeft']);
    expect(problems({ ...good, armor: [good.armor[0], { ...good.armor[1], destroyed: 1, groups: [0, 0] }] })).toEqual(['invalid-value armor[1].groups']);
    expect(problems({ ...good, armor: [good.armor[0], { ...good.armor[1], destroyed: 3, groups: [3, 0] }] })).toEqual(['invalid-value armor[1].groups[0]']);
    expect(problems({ ...good, armor: [{ ...good.armor[0], held: 12, internalNext: true }, good.armor[1]] })).toEqual(['skin-turn-inconsistent armor[0].internalNext']);
    expect(problems({ ...good, specificArmor: [2] })).toEqual(['invalid-value specificArmor[0]']);
    expect(problems({ ...good, specificArmor: undefined })).toEqual(['missing-field specificArmor']);
  });

  it('reads a state of format 1 on a ship of at most one layer: its armor in order, Skin at the start of a turn', () => {
    const one = (systems: readonly { label: string; count: number }[]): ShipState => {
      const b = buildShip({ name: 'One', systems });
      if (!b.ok) throw new Error(JSON.stringify(b.diagnostics));
      return b.value;
    };
    const v1 = (ship: ShipState, armor: unknown): unknown => ({ ...stateOf(ship), format: 1, armor, specificArmor: undefined });
    const regen = one([{ label: 'Regenerating Armor', count: 2 }, { label: 'Regenerating Armor', count: 2 }]);
    const r = applyDamageState(regen, JSON.parse(JSON.stringify(v1(regen, { destroyed: 3, held: 0 }))));
    expect(r.ok && r.value.armor[0]?.groups).toEqual([{ total: 2, destroyed: 2 }, { total: 2, destroyed: 1 }]);
    const skin = one([{ label: 'Skin', count: 3 }]);
    const s = applyDamageState(skin, JSON.parse(JSON.stringify(v1(skin, { destroyed: 1, held: 40 }))));
    expect(s.ok && s.value.armor[0]).toEqual({ kind: 'skin', total: 3, destroyed: 1, held: 40, ignoreLeft: 600, internalNext: false });
    const plain = one([]);
    expect(applyDamageState(plain, JSON.parse(JSON.stringify(v1(plain, { destroyed: 0, held: 0 })))).ok).toBe(true);
    // A ship of two layers needs format 2.
    expect(problems(JSON.parse(JSON.stringify(v1(ship, { destroyed: 0, held: 0 }))))).toEqual(['invalid-value format']);
  });
});
