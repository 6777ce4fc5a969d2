import { deepFreeze } from '../rules/freeze.js';

/**
 * The limits of {@link renderTemplate}: what a template may ask before it is stopped with a
 * `template-limit` error. A template is code an author wrote, perhaps copied from someone else;
 * these keep a mistake (or a hostile template) from hanging the command line or the page, or
 * running it out of memory. Each can be lowered, or raised, per call (`RenderOptions.limits`).
 *
 * @example
 * ```ts
 * import { RENDER_LIMITS } from 'spacedock/render';
 *
 * if (RENDER_LIMITS.maxOutputLength !== 16 * 1024 * 1024) throw new Error(String(RENDER_LIMITS.maxOutputLength));
 * ```
 */
export const RENDER_LIMITS = /* @__PURE__ */ deepFreeze({
  /** The longest template, and the longest partial, in characters (checked before parsing). */
  maxTemplateLength: 1024 * 1024,
  /** The most partials a render may be given. */
  maxPartials: 200,
  /** The longest output, in characters: the render stops the moment it would pass it. */
  maxOutputLength: 16 * 1024 * 1024,
  /**
   * The longest a render may run, in milliseconds of wall-clock time, read before each tag, each
   * turn of a loop and each filter, and every thousand or so steps inside a filter's work (a
   * sort's comparisons, a `where_exp`'s items): a loop that never ends stops here, and no single
   * tag runs much past it. A hang guard, not a speed goal: the built-in templates render the
   * examples in milliseconds.
   */
  maxRenderMs: 10_000,
  /**
   * The engine's allocation budget (LiquidJS `memoryLimit`): ranges such as `(1..n)` count their
   * `n`, and `join`, `repeat`-like filters their length, summed over the render.
   */
  maxAllocation: 50_000_000,
  /**
   * The most items of one list a template may make or hand to a filter: a range `(a..b)`, a list
   * a filter is given (`sort`, `where`, `map` ...) or makes (`concat`, `push`, `split` ...),
   * counting the items of lists inside it, each time they appear. A text a filter cuts into
   * pieces (`split`, `truncatewords`, `number_of_words`, `sample`) may give at most this many.
   * Checked before the work where it can be (a range, a filter's input, a text's pieces), else
   * on the filter's result, before anything else sees it.
   */
  maxItems: 1_000_000,
  /** How deeply `render` and `include` may nest: a partial that includes itself stops here. */
  maxPartialDepth: 20,
});

/** The limits of a render, each one a whole number of 1 or more. */
export type RenderLimits = { readonly [K in keyof typeof RENDER_LIMITS]: number };
