// Field-by-field checking of hand-built input (specs/damage.md §5): every field of a ship state, a
// description, a volley and the volley options, given a bad value, is refused with a reason that
// names that field; nothing is followed through a prototype; limits name themselves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_BOXES,
  MAX_HEXES,
  MAX_VOLLEY_POINTS,
  buildShip,
  checkShipState,
  effectiveRange,
  hitTrack,
  lockOn,
  resolveVolley,
  scriptedDice,
  seededDice,
  sensorRating,
  shipFromCatalog,
  type ShipState,
} from '../../src/damage/index.js';

const base = (): ShipState => {
  const r = buildShip({
    name: 'Cutter',
    shields: [4, 3, 3, 2, 3, 3],
    armor: 2,
    armorKind: 'armor-9',
    systems: { 'F Hull': 2, Bridge: 1, Shuttle: 2 },
    phasers: [{ type: 'Ph-1', arcs: [1, 2] }],
    shuttlesAboard: 1,
  });
  if (!r.ok) throw new Error(r.reasons.join());
  return r.ship;
};

/** Every path to a value in a JSON-like value, with the value. */
function leaves(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  if (value === null || typeof value !== 'object') return [{ path, value }];
  const own = Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, Array.isArray(value) ? Number(k) : k]));
  return [{ path, value }, ...own];
}

const setAt = (root: unknown, path: readonly (string | number)[], v: unknown): unknown => {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = v;
  return copy;
};

/** `armor.held`, `phasers[0].arcs[1]` */
const dotted = (path: readonly (string | number)[]): string => path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s === '' ? k : `${s}.${k}`), '');

describe('checkShipState: every field of a state', () => {
  const ship = base();
  const paths = leaves(ship).filter((l) => l.path.length > 0);
  const BAD: readonly unknown[] = [-1, 1.5, NaN, Infinity, 'x', null, {}, [], true, 2 ** 53, MAX_BOXES + 1];

  it('a bad value anywhere is refused with a reason naming that field or the list it is in', () => {
    let refused = 0;
    for (const { path, value } of paths) {
      for (const bad of BAD) {
        if (Object.is(bad, value) || (typeof value === 'boolean' && typeof bad === 'boolean')) continue;
        const r = checkShipState(setAt(ship, path, bad));
        // Some replacements are still valid states (0 shields in place of 3, a name of "x", ...).
        if (r.ok) continue;
        refused++;
        const field = dotted(path);
        const lastIndex = path.map((k) => typeof k === 'number').lastIndexOf(true);
        const list = dotted(path.slice(0, lastIndex));
        const named = r.reasons.some((reason) => reason.startsWith(field) || (list !== '' && reason.startsWith(list)) || reason.startsWith(dotted(path.slice(0, -1))));
        expect(named, `${field} = ${String(bad)}: ${r.reasons.join(' | ')}`).toBe(true);
      }
    }
    expect(refused).toBeGreaterThan(200);
  });

  it('the consistency rules: destroyed boxes within the total, the last track box, shuttles, held points, the excess track', () => {
    const s = base();
    const reasons = (patch: Record<string, unknown>): readonly string[] => {
      const r = checkShipState({ ...s, ...patch });
      return r.ok ? [] : r.reasons;
    };
    expect(reasons({ systems: { Lab: { total: 2, destroyed: 3 } } })).toEqual(['systems.Lab.destroyed: 3 is not a whole number from 0 to 2 (its total)']);
    expect(reasons({ tracks: { ...s.tracks, sensor: { boxes: [6, 0], destroyed: 2 } } })).toEqual(['tracks.sensor.destroyed: 2 is not a whole number from 0 to 1 (the last box is never destroyed, D4.33)']);
    expect(reasons({ shuttlesAboard: 3 })).toEqual(['shuttlesAboard: 3 shuttles for 2 working Shuttle boxes; at most one per box']);
    expect(reasons({ armor: { total: 2, destroyed: 2, kind: 'armor-9', held: 4 } })).toEqual(['armor.held: 4 points held, but no Armor-9 box stands']);
    expect(reasons({ armor: { total: 2, destroyed: 0, kind: 'standard', held: 4 } })).toEqual(['armor.held: 4 is not 0 (only Armor-9 holds points on a box)']);
    expect(reasons({ tracks: { ...s.tracks, excess: { boxes: [0, 0], destroyed: 2 } } })).toEqual(['destroyed: false, but the excess damage track is used up, which destroys the ship']);
    expect(reasons({ phasers: [{ type: 'Ph-1', arcs: [1, 1], destroyed: false }] })).toEqual(['phasers[0].arcs: [1,1] is not a list of shield facings 1 to 6, each at most once']);
    expect(reasons({ extra: 1 })).toEqual(['extra: not a field of a ship state (they are name, shields, armor, systems, phasers, shuttlesAboard, tracks, destroyed)']);
  });

  it('returns a fresh copy: no input object is shared, and no key of the input reaches a prototype', () => {
    const s = base();
    const r = checkShipState(JSON.parse(JSON.stringify(s)));
    if (!r.ok) throw new Error(r.reasons.join());
    expect(r.ship).toEqual(s);
    expect(r.ship.systems).not.toBe(s.systems);
    expect(Object.getPrototypeOf(r.ship.systems)).toBe(Object.prototype);
  });
});

