import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildShip,
  remaining,
  resolveVolley,
  scriptedDice,
  seededDice,
  shipFromCatalog,
  type ShipDescription,
  type ShipState,
} from '../../src/damage/index.js';

const ship = (d: Partial<ShipDescription> = {}): ShipState => {
  const r = buildShip({ name: 'test', shields: 0, ...d });
  if (!r.ok) throw new Error(r.reasons.join('; '));
  return r.ship;
};

/** A full-size cruiser with every chart system (our own numbers, not an SFB data sheet). */
const cruiser: ShipDescription = {
  name: 'cruiser',
  shields: [30, 24, 24, 20, 24, 24],
  systems: {
    Bridge: 2, Flag: 1, 'Aux Con': 2, 'Emer Bridge': 2, 'F Hull': 4, 'A Hull': 4, 'C Hull': 4, 'L Warp': 15, 'R Warp': 15, 'C Warp': 4,
    Impulse: 4, APR: 2, Battery: 3, Trans: 3, Tractor: 2, Shuttle: 4, Lab: 4, Probe: 1, Cargo: 2, Torp: 4, Drone: 2,
  },
  phasers: [
    { type: 'Ph-1', arcs: [1, 2, 6], count: 4 },
    { type: 'Ph-3', arcs: [3, 4, 5], count: 2 },
    { type: 'Ph-1', arcs: [1, 2, 3, 4, 5, 6], count: 2 },
  ],
  shuttlesAboard: 2,
};

/** Rolls whose 2d6 sums are the given chart rows (each row r as two dice). */
const rowsAsDice = (rows: number[]): number[] => rows.flatMap((r) => [Math.ceil(r / 2), Math.floor(r / 2)]);
const hits = (r: ReturnType<typeof resolveVolley>): string[] => (r.ok ? r.events.filter((e) => e.hit !== undefined && e.stage !== 'shield').map((e) => e.hit!) : []);

describe('D4.31 bold results, as the seed states them', () => {
  const full = ship(cruiser as never);
  it('three rolls of 12 score Aux Con, Emer Bridge, Scanner', () => {
    expect(hits(resolveVolley(full, { shield: 1, points: 33 }, scriptedDice(rowsAsDice([12, 12, 12]))))).toEqual(['Aux Con', 'Emer Bridge', 'Scanner']);
  });
  it('three rolls of 9 score L Warp, F Hull, F Hull', () => {
    expect(hits(resolveVolley(full, { shield: 1, points: 33 }, scriptedDice(rowsAsDice([9, 9, 9]))))).toEqual(['L Warp', 'F Hull', 'F Hull']);
  });
  it('rolls of 10 and 4 both score Phaser (the limit is on the chart position)', () => {
    const r = resolveVolley(full, { shield: 1, points: 32 }, scriptedDice(rowsAsDice([10, 4])));
    expect(r.ok && r.events.filter((e) => e.stage === 'internal').map((e) => [e.roll, e.column, e.result])).toEqual([
      [10, 'A', 'Phaser'],
      [4, 'A', 'Phaser'],
    ]);
  });
});

