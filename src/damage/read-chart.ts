import { deepFreeze } from '../rules/freeze.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { isPlainRecord, readRecordInto, reportNeed, reportNeedList, reportUnknownFields } from '../input/plain.js';
import type { SourceBook } from '../rules/source.js';
import { CHART_COLUMNS, isChartCell, type ChartEntry } from './chart.js';

/** A chart as the volley reads it: `table[roll]` for rolls 2 to 12 (0 and 1 are empty). */
export type ChartTable = readonly (readonly ChartEntry[])[];

/** Every book a source may cite (a record, so that the compiler sees none is missing). */
const BOOKS: { readonly [B in SourceBook]: true } = /* @__PURE__ */ deepFreeze({ 'Ship Point System': true, 'SFB:TNG': true, 'SFB Cadet Training Handbook': true, 'spacedock rulings': true, spacedock: true });
const ROLL_KEY = /^(?:[2-9]|1[0-2])$/;

/**
 * Checks a house chart (`options.chart` of a volley): rows for every 2d6 roll from 2 to 12, each
 * of at most 13 cells (A to M) with a chart result and a bold mark, and a source. Every problem is
 * reported at its path (`options.chart.rows["7"][0].result`).
 */
export function readChart(value: unknown, path: string, r: Report): ChartTable | undefined {
  const chart = readRecordInto(value, path, 'a damage chart: an object with rows and a source', r);
  if (chart === undefined) return undefined;
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, chart, path, ['rows', 'source'], 'a damage chart');
  const source = chart['source'];
  if (!isPlainRecord(source) || typeof source['book'] !== 'string' || !Object.hasOwn(BOOKS, source['book']) || typeof source['entry'] !== 'string') {
    reportNeed(r, pathJoin(path, 'source'), source, `a source: an object with a book (${Object.keys(BOOKS).join(', ')}) and an entry`);
  }
  const rowsPath = pathJoin(path, 'rows');
  const rows = chart['rows'];
  if (!isPlainRecord(rows)) {
    reportNeed(r, rowsPath, rows, 'an object of rows by 2d6 roll, 2 to 12');
    return undefined;
  }
  for (const key of Object.keys(rows)) {
    if (!ROLL_KEY.test(key)) report(r, 'unknown-field', pathJoin(rowsPath, key), 'not a 2d6 roll (2 to 12)');
  }
  const table: ChartEntry[][] = [[], []];
  for (let roll = 2; roll <= 12; roll++) {
    const at = pathJoin(rowsPath, String(roll));
    const row = rows[String(roll)];
    if (!Array.isArray(row) || row.length > CHART_COLUMNS.length) {
      reportNeedList(r, at, row, `a list of at most ${CHART_COLUMNS.length} cells (columns A to M)`, CHART_COLUMNS.length, 'the columns A to M');
      table.push([]);
      continue;
    }
    table.push(
      row.flatMap((cell: unknown, c): ChartEntry[] => {
        const here = pathJoin(at, c);
        if (!isPlainRecord(cell)) {
          reportNeed(r, here, cell, 'a cell: an object with a result and bold');
          return [];
        }
        reportUnknownFields(r, cell, here, ['result', 'bold'], 'a chart cell');
        const { result, bold } = cell;
        if (!isChartCell(result)) reportNeed(r, pathJoin(here, 'result'), result, 'a chart result such as F Hull or Excess');
        if (typeof bold !== 'boolean') reportNeed(r, pathJoin(here, 'bold'), bold, 'true or false');
        return isChartCell(result) && typeof bold === 'boolean' ? [{ result, bold }] : [];
      }),
    );
  }
  return r.diagnostics.length + r.dropped > before ? undefined : table;
}
