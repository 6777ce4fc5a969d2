import { deepFreeze } from '../rules/freeze.js';
import { seed003, type SourceRef } from '../rules/source.js';
import type { ShipState } from './ship.js';

/**
 * The results that name one kind of box: a chart system of the ship (`F Hull` and `A Hull` may
 * pass on to the center hull, D4.351; `Flag` is the security stations, D4.354).
 */
export type ChartSystemResult =
  | 'Bridge'
  | 'Flag'
  | 'Aux Con'
  | 'Emer Bridge'
  | 'F Hull'
  | 'A Hull'
  | 'L Warp'
  | 'R Warp'
  | 'C Warp'
  | 'Impulse'
  | 'APR'
  | 'Battery'
  | 'Trans'
  | 'Tractor'
  | 'Shuttle'
  | 'Lab'
  | 'Probe'
  | 'Cargo'
  | 'Torp'
  | 'Drone';

/** The results that take the best box left of a special function track (D4.33), and Excess. */
export type ChartTrackResult = 'Sensor' | 'Scanner' | 'Dam Con' | 'Excess';

/**
 * The ship state's track each track result takes its box from (internal): the special function
 * tracks of D4.33, and the excess damage track of the chart's last column (D4.21). A record sheet
 * names its track rows by these results.
 */
export const TRACK_OF_RESULT: { readonly [R in ChartTrackResult]: keyof ShipState['tracks'] } = /* @__PURE__ */ deepFreeze({
  Sensor: 'sensor',
  Scanner: 'scanner',
  'Dam Con': 'damageControl',
  Excess: 'excess',
});

/**
 * The results that leave the owner a choice of box: a phaser that bears on the direction of fire
 * (D4.321), any weapon (D4.324), any warp engine. `Shuttle` (D4.325) is a system result with a
 * choice too; see `VolleyChoices`.
 */
export type ChartChoiceResult = 'Phaser' | 'Any Weapon' | 'Any Warp';

/**
 * A result printed on the Damage Allocation Chart: one of three groups a consumer can tell apart
 * ({@link ChartSystemResult}, {@link ChartTrackResult}, {@link ChartChoiceResult}), and `switch`
 * on.
 */
export type ChartCell = ChartSystemResult | ChartTrackResult | ChartChoiceResult;

/** A 2d6 roll, the row of the chart it picks. */
export type ChartRoll = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

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

/** Every chart result (internal: for did-you-mean hints and lookups). */
export const CHART_RESULTS: readonly ChartCell[] = /* @__PURE__ */ Object.freeze(Object.keys(CELL_NAMES) as ChartCell[]);

/** The chart results by their name in lower case with single spaces, for a lookup that ignores case and spacing. */
const RESULT_BY_FOLDED: ReadonlyMap<string, ChartCell> = /* @__PURE__ */ new Map(CHART_RESULTS.map((c) => [c.toLowerCase(), c]));

/** The chart result a name spells, ignoring case and extra blanks (`any  weapon` is `Any Weapon`); internal. */
export function chartResultOf(name: string): ChartCell | undefined {
  return name.length > 40 ? undefined : RESULT_BY_FOLDED.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** One cell: its result and whether it is bold (scored at most once per volley, D4.31). */
export interface ChartEntry {
  readonly result: ChartCell;
  readonly bold: boolean;
}

/**
 * A damage chart: for each 2d6 roll (2 to 12), its cells from column A on, read left to right (at
 * most 13, A to M), and the source it is read from.
 */
export interface DamageChart {
  readonly rows: { readonly [R in ChartRoll]: readonly ChartEntry[] };
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
 * const row = DAMAGE_ALLOCATION_CHART.rows[7];
 * if (row.length !== CHART_COLUMNS.length || CHART_COLUMNS[12] !== 'M') throw new Error('13 columns, A to M');
 * ```
 */
export const CHART_COLUMNS = /* @__PURE__ */ Object.freeze(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const);

/** A column of the chart, A to M. */
export type ChartColumn = (typeof CHART_COLUMNS)[number];

/** A cell as the table below writes it: its result, with a `*` in front when it is bold. */
type Marked = ChartCell | `*${ChartCell}`;
const row = (...cells: Marked[]): ChartEntry[] =>
  cells.map((c) => (c.startsWith('*') ? { result: c.slice(1) as ChartCell, bold: true } : { result: c as ChartCell, bold: false }));

/**
 * The standard Damage Allocation Chart that rule D4.21 of the SFB Cadet Training Handbook
 * requires (the rules refer to it but do not print it; its cells are those three independent
 * public transcriptions agree on, `specs/damage.md` §3). Bold cells (D4.31) have `bold: true`;
 * cell 3H, bold in two of the three, is bold here. A caller may pass its own chart to
 * `resolveVolley` instead.
 *
 * @example
 * ```ts
 * import { DAMAGE_ALLOCATION_CHART } from 'spacedock/damage';
 *
 * const seven = DAMAGE_ALLOCATION_CHART.rows[7]; // a 2d6 roll of 7
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
  source: seed003('D4.21'),
});
