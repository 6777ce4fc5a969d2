/**
 * `spacedock/duel`: two ship designs fought turn by turn by the same engines that price and
 * damage them (the point system's combat modifiers, the shield facings and the damage chart),
 * many times over, with the chance each wins and every other figure with its standard error.
 * The steps (`prepareDuel`, `runDuelBlocks`, `mergeDuelTallies`, `summarizeDuel`) split the
 * trials across threads with the same answer. The balance lab (`src/balance`) rates designs
 * from the outcomes of duels between pairs of them and sets the ratings against cost.
 *
 * @module
 */
export { duel } from './duel.js';
export { prepareDuel, runDuelBlocks, mergeDuelTallies, summarizeDuel, type DuelPlan } from './steps.js';
export { DUEL_RULES } from './rules.js';
export { DUEL_LIMITS } from './limits.js';
export type { DuelContender, DuelOptions, DuelResult, DuelSettings, DuelShip, DuelSide, Estimate, FacingPolicy, FiringOrder, PowerBudget, Quantile, RangeSchedule, Side, Targeting, ToHitRule, TurnsToKill } from './types.js';
// The balance lab: ratings from duel outcomes, rating against cost, round robins.
export { fitRatings, checkPricing, balanceReport, roundRobin, roundRobinAsync, roundRobinPairs, POINTS_PER_STRENGTH, BALANCE_LIMITS } from '../balance/index.js';
export type { BalanceDesign, BalanceLimits, BalanceOptions, BalanceReport, CostLine, DesignCost, DuelCounts, Named, PairOutcome, PlayAnswer, PriceCheck, PricingCheck, PricingOptions, RatedDesign, Rating, RatingFit, RatingOptions } from '../balance/index.js';
