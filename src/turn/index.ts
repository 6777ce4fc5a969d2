/**
 * `spacedock/turn`: the Star Fleet Battles rules of a full-scale turn. Energy allocation and
 * movement (B3.0, the 32-impulse chart), sensor and scanner tracks, lock-on and effective range
 * (D6.x), drones (D6.132, FD4.21) and cloaking during the turn (G13.0). Every function that takes
 * user input returns a `Result`; dice sources come from the root entry, `spacedock`, and the
 * Damage Allocation Chart from `spacedock/damage`.
 *
 * @module
 */

// Movement.
export { MOVEMENT_RULES } from './movement.js';
export { maxSpeedNextTurn, type MovingUnit } from './speed.js';
export { movementImpulses, movesOnImpulse } from './impulse-chart.js';

// Energy allocation.
export {
  DEFAULT_ENERGY_COSTS,
  SIZE_CLASS_ENERGY_COSTS,
  UNPAID_LINES,
  type EnergyAllocation,
  type EnergyAvailable,
  type EnergyCosts,
  type RequiredLine,
  type ShipSizeClass,
  type UnpaidEffect,
} from './energy.js';
export { checkAllocation, type AllocationOptions, type AllocationReport } from './allocation.js';
export { MAX_ENERGY } from './limits.js';

// Sensors and scanners.
export { SENSOR_RULES } from './sensor-rules.js';
export { SHIP_TRACKS, checkTrack, destroyedBoxes, hitTrack, scannerAdjustment, sensorRating, type ShipTracks, type TrackKind, type TrackedShip } from './tracks.js';
export { FAILED_LOCK_ON, lockOn, lockOnEffects, type LockOnCause, type LockOnConditions, type LockOnEffects, type LockOnPenalty, type LockOnResult } from './lock-on.js';
export { effectiveRange, rangeToCloakShip, type Firer, type RangeInput } from './range.js';

// Drones.
export {
  DRONE_CONTROL,
  DRONE_LAUNCH_RULES,
  checkDroneLaunch,
  droneControlLimit,
  droneLaunchLimit,
  type DroneControlHull,
  type DroneLaunch,
  type DroneLaunchRule,
  type DroneRackShip,
  type LaunchAllowance,
} from './drones.js';

// The cloak.
export { CLOAK_COSTS, cloakCost, type CloakShip } from './cloak-costs.js';
export {
  CLOAK_RULES,
  cloakAt,
  cloakTimeline,
  type CloakAction,
  type CloakAnnouncement,
  type CloakCarry,
  type CloakImpulse,
  type CloakRangeAdjustment,
  type CloakState,
  type CloakTimeline,
  type CloakTurn,
  type FadeStep,
  type FadeStepsDone,
} from './cloak.js';

export type { RuleValue } from '../rules/source.js';
export { MAX_BOXES, MAX_HEXES, MAX_LIST_ITEMS } from '../input/limits.js';
