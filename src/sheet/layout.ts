/**
 * The layout: what a sheet shows, placed on pages (measure -> place; `svg.ts` draws).
 *
 * Order on the page: the title block across the top; the shield diagram, with the legend beside
 * it when there is room (else the legend closes the columns); the box groups in columns (as
 * many columns of at least `SHEET_RULES.minColumn` mm as fit, each group going to the column
 * that ends highest, and the rest of a split group to a column on its right or the next page, so
 * that it always reads after its start); then the tables across the page; a footer on every page.
 *
 * The overflow rule: boxes are drawn at the largest of `SHEET_RULES.boxSizes` (4, 3.5 and
 * 3 mm) at which the whole sheet fits on one page; when none does, at the largest size among
 * those that take the fewest pages, and groups and tables flow on into further columns and
 * pages, split between two lines of boxes (or two table lines) with the heading repeated and
 * marked "(cont.)", and a row of boxes split there repeats its label on its first line. Nothing
 * is scaled past that, so nothing overlaps and no text goes under
 * 6 pt. The shield diagram stays in one piece; when it is taller or wider than a page's content
 * (shields of hundreds of boxes), the six facings become an ordinary group at the head of the
 * columns instead.
 */
import { blockHeight, pushText, type Block } from './block.js';
import { boxGroupBlock, labelWidth } from './block-boxes.js';
import { LEGEND_WIDTH, legendBlock } from './block-legend.js';
import { shieldDiagram } from './block-shields.js';
import { tableBlock } from './block-table.js';
import { titleBlock } from './block-title.js';
import { columnCount, columnWidth, contentWidth, newFlow, placeColumns } from './flow.js';
import { SHEET_RULES } from './rules.js';
import type { BoxGroupSpec, SheetData } from './sheet-data.js';
import type { SheetItem, SheetLayout, SheetPageBox } from './types.js';

/** The layout of a sheet at box size `s`. */
function layoutAt(data: SheetData, page: SheetPageBox, s: number): SheetLayout {
  const flow = newFlow(page);
  const width = contentWidth(page);
  placeColumns(flow, [titleBlock(data.name, data.info, width, data.destroyed)], 1);

  const diagram = shieldDiagram(data.shields, data.name, s);
  const legend = legendBlock(s, data.holding);
  const legendH = blockHeight(legend);
  const beside = diagram.w + SHEET_RULES.blockGap + LEGEND_WIDTH <= width;
  const diagramH = beside ? Math.max(diagram.h, legendH) : diagram.h;
  const fits = diagram.w <= width && diagramH <= flow.bottom - page.margin;
  const groups: BoxGroupSpec[] = [...data.groups];
  if (fits) {
    const top: Block = {
      w: width,
      keep: true,
      rows: [
        {
          h: diagramH,
          draw: (x, y, out) => {
            diagram.draw(x, y, out);
            if (!beside) return;
            const lx = x + diagram.w + SHEET_RULES.blockGap;
            let at = y;
            for (const r of [legend.head, ...legend.rows]) {
              if (r === undefined) continue;
              r.draw(lx, at, out);
              at += r.h;
            }
          },
        },
      ],
    };
    placeColumns(flow, [top], 1);
  } else {
    groups.unshift({ title: 'Shields', rows: data.shields });
  }

  const cols = columnCount(page);
  const colW = columnWidth(page, cols);
  const labelW = labelWidth(groups, colW);
  const blocks = groups.map((g) => boxGroupBlock(g, colW, labelW, s));
  if (!fits || !beside) blocks.push(legend);
  placeColumns(flow, blocks, cols);
  placeColumns(flow, data.tables.map((t) => tableBlock(t, width)), 1);
  return { page, boxSize: s, pages: withFooters(flow.pages, data.name, page) };
}

/** Each page with its footer: the ship's name and the page number. */
function withFooters(pages: readonly SheetItem[][], name: string, page: SheetPageBox): SheetLayout['pages'] {
  return pages.map((items, i) => ({ items: [...items, ...footerItems(page, `${name} · record sheet (spacedock)`, `page ${i + 1} of ${pages.length}`)] }));
}

/** The footer of a page: `left` (what the sheet is) from the left margin, `right` (the page number) at the right one. */
export function footerItems(page: SheetPageBox, left: string, right: string): SheetItem[] {
  const out: SheetItem[] = [];
  const y = page.height - page.margin - SHEET_RULES.rows.footer;
  const w = contentWidth(page);
  pushText(out, { x: page.margin + w * 0.75, y, w: w * 0.25, h: SHEET_RULES.rows.footer }, right, SHEET_RULES.pt.footer, { anchor: 'end', role: 'footer' });
  pushText(out, { x: page.margin, y, w: w * 0.7, h: SHEET_RULES.rows.footer }, left, SHEET_RULES.pt.footer, { anchor: 'start', role: 'footer' });
  return out;
}

/**
 * Places a sheet's content on pages: at the largest box size with which it fits one page; when
 * none does, at the largest of the sizes that need the fewest pages (the rule in this module's
 * comment).
 */
export function layoutSheet(data: SheetData, page: SheetPageBox): SheetLayout {
  let best: SheetLayout | undefined;
  for (const s of SHEET_RULES.boxSizes) {
    const layout = layoutAt(data, page, s);
    if (layout.pages.length === 1) return layout;
    if (best === undefined || layout.pages.length < best.pages.length) best = layout;
  }
  return best ?? layoutAt(data, page, SHEET_RULES.boxSizes[0] ?? 4);
}
