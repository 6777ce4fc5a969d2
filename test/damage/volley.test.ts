import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShip, remaining, resolveVolley, type ChoiceContext, type PhaserCandidate, type ShipState, type VolleyOutcome } from '../../src/damage/index.js';
import { scriptedDice, seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { fromCounts, type CountsShip } from '../helpers/ship-lines.js';

/** The value of a result that must have succeeded (the test fails with its diagnostics otherwise). */
const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
  return r.value;
};

const ship = (d: Partial<CountsShip> = {}): ShipState => ok(buildShip(fromCounts({ name: 'test', shields: 0, ...d })));

/** A full-size cruiser with every chart system (our own numbers, not an SFB data sheet). */
const cruiser: CountsShip = {
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
const hits = (r: Result<VolleyOutcome>): string[] => ok(r).events.filter((e) => e.hit !== undefined && e.stage !== 'shield').map((e) => e.hit!);

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
    expect(ok(r).events.filter((e) => e.stage === 'internal').map((e) => [e.roll, e.column, e.result])).toEqual([
      [10, 'A', 'Phaser'],
      [4, 'A', 'Phaser'],
    ]);
  });
});

describe('D4 allocation rules', () => {
  it('shields absorb first, then armor (D4.12), then the chart', () => {
    const r = resolveVolley(ship({ shields: 5, armor: 3, systems: { 'F Hull': 9 } }), { shield: 2, points: 10 }, scriptedDice(rowsAsDice([6, 6])));
    expect(ok(r).summary).toEqual({ points: 10, shields: 5, armor: 3, internals: 2, excess: 0, ignored: 0 });
    expect(ok(r).ship.shields[1]).toBe(0);
  });

  it('Armor-9 (seed 000): 9 points a box, every 10th point leaks to the chart', () => {
    const r = resolveVolley(ship({ armor: 2, armorKind: 'armor-9', systems: { Lab: 9 } }), { shield: 1, points: 20 }, scriptedDice(rowsAsDice([6, 6])));
    // Points 1-9 fill box 1, point 10 leaks, 11-19 fill box 2, point 20 leaks: 18 absorbed, 2 internal.
    expect(ok(r).summary).toMatchObject({ armor: 18, internals: 2 });
    expect(ok(r).ship.armor).toMatchObject([{ kind: 'armor-9', destroyed: 2, held: 0 }]);
    const part = resolveVolley(ship({ armor: 1, armorKind: 'armor-9' }), { shield: 1, points: 4 }, seededDice(1));
    expect(ok(part).ship.armor).toMatchObject([{ destroyed: 0, held: 4 }]);
  });

  it('Borg armor (seed 000): the first point of each hit that reaches it is ignored', () => {
    const r = resolveVolley(ship({ shields: 2, armor: 5, armorKind: 'borg' }), { shield: 1, units: [{ points: 4 }, { points: 3 }] }, seededDice(1));
    // Unit of 4: 2 on the shield, 1 ignored, 1 on armor; unit of 3: 1 ignored, 2 on armor.
    expect(ok(r).summary).toMatchObject({ shields: 2, ignored: 2, armor: 3, internals: 0 });
  });

  it('a result the ship lacks moves to the next column', () => {
    // Row 6: F Hull, Impulse, Lab ... with no hull and no impulse the point lands on Lab (C).
    const r = resolveVolley(ship({ systems: { Lab: 1 } }), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([6])));
    expect(ok(r).events[0]).toMatchObject({ column: 'C', result: 'Lab', hit: 'Lab' });
    expect(ok(r).events[0]?.passed?.map((p) => p.result)).toEqual(['F Hull', 'Impulse']);
  });

  it('D4.321: a phaser hit needs a phaser bearing on the direction of fire, else next column', () => {
    const s = ship({ systems: { 'R Warp': 1 }, phasers: [{ type: 'Ph-1', arcs: [4] }] });
    // Row 4: *Phaser, *Trans, R Warp: the only phaser faces aft, fire comes from #1.
    const r = resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([4])));
    expect(ok(r).events[0]).toMatchObject({ column: 'C', hit: 'R Warp' });
    const aft = resolveVolley(s, { shield: 4, points: 1 }, scriptedDice(rowsAsDice([4])));
    expect(ok(aft).events[0]).toMatchObject({ column: 'A', hit: 'Phaser (Ph-1)' });
  });

  it('D4.324: Any Weapon takes a phaser whatever its direction', () => {
    const s = ship({ phasers: [{ type: 'Ph-3', arcs: [4] }] });
    // Row 7: ... L: Any Weapon.
    const r = resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])));
    expect(ok(r).events[0]).toMatchObject({ column: 'L', result: 'Any Weapon', hit: 'Phaser (Ph-3)' });
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
    expect(ok(r).ship.tracks.sensor.destroyed).toBe(2);
    const last = resolveVolley(ship({ tracks: { sensor: [6, 0] } }), { shield: 1, points: 2 }, scriptedDice(rowsAsDice([6, 2])));
    expect(ok(last).ship.tracks.sensor.destroyed).toBe(1);
    expect(ok(last).events[1]).toMatchObject({ column: 'D', hit: 'Dam Con' });
    expect(ok(last).events[1]?.passed?.[2]?.reason).toContain('D4.33');
  });

  it('D4.354: Flag goes on security stations, or onwards', () => {
    const r = resolveVolley(ship({ systems: { Flag: 1 } }), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([2])));
    expect(hits(r)).toEqual(['Flag']);
  });

  it('D4.325: an empty shuttle box is lost before an occupied one', () => {
    const r = resolveVolley(ship({ systems: { Shuttle: 2 }, shuttlesAboard: 1 }), { shield: 1, points: 2 }, scriptedDice(rowsAsDice([8, 8])));
    expect(hits(r)).toEqual(['Shuttle', 'Shuttle (with its shuttle)']);
    expect(ok(r).ship.shuttlesAboard).toBe(0);
  });

  it('excess damage destroys the ship; later points are ignored', () => {
    const r = resolveVolley(ship({ tracks: { excess: 2 } }), { shield: 1, points: 4 }, seededDice(1));
    expect(ok(r).summary).toMatchObject({ excess: 2, ignored: 2 });
    expect(ok(r).ship.destroyed).toBe(true);
  });

  it('D4.34: the unit that did the most damage is resolved first', () => {
    const s = ship({ phasers: [{ type: 'Ph-1', arcs: [2] }], tracks: { sensor: [6] } });
    const r = resolveVolley(s, { shield: 1, units: [{ points: 1, direction: 6 }, { points: 2, direction: 2 }] }, scriptedDice(rowsAsDice([6, 6, 6])));
    expect(ok(r).events.map((e) => e.unit)).toEqual([1, 1, 0]);
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
    expect(hits(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])), { choices: { anyWarp: ['R Warp'] } }))).toEqual(['R Warp']);
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
    const r = resolveVolley(occupied, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9])), { choices: { anyWeapon: ['Shuttle'] } });
    expect(ok(r).events[0]).toMatchObject({ column: 'L', result: 'Any Weapon', hit: 'Shuttle (with its shuttle)' });
    const plain = resolveVolley(occupied, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9])));
    expect(ok(plain).events[0]).toMatchObject({ column: 'M', result: 'Excess' });
  });

  it('D4.354: with no security stations a Flag result moves on', () => {
    // Row 2: *Bridge, *Flag, *Sensor: no bridge, no flag, so the sensor track takes it.
    const r = resolveVolley(ship(), { shield: 1, points: 1 }, scriptedDice(rowsAsDice([2])));
    expect(ok(r).events[0]).toMatchObject({ column: 'C', hit: 'Sensor' });
  });

  it('reports bad input as diagnostics at their paths, instead of throwing', () => {
    const s = ship();
    const paths = (r: Result<unknown>): string[] => (r.ok ? [] : r.diagnostics.map((d) => `${d.path} ${d.code}`));
    expect(paths(resolveVolley(s, { shield: 7 as never, points: 1 }, seededDice(1)))).toEqual(['volley.shield invalid-value']);
    expect(paths(resolveVolley(null as never, { shield: 1, points: 1 }, seededDice(1)))).toEqual(['ship invalid-value']);
    const junk: [unknown, string][] = [
      [{ shields: [0, 0, 0, 0, 0, 0], systems: {} }, 'ship.name missing-field'],
      [{ ...s, armor: null }, 'ship.armor invalid-value'],
      [{ ...s, tracks: { sensor: 5 } }, 'ship.tracks.sensor invalid-value'],
      [{ ...s, phasers: [null] }, 'ship.phasers[0] invalid-value'],
    ];
    for (const [j, first] of junk) expect(paths(resolveVolley(j as never, { shield: 1, points: 3 }, seededDice(1)))[0]).toBe(first);
    expect(paths(resolveVolley(s, { shield: 1, units: {} } as never, seededDice(1)))).toEqual(['volley.units invalid-value']);
    expect(paths(resolveVolley(s, { shield: 1, units: [null] } as never, seededDice(1)))).toEqual(['volley.units[0] invalid-value']);
    expect(paths(resolveVolley(s, { shield: 1, points: -1 }, seededDice(1)))).toEqual(['volley.points invalid-value']);
    expect(paths(resolveVolley(s, { shield: 1, points: 1 }, {} as never))).toEqual(['dice not-a-dice-source']);
  });

  it('a d6() that gives something other than a die stops the volley with dice-source-failed at dice', () => {
    const r = resolveVolley(ship(), { shield: 1, points: 3 }, { d6: () => 7 });
    expect(r).toEqual({
      ok: false,
      diagnostics: [{ severity: 'error', code: 'dice-source-failed', path: 'dice', message: 'at point 1: d6() gave 7, not a whole number from 1 to 6' }],
    });
  });

  it('buildShip reports malformed descriptions at their paths', () => {
    const bad: [unknown, string][] = [
      [{ name: 'x', shields: 1, phasers: [null] }, 'phasers[0]'],
      [{ name: 'x', shields: 1, phasers: [{ type: 'Ph-1', arcs: 3 }] }, 'phasers[0].arcs'],
      [{ name: 'x', shields: 1, phasers: {} }, 'phasers'],
      [{ name: 'x', shields: 1, tracks: { sensor: 5 } }, 'tracks.sensor'],
      [{ name: 'x', shields: 1, tracks: { excess: 2 ** 32 } }, 'tracks.excess'],
      [{ name: 'x', shields: 1, phasers: [{ type: 'Ph-1', arcs: [1], count: 1e9 }] }, 'phasers[0].count'],
      [{ name: 'x', shields: 1, systems: {} }, 'systems'],
      [{ name: 'x', shields: 1, systems: [{ label: 'Warp Core', count: 2 }] }, 'systems[0].label'],
      [{ name: 'x', shields: 1, systems: [{ label: 'L Warp', variant: 'big' }] }, 'systems[0].variant'],
      [{ name: 'x', shields: 1, systems: [{ label: 'Lab', name: '' }] }, 'systems[0].name'],
      [{ name: 'x', shields: 1, phasers: [{ type: 'Ph-1', arcs: [1], name: 'x'.repeat(201) }] }, 'phasers[0].name'],
      [{ name: 'x', shields: 1, armor: 2 }, 'armor'],
    ];
    for (const [b, path] of bad) {
      const r = buildShip(b as never);
      expect(r.ok, JSON.stringify(b)).toBe(false);
      expect(r.diagnostics.map((d) => d.path), JSON.stringify(b)).toEqual([path]);
    }
    const catalogBad: [unknown, string][] = [
      [{ name: 'x', shields: 1, systems: [null] }, 'systems[0]'],
      [{ name: 'x', shields: 1, systems: [{ count: 1 }] }, 'systems[0].label'],
      [{ name: 'x', shields: 1, systems: [{ label: 'Lab', count: -2 }] }, 'systems[0].count'],
      [{ name: 'x', shields: 1, systems: [{ label: 'Frob', count: 1 }] }, 'systems[0].label'],
      [{ name: 'x', shields: 1, systems: [{ label: 'Lab', boxes: 'x' }] }, 'systems[0].boxes'],
    ];
    for (const [b, path] of catalogBad) expect(buildShip(b as never).diagnostics.map((d) => d.path), JSON.stringify(b)).toEqual([path]);
    // Specific armor needs its guards, and only specific armor may have them; each names a chart result.
    const specific = (line: Record<string, unknown>): string[] => buildShip({ name: 'x', shields: 1, systems: [line as never] }).diagnostics.map((d) => `${d.path} ${d.code}: ${d.message}`);
    expect(specific({ label: 'Armor', variant: 'Specific', count: 2 })).toEqual([
      'systems[0] specific-armor-without-guards: Armor (Specific) guards chart results, and this line names none: give guards (one chart result, such as Bridge, or a list)',
    ]);
    expect(specific({ label: 'Skin', guards: 'Bridge' })).toEqual(['systems[0].guards guards-on-other-line: only specific armor (Armor, variant Specific) guards chart results; Skin does not']);
    expect(specific({ label: 'L Warp', guards: ['L Warp'] })).toEqual(['systems[0].guards guards-on-other-line: only specific armor (Armor, variant Specific) guards chart results; L Warp does not']);
    expect(specific({ label: 'Armor', variant: 'Specific', guards: ['l warp', 'Brigde', 'Excess'] })).toEqual([
      'systems[0].guards[1] unknown-guarded-result: "Brigde" is not a result of the damage chart; did you mean Bridge?',
      'systems[0].guards[2] unknown-guarded-result: Excess is the excess damage track, not a part armor can guard',
    ]);
    expect(specific({ label: 'Armor', variant: 'Specific', guards: [] })).toEqual(['systems[0].guards invalid-value: [] is not a chart result (such as Bridge or L Warp), or a list of 1 to 40 of them']);
    expect(specific({ label: 'Armor', variant: 'Specific', guards: 'any  weapon', count: 1 })).toEqual([]);
  });
});

