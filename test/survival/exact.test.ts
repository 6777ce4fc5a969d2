// exactVolley: checked against the chart's own 2d6 distribution for one point, and against a brute
// force that runs resolveVolley on every sequence of dice.
import { describe, expect, it } from 'vitest';
import { ARMOR_KIND_NAMES, buildShip, DAMAGE_ALLOCATION_CHART, exactVolley, resolveVolley, SIMULATION_LIMITS, type ChartRoll, type ExactFraction, type ShipState } from '../../src/damage/index.js';
import { specificArmorNames } from '../../src/survival/parts.js';
import { scriptedDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import fc from 'fast-check';
import { fromCounts, lineOf } from '../helpers/ship-lines.js';
import { unit, wear } from '../helpers/armor.js';
import { armored, facing } from '../helpers/volleys.js';

/** Volleys of a few points: one or two units of up to 9 points, some with their weapon's tech and label. */
const smallVolley = fc.record({ shield: facing, units: fc.array(unit.map((u) => ({ ...u, points: u.points % 10 })), { minLength: 1, maxLength: 2 }) });

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
  return r.value;
};
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
const asNumber = (f: ExactFraction): number => Number(f.numerator) / Number(f.denominator);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** A ship with three boxes of every system and phasers bearing everywhere: every first cell of the chart can take a point. */
const FULL: ShipState = ok(
  buildShip({
    name: 'Full',
    systems: ['Bridge', 'Flag', 'Aux Con', 'Emer Bridge', 'F Hull', 'A Hull', 'C Hull', 'L Warp', 'R Warp', 'C Warp', 'Impulse', 'APR', 'Battery', 'Trans', 'Tractor', 'Shuttle', 'Lab', 'Probe', 'Cargo', 'Torp', 'Drone'].map((label) => ({ ...lineOf(label), count: 3 })),
    phasers: [{ type: 'Ph-1', arcs: [1, 2, 3, 4, 5, 6] }],
  }),
);

