/**
 * The numbers of the sheet layout: sizes, gaps and type sizes, in one table so that the layout
 * code reads them rather than restating them. Print conventions of our own (*ours*), chosen for
 * a sheet marked with a pencil: boxes of 4 mm where they fit, text never under 6 pt.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, type SourceRef } from '../rules/source.js';

/** The shape of {@link SHEET_RULES}. */
export interface SheetRules {
  /** Millimetres per typographic point (1 pt = 1/72 in = 0.3528 mm). */
  readonly mmPerPt: number;
  /** The smallest font size any text is set in, in points. */
  readonly minTextPt: number;
  /** Page margin on every side, in millimetres. */
  readonly margin: number;
  /**
   * The damage box sizes tried, largest first, in millimetres: the layout takes the first with
   * which the whole sheet fits on one page, and the last (the smallest) when none does, flowing
   * onto more pages.
   */
  readonly boxSizes: readonly number[];
  /** Space between two boxes, in millimetres. */
  readonly boxGap: number;
  /** Space between two blocks (groups, tables) and between columns, in millimetres. */
  readonly blockGap: number;
  /** The narrowest column of system groups; the content width holds as many as fit. */
  readonly minColumn: number;
  /** Space between a text and the sides of its cell, in millimetres. */
  readonly textPad: number;
  /**
   * The extent of a text's rendered box around its baseline, in em: Chromium rounds `getBBox()`
   * to whole device pixels, so over 6-14 pt and zooms 1x-2x a line's box reaches up to `above` em
   * over the baseline and `below` em under it (the font's own ascent and descent are 0.928 and
   * 0.236). Texts are fitted and centred on these extents, so they stay in their cells as drawn.
   * `tallAbove` replaces `above` for a text with a character whose glyph reaches the line's top
   * (an accented capital such as Å, É or Ñ reaches 0.93 em, where H stops at 0.73): Chromium then
   * grows the box to the glyph's outline rounded out to whole pixels, up to 1.14 em over the
   * baseline at 1x (measured over the same sizes and zooms; see `TALL_GLYPHS` in `measure.ts`).
   */
  readonly renderedText: { readonly above: number; readonly below: number; readonly tallAbove: number };
  /**
   * How much wider than the sum of its advance widths a text is assumed to be: Chromium kerns
   * and rounds, and a kerning pair can widen as well as narrow.
   */
  readonly widthSlack: number;
  /** Font sizes by role, in points (a text shrinks from its size down to `minTextPt` to fit). */
  readonly pt: {
    readonly title: number;
    readonly info: number;
    readonly heading: number;
    readonly label: number;
    readonly cell: number;
    readonly boxNumber: number;
    readonly footer: number;
  };
  /** Row heights, in millimetres. */
  readonly rows: {
    readonly title: number;
    readonly info: number;
    readonly heading: number;
    readonly cell: number;
    readonly footer: number;
  };
  /** Boxes per row of a shield facing in the shield diagram. */
  readonly shieldColumns: number;
  /** The longest text measured; a longer one is cut first (it could never fit a page anyway). */
  readonly maxTextLength: number;
  readonly source: SourceRef;
}

/**
 * The layout's numbers (see {@link SheetRules} for each). The overflow rule: boxes are drawn at
 * 4 mm, else 3.5 or 3 mm, the largest size at which the whole sheet fits one page; at 3 mm, what
 * does not fit flows onto more pages. 3 mm is the floor because a track box holds its number,
 * and 6 pt text (the least printed) needs 2.8 mm as Chromium draws it (`renderedText`).
 *
 * @example
 * ```ts
 * import { SHEET_RULES } from 'spacedock/sheet';
 *
 * // Boxes shrink from 4 mm to 3 mm before a sheet takes a second page.
 * if (SHEET_RULES.boxSizes[0] !== 4 || SHEET_RULES.boxSizes.at(-1) !== 3) throw new Error(SHEET_RULES.boxSizes.join());
 * // Nothing is printed under 6 pt.
 * if (SHEET_RULES.minTextPt !== 6) throw new Error('6 pt');
 * ```
 */
export const SHEET_RULES: SheetRules = /* @__PURE__ */ deepFreeze({
  mmPerPt: 0.3528,
  minTextPt: 6,
  margin: 10,
  boxSizes: [4, 3.5, 3],
  boxGap: 0.6,
  blockGap: 3,
  minColumn: 58,
  textPad: 0.4,
  renderedText: { above: 0.96, below: 0.35, tallAbove: 1.14 },
  widthSlack: 1.03,
  pt: { title: 13, info: 8, heading: 7.5, label: 7, cell: 7, boxNumber: 7, footer: 6.5 },
  rows: { title: 6.5, info: 4.2, heading: 4, cell: 3.8, footer: 3.5 },
  shieldColumns: 10,
  maxTextLength: 400,
  source: ours('record sheet layout'),
});
