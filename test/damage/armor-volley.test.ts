// Every armor kind of the SFB:TNG catalog in a volley (specs/armor.md, specs/damage.md §2): the
// catalog's own examples where it gives one, and the readings that are ours, one rule at a time.
import { describe, expect, it } from 'vitest';
import { ARMOR_KIND_NAMES, applySkinDamage, buildShip, markBox, nextTurn, resolveVolley, startSkinTurn, type ShipState, type VolleyEvent, type VolleyOutcome } from '../../src/damage/index.js';
import { scriptedDice, seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { fromCounts, type CountsShip } from '../helpers/ship-lines.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
  return r.value;
};
const ship = (d: Partial<CountsShip> = {}): ShipState => ok(buildShip(fromCounts({ name: 'test', shields: 0, ...d })));
/** Rolls whose 2d6 sums are the given chart rows. */
const rowsAsDice = (rows: number[]): number[] => rows.flatMap((r) => [Math.ceil(r / 2), Math.floor(r / 2)]);
/** Each event as `first-last stage hit`. */
const log = (r: VolleyOutcome): string[] => r.events.map((e: VolleyEvent) => `${e.point}${e.last === undefined ? '' : `-${e.last}`} ${e.stage}${e.hit === undefined ? '' : ` ${e.hit}`}`);

describe('Species 8472 Skin in a volley', () => {
  it('the catalog\'s example: 9 boxes, 3200 points: 2700 ignored, 300 destroy a box, 1 internal, 199 held', () => {
    const fighter = ship({ armorLines: [{ kind: 'skin', count: 9 }], systems: { 'C Hull': 2000 }, tracks: { excess: 2000 } });
    const r = ok(resolveVolley(fighter, { shield: 1, points: 3200 }, seededDice(1)));
    expect(r.summary).toEqual({ points: 3200, shields: 0, armor: 499, internals: 1, excess: 0, ignored: 2700 });
    expect(r.ship.armor[0]).toEqual({ kind: 'skin', total: 9, destroyed: 1, held: 199, ignoreLeft: 0, internalNext: false });
    // The allowance is one run in the log; the point owed after the box goes to the chart.
    expect(log(r).slice(0, 2)).toEqual(['1-2700 ignored Skin', '2701 armor Skin']);
    expect(r.events.find((e) => e.stage === 'internal')?.point).toBe(3001);
    // The helper of specs/armor.md §8 says the same.
    const helper = ok(applySkinDamage(ok(startSkinTurn(9)), 3200));
    expect([helper.ignored, helper.onSkin, helper.internal]).toEqual([r.summary.ignored, r.summary.armor, r.summary.internals]);
    // The next turn: held damage gone, 8 boxes ignore 2400.
    expect(ok(nextTurn(r.ship)).armor[0]).toEqual({ kind: 'skin', total: 9, destroyed: 1, held: 0, ignoreLeft: 2400, internalNext: false });
  });

  it('the allowance is the turn\'s, across volleys; the owed internal carries to the next hit (ours)', () => {
    const s = ship({ armorLines: [{ kind: 'skin', count: 2 }], systems: { 'C Hull': 10 } });
    const first = ok(resolveVolley(s, { shield: 1, points: 600 + 300 }, seededDice(1)));
    // 600 ignored, 300 destroy a box; the internal it owes is the next hit's first point.
    expect(first.summary).toMatchObject({ ignored: 600, armor: 300, internals: 0 });
    expect(first.ship.armor[0]).toMatchObject({ destroyed: 1, ignoreLeft: 0, internalNext: true });
    // Row 6 starts with F Hull; the ship has none, so the center hull takes it (D4.351).
    const second = ok(resolveVolley(first.ship, { shield: 1, points: 2 }, scriptedDice(rowsAsDice([6]))));
    expect(log(second)).toEqual(['1 internal C Hull', '2 armor Skin']);
  });
});

