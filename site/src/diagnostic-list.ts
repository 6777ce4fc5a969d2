/**
 * The list of problems under an editor (`ul#spec-diagnostics`, `ul#design-diagnostics`): for each,
 * where it is (line:column, a button that selects it in the editor), the message, its notes (a
 * fleet's roster over a limit: `ul.notes`), optionally its code and path, and a
 * `button.quick-fix` per suggested replacement.
 */
import type { Diagnostic } from '../../src/index.js';
import { h, replaceChildren } from './dom.js';
import { fixesOf, type Fix } from './fixes.js';
import { notesList } from './notes-list.js';
import { positionsOf } from './positions.js';

/** What the list shows and does. */
export interface DiagnosticListOptions {
  /** The text the diagnostics are about (for line:column and the fixes' labels). */
  readonly text: string;
  /** What the place is selected in, for its button's label ("the spec", "the design"). */
  readonly within: string;
  /** Whether each item also shows its code and path. */
  readonly showCode: boolean;
  /** Selects `from`..`to` in the editor and focuses it. */
  select(from: number, to: number): void;
  apply(fix: Fix): void;
}

/**
 * Fills the list with one item per diagnostic. The line:column shown is the diagnostic's own
 * (positions.ts), never recounted from the start of the text per item.
 */
export function renderDiagnosticList(list: HTMLUListElement, diagnostics: readonly Diagnostic[], o: DiagnosticListOptions): void {
  const positionOf = positionsOf(o.text);
  replaceChildren(
    list,
    ...diagnostics.map((d) => {
      const span = d.span;
      let place: HTMLElement | null = null;
      const at = positionOf(d);
      if (span !== undefined && at !== undefined) {
        const where = `${at.line}:${at.column}`;
        place = h('button', { type: 'button', class: 'goto', 'aria-label': `${where}, select it in ${o.within}` }, h('span', { class: 'where' }, where));
        place.addEventListener('click', () => o.select(span.start, span.end));
      }
      const fixes = fixesOf(d, o.text).map((fix) => {
        const b = h('button', { type: 'button', class: 'quick-fix secondary', title: fix.label, 'aria-label': fix.label }, fix.text);
        b.addEventListener('click', () => o.apply(fix));
        return b;
      });
      return h(
        'li',
        { class: d.severity },
        place,
        h('span', { class: 'message' }, d.message),
        notesList(d),
        o.showCode ? h('code', { class: 'code' }, d.path === undefined ? d.code : `${d.code} · ${d.path}`) : null,
        fixes.length > 0 ? h('span', { class: 'fixes' }, h('span', { class: 'fix-label' }, 'Fix:'), ...fixes) : null,
      );
    }),
  );
}
