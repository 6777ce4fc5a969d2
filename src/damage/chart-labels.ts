/**
 * What each damage-chart name means as the label of a system line: the system itself, or the
 * SFB:TNG catalog entry that prices it, or a refusal that points to the catalog's label.
 */
import type { CatalogLabel, CatalogVariant } from '../catalog/types.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed000, seed003, type SourceRef } from '../rules/source.js';
import type { ShipSystem } from './ship.js';

/**
 * How a system line labelled with a chart name is read (`specs/design-format.md` 5.2):
 * - `chart`: the catalog does not hold the system (the bridge, the engines, power, heavy weapons),
 *   so the line is that chart system, with no spaces or repair cost;
 * - `catalog`: the chart's name is also the catalog's label (`Lab`, `Cargo`): the catalog entry;
 * - `entry`: the chart's name of a system the catalog prices as one entry (`Shuttle` is `Shtl`,
 *   `F Hull` is `Hull` variant `F`): the line is that entry, with its spaces and repair cost;
 * - `variants`: the chart's name of a catalog label with several entries and none plain
 *   (`Tractor` is `Trac`): the name cannot say which, so the line is refused and the fix is the
 *   catalog's label with one of its variants.
 *
 * `chart` cites where the name comes from (the chart, D4.21, or our center hull group) and
 * `entry` the catalog entry by its headword (for `variants`, the label's headword).
 */
export type ChartLabel =
  | { readonly kind: 'chart'; readonly chart: SourceRef }
  | { readonly kind: 'catalog'; readonly label: CatalogLabel; readonly chart: SourceRef; readonly entry: SourceRef }
  | { readonly kind: 'entry'; readonly label: CatalogLabel; readonly variant: CatalogVariant | null; readonly chart: SourceRef; readonly entry: SourceRef }
  | { readonly kind: 'variants'; readonly label: CatalogLabel; readonly chart: SourceRef; readonly entry: SourceRef };

const dac = seed003('D4.21');
const centerGroup = ours('the center hull group of D4.351 as a system of its own');
const chart = (source: SourceRef = dac): ChartLabel => ({ kind: 'chart', chart: source });

/**
 * Every chart name as a system line's label (a record over the chart systems, so that none is
 * left out). The Damage Allocation Chart (D4.21) names the systems it hits; the SFB:TNG catalog
 * prices some of them under labels of its own. A chart name is never a free twin of a catalog
 * entry: it is that entry where the catalog has exactly one (`Shuttle`, `Probe`, the three hull
 * groups), and refused where it has several (`Tractor`, `Trans`).
 *
 * @example
 * ```ts
 * import { CHART_LABELS } from 'spacedock/damage';
 *
 * const shuttle = CHART_LABELS.Shuttle; // { kind: 'entry', label: 'Shtl', variant: null, ... }
 * if (shuttle.kind !== 'entry' || shuttle.label !== 'Shtl') throw new Error(JSON.stringify(shuttle));
 * const tractor = CHART_LABELS.Tractor; // { kind: 'variants', label: 'Trac', ... }: refused, write Trac and a variant
 * if (tractor.kind !== 'variants' || tractor.label !== 'Trac' || CHART_LABELS.Bridge.kind !== 'chart') throw new Error(JSON.stringify(tractor));
 * ```
 */
export const CHART_LABELS: { readonly [S in ShipSystem]: ChartLabel } = /* @__PURE__ */ deepFreeze({
  Bridge: chart(),
  Flag: chart(),
  'Aux Con': chart(),
  'Emer Bridge': chart(),
  'F Hull': { kind: 'entry', label: 'Hull', variant: 'F', chart: dac, entry: seed000('Hull ("F")') },
  'A Hull': { kind: 'entry', label: 'Hull', variant: 'A', chart: dac, entry: seed000('Hull ("A")') },
  'C Hull': { kind: 'entry', label: 'Hull', variant: 'C', chart: centerGroup, entry: seed000('Hull ("C")') },
  'L Warp': chart(),
  'R Warp': chart(),
  'C Warp': chart(),
  Impulse: chart(),
  APR: chart(),
  Battery: chart(),
  Trans: { kind: 'variants', label: 'Tran', chart: dac, entry: seed000('Tran') },
  Tractor: { kind: 'variants', label: 'Trac', chart: dac, entry: seed000('Trac') },
  Shuttle: { kind: 'entry', label: 'Shtl', variant: null, chart: dac, entry: seed000('Shtl') },
  Lab: { kind: 'catalog', label: 'Lab', chart: dac, entry: seed000('Lab') },
  Probe: { kind: 'entry', label: 'Prb', variant: null, chart: dac, entry: seed000('Prb') },
  Cargo: { kind: 'catalog', label: 'Cargo', chart: dac, entry: seed000('Cargo') },
  Torp: chart(),
  Drone: chart(),
});