describe('every other kind of general armor in a volley', () => {
  it('Breen armor stops a point a box (ours), regenerating armor a point a box from its first group with one standing', () => {
    const r = ok(resolveVolley(ship({ armorLines: [{ kind: 'breen', count: 2 }, { kind: 'regenerating', count: 2 }, { kind: 'regenerating', count: 3 }] }), { shield: 1, points: 5 }, seededDice(1)));
    expect(log(r)).toEqual(['1 armor Breen armor', '2 armor Breen armor', '3 armor Regenerating armor', '4 armor Regenerating armor', '5 armor Regenerating armor']);
    expect(r.ship.armor[1]?.groups).toEqual([{ total: 2, destroyed: 2 }, { total: 3, destroyed: 1 }]);
  });

  it('layers are hit in the order their kind first appears: Armor-9 listed first leaks its 10th point to the plain armor after it', () => {
    const r = ok(resolveVolley(ship({ armorLines: [{ kind: 'armor-9', count: 2 }, { kind: 'standard', count: 3 }] }), { shield: 1, points: 12 }, seededDice(1)));
    expect(r.summary).toEqual({ points: 12, shields: 0, armor: 12, internals: 0, excess: 0, ignored: 0 });
    expect(r.events[9]).toMatchObject({ point: 10, stage: 'armor', hit: 'Armor' });
    expect(r.ship.armor.map((a) => `${a.kind} ${a.destroyed} ${a.held}`)).toEqual(['armor-9 1 2', 'standard 1 0']);
  });

  it('regenerating armor regains ceil(20%) of each group at the next turn, at most what it lost; Armor-9 keeps its held points', () => {
    const s = ship({ armorLines: [{ kind: 'regenerating', count: 12 }, { kind: 'regenerating', count: 4 }, { kind: 'armor-9', count: 2 }] });
    const hit = ok(resolveVolley(s, { shield: 1, points: 16 + 4 }, seededDice(1)));
    expect(hit.ship.armor[0]?.groups).toEqual([{ total: 12, destroyed: 12 }, { total: 4, destroyed: 4 }]);
    expect(hit.ship.armor[1]).toMatchObject({ destroyed: 0, held: 4 });
    const next = ok(nextTurn(hit.ship));
    // 20% of 12 is 2.4: 3 back; of 4, 0.8: 1 back.
    expect(next.armor[0]).toMatchObject({ destroyed: 12, groups: [{ total: 12, destroyed: 9 }, { total: 4, destroyed: 3 }] });
    expect(next.armor[1]).toEqual(hit.ship.armor[1]);
    // A group never gets back more than it lost.
    const once = ok(resolveVolley(s, { shield: 1, points: 1 }, seededDice(1)));
    expect(ok(nextTurn(once.ship)).armor[0]?.groups).toEqual([{ total: 12, destroyed: 0 }, { total: 4, destroyed: 0 }]);
  });
});

describe('specific armor in a volley', () => {
  it('takes a chart result it guards while a box stands, one box a hit; the cell counts as scored (bold)', () => {
    const s = ship({ specific: [{ guards: ['Bridge'], count: 1 }], systems: { Bridge: 2, Flag: 1 } });
    // Row 2 three times: Bridge (bold) goes to the armor; then Flag (bold); then the row's bold cells are used and the rest passes on.
    const r = ok(resolveVolley(s, { shield: 1, points: 3 }, scriptedDice(rowsAsDice([2, 2, 2]))));
    expect(log(r).slice(0, 2)).toEqual(['1 armor Specific armor (Bridge)', '2 internal Flag']);
    expect(r.events[0]).toMatchObject({ roll: 2, column: 'A', result: 'Bridge' });
    expect(r.ship.systems.Bridge?.destroyed).toBe(0);
    expect(r.ship.specificArmor[0]).toEqual({ total: 1, destroyed: 1, guards: ['Bridge'] });
    // Once it is gone the result is the system's again.
    const again = ok(resolveVolley(r.ship, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([2]))));
    expect(log(again)).toEqual(['1 internal Bridge']);
  });

  it('takes its result even when the guarded system is gone (ours: the armor guards the result)', () => {
    const s = ship({ specific: [{ guards: ['L Warp', 'R Warp'], count: 2 }], systems: { 'F Hull': 3 } });
    // Row 9 starts with a bold L Warp: the ship has none, yet the armor takes the point.
    const r = ok(resolveVolley(s, { shield: 1, points: 1 }, scriptedDice(rowsAsDice([9]))));
    expect(log(r)).toEqual(['1 armor Specific armor (L Warp)']);
  });
});

