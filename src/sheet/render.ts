/**
 * `renderSheet`: read the input, lay the sheet out, write each page as SVG.
 */
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { isPlainRecord, readRecordInto, reportNeed, reportUnknownFields, thrownMessage } from '../input/plain.js';
import { layoutSheet } from './layout.js';
import { pageBox, PAGE_SIZES } from './page.js';
import { readSheetInput } from './read-input.js';
import { writePage } from './svg.js';
import type { PageName, Sheet, SheetInput, SheetLayout, SheetOptions, SheetPageBox } from './types.js';

const OPTION_FIELDS: readonly string[] = ['page', 'landscape', 'mono'];

/**
 * Draws a ship's record sheet (its SSD): one print-ready SVG document per page, and the layout
 * they were drawn from, as data.
 *
 * The input is a compiled ship as `loadDesigns` or `compileDesign` gives it (`documents[i]`: the
 * sheet draws its ship state, title, totals and tables as the model holds them, and neither checks
 * nor prices anything again), or `{ design, ship }`: a compiled ship with a state of its ship
 * (after `resolveVolley`), or `{ design, state }`: a compiled ship with a saved damage state of it
 * (`damageStateOf`, the file of `spacedock damage --state`), or `{ ship, units?, title?,
 * shieldBoxes? }`: a ship state from `buildShip`, perhaps after `resolveVolley`, with the units
 * for its weapons table (priced here: a bare ship state has no model), what its title block
 * shows, and its shields before damage. The sheet shows the title block, the six
 * shield facings around the ship, every row of boxes under the name the design gave it and the
 * chart result it is hit as (`Repair (Cargo)`, phasers with their arcs), grouped as an SSD reads
 * (control, power, weapons, hull, armor, the other systems), the tracks, the weapons and systems
 * tables and a legend; destroyed boxes are crossed out and Armor-9 points held are written in
 * their box.
 * Options: `page` (`letter`, the default, or `a4`), `landscape`, `mono` (black and white).
 * Boxes shrink from 4 mm to 3 mm before a sheet takes more pages (see `SHEET_RULES`).
 *
 * Never throws. A bad input is a diagnostic at its path (`ship.armor[0].held`, `units[0].spec`,
 * `options.page`); a ship past `SHEET_LIMITS` is `sheet-too-large`. The output depends only
 * on the input: the same input gives the same SVG, byte for byte.
 *
 * @example
 * ```ts
 * import { buildShip, resolveVolley } from 'spacedock/damage';
 * import { seededDice } from 'spacedock';
 * import { renderSheet } from 'spacedock/sheet';
 *
 * const built = buildShip({ name: 'Cutter', shields: 12,
 *   systems: [{ label: 'Bridge', count: 2 }, { label: 'F Hull', count: 4 }, { label: 'Impulse', count: 3 }, { label: 'Repair' }],
 *   phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2, name: 'Lance' }] });
 * if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
 * const hit = resolveVolley(built.value, { shield: 1, points: 20 }, seededDice(7));
 * if (!hit.ok) throw new Error(JSON.stringify(hit.diagnostics));
 * const r = renderSheet({ ship: hit.value.ship, units: [{ name: 'Lance', spec: '3d6 eZap AP ARC:ABF', count: 2 }], shieldBoxes: [12, 12, 12, 12, 12, 12] },
 *   { page: 'a4' });
 * if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
 * const svg = r.value.pages[0] ?? '';
 * if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm"')) throw new Error(svg.slice(0, 100));
 * // The 12 boxes of shield #1 are gone: each is crossed out.
 * const boxes = r.value.layout.pages.flatMap((p) => p.items).filter((i) => i.kind === 'box');
 * if (boxes.filter((b) => b.system === 'Shield #1' && b.destroyed).length !== 12) throw new Error('shield #1 crossed out');
 * // Each row is labelled with its name and, when it is another, the chart result it is hit as.
 * const labels = r.value.layout.pages.flatMap((p) => p.items).flatMap((i) => (i.kind === 'text' && i.role === 'label' ? [i.text] : []));
 * if (!labels.includes('Repair (Cargo)') || !labels.includes('Lance: Ph-1 (1 2 6)')) throw new Error(labels.join());
 *
 * // Not a ship: a diagnostic, not a throw.
 * const bad = renderSheet({ ship: 'Enterprise' } as never);
 * if (bad.ok || bad.diagnostics[0]?.path !== 'ship') throw new Error(JSON.stringify(bad.diagnostics));
 * ```
 */
export function renderSheet(input: SheetInput, options?: SheetOptions): Result<Sheet> {
  const r = newReport();
  const { page, mono } = readSheetOptions(options, r, 'renderSheet');
  const laid = laidOut(input, page, r);
  if (laid === undefined) return failReport(r);
  const layout = laid.layout;
  return finishReport(r, { pages: layout.pages.map((p) => writePage(p.items, layout.page, mono)), layout });
}

/** The options of a sheet, read and checked into `r` (internal): the page box and the colours. */
export function readSheetOptions(options: SheetOptions | undefined, r: Report, caller: string): { readonly page: SheetPageBox; readonly mono: boolean } {
  let page: PageName = 'letter';
  let landscape = false;
  let mono = false;
  if (options !== undefined) {
    const o = readRecordInto(options, 'options', 'options (an object with page, landscape, mono)', r);
    if (o !== undefined && isPlainRecord(o)) {
      reportUnknownFields(r, o, 'options', OPTION_FIELDS, `the options of ${caller}`);
      const { page: p, landscape: l, mono: m } = o;
      if (p !== undefined && (typeof p !== 'string' || !Object.hasOwn(PAGE_SIZES, p))) reportNeed(r, 'options.page', p, `a page size: ${Object.keys(PAGE_SIZES).join(' or ')}`);
      else if (p !== undefined) page = p as PageName;
      if (l !== undefined && typeof l !== 'boolean') reportNeed(r, 'options.landscape', l, 'true or false');
      else landscape = l === true;
      if (m !== undefined && typeof m !== 'boolean') reportNeed(r, 'options.mono', m, 'true or false');
      else mono = m === true;
    }
  }
  return { page: pageBox(page, landscape), mono };
}

/**
 * A sheet input read and laid out on `page` (internal), with the ship's name; undefined when it
 * cannot be drawn (every reason in `r`, or an error already there).
 */
export function laidOut(input: unknown, page: SheetPageBox, r: Report): { readonly name: string; readonly layout: SheetLayout } | undefined {
  try {
    const data = readSheetInput(input, r);
    if (data === undefined || r.failed) {
      if (!r.failed) report(r, 'invalid-value', '', 'the input could not be drawn');
      return undefined;
    }
    return { name: data.name, layout: layoutSheet(data, page) };
  } catch (error) {
    // A compiled model is drawn as the loader made it, unchecked: a value made up to look like one
    // may fail anywhere while it is read. That is a refusal, never a throw.
    report(r, 'invalid-value', '', `the input could not be drawn (${thrownMessage(error)}); a compiled ship is drawn as loadDesigns or compileDesign made it`);
    return undefined;
  }
}
