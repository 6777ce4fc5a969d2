export type { RuleValue, SourceBook, SourceRef } from './source.js';
export * from './functions.js';
export * from './modifiers.js';
export * from './tables.js';
export * from './costs.js';
export * from './roll-under.js';
export { FACTOR_RANGES, type FactorRange } from './factor-ranges.js';
export { costText } from './cost-text.js';