describe('the hull defenses on each hit past the shields', () => {
  it('non-ablative armor lowers each unit\'s fire by its rating (the catalog\'s Ph-9 example: four pulses of 4, or one hard hit of 16)', () => {
    const s = ship({ nonAblative: 1, armorLines: [{ kind: 'standard', count: 100 }] });
    const pulses = ok(resolveVolley(s, { shield: 1, units: [{ points: 4 }, { points: 4 }, { points: 4 }, { points: 4 }] }, seededDice(1)));
    const hard = ok(resolveVolley(s, { shield: 1, points: 16 }, seededDice(1)));
    expect([pulses.summary.armor, hard.summary.armor]).toEqual([12, 15]);
    expect(log(hard)[0]).toBe('1 ignored Non-ablative armor');
  });

  it('the shields take their share first; the defenses act on the rest (ours)', () => {
    const r = ok(resolveVolley(ship({ shields: 3, nonAblative: 2, armorLines: [{ kind: 'standard', count: 9 }] }), { shield: 1, points: 4 }, seededDice(1)));
    expect(r.summary).toEqual({ points: 4, shields: 3, armor: 0, internals: 0, excess: 0, ignored: 1 });
  });

  it('the neutronium coating: weapons of 7X or lower do a tenth, rounded to the nearest point; 8X do full damage', () => {
    const s = ship({ coating: true, tech: 8, armorLines: [{ kind: 'standard', count: 100 }] });
    const r = ok(resolveVolley(s, { shield: 1, units: [{ points: 25, tech: 7 }, { points: 14, tech: 3 }, { points: 4, tech: 5 }, { points: 9 }] }, seededDice(1)));
    // 25 -> 3 (2.5 rounds up), 14 -> 1, 4 -> 0; the unit of no tech fires at the ship's 8X: all 9.
    expect(r.summary.armor).toBe(3 + 1 + 0 + 9);
    expect(r.events.filter((e) => e.hit === 'Neutronium hull coating').map((e) => (e.last ?? e.point) - e.point + 1)).toEqual([22, 13, 4]);
  });

  it('solid neutronium, by weapon and tech: immune to 3X, LRG always full, half at 5X rounded down, 1 point a unit where "1 a box a turn" (ours)', () => {
    const s = ship({ solidNeutronium: true, armorLines: [{ kind: 'standard', count: 100 }] });
    const units = [
      { points: 10, tech: 3 },
      { points: 10, tech: 3, weapon: 'LRG' },
      { points: 9, tech: 5, weapon: 'Ph-10' },
      { points: 8, tech: 4, weapon: 'ph-10' },
      { points: 8, tech: 5, weapon: 'Cut' },
      { points: 8, tech: 6 },
    ];
    const armor = units.map((u) => ok(resolveVolley(s, { shield: 1, units: [u] }, seededDice(1))).summary.armor);
    expect(armor).toEqual([0, 10, 4, 1, 1, 8]);
    // The default tech of units that give none: options.weaponTech, else the ship's tech, else 3X.
    expect(ok(resolveVolley(s, { shield: 1, points: 8 }, seededDice(1))).summary.armor).toBe(0);
    expect(ok(resolveVolley(s, { shield: 1, points: 8 }, seededDice(1), { weaponTech: 6 })).summary.armor).toBe(8);
    expect(ok(resolveVolley({ ...s, tech: 6 }, { shield: 1, points: 8 }, seededDice(1))).summary.armor).toBe(8);
  });

  it('Borg armor\'s first point is ignored after the other defenses, while a Borg box stands', () => {
    const r = ok(resolveVolley(ship({ nonAblative: 1, armorLines: [{ kind: 'borg', count: 5 }] }), { shield: 1, units: [{ points: 4 }, { points: 1 }] }, seededDice(1)));
    expect(log(r)).toEqual(['1 ignored Non-ablative armor', '2 ignored Borg armor (first point of the hit)', '3 armor Borg armor', '4 armor Borg armor', '5 ignored Non-ablative armor']);
  });
});

describe('marking the boxes of every armor by hand', () => {
  const s = ship({
    armorLines: [{ kind: 'armor-9', count: 2 }, { kind: 'skin', count: 2 }, { kind: 'regenerating', count: 2 }, { kind: 'regenerating', count: 2 }],
    specific: [{ guards: ['Bridge'], count: 2 }],
  });

  it('names each layer\'s boxes by its kind and each specific armor by its place; a regenerating box marks its own group', () => {
    for (const a of s.armor) expect(ok(markBox(s, { system: ARMOR_KIND_NAMES[a.kind], index: 0 })).armor.find((x) => x.kind === a.kind)?.destroyed).toBe(1);
    const regen = ok(markBox(s, { system: 'Regenerating armor', index: 3 }));
    expect(regen.armor[2]).toMatchObject({ destroyed: 1, groups: [{ total: 2, destroyed: 0 }, { total: 2, destroyed: 1 }] });
    expect(ok(markBox(s, { system: 'Specific armor #1', index: 1 })).specificArmor[0]?.destroyed).toBe(1);
    expect(markBox(s, { system: 'Specific armor #2', index: 0 }).diagnostics[0]).toMatchObject({ path: 'box.system' });
    expect(markBox(s, { system: 'Armor', index: 0 }).diagnostics[0]).toMatchObject({ path: 'box.system' });
  });

  it('clears the points held on Armor-9 and Skin, and the internal Skin owes', () => {
    const held = { ...s, armor: s.armor.map((a) => (a.kind === 'armor-9' ? { ...a, held: 5 } : a.kind === 'skin' ? { ...a, destroyed: 1, held: 0, internalNext: true } : a)) };
    const nine = ok(markBox(held, { system: 'Armor-9', index: 1 }));
    expect(nine.armor[0]).toMatchObject({ destroyed: 1, held: 0 });
    const skin = ok(markBox(held, { system: 'Skin', index: 0 }));
    expect(skin.armor[1]).toMatchObject({ destroyed: 0, held: 0, internalNext: false });
  });
});
