export {
  DesignDocumentSchema,
  ShipDesignSchema,
  SystemLineSchema,
  UnitLineSchema,
  UnitListSchema,
  MAX_COUNT,
  designJsonSchema,
  type DesignDocument,
  type ShipDesign,
  type SystemLine,
  type UnitLine,
  type UnitList,
} from './schema.js';
export { loadDesigns, LOAD_LIMITS, type FileDiagnostic, type LoadedDocument, type LoadResult } from './load.js';
export { designTotals, type ShipTotals } from './totals.js';
export { formatTable, tableRows, TABLE_COLUMNS, type TableColumn, type TableFormat, type TableRow } from './table.js';
