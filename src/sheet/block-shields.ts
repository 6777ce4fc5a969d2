/**
 * The shield diagram (internal): the six facings around an outline of the ship, as a record
 * sheet draws them: #1 above, #4 below, #6 and #5 on the left (forward, rear), #2 and #3 on the
 * right. Each facing is its label over a block of boxes, `SHEET_RULES.shieldColumns` a row.
 */
import { mm, pushText } from './block.js';
import { drawBox } from './block-boxes.js';
import { textWidth } from './measure.js';
import { wrapText } from './wrap-text.js';
import { SHEET_RULES } from './rules.js';
import type { BoxRowSpec, BoxSpec } from './sheet-data.js';
import { SHIELD_PLACES, type ShieldPlace } from './shield-facings.js';
import type { SheetItem } from './types.js';

/** Space between the diagram's columns and bands, in millimetres. */
const GAP = 3;
/** The ship outline's least size. */
const SHIP_MIN = 24;

/** The diagram, measured: its size and how to draw it. */
export interface ShieldDiagram {
  readonly w: number;
  readonly h: number;
  readonly draw: (x: number, y: number, out: SheetItem[]) => void;
}

/** One facing's block: size, and how to draw it at a place. */
interface Facet {
  readonly place: ShieldPlace;
  readonly w: number;
  readonly h: number;
  readonly draw: (x: number, y: number, out: SheetItem[]) => void;
}

function facet(place: ShieldPlace, row: BoxRowSpec, s: number): Facet {
  const gap = SHEET_RULES.boxGap;
  const n = row.boxes.length;
  const cols = Math.max(1, Math.min(n, SHEET_RULES.shieldColumns));
  const lines = Math.ceil(n / cols);
  const labelH = SHEET_RULES.rows.heading;
  const w = mm(Math.max(cols * (s + gap) - gap, textWidth(row.label, SHEET_RULES.pt.label, true) + 2 * SHEET_RULES.textPad));
  const h = mm(labelH + lines * (s + gap));
  return {
    place,
    w,
    h,
    draw: (x, y, out) => {
      pushText(out, { x, y, w, h: labelH - 0.3 }, row.label, SHEET_RULES.pt.label, { anchor: 'start', bold: true, role: 'heading' });
      row.boxes.forEach((b: BoxSpec, i) => drawBox(out, b, x + (i % cols) * (s + gap), y + labelH + Math.floor(i / cols) * (s + gap), s, s));
    },
  };
}

/**
 * The diagram of the six shield rows (#1 to #6) at box size `s`, with the ship's name in the
 * outline, wrapped over lines between words when one is too short; a name that does not fit
 * whole is left out there (the title block shows it), never cut.
 */
export function shieldDiagram(shields: readonly BoxRowSpec[], name: string, s: number): ShieldDiagram {
  const facets = SHIELD_PLACES.map((p) => facet(p, shields[p.facing - 1] ?? { label: p.label, boxes: [] }, s));
  const at = (column: ShieldPlace['column'], half: ShieldPlace['half']): Facet => facets.find((f) => f.place.column === column && f.place.half === half) as Facet;
  const [top, bottom] = [at('center', 'upper'), at('center', 'lower')];
  const [lu, ll, ru, rl] = [at('left', 'upper'), at('left', 'lower'), at('right', 'upper'), at('right', 'lower')];
  const left = Math.max(lu.w, ll.w);
  const right = Math.max(ru.w, rl.w);
  const center = Math.max(top.w, bottom.w, SHIP_MIN);
  const middle = Math.max(lu.h + GAP + ll.h, ru.h + GAP + rl.h, SHIP_MIN);
  const w = mm(left + GAP + center + GAP + right);
  const h = mm(top.h + GAP + middle + GAP + bottom.h);
  return {
    w,
    h,
    draw: (x, y, out) => {
      const cx = x + left + GAP;
      const rx = cx + center + GAP;
      const my = y + top.h + GAP;
      top.draw(cx + (center - top.w) / 2, y, out);
      bottom.draw(cx + (center - bottom.w) / 2, y + h - bottom.h, out);
      lu.draw(x + left - lu.w, my, out);
      ll.draw(x + left - ll.w, my + middle - ll.h, out);
      ru.draw(rx, my, out);
      rl.draw(rx, my + middle - rl.h, out);
      const shipW = Math.min(center, 30);
      const sx = mm(cx + (center - shipW) / 2);
      out.push({ kind: 'rect', x: sx, y: mm(my), w: mm(shipW), h: mm(middle), role: 'ship' });
      // The name whole, over as many lines as it takes; the title shows it when the outline cannot.
      const wrapped = wrapText(name, shipW - 1, middle - 1, SHEET_RULES.pt.label, true);
      if (wrapped === undefined) return;
      const nameY = my + (middle - wrapped.lines.length * wrapped.lineH) / 2;
      wrapped.lines.forEach((line, k) =>
        pushText(out, { x: sx + 0.5, y: nameY + k * wrapped.lineH, w: shipW - 1, h: wrapped.lineH }, line, wrapped.size, { anchor: 'middle', bold: true, role: 'label' }),
      );
    },
  };
}
