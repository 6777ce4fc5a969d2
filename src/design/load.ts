import type { TechLevel } from '../catalog/types.js';
import type { Severity } from '../diagnostics/codes.js';
import type { UnitPrice } from '../pricing/price.js';
import { checkSystems, checkUnits, type PriceMemo, type UnitToCheck } from './check-lines.js';
import { dropMany, finish, keepsFrom, newCollector, report, type Collector, type FileDiagnostic } from './collector.js';
import { splitDocuments, type DocumentSlice } from './documents.js';
import { awkwardFinder, readFast } from './fast-yaml.js';
import { readFull } from './full-yaml.js';
import { LOAD_LIMITS } from './load-limits.js';
import type { DesignDocument } from './schema.js';
import { checkTree, locator, toValue, type AliasBudget } from './tree-checks.js';
import { issueMessage, schemaIssues, type DesignPath } from './validate.js';
import type { ReadOutcome, YNode } from './yaml-tree.js';

export type { FileDiagnostic } from './collector.js';

/** One document of a design file, validated, with every unit priced. */
export interface LoadedDocument {
  readonly document: DesignDocument;
  /**
   * The price of each unit line, in order (undefined where the unit has errors). Lines with the
   * same spec share one price object.
   */
  readonly prices: readonly (UnitPrice | undefined)[];
  /** The document's offset range in the file: from its `---` line (or first line) to its end. */
  readonly range: readonly [number, number];
}

/** The result of {@link loadDesigns}: the documents that are valid, and every diagnostic. */
export interface LoadResult {
  /** False exactly when an error was found, among the diagnostics kept or the ones past the cap. */
  readonly ok: boolean;
  readonly documents: readonly LoadedDocument[];
  /**
   * The diagnostics, document by document, each document's in the order of its checks. When
   * there are more than `MAX_DIAGNOSTICS`, the first of them by position in the file, sorted by
   * position, then one `too-many-diagnostics` that says how many more there were.
   */
  readonly diagnostics: readonly FileDiagnostic[];
  /** How many problems of each severity were found, those past the cap included. */
  readonly counts: Readonly<Record<Severity, number>>;
}

/**
 * Reads a design file: YAML, one or more documents, each a ship or a unit list
 * (`specs/design-format.md`). Never throws: every problem is a diagnostic with file, line and
 * column, in one pass: YAML errors, unsafe YAML (custom tags, nesting past `LOAD_LIMITS.maxDepth`,
 * alias bombs, `__proto__` keys), duplicate keys, schema errors, notation and pricing problems of
 * every unit (placed at the exact character of the spec where the YAML allows it), unknown
 * catalog systems (with a hint) and systems not available at the ship's tech level. Pure: it
 * reads a string, not a file. Time grows linearly with the size of the text and memory stays
 * bounded up to the 10 MiB limit, whatever the text (see {@link LOAD_LIMITS}); at most
 * `MAX_DIAGNOSTICS` diagnostics are kept.
 *
 * @example
 * ```ts
 * import { loadDesigns } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n', 'guns.yaml');
 * if (!r.ok || r.documents[0]?.prices[0]?.build !== 23) throw new Error('the Laser costs 23');
 *
 * const bad = loadDesigns('format: 1\nkind: units\ntitle: X\nunits:\n  - { name: Gun, spec: 3d6 eZap XX }\n', 'bad.yaml');
 * const d = bad.diagnostics[0]; // unknown-modifier at bad.yaml:5:33, the XX itself
 * if (d?.code !== 'unknown-modifier' || d.line !== 5 || d.column !== 33) throw new Error(JSON.stringify(d));
 * ```
 */
export function loadDesigns(text: string, file = '<input>'): LoadResult {
  const name = typeof file === 'string' ? file : '<input>';
  if (typeof text !== 'string') {
    const c = newCollector('', name);
    report(c, 'design-yaml', 'a design file is text', 0, 0);
    return result(c, []);
  }
  const c = newCollector(text, name);
  const documents: LoadedDocument[] = [];
  try {
    loadInto(c, text, documents);
  } catch (error) {
    // Not reached by any known input; kept so that a bug is a diagnostic rather than a throw.
    report(c, 'design-unsafe', `the file could not be read (${error instanceof Error ? error.message : String(error)})`, 0, 0);
  }
  return result(c, documents);
}

function result(c: Collector, documents: LoadedDocument[]): LoadResult {
  const diagnostics = finish(c);
  return { ok: !c.failed, documents, diagnostics, counts: { ...c.counts } };
}