describe('exactVolley', () => {
  it('gives one point the 2d6 distribution of column A', () => {
    const r = ok(exactVolley(FULL, { shield: 1, points: 1 }));
    expect(r.rolls).toBe(1);
    // Each part's chance is the ways of the rows whose column A names it, of 36 (read from the chart, not restated).
    const expected = new Map<string, number>();
    for (let roll = 2; roll <= 12; roll++) {
      const first = DAMAGE_ALLOCATION_CHART.rows[roll as ChartRoll][0]!.result;
      const name = first === 'Phaser' ? 'Phaser (Ph-1)' : first;
      expected.set(name, (expected.get(name) ?? 0) + WAYS[roll]!);
    }
    for (const part of r.parts) expect(asNumber(part.hit), part.name).toBeCloseTo((expected.get(part.name) ?? 0) / 36, 12);
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBe(36);
    expect(r.internals.map(asNumber)).toEqual([0, 1]);
  });

  it('equals resolveVolley over every sequence of dice (brute force, three chart points)', () => {
    const ship = ok(
      buildShip(fromCounts({
        name: 'Small',
        shields: [2, 0, 0, 0, 0, 0],
        armor: 1,
        systems: { 'F Hull': 1, 'A Hull': 1, 'C Hull': 1, Bridge: 1, Cargo: 1, 'L Warp': 1, Impulse: 1, Shuttle: 1, Drone: 1 },
        shuttlesAboard: 1,
        phasers: [{ type: 'Ph-1', arcs: [1] }, { type: 'Ph-3', arcs: [2, 3] }],
        tracks: { sensor: [6, 5], scanner: [0, 1], damageControl: [4, 0], excess: 2 },
      })),
    );
    const volley = { shield: 1 as const, points: 6 }; // 2 on the shield, 1 on the armor, 3 to the chart
    const r = ok(exactVolley(ship, volley));
    const hits = new Map<string, number>();
    const destroyed = new Map<string, number>();
    const surviving = new Map<string, number>();
    const internals: number[] = [];
    const excess: number[] = [];
    let shipsDestroyed = 0;
    const sequences = 6 ** 6;
    for (let i = 0; i < sequences; i++) {
      const dice = Array.from({ length: 6 }, (_, d) => 1 + (Math.floor(i / 6 ** d) % 6));
      const out = ok(resolveVolley(ship, volley, scriptedDice(dice), { log: false }));
      internals[out.summary.internals] = (internals[out.summary.internals] ?? 0) + 1;
      excess[out.summary.excess] = (excess[out.summary.excess] ?? 0) + 1;
      if (out.ship.destroyed) shipsDestroyed++;
      for (const part of r.parts) {
        const n = lost(ship, out.ship, part.name);
        if (n > 0) hits.set(part.name, (hits.get(part.name) ?? 0) + 1);
        if (n >= part.destructible) destroyed.set(part.name, (destroyed.get(part.name) ?? 0) + 1);
        surviving.set(part.name, (surviving.get(part.name) ?? 0) + part.boxes - n);
      }
    }
    for (const part of r.parts) {
      expect(asNumber(part.hit), part.name).toBeCloseTo((hits.get(part.name) ?? 0) / sequences, 12);
      expect(asNumber(part.destroyed), part.name).toBeCloseTo((destroyed.get(part.name) ?? 0) / sequences, 12);
      expect(asNumber(part.surviving), part.name).toBeCloseTo((surviving.get(part.name) ?? 0) / sequences, 12);
    }
    expect(r.internals).toHaveLength(internals.length);
    internals.forEach((n, v) => expect(asNumber(r.internals[v]!), `internals ${v}`).toBeCloseTo(n / sequences, 12));
    excess.forEach((n, v) => expect(asNumber(r.excess[v]!), `excess ${v}`).toBeCloseTo((n ?? 0) / sequences, 12));
    expect(asNumber(r.destroyed)).toBeCloseTo(shipsDestroyed / sequences, 12);
    // Not a degenerate case: some part is hit in some sequences and not in others.
    expect(r.parts.some((p) => asNumber(p.hit) > 0.1 && asNumber(p.hit) < 0.9)).toBe(true);
  });

  it('equals resolveVolley over every sequence of dice on a ship with every kind of armor, specific armor and hull defenses', () => {
    const built = ok(
      buildShip(fromCounts({
        name: 'Armored',
        shields: [1, 0, 0, 0, 0, 0],
        armorLines: [{ kind: 'skin', count: 1 }, { kind: 'armor-9', count: 1 }, { kind: 'borg', count: 1 }, { kind: 'regenerating', count: 1 }, { kind: 'breen', count: 1 }],
        specific: [{ guards: ['F Hull', 'Phaser'], count: 1 }, { guards: ['L Warp'], count: 1 }],
        nonAblative: 1,
        coating: true,
        tech: 8,
        systems: { 'F Hull': 1, 'A Hull': 1, Bridge: 1, Cargo: 1, 'L Warp': 1, Impulse: 1, Lab: 1 },
        phasers: [{ type: 'Ph-1', arcs: [1] }],
        tracks: { sensor: [6, 5], scanner: [0, 1], damageControl: [4, 0], excess: 2 },
      })),
    );
    // Part way through a turn: Skin has 1 point of its allowance left and 298 held; Armor-9 holds 7.
    const ship: ShipState = { ...built, armor: built.armor.map((a) => (a.kind === 'skin' ? { ...a, ignoreLeft: 1, held: 298 } : a.kind === 'armor-9' ? { ...a, held: 7 } : a)) };
    // Unit 1 (8 points of the ship's 8X): 1 on the shield, 1 off for non-ablative, 1 for Borg; 1
    // ignored by Skin, 2 fill its box, the point it owes goes to Armor-9, 1 more destroys that.
    // Unit 2 (8 at 8X): 1 off for non-ablative, 1 for Borg; a Borg, a regenerating and a Breen box
    // take 3; 3 chart points, which specific armor may take. Unit 3 (5 at 7X): a tenth is 1 (0.5
    // rounds up), which non-ablative takes.
    const volley = { shield: 1 as const, units: [{ points: 8 }, { points: 8, tech: 8 }, { points: 5, tech: 7 }] };
    const r = ok(exactVolley(ship, volley));
    expect(r.rolls).toBe(3);
    const sequences = 6 ** 6;
    const hits = new Map<string, number>();
    const surviving = new Map<string, number>();
    let internals = 0;
    for (let i = 0; i < sequences; i++) {
      const dice = Array.from({ length: 6 }, (_, d) => 1 + (Math.floor(i / 6 ** d) % 6));
      const out = ok(resolveVolley(ship, volley, scriptedDice(dice), { log: false }));
      internals += out.summary.internals;
      for (const part of r.parts) {
        const n = lost(ship, out.ship, part.name);
        if (n > 0) hits.set(part.name, (hits.get(part.name) ?? 0) + 1);
        surviving.set(part.name, (surviving.get(part.name) ?? 0) + part.boxes - n);
      }
    }
    for (const part of r.parts) {
      expect(asNumber(part.hit), part.name).toBeCloseTo((hits.get(part.name) ?? 0) / sequences, 12);
      expect(asNumber(part.surviving), part.name).toBeCloseTo((surviving.get(part.name) ?? 0) / sequences, 12);
    }
    expect(r.internals.reduce((t, f, v) => t + v * asNumber(f), 0)).toBeCloseTo(internals / sequences, 12);
    // Every armor is a part, and the specific armor is hit in some sequences but not all.
    expect(r.parts.filter((p) => p.kind === 'armor').map((p) => p.name)).toEqual(['Skin', 'Armor-9', 'Borg armor', 'Regenerating armor', 'Breen armor', 'Specific armor (F Hull, Phaser)', 'Specific armor (L Warp)']);
    const guard = asNumber(r.parts.find((p) => p.name === 'Specific armor (F Hull, Phaser)')!.hit);
    expect(guard).toBeGreaterThan(0.1);
    expect(guard).toBeLessThan(0.9);
    expect(asNumber(r.parts.find((p) => p.name === 'Skin')!.destroyed)).toBe(1);
  });

  it('equals resolveVolley over every sequence of 2d6 rolls on generated ships with armor of every kind, worn, and volleys of weapons of any tech (property)', () => {
    let enumerated = 0;
    fc.assert(
      fc.property(armored, fc.array(fc.nat(10_000), { minLength: 64, maxLength: 64 }), smallVolley, (d, worn, v) => {
        const built = buildShip(d);
        if (!built.ok) return;
        const ship = wear(built.value, worn, true);
        const r = exactVolley(ship, v);
        if (!r.ok || r.value.rolls > 3) return; // (a longer enumeration is the other tests' business)
        // Every sequence of chart rolls (2 to 12), each weighted by its ways of 36; a volley that
        // takes fewer rolls leaves the rest unused, and their weights add up to what it should have.
        const n = r.value.rolls;
        const total = 36 ** n;
        const hits = new Map<string, number>();
        const surviving = new Map<string, number>();
        let destroyed = 0;
        for (let i = 0; i < 11 ** n; i++) {
          const sums = Array.from({ length: n }, (_, k) => 2 + (Math.floor(i / 11 ** k) % 11));
          const w = sums.reduce((t, x) => t * WAYS[x]!, 1);
          const out = ok(resolveVolley(ship, v, scriptedDice(sums.flatMap((x) => [Math.ceil(x / 2), Math.floor(x / 2)])), { log: false }));
          if (out.ship.destroyed) destroyed += w;
          for (const part of r.value.parts) {
            const lostBoxes = lost(ship, out.ship, part.name);
            if (lostBoxes > 0) hits.set(part.name, (hits.get(part.name) ?? 0) + w);
            surviving.set(part.name, (surviving.get(part.name) ?? 0) + w * (part.boxes - lostBoxes));
          }
        }
        for (const part of r.value.parts) {
          expect(asNumber(part.hit), part.name).toBeCloseTo((hits.get(part.name) ?? 0) / total, 12);
          expect(asNumber(part.surviving), part.name).toBeCloseTo((surviving.get(part.name) ?? 0) / total, 12);
        }
        expect(asNumber(r.value.destroyed)).toBeCloseTo(destroyed / total, 12);
        if (n > 0) enumerated++;
      }),
      { numRuns: 300 },
    );
    expect(enumerated).toBeGreaterThan(25);
  });

  it('writes fractions in lowest terms, and the distributions add up to 1', () => {
    const r = ok(exactVolley(FULL, { shield: 1, points: 3 }));
    const all = [...r.parts.flatMap((p) => [p.hit, p.destroyed, p.surviving]), ...r.internals, ...r.excess, r.destroyed];
    for (const f of all) expect(gcd(BigInt(f.numerator), BigInt(f.denominator))).toBe(f.numerator === '0' ? BigInt(f.denominator) : 1n);
    const sum = r.internals.reduce((t, f) => t + Number(f.numerator) / Number(f.denominator), 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(r.rolls).toBe(3);
  });

  it('needs no roll for a volley the shield absorbs', () => {
    const ship = ok(buildShip(fromCounts({ name: 'Shielded', shields: 10, systems: { Lab: 1 } })));
    const r = ok(exactVolley(ship, { shield: 3, points: 10 }));
    expect(r.rolls).toBe(0);
    expect(r.parts.find((p) => p.name === 'Shield #3')?.destroyed).toEqual({ numerator: '1', denominator: '1', value: 1 });
    expect(r.parts.find((p) => p.name === 'Lab')?.hit.numerator).toBe('0');
  });

  it('refuses what it cannot enumerate, and bad input, with diagnostics', () => {
    const big = exactVolley(FULL, { shield: 1, points: 40 });
    expect(big.ok).toBe(false);
    expect(big.diagnostics[0]).toMatchObject({ code: 'exact-too-large', path: 'volley' });
    expect(big.diagnostics[0]?.message).toContain(String(SIMULATION_LIMITS.exactStates));
    const fn = exactVolley(FULL, { shield: 1, points: 2 }, { choices: { anyWarp: (c) => c[0]! } });
    expect(fn.diagnostics[0]).toMatchObject({ code: 'choice-function-not-exact', path: 'options.choices.anyWarp' });
    const bad = exactVolley(FULL, JSON.parse('{ "shield": 9, "points": -1 }'));
    expect(bad.diagnostics.map((d) => d.path)).toEqual(['volley.shield', 'volley.points']);
    const odd = exactVolley(FULL, { shield: 1, points: 1 }, JSON.parse('{ "log": false }'));
    expect(odd.diagnostics[0]).toMatchObject({ code: 'unknown-field', path: 'options.log' });
  });
});

/** Boxes a part lost between two states, read from the states by the part's name. */
function lost(before: ShipState, after: ShipState, name: string): number {
  const shield = /^Shield #(\d)$/.exec(name);
  if (shield !== null) return before.shields[Number(shield[1]) - 1]! - after.shields[Number(shield[1]) - 1]!;
  const layer = before.armor.findIndex((a) => ARMOR_KIND_NAMES[a.kind] === name);
  if (layer >= 0) return after.armor[layer]!.destroyed - before.armor[layer]!.destroyed;
  const specific = specificArmorNames(before).indexOf(name);
  if (specific >= 0) return after.specificArmor[specific]!.destroyed - before.specificArmor[specific]!.destroyed;
  const phaser = /^Phaser \((.+)\)$/.exec(name);
  if (phaser !== null) return after.phasers.filter((p) => p.type === phaser[1] && p.destroyed).length - before.phasers.filter((p) => p.type === phaser[1] && p.destroyed).length;
  const track = { Sensor: 'sensor', Scanner: 'scanner', 'Dam Con': 'damageControl', Excess: 'excess' } as const;
  if (name in track) return after.tracks[track[name as keyof typeof track]].destroyed - before.tracks[track[name as keyof typeof track]].destroyed;
  const system = name as keyof ShipState['systems'];
  return (after.systems[system]?.destroyed ?? 0) - (before.systems[system]?.destroyed ?? 0);
}
