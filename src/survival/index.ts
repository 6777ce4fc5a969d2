// Survivability analysis: volleys simulated turn after turn (simulateVolleys) and one volley enumerated exactly (exactVolley).
export { simulateVolleys } from './simulate.js';
export { exactVolley } from './exact.js';
export { SIMULATION_LIMITS } from './limits.js';
export { combineSimulationShares, runSimulationShare, shareSimulation, type SharedSimulationOptions, type SimulationShare, type SimulationTally } from './shares.js';
export type {
  Distribution,
  Estimate,
  ExactFraction,
  ExactPart,
  ExactVolley,
  PartKind,
  PartSurvival,
  Quantile,
  SimulationEngine,
  SimulationOptions,
  Survivability,
  TurnsToDestruction,
  VolleyPlanOfTurn,
} from './types.js';
