export { MAX_COUNT, designJsonSchema, type DesignDocument, type ShipDesign, type SystemLine, type UnitLine, type UnitList } from './schema.js';
export { validateDesign, type DesignIssue, type DesignPath, type DesignValidation } from './validate.js';
export { loadDesigns, type FileDiagnostic, type LoadedDocument, type LoadResult } from './load.js';
export { LOAD_LIMITS } from './load-limits.js';
export { designTotals, type ShipTotals } from './totals.js';
export { formatTable, tableRows, TABLE_COLUMNS, type TableColumn, type TableFormat, type TableRow } from './table.js';
