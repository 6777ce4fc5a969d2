/**
 * The boxes of a ship state as sheet rows (internal): every shield, system, phaser, armor and
 * track box exactly once, the destroyed ones marked, and the hull defenses as notes. A system's boxes are drawn in the rows the
 * designer named (`ShipState.rows`), each row holding its share of them in order; a state without
 * rows gets one row per system under its chart name. The state counts destroyed boxes per system,
 * not per row, so our reading is that they are crossed off in the system's rows in row order,
 * first row first, and from the start of each row, as a player marks them.
 */
import { ARMOR_KIND_NAMES, type ArmorLayer, type Facing, type Phaser, type ShipRow, type ShipRowKind, type ShipState, type ShipSystem, type Track } from '../damage/ship.js';
import { GROUP_OF_ROW, SHEET_GROUP_ORDER, SHEET_ROW_ORDER, type SheetGroupName } from './groups.js';
import { ARMOR_LABEL, armorRowLabel, phaserRowLabel, specificRowLabel, systemRowLabel } from './row-labels.js';
import type { BoxGroupSpec, BoxRowSpec, BoxSpec } from './sheet-data.js';
import { SHIELD_PLACES } from './shield-facings.js';

/** A row of `count` boxes of `system`, from its box `from`; those before `destroyed` are gone (or those it says, for a function). */
function row(label: string, system: string, from: number, count: number, destroyed: number | ((i: number) => boolean), extra?: (i: number) => Partial<BoxSpec>): BoxRowSpec {
  const boxes: BoxSpec[] = [];
  const gone = typeof destroyed === 'number' ? (i: number) => i < destroyed : destroyed;
  for (let i = from; i < from + count; i++) boxes.push({ system, index: i, destroyed: gone(i), ...extra?.(i) });
  return { label, boxes };
}

/** The shield rows, #1 to #6: `before` boxes each (the ship's own when absent), those lost crossed. */
export function shieldRows(ship: ShipState, before: readonly number[] | undefined): BoxRowSpec[] {
  return ship.shields.map((left, i) => {
    const total = before?.[i] ?? left;
    const place = SHIELD_PLACES.find((p) => p.facing === i + 1);
    return row(place?.label ?? `#${i + 1}`, `Shield #${i + 1}`, 0, total, total - left);
  });
}

/** A run of a system's boxes: the named row holding them (none for boxes no row names). */
interface Run {
  readonly name: string | undefined;
  readonly from: number;
  readonly count: number;
}

/**
 * How the named rows of a kind share its `total` boxes: each the next `boxes` of them, in order
 * (a row past the total gets what is left); the boxes no row holds make a last, unnamed run.
 * Rows of no boxes are left out.
 */
function runs(total: number, named: readonly ShipRow[]): Run[] {
  const out: Run[] = [];
  let from = 0;
  for (const r of named) {
    const count = Math.min(r.boxes, total - from);
    if (count > 0) out.push({ name: r.name, from, count });
    from += Math.max(0, count);
  }
  if (from < total) out.push({ name: undefined, from, count: total - from });
  return out;
}

/** The rows of a box system: one per named row, under its name and the chart result; the shuttles aboard noted on the first Shuttle row. */
function systemRows(ship: ShipState, s: ShipSystem, named: readonly ShipRow[]): BoxRowSpec[] {
  const b = ship.systems[s];
  if (b === undefined) return [];
  return runs(b.total, named).map((run, k) => {
    const note = s === 'Shuttle' && k === 0 && ship.shuttlesAboard > 0 ? `${ship.shuttlesAboard} aboard` : undefined;
    return row(systemRowLabel(run.name ?? s, s, note), s, run.from, run.count, b.destroyed);
  });
}

/** The phaser rows: each named row's phasers, split where the type or the facings change. */
function phaserRows(phasers: readonly Phaser[], named: readonly ShipRow[]): BoxRowSpec[] {
  const rows: BoxRowSpec[] = [];
  for (const run of runs(phasers.length, named)) {
    let start = run.from;
    for (let i = run.from; i < run.from + run.count; i++) {
      const p = phasers[i] as Phaser;
      const next = phasers[i + 1];
      if (i + 1 < run.from + run.count && next !== undefined && next.type === p.type && sameArcs(next.arcs, p.arcs)) continue;
      const boxes: BoxSpec[] = [];
      for (let k = start; k <= i; k++) boxes.push({ system: 'Phaser', index: k, destroyed: phasers[k]?.destroyed === true });
      rows.push({ label: phaserRowLabel(run.name, p.type, p.arcs), boxes });
      start = i + 1;
    }
  }
  return rows;
}

function sameArcs(a: readonly Facing[], b: readonly Facing[]): boolean {
  return a.length === b.length && a.every((f, i) => f === b[i]);
}

/**
 * Which boxes of a layer are destroyed: its first `destroyed` ones, or (regenerating armor, whose
 * groups regain boxes) each group's first destroyed ones.
 */
function destroyedBoxes(a: ArmorLayer): (i: number) => boolean {
  if (a.groups === undefined) return (i) => i < a.destroyed;
  const gone: boolean[] = [];
  for (const g of a.groups) for (let k = 0; k < g.total; k++) gone.push(k < g.destroyed);
  return (i) => gone[i] === true;
}

/**
 * The rows of each armor layer, in the ship's order, its boxes named by the layer's kind (`Armor`,
 * `Skin` ...); points held on a part-filled Armor-9 or Skin box are written in its first standing
 * box, and a Skin layer's first row notes the allowance left this turn (and an internal owed).
 */
