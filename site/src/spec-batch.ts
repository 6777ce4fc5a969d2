/**
 * The unit bench's specs, one a line (issue 39): each line priced under the bench's profile, in
 * the table `spacedock price -` prints (its columns and cells from the library), and the problems
 * of each line that has one listed with its line:column, a button that selects it in the box, and
 * its fixes; the other lines are priced all the same. Blank lines and `#` lines are skipped, as on
 * the command line. The bench loads this module the first time the box is typed in.
 */
import { formatUnit, parseUnit, priceUnit, type Diagnostic, type ProfileName } from '../../src/index.js';
import { placeInBatch, specLines } from '../../src/notation/spec-lines.js';
import { PRICE_TABLE_COLUMNS, priceTableCells } from '../../src/pricing/price-table.js';
import { renderDiagnosticList } from './diagnostic-list.js';
import { h, replaceChildren } from './dom.js';
import { diagnosticsSummary } from './fixes.js';

/** The most specs priced at each keystroke; the lines after them are counted, not priced. */
export const SPEC_BATCH_LINES = 500;
/** The longest text of specs read at all (UTF-16 code units): 500 specs of 200 characters. */
export const SPEC_BATCH_TEXT = 100_000;

/** Prices the specs of `box` (a textarea) into `out`: a status, the problems by line, the table. */
export function renderSpecBatch(out: HTMLElement, box: HTMLTextAreaElement, profile: ProfileName): void {
  const text = box.value;
  const status = h('p', { id: 'specs-status', class: 'status', role: 'status' });
  // The length first: a text too long is not read at all.
  if (text.length > SPEC_BATCH_TEXT) {
    status.textContent = `The specs are ${text.length.toLocaleString('en-US')} characters, more than the ${SPEC_BATCH_TEXT.toLocaleString('en-US')} the bench reads: price them with spacedock price - instead.`;
    status.className = 'status error';
    replaceChildren(out, status);
    return;
  }
  const lines = specLines(text);
  const problems: Diagnostic[] = [];
  const rows: HTMLTableRowElement[] = [];
  for (const line of lines.slice(0, SPEC_BATCH_LINES)) {
    const price = priceUnit(line.text, { profile });
    problems.push(...price.diagnostics.map((d) => placeInBatch(d, line)));
    const parsed = price.ok ? parseUnit(line.text) : undefined;
    if (!price.ok || parsed?.ok !== true) continue;
    const cells = priceTableCells(line.line, formatUnit(parsed.value), price.value);
    rows.push(h('tr', { 'data-line': line.line }, ...PRICE_TABLE_COLUMNS.map((c, i) => h('td', { class: c.numeric ? 'num' : 'spec', 'data-col': c.name }, cells[i] ?? ''))));
  }
  const bad = new Set(problems.filter((d) => d.severity === 'error').map((d) => d.span?.line));
  const more = lines.length - SPEC_BATCH_LINES;
  status.textContent = `${rows.length} of ${lines.length} spec${lines.length === 1 ? '' : 's'} priced${bad.size > 0 ? `; not priced: line ${[...bad].join(', ')}` : ''}. ${more > 0 ? `The bench prices the first ${SPEC_BATCH_LINES} (${more} more: use spacedock price -). ` : ''}${problems.length > 0 ? diagnosticsSummary(problems) : ''}`.trim();
  status.className = `status ${bad.size > 0 ? 'error' : problems.length > 0 ? 'warning' : 'ok'}`;
  const list = h('ul', { id: 'specs-diagnostics', class: 'diagnostics', 'aria-label': 'Problems in the specs' });
  renderDiagnosticList(list, problems, {
    text,
    within: 'the specs',
    showCode: false,
    select(from, to) {
      box.focus();
      box.setSelectionRange(from, to);
    },
    apply(fix) {
      box.focus();
      box.setRangeText(fix.insert, fix.from, fix.to, 'end');
      box.dispatchEvent(new Event('input'));
    },
  });
  replaceChildren(
    out,
    status,
    list,
    rows.length === 0
      ? null
      : h(
          'div',
          { class: 'scroll' },
          h(
            'table',
            { id: 'specs-table' },
            h('caption', { class: 'visually-hidden' }, 'Prices of the specs, by line'),
            h('thead', {}, h('tr', {}, ...PRICE_TABLE_COLUMNS.map((c) => h('th', { scope: 'col', class: c.numeric ? 'num' : undefined }, c.name)))),
            h('tbody', {}, ...rows),
          ),
        ),
  );
}
