export type * from './ast.js';
export { parseUnit, type ParseUnitResult } from './parse.js';
export { formatUnit, formatModifier } from './format.js';
