/**
 * A diagnostic's notes as the page shows them: a list under its message (the roster of a fleet
 * over one of its limits, each ship with its share), in the problems lists and the play view.
 */
import type { Diagnostic } from '../../src/index.js';
import { h } from './dom.js';

/** A diagnostic's notes as a list (`ul.notes`), or null when it has none. */
export function notesList(d: Diagnostic): HTMLUListElement | null {
  const notes = d.notes ?? [];
  return notes.length === 0 ? null : h('ul', { class: 'notes' }, ...notes.map((n) => h('li', {}, n)));
}