describe('buildShip and shipFromCatalog: every field of a description', () => {
  const description = { name: 'Frigate', shields: 5, armor: 1, armorKind: 'borg', systems: { Lab: 2 }, phasers: [{ type: 'Ph-3', arcs: [1], count: 2 }], shuttlesAboard: 0, tracks: { sensor: [6, 0], scanner: [0, 9], damageControl: [2, 0], excess: 3 } };

  it('a bad value anywhere is refused with a reason naming that field or its list', () => {
    let refused = 0;
    for (const { path, value } of leaves(description).filter((l) => l.path.length > 0)) {
      for (const bad of [-1, 2.5, NaN, 'x', null, {}, [], 1e9]) {
        if (Object.is(bad, value)) continue;
        const r = buildShip(setAt(description, path, bad) as never);
        if (r.ok) continue;
        refused++;
        const prefixes = [dotted(path), ...path.map((_, i) => dotted(path.slice(0, i))).filter((p) => p !== '')];
        expect(r.reasons.some((reason) => prefixes.some((p) => reason.startsWith(p))), `${dotted(path)} = ${String(bad)}: ${r.reasons.join(' | ')}`).toBe(true);
      }
    }
    expect(refused).toBeGreaterThan(60);
  });

  it('a catalog ship is checked the same way, and its sums stay within MAX_BOXES', () => {
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Lab', boxes: MAX_BOXES }, { label: 'Lab', boxes: 1 }] })).toEqual({
      ok: false,
      reasons: [`systems[1].boxes: the Lab boxes add up to ${MAX_BOXES + 1}, more than MAX_BOXES (${MAX_BOXES})`],
    });
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Armor', boxes: MAX_BOXES }, { label: 'Armor', boxes: 1 }] }).ok).toBe(false);
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Lab', boxes: 1, colour: 'red' } as never] })).toEqual({
      ok: false,
      reasons: ['systems[0].colour: not a field of a catalog system (they are label, variant, boxes)'],
    });
    expect(shipFromCatalog({ name: 'x', shields: 1, systems: [{ label: 'Armor-9', boxes: 1 }], armorKind: 'borg' }).ok).toBe(false);
  });

  it('never throws, whatever the description', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withSparseArray: true, withBigInt: true }), (d) => {
        for (const r of [buildShip(d as never), shipFromCatalog(d as never), checkShipState(d)]) {
          expect(r.ok || r.reasons.length > 0).toBe(true);
        }
      }),
    );
  });
});

