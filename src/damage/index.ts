export { seededDice, scriptedDice, rollDice, roll2d6, sumDistribution, type Dice, type ScriptedDice } from './dice.js';
export { DAMAGE_ALLOCATION_CHART, CHART_COLUMNS, type ChartCell, type ChartEntry, type DamageChart } from './chart.js';
export {
  buildShip,
  remaining,
  DEFAULT_TRACKS,
  PHASER_RANK,
  SHIP_SYSTEMS,
  type BuildResult,
  type Boxes,
  type Facing,
  type Phaser,
  type ShipDescription,
  type ShipState,
  type ShipSystem,
  type Track,
} from './ship.js';
export { shipFromCatalog, CATALOG_HIT_TO_SYSTEM, type CatalogShipDescription } from './from-catalog.js';
export { resolveVolley, type Volley, type VolleyEvent, type VolleyOptions, type VolleyResult, type VolleySummary, type VolleyUnit } from './volley.js';
