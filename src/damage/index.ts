// spacedock/damage: Star Fleet Battles damage allocation (the chart, ship states, volleys, armor).
export {
  DAMAGE_ALLOCATION_CHART,
  CHART_COLUMNS,
  type ChartCell,
  type ChartChoiceResult,
  type ChartColumn,
  type ChartEntry,
  type ChartRoll,
  type ChartSystemResult,
  type ChartTrackResult,
  type DamageChart,
} from './chart.js';
export {
  ARMOR_KIND_NAMES,
  SHIP_SYSTEMS,
  type ArmorKind,
  type ArmorLayer,
  type Boxes,
  type Facing,
  type HullDefenses,
  type Phaser,
  type PhaserType,
  type ShipRow,
  type ShipRowKind,
  type ShipState,
  type ShipSystem,
  type SpecificArmor,
  type Track,
} from './ship.js';
export { CHART_SYSTEM_NAMES, chartSystemOf, type ChartSystemName } from './system-names.js';
export { CHART_LABELS, type ChartLabel } from './chart-labels.js';
export { resolveSystemLine, type ResolvedSystemLine } from './resolve-system.js';
export { PROBE_LAUNCHER_CHART, type ProbeLauncherChart, type ProbeLauncherHitOn } from './probe-launcher.js';
export { PHASER_RANK } from './phaser-rank.js';
export { DEFAULT_TRACKS } from './default-tracks.js';
export { remaining } from './remaining.js';
export { buildShip, type BuildShipOptions, type ShipDescription, type ShipPhaserLine, type ShipSystemLine } from './build-ship.js';
export { checkShipState } from './validate-ship.js';
export { DAMAGE_STATE_FORMAT, applyDamageState, damageStateOf, type ArmorLayerDamage, type DamageState } from './damage-state.js';
export { nextTurn } from './next-turn.js';
export { HULL_DEFENSES, type HullDefenseRules } from './hull-defenses.js';
export type { TreatAsHull } from './place-system.js';
export { CATALOG_HIT_TO_SYSTEM } from './catalog-hits.js';
export { resolveVolley } from './volley.js';
export { markBox, type SheetBoxRef } from './mark-box.js';
export type {
  ArmorEvent,
  ArmorHit,
  ExcessEvent,
  IgnoredBy,
  IgnoredEvent,
  InternalEvent,
  InternalHit,
  PassWhy,
  PassedCell,
  RunNote,
  ShieldEvent,
  ShieldHit,
  UnloggedEvent,
  Volley,
  VolleyEvent,
  VolleyOptions,
  VolleyOutcome,
  VolleyStage,
  VolleySummary,
  VolleyUnit,
} from './volley-types.js';
export type { AnyWarpTarget, AnyWeaponTarget, ChoiceContext, Chooser, ChooserFunction, PhaserCandidate, ShuttleBox, VolleyChoices } from './choices.js';
export { MAX_TECH, MAX_VOLLEY_EVENTS, MAX_VOLLEY_POINTS } from './limits.js';
// Survivability analysis over the volley (its own folder, src/survival).
export {
  SIMULATION_LIMITS,
  combineSimulationShares,
  exactVolley,
  runSimulationShare,
  shareSimulation,
  simulateVolleys,
  type SharedSimulationOptions,
  type SimulationShare,
  type SimulationTally,
  type Distribution,
  type Estimate,
  type ExactFraction,
  type ExactPart,
  type ExactVolley,
  type PartKind,
  type PartSurvival,
  type Quantile,
  type SimulationEngine,
  type SimulationOptions,
  type Survivability,
  type TurnsToDestruction,
  type VolleyPlanOfTurn,
} from '../survival/index.js';
export { MAX_BOXES, MAX_LIST_ITEMS } from '../input/limits.js';
// Armor of the SFB:TNG catalog, one family per file.
export { ARMOR_9, applyArmor9, type Armor9Input, type Armor9Outcome, type Armor9Rules, type Armor9State } from './armor/armor-9.js';
export { BORG_ARMOR, applyBorgArmor, type BorgArmorOutcome, type BorgArmorRules, type BorgHitOutcome } from './armor/borg.js';
export { BREEN_ARMOR, breenArmorActsAsShields, breenArmorReinforcement, type BreenArmorRules, type BreenReinforcementOutcome } from './armor/breen.js';
export { NON_ABLATIVE_ARMOR, applyNonAblativeArmor, type NonAblativeArmorRules, type NonAblativeOutcome } from './armor/non-ablative.js';
export {
  SPECIFIC_ARMOR,
  routeSpecificArmorHit,
  routeSpecificArmorHits,
  type SpecificArmorHitsOutcome,
  type SpecificArmorOutcome,
  type SpecificArmorRoute,
  type SpecificArmorRules,
  type SpecificArmorTrack,
} from './armor/specific.js';
export { REGENERATING_ARMOR, regenerateArmor, type ArmorGroup, type RegeneratedGroup, type RegeneratingArmorRules, type RegenerationOutcome } from './armor/regenerating.js';
export { SKIN, applySkinDamage, startSkinTurn, type SkinOutcome, type SkinRules, type SkinTurn } from './armor/skin.js';
export { NEUTRONIUM_COATING, applyNeutroniumCoating, type CoatingOptions, type CoatingOutcome, type CoatingRounding, type NeutroniumCoatingRules } from './armor/neutronium-coating.js';
export { SOLID_NEUTRONIUM, solidNeutroniumEffect, type SolidNeutroniumEffect, type SolidNeutroniumOutcome, type SolidNeutroniumRow } from './armor/solid-neutronium.js';
export type { RuleValue } from '../rules/source.js';
