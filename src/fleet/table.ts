import { TOTAL_NAMES } from '../design/total-names.js';
import type { FleetLimitField } from '../design/model.js';
import type { TableFormat } from '../design/table-columns.js';
import { describeValue } from '../diagnostics/describe.js';
import { escapeMarkdown } from '../text/escape.js';
import { csvCell } from '../text/table-cells.js';
import { FLEET_LIMIT_TOTALS, limitWords } from './limit-totals.js';
import type { Fleet } from './types.js';

/** One row of a fleet's roster: a line of the fleet, then a last row of the fleet's sums. */
export interface FleetTableRow {
  /** The line's label, or `Total` on the last row. */
  readonly label: string;
  /** `ship` or `fleet` (what the line names); null on the last row. */
  readonly kind: 'ship' | 'fleet' | null;
  /** The ship's or fleet's name; null on the last row. */
  readonly name: string | null;
  /** Its file; null on the last row. */
  readonly file: string | null;
  /** The line's count; null on the last row. */
  readonly count: number | null;
  /** How many ships (the line's, or the fleet's). */
  readonly ships: number;
  /** Points of one (one ship's `points`, or one nested fleet's); null on the last row. */
  readonly each: number | null;
  /** Points of all of it: its ships' units' build points and box points. */
  readonly points: number;
  /** Unit power of all of it. */
  readonly power: number;
  /** System spaces of all of it. */
  readonly spaces: number;
  /** System repair of all of it. */
  readonly repair: number;
  /** Boxes of all of it (shield, hull, armor and system boxes and phasers). */
  readonly boxes: number;
}

const COLUMNS = ['label', 'kind', 'name', 'file', 'count', 'ships', 'each', 'points', 'power', 'spaces', 'repair', 'boxes'] as const satisfies readonly (keyof FleetTableRow)[];
const NUMERIC: ReadonlySet<string> = new Set(['count', 'ships', 'each', 'points', 'power', 'spaces', 'repair', 'boxes']);

/** Each column's heading in Markdown: the total in the words used everywhere a total is printed. */
const HEADINGS: { readonly [C in (typeof COLUMNS)[number]]: string } = {
  label: 'label',
  kind: 'kind',
  name: 'name',
  file: 'file',
  count: 'count',
  ships: 'ships',
  each: `${TOTAL_NAMES.points} each`,
  points: TOTAL_NAMES.points,
  power: TOTAL_NAMES.unitPower,
  spaces: TOTAL_NAMES.systemSpaces,
  repair: TOTAL_NAMES.systemRepair,
  boxes: TOTAL_NAMES.boxes,
};

/** The limits in the Markdown heading's line, after the points: each total a fleet may bound but its points. */
const OTHER_LIMITS = FLEET_LIMIT_TOTALS.filter((l) => l.total !== 'points');

/**
 * The roster of a fleet as rows: one per line, in order, and a last `Total` row of its sums.
 *
 * @throws {TypeError} when `fleet` is not a value from `resolveFleet` (a programming error).
 *
 * @example
 * ```ts
 * import { fleetTableRows, loadDesigns, resolveFleet } from 'spacedock/design';
 *
 * const text = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n---\nformat: 1\nkind: fleet\nname: Patrol\nships: [{ ship: Cutter, count: 3 }]\n';
 * const file = loadDesigns(text, 'patrol.yaml');
 * const fleet = file.ok ? resolveFleet(file.value, { read: (ref) => ({ ok: false, file: ref, reason: 'not used' }) }) : undefined;
 * const rows = fleet?.ok ? fleetTableRows(fleet.value) : [];
 * // [{ label: 'Cutter', count: 3, each: 23, points: 69, ... }, { label: 'Total', ships: 3, points: 69, ... }]
 * if (rows[0]?.points !== 69 || rows[1]?.label !== 'Total' || rows[1].ships !== 3) throw new Error(JSON.stringify(rows));
 * ```
 */
