export { MAX_ENERGY } from './limits.js';
export { MOVEMENT_RULES, maxSpeedNextTurn, movementImpulses, movesOnImpulse, type TurnResult } from './movement.js';
export {
  DEFAULT_ENERGY_COSTS,
  SIZE_CLASS_ENERGY_COSTS,
  UNPAID_LINES,
  checkAllocation,
  type AllocationReport,
  type EnergyAllocation,
  type EnergyAvailable,
  type EnergyConsequence,
  type EnergyCosts,
} from './energy.js';
// The turn-level sensor, drone and cloak rules live with the damage helpers; they are the same
// functions here, so that range and lock-on agree wherever they are asked.
export {
  CLOAK_COSTS,
  DRONE_CONTROL,
  DRONE_LAUNCH_RULES,
  FAILED_LOCK_ON,
  checkDroneLaunch,
  cloakAt,
  cloakCost,
  type CloakShip,
  type CloakTurn,
  type CloakTimeline,
  type CloakImpulse,
  cloakTimeline,
  droneControlLimit,
  droneLaunchLimit,
  effectiveRange,
  lockOn,
  lockOnEffects,
  rangeToCloakShip,
} from '../damage/index.js';
