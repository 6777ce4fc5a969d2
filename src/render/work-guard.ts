// Bounds what one tag can do between two readings of the engine's clock. LiquidJS reads its clock
// before each tag and each turn of a loop, and counts an allocation budget, but a filter's work is
// out of its sight: one output tag of chained sorts over a range of ten million ran 52 s and took
// 2.5 GB before the 10 s limit stopped it. Here every filter (the engine's and ours) is wrapped so
// that before it runs the clock is read and its input is measured, while it runs its steps read
// the clock now and then, and after it runs its result is measured; and a range is measured
// before it is built. Everything is per render: the wrappers close over the call's budget.
import type { Context, FilterImplOptions, Liquid } from 'liquidjs';
import { checkClock, stop, tick, type Budget } from './budget.js';
import { engineText, isList } from './engine-values.js';
import { sortFilters, type FilterHandler, type FilterThis } from './sort-filters.js';

/** How many items of a list (lists inside it counted, each time they appear), and the characters of its texts. */
interface Measure {
  readonly items: number;
  readonly text: number;
}

/**
 * Measures a list: its items, the items of every list inside it (a list held twice counts
 * twice: that is what printing, joining or comparing it walks), and the characters of the texts
 * among them. Stops counting as soon as either passes its limit, so it costs at most the limit's
 * steps however the lists are nested or shared.
 */
function measure(value: unknown, maxItems: number, maxText: number): Measure {
  if (!isList(value)) return { items: 0, text: 0 };
  const lists: unknown[][] = [value];
  let items = 0;
  let text = 0;
  for (let list = lists.pop(); list !== undefined; list = lists.pop()) {
    items += list.length;
    if (items > maxItems) break;
    for (const item of list) {
      if (isList(item)) lists.push(item);
      else if (typeof item === 'string') text += item.length;
    }
    if (text > maxText) break;
  }
  return { items, text };
}

/** Counts the matches of a global pattern in a text, stopping past `max` (each is a piece a filter will make). */
function countMatches(text: string, pattern: RegExp, max: number): number {
  const re = new RegExp(pattern.source, pattern.flags);
  let n = 0;
  while (n <= max && re.exec(text) !== null) n++;
  return n;
}

/** Counts a separator's places in a text, stopping past `max`. */
function countOccurrences(text: string, separator: string, max: number): number {
  let n = 0;
  for (let at = text.indexOf(separator); at >= 0 && n <= max; at = text.indexOf(separator, at + separator.length)) n++;
  return n;
}

// The characters LiquidJS's `number_of_words` counts one by one in its `cjk` and `auto` modes.
const CJK = '\\u4E00-\\u9FFF\\uF900-\\uFAFF\\u3400-\\u4DBF\\u3040-\\u309F\\u30A0-\\u30FF\\uAC00-\\uD7AF';

/**
 * The filters that cut a text into a list, with how many pieces a text will give (at most;
 * counted up to just past `max`), so that a text of too many pieces is refused before it is cut.
 */
const PIECES: Readonly<Record<string, (text: string, args: readonly unknown[], max: number) => number>> = Object.freeze({
  // `split`: one piece more than the separator's places; each UTF-16 unit for an empty separator.
  split: (text: string, args: readonly unknown[], max: number) => {
    const separator = engineText(args[0]);
    return separator === '' ? text.length : countOccurrences(text, separator, max) + 1;
  },
  // `truncatewords` splits the whole text at white space before it keeps the first words.
  truncatewords: (text: string, _args: readonly unknown[], max: number) => countMatches(text, /\s+/g, max) + 1,
  // `number_of_words` splits the same way, and matches each CJK character on its own.
  number_of_words: (text: string, _args: readonly unknown[], max: number) => countMatches(text, new RegExp(`\\s+|[${CJK}]`, 'gu'), max) + 1,
  // `sample` spreads a text into its characters before it shuffles them.
  sample: (text: string) => text.length,
});

/** The filter's input: refused when a list is longer than `maxItems`, or a text would give more pieces. */
function checkInput(name: string, value: unknown, args: readonly unknown[], budget: Budget): void {
  const max = budget.limits.maxItems;
  for (const v of [value, ...args]) {
    if (isList(v) && v.length > max) throw stop(`the filter ${name} is given a list of ${v.length} items, more than ${max} (RENDER_LIMITS.maxItems)`);
  }
  const pieces = Object.hasOwn(PIECES, name) ? PIECES[name] : undefined;
  if (pieces === undefined || isList(value)) return;
  const n = pieces(engineText(value), args, max);
  if (n > max) throw stop(`the filter ${name} would cut a text into more than ${max} pieces (RENDER_LIMITS.maxItems)`);
}

