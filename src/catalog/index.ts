export type { CatalogEntry, CatalogEntryId, CatalogGroup, CatalogLabel, CatalogProperty, CatalogValue, CatalogVariant, ChartResult, ScaledKey, ScaledValue, TechLevel, TechRestriction } from './types.js';
export { CATALOG_ENTRIES } from './entries.js';
export { FIGHTERS, type FighterStats } from './fighters.js';
export { entriesByLabel, findEntry, isAvailableAt, listEntries, type CatalogFilter, type CatalogLabelInput } from './queries.js';
export {
  allowanceTowardsOptions,
  constructPoints,
  fabPoints,
  hetEscape,
  repairCost,
  repairPoints,
  scaledValue,
  shuttlesPerBox,
  spacesOf,
  tractorEnergy,
  tractorMoveEnergy,
  tractorStrength,
  transporterUse,
  transportersNeeded,
  type HetEscape,
  type RepairOptions,
  type TractorOptions,
  type TransporterUse,
} from './rules.js';
export {
  CONSTRUCT_POINTS,
  FAB_POINTS,
  REPAIR_MODIFIERS,
  REPAIR_OUTPUT,
  SHUTTLES_PER_BOX,
  TECH_LEVELS,
  TRACTOR_ENERGY_PER_R,
  TRANSPORTER_USE,
  type Fraction,
  type SizeClass,
} from './rule-tables.js';
export { CATALOG_GROUPS, CHART_RESULTS } from './chart-results.js';
export { toCatalogRow, type CatalogRow } from './rows.js';
export { CATALOG_TABLE_COLUMNS, catalogRowCells, formatCatalog, type CatalogFormat } from './format.js';
