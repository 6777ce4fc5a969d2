/**
 * The ship editor's list of problems under the editor (`ul#design-diagnostics`): where (a button
 * that moves the cursor there), the message, its code and path, a button per fix.
 */
import type { Diagnostic } from '../../src/index.js';
import { h, replaceChildren } from './dom.js';
import type { EditorFix } from './editor.js';
import { whereOf } from './ship-analysis.js';
import { fixesOf } from './ship-fixes.js';

/** What the list does when a place or a fix is chosen. */
export interface DiagnosticActions {
  /** Moves the cursor to an offset of the text (and focuses the editor). */
  goTo(offset: number): void;
  apply(fix: EditorFix): void;
}

/** "2 errors, 1 warning", or that there is no problem. */
export function diagnosticsSummary(diagnostics: readonly Diagnostic[]): string {
  const count = (s: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === s).length;
  const parts = [
    [count('error'), 'error'],
    [count('warning'), 'warning'],
    [count('info'), 'note'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}${n === 1 ? '' : 's'}`);
  return said.length === 0 ? 'No problems found.' : `${said.join(', ')}.`;
}

/** Fills the list with one item per diagnostic. */
export function renderDiagnosticList(list: HTMLUListElement, diagnostics: readonly Diagnostic[], actions: DiagnosticActions): void {
  replaceChildren(
    list,
    ...diagnostics.map((d) => {
      const where = whereOf(d);
      const span = d.span;
      const place =
        where === undefined || span === undefined
          ? null
          : h('button', { type: 'button', class: 'goto' }, h('span', { class: 'visually-hidden' }, 'Go to '), h('span', { class: 'where' }, where));
      place?.addEventListener('click', () => actions.goTo(span?.start ?? 0));
      const fixes = fixesOf(d).map((fix) => {
        const b = h('button', { type: 'button', class: 'quick-fix secondary' }, fix.label);
        b.addEventListener('click', () => actions.apply(fix));
        return b;
      });
      return h(
        'li',
        { class: d.severity },
        place,
        h('span', { class: 'message' }, d.message),
        ' ',
        h('code', { class: 'code' }, d.path === undefined ? d.code : `${d.code} · ${d.path}`),
        fixes.length > 0 ? h('span', { class: 'fixes' }, ...fixes) : null,
      );
    }),
  );
}