describe('D4 allocation rules', () => {
  it('shields absorb first, then armor (D4.12), then the chart', () => {
    const r = resolveVolley(ship({ shields: 5, armor: 3, systems: { 'F Hull': 9 } }), { shield: 2, points: 10 }, scriptedDice(rowsAsDice([6, 6])));
    expect(r.ok && r.summary).toEqual({ points: 10, shields: 5, armor: 3, internals: 2, excess: 0, ignored: 0 });
    expect(r.ok && r.ship.shields[1]).toBe(0);
  });

  it('Armor-9 (seed 000): 9 points a box, every 10th point leaks to the chart', () => {
    const r = resolveVolley(ship({ armor: 2, armorKind: 'armor-9', systems: { Lab: 9 } }), { shield: 1, points: 20 }, scriptedDice(rowsAsDice([6, 6])));
    // Points 1-9 fill box 1, point 10 leaks, 11-19 fill box 2, point 20 leaks: 18 absorbed, 2 internal.
    expect(r.ok && r.summary).toMatchObject({ armor: 18, internals: 2 });
    expect(r.ok && r.ship.armor).toMatchObject({ destroyed: 2, held: 0 });
    const part = resolveVolley(ship({ armor: 1, armorKind: 'armor-9' }), { shield: 1, points: 4 }, seededDice(1));
    expect(part.ok && part.ship.armor).toMatchObject({ destroyed: 0, held: 4 });
  });

  it('Borg armor (seed 000): the first point of each hit that reaches it is ignored', () => {
    const r = resolveVolley(ship({ shields: 2, armor: 5, armorKind: 'borg' }), { shield: 1, units: [{ points: 4 }, { points: 3 }] }, seededDice(1));
    // Unit of 4: 2 on the shield, 1 ignored, 1 on armor; unit of 3: 1 ignored, 2 on armor.
    expect(r.ok && r.summary).toMatchObject({ shields: 2, ignored: 2, armor: 3, internals: 0 });
  });

  it('a result the ship lacks moves to the next column', () => {
    // Row 6: F Hull, Impulse, Lab ... with no hull and no impulse the point lands on Lab (C).
    const r = resolveVolley(ship({ systems: { Lab: 1 } }), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([6])));
    expect(r.ok && r.events[0]).toMatchObject({ column: 'C', result: 'Lab', hit: 'Lab' });
    expect(r.ok && r.events[0]?.passed?.map((p) => p.result)).toEqual(['F Hull', 'Impulse']);
  });

  it('D4.321: a phaser hit needs a phaser bearing on the direction of fire, else next column', () => {
    const s = ship({ systems: { 'R Warp': 1 }, phasers: [{ type: 'Ph-1', arcs: [4] }] });
    // Row 4: *Phaser, *Trans, R Warp: the only phaser faces aft, fire comes from #1.
    const r = resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([4])));
    expect(r.ok && r.events[0]).toMatchObject({ column: 'C', hit: 'R Warp' });
    const aft = resolveVolley(s, { shield: 4, points: 1 }, scriptedDice(rowsAsDice([4])));
    expect(aft.ok && aft.events[0]).toMatchObject({ column: 'A', hit: 'Phaser (Ph-1)' });
  });

  it('D4.324: Any Weapon takes a phaser whatever its direction', () => {
    const s = ship({ phasers: [{ type: 'Ph-3', arcs: [4] }] });
    // Row 7: ... L: Any Weapon.
    const r = resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])));
    expect(r.ok && r.events[0]).toMatchObject({ column: 'L', result: 'Any Weapon', hit: 'Phaser (Ph-3)' });
  });

  it('D4.322: every third phaser hit is on the most powerful type', () => {
    const s = ship({ phasers: [{ type: 'Ph-1', arcs: [1], count: 3 }, { type: 'Ph-3', arcs: [1], count: 3 }], tracks: { sensor: [6] } });
    // Rows 6 give Phaser at column I (not bold), so three of them are three phaser hits (the
    // one-box sensor track lets column E's Sensor pass).
    const r = resolveVolley(s, { shield: 1, points: 3 }, scriptedDice(rowsAsDice([6, 6, 6])));
    expect(hits(r)).toEqual(['Phaser (Ph-3)', 'Phaser (Ph-3)', 'Phaser (Ph-1)']);
  });

  it('D4.351: forward hits pass to the center group, never to the aft group', () => {
    const s = ship({ systems: { 'F Hull': 1, 'C Hull': 1, 'A Hull': 5, Lab: 5 } });
    // Row 6: A F Hull, B Impulse, C Lab.
    const r = resolveVolley(s, { shield: 1, points: 3 }, scriptedDice(rowsAsDice([6, 6, 6])));
    expect(hits(r)).toEqual(['F Hull', 'C Hull', 'Lab']);
  });

  it('D4.352: a left engine hit never moves to the right engine', () => {
    // Row 9: *L Warp, F Hull, Cargo ...: without a left engine the point goes on (to F Hull), not to R Warp.
    const r = resolveVolley(ship({ systems: { 'R Warp': 5, 'F Hull': 1 } }), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9])));
    expect(hits(r)).toEqual(['F Hull']);
  });

  it('D4.33: special tracks lose their best box first and never their last', () => {
    // Row 6 column E and row 2 column C are both Sensor (two chart positions).
    const r = resolveVolley(ship({ tracks: { sensor: [6, 5, 0] } }), { shield: 1, points: 2 }, scriptedDice(rowsAsDice([6, 2])));
    expect(r.ok && r.ship.tracks.sensor.destroyed).toBe(2);
    const last = resolveVolley(ship({ tracks: { sensor: [6, 0] } }), { shield: 1, points: 2 }, scriptedDice(rowsAsDice([6, 2])));
    expect(last.ok && last.ship.tracks.sensor.destroyed).toBe(1);
    expect(last.ok && last.events[1]).toMatchObject({ column: 'D', hit: 'Dam Con' });
    expect(last.ok && last.events[1]?.passed?.[2]?.reason).toContain('D4.33');
  });

  it('D4.354: Flag goes on security stations, or onwards', () => {
    const r = resolveVolley(ship({ systems: { Flag: 1 } }), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([2])));
    expect(hits(r)).toEqual(['Flag']);
  });

  it('D4.325: an empty shuttle box is lost before an occupied one', () => {
    const r = resolveVolley(ship({ systems: { Shuttle: 2 }, shuttlesAboard: 1 }), { shield: 1, points: 2 }, scriptedDice(rowsAsDice([8, 8])));
    expect(hits(r)).toEqual(['Shuttle', 'Shuttle (with its shuttle)']);
    expect(r.ok && r.ship.shuttlesAboard).toBe(0);
  });

  it('excess damage destroys the ship; later points are ignored', () => {
    const r = resolveVolley(ship({ tracks: { excess: 2 } }), { shield: 1, points: 4 }, seededDice(1));
    expect(r.ok && r.summary).toMatchObject({ excess: 2, ignored: 2 });
    expect(r.ok && r.ship.destroyed).toBe(true);
  });

  it('D4.34: the unit that did the most damage is resolved first', () => {
    const s = ship({ phasers: [{ type: 'Ph-1', arcs: [2] }], tracks: { sensor: [6] } });
    const r = resolveVolley(s, { shield: 1, units: [{ points: 1, direction: 6 }, { points: 2, direction: 2 }] }, scriptedDice(rowsAsDice([6, 6, 6])));
    expect(r.ok && r.events.map((e) => e.unit)).toEqual([1, 1, 0]);
    expect(hits(r)[0]).toBe('Phaser (Ph-1)'); // the bigger unit fires from #2, where the phaser bears
  });

  it('D4.323: Torp and Drone take their own boxes', () => {
    // Row 11, A: *Torp; row 3, A: *Drone.
    expect(hits(resolveVolley(ship({ systems: { Torp: 1, Drone: 1 } }), { shield: 1, points: 2 }, scriptedDice(rowsAsDice([11, 3]))))).toEqual(['Torp', 'Drone']);
  });

  it('Any Warp takes the center engine first, then left, then right; the order is an option', () => {
    // Row 7, I: Any Warp (A Cargo ... H Phaser absent).
    const s = ship({ systems: { 'L Warp': 1, 'R Warp': 1 }, tracks: { sensor: [6] } });
    expect(hits(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7]))))).toEqual(['L Warp']);
    expect(hits(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])), { anyWarpOrder: ['R Warp'] }))).toEqual(['R Warp']);
  });

  it('D4.351: aft hits pass to the center group', () => {
    // Row 8, A: A Hull.
    expect(hits(resolveVolley(ship({ systems: { 'C Hull': 1 } }), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([8]))))).toEqual(['C Hull']);
  });

  it('D4.324: Any Weapon falls through to drones and torpedoes, and may take an occupied shuttle box', () => {
    // Row 7, L: Any Weapon (no phaser, no drone: the torpedo).
    expect(hits(resolveVolley(ship({ systems: { Torp: 1 } }), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7]))))).toEqual(['Torp']);
    // Row 9 has no Shuttle cell before L: Any Weapon, so only the option can put the point there.
    const occupied = ship({ systems: { Shuttle: 1 }, shuttlesAboard: 1 });
    const r = resolveVolley(occupied, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9])), { anyWeaponOrder: ['Shuttle'] });
    expect(r.ok && r.events[0]).toMatchObject({ column: 'L', result: 'Any Weapon', hit: 'Shuttle (with its shuttle)' });
    const plain = resolveVolley(occupied, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9])));
    expect(plain.ok && plain.events[0]).toMatchObject({ column: 'M', result: 'Excess' });
  });

  it('D4.354: with no security stations a Flag result moves on', () => {
    // Row 2: *Bridge, *Flag, *Sensor: no bridge, no flag, so the sensor track takes it.
    const r = resolveVolley(ship(), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([2])));
    expect(r.ok && r.events[0]).toMatchObject({ column: 'C', hit: 'Sensor' });
  });

  it('reports bad input instead of throwing', () => {
    const s = ship();
    expect(resolveVolley(s, { shield: 7 as never, points: 1 }, seededDice(1)).ok).toBe(false);
    expect(resolveVolley(null as never, { shield: 1, points: 1 }, seededDice(1)).ok).toBe(false);
    const junk: unknown[] = [
      { shields: [0, 0, 0, 0, 0, 0], systems: {} },
      { ...s, armor: null },
      { ...s, tracks: { sensor: 5 } },
      { ...s, phasers: [null] },
    ];
    for (const j of junk) expect(resolveVolley(j as never, { shield: 1, points: 3 }, seededDice(1)).ok).toBe(false);
    for (const v of [{ shield: 1, units: {} }, { shield: 1, units: [null] }, { shield: 1, points: -1 }]) {
      expect(resolveVolley(s, v as never, seededDice(1)).ok).toBe(false);
    }
  });

  it('buildShip and shipFromCatalog report malformed descriptions', () => {
    const bad: unknown[] = [
      { name: 'x', shields: 1, phasers: [null] },
      { name: 'x', shields: 1, phasers: [{ type: 'Ph-1', arcs: 3 }] },
      { name: 'x', shields: 1, phasers: {} },
      { name: 'x', shields: 1, tracks: { sensor: 5 } },
      { name: 'x', shields: 1, tracks: { excess: 2 ** 32 } },
      { name: 'x', shields: 1, phasers: [{ type: 'Ph-1', arcs: [1], count: 1e9 }] },
      { name: 'x', shields: 1, systems: [] },
    ];
    for (const b of bad) expect(buildShip(b as never).ok, JSON.stringify(b)).toBe(false);
    for (const b of [{ name: 'x', shields: 1, systems: [null] }, { name: 'x', shields: 1, systems: [{ boxes: 1 }] }, { name: 'x', shields: 1, systems: [{ label: 'Lab', boxes: -2 }] }]) {
      expect(shipFromCatalog(b as never).ok).toBe(false);
    }
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Skin', boxes: 9 }] }).ok).toBe(false);
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Armor', variant: 'Breen', boxes: 4 }] }).ok).toBe(false);
  });
});