/** The filter's result, when it is a list: refused when it holds too many items or too much text. */
function checkResult(name: string, result: unknown, budget: Budget): void {
  const { maxItems, maxAllocation } = budget.limits;
  const m = measure(result, maxItems, maxAllocation);
  if (m.items > maxItems) throw stop(`the filter ${name} makes a list of more than ${maxItems} items, lists inside it counted (RENDER_LIMITS.maxItems)`);
  if (m.text > maxAllocation) throw stop(`the filter ${name} makes a list whose texts hold more than ${maxAllocation} characters (RENDER_LIMITS.maxAllocation)`);
}

/**
 * The filter's context, reading the clock as the filter walks its items: the engine's filters
 * take one step of the context per item. `where`, `group_by` and `find` spawn a scope, and the
 * `_exp` filters push the item as a scope before they evaluate their expression: each such step
 * reads the clock. `map` and the sorts read a property: each read ticks ({@link tick}). While an
 * expression runs, the filter's own code is not running: a range built there is the template's,
 * and is measured as one.
 */
function tickingContext(ctx: Context, budget: Budget): Context {
  return Object.create(ctx, {
    push: {
      value(scope: object): number {
        // Each item of an `_exp` filter evaluates an expression, which may walk a whole list
        // (`a contains x`): the clock is read for every one, not every thousand.
        checkClock(budget);
        budget.inFilter--;
        return ctx.push(scope);
      },
    },
    pop: {
      value(): unknown {
        budget.inFilter++;
        return ctx.pop();
      },
    },
    spawn: {
      value(scope?: object): Context {
        checkClock(budget);
        return ctx.spawn(scope);
      },
    },
    _getFromScope: {
      value(...args: Parameters<Context['_getFromScope']>): ReturnType<Context['_getFromScope']> {
        tick(budget);
        return ctx._getFromScope(...args);
      },
    },
  }) as Context;
}

/** A filter's handler, bounded: the clock and its input checked first, its result after. */
function guarded(name: string, handler: FilterHandler, budget: Budget): FilterHandler {
  return function* (this: FilterThis, value: unknown, ...args: unknown[]): Generator<unknown, unknown, unknown> {
    const outer = { inFilter: budget.inFilter, filter: budget.filter };
    budget.filter = name;
    let result: unknown;
    try {
      checkClock(budget);
      checkInput(name, value, args, budget);
      budget.inFilter = outer.inFilter + 1;
      // The engine runs what the handler returns, a value or a generator, as it would have.
      result = yield handler.apply({ ...this, context: tickingContext(this.context, budget) }, [value, ...args]);
    } finally {
      budget.inFilter = outer.inFilter;
      budget.filter = outer.filter;
    }
    if (result !== value && !args.includes(result)) checkResult(name, result, budget);
    return result;
  };
}

/**
 * Bounds every filter of a Liquid instance for one render (call it after the last filter is
 * registered): the engine's `sort`, `sort_natural` and `sample` are replaced by ones that read
 * the clock as they compare ({@link sortFilters}), and every filter is wrapped by {@link guarded}.
 */
export function guardFilters(liquid: Liquid, budget: Budget): void {
  const replaced = sortFilters(budget);
  for (const [name, impl] of Object.entries(liquid.filters) as [string, FilterImplOptions][]) {
    const own = typeof impl === 'function' ? impl : impl.handler;
    const handler: FilterHandler = (Object.hasOwn(replaced, name) ? replaced[name] : undefined) ?? (typeof own === 'function' ? (own as FilterHandler) : (v: unknown) => v);
    liquid.registerFilter(name, { handler: guarded(name, handler, budget), raw: typeof impl !== 'function' && impl.raw });
  }
}

/**
 * Measures every range before the engine builds it. The engine charges a range `(a..b)` to its
 * allocation budget (`use(b - a + 1)`) just before it makes the list; filters charge it too,
 * for their own lists and texts, but a charge made while no filter's own code runs is a range.
 * Each charge also reads the clock now and then (the `json` filter charges every value it
 * writes). Call it once on the render's context: the contexts of partials share its limiter.
 */
export function guardRanges(ctx: Context, budget: Budget): void {
  const engine = ctx.memoryLimit;
  const limiter = {
    use(count: number): void {
      if (budget.inFilter <= 0 && +count > budget.limits.maxItems) {
        throw stop(`a range of ${count} numbers, more than ${budget.limits.maxItems} (RENDER_LIMITS.maxItems)`);
      }
      tick(budget);
      engine.use(count);
      budget.allocated += +count;
    },
    check(count: number): void {
      engine.check(count);
    },
  };
  ctx.memoryLimit = limiter as unknown as Context['memoryLimit'];
}
