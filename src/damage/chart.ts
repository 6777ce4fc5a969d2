import { deepFreeze } from '../rules/freeze.js';
import type { SourceRef } from '../rules/source.js';

/** The results printed on the Damage Allocation Chart. */
export type ChartCell =
  | 'Bridge'
  | 'Flag'
  | 'Sensor'
  | 'Dam Con'
  | 'A Hull'
  | 'F Hull'
  | 'L Warp'
  | 'R Warp'
  | 'C Warp'
  | 'Trans'
  | 'Tractor'
  | 'Shuttle'
  | 'Lab'
  | 'Drone'
  | 'Phaser'
  | 'Impulse'
  | 'Battery'
  | 'Probe'
  | 'APR'
  | 'Cargo'
  | 'Torp'
  | 'Any Weapon'
  | 'Any Warp'
  | 'Scanner'
  | 'Aux Con'
  | 'Emer Bridge'
  | 'Excess';

/** Every result a chart cell may hold (a record, so that the compiler sees none is missing). */
const CELL_NAMES: { readonly [C in ChartCell]: true } = {
  Bridge: true, Flag: true, Sensor: true, 'Dam Con': true, 'A Hull': true, 'F Hull': true, 'L Warp': true, 'R Warp': true, 'C Warp': true,
  Trans: true, Tractor: true, Shuttle: true, Lab: true, Drone: true, Phaser: true, Impulse: true, Battery: true, Probe: true, APR: true,
  Cargo: true, Torp: true, 'Any Weapon': true, 'Any Warp': true, Scanner: true, 'Aux Con': true, 'Emer Bridge': true, Excess: true,
};

/** Whether a value is a chart result, for checking a house chart (internal). */
export function isChartCell(value: unknown): value is ChartCell {
  return typeof value === 'string' && Object.hasOwn(CELL_NAMES, value);
}

/** One cell: its result and whether it is bold (scored at most once per volley, D4.31). */
export interface ChartEntry {
  readonly result: ChartCell;
  readonly bold: boolean;
}

/** The chart: for each 2d6 roll (2 to 12), columns A to M, read left to right. */
export interface DamageChart {
  readonly rows: { readonly [roll: number]: readonly ChartEntry[] };
  readonly source: SourceRef;
}

/**
 * The column letters A to M of the Damage Allocation Chart, in reading order; an index into a
 * chart row is an index into this list.
 *
 * @example
 * ```ts
 * import { CHART_COLUMNS, DAMAGE_ALLOCATION_CHART } from 'spacedock/damage';
 *
 * const row = DAMAGE_ALLOCATION_CHART.rows[7]!;
 * if (row.length !== CHART_COLUMNS.length || CHART_COLUMNS[12] !== 'M') throw new Error('13 columns, A to M');
 * ```
 */
export const CHART_COLUMNS = /* @__PURE__ */ Object.freeze(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const);

const row = (...cells: string[]): ChartEntry[] =>
  cells.map((c) => (c.startsWith('*') ? { result: c.slice(1) as ChartCell, bold: true } : { result: c as ChartCell, bold: false }));

/**
 * The standard Damage Allocation Chart (seed 003 D4.21; the cells from
 * `shared/reference/damage-allocation-chart.md`, which checks three public transcriptions).
 * A `*` marks a bold cell. Cell 3H is bold (the reference's footnote). A caller may pass its own
 * chart to `resolveVolley` instead.
 *
 * @example
 * ```ts
 * import { DAMAGE_ALLOCATION_CHART } from 'spacedock/damage';
 *
 * const seven = DAMAGE_ALLOCATION_CHART.rows[7]!; // a 2d6 roll of 7
 * // [{ result: 'Cargo', bold: false }, { result: 'F Hull', bold: false }, ...]
 * if (seven[0]?.result !== 'Cargo' || seven[12]?.result !== 'Excess') throw new Error('row 7: Cargo ... Excess');
 * ```
 */
export const DAMAGE_ALLOCATION_CHART: DamageChart = /* @__PURE__ */ deepFreeze({
  rows: {
    2: row('*Bridge', '*Flag', '*Sensor', '*Dam Con', '*A Hull', 'L Warp', 'Trans', 'Tractor', 'Shuttle', 'Lab', 'F Hull', 'R Warp', 'Excess'),
    3: row('*Drone', '*Phaser', 'Impulse', 'L Warp', 'R Warp', 'A Hull', 'Shuttle', '*Dam Con', 'C Warp', 'Lab', 'Battery', 'Phaser', 'Excess'),
    4: row('*Phaser', '*Trans', 'R Warp', 'Impulse', 'F Hull', 'A Hull', 'L Warp', 'APR', 'Lab', 'Trans', 'Probe', 'C Warp', 'Excess'),
    5: row('*R Warp', 'A Hull', 'Cargo', 'Battery', 'Shuttle', '*Torp', 'L Warp', 'Impulse', 'R Warp', 'Tractor', 'Probe', 'Any Weapon', 'Excess'),
    6: row('F Hull', 'Impulse', 'Lab', 'L Warp', '*Sensor', 'Tractor', 'Shuttle', 'R Warp', 'Phaser', 'Trans', 'Battery', 'Any Weapon', 'Excess'),
    7: row('Cargo', 'F Hull', 'Battery', 'C Warp', 'Shuttle', 'APR', 'Lab', 'Phaser', 'Any Warp', 'Probe', 'A Hull', 'Any Weapon', 'Excess'),
    8: row('A Hull', 'APR', 'Shuttle', 'R Warp', '*Scanner', 'Tractor', 'Lab', 'L Warp', 'Phaser', 'Trans', 'Battery', 'Any Weapon', 'Excess'),
    9: row('*L Warp', 'F Hull', 'Cargo', 'Battery', 'Lab', '*Drone', 'R Warp', 'Impulse', 'L Warp', 'Tractor', 'Probe', 'Any Weapon', 'Excess'),
    10: row('*Phaser', '*Tractor', 'L Warp', 'Impulse', 'A Hull', 'F Hull', 'R Warp', 'APR', 'Lab', 'Trans', 'Probe', 'C Warp', 'Excess'),
    11: row('*Torp', '*Phaser', 'Impulse', 'R Warp', 'L Warp', 'F Hull', 'Tractor', '*Dam Con', 'C Warp', 'Lab', 'Battery', 'Phaser', 'Excess'),
    12: row('*Aux Con', '*Emer Bridge', '*Scanner', '*Probe', '*F Hull', 'R Warp', 'Trans', 'Shuttle', 'Tractor', 'Lab', 'A Hull', 'L Warp', 'Excess'),
  },
  source: { file: '003_c4be5d629a77d77c.txt', entry: 'D4.21 (cells: shared/reference/damage-allocation-chart.md)' },
});
