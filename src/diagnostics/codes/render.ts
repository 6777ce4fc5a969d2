import type { Severity } from '../severity.js';

/**
 * The diagnostic codes of templates (`spacedock render`, the page's readout), with their
 * severities. Each is at the template's line and column where the engine knows it.
 */
export const RENDER_SEVERITIES = {
  'template-syntax': 'error',
  'template-error': 'error',
  'template-limit': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link RENDER_SEVERITIES}. */
export const RENDER_SUMMARIES: { readonly [C in keyof typeof RENDER_SEVERITIES]: string } = {
  'template-syntax': 'A template that is not valid Liquid: an unclosed tag, an unknown tag or filter, a bad expression. The message names what the engine expected.',
  'template-error': 'A template that fails while it renders: a variable or field the readout does not have (a misspelt name), a partial that does not exist, a filter given the wrong input.',
  'template-limit': 'A template that passed one of the limits of RENDER_LIMITS: its length or its file\'s size, its output, its render time (read inside a filter\'s work too), the items of a list it makes or a filter is given, its allocations, or how deeply its partials include each other.',
};
