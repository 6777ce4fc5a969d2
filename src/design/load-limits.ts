import { deepFreeze } from '../rules/freeze.js';

/**
 * The limits that keep hostile design files cheap to refuse (`specs/design-format.md`, section 9).
 * {@link loadDesigns} checks each one and answers with a diagnostic instead of working past it,
 * so any file up to `maxLength` is read in time linear in its size and in bounded memory.
 * Frozen: a caller cannot lift a limit for the rest of the process.
 *
 * @example
 * ```ts
 * import { LOAD_LIMITS, loadDesigns } from 'spacedock/design';
 *
 * const r = loadDesigns('#'.repeat(LOAD_LIMITS.maxLength + 1), 'huge.yaml');
 * if (r.ok || r.diagnostics[0]?.code !== 'design-too-large') throw new Error('expected design-too-large');
 *
 * const deep = loadDesigns('['.repeat(LOAD_LIMITS.maxDepth + 1) + ']'.repeat(LOAD_LIMITS.maxDepth + 1), 'deep.yaml');
 * const d = deep.diagnostics[0]; // design-unsafe at 1:65, the bracket that is one level too deep
 * if (deep.diagnostics.length !== 1 || d?.code !== 'design-unsafe' || d.span?.column !== LOAD_LIMITS.maxDepth + 1) throw new Error(JSON.stringify(d));
 * ```
 */
export const LOAD_LIMITS = deepFreeze({
  /** UTF-16 code units of text read at most; a longer file is refused unread (`design-too-large`). */
  maxLength: 10 * 1024 * 1024,
  /** Documents per file; more, and the whole file is refused (`design-too-large`). */
  maxDocuments: 1000,
  /**
   * Mappings and sequences nested in one another, counting the document's own; the collection
   * that would be one level deeper is refused with one `design-unsafe` at its first character.
   */
  maxDepth: 64,
  /**
   * Alias expansions per document, counting the aliases inside an aliased node as often as that
   * node is used (a "billion laughs" file needs millions); past it, `design-unsafe`.
   */
  maxAliasCount: 100,
  /**
   * How much aliases may add to a file: the scalars, mappings and sequences of every aliased node
   * plus the characters of its strings, summed over every alias, at most; past it,
   * `design-unsafe`. Ten short aliases of a 100 kB string already pass it.
   */
  maxAliasExpansion: 1024 * 1024,
  /**
   * Characters of a file that go to the full YAML 1.2 reader at most. Most documents are read by
   * a fast reader of the common YAML of design files; a document with anything else (a tag, a
   * directive, an escape it does not know, a quoted scalar over several lines, a YAML error) is
   * read by the full reader, which is slower and needs far more memory per character. A document
   * that needs it once this much of the file has gone to it is refused (`design-too-large`).
   * Reading documents again after their YAML errors, to report what else is wrong in them, has
   * an allowance of its own as large: past it, such a document gets its YAML errors only.
   */
  maxFullYamlLength: 512 * 1024,
});
