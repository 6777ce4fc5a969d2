export { MAX_COUNT, designJsonSchema, type DesignDocument, type DesignKind, type ShipDesign, type PhaserLine, type ShipTracks, type SystemLine, type UnitLine, type UnitList } from './schema.js';
export type { ChartWeapon } from './chart-weapons.js';
export { validateDesign } from './validate.js';
export { loadDesigns, type LoadedDocument, type LoadedFile } from './load.js';
export { LOAD_LIMITS } from './load-limits.js';
export { designTotals, type ShipTotals } from './totals.js';
export { formatTable, formatTables, tableRows, TABLE_COLUMNS, TABLE_FORMATS, type TableColumn, type TableFormat, type TableRow, type TitledTable } from './table.js';
export { shipOfDesign, type ShipOfDesignOptions } from './ship.js';
export { designReadout, documentReadout, READOUT_FORMAT, type ChartBoxes, type DocumentReadout, type MissileReadout, type ModifierReadout, type PhaserReadout, type Readout, type ShipReadout, type ShipReadoutTotals, type SystemReadout, type TracksReadout, type UnitListReadout, type UnitReadout, type UnitTotals, templateData, type TemplateData, type TemplateDataOptions, type TemplateDocument } from '../readout/index.js';
