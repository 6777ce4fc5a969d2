// Field-by-field checking of hand-built input (specs/damage.md §5): every field of a ship state, a
// description, a volley and the volley options, given a bad value, is refused with a diagnostic at
// that field's path; nothing is followed through a prototype; limits name themselves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BOXES, MAX_VOLLEY_POINTS, buildShip, checkShipState, resolveVolley, type ArmorLayer, type ShipState } from '../../src/damage/index.js';
import { seededDice } from '../../src/dice/index.js';
import { pathOf } from '../../src/diagnostics/path.js';
import type { Result } from '../../src/diagnostics/result.js';
import { fromCounts } from '../helpers/ship-lines.js';

/** `path code` of each diagnostic of a result (none for a success). */
const found = (r: Result<unknown>): string[] => (r.ok ? [] : r.diagnostics.map((d) => `${d.path} ${d.code}`));

const base = (): ShipState => {
  const r = buildShip(fromCounts({
    name: 'Cutter',
    shields: [4, 3, 3, 2, 3, 3],
    armor: 2,
    armorKind: 'armor-9',
    armorLines: [{ kind: 'skin', count: 1 }, { kind: 'regenerating', count: 2 }, { kind: 'regenerating', count: 1 }],
    specific: [{ guards: ['Bridge', 'L Warp'], count: 2 }],
    nonAblative: 1,
    tech: 5,
    systems: { 'F Hull': 2, Bridge: 1, Shuttle: 2 },
    phasers: [{ type: 'Ph-1', arcs: [1, 2] }],
    shuttlesAboard: 1,
  }));
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
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

/** `armor.held`, `phasers[0].arcs[1]`, `systems["F Hull"].total`: the paths diagnostics use. */
const dotted = (path: readonly (string | number)[]): string => pathOf(path);

describe('checkShipState: every field of a state', () => {
  const ship = base();
  const paths = leaves(ship).filter((l) => l.path.length > 0);
  const BAD: readonly unknown[] = [-1, 1.5, NaN, Infinity, 'x', null, {}, [], true, 2 ** 53, MAX_BOXES + 1];

  it('a bad value anywhere is refused with a diagnostic at that field or the list or object it is in', () => {
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
        const paths = r.diagnostics.map((d) => d.path ?? '(none)');
        const named = paths.some((p) => p === field || (list !== '' && p.startsWith(list)) || p.startsWith(dotted(path.slice(0, -1))));
        expect(named, `${field} = ${String(bad)}: ${paths.join(' | ')}`).toBe(true);
        // Every problem is an error with a code; the message does not repeat the path.
        for (const d of r.diagnostics) {
          expect(d.severity).toBe('error');
          expect(d.message.startsWith(`${d.path}:`)).toBe(false);
        }
      }
    }
    expect(refused).toBeGreaterThan(200);
  });

  it('the consistency rules: destroyed boxes within the total, the last track box, shuttles, held points, the excess track', () => {
    const s = base();
    const diagnostics = (patch: Record<string, unknown>): readonly unknown[] => checkShipState({ ...s, ...patch }).diagnostics;
    expect(diagnostics({ systems: { Lab: { total: 2, destroyed: 3 } } })).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'systems.Lab.destroyed', message: '3 is not a whole number from 0 to 2 (its total)' },
    ]);
    expect(diagnostics({ systems: { 'F Hull': { total: -1, destroyed: 0 } } })).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'systems["F Hull"].total', message: '-1 is not a whole number from 0 to 10000' },
    ]);
    expect(diagnostics({ tracks: { ...s.tracks, sensor: { boxes: [6, 0], destroyed: 2 } } })).toEqual([
      {
        severity: 'error',
        code: 'track-last-box-destroyed',
        path: 'tracks.sensor.destroyed',
        message: '2 boxes destroyed of 2: the last box of the sensor track is never destroyed',
        source: { book: 'SFB Cadet Training Handbook', entry: 'D4.33' },
      },
    ]);
    expect(diagnostics({ shuttlesAboard: 3 })).toEqual([
      {
        severity: 'error',
        code: 'too-many-shuttles',
        path: 'shuttlesAboard',
        message: '3 shuttles for 2 working Shuttle boxes; at most one per box',
        source: { book: 'spacedock', entry: 'ship state: at most one shuttle per Shuttle box' },
      },
    ]);
    const [nine, skin, regenerating] = s.armor as [ArmorLayer, ArmorLayer, ArmorLayer];
    const layers = (...changed: ArmorLayer[]): { armor: ArmorLayer[] } => ({ armor: [changed[0] ?? nine, changed[1] ?? skin, changed[2] ?? regenerating] });
    expect(diagnostics(layers({ ...nine, destroyed: 2, held: 4 }))).toEqual([
      { severity: 'error', code: 'points-held-without-box', path: 'armor[0].held', message: '4 points held, but no Armor-9 box stands', source: { book: 'SFB:TNG', entry: 'Armor-9' } },
    ]);
    expect(diagnostics({ armor: [{ total: 2, destroyed: 0, kind: 'standard', held: 4 }] })).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'armor[0].held', message: '4 is not 0 (only Armor-9 and Skin hold points on a box)' },
    ]);
    expect(diagnostics(layers(nine, { ...skin, held: 12, internalNext: true }))).toEqual([
      {
        severity: 'error',
        code: 'skin-turn-inconsistent',
        path: 'armor[1].internalNext',
        message: 'true, but damage is held on the next box, which only starts filling after the internal point',
        source: { book: 'SFB:TNG', entry: 'Skin' },
      },
    ]);
    expect(found(checkShipState({ ...s, ...layers(nine, { ...skin, ignoreLeft: 301 }) }))).toEqual(['armor[1].ignoreLeft invalid-value']);
    expect(found(checkShipState({ ...s, ...layers(nine, skin, { ...regenerating, destroyed: 1 }) }))).toEqual(['armor[2].groups invalid-value']);
    expect(found(checkShipState({ ...s, ...layers(nine, { ...skin, groups: [] }) }))).toEqual(['armor[1].groups unknown-field']);
    expect(found(checkShipState({ ...s, armor: [nine, nine] }))).toEqual(['armor[1].kind invalid-value']);
    expect(found(checkShipState({ ...s, specificArmor: [{ total: 1, destroyed: 0, guards: ['Excess'] }] }))).toEqual(['specificArmor[0].guards invalid-value']);
    expect(found(checkShipState({ ...s, hull: { nonAblative: 1, coating: 'yes', solidNeutronium: false } }))).toEqual(['hull.coating invalid-value']);
    expect(found(checkShipState({ ...s, tech: 1.5 }))).toEqual(['tech invalid-value']);
    expect(diagnostics({ tracks: { ...s.tracks, excess: { boxes: [0, 0], destroyed: 2 } } })).toEqual([
      {
        severity: 'error',
        code: 'ship-not-marked-destroyed',
        path: 'destroyed',
        message: 'false, but the excess damage track is used up, which destroys the ship',
        source: { book: 'SFB Cadet Training Handbook', entry: 'D4.33' },
      },
    ]);
    expect(diagnostics({ phasers: [{ type: 'Ph-1', arcs: [1, 1], destroyed: false }] })).toEqual([
      { severity: 'error', code: 'invalid-value', path: 'phasers[0].arcs', message: '[1,1] is not a list of shield facings 1 to 6, each at most once' },
    ]);
    expect(diagnostics({ extra: 1 })).toEqual([
      {
        severity: 'error',
        code: 'unknown-field',
        path: 'extra',
        message: 'not a field of a ship state (they are name, rows, shields, armor, specificArmor, hull, tech, systems, phasers, shuttlesAboard, tracks, destroyed)',
      },
    ]);
    expect(found(checkShipState({ ...s, systems: { 'Warp Core': { total: 1, destroyed: 0 } } }))).toEqual(['systems["Warp Core"] unknown-field']);
  });

  it('returns a fresh copy: no input object is shared, and no key of the input reaches a prototype', () => {
    const s = base();
    const r = checkShipState(JSON.parse(JSON.stringify(s)));
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual(s);
    expect(r.value.systems).not.toBe(s.systems);
    expect(Object.getPrototypeOf(r.value.systems)).toBe(Object.prototype);
  });
});

