// spacedock/sheet: record sheets (a ship's SSD) as print-ready SVG, measure -> place -> draw.
export { renderSheet } from './render.js';
export { renderFleetSheet, type FleetSheet, type FleetSheetShip } from './fleet-sheet.js';
export { pageSvg } from './svg.js';
export { fitText, textWidth, type FittedText } from './measure.js';
export { escapeSvgText } from './escape.js';
export { PAGE_SIZES } from './page.js';
export { SHEET_RULES, type SheetRules } from './rules.js';
export { SHEET_LIMITS } from './limits.js';
export { DEJAVU_SANS, FONT_FAMILY, type FontMetrics, type GlyphWidths } from './font-metrics.js';
export type {
  PageName,
  Sheet,
  SheetBox,
  SheetDesignStateInput,
  SheetInput,
  SheetItem,
  SheetLayout,
  SheetLine,
  SheetOptions,
  SheetPageBox,
  SheetPageItems,
  SheetRect,
  SheetShipInput,
  SheetText,
  SheetTextRole,
  SheetTitle,
  SheetUnit,
} from './types.js';