describe('ships of chart systems and the SFB:TNG catalog', () => {
  it('places each system by its "hit on" result; a system not hit in combat is an info diagnostic', () => {
    const r = buildShip({
      name: 'tng',
      shields: 20,
      systems: [{ label: 'Hull', variant: 'C', count: 3 }, { label: 'Tran', variant: 'normal', count: 2 }, { label: 'Armor-9', count: 4 }, { label: 'Reflective Hull', count: 1 }, { label: 'l warp', count: 6 }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.value.systems['C Hull']).toEqual({ total: 3, destroyed: 0 });
    expect(r.value.systems.Trans).toEqual({ total: 2, destroyed: 0 });
    expect(r.value.systems['L Warp']).toEqual({ total: 6, destroyed: 0 });
    // Each line is a named row: the catalog's name, or the chart system's.
    expect(r.value.rows?.map((row) => `${row.name}/${row.system}/${row.boxes}`)).toEqual(['Hull/C Hull/3', 'Transporter/Trans/2', 'Left warp/L Warp/6', 'Armor Plating/Armor/4']);
    expect(r.value.armor).toEqual([{ total: 4, destroyed: 0, kind: 'armor-9', held: 0 }]);
    // The seed's "not hit in combat" systems add no boxes; each is said once, as an info at its path.
    expect(r.diagnostics).toEqual([
      {
        severity: 'info',
        code: 'system-not-hit',
        path: 'systems[3]',
        message: 'Reflective Hull adds no boxes: not hit in combat: it cannot be destroyed and is not a box on the SSD',
        source: { book: 'SFB:TNG', entry: 'Reflective Hull' },
      },
    ]);
    // Kinds of armor mix: a layer each, in the order each kind first appears.
    const mixed = ok(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Armor-9', count: 1 }, { label: 'Armor', variant: 'Borg', count: 1 }, { label: 'Armor-9', count: 2 }] }));
    expect(mixed.armor.map((a) => `${a.kind} ${a.total}`)).toEqual(['armor-9 3', 'borg 1']);
    const unknown = buildShip({ name: 'x', shields: 1, systems: [{ label: 'Frob', count: 1 }] });
    expect(unknown.diagnostics.map((d) => `${d.path} ${d.code}`)).toEqual(['systems[0].label unknown-system']);
    const variant = buildShip({ name: 'x', shields: 1, systems: [{ label: 'Trac', variant: 'Jumbo', count: 1 }, { label: 'Trac', count: 1 }] });
    expect(variant.diagnostics.map((d) => `${d.path} ${d.code}`)).toEqual(['systems[0].variant unknown-system', 'systems[1].variant ambiguous-system']);
  });

  it('Shop and Cell, which the catalog says to "treat as Hull", are center hull boxes by default', () => {
    const systems = [{ label: 'Shop', count: 2 }, { label: 'Cell', count: 1 }, { label: 'Hull', variant: 'F', count: 1 }];
    const center = ok(buildShip({ name: 'liner', shields: 0, systems }));
    expect(center.systems['C Hull']).toEqual({ total: 3, destroyed: 0 });
    expect(center.systems['F Hull']).toEqual({ total: 1, destroyed: 0 });
    // They take hull hits as the center group does (D4.351): row 6, A is F Hull; the forward box goes first, then the center.
    const r = resolveVolley(center, { shield: 1, points: 2 }, scriptedDice(rowsAsDice([6, 6])));
    expect(hits(r)).toEqual(['F Hull', 'C Hull']);
  });

  it('treatAsHull puts Shop and Cell in the forward or aft group, or (the literal reading) nowhere', () => {
    const systems = [{ label: 'Shop', count: 2 }, { label: 'Cell', count: 1 }];
    expect(ok(buildShip({ name: 'liner', shields: 0, systems }, { treatAsHull: 'forward' })).systems['F Hull']).toEqual({ total: 3, destroyed: 0 });
    expect(ok(buildShip({ name: 'liner', shields: 0, systems }, { treatAsHull: 'aft' })).systems['A Hull']).toEqual({ total: 3, destroyed: 0 });
    const none = buildShip({ name: 'liner', shields: 0, systems }, { treatAsHull: 'not-hit' });
    expect(none.ok && none.value.systems).toEqual({});
    expect(none.diagnostics.map((d) => [d.severity, d.code, d.path, d.source?.book])).toEqual([
      ['info', 'system-not-hit', 'systems[0]', 'spacedock'],
      ['info', 'system-not-hit', 'systems[1]', 'spacedock'],
    ]);
    const bad = buildShip({ name: 'liner', shields: 0, systems }, { treatAsHull: 'middle' as never });
    expect(bad.diagnostics.map((d) => `${d.path} ${d.code}`)).toEqual(['options.treatAsHull invalid-value']);
  });
});

describe('the owner\'s choices (options.choices)', () => {
  // Row 6: F Hull, Impulse, Lab, L Warp, *Sensor, Tractor, Shuttle, R Warp, Phaser (I), ...: with a one-box
  // sensor track and none of the others, a row-6 point is a phaser hit at column I.
  const gunboat = (phasers: NonNullable<CountsShip['phasers']>): ShipState => ship({ phasers, tracks: { sensor: [6] } });

  it('D4.321: which bearing phaser takes a hit is an order of types or a function; the default is the least powerful', () => {
    const s = gunboat([{ type: 'Ph-1', arcs: [1, 2] }, { type: 'Ph-3', arcs: [1] }, { type: 'Ph-2', arcs: [1] }]);
    const one = (options?: object): string[] => hits(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([6])), options));
    expect(one()).toEqual(['Phaser (Ph-3)']);
    expect(one({ choices: { phaser: ['Ph-1'] } })).toEqual(['Phaser (Ph-1)']);
    expect(one({ choices: { phaser: ['Ph-2', 'Ph-1'] } })).toEqual(['Phaser (Ph-2)']);
    const calls: unknown[] = [];
    const picked = one({
      choices: {
        phaser: (candidates: readonly PhaserCandidate[], context: ChoiceContext) => {
          calls.push({ candidates: candidates.map((c) => `${c.type}#${c.index}`), context });
          return candidates.find((c) => c.type === 'Ph-2')!;
        },
      },
    });
    expect(picked).toEqual(['Phaser (Ph-2)']);
    expect(calls).toEqual([
      { candidates: ['Ph-1#0', 'Ph-3#1', 'Ph-2#2'], context: { point: 1, unit: 0, direction: 1, roll: 6, column: 'I', result: 'Phaser', phaserHits: 0 } },
    ]);
  });

  it('D4.321: only bearing phasers are candidates, and a lone candidate is taken without asking', () => {
    const s = gunboat([{ type: 'Ph-1', arcs: [1, 2] }, { type: 'Ph-3', arcs: [1] }]);
    let asked = 0;
    const r = resolveVolley(s, { shield: 2, points: 1 }, scriptedDice(rowsAsDice([6])), { choices: { phaser: () => (asked++, undefined as never) } });
    expect(hits(r)).toEqual(['Phaser (Ph-1)']);
    expect(asked).toBe(0);
  });

  it('D4.322: on every third phaser hit only the most powerful type is a candidate', () => {
    const s = gunboat([{ type: 'Ph-3', arcs: [1], count: 3 }, { type: 'Ph-1', arcs: [1], count: 2 }]);
    const offered: string[][] = [];
    const r = resolveVolley(s, { shield: 1, points: 3 }, scriptedDice(rowsAsDice([6, 6, 6])), {
      choices: {
        phaser: (candidates: readonly PhaserCandidate[]) => {
          offered.push(candidates.map((c) => `${c.type}#${c.index}`));
          return candidates[0]!;
        },
      },
    });
    expect(hits(r)).toEqual(['Phaser (Ph-3)', 'Phaser (Ph-3)', 'Phaser (Ph-1)']);
    expect(offered).toEqual([
      ['Ph-3#0', 'Ph-3#1', 'Ph-3#2', 'Ph-1#3', 'Ph-1#4'],
      ['Ph-3#1', 'Ph-3#2', 'Ph-1#3', 'Ph-1#4'],
      ['Ph-1#3', 'Ph-1#4'],
    ]);
    // The default order: the least powerful twice, then the most powerful.
    expect(hits(resolveVolley(s, { shield: 1, points: 3 }, scriptedDice(rowsAsDice([6, 6, 6]))))).toEqual(['Phaser (Ph-3)', 'Phaser (Ph-3)', 'Phaser (Ph-1)']);
    // An order that gives up the Ph-1s first: the third hit goes on the most powerful type left, Ph-3.
    expect(hits(resolveVolley(s, { shield: 1, points: 3 }, scriptedDice(rowsAsDice([6, 6, 6])), { choices: { phaser: ['Ph-1'] } }))).toEqual([
      'Phaser (Ph-1)',
      'Phaser (Ph-1)',
      'Phaser (Ph-3)',
    ]);
  });

  it('D4.324: a phaser taken for Any Weapon is chosen the same way, whatever its direction', () => {
    // Row 7: Cargo, F Hull, Battery, C Warp, Shuttle, APR, Lab, Phaser (H), Any Warp, Probe, A Hull, Any Weapon (L).
    const s = ship({ phasers: [{ type: 'Ph-3', arcs: [4] }, { type: 'Ph-1', arcs: [4] }] });
    const contexts: { result: string; column: string }[] = [];
    const r = resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])), {
      choices: {
        phaser: (candidates: readonly PhaserCandidate[], context: ChoiceContext) => {
          contexts.push({ result: context.result, column: context.column });
          return candidates.find((c) => c.type === 'Ph-1')!;
        },
      },
    });
    expect(ok(r).events[0]).toMatchObject({ column: 'L', result: 'Any Weapon', hit: 'Phaser (Ph-1)' });
    expect(contexts).toEqual([{ result: 'Any Weapon', column: 'L' }]);
  });

  it('D4.325: a Shuttle hit takes an empty box by default; the owner may lose the occupied one', () => {
    // Row 8: A Hull, APR, Shuttle (C).
    const s = ship({ systems: { Shuttle: 2 }, shuttlesAboard: 1 });
    const one = (options?: object): VolleyOutcome => ok(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([8])), options));
    expect(one().events[0]?.hit).toBe('Shuttle');
    expect(one().ship.shuttlesAboard).toBe(1);
    const occupied = one({ choices: { shuttle: ['occupied'] } });
    expect(occupied.events[0]?.hit).toBe('Shuttle (with its shuttle)');
    expect(occupied.ship.shuttlesAboard).toBe(0);
    const offered: unknown[] = [];
    const fn = one({ choices: { shuttle: (candidates: readonly string[]) => (offered.push(candidates), 'occupied') } });
    expect(fn.events[0]?.hit).toBe('Shuttle (with its shuttle)');
    expect(offered).toEqual([['empty', 'occupied']]);
    // With every box left occupied there is no choice: the shuttle is lost with its box.
    const full = ship({ systems: { Shuttle: 1 }, shuttlesAboard: 1 });
    expect(hits(resolveVolley(full, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([8])), { choices: { shuttle: ['empty'] } }))).toEqual(['Shuttle (with its shuttle)']);
  });

  it('D4.324: Any Weapon goes to a phaser, then a drone, then a torpedo by default; an order or a function chooses', () => {
    // Row 7 has no Drone, Torp or Shuttle cell before L: Any Weapon; the ship has no phaser.
    const s = ship({ systems: { Torp: 1, Drone: 1 } });
    const one = (options?: object): string[] => hits(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])), options));
    expect(one()).toEqual(['Drone']);
    expect(one({ choices: { anyWeapon: ['Torp'] } })).toEqual(['Torp']);
    expect(one({ choices: { anyWeapon: (candidates: readonly string[]) => candidates[1]! } })).toEqual(['Torp']);
    // A function is offered a shuttle box with its shuttle too (allowed, not required): row 9 has no Shuttle or Torp cell before L.
    const carrier = ship({ systems: { Torp: 1, Shuttle: 1 }, shuttlesAboard: 1 });
    const offered: unknown[] = [];
    const r = resolveVolley(carrier, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9])), { choices: { anyWeapon: (c: readonly string[]) => (offered.push(c), 'Shuttle') } });
    expect(hits(r)).toEqual(['Shuttle (with its shuttle)']);
    expect(offered).toEqual([['Torp', 'Shuttle']]);
    // ...and an order only when it lists it.
    expect(hits(resolveVolley(carrier, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9]))))).toEqual(['Torp']);
  });

  it('Any Warp: an order or a function picks the engine', () => {
    // Row 7, I: Any Warp (C Warp at D is absent).
    const s = ship({ systems: { 'L Warp': 1, 'R Warp': 1 }, tracks: { sensor: [6] } });
    const one = (options?: object): string[] => hits(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])), options));
    expect(one()).toEqual(['L Warp']);
    expect(one({ choices: { anyWarp: ['R Warp', 'L Warp'] } })).toEqual(['R Warp']);
    const contexts: unknown[] = [];
    expect(one({ choices: { anyWarp: (c: readonly string[], context: unknown) => (contexts.push([c, context]), 'R Warp') } })).toEqual(['R Warp']);
    expect(contexts).toEqual([[['L Warp', 'R Warp'], { point: 1, unit: 0, direction: 1, roll: 7, column: 'I', result: 'Any Warp', phaserHits: 0 }]]);
    // An order never declines a hit: an engine it does not list is still taken when it is the only one left.
    const right = ship({ systems: { 'R Warp': 1 }, tracks: { sensor: [6] } });
    expect(hits(resolveVolley(right, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])), { choices: { anyWarp: ['L Warp'] } }))).toEqual(['R Warp']);
  });

  it('a chooser that throws or picks a non-candidate stops the volley with a diagnostic, never a crash', () => {
    const s = ship({ systems: { 'L Warp': 1, 'R Warp': 1 }, tracks: { sensor: [6] } });
    const run = (anyWarp: unknown): Result<VolleyOutcome> => resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([7])), { choices: { anyWarp: anyWarp as never } });
    expect(
      run(() => {
        throw new Error('no engines today');
      }),
    ).toEqual({
      ok: false,
      diagnostics: [
        {
          severity: 'error',
          code: 'choice-threw',
          path: 'options.choices.anyWarp',
          message: 'at point 1 it threw (no engines today)',
          source: { book: 'spacedock', entry: 'Any Warp hits: the owner picks the engine' },
        },
      ],
    });
    const notOne = run(() => 'C Warp');
    expect(notOne.ok).toBe(false);
    expect(notOne.diagnostics[0]).toMatchObject({ code: 'choice-not-a-candidate', path: 'options.choices.anyWarp', message: 'at point 1 it returned "C Warp", which is not one of its candidates ("L Warp", "R Warp")' });
    // A phaser is picked by the very candidate object: an equal copy is not one.
    const g = gunboat([{ type: 'Ph-1', arcs: [1] }, { type: 'Ph-3', arcs: [1] }]);
    const copy = resolveVolley(g, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([6])), { choices: { phaser: (c: readonly object[]) => ({ ...c[0] }) as never } });
    expect(copy.diagnostics[0]).toMatchObject({ code: 'choice-not-a-candidate', path: 'options.choices.phaser', source: { book: 'SFB Cadet Training Handbook', entry: 'D4.321' } });
    // An exception of the caller's own dice is the dice source failing, not a chooser's.
    const oops = new Error('my dice broke');
    const broke = resolveVolley(s, { shield: 1, points: 1 }, { d6: () => { throw oops; } }, { choices: { anyWarp: () => 'L Warp' } });
    expect(broke.diagnostics).toEqual([{ severity: 'error', code: 'dice-source-failed', path: 'dice', message: 'at point 1: d6() threw (my dice broke)' }]);
  });

  it('choices are checked before any die is rolled', () => {
    const s = ship();
    const paths = (choices: unknown): string[] => {
      const r = resolveVolley(s, { shield: 1, points: 1 }, seededDice(1), { choices: choices as never });
      return r.ok ? [] : r.diagnostics.map((d) => `${d.path} ${d.code}`);
    };
    expect(paths({ anyWarp: ['L Warp', 'L Warp'] })).toEqual(['options.choices.anyWarp invalid-value']);
    expect(paths({ anyWeapon: ['Laser'] })).toEqual(['options.choices.anyWeapon invalid-value']);
    expect(paths({ shuttle: 'empty' })).toEqual(['options.choices.shuttle invalid-value']);
    expect(paths({ phaser: [''] })).toEqual(['options.choices.phaser invalid-value']);
    expect(paths({ phazer: ['Ph-1'] })).toEqual(['options.choices.phazer unknown-field']);
    expect(paths(null)).toEqual(['options.choices invalid-value']);
    expect(paths({ phaser: ['Ph-X'], shuttle: ['occupied', 'empty'], anyWeapon: ['Shuttle'], anyWarp: () => 'L Warp' })).toEqual([]);
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
      phasers: fc.array(fc.record({ type: fc.constantFrom('Ph-1', 'Ph-2', 'Ph-3'), arcs: fc.subarray([1, 2, 3, 4, 5, 6] as const, { minLength: 1 }) }), { maxLength: 6 }),
      excess: fc.integer({ min: 1, max: 10 }),
    })
    .map((d) => ok(buildShip(fromCounts({ name: 'gen', shields: d.shields, armor: d.armor, armorKind: d.armorKind, systems: d.systems as never, phasers: d.phasers, tracks: { excess: d.excess } }))));
  const volley = fc.record({
    shield: fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<1>,
    units: fc.array(fc.record({ points: fc.nat(80), direction: fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<1> }), { minLength: 1, maxLength: 3 }),
  });

  it('conserves damage, never destroys more boxes than exist, never mutates its input, and is deterministic', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(full), shipArb), volley, fc.integer(), (s0, v, seed) => {
        const before = JSON.stringify(s0);
        const result = resolveVolley(s0, v, seededDice(seed));
        expect(JSON.stringify(s0)).toBe(before);
        const r = ok(result);
        const s = r.summary;
        const total = v.units.reduce((a, u) => a + u.points, 0);
        expect(s.points).toBe(total);
        expect(s.shields + s.armor + s.internals + s.excess + s.ignored).toBe(total);
        for (const b of Object.values(r.ship.systems)) expect(b!.destroyed).toBeLessThanOrEqual(b!.total);
        for (const a of r.ship.armor) expect(a.destroyed).toBeLessThanOrEqual(a.total);
        for (const k of ['sensor', 'scanner', 'damageControl'] as const) expect(r.ship.tracks[k].destroyed).toBeLessThanOrEqual(r.ship.tracks[k].boxes.length - 1);
        expect(r.ship.tracks.excess.destroyed).toBeLessThanOrEqual(r.ship.tracks.excess.boxes.length);
        expect(r.ship.phasers.length).toBe(s0.phasers.length);
        for (const sys of Object.keys(s0.systems)) expect(remaining(r.ship, sys as never)).toBeGreaterThanOrEqual(0);
        // Every point is in exactly one event: one each, or a run of settled points (point..last).
        expect(r.events.reduce((n, e) => n + (e.last ?? e.point) - e.point + 1, 0)).toBe(total);
        expect(JSON.stringify(resolveVolley(s0, v, seededDice(seed)))).toBe(JSON.stringify(result));
        // Two volleys in a row still conserve.
        const t = ok(resolveVolley(r.ship, v, seededDice(seed + 1))).summary;
        expect(t.shields + t.armor + t.internals + t.excess + t.ignored).toBe(total);
      }),
      { numRuns: 400 },
    );
  });
});
