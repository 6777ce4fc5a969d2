/**
 * The most modifiers one unit holds, and the most sensor types one list holds, whether written
 * or built by hand. Real units have a few dozen at most; past the limit the parser reports
 * `unit-too-large` once and reads on without keeping more, so that a 10 MB spec of repeated
 * modifiers costs bounded memory. A hand-built tree with a longer list is refused the same way.
 *
 * @example
 * ```ts
 * import { MAX_UNIT_ITEMS, parseUnit } from 'spacedock';
 *
 * const r = parseUnit('3d6 eZap' + ' AP'.repeat(MAX_UNIT_ITEMS + 1));
 * if (r.ok || !r.diagnostics.some((d) => d.code === 'unit-too-large')) throw new Error('expected unit-too-large');
 * ```
 */
export const MAX_UNIT_ITEMS = 1000;
