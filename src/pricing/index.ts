export { priceUnit, type PriceOptions, type UnitPrice, type MissilePrice } from './price.js';
export type { PriceTerm } from './factors.js';
export type { ProfileInput, ProfileOptions } from './resolve-profile.js';
export {
  DEFAULT_PROFILE,
  HERO_PROFILE,
  MAX_BOX_POINTS,
  PROFILES,
  PROFILE_OPTIONS,
  type BoxPoints,
  type PricingProfile,
  type ProfileName,
  type ProfileOption,
  type RangeBasis,
  type RoundedQuantity,
  type TieRule,
} from './profile.js';