function armorRows(ship: ShipState, named: readonly ShipRow[]): BoxRowSpec[] {
  return ship.armor.flatMap((a) => {
    const mine = named.filter((r) => (r.armorKind ?? 'standard') === a.kind);
    const held = a.held > 0 && a.destroyed < a.total ? a.held : 0;
    const gone = destroyedBoxes(a);
    const note = a.kind === 'skin' ? `${a.ignoreLeft ?? 0} to ignore${a.internalNext === true ? ', next point internal' : ''}` : undefined;
    return runs(a.total, mine).map((run, k) =>
      row(armorRowLabel(run.name ?? ARMOR_LABEL[a.kind], a.kind, k === 0 ? note : undefined), ARMOR_KIND_NAMES[a.kind], run.from, run.count, gone, (i) => (held > 0 && i === a.destroyed ? { held } : {})),
    );
  });
}

/** A row per specific armor, named by its row (when the rows match the entries) and what it guards; its boxes are `Specific armor #n`. */
function specificRows(ship: ShipState, named: readonly ShipRow[]): BoxRowSpec[] {
  return ship.specificArmor.map((a, i) => {
    const name = named[i]?.boxes === a.total ? named[i]!.name : 'Specific armor';
    return row(specificRowLabel(name, a.guards), `Specific armor #${i + 1}`, 0, a.total, a.destroyed);
  });
}

/** What the hull does, as notes under the armor: the non-ablative rating, the coating, solid neutronium, Breen armor's shielding. */
function hullNotes(ship: ShipState): BoxRowSpec[] {
  const notes: string[] = [];
  const h = ship.hull;
  if (h.nonAblative > 0) notes.push(`Non-ablative armor: hits past shields lose ${h.nonAblative}`);
  if (h.coating) notes.push('Neutronium coating: weapons to 7X do 1/10');
  if (h.solidNeutronium) notes.push('Solid neutronium hull: 3X weapons do nothing, 4X-5X by weapon, 6X, LRG and WRG full');
  if (ship.armor.some((a) => a.kind === 'breen')) notes.push('Counts as shielded while Breen armor stands');
  return notes.map((label) => ({ label, boxes: [], note: true }));
}

/** The damage boxes of a ship's armor: every layer's and every specific armor's. */
export function armorBoxCount(ship: ShipState): number {
  return [...ship.armor, ...ship.specificArmor].reduce((n, a) => n + a.total, 0);
}

/** The names of the ship's kinds of armor that hold points on a box (Armor-9, Skin), for the legend. */
export function armorHolding(ship: ShipState): string[] {
  return ship.armor.filter((a) => a.total > 0 && (a.kind === 'armor-9' || a.kind === 'skin')).map((a) => ARMOR_KIND_NAMES[a.kind]);
}

/** A track's row: numbered boxes, best first, unless `numbered` is false (excess). */
function trackRow(label: string, system: string, track: Track, numbered: boolean): BoxRowSpec {
  return row(label, system, 0, track.boxes.length, track.destroyed, numbered ? (i) => ({ number: String(track.boxes[i]) }) : undefined);
}

/** The named rows of each kind, in the design's order. */
function rowsByKind(rows: readonly ShipRow[] | undefined): ReadonlyMap<ShipRowKind, readonly ShipRow[]> {
  const m = new Map<ShipRowKind, ShipRow[]>();
  for (const r of rows ?? []) {
    const list = m.get(r.system);
    if (list === undefined) m.set(r.system, [r]);
    else list.push(r);
  }
  return m;
}

/**
 * The box groups of a ship: Control, Power, Weapons, Hull, Armor and Systems (see `groups.ts`),
 * rows by `SHEET_ROW_ORDER` and the design's order within a kind (the armor layers, the specific
 * armor, then the hull defenses as notes), then the tracks. Empty rows and groups are left out.
 */
export function boxGroups(ship: ShipState): BoxGroupSpec[] {
  const named = rowsByKind(ship.rows);
  const byGroup = new Map<SheetGroupName, BoxRowSpec[]>();
  for (const kind of SHEET_ROW_ORDER) {
    const mine = named.get(kind) ?? [];
    const rows =
      kind === 'Phaser' ? phaserRows(ship.phasers, mine)
      : kind === 'Armor' ? armorRows(ship, mine)
      : kind === 'Specific armor' ? [...specificRows(ship, mine), ...hullNotes(ship)]
      : systemRows(ship, kind, mine);
    const group = GROUP_OF_ROW[kind];
    byGroup.set(group, [...(byGroup.get(group) ?? []), ...rows]);
  }
  const groups: BoxGroupSpec[] = [];
  for (const title of SHEET_GROUP_ORDER) {
    const rows = byGroup.get(title) ?? [];
    if (rows.length > 0) groups.push({ title, rows });
  }
  const t = ship.tracks;
  groups.push({
    title: 'Tracks',
    rows: [
      trackRow('Sensor', 'Sensor', t.sensor, true),
      trackRow('Scanner', 'Scanner', t.scanner, true),
      trackRow('Dam Con', 'Dam Con', t.damageControl, true),
      trackRow(ship.destroyed ? 'Excess (destroyed)' : 'Excess', 'Excess', t.excess, false),
    ].filter((r) => r.boxes.length > 0),
  });
  return groups;
}
