/**
 * Completion order in a spec (issue 38): once the function is written the modifiers come first,
 * before it the functions, both in the list's order and in the `sortText` clients sort by.
 */
import { describe, expect, it } from 'vitest';
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyse, newPriceCache } from '../../src/lsp/analysis.js';
import { completionLists, completionsAt } from '../../src/lsp/completion.js';

const lists = completionLists();

/** The items offered at the end of `before` in a one-unit design whose spec line is `before`. */
function offered(before: string): readonly CompletionItem[] {
  const text = `format: 1\nkind: units\ntitle: Guns\nunits:\n  - name: Gun\n    ${before}\n`;
  const doc = TextDocument.create('file:///work/x/order.yaml', 'yaml', 1, text);
  return completionsAt(doc, analyse(doc, newPriceCache()), text.indexOf(before) + before.length, lists);
}

/** The kinds in the order a client shows them (by sortText). */
const kinds = (items: readonly CompletionItem[]): (CompletionItemKind | undefined)[] => [...items].sort((a, b) => (a.sortText ?? '').localeCompare(b.sortText ?? '')).map((i) => i.kind);

describe('completion order in a spec', () => {
  it('offers the modifiers before the functions once the function is written', () => {
    for (const before of ['spec: 3d6 eZap ', 'spec: 3d6 eZap AP ', 'spec: 3d6 eZap A']) {
      const items = offered(before);
      expect(items.length, before).toBeGreaterThan(40);
      expect(items[0]?.kind, before).toBe(CompletionItemKind.Keyword);
      const k = kinds(items);
      expect(k.indexOf(CompletionItemKind.Function), before).toBeGreaterThan(k.lastIndexOf(CompletionItemKind.Keyword));
    }
  });

  it('offers the functions first before the function is written', () => {
    for (const before of ['spec: ', 'spec: 3d6 ', 'spec: 3d6 eZ']) {
      const items = offered(before);
      expect(items[0]?.kind, before).toBe(CompletionItemKind.Function);
      const k = kinds(items);
      expect(k.indexOf(CompletionItemKind.Keyword), before).toBeGreaterThan(k.lastIndexOf(CompletionItemKind.Function));
    }
  });
});
