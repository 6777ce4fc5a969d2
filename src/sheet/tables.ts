/**
 * The sheet's tables (internal): the weapons table of a ship's units and the systems table of a
 * design's hull systems, as text cells, from their readouts (`spacedock/design`'s readout model).
 */
import type { SystemReadout, UnitReadout } from '../readout/model.js';
import type { TableColumnSpec, TableSpec } from './sheet-data.js';

const WEAPON_COLUMNS: readonly TableColumnSpec[] = [
  { head: 'Unit', weight: 3.2, align: 'start' },
  { head: 'Spec', weight: 7.5, align: 'start' },
  { head: 'Count', weight: 1.1, align: 'end' },
  { head: 'Build', weight: 1.3, align: 'end' },
  { head: 'Power', weight: 1.2, align: 'end' },
  { head: 'Range', weight: 1.2, align: 'end' },
  { head: 'Arcs', weight: 1.3, align: 'end' },
];

const SYSTEM_COLUMNS: readonly TableColumnSpec[] = [
  { head: 'System', weight: 4, align: 'start' },
  { head: 'Count', weight: 1, align: 'end' },
  { head: 'Spaces', weight: 1, align: 'end' },
  { head: 'Repair', weight: 1, align: 'end' },
];

/** The weapons table: name, canonical spec, count, build, power, range and arcs of every unit line. */
export function weaponsTable(units: readonly UnitReadout[]): TableSpec {
  return {
    title: 'Weapons and units',
    columns: WEAPON_COLUMNS,
    rows: units.map((u) => [u.name, u.canonical, String(u.count), String(u.build), String(u.power), u.range === null ? '-' : String(u.range), u.arcs.length === 0 ? '-' : u.arcs.join('')]),
  };
}

/**
 * The systems table: each catalog system line's label, count, spaces and repair cost (`-` where
 * the catalog gives no plain figure), from the readout. A line of a damage-chart system the catalog
 * does not price (`Bridge`, `L Warp`) has neither figure: its boxes are on the sheet, and the table
 * leaves it out. A line written with the chart's name of a catalog entry (`Shuttle`) is that entry.
 */
export function systemsTable(lines: readonly SystemReadout[]): TableSpec {
  return {
    title: 'Hull systems',
    columns: SYSTEM_COLUMNS,
    rows: lines.flatMap((s) =>
      s.catalogId === null
        ? []
        : [[s.variant === null ? s.label : `${s.label} (${s.variant})`, String(s.count), s.spaces === null ? '-' : String(s.spaces), s.repair === null ? '-' : String(s.repair)]],
    ),
  };
}
