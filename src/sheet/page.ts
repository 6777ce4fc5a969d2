/**
 * Paper sizes, in millimetres, and the page box of a sheet's options.
 */
import { deepFreeze } from '../rules/freeze.js';
import { SHEET_RULES } from './rules.js';
import type { PageName, SheetPageBox } from './types.js';

/**
 * The paper sizes a sheet prints on, portrait, in millimetres: US Letter (8.5 x 11 in, ANSI/ASME
 * Y14.1) and ISO 216 A4.
 *
 * @example
 * ```ts
 * import { PAGE_SIZES } from 'spacedock/sheet';
 *
 * // Letter is 8.5 x 11 inches (25.4 mm each).
 * const { width, height } = PAGE_SIZES.letter;
 * if (Math.abs(width - 8.5 * 25.4) > 1e-9 || Math.abs(height - 11 * 25.4) > 1e-9) throw new Error('letter');
 * if (PAGE_SIZES.a4.width !== 210 || PAGE_SIZES.a4.height !== 297) throw new Error('a4');
 * ```
 */
export const PAGE_SIZES: { readonly [P in PageName]: { readonly width: number; readonly height: number } } = /* @__PURE__ */ deepFreeze({
  letter: { width: 215.9, height: 279.4 },
  a4: { width: 210, height: 297 },
});

/** The page box of a paper and orientation, with the sheet margin. */
export function pageBox(page: PageName, landscape: boolean): SheetPageBox {
  const size = PAGE_SIZES[page];
  return landscape
    ? { width: size.height, height: size.width, margin: SHEET_RULES.margin }
    : { width: size.width, height: size.height, margin: SHEET_RULES.margin };
}
