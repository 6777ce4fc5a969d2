/**
 * `renderFleetSheet`: the record sheets of several ships as one document, pages numbered across
 * all of them and the fleet's name in every footer.
 */
import { describeValue } from '../diagnostics/describe.js';
import { failReport, finishReport, newReport, report, reportAll } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { footerItems } from './layout.js';
import { laidOut, readSheetOptions } from './render.js';
import { SHEET_LIMITS } from './limits.js';
import { writePage } from './svg.js';
import type { SheetInput, SheetLayout, SheetOptions } from './types.js';

/** One ship of a fleet's sheets: its label in the fleet and what `renderSheet` takes. */
export interface FleetSheetShip {
  readonly label: string;
  readonly input: SheetInput;
}

/** The sheets of a fleet: every page, in order, and where each ship's pages are. */
export interface FleetSheet {
  /** Every page as an SVG document, ship after ship. */
  readonly pages: readonly string[];
  readonly ships: readonly {
    readonly label: string;
    /** Its first page, from 1. */
    readonly firstPage: number;
    /** How many pages it takes. */
    readonly pages: number;
    /** Its layout, with the fleet's footers. */
    readonly layout: SheetLayout;
  }[];
}

/**
 * The record sheets of a fleet's ships (`resolveFleet`, perhaps as play left them) as one run of
 * pages: each ship laid out as `renderSheet` lays it out, with the same options, then every footer
 * rewritten to name the fleet and the ship (`Home Guard · Picket 1 (Picket Cutter)`) and number
 * the page across the fleet (`page 3 of 7`). The ships' pages are otherwise `renderSheet`'s own,
 * box for box. Never throws; a ship's problem is a diagnostic whose path starts `ships[i]`.
 *
 * @example
 * ```ts
 * import { loadDesigns } from 'spacedock/design';
 * import { renderFleetSheet } from 'spacedock/sheet';
 *
 * const r = loadDesigns('format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nshields: 10\nsystems: [{ label: Bridge }, { label: F Hull, count: 4 }]\n');
 * const cutter = r.ok ? r.value.documents[0] : undefined;
 * if (cutter === undefined) throw new Error('a ship');
 * const s = renderFleetSheet([{ label: 'Picket 1', input: cutter }, { label: 'Picket 2', input: cutter }], 'Patrol');
 * if (!s.ok || s.value.pages.length !== 2 || !s.value.pages[1]!.includes('page 2 of 2')) throw new Error(JSON.stringify(s));
 * if (!s.value.pages[0]!.includes('Patrol · Picket 1 (Cutter)')) throw new Error('the fleet and the ship in the footer');
 * ```
 */
export function renderFleetSheet(ships: readonly FleetSheetShip[], fleet: string, options?: SheetOptions): Result<FleetSheet> {
  const r = newReport();
  if (!Array.isArray(ships as unknown)) report(r, 'invalid-value', 'ships', `the ships are a list of { label, input }, not ${describeValue(ships)}`);
  if (typeof fleet !== 'string') report(r, 'invalid-value', 'fleet', `the fleet's name is a text, not ${describeValue(fleet)}`);
  if (r.failed) return failReport(r);
  if (ships.length > SHEET_LIMITS.maxFleetShips) {
    report(r, 'sheet-too-large', 'ships', `a fleet's sheets hold at most ${SHEET_LIMITS.maxFleetShips} ships, not ${ships.length}`);
    return failReport(r);
  }
  const { page, mono } = readSheetOptions(options, r, 'renderFleetSheet');
  if (r.failed) return failReport(r);
  // Each ship laid out once, as renderSheet lays it out; its pages written once, with the fleet's footers.
  const drawn: { label: string; name: string; layout: SheetLayout }[] = [];
  ships.forEach((s: unknown, i) => {
    const { label, input } = (typeof s === 'object' && s !== null ? s : {}) as { label?: unknown; input?: unknown };
    if (typeof label !== 'string') {
      report(r, 'invalid-value', `ships[${i}].label`, `a ship's label is a text, not ${describeValue(label)}`);
      return;
    }
    const own = newReport();
    const laid = laidOut(input, page, own);
    reportAll(r, own.diagnostics, `ships[${i}].input`);
    if (laid !== undefined) drawn.push({ label, ...laid });
  });
  if (r.failed) return failReport(r);
  const total = drawn.reduce((n, d) => n + d.layout.pages.length, 0);
  const pages: string[] = [];
  const out: FleetSheet['ships'][number][] = [];
  for (const d of drawn) {
    const firstPage = pages.length + 1;
    const who = d.name === d.label ? d.label : `${d.label} (${d.name})`;
    const layoutPages = d.layout.pages.map((p, k) => ({
      items: [...p.items.filter((item) => !(item.kind === 'text' && item.role === 'footer')), ...footerItems(d.layout.page, `${fleet} · ${who} · record sheet (spacedock)`, `page ${firstPage + k} of ${total}`)],
    }));
    for (const p of layoutPages) pages.push(writePage(p.items, d.layout.page, mono));
    out.push({ label: d.label, firstPage, pages: layoutPages.length, layout: { ...d.layout, pages: layoutPages } });
  }
  return finishReport(r, { pages, ships: out });
}
