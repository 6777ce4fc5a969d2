/**
 * Writing one page of a layout as an SVG document (draw). User units are millimetres (the
 * `viewBox` is the page in mm and `width`/`height` say so), every text carries `data-fit` (the
 * cell it was fitted to) and every damage box `data-box` (its system and index) and, when
 * destroyed, `data-destroyed`. One font stack is declared once, in the `<style>`.
 */
import { DEJAVU_SANS } from './font-metrics.js';
import { escapeSvgText } from './escape.js';
import { fittedTextSvg } from './text-svg.js';
import type { SheetItem, SheetPageBox } from './types.js';

/**
 * The two colour schemes. Each mark is a shape as well as a colour (a destroyed box is crossed
 * out, held points are a bold figure), so the colours only help; the default's colours are dark
 * or light enough to stay apart in greys, and `mono` is black on white.
 */
const STYLES = {
  color:
    '.b{fill:#fff;stroke:#000;stroke-width:.2}.d{fill:#f3d0cc}.s{fill:#fff;stroke:#000;stroke-width:.2}.ship{fill:#eef2f7;stroke:#4a5a70;stroke-width:.3}' +
    '.x{stroke:#a01010;stroke-width:.3;stroke-linecap:round}.r{stroke:#4a5a70;stroke-width:.2}.h{fill:#0b3d91}.f{fill:#444}',
  mono:
    '.b{fill:#fff;stroke:#000;stroke-width:.2}.d{fill:#fff}.s{fill:#fff;stroke:#000;stroke-width:.2}.ship{fill:none;stroke:#000;stroke-width:.3}' +
    '.x{stroke:#000;stroke-width:.3;stroke-linecap:round}.r{stroke:#000;stroke-width:.2}.h{fill:#000}.f{fill:#000}',
} as const;

/** A number as the SVG writes it: at most two decimals, no trailing zeros. */
function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}

function item(i: SheetItem): string {
  switch (i.kind) {
    case 'box':
      return `<rect x="${n(i.x)}" y="${n(i.y)}" width="${n(i.w)}" height="${n(i.h)}" class="${i.destroyed ? 'b d' : 'b'}" data-box="${escapeSvgText(i.system)}:${i.index}"${i.destroyed ? ' data-destroyed="true"' : ''}${i.held === undefined ? '' : ` data-held="${i.held}"`}/>`;
    case 'rect':
      return `<rect x="${n(i.x)}" y="${n(i.y)}" width="${n(i.w)}" height="${n(i.h)}" class="${i.role === 'ship' ? 'ship' : 's'}"/>`;
    case 'line':
      return `<line x1="${n(i.x1)}" y1="${n(i.y1)}" x2="${n(i.x2)}" y2="${n(i.y2)}" class="${i.role === 'cross' ? 'x' : 'r'}"/>`;
    case 'text':
      return fittedTextSvg(i, n, i.role === 'held' ? ' class="h"' : i.role === 'footer' ? ' class="f"' : '');
  }
}

/**
 * One page of a sheet as a complete SVG document: the page in millimetres, its items in order,
 * every text escaped. `mono` draws in black and white only.
 *
 * @example
 * ```ts
 * import { pageSvg } from 'spacedock/sheet';
 *
 * const svg = pageSvg(
 *   [{ kind: 'box', x: 10, y: 10, w: 4, h: 4, system: 'Lab', index: 0, destroyed: true },
 *    { kind: 'text', x: 16, y: 10, w: 30, h: 4, text: 'Lab <1>', size: 7, anchor: 'start', bold: false, role: 'label' }],
 *   { width: 215.9, height: 279.4, margin: 10 },
 * );
 * if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="215.9mm" height="279.4mm" viewBox="0 0 215.9 279.4">')) throw new Error(svg);
 * if (!svg.includes('data-box="Lab:0" data-destroyed="true"') || !svg.includes('Lab &lt;1&gt;')) throw new Error(svg);
 * ```
 */
export function pageSvg(items: readonly SheetItem[], page: SheetPageBox, mono = false): string {
  const w = n(page.width);
  const h = n(page.height);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    `<style>text{font-family:${DEJAVU_SANS.family};fill:#000}${mono ? STYLES.mono : STYLES.color}</style>`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
  ];
  for (const i of items) parts.push(item(i));
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
