import { deepFreeze } from '../rules/freeze.js';
import type { CatalogGroup, ChartResult } from './types.js';

/**
 * Every damage-chart result a catalog entry can name, as the book spells them: the values
 * {@link CatalogFilter}'s `hitOn` accepts.
 *
 * @example
 * ```ts
 * import { CHART_RESULTS, listEntries } from 'spacedock/catalog';
 *
 * // Every result is the hit-on of at least one system.
 * for (const hit of CHART_RESULTS) if (listEntries({ hitOn: hit }).length === 0) throw new Error(hit);
 * ```
 */
export const CHART_RESULTS: readonly ChartResult[] = /* @__PURE__ */ deepFreeze([
  'F Hull',
  'A Hull',
  'Hull',
  'Lab',
  'Armor',
  'Tran',
  'Cargo',
  'Shtl',
  'Trac',
  'Drone',
  'Prb',
  'Flag',
] as ChartResult[]);

/**
 * The broad kinds of hull systems ({@link CatalogGroup}), in the order tables list them: the
 * values `CatalogFilter`'s `group` and `spacedock catalog --group` accept.
 *
 * @example
 * ```ts
 * import { CATALOG_ENTRIES, CATALOG_GROUPS, listEntries } from 'spacedock/catalog';
 *
 * // Every entry is in exactly one group, and every group has entries.
 * const counts = CATALOG_GROUPS.map((group) => listEntries({ group }).length);
 * if (counts.includes(0) || counts.reduce((a, b) => a + b, 0) !== CATALOG_ENTRIES.length) throw new Error(counts.join());
 * ```
 */
export const CATALOG_GROUPS: readonly CatalogGroup[] = /* @__PURE__ */ deepFreeze(['hull', 'armor', 'bay', 'transporter', 'tractor', 'science', 'repair', 'cargo', 'crew', 'special'] as CatalogGroup[]);