describe('buildShip: every field of a description', () => {
  const description = { name: 'Frigate', shields: 5, systems: [{ label: 'Lab', count: 2, name: 'Science' }, { label: 'Armor', variant: 'Borg', count: 1 }], phasers: [{ type: 'Ph-3', arcs: [1], count: 2, name: 'Point defense' }], shuttlesAboard: 0, tracks: { sensor: [6, 0], scanner: [0, 9], damageControl: [2, 0], excess: 3 } };

  it('a bad value anywhere is refused with a diagnostic at that field or its list', () => {
    let refused = 0;
    for (const { path, value } of leaves(description).filter((l) => l.path.length > 0)) {
      for (const bad of [-1, 2.5, NaN, 'x', null, {}, [], 1e9]) {
        if (Object.is(bad, value)) continue;
        const r = buildShip(setAt(description, path, bad) as never);
        if (r.ok) continue;
        refused++;
        const prefixes = [dotted(path), ...path.map((_, i) => dotted(path.slice(0, i))).filter((p) => p !== '')];
        const paths = r.diagnostics.map((d) => d.path ?? '(none)');
        expect(paths.some((p) => prefixes.some((prefix) => p.startsWith(prefix))), `${dotted(path)} = ${String(bad)}: ${paths.join(' | ')}`).toBe(true);
      }
    }
    expect(refused).toBeGreaterThan(60);
  });

  it('system lines are checked field by field, and the boxes of a system stay within MAX_BOXES', () => {
    expect(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Lab', count: MAX_BOXES }, { label: 'lab', count: 1 }] })).toEqual({
      ok: false,
      diagnostics: [{ severity: 'error', code: 'too-many-boxes', path: 'systems[1].count', message: `brings the Lab boxes to ${MAX_BOXES + 1}, more than MAX_BOXES (${MAX_BOXES})` }],
    });
    // Two catalog entries hit as one chart system share its boxes, and so do a chart system and a catalog system hit as it.
    expect(found(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Tran', variant: '5', count: MAX_BOXES }, { label: 'Tran', variant: 'normal', count: 1 }] }))).toEqual(['systems[1].count too-many-boxes']);
    expect(found(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Drone', count: MAX_BOXES }, { label: 'Prb', count: 1 }] }, { probeLauncherHitOn: 'Drone' }))).toEqual(['systems[1].count too-many-boxes']);
    expect(found(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Drone', count: MAX_BOXES }, { label: 'Prb', count: 1 }] }))).toEqual([]);
    expect(found(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Armor', count: MAX_BOXES }, { label: 'Armor', count: 1 }] }))).toEqual(['systems[1].count too-many-boxes']);
    expect(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Lab', count: 1, colour: 'red' } as never] })).toEqual({
      ok: false,
      diagnostics: [{ severity: 'error', code: 'unknown-field', path: 'systems[0].colour', message: 'not a field of a system line (they are label, variant, count, name, guards)' }],
    });
    expect(found(buildShip({ name: 'x', shields: 1, phasers: [{ type: 'Ph-1', arcs: [1], count: MAX_BOXES }, { type: 'Ph-2', arcs: [1], count: 1 }] }))).toEqual(['phasers[1].count too-many-boxes']);
  });

  it('never throws, whatever the description', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withSparseArray: true, withBigInt: true }), (d) => {
        for (const r of [buildShip(d as never), buildShip({ name: 'x', systems: d } as never), checkShipState(d)]) {
          if (r.ok) continue;
          expect(r.diagnostics.length).toBeGreaterThan(0);
          for (const d of r.diagnostics) expect(typeof d.path).toBe('string');
          expect(r.diagnostics.some((d) => d.severity === 'error')).toBe(true);
        }
      }),
    );
  });
});

describe('resolveVolley: the volley and its options', () => {
  const s = base();
  /** Each diagnostic as `path [code]: message`. */
  const problems = (volley: unknown, options?: unknown): readonly string[] => {
    const r = resolveVolley(s, volley as never, seededDice(1), options as never);
    return r.ok ? [] : r.diagnostics.map((d) => `${d.path} [${d.code}]: ${d.message}`);
  };

  it('names each bad field of the volley', () => {
    expect(problems({ shield: 7, points: 1 })).toEqual(['volley.shield [invalid-value]: 7 is not a shield facing from 1 to 6']);
    expect(problems({ shield: 1, points: -1 })).toEqual(['volley.points [invalid-value]: -1 is not a whole number of 0 or more']);
    expect(problems({ shield: 1, points: MAX_VOLLEY_POINTS + 1 })).toEqual([`volley.points [volley-too-large]: ${MAX_VOLLEY_POINTS + 1} is more than MAX_VOLLEY_POINTS (${MAX_VOLLEY_POINTS})`]);
    expect(problems({ shield: 1, units: [{ points: MAX_VOLLEY_POINTS }, { points: 1 }] })).toEqual([
      `volley.units [volley-too-large]: the units' points add up to ${MAX_VOLLEY_POINTS + 1}, more than MAX_VOLLEY_POINTS (${MAX_VOLLEY_POINTS})`,
    ]);
    expect(problems({ shield: 1, units: [{ points: 1, direction: 0 }] })).toEqual(['volley.units[0].direction [invalid-value]: 0 is not a shield facing from 1 to 6']);
    expect(problems({ shield: 1, units: [{ points: 1 }], points: 1 })).toEqual(['volley [invalid-value]: gives both points and units; give one of them']);
    expect(problems({ shield: 1, points: 1, power: 3 })).toEqual(['volley.power [unknown-field]: not a field of a volley (they are shield, points, units)']);
    expect(problems({ shield: 1, units: [{ points: 1, tech: 100 }, { points: 1, weapon: ' ' }] })).toEqual([
      'volley.units[0].tech [invalid-value]: 100 is not its weapon\'s tech level, a whole number from 0 to 99',
      'volley.units[1].weapon [invalid-value]: " " is not a weapon\'s catalog label such as LRG (at most 200 characters)',
    ]);
  });

  it('names each bad option, and checks a house chart cell by cell', () => {
    expect(problems({ shield: 1, points: 1 }, { log: 'no' })).toEqual(['options.log [invalid-value]: "no" is not true or false']);
    expect(problems({ shield: 1, points: 1 }, { choices: { anyWarp: ['L Warp', 'L Warp'] } })).toEqual([
      'options.choices.anyWarp [invalid-value]: ["L Warp","L Warp"] is not a list of C Warp, L Warp, R Warp, each at most once, or a function that picks one',
    ]);
    expect(problems({ shield: 1, points: 1 }, { phaserRank: [''] })).toEqual(['options.phaserRank [invalid-value]: [""] is not a list of phaser types, most powerful first']);
    expect(problems({ shield: 1, points: 1 }, { logs: false })).toEqual(['options.logs [unknown-field]: not a field of the volley options; did you mean log?']);
    expect(problems({ shield: 1, points: 1 }, { weaponTech: -3 })).toEqual(['options.weaponTech [invalid-value]: -3 is not the tech level of weapons that give none, a whole number from 0 to 99']);
    // The options of issue 11 are gone: they are choices now.
    expect(problems({ shield: 1, points: 1 }, { anyWarpOrder: ['L Warp'] })).toEqual(['options.anyWarpOrder [unknown-field]: not a field of the volley options (they are chart, phaserRank, choices, log, weaponTech)']);
    const rows = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 2, [{ result: 'Excess', bold: false }]]));
    const source = { book: 'spacedock', entry: 'a house chart' };
    expect(problems({ shield: 1, points: 1 }, { chart: { rows, source } })).toEqual([]);
    expect(problems({ shield: 1, points: 1 }, { chart: { rows, source: { file: 'house', entry: 'ours' } } })).toEqual([
      'options.chart.source [invalid-value]: an object is not a source: an object with a book (Ship Point System, SFB:TNG, SFB Cadet Training Handbook, spacedock rulings, spacedock) and an entry',
    ]);
    expect(problems({ shield: 1, points: 1 }, { chart: { rows: { ...rows, 13: [] }, source } })).toEqual(['options.chart.rows["13"] [unknown-field]: not a 2d6 roll (2 to 12)']);
    expect(problems({ shield: 1, points: 1 }, { chart: { rows: { ...rows, 7: [{ result: 'Warp Core', bold: false }] }, source } })).toEqual([
      'options.chart.rows["7"][0].result [invalid-value]: "Warp Core" is not a chart result such as F Hull or Excess',
    ]);
    expect(problems({ shield: 1, points: 1 }, { chart: { rows: { ...rows, 7: new Array(14).fill({ result: 'Lab', bold: false }) }, source } })).toEqual([
      'options.chart.rows["7"] [invalid-value]: 14 entries, more than the columns A to M (13)',
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

describe('the rows of a state', () => {
  const built = (): ShipState => {
    const r = buildShip({ name: 'Rows', systems: [{ label: 'Bridge' }, { label: 'Cargo', count: 2, name: 'Hold' }, { label: 'Repair' }, { label: 'Armor', count: 1 }], phasers: [{ type: 'Ph-3', arcs: [1], count: 2 }] });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    return r.value;
  };

  it('pass through a volley unchanged, and are checked like every other field', () => {
    const s = built();
    const after = resolveVolley(s, { shield: 1, points: 6 }, seededDice(3));
    expect(after.ok && after.value.ship.rows).toEqual(s.rows);
    expect(found(checkShipState({ ...s, rows: [...s.rows!, { name: 'Extra', system: 'Lab', boxes: 1 }] }))).toEqual(['rows invalid-value']); // no Lab boxes
    expect(found(checkShipState({ ...s, rows: [{ name: '', system: 'Bridge', boxes: 1 }] }))).toEqual(['rows[0].name invalid-value']);
    expect(found(checkShipState({ ...s, rows: [{ name: 'x', system: 'Warp Core', boxes: 1 }] }))).toEqual(['rows[0].system invalid-value']);
    expect(found(checkShipState({ ...s, rows: [{ name: 'x', system: 'Bridge', boxes: 1, colour: 'red' }] }))).toEqual(['rows[0].colour unknown-field']);
    // A state without rows is still a state (made by hand, or saved by an older version).
    const { rows: _rows, ...bare } = s;
    expect(checkShipState(bare).ok).toBe(true);
  });

  it('a list someone may change is copied; the frozen rows of buildShip are shared', () => {
    const s = built();
    const mutable = s.rows!.map((row) => ({ ...row }));
    const copied = checkShipState({ ...s, rows: mutable });
    expect(copied.ok && copied.value.rows).not.toBe(mutable);
    expect(copied.ok && copied.value.rows).toEqual(mutable);
    const shared = checkShipState(s);
    expect(shared.ok && shared.value.rows).toBe(s.rows);
    expect(Object.isFrozen(s.rows)).toBe(true);
  });
});

describe('messages in the words of the value', () => {
  it('a list that is too long says how long, never that a list is not a list', () => {
    const s = base();
    const phasers = new Array(MAX_BOXES + 1).fill({ type: 'Ph-1', arcs: [1], destroyed: false });
    const r = checkShipState({ ...s, phasers });
    expect(r.ok ? [] : r.diagnostics.map((d) => d.message)).toEqual([`${MAX_BOXES + 1} entries, more than MAX_BOXES (${MAX_BOXES})`]);
    const track = checkShipState({ ...s, tracks: { ...s.tracks, sensor: { boxes: new Array(MAX_BOXES + 1).fill(1), destroyed: 0 } } });
    expect(track.ok ? [] : track.diagnostics.map((d) => d.message)).toEqual([`${MAX_BOXES + 1} entries, more than MAX_BOXES (${MAX_BOXES})`]);
  });
});
