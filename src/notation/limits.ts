/**
 * The most modifiers one unit holds, and the most sensor types one list holds, whether written
 * or built by hand. Real units have a few dozen at most; past the limit the parser reports
 * `unit-too-large` once and reads on without keeping more, so that a 10 MB spec of repeated
 * modifiers costs bounded memory. A hand-built tree with a longer list is refused the same way.
 */
export const MAX_UNIT_ITEMS = 1000;
