/**
 * What a ship's system line is: the one place that reads a line's label and variant. Every
 * caller (the ship builder, the design loader's checks, the totals, the readout, the sheet's
 * systems table) asks here, so that a line has one meaning and one cost everywhere.
 */
import { entriesByLabel, findEntry, isAvailableAt } from '../catalog/queries.js';
import type { CatalogEntry, TechLevel } from '../catalog/types.js';
import { describeValue } from '../diagnostics/describe.js';
import { failReport, finishReport, newReport, report, reportAll, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { CHART_LABELS, type ChartLabel } from './chart-labels.js';
import { closestLabel, labelOfName, labelsNamedBy, unknownLabel } from './label-hints.js';
import type { ShipSystem } from './ship.js';
import { chartSystemOf } from './system-names.js';

/**
 * A system line resolved: a catalog entry, with its one set of figures (`chartName` is the chart's
 * name the line was written with, `Shuttle` for the catalog's `Shtl`, else null), or a chart
 * system the catalog does not price (`Bridge`, `L Warp`).
 */
export type ResolvedSystemLine =
  | { readonly kind: 'catalog'; readonly entry: CatalogEntry; readonly chartName: ShipSystem | null }
  | { readonly kind: 'chart'; readonly system: ShipSystem };

/** A label and variant that would resolve, offered as the fix of a line refused at its label. */
export interface SystemLineFix {
  readonly label: string;
  /** The variant the fixed line has (null: none), the line's own when the fix keeps it. */
  readonly variant: string | null;
}

/** A resolution with the fixes of a refusal (internal: the loader turns them into quick fixes). */
export interface SystemLineResolution {
  readonly result: Result<ResolvedSystemLine>;
  /** For a line refused at its label: lines that would resolve, best first; otherwise empty. */
  readonly fixes: readonly SystemLineFix[];
}

/** Options of {@link systemLineResolution}. */
export interface ResolveSystemOptions {
  /** Whether an unknown label's message gets a did-you-mean (true unless false: it costs a search). */
  readonly hint?: boolean;
  /** The ship's tech level: the fixes of a refused chart name keep the variants that exist there (all, if none does). */
  readonly tech?: TechLevel;
}

const fold = (s: string): string => s.trim().toUpperCase();

/**
 * What a system line with this label and variant is: a catalog entry, or a damage-chart system
 * the catalog does not price. Labels match in any case, catalog labels through their aliases too.
 * A chart name is read by `CHART_LABELS`: `Shuttle`, `Probe`, `F Hull`, `A Hull` and `C Hull` are
 * the catalog's `Shtl`, `Prb` and `Hull` variants `F`, `A`, `C`; `Tractor` and `Trans` name a
 * catalog label of several variants (`Trac`, `Tran`) and are refused with that label and its
 * variants as the fix; `Lab` and `Cargo` are the catalog's own labels. Never throws.
 *
 * Refusals, each with the field at fault as its `path`: `catalog-label-needed` at `label` (a
 * chart name the catalog prices under a label of several variants, or given another variant of
 * its catalog label); `unknown-system` at `label` (no such label, with the closest as a
 * did-you-mean) or at `variant` (a variant the label lacks, a variant on a chart system);
 * `ambiguous-system` at `variant` (a catalog label of several variants, none named);
 * `invalid-value` for a label or variant that is not a string.
 *
 * @example
 * ```ts
 * import { resolveSystemLine } from 'spacedock/damage';
 *
 * const shuttle = resolveSystemLine('shuttle');
 * // { ok: true, value: { kind: 'catalog', entry: <Shtl: 2 spaces, repair 4>, chartName: 'Shuttle' } }
 * if (!shuttle.ok || shuttle.value.kind !== 'catalog' || shuttle.value.entry.id !== 'shtl') throw new Error(JSON.stringify(shuttle));
 * const bridge = resolveSystemLine('Bridge');
 * if (!bridge.ok || bridge.value.kind !== 'chart' || bridge.value.system !== 'Bridge') throw new Error(JSON.stringify(bridge));
 * // Tractor could be any of Trac's variants: refused, the message names them.
 * const tractor = resolveSystemLine('Tractor', 'Mech');
 * // { ok: false, diagnostics: [{ code: 'catalog-label-needed', path: 'label',
 * //   message: 'Tractor is the damage chart\'s name for the catalog\'s Trac: write label Trac, keeping variant Mech', ... }] }
 * if (tractor.ok || tractor.diagnostics[0]?.code !== 'catalog-label-needed' || tractor.diagnostics[0].path !== 'label') throw new Error(JSON.stringify(tractor));
 * ```
 */
export function resolveSystemLine(label: string, variant?: string | null): Result<ResolvedSystemLine> {
  return systemLineResolution(label, variant).result;
}

/**
 * {@link resolveSystemLine} with the fixes of a refusal as data (internal: the design loader
 * writes them as quick fixes in the file's own style).
 */
export function systemLineResolution(label: unknown, variant: unknown, options: ResolveSystemOptions = {}): SystemLineResolution {
  const r = newReport();
  if (typeof label !== 'string') {
    report(r, 'invalid-value', 'label', `${describeValue(label)} is not a string`);
    return refused(r);
  }
  if (variant !== undefined && variant !== null && typeof variant !== 'string') {
    report(r, 'invalid-value', 'variant', `${describeValue(variant)} is not a string`);
    return refused(r);
  }
  const v = variant ?? undefined;
  const system = chartSystemOf(label);
  const reading = system === undefined ? undefined : CHART_LABELS[system];
  if (system !== undefined && reading !== undefined && reading.kind !== 'catalog') {
    if (reading.kind === 'chart') {
      if (v === undefined) return resolved(r, { kind: 'chart', system });
      report(r, 'unknown-system', 'variant', `${system} is a damage-chart system, which has no variants`, reading.chart);
      return refused(r);
    }
    return reading.kind === 'entry' ? oneEntry(r, system, reading, v) : severalEntries(r, system, reading, v, options.tech);
  }
  const found = findEntry(label, v);
  if (found.ok) return resolved(r, { kind: 'catalog', entry: found.value, chartName: null });
  let fixes: SystemLineFix[] = [];
  for (const d of found.diagnostics) {
    if (d.code === 'unknown-system' && d.path === 'label') {
      // No label at all: the message says both lists were searched, with the closest of both.
      const hint = options.hint === false ? undefined : closestLabel(label);
      // Nothing close: a word of full names (`Quarters`, `Warp`) names the labels to choose from.
      const meant = hint !== undefined || options.hint === false ? [] : labelsNamedBy(label);
      if (hint !== undefined) fixes = [{ label: hint, variant: v ?? null }];
      else fixes = meant.map((m) => ({ label: m.label, variant: v ?? null }));
      report(r, d.code, 'label', meant.length > 0 ? labelOfName(label, meant) : unknownLabel(label, hint));
    } else report(r, d.code, d.path ?? '', d.message, d.source, d.severity);
  }
  return refused(r, fixes);
}

/** A chart name of one catalog entry (`Shuttle` is `Shtl`, `F Hull` is `Hull` variant `F`). */
function oneEntry(r: Report, system: ShipSystem, reading: Extract<ChartLabel, { kind: 'entry' }>, v: string | undefined): SystemLineResolution {
  const found = findEntry(reading.label, reading.variant);
  // The table names entries of the catalog (test/damage/resolve-system.test.ts checks each).
  if (!found.ok) {
    reportAll(r, found.diagnostics);
    return refused(r);
  }
  const entry = found.value;
  if (v === undefined || (entry.variant !== null && fold(entry.variant) === fold(v))) return resolved(r, { kind: 'catalog', entry, chartName: system });
  const shown = entry.variant === null ? `${entry.label} (${entry.name})` : `${entry.label} variant ${entry.variant}`;
  const other = entriesByLabel(reading.label).find((e) => e.variant !== null && fold(e.variant) === fold(v));
  if (other !== undefined) {
    report(r, 'catalog-label-needed', 'label', `${system} is the catalog's ${shown}; for variant ${other.variant}, write label ${entry.label}`, reading.entry);
    return refused(r, [{ label: entry.label, variant: v }]);
  }
  const variants = entriesByLabel(reading.label).map((e) => e.variant ?? '(plain)');
  const why = entry.variant === null ? 'which has no variants' : `and ${entry.label} has no variant ${describeValue(v)} (its variants are ${variants.join(', ')})`;
  report(r, 'unknown-system', 'variant', `${system} is the catalog's ${shown}, ${why}: leave the variant out`, reading.entry);
  return refused(r);
}

/** A chart name of a catalog label of several entries, none plain (`Tractor` is one of the `Trac`s): refused. */
function severalEntries(r: Report, system: ShipSystem, reading: Extract<ChartLabel, { kind: 'variants' }>, v: string | undefined, tech: TechLevel | undefined): SystemLineResolution {
  const entries = entriesByLabel(reading.label);
  const named = v === undefined ? undefined : entries.find((e) => e.variant !== null && fold(e.variant) === fold(v));
  const head = `${system} is the damage chart's name for the catalog's ${reading.label}`;
  if (named !== undefined && v !== undefined) {
    report(r, 'catalog-label-needed', 'label', `${head}: write label ${reading.label}, keeping variant ${named.variant}`, reading.entry);
    return refused(r, [{ label: reading.label, variant: v }]);
  }
  const variants = entries.map((e) => e.variant ?? '(plain)');
  const none = v === undefined ? '' : `, and ${describeValue(v)} is none of them`;
  report(r, 'catalog-label-needed', 'label', `${head}, which comes in ${entries.length} variants (${variants.join(', ')})${none}: write label ${reading.label} with one of them as its variant`, reading.entry);
  const here = tech === undefined ? entries : entries.filter((e) => isAvailableAt(e, tech));
  return refused(r, (here.length > 0 ? here : entries).map((e) => ({ label: reading.label, variant: e.variant })));
}

function resolved(r: Report, value: ResolvedSystemLine): SystemLineResolution {
  return { result: finishReport(r, value), fixes: [] };
}

function refused(r: Report, fixes: readonly SystemLineFix[] = []): SystemLineResolution {
  return { result: failReport(r), fixes };
}