export function fleetTableRows(fleet: Fleet): FleetTableRow[] {
  if (typeof fleet !== 'object' || fleet === null || !Array.isArray(fleet.lines as unknown) || typeof fleet.totals !== 'object') throw new TypeError(`fleetTableRows takes a fleet from resolveFleet, not ${describeValue(fleet)}`);
  const t = fleet.totals;
  return [
    ...fleet.lines.map((l): FleetTableRow => ({ label: l.label, kind: l.kind, name: l.name, file: l.file, count: l.count, ships: l.ships, each: l.pointsEach, points: l.points, power: l.power, spaces: l.spaces, repair: l.repair, boxes: l.boxes })),
    { label: 'Total', kind: null, name: null, file: null, count: null, ships: t.ships, each: null, points: t.points, power: t.power, spaces: t.spaces, repair: t.repair, boxes: t.boxes },
  ];
}

/** A fleet's roster as data: what `formatFleetTable` prints as JSON and `table --format json` lists (internal). */
export function fleetTableData(fleet: Fleet): Pick<Fleet, 'name' | 'file' | FleetLimitField> & { readonly rows: FleetTableRow[] } {
  return { name: fleet.name, file: fleet.file, pointsLimit: fleet.pointsLimit, powerLimit: fleet.powerLimit, spacesLimit: fleet.spacesLimit, repairLimit: fleet.repairLimit, boxesLimit: fleet.boxesLimit, rows: fleetTableRows(fleet) };
}

/**
 * A fleet's roster as Markdown (under a `## name` heading, with its points and the totals it
 * bounds, its columns headed in words: `points each`, `unit power`, `system spaces` ...), CSV (one
 * header of the rows' field names, one quoted-when-needed cell per value) or JSON (the rows, the
 * limits and the name). Markdown shows an absent value as `-`, CSV as an empty cell, JSON as null.
 *
 * @throws {TypeError} when `fleet` is not from `resolveFleet` or `format` is not md, csv or json.
 *
 * @example
 * ```ts
 * import { formatFleetTable, loadDesigns, resolveFleet } from 'spacedock/design';
 *
 * const text = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n---\nformat: 1\nkind: fleet\nname: Patrol\npointsLimit: 100\nships: [{ ship: Cutter, count: 3 }]\n';
 * const file = loadDesigns(text, 'patrol.yaml');
 * const fleet = file.ok ? resolveFleet(file.value, { read: (ref) => ({ ok: false, file: ref, reason: 'not used' }) }) : undefined;
 * const md = fleet?.ok ? formatFleetTable(fleet.value, 'md') : '';
 * if (!md.startsWith('## Patrol\n\n69 of 100 points, 3 ships.') || !md.includes('| Total | - |')) throw new Error(md);
 * ```
 */
export function formatFleetTable(fleet: Fleet, format: TableFormat): string {
  const data = fleetTableData(fleet);
  const rows = data.rows;
  switch (format) {
    case 'json':
      return JSON.stringify(data, null, 2);
    case 'csv':
      return [['fleet', ...COLUMNS].join(','), ...rows.map((r) => [csvCell(fleet.name), ...COLUMNS.map((c) => (r[c] === null ? '' : csvCell(String(r[c]))))].join(','))].join('\n');
    case 'md': {
      const t = fleet.totals;
      // The points, each other total the fleet bounds (with its limit), and the ships.
      const bounded = OTHER_LIMITS.flatMap((l) => (fleet[l.field] === null ? [] : [`${t[l.total]} of ${fleet[l.field]} ${limitWords(l)}`]));
      const head = [`${t.points}${fleet.pointsLimit === null ? '' : ` of ${fleet.pointsLimit}`} points`, ...bounded, `${t.ships} ship${t.ships === 1 ? '' : 's'}`].join(', ');
      return [
        `## ${escapeMarkdown(fleet.name)}`,
        '',
        `${head}.`,
        '',
        `| ${COLUMNS.map((c) => HEADINGS[c]).join(' | ')} |`,
        `| ${COLUMNS.map((c) => (NUMERIC.has(c) ? '---:' : '---')).join(' | ')} |`,
        ...rows.map((r) => `| ${COLUMNS.map((c) => (r[c] === null ? '-' : escapeMarkdown(String(r[c])))).join(' | ')} |`),
      ].join('\n');
    }
    default:
      throw new TypeError(`formatFleetTable: the format is md, csv or json, not ${describeValue(format)}`);
  }
}