function loadInto(c: Collector, text: string, documents: LoadedDocument[]): void {
  if (text.length > LOAD_LIMITS.maxLength) {
    report(c, 'design-too-large', `the file has ${text.length} characters; the limit is ${LOAD_LIMITS.maxLength}`, 0, 0);
    return;
  }
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const split = splitDocuments(text, from, LOAD_LIMITS.maxDocuments);
  if (split.count > LOAD_LIMITS.maxDocuments) {
    report(c, 'design-too-large', `the file has ${split.count} documents; the limit is ${LOAD_LIMITS.maxDocuments}`, 0, 0);
    return;
  }
  const awkward = awkwardFinder(text);
  const memo: PriceMemo = new Map();
  const budget: AliasBudget = { added: 0 };
  let fullLeft = LOAD_LIMITS.maxFullYamlLength;
  for (const slice of split.documents) {
    let read = readFast(text, slice, awkward);
    if (read.kind === 'unsupported') {
      const length = slice.end - slice.from;
      if (length > fullLeft) {
        report(c, 'design-too-large', tooLargeForFull(read.reason, length, fullLeft), read.at, read.at + 1);
        continue;
      }
      fullLeft -= length;
      read = readFull(text, slice);
    }
    const loaded = checkDocument(c, slice, read, memo, budget);
    if (loaded !== undefined) documents.push(loaded);
  }
}

function tooLargeForFull(reason: string, length: number, left: number): string {
  return `this document has YAML that only the full YAML reader reads (${reason}), and is too large for it: ${length} characters, ` +
    `where at most ${LOAD_LIMITS.maxFullYamlLength} per file go to that reader${left < LOAD_LIMITS.maxFullYamlLength ? ` (${left} left)` : ''}; ` +
    'simplify the YAML here or split the file';
}

/** Checks one document that has been read; returns it when it matches the format. */
function checkDocument(c: Collector, slice: DocumentSlice, read: ReadOutcome, memo: PriceMemo, budget: AliasBudget): LoadedDocument | undefined {
  switch (read.kind) {
    case 'too-deep':
      report(c, 'design-unsafe', `the YAML nests more than ${LOAD_LIMITS.maxDepth} mappings and sequences deep here`, read.at, read.at + 1);
      return undefined;
    case 'errors':
      for (const e of read.errors) report(c, 'design-yaml', e.message, e.start, e.end);
      return undefined;
    case 'bad-alias':
      report(c, 'design-yaml', read.message, read.at, read.end);
      return undefined;
    case 'unsupported':
      return undefined; // not reached: the caller hands these to the full reader
    case 'tree':
      break;
  }
  const root = read.root;
  // An empty document (a trailing ---, or only comments) has no node, or a null scalar.
  if (root === null || (root.kind === 'scalar' && root.value === null)) return undefined;
  const tree = checkTree(c, root, budget);
  if (!tree.ok) return undefined;
  const value = toValue(root, tree.targets);
  const where = locator(root, tree.indexes);
  const placeOf = (path: DesignPath, key?: string): YNode => {
    const found = where.at(path);
    if (key !== undefined && found.found && found.place === found.node) return where.keyAt(found.node, key) ?? found.place;
    return found.place;
  };
  const document = schemaIssues(value, {
    keeps: (path, key) => keepsFrom(c, placeOf(path, key).start),
    issue: (issue) => {
      const place = placeOf(issue.path, issue.key);
      report(c, 'design-schema', issueMessage(issue), place.start, place.end);
    },
    more: (n, path, key) => {
      const place = placeOf(path, key);
      dropMany(c, { error: n, warning: 0, info: 0 }, place.start, place.end);
    },
  });
  if (document === undefined) {
    // The specs that are there are still checked, so that one pass finds every problem.
    const units = (value as { units?: unknown } | null)?.units;
    if (Array.isArray(units)) checkUnits(c, where, memo, units.map(usableUnit), undefined);
    return undefined;
  }
  const prices = checkUnits(c, where, memo, document.units ?? [], document.profile);
  if (document.kind === 'ship') checkSystems(c, where, document.tech as TechLevel, document.systems ?? []);
  return { document, prices, range: [slice.start, slice.end] };
}

function usableUnit(u: unknown): UnitToCheck {
  if (u === null || typeof u !== 'object') return undefined;
  const { name, spec } = u as { name?: unknown; spec?: unknown };
  return typeof spec === 'string' ? { name: typeof name === 'string' ? name : 'unit', spec } : undefined;
}
