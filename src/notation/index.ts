export type * from './ast.js';
export { parseUnit } from './parse.js';
export { formatUnit, formatModifier } from './format.js';
export { MAX_UNIT_ITEMS } from './limits.js';
