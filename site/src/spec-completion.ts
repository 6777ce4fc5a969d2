/**
 * Completion in the page's editors at the end of a spec (loaded on an editor's first focus, a
 * chunk of its own): the same functions and modifiers as the language server, in the same order
 * (src/editing: the functions first until the function is written, then the modifiers first),
 * each inserting what the unit bench's list inserts.
 */
import { autocompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { functionWritten, specCompletions } from '../../src/editing/spec-completion.js';
import type { RuleGroup } from '../../src/editing/index.js';

/** Opens the completion list (for a request made before this chunk arrived). */
export { startCompletion } from '@codemirror/autocomplete';

/** Where a spec is in an editor's text: the whole line (the unit bench) or after `spec:` (a YAML design). */
export type SpecPlace = 'line' | 'yaml';

/** The two lists, made once: before the function is written, and after. */
const lists = (groups: readonly RuleGroup[]): Readonly<Record<'start' | 'after', readonly Completion[]>> => {
  const of = (functionsFirst: boolean): Completion[] =>
    specCompletions(groups, functionsFirst).map(({ item, group, isFunction }) => ({ label: item.label, detail: item.insert === item.label ? undefined : item.insert, info: `${group.title}: ${item.description}`, apply: item.insert, type: isFunction ? 'function' : 'keyword' }) as Completion);
  return { start: of(true), after: of(false) };
};

/**
 * The completion of specs for an editor whose specs are at `place`, as a CodeMirror extension;
 * `groups` are the rule tables' (`ruleGroups()`), handed in by the editor so that this chunk does
 * not carry the tables (they stay in the chunks that had them).
 */
export function specCompletion(place: SpecPlace, groups: readonly RuleGroup[]): Extension {
  const made = lists(groups);
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
