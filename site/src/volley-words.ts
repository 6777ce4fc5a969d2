/**
 * A volley's events in words for the volley lab's log: which points, what happened, whether the
 * cell that took the point is bold on the chart, and why each cell before it passed the point on.
 * Plain data (no DOM): the view turns it into list items.
 */
import { CHART_COLUMNS, DAMAGE_ALLOCATION_CHART, type ChartColumn, type ChartRoll, type VolleyEvent } from '../../src/damage/index.js';

/** One event of the log in words. */
export interface EventWords {
  /** The point, or the run of points (`12–40`). */
  readonly points: string;
  /** What happened, in a short sentence. */
  readonly what: string;
  /** Whether the chart cell that took the point is bold (scored once per volley, D4.31). */
  readonly bold: boolean;
  /** Each cell passed over before it, in words (`A R Warp: nothing left to hit`). */
  readonly passed: readonly string[];
  /**
   * The same cells in short, for the log: one cell as above, several as how many passed for each
   * reason (`passed 9 cells: nothing left to hit`), the cells themselves left to {@link passed}.
   * Empty when none passed.
   */
  readonly passedSummary: string;
}

/** The passed cells of an event, counted by reason in the order the reasons first come. */
export function passedSummary(passed: VolleyEvent['passed']): string {
  const cells = passed ?? [];
  if (cells.length === 0) return '';
  if (cells.length === 1) return `passed ${cells[0]!.column} ${cells[0]!.result}: ${cells[0]!.reason}`;
  const byReason = new Map<string, number>();
  for (const c of cells) byReason.set(c.reason, (byReason.get(c.reason) ?? 0) + 1);
  const parts = [...byReason].map(([reason, n]) => `${n} ${n === 1 ? 'cell' : 'cells'}: ${reason}`);
  return byReason.size === 1 ? `passed ${parts[0]!}` : `passed ${cells.length} cells (${parts.join('; ')})`;
}

/** Whether a cell of the standard chart is bold (the lab fires with the standard chart). */
export function isBoldCell(roll: ChartRoll, column: ChartColumn): boolean {
  return DAMAGE_ALLOCATION_CHART.rows[roll][CHART_COLUMNS.indexOf(column)]?.bold === true;
}

const span = (e: VolleyEvent): string => (e.last === undefined || e.last === e.point ? `${e.point}` : `${e.point}–${e.last}`);

/** An event of `resolveVolley`'s log in words. */
export function eventWords(e: VolleyEvent): EventWords {
  const words = eventWordsOf(e);
  return { ...words, passedSummary: passedSummary(e.passed) };
}

function eventWordsOf(e: VolleyEvent): Omit<EventWords, 'passedSummary'> {
  const points = span(e);
  const passed = (e.passed ?? []).map((p) => `${p.column} ${p.result}: ${p.reason}`);
  const count = e.last === undefined ? 1 : e.last - e.point + 1;
  const pts = count === 1 ? 'the point' : `${count} points`;
  switch (e.stage) {
    case 'shield':
      return { points, what: `${e.hit} absorbs the point`, bold: false, passed };
    case 'armor':
      // Specific armor takes a chart result it guards: the roll and the cell say which.
      if (e.roll !== undefined && e.column !== undefined) return { points, what: `roll ${e.roll}, column ${e.column}: ${e.hit} takes the point`, bold: isBoldCell(e.roll, e.column), passed };
      return { points, what: `${e.hit} takes the point`, bold: false, passed };
    case 'internal': {
      const took = e.hit === e.result ? e.hit : `${e.result} → ${e.hit}`;
      return { points, what: `roll ${e.roll}, column ${e.column}: ${took}`, bold: isBoldCell(e.roll, e.column), passed };
    }
    case 'excess':
      if (e.roll !== undefined && e.column !== undefined) return { points, what: `roll ${e.roll}, column ${e.column}: Excess`, bold: isBoldCell(e.roll, e.column), passed };
      return { points, what: `Excess takes ${pts} at once (${e.note ?? 'settled'})`, bold: false, passed };
    case 'ignored':
      if (e.hit !== undefined) return { points, what: `ignored: ${e.hit}`, bold: false, passed };
      if (e.roll !== undefined) return { points, what: `roll ${e.roll}: no cell can take it, ignored`, bold: false, passed };
      return { points, what: `${pts} ignored (${e.note ?? 'settled'})`, bold: false, passed };
    case 'unlogged': {
      const s = e.spent;
      return { points, what: `${pts} not logged one by one: shields ${s.shields}, armor ${s.armor}, internals ${s.internals}, excess ${s.excess}, ignored ${s.ignored}`, bold: false, passed };
    }
  }
}

/** The cells of the chart row an event rolled, each marked as it fared; empty without a roll. */
export interface WalkCell {
  readonly column: ChartColumn;
  readonly result: string;
  readonly bold: boolean;
  /** `passed` (with why), `hit` (the cell that took the point), or `unread` (after it). */
  readonly fate: 'passed' | 'hit' | 'unread';
  readonly why?: string;
}

/** The chart walk of a rolled event: its row, cell by cell, up to the one that took the point. */
export function chartWalk(e: VolleyEvent): readonly WalkCell[] {
  if (e.roll === undefined) return [];
  const row = DAMAGE_ALLOCATION_CHART.rows[e.roll];
  const passed = new Map((e.passed ?? []).map((p) => [p.column, p.reason]));
  const took = e.column;
  let after = false;
  return row.map((cell, i): WalkCell => {
    const column = CHART_COLUMNS[i]!;
    const why = passed.get(column);
    const fate = after ? 'unread' : column === took ? 'hit' : why !== undefined ? 'passed' : 'unread';
    if (column === took) after = true;
    return why === undefined ? { column, result: cell.result, bold: cell.bold, fate } : { column, result: cell.result, bold: cell.bold, fate, why };
  });
}
