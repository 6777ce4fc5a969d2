/**
 * The part of a document that passed the format (internal): the document without the unit,
 * system, phaser and fleet lines that have schema problems, so that the later checks (the catalog's,
 * the ship's as a whole) still run on the other lines in the same pass (`specs/design-format.md`, 8).
 */
import { DesignDocumentSchema, type DesignDocument } from './schema.js';
import type { Segments } from './validate.js';

/** The lists of a document whose lines are left out one by one when they have schema problems (a fleet's `ships` too). */
const LINE_LISTS: readonly string[] = Object.freeze(['units', 'systems', 'phasers', 'ships']);

/** A document without its bad lines: each kept line's index in the file's list, list by list. */
export interface ValidPart {
  readonly document: DesignDocument;
  /** For each list left with fewer lines, the index in the file of each line kept. */
  readonly kept: ReadonlyMap<string, readonly number[]>;
}

/**
 * The document `value` without the lines that the schema issues at `bad` are in, checked again;
 * undefined when an issue is outside such a line (a field of the document itself) or the rest
 * still does not pass (the later checks then see only what each line gives on its own).
 */
export function validPart(value: unknown, bad: readonly Segments[]): ValidPart | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const dropped = new Map<string, Set<number>>();
  for (const s of bad) {
    const [list, line] = s;
    if (typeof list !== 'string' || !LINE_LISTS.includes(list) || typeof line !== 'number') return undefined;
    const set = dropped.get(list) ?? new Set<number>();
    set.add(line);
    dropped.set(list, set);
  }
  const record = value as Record<string, unknown>;
  const pruned: Record<string, unknown> = { ...record };
  const kept = new Map<string, number[]>();
  for (const [list, lines] of dropped) {
    const all = record[list];
    if (!Array.isArray(all)) return undefined;
    const indexes = all.flatMap((_, i) => (lines.has(i) ? [] : [i]));
    kept.set(list, indexes);
    pruned[list] = indexes.map((i) => all[i]);
  }
  const checked = DesignDocumentSchema.safeParse(pruned);
  return checked.success ? { document: checked.data as DesignDocument, kept } : undefined;
}

/**
 * A diagnostic path of a part (`systems[2].count`) as the file's (the line's index in the file);
 * for a path outside the lines, the path itself when `outside` says it stands without the lines
 * left out (what such a check counts may have been on one of them: `line-counts.ts`), undefined
 * otherwise. By default, a path outside the lines stands when no system line was left out.
 */
export function pathInFile(path: string, kept: ReadonlyMap<string, readonly number[]>, outside: (path: string) => boolean = () => !kept.has('systems')): string | undefined {
  const m = /^([A-Za-z]+)\[(\d+)\](.*)$/s.exec(path);
  if (m === null) return outside(path) ? path : undefined;
  const indexes = kept.get(m[1]!);
  if (indexes === undefined) return path;
  const i = indexes[Number(m[2])];
  return i === undefined ? undefined : `${m[1]}[${i}]${m[3]}`;
}
