/**
 * Measuring text before it is placed: widths from the DejaVu Sans advance widths
 * (`font-metrics.ts`), and fitting a text to a cell by shrinking it, then cutting it.
 */
import { cleanText } from './clean-text.js';
import { DEJAVU_SANS, type GlyphWidths } from './font-metrics.js';
import { SHEET_RULES } from './rules.js';

/**
 * The width of a text at a font size, in millimetres: the sum of its characters' advance widths
 * in DejaVu Sans (any character the table lacks counts as the widest one), times
 * `SHEET_RULES.widthSlack`. Time is linear in the length of the text.
 *
 * @throws {TypeError} when `text` is not a string, `sizePt` not a number or `bold` not a boolean
 * (a programming error). The arguments are checked by their type alone: nothing is converted, so
 * an array or object in their place is refused without being looked into.
 *
 * @example
 * ```ts
 * import { SHEET_RULES, textWidth } from 'spacedock/sheet';
 *
 * // "0" is 0.636 em wide; at 10 pt that is 0.636 * 10 * 0.3528 mm, plus the slack.
 * const w = textWidth('0', 10);
 * if (Math.abs(w - 0.636 * 10 * SHEET_RULES.mmPerPt * SHEET_RULES.widthSlack) > 1e-9) throw new Error(String(w));
 * if (!(textWidth('Bridge', 8, true) > textWidth('Bridge', 8))) throw new Error('bold is wider');
 * ```
 */
export function textWidth(text: string, sizePt: number, bold = false): number {
  checkArguments('textWidth', text, bold);
  checkNumber('textWidth', 'sizePt', sizePt);
  return widthMm(text, sizePt, bold);
}

/** `textWidth` of arguments known to be of their types. */
function widthMm(text: string, sizePt: number, bold: boolean): number {
  return emWidth(text, bold) * sizePt * SHEET_RULES.mmPerPt * SHEET_RULES.widthSlack;
}

/**
 * Refuses arguments that are not of the measures' types, by `typeof` alone: a value is never
 * converted (an array's `toString` would walk every level of a deeply nested one) nor looked into.
 */
function checkArguments(fn: string, text: unknown, bold: unknown): void {
  if (typeof text !== 'string') throw new TypeError(`${fn}: the text is not a string`);
  if (typeof bold !== 'boolean') throw new TypeError(`${fn}: bold is not true or false`);
}

/** Refuses a numeric argument that is not a number (as `checkArguments`). */
function checkNumber(fn: string, name: string, v: unknown): void {
  if (typeof v !== 'number') throw new TypeError(`${fn}: ${name} is not a number`);
}

/**
 * The width table by character code (every character the table has is below U+0100), with the
 * fallback width where it has none: the same widths as the table, read without a string key for
 * each character (texts are measured several times each as a sheet is laid out).
 */
function widthsByCode(table: GlyphWidths): Float64Array {
  const widths = new Float64Array(256).fill(DEJAVU_SANS.fallbackWidth);
  for (const [ch, w] of Object.entries(table)) if (ch.length === 1 && ch.charCodeAt(0) < 256) widths[ch.charCodeAt(0)] = w;
  return widths;
}

const REGULAR_BY_CODE = /* @__PURE__ */ widthsByCode(DEJAVU_SANS.regular);
const BOLD_BY_CODE = /* @__PURE__ */ widthsByCode(DEJAVU_SANS.bold);

/** The sum of the advance widths, in em (a character past U+00FF, or a surrogate pair, counts as the fallback once). */
function emWidth(text: string, bold: boolean): number {
  const table = bold ? BOLD_BY_CODE : REGULAR_BY_CODE;
  let em = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 256) em += table[c]!;
    else {
      em += DEJAVU_SANS.fallbackWidth;
      // A character outside the Basic Multilingual Plane is one code point in two code units.
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) i++;
      }
    }
  }
  return em;
}

/**
 * The characters of the width table whose glyph reaches (nearly) the top of the line: accented
 * capitals (0.91 to 0.93 em in DejaVu Sans, the line's ascent being 0.928), lower-case letters and
 * spacing accents with a mark over them (0.77 to 0.89 em), and the fractions. Chromium grows a
 * text's `getBBox()` to such a glyph's outline rounded out to whole pixels, which reaches over the
 * line's own box; measured over 6-14 pt at 1x and 2x, every character of the table outside this
 * list stays within `SHEET_RULES.renderedText.above`, and those in it within `tallAbove`.
 */
export const TALL_GLYPHS = '`´¨¯°¼½¾ÀÁÂÃÄÅÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåèéêëìíîïñòóôõöùúûüýÿ';

/** Per character code below U+0100: 1 where a text's box is the tall one (`TALL_GLYPHS`, or a character the table lacks). */
const TALL_BY_CODE = /* @__PURE__ */ ((): Uint8Array => {
  const tall = new Uint8Array(256);
  for (let c = 0; c < 256; c++) if (DEJAVU_SANS.regular[String.fromCharCode(c)] === undefined) tall[c] = 1;
  for (const ch of TALL_GLYPHS) tall[ch.charCodeAt(0)] = 1;
  return tall;
})();

