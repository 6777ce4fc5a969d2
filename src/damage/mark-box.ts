import { describeValue } from '../diagnostics/describe.js';
import { pathUnder } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { isWhole, thrownMessage } from '../input/plain.js';
import { TRACK_OF_RESULT, type ChartTrackResult } from './chart.js';
import { ARMOR_KIND_NAMES, SHIP_SYSTEMS, type ArmorLayer, type Boxes, type ShipState, type ShipSystem, type Track } from './ship.js';
import { checkShipState } from './validate-ship.js';

/**
 * A box of a record sheet, as the sheet names it (the SVG's `data-box`, `system:index`): a chart
 * system (`Bridge`, `F Hull`), `Shield #1` to `Shield #6`, `Phaser`, an armor layer by its kind's
 * name (`Armor`, `Armor-9`, `Borg armor`, `Breen armor`, `Regenerating armor`, `Skin`), specific
 * armor by its place in the ship's list (`Specific armor #1`), or a track (`Sensor`, `Scanner`,
 * `Dam Con`, `Excess`); `index` counts from 0 within it.
 */
export interface SheetBoxRef {
  readonly system: string;
  readonly index: number;
}

/** How a count of destroyed boxes changes when box `index` of `total` is marked: one more, or (on a destroyed box) one fewer. */
const marked = (destroyed: number, index: number): number => (index < destroyed ? destroyed - 1 : destroyed + 1);

/**
 * A box marked by hand, as a player marks a paper record sheet: a standing box is destroyed, a
 * destroyed one restored (a mistake undone). Boxes of a row go in order, as the damage procedure
 * takes them (a state keeps counts, `DamageState`): marking any standing box of a row destroys its
 * first standing one, marking any destroyed box restores its last destroyed one; a phaser is marked
 * on its own. A shield box marks its facing. An armor layer's boxes are one row (a regenerating
 * layer's, a row per group: the box marks its own group); marking Armor-9 or Skin clears the
 * points held on it (and Skin's owed internal: the player scores it by hand). Marking
 * follows the rules a volley keeps: the last box of a sensor, scanner or damage control track is
 * never destroyed (D4.33); a Shuttle box destroyed takes the shuttle in it when every box is full;
 * the ship is destroyed exactly when its excess damage track is used up.
 *
 * A ship state keeps the shield boxes left, not those the facing had: `shieldBoxes` gives the
 * latter (the undamaged ship's `shields`), without which a shield box can be destroyed but not
 * restored.
 *
 * Never throws: a box the ship does not have, or a last track box, is a diagnostic at `box`.
 *
 * @example
 * ```ts
 * import { buildShip, markBox } from 'spacedock/damage';
 *
 * const ship = buildShip({ name: 'Cutter', shields: 4, systems: [{ label: 'Bridge', count: 2 }] });
 * if (!ship.ok) throw new Error('built');
 * const hit = markBox(ship.value, { system: 'Bridge', index: 1 });
 * if (!hit.ok || hit.value.systems.Bridge?.destroyed !== 1) throw new Error(JSON.stringify(hit));
 * const undone = markBox(hit.value, { system: 'Bridge', index: 0 });
 * if (!undone.ok || undone.value.systems.Bridge?.destroyed !== 0) throw new Error('restored');
 * // Shield #2's four boxes: box 3 stands, so one goes (the first standing one); box 0 is then destroyed, so one comes back.
 * const shield = markBox(ship.value, { system: 'Shield #2', index: 3 }, ship.value.shields);
 * if (!shield.ok || shield.value.shields[1] !== 3) throw new Error('one shield box gone');
 * const back = markBox(shield.value, { system: 'Shield #2', index: 0 }, ship.value.shields);
 * if (!back.ok || back.value.shields[1] !== 4) throw new Error('and back');
 * ```
 */
export function markBox(ship: ShipState, box: SheetBoxRef, shieldBoxes?: readonly number[]): Result<ShipState> {
  try {
    return marking(ship, box, shieldBoxes);
  } catch (error) {
    // A value built in code may have a getter or a proxy that throws when read: a refusal, never a throw.
    const r = newReport();
    report(r, 'unreadable-input', '', `the ship or box could not be read (${thrownMessage(error)})`);
    return failReport(r);
  }
}

/**
 * A layer's box `index` marked: the layer's count (a regenerating layer's, the group the box is
 * in); the points held and Skin's owed internal cleared.
 */
function markLayer(a: ArmorLayer, index: number): ArmorLayer {
  const cleared = a.kind === 'skin' ? { held: 0, internalNext: false } : { held: 0 };
  if (a.groups === undefined) return { ...a, ...cleared, destroyed: marked(a.destroyed, index) };
  let from = 0;
  const groups = a.groups.map((g) => {
    const mine = index >= from && index < from + g.total;
    const next = mine ? { total: g.total, destroyed: marked(g.destroyed, index - from) } : g;
    from += g.total;
    return next;
  });
  return { ...a, ...cleared, groups, destroyed: groups.reduce((n, g) => n + g.destroyed, 0) };
}

