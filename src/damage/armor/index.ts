export { ARMOR_9, applyArmor9, type Armor9Input, type Armor9Outcome, type Armor9Rules, type Armor9State } from './armor-9.js';
export { BORG_ARMOR, applyBorgArmor, type BorgArmorOutcome, type BorgArmorRules, type BorgHitOutcome } from './borg.js';
export { BREEN_ARMOR, breenArmorActsAsShields, breenArmorReinforcement, type BreenArmorRules, type BreenReinforcementOutcome } from './breen.js';
export { NON_ABLATIVE_ARMOR, applyNonAblativeArmor, type NonAblativeArmorRules, type NonAblativeOutcome } from './non-ablative.js';
export {
  SPECIFIC_ARMOR,
  routeSpecificArmorHit,
  routeSpecificArmorHits,
  type SpecificArmor,
  type SpecificArmorHitsOutcome,
  type SpecificArmorOutcome,
  type SpecificArmorRoute,
  type SpecificArmorRules,
} from './specific.js';
export { REGENERATING_ARMOR, regenerateArmor, type ArmorGroup, type RegeneratedGroup, type RegeneratingArmorRules, type RegenerationOutcome } from './regenerating.js';
export { SKIN, applySkinDamage, startSkinTurn, type SkinOutcome, type SkinRules, type SkinTurn } from './skin.js';
export { NEUTRONIUM_COATING, applyNeutroniumCoating, type CoatingOptions, type CoatingOutcome, type CoatingRounding, type NeutroniumCoatingRules } from './neutronium-coating.js';
export { SOLID_NEUTRONIUM, solidNeutroniumEffect, type SolidNeutroniumEffect, type SolidNeutroniumOutcome, type SolidNeutroniumRow } from './solid-neutronium.js';
