// Fleets: a fleet document's references read, its ships labelled, its points summed and bounded.
export { resolveFleet } from './resolve-fleet.js';
export { FLEET_LIMITS } from './limits.js';
export { formatFleetTable, fleetTableRows, type FleetTableRow } from './table.js';
export type { Fleet, FleetFileRead, FleetHost, FleetLineTotals, FleetOptions, FleetShip, FleetTotals } from './types.js';
export { applyFleetState, FLEET_STATE_FORMAT, fleetShips, fleetStateOf, type FleetState } from './fleet-state.js';
