// LiquidJS's `sort`, `sort_natural` and `sample`, the same in every result, with the render's clock
// read as they compare. Their work is a JavaScript sort, which the engine's clock cannot see into:
// ten chained sorts of a million items ran 52 s past a 10 s limit. With a comparator that ticks
// (budget.ts), a sort stops within moments of the limit.
import { toValue, type Context } from 'liquidjs';
import { tick, type Budget } from './budget.js';
import { engineText, isList, isNil, toList } from './engine-values.js';

/** What a filter is called with as `this` (LiquidJS's `FilterImpl`, of which we use the context). */
export interface FilterThis {
  readonly context: Context;
}

/** A filter's handler as LiquidJS calls it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FilterHandler = (this: FilterThis, value: any, ...args: any[]) => any;

/** The engine's order of `sort`: `<` and `>`, nil last. */
function orderedCompare(a: unknown, b: unknown): number {
  if (isNil(a) && isNil(b)) return 0;
  if (isNil(a)) return 1;
  if (isNil(b)) return -1;
  // The engine compares any two values with `<` and `>`, as JavaScript orders them.
  if ((a as number) < (b as number)) return -1;
  if ((a as number) > (b as number)) return 1;
  return 0;
}

/** The engine's order of `sort_natural`: `<` and `>` of the lower-cased texts, nil last. */
function caseInsensitiveCompare(a: unknown, b: unknown): number {
  if (isNil(a) && isNil(b)) return 0;
  if (isNil(a)) return 1;
  if (isNil(b)) return -1;
  const x = String.prototype.toLowerCase.call(a);
  const y = String.prototype.toLowerCase.call(b);
  if (x < y) return -1;
  if (x > y) return 1;
  return 0;
}

/** Sorts the items (by a property's value, when one is named) with the comparator, ticking. */
function sortBy(budget: Budget, compare: (a: unknown, b: unknown) => number): FilterHandler {
  return function* (this: FilterThis, value: unknown, property?: unknown): Generator<unknown, unknown[], unknown> {
    const array = toList(value);
    this.context.memoryLimit.use(array.length);
    const keyed: [unknown, unknown][] = [];
    for (const item of array) keyed.push([item, property ? yield this.context._getFromScope(item, engineText(property).split('.'), false) : item]);
    return keyed
      .sort((l, r) => {
        tick(budget);
        return compare(l[1], r[1]);
      })
      .map((t) => t[0]);
  };
}

/** `sample`: `count` items (or characters) in a random order, one item when `count` is 1. */
function sample(budget: Budget): FilterHandler {
  return function (this: FilterThis, v: unknown, count: unknown = 1): unknown {
    let value: unknown = toValue(v);
    if (isNil(value)) return [];
    if (!isList(value)) value = engineText(value);
    const items = value as unknown[] | string;
    this.context.memoryLimit.use(items.length);
    const shuffled = [...items].sort(() => {
      tick(budget);
      return Math.random() - 0.5;
    });
    if (count === 1) return shuffled[0];
    return shuffled.slice(0, count as number);
  };
}

/**
 * The filters that replace the engine's `sort`, `sort_natural` and `sample` for one render: the
 * same results, the clock read every thousand comparisons.
 */
export function sortFilters(budget: Budget): Readonly<Record<string, FilterHandler>> {
  return {
    sort: sortBy(budget, orderedCompare),
    sort_natural: sortBy(budget, caseInsensitiveCompare),
    sample: sample(budget),
  };
}
