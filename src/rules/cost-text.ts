import { describeValue } from '../diagnostics/describe.js';
import type { FunctionCost } from './costs.js';

/** The terms of a basic cost that are a number times something, in the order they are shown. */
const COST_TERMS = [
  ['base', ''],
  ['perDie', ' per die'],
  ['perPoint', ' per point'],
  ['perExtraSensor', ' per extra sensor type'],
  ['perRadiusHex', ' per hex of radius'],
] as const satisfies readonly (readonly [keyof FunctionCost, string])[];

/**
 * A basic cost as the docs and `spacedock rules` write it: `10 + 5 per extra sensor type + 10 per
 * hex of radius`.
 *
 * @example
 * ```ts
 * import { FUNCTION_COSTS, costText } from 'spacedock';
 *
 * if (costText(FUNCTION_COSTS.zap) !== '5 per die') throw new Error(costText(FUNCTION_COSTS.zap));
 * ```
 *
 * @throws {TypeError} when `c` is not an object (an entry of `FUNCTION_COSTS`): a programming error.
 */
export function costText(c: FunctionCost): string {
  if (typeof c !== 'object' || c === null) throw new TypeError(`costText takes an entry of FUNCTION_COSTS, not ${describeValue(c)}`);
  const terms: string[] = COST_TERMS.flatMap(([key, unit]) => (c[key] === undefined ? [] : [`${c[key]}${unit}`]));
  if (typeof c.byMode === 'object' && c.byMode !== null) terms.push(Object.entries(c.byMode).map(([mode, v]) => `${v} ${mode}`).join(', '));
  return terms.join(' + ');
}

