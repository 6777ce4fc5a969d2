/**
 * The sheet's tables (internal): the weapons table of a ship's units and the systems table of a
 * design's hull systems, as text cells.
 */
import { resolveSystemLine } from '../damage/resolve-system.js';
import { repairCost, spacesOf } from '../catalog/rules.js';
import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { UnitPrice } from '../pricing/price.js';
import type { TableColumnSpec, TableSpec } from './sheet-data.js';

/** One unit line, priced (the price is absent when the spec does not price). */
export interface PricedUnit {
  readonly name: string;
  readonly spec: string;
  readonly count: number;
  readonly price: UnitPrice | undefined;
}

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

/** The spec in canonical form (as `formatUnit` prints it) and its ARC letters; as written when it does not parse. */
function canonical(spec: string): { readonly spec: string; readonly arcs: string } {
  const parsed = parseUnit(spec);
  if (!parsed.ok) return { spec, arcs: '' };
  let arcs = '';
  for (const m of parsed.value.modifiers) if (m.code === 'ARC') arcs += m.arcs.join('');
  return { spec: formatUnit(parsed.value), arcs };
}

/** The weapons table: name, canonical spec, count, build, power, range and arcs of every unit line. */
export function weaponsTable(units: readonly PricedUnit[]): TableSpec {
  return {
    title: 'Weapons and units',
    columns: WEAPON_COLUMNS,
    rows: units.map((u) => {
      const c = canonical(u.spec);
      const p = u.price;
      return [
        u.name,
        c.spec,
        String(u.count),
        p === undefined ? '?' : String(p.build),
        p === undefined ? '?' : String(p.power),
        p === undefined ? '?' : p.ranged ? String(p.range) : '-',
        c.arcs === '' ? '-' : c.arcs,
      ];
    }),
  };
}

/** One hull system line of a design. */
export interface SystemLineRow {
  readonly label: string;
  readonly variant?: string | undefined;
  readonly count: number;
}

/**
 * The systems table: each hull system line's label, count, spaces and repair cost (`-` where the
 * catalog gives no plain figure). A line of a damage-chart system the catalog does not price
 * (`Bridge`, `L Warp`) has neither figure: its boxes are on the sheet, and the table leaves it out.
 * A line written with the chart's name of a catalog entry (`Shuttle`) is that entry.
 */
export function systemsTable(lines: readonly SystemLineRow[]): TableSpec {
  return {
    title: 'Hull systems',
    columns: SYSTEM_COLUMNS,
    rows: lines.flatMap((s) => {
      const found = resolveSystemLine(s.label, s.variant);
      if (found.ok && found.value.kind === 'chart') return [];
      const entry = found.ok && found.value.kind === 'catalog' ? found.value.entry : undefined;
      const spaces = entry === undefined ? undefined : spacesOf(entry, s.count);
      const repair = entry === undefined ? undefined : repairCost(entry, { boxes: s.count });
      return [
        [
          s.variant === undefined ? s.label : `${s.label} (${s.variant})`,
          String(s.count),
          spaces?.ok === true ? String(spaces.value) : '-',
          repair?.ok === true ? String(repair.value) : '-',
        ],
      ];
    }),
  };
}
