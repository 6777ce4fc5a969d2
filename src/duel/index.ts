/**
 * `spacedock/duel`: two ship designs fought turn by turn by the same engines that price and
 * damage them (the point system's combat modifiers, the shield facings and the damage chart),
 * many times over, with the chance each wins and every other figure with its standard error.
 * The steps (`prepareDuel`, `runDuelBlocks`, `mergeDuelTallies`, `summarizeDuel`) split the
 * trials across threads with the same answer.
 *
 * @module
 */
export { duel } from './duel.js';
export { prepareDuel, runDuelBlocks, mergeDuelTallies, summarizeDuel, type DuelPlan } from './steps.js';
export { DUEL_RULES } from './rules.js';
export { DUEL_LIMITS } from './limits.js';
export type { DuelContender, DuelOptions, DuelResult, DuelShip, DuelSide, Estimate, FacingPolicy, FiringOrder, PowerBudget, Quantile, RangeSchedule, Side, Targeting, ToHitRule, TurnsToKill } from './types.js';
