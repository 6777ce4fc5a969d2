/**
 * Writing one page of a layout as an SVG document (draw). User units are millimetres (the
 * `viewBox` is the page in mm and `width`/`height` say so), every text carries `data-fit` (the
 * cell it was fitted to) and every damage box `data-box` (its system and index) and, when
 * destroyed, `data-destroyed`. One font stack is declared once, in the `<style>`.
 */
import { DEJAVU_SANS } from './font-metrics.js';
import { escapeSvgText } from './escape.js';
import { fittedTextSvg } from './text-svg.js';
import { readItems, readMono, readPage } from './read-items.js';
import type { SheetItem, SheetPageBox, SheetTextRole } from './types.js';

/**
 * The two colour schemes. Each mark is a shape as well as a colour (a destroyed box is crossed
 * out, held points are a bold figure), so the colours only help; the default's colours are dark
 * or light enough to stay apart in greys, and `mono` is black on white.
 */
const STYLES = {
  color:
    '.b{fill:#fff;stroke:#000;stroke-width:.2}.d{fill:#f3d0cc}.s{fill:#fff;stroke:#000;stroke-width:.2}.ship{fill:#eef2f7;stroke:#4a5a70;stroke-width:.3}' +
    '.x{stroke:#a01010;stroke-width:.3;stroke-linecap:round}.r{stroke:#4a5a70;stroke-width:.2}.h{fill:#0b3d91}.f{fill:#444}.z{fill:#a01010}',
  mono:
    '.b{fill:#fff;stroke:#000;stroke-width:.2}.d{fill:#fff}.s{fill:#fff;stroke:#000;stroke-width:.2}.ship{fill:none;stroke:#000;stroke-width:.3}' +
    '.x{stroke:#000;stroke-width:.3;stroke-linecap:round}.r{stroke:#000;stroke-width:.2}.h{fill:#000}.f{fill:#000}.z{fill:#000}',
} as const;

/**
 * A number as the SVG writes it: at most two decimals, no trailing zeros. Every number reaching it
 * was checked (`read-items.ts`) or laid out by the sheet from checked ones, so it is finite: `String` of a
 * finite number is digits, a sign, a point and an exponent, nothing that needs escaping.
 */
function n(v: number): string {
  // In whole hundredths, written with integer arithmetic: the same text as
  // `String(Math.round(v * 100) / 100)` (the shortest form of a number of two decimals is those
  // decimals), without the general number-to-text conversion, which a sheet's thousands of
  // coordinates made the writer's largest cost.
  const c = Math.round(v * 100);
  if (c % 100 === 0) return String(c / 100);
  const a = c < 0 ? -c : c;
  const frac = a % 100;
  const digits = frac % 10 === 0 ? String(frac / 10) : frac < 10 ? `0${frac}` : String(frac);
  return `${c < 0 ? '-' : ''}${(a - frac) / 100}.${digits}`;
}

const CLASS_OF_ROLE: Readonly<Partial<Record<SheetTextRole, string>>> = { held: 'h', footer: 'f', destroyed: 'z' };

/** One item as an SVG element: names escaped, every other value a checked number or one of a fixed set of words. */
function item(i: SheetItem): string {
  switch (i.kind) {
    case 'box': {
      const held = i.held === undefined ? '' : ` data-held="${n(i.held)}"`;
      return `<rect x="${n(i.x)}" y="${n(i.y)}" width="${n(i.w)}" height="${n(i.h)}" class="${i.destroyed ? 'b d' : 'b'}" data-box="${escapeSvgText(i.system)}:${String(i.index)}"${i.destroyed ? ' data-destroyed="true"' : ''}${held}/>`;
    }
    case 'rect':
      return `<rect x="${n(i.x)}" y="${n(i.y)}" width="${n(i.w)}" height="${n(i.h)}" class="${i.role === 'ship' ? 'ship' : 's'}"/>`;
    case 'line':
      return `<line x1="${n(i.x1)}" y1="${n(i.y1)}" x2="${n(i.x2)}" y2="${n(i.y2)}" class="${i.role === 'cross' ? 'x' : 'r'}"/>`;
    case 'text':
      return fittedTextSvg(i, n, CLASS_OF_ROLE[i.role]);
  }
}

/**
 * One page of a sheet as a complete SVG document: the page in millimetres, its items in order,
 * every text escaped. `mono` draws in black and white only.
 *
 * The items are read as data, as `renderSheet` makes them: each field once, checked against its
 * type before anything is written (coordinates, sizes and font sizes finite numbers of at most
 * 1 000 000 in magnitude, a box's `index` a whole number of 0 or more and `held` one from 1 to 299,
 * `anchor`, `role` and `kind` one of their words, `bold`, `destroyed` and `mono` true or false).
 * Names and texts are escaped (`escapeSvgText`); nothing else is written but those checked numbers
 * and fixed words, so no value of an item can add markup to the document. Of the page box, only
 * `width` and `height` are read (positive numbers, as the coordinates).
 *
 * @throws {TypeError} when `items` is not a list of sheet items or `page` not a page box, naming
 * the first field that is not what its type says (`pageSvg: items[3].anchor is not one of start,
 * middle, end`), or when reading a field throws (that error is the `cause`): a programming error,
 * since the items are what `renderSheet` lays out.
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
 *
 * // A field that is not of its type is refused, by name, before anything is written.
 * const hostile = { kind: 'text', x: 0, y: 0, w: 9, h: 4, text: 'x', size: 7, anchor: '"><script>alert(1)</script>', bold: false, role: 'label' };
 * try {
 *   pageSvg([hostile as never], { width: 100, height: 100, margin: 10 });
 *   throw new Error('written');
 * } catch (e) {
 *   if (!(e instanceof TypeError) || e.message !== 'pageSvg: items[0].anchor is not one of start, middle, end') throw e;
 * }
 * ```
 */
export function pageSvg(items: readonly SheetItem[], page: SheetPageBox, mono = false): string {
  return writePage(readItems(items), readPage(page), readMono(mono));
}

/**
 * One page of a layout as SVG, from items known to be well formed (internal): what
 * {@link pageSvg} writes once it has read its input, and what `renderSheet` writes from the
 * layout it has just made (reading its own items again would be work done twice).
 */
export function writePage(read: readonly SheetItem[], size: Pick<SheetPageBox, 'width' | 'height'>, mono: boolean): string {
  const styles = mono ? STYLES.mono : STYLES.color;
  const w = n(size.width);
  const h = n(size.height);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    `<style>text{font-family:${DEJAVU_SANS.family};fill:#000}${styles}</style>`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
  ];
  for (const i of read) parts.push(item(i));
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
