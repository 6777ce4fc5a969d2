export {
  READOUT_FORMAT,
  type ChartBoxes,
  type DocumentReadout,
  type FleetLineReadout,
  type FleetReadout,
  type MissileReadout,
  type ModifierReadout,
  type PhaserReadout,
  type Readout,
  type ShipReadout,
  type ShipReadoutTotals,
  type SystemReadout,
  type TracksReadout,
  type UnitListReadout,
  type UnitReadout,
  type UnitTotals,
} from './model.js';
export { designReadout } from './readout.js';
export { templateData, type TemplateData, type TemplateDataOptions, type TemplateDocument } from './template-data.js';
