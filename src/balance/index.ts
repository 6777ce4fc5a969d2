// The balance lab: strength ratings fitted from duel outcomes, rating against cost, round robins.
// Meant for the `spacedock/duel` entry point.
export { fitRatings } from './fit.js';
export { POINTS_PER_STRENGTH } from './scale.js';
export { checkPricing } from './pricing.js';
export { balanceReport } from './report.js';
export { roundRobin, roundRobinAsync, roundRobinPairs, type Named, type PlayAnswer } from './round-robin.js';
export { BALANCE_LIMITS, type BalanceLimits } from './limits.js';
export type { BalanceDesign, BalanceOptions, BalanceReport, CostLine, DesignCost, DuelCounts, PairOutcome, PriceCheck, PricingCheck, PricingOptions, RatedDesign, Rating, RatingFit, RatingOptions } from './types.js';