describe('ships from the SFB:TNG catalog', () => {
  it('places each system by its "hit on" result', () => {
    const r = shipFromCatalog({
      name: 'tng',
      shields: 20,
      systems: [{ label: 'Hull', variant: 'C', boxes: 3 }, { label: 'Tran', variant: 'normal', boxes: 2 }, { label: 'Armor-9', boxes: 4 }, { label: 'Reflective Hull', boxes: 1 }],
      other: { 'L Warp': 6 },
    });
    if (!r.ok) throw new Error(r.reasons.join());
    expect(r.ship.systems['C Hull']).toEqual({ total: 3, destroyed: 0 });
    expect(r.ship.systems.Trans).toEqual({ total: 2, destroyed: 0 });
    expect(r.ship.armor).toMatchObject({ total: 4, kind: 'armor-9' });
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Armor-9', boxes: 1 }, { label: 'Armor', variant: 'Borg', boxes: 1 }] }).ok).toBe(false);
    expect(r.notHit).toEqual(['Reflective Hull']);
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Frob', boxes: 1 }] }).ok).toBe(false);
  });
});

describe('volley properties', () => {
  const full = ship(cruiser as never);
  const shipArb = fc
    .record({
      shields: fc.array(fc.nat(30), { minLength: 6, maxLength: 6 }),
      armor: fc.nat(12),
      armorKind: fc.constantFrom('standard', 'armor-9', 'borg') as fc.Arbitrary<'standard'>,
      systems: fc.dictionary(fc.constantFrom('F Hull', 'A Hull', 'C Hull', 'L Warp', 'R Warp', 'Lab', 'Shuttle', 'Torp', 'Drone', 'Flag', 'Bridge'), fc.nat(6)),
      phasers: fc.array(fc.record({ type: fc.constantFrom('Ph-1', 'Ph-2', 'Ph-3'), arcs: fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 }) }), { maxLength: 6 }),
      excess: fc.integer({ min: 1, max: 10 }),
    })
    .map((d) => {
      const r = buildShip({ name: 'gen', shields: d.shields, armor: d.armor, armorKind: d.armorKind, systems: d.systems as never, phasers: d.phasers, tracks: { excess: d.excess } });
      if (!r.ok) throw new Error(r.reasons.join());
      return r.ship;
    });
  const volley = fc.record({
    shield: fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<1>,
    units: fc.array(fc.record({ points: fc.nat(80), direction: fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<1> }), { minLength: 1, maxLength: 3 }),
  });

  it('conserves damage, never destroys more boxes than exist, never mutates its input, and is deterministic', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(full), shipArb), volley, fc.integer(), (s0, v, seed) => {
        const before = JSON.stringify(s0);
        const r = resolveVolley(s0, v, seededDice(seed));
        expect(JSON.stringify(s0)).toBe(before);
        if (!r.ok) throw new Error(r.reasons.join());
        const s = r.summary;
        const total = v.units.reduce((a, u) => a + u.points, 0);
        expect(s.points).toBe(total);
        expect(s.shields + s.armor + s.internals + s.excess + s.ignored).toBe(total);
        for (const b of Object.values(r.ship.systems)) expect(b!.destroyed).toBeLessThanOrEqual(b!.total);
        expect(r.ship.armor.destroyed).toBeLessThanOrEqual(r.ship.armor.total);
        for (const k of ['sensor', 'scanner', 'damageControl'] as const) expect(r.ship.tracks[k].destroyed).toBeLessThanOrEqual(r.ship.tracks[k].boxes.length - 1);
        expect(r.ship.tracks.excess.destroyed).toBeLessThanOrEqual(r.ship.tracks.excess.boxes.length);
        expect(r.ship.phasers.length).toBe(s0.phasers.length);
        for (const sys of Object.keys(s0.systems)) expect(remaining(r.ship, sys as never)).toBeGreaterThanOrEqual(0);
        // Every point is in exactly one event: one each, or a run of settled points (point..last).
        expect(r.events.reduce((n, e) => n + (e.last ?? e.point) - e.point + 1, 0)).toBe(total);
        expect(JSON.stringify(resolveVolley(s0, v, seededDice(seed)))).toBe(JSON.stringify(r));
        // Two volleys in a row still conserve.
        const again = resolveVolley(r.ship, v, seededDice(seed + 1));
        if (!again.ok) throw new Error(again.reasons.join());
        const t = again.summary;
        expect(t.shields + t.armor + t.internals + t.excess + t.ignored).toBe(total);
      }),
      { numRuns: 400 },
    );
  });
});