describe('resolveVolley: the volley and its options', () => {
  const s = base();
  const reasons = (volley: unknown, options?: unknown): readonly string[] => {
    const r = resolveVolley(s, volley as never, seededDice(1), options as never);
    return r.ok ? [] : r.reasons;
  };

  it('names each bad field of the volley', () => {
    expect(reasons({ shield: 7, points: 1 })).toEqual(['volley.shield: 7 is not a shield facing from 1 to 6']);
    expect(reasons({ shield: 1, points: -1 })).toEqual(['volley.points: -1 is not a whole number of 0 or more']);
    expect(reasons({ shield: 1, points: MAX_VOLLEY_POINTS + 1 })).toEqual([`volley.points: ${MAX_VOLLEY_POINTS + 1} is more than MAX_VOLLEY_POINTS (${MAX_VOLLEY_POINTS})`]);
    expect(reasons({ shield: 1, units: [{ points: 1, direction: 0 }] })).toEqual(['volley.units[0].direction: 0 is not a shield facing from 1 to 6']);
    expect(reasons({ shield: 1, units: [{ points: 1 }], points: 1 })).toEqual(['volley: give points or units, not both']);
    expect(reasons({ shield: 1, points: 1, power: 3 })).toEqual(['volley.power: not a field of a volley (they are shield, points, units)']);
  });

  it('names each bad option, and checks a house chart cell by cell', () => {
    expect(reasons({ shield: 1, points: 1 }, { log: 'no' })).toEqual(['options.log: "no" is not true or false']);
    expect(reasons({ shield: 1, points: 1 }, { anyWarpOrder: ['L Warp', 'L Warp'] })).toEqual(['options.anyWarpOrder: ["L Warp","L Warp"] is not a list of C Warp, L Warp, R Warp, each at most once']);
    expect(reasons({ shield: 1, points: 1 }, { phaserRank: [''] })).toEqual(['options.phaserRank: [""] is not a list of phaser types, most powerful first']);
    expect(reasons({ shield: 1, points: 1 }, { logs: false })).toEqual(['options.logs: not a field of the volley options (they are chart, phaserRank, anyWeaponOrder, anyWarpOrder, log)']);
    const rows = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 2, [{ result: 'Excess', bold: false }]]));
    expect(reasons({ shield: 1, points: 1 }, { chart: { rows, source: { file: 'house', entry: 'ours' } } })).toEqual([]);
    expect(reasons({ shield: 1, points: 1 }, { chart: { rows: { ...rows, 13: [] }, source: { file: 'house', entry: 'ours' } } })).toEqual(['options.chart.rows: "13" is not a 2d6 roll (2 to 12)']);
    expect(reasons({ shield: 1, points: 1 }, { chart: { rows: { ...rows, 7: [{ result: 'Warp Core', bold: false }] }, source: { file: 'house', entry: 'ours' } } })).toEqual([
      'options.chart.rows.7[0].result: "Warp Core" is not a chart result such as F Hull or Excess',
    ]);
    expect(reasons({ shield: 1, points: 1 }, { chart: { rows: { ...rows, 7: new Array(14).fill({ result: 'Lab', bold: false }) }, source: { file: 'house', entry: 'ours' } } })).toEqual([
      'options.chart.rows.7: a list is not a list of at most 13 cells (columns A to M)',
    ]);
  });

  it('a volley never changes its input, frozen or not', () => {
    const frozen = structuredClone(s);
    const deepFreeze = (o: unknown): void => {
      if (o !== null && typeof o === 'object') {
        Object.freeze(o);
        for (const v of Object.values(o)) deepFreeze(v);
      }
    };
    deepFreeze(frozen);
    const r = resolveVolley(frozen, { shield: 1, points: 40 }, seededDice(2));
    expect(r.ok).toBe(true);
    expect(frozen).toEqual(s);
  });
});

describe('plain-answer helpers read bad numbers as documented', () => {
  it('effectiveRange: no term past MAX_HEXES, NaN and non-numbers are 0, only true is a lock-on', () => {
    expect(effectiveRange({ trueRange: Infinity, lockedOn: true })).toBe(MAX_HEXES);
    expect(effectiveRange({ trueRange: 3, lockedOn: 'yes' as never, scannerAdjustment: '4' as never })).toBe(6);
    expect(effectiveRange(undefined as never)).toBe(0);
  });

  it('lockOn reads the rating as a whole number from 0 to 6', () => {
    expect(lockOn(NaN, scriptedDice([1])).rating).toBe(0);
    expect(lockOn(1e300, scriptedDice([6]))).toMatchObject({ rating: 6, lockedOn: true });
    expect(lockOn(4.9, scriptedDice([5]))).toMatchObject({ rating: 4, lockedOn: false });
    expect(lockOn(6, scriptedDice([1]), null as never).lockedOn).toBe(true);
    expect(() => lockOn(6, { d6: () => 9 })).toThrow(RangeError);
    expect(() => lockOn(6, {} as never)).toThrow(TypeError);
  });

  it('tracks: a hit count of NaN is no hit, Infinity all of them; a box that is not whole reads as the residual', () => {
    expect(hitTrack([6, 5, 4, 0], 1, NaN)).toBe(1);
    expect(hitTrack([6, 5, 4, 0], 1, Infinity)).toBe(3);
    expect(sensorRating([NaN, 5, '6' as never, 0], 0)).toBe(5);
    expect(sensorRating(null as never, 0)).toBe(0);
  });
});