function marking(ship: ShipState, box: SheetBoxRef, shieldBoxes: readonly number[] | undefined): Result<ShipState> {
  const r = newReport();
  const checked = checkShipState(ship);
  if (!checked.ok) {
    for (const d of checked.diagnostics) report(r, d.code, pathUnder('ship', d.path), d.message);
    return failReport(r);
  }
  const s = checked.value;
  const { system, index } = (typeof box === 'object' && box !== null ? box : {}) as { system?: unknown; index?: unknown };
  if (typeof system !== 'string' || !isWhole(index, 0, Number.MAX_SAFE_INTEGER)) {
    report(r, 'invalid-value', 'box', `a box is { system, index } (a text and a whole number of 0 or more), not ${describeValue(box)}`);
    return failReport(r);
  }
  const out = (next: ShipState): Result<ShipState> => finishReport(r, next);
  const outside = (count: number): Result<ShipState> => {
    report(r, 'invalid-value', 'box.index', `${system} has ${count} box${count === 1 ? '' : 'es'} (0 to ${count - 1}), not box ${index}`);
    return failReport(r);
  };
  const facing = /^Shield #([1-6])$/.exec(system);
  if (facing !== null) {
    // The state keeps a facing's boxes left; the sheet draws its destroyed boxes first, then the standing ones.
    const f = Number(facing[1]) - 1;
    const left = s.shields[f]!;
    const total = shieldBoxes?.[f] ?? left;
    if (!isWhole(total, left, Number.MAX_SAFE_INTEGER)) {
      report(r, 'invalid-value', `shieldBoxes[${f}]`, `shield #${f + 1} had at least the ${left} boxes it has left, not ${describeValue(total)}`);
      return failReport(r);
    }
    if (index >= total) return outside(total);
    const shields = [...s.shields] as [number, number, number, number, number, number];
    shields[f] = total - marked(total - left, index);
    return out({ ...s, shields });
  }
  if (system === 'Phaser') {
    if (index >= s.phasers.length) return outside(s.phasers.length);
    return out({ ...s, phasers: s.phasers.map((p, i) => (i === index ? { ...p, destroyed: !p.destroyed } : p)) });
  }
  const layer = s.armor.findIndex((a) => ARMOR_KIND_NAMES[a.kind] === system);
  if (layer >= 0) {
    const a = s.armor[layer]!;
    if (index >= a.total) return outside(a.total);
    const armor = s.armor.map((x, i) => (i === layer ? markLayer(x, index) : x));
    return out({ ...s, armor });
  }
  const specific = /^Specific armor #([0-9]{1,5})$/.exec(system);
  if (specific !== null && Number(specific[1]) >= 1 && Number(specific[1]) <= s.specificArmor.length) {
    const at = Number(specific[1]) - 1;
    const a = s.specificArmor[at]!;
    if (index >= a.total) return outside(a.total);
    return out({ ...s, specificArmor: s.specificArmor.map((x, i) => (i === at ? { ...x, destroyed: marked(x.destroyed, index) } : x)) });
  }
  const track = Object.hasOwn(TRACK_OF_RESULT, system) ? TRACK_OF_RESULT[system as ChartTrackResult] : undefined;
  if (track !== undefined) {
    const t: Track = s.tracks[track];
    if (index >= t.boxes.length) return outside(t.boxes.length);
    const destroyed = marked(t.destroyed, index);
    if (track !== 'excess' && destroyed > t.boxes.length - 1) {
      report(r, 'invalid-value', 'box', `the last box of the ${system} track is never destroyed (D4.33)`);
      return failReport(r);
    }
    const tracks = { ...s.tracks, [track]: { ...t, destroyed } };
    return out({ ...s, tracks, destroyed: tracks.excess.destroyed >= tracks.excess.boxes.length });
  }
  if (!(SHIP_SYSTEMS as readonly string[]).includes(system) || s.systems[system as ShipSystem] === undefined) {
    report(r, 'invalid-value', 'box.system', `this ship has no ${describeValue(system)} boxes`);
    return failReport(r);
  }
  const name = system as ShipSystem;
  const b: Boxes = s.systems[name]!;
  if (index >= b.total) return outside(b.total);
  const destroyed = marked(b.destroyed, index);
  const systems = { ...s.systems, [name]: { total: b.total, destroyed } };
  // A Shuttle box destroyed with every box full loses the shuttle in it.
  const shuttlesAboard = name === 'Shuttle' ? Math.min(s.shuttlesAboard, b.total - destroyed) : s.shuttlesAboard;
  return out({ ...s, systems, shuttlesAboard });
}
