/**
 * The boxes of a ship state as sheet rows (internal): every shield, system, phaser, armor and
 * track box exactly once, the destroyed ones marked. Within a row, destroyed boxes come first,
 * as a player crosses them off from the start of the row.
 */
import type { Facing, Phaser, ShipState, Track } from '../damage/ship.js';
import { SHIP_SYSTEMS } from '../damage/ship.js';
import { GROUP_OF_SYSTEM, PHASERS_AFTER, SHEET_GROUP_ORDER } from './groups.js';
import type { BoxGroupSpec, BoxRowSpec, BoxSpec } from './sheet-data.js';
import { SHIELD_PLACES } from './shield-facings.js';

/** A row of `total` boxes of `system` whose first `destroyed` are gone. */
function row(label: string, system: string, total: number, destroyed: number, extra?: (i: number) => Partial<BoxSpec>): BoxRowSpec {
  const boxes: BoxSpec[] = [];
  for (let i = 0; i < total; i++) boxes.push({ system, index: i, destroyed: i < destroyed, ...extra?.(i) });
  return { label, boxes };
}

/** The shield rows, #1 to #6: `before` boxes each (the ship's own when absent), those lost crossed. */
export function shieldRows(ship: ShipState, before: readonly number[] | undefined): BoxRowSpec[] {
  return ship.shields.map((left, i) => {
    const total = before?.[i] ?? left;
    const place = SHIELD_PLACES.find((p) => p.facing === i + 1);
    return row(place?.label ?? `#${i + 1}`, `Shield #${i + 1}`, total, total - left);
  });
}

/** The phaser rows: each run of phasers of one type and the same arcs is one row. */
function phaserRows(phasers: readonly Phaser[]): BoxRowSpec[] {
  const rows: { label: string; boxes: BoxSpec[] }[] = [];
  let key = '';
  phasers.forEach((p, i) => {
    const k = `${p.type}\u0000${p.arcs.join()}`;
    const last = rows.at(-1);
    const box: BoxSpec = { system: 'Phaser', index: i, destroyed: p.destroyed };
    if (last !== undefined && k === key) last.boxes.push(box);
    else rows.push({ label: `${p.type} ${arcsLabel(p.arcs)}`, boxes: [box] });
    key = k;
  });
  return rows;
}

/** A phaser's facings as the sheet writes them: `(1 2 6)`, or `(all)` for all six. */
function arcsLabel(arcs: readonly Facing[]): string {
  return arcs.length === 6 ? '(all)' : `(${arcs.join(' ')})`;
}

const ARMOR_LABEL = { standard: 'Armor', 'armor-9': 'Armor-9', borg: 'Borg armor' } as const;

/** A track's row: numbered boxes, best first, unless `numbered` is false (excess). */
function trackRow(label: string, system: string, track: Track, numbered: boolean): BoxRowSpec {
  return row(label, system, track.boxes.length, track.destroyed, numbered ? (i) => ({ number: String(track.boxes[i]) }) : undefined);
}

/**
 * The box groups of a ship: its systems by group (rows in `SHIP_SYSTEMS` order), the phasers
 * after the shuttles, the armor after the cargo, then the tracks. Empty rows and groups are left
 * out.
 */
export function boxGroups(ship: ShipState): BoxGroupSpec[] {
  const groups: BoxGroupSpec[] = [];
  for (const name of SHEET_GROUP_ORDER) {
    const rows: BoxRowSpec[] = [];
    for (const s of SHIP_SYSTEMS) {
      const b = ship.systems[s];
      if (GROUP_OF_SYSTEM[s] !== name || b === undefined || b.total === 0) continue;
      rows.push(row(s, s, b.total, b.destroyed));
    }
    if (name === 'Shuttles' && rows.length > 0 && ship.shuttlesAboard > 0) groups.push({ title: `Shuttles (${ship.shuttlesAboard} aboard)`, rows });
    else if (rows.length > 0) groups.push({ title: name, rows });
    if (name === PHASERS_AFTER && ship.phasers.length > 0) groups.push({ title: 'Phasers', rows: phaserRows(ship.phasers) });
  }
  const a = ship.armor;
  if (a.total > 0) {
    const held = a.kind === 'armor-9' && a.held > 0 && a.destroyed < a.total ? a.held : 0;
    groups.push({ title: 'Armor', rows: [row(ARMOR_LABEL[a.kind], 'Armor', a.total, a.destroyed, (i) => (held > 0 && i === a.destroyed ? { held } : {}))] });
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