/** The ellipsis a cut text ends with: outside the width table, but drawn in DejaVu Sans at the height of a full stop. */
const ELLIPSIS = '\u2026';

/**
 * How far a text's box reaches over and under its baseline as Chromium draws it, in em: the
 * extents of `SHEET_RULES.renderedText`, with `tallAbove` over the baseline when a character is
 * one of `TALL_GLYPHS`, or one the width table lacks (another font may draw it, taller).
 */
export function textExtents(text: string): { readonly above: number; readonly below: number } {
  const { above, below, tallAbove } = SHEET_RULES.renderedText;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 256 ? TALL_BY_CODE[c] === 1 : text[i] !== ELLIPSIS) return { above: tallAbove, below };
  }
  return { above, below };
}

/**
 * The height a text's box takes at a font size as Chromium draws it (`textExtents`), in
 * millimetres; without a text, that of a line of plain characters.
 */
export function textHeight(sizePt: number, text = ''): number {
  const e = textExtents(text);
  return (e.above + e.below) * sizePt * SHEET_RULES.mmPerPt;
}

/** A text fitted to a cell: what to print and at what size (points). */
export interface FittedText {
  readonly text: string;
  readonly size: number;
  /** Whether the text was cut (and ends with an ellipsis). */
  readonly cut: boolean;
}

/**
 * Fits a text into a cell `w` by `h` millimetres (less `SHEET_RULES.textPad` on each side): at
 * `sizePt` when it fits; else at the largest quarter point down to 6 pt at which it fits; else
 * at 6 pt, cut to its longest start that fits with an ellipsis after it. Undefined when not even
 * the ellipsis fits at 6 pt, or the cell is too low for 6 pt text (taller with an accented
 * capital: see `textExtents`), and when `w`, `h` or `sizePt` is NaN. Control characters are
 * dropped first (see the SVG writer), and a text is cut to `SHEET_RULES.maxTextLength`
 * characters before it is measured, so the time taken is bounded whatever the text's length.
 *
 * @throws {TypeError} when `text` is not a string, `w`, `h` or `sizePt` not a number, or `bold`
 * not a boolean (a programming error). The arguments are checked by their type alone: nothing
 * is converted, so an array or object in their place (however deeply nested) is refused at once.
 *
 * @example
 * ```ts
 * import { fitText } from 'spacedock/sheet';
 *
 * // Fits as it is at 7 pt.
 * if (fitText('Lab', 20, 4, 7)?.size !== 7) throw new Error('fits');
 * // Too wide: shrinks, but never under 6 pt ...
 * const small = fitText('Emergency Bridge', 16, 4, 7);
 * if (small === undefined || small.size < 6 || small.size >= 7) throw new Error(JSON.stringify(small));
 * // ... then is cut, with an ellipsis.
 * const cut = fitText('A very long ship name that will not fit', 15, 4, 7);
 * if (cut === undefined || !cut.cut || !cut.text.endsWith('\u2026') || cut.size !== 6) throw new Error(JSON.stringify(cut));
 * ```
 */
export function fitText(text: string, w: number, h: number, sizePt: number, bold = false): FittedText | undefined {
  checkArguments('fitText', text, bold);
  checkNumber('fitText', 'w', w);
  checkNumber('fitText', 'h', h);
  checkNumber('fitText', 'sizePt', sizePt);
  const min = SHEET_RULES.minTextPt;
  // Only the start of a long text is looked at (cleaning never lengthens it).
  let clean = cleanText(text.length > 2 * SHEET_RULES.maxTextLength ? text.slice(0, 2 * SHEET_RULES.maxTextLength) : text);
  let cut = text.length > 2 * SHEET_RULES.maxTextLength;
  if (clean.length > SHEET_RULES.maxTextLength) {
    clean = [...clean.slice(0, SHEET_RULES.maxTextLength)].slice(0, -1).join('');
    cut = true;
  }
  // The height of the whole text: a cut keeps its start, which is never taller.
  const byHeight = h / textHeight(1, clean);
  const top = Math.min(sizePt, Math.floor(byHeight * 4 + 1e-9) / 4);
  // Written so that NaN fails too.
  if (!(top >= min)) return undefined;
  const room = w - 2 * SHEET_RULES.textPad;
  if (!(room > 0)) return undefined;
  const perPt = emWidth(clean, bold) * SHEET_RULES.mmPerPt * SHEET_RULES.widthSlack;
  if (!cut) {
    if (perPt * top <= room) return { text: clean, size: top, cut: false };
    const size = Math.floor((room / perPt) * 4 + 1e-9) / 4;
    if (size >= min) return { text: clean, size, cut: false };
  }
  // Cut at the minimum size: the longest start (in code points) that fits with the ellipsis.
  const chars = [...clean];
  const fits = (n: number): boolean => widthMm(chars.slice(0, n).join('') + ELLIPSIS, min, bold) <= room;
  if (!fits(0)) return undefined;
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return { text: chars.slice(0, lo).join('').trimEnd() + ELLIPSIS, size: min, cut: true };
}
