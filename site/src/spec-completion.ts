/**
 * Completion in the page's editors at the end of a spec (loaded on an editor's first focus, a
 * chunk of its own): the same functions and modifiers as the language server, in the same order
 * (src/editing: the functions first until the function is written, then the modifiers first),
 * each inserting what the unit bench's list inserts.
 */
import { autocompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import type { functionWritten, specCompletions } from '../../src/editing/index.js';

/**
 * The shared list and test (src/editing), handed in by the editor rather than imported: so this
 * chunk holds only the completion itself, and the rule tables stay in the chunks that had them.
 */
export interface SpecLists {
  readonly specCompletions: typeof specCompletions;
  readonly functionWritten: typeof functionWritten;
}

/** Where a spec is in an editor's text: the whole line (the unit bench) or after `spec:` (a YAML design). */
export type SpecPlace = 'line' | 'yaml';

/** The two lists, made once: before the function is written, and after. */
const lists = ({ specCompletions }: SpecLists): Readonly<Record<'start' | 'after', readonly Completion[]>> => {
  const of = (functionsFirst: boolean): Completion[] =>
    specCompletions(functionsFirst).map(({ item, group, isFunction }) => ({ label: item.label, detail: item.insert === item.label ? undefined : item.insert, info: `${group.title}: ${item.description}`, apply: item.insert, type: isFunction ? 'function' : 'keyword' }) as Completion);
  return { start: of(true), after: of(false) };
};

/** The completion of specs for an editor whose specs are at `place`, as a CodeMirror extension. */
export function specCompletion(place: SpecPlace, shared: SpecLists): Extension {
  const made = lists(shared);
  const { functionWritten } = shared;
  const source = (context: CompletionContext): CompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos);
    const before = line.text.slice(0, context.pos - line.from);
    if (place === 'yaml' && !/\bspec\s*:\s/.test(before)) return null;
    const word = /[^\s,"'=()]*$/.exec(before)![0];
    // An amount being typed (`3d6`) is no function or modifier.
    if (/^\d/.test(word)) return null;
    // Nothing typed: only when asked (Ctrl-Space) or after a blank that ends a word.
    if (word === '' && !context.explicit && !/[\s,]$/.test(before)) return null;
    const typed = word.toLowerCase();
    // The list's own order, kept (filter: false): those whose label or insert holds what is typed.
    const options = (functionWritten(before) ? made.after : made.start).filter((o) => typed === '' || o.label.toLowerCase().includes(typed) || String(o.apply).toLowerCase().includes(typed));
    return { from: context.pos - word.length, options, filter: false };
  };
  return autocompletion({ override: [source] });
}
