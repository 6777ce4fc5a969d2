/**
 * What an editor offers at the end of a spec, in one order for every editor (the language server
 * and the shipyard page): the functions first while the function is not written yet, the
 * modifiers first once it is (issue 38). Both editors read the list and the test from here.
 */
import type { RuleGroup, RuleItem } from './rule-items.js';

/** One entry offered in a spec: the rule item, the group it is listed under, and whether it is a function. */
export interface SpecCompletion {
  readonly item: RuleItem;
  readonly group: RuleGroup;
  readonly isFunction: boolean;
}

/**
 * Every function and modifier of `groups` (`ruleGroups()`, handed in so that the page's completion
 * chunk does not carry the rule tables), in the order offered: the functions first
 * (`functionsFirst`, before the function is written) or the modifiers first, each group in the
 * tables' order.
 */
export function specCompletions(groups: readonly RuleGroup[], functionsFirst: boolean): readonly SpecCompletion[] {
  const isFunctions = (g: RuleGroup): boolean => g.id.startsWith('functions');
  const ordered = [...groups.filter((g) => isFunctions(g) === functionsFirst), ...groups.filter((g) => isFunctions(g) !== functionsFirst)];
  return ordered.flatMap((group) => group.items.map((item) => ({ item, group, isFunction: isFunctions(group) })));
}

/**
 * Whether the spec on the line before the cursor (`before`: after `spec:`, or the whole line of a
 * unit-spec file or the unit bench) has a word starting with a letter before the one being typed:
 * its function is written, so modifiers come next.
 */
export function functionWritten(before: string): boolean {
  const typed = /\bspec\s*:\s*(.*)$/.exec(before)?.[1] ?? before;
  const words = typed.split(/[\s,]+/);
  // The last word is the one being typed (empty after a space).
  for (let i = 0; i < words.length - 1; i++) if (/^[A-Za-z]/.test(words[i]!)) return true;
  return false;
}
