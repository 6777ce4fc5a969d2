/**
 * The catalog view's search: the filters of `spacedock catalog` (hit on, tech level, group, read
 * by `listEntries` as the command reads them) and a free-text search over each system's label,
 * other spellings, name and variant. No DOM here: the tests run it in Node.
 */
import {
  CATALOG_GROUPS,
  CHART_RESULTS,
  TECH_LEVELS,
  listEntries,
  toCatalogRow,
  type CatalogEntry,
  type CatalogFilter,
  type CatalogGroup,
  type CatalogRow,
  type ChartResult,
  type TechLevel,
} from '../../src/catalog/index.js';

/** What the view searches for; each part left out matches everything. */
export interface CatalogQuery {
  /** Free text: every word must appear in the label, another spelling, the name or the variant. */
  readonly q: string;
  readonly hitOn?: ChartResult;
  readonly tech?: TechLevel;
  readonly group?: CatalogGroup;
}

/** The query of the address parameters `q`, `hitOn`, `tech` (3 to 7, or 3X to 7X), `group`; a value that is none of the choices is left out. */
export function catalogQuery(get: (key: 'q' | 'hitOn' | 'tech' | 'group') => string | undefined): CatalogQuery {
  const hitOn = CHART_RESULTS.find((r) => r === get('hitOn'));
  const techText = get('tech')?.trim().replace(/x$/i, '');
  const tech = TECH_LEVELS.find((t) => String(t) === techText);
  const group = CATALOG_GROUPS.find((g) => g === get('group'));
  return { q: get('q') ?? '', ...(hitOn === undefined ? {} : { hitOn }), ...(tech === undefined ? {} : { tech }), ...(group === undefined ? {} : { group }) };
}

const fold = (s: string): string => s.normalize('NFKD').toLowerCase();

/** The words of a search, folded. */
function termsOf(q: string): string[] {
  return fold(q)
    .split(/\s+/)
    .filter((t) => t !== '');
}

/** Whether an entry's label, other spellings, name and variant hold every term. */
function matches(entry: CatalogEntry, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const text = fold([entry.label, ...entry.aliases, entry.name, entry.variant ?? ''].join(' '));
  return terms.every((t) => text.includes(t));
}

/** The rows of the systems that match the query, in the book's order. */
export function searchCatalog(query: CatalogQuery): CatalogRow[] {
  const filter: { -readonly [K in keyof CatalogFilter]: CatalogFilter[K] } = {};
  if (query.hitOn !== undefined) filter.hitOn = query.hitOn;
  if (query.tech !== undefined) filter.tech = query.tech;
  if (query.group !== undefined) filter.group = query.group;
  const terms = termsOf(query.q);
  return listEntries(filter)
    .filter((e) => matches(e, terms))
    .map(toCatalogRow);
}

