/**
 * A document's pricing profile (`specs/design-format.md` 3, `specs/pricing.md` 7): what its
 * `profile` field writes, resolved into a whole profile and checked, each problem an
 * `invalid-profile` at the option's path in the document (internal: the loader and
 * `validateDesign` read it).
 */
import { entriesByLabel } from '../catalog/queries.js';
import { CHART_LABELS } from '../damage/chart-labels.js';
import { closestLabel } from '../damage/label-hints.js';
import { chartSystemOf } from '../damage/system-names.js';
import { describeValue } from '../diagnostics/describe.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { pathJoin } from '../diagnostics/path.js';
import { newReport } from '../diagnostics/report.js';
import type { PricingProfile } from '../pricing/profile.js';
import { resolveProfile } from '../pricing/resolve-profile.js';
import type { DesignProfile } from './schema.js';

/** The path of a document's profile, under which every problem of it is reported. */
const AT = 'profile';

/** The labels of `boxPoints.systems` checked against the catalog and the chart (more are the profile's error). */
const MAX_CHECKED_LABELS = 1000;

/** A document's profile, resolved: the profile (undefined when it has an error) and its problems. */
export interface DocumentProfile {
  readonly profile: PricingProfile | undefined;
  /**
   * Each problem, with its path in the document (`profile.boxPoints.systems.Lab`); `onKey` marks
   * one about a label itself (it is placed at the key), and `suggestion` the label meant.
   */
  readonly diagnostics: readonly (Diagnostic & { readonly path: string; readonly onKey?: true })[];
}

/**
 * Resolves what a document's `profile` writes (absent: the default profile) and checks it: the
 * options' values, as `priceUnit` checks a profile, and each label `boxPoints.systems` prices,
 * which must be what a system line resolves to: a catalog label (`Trac`, not its alias or full
 * name) or a damage-chart system's name (`Bridge`), in any case. A label no line could have would
 * price nothing, silently: it is refused, with the closest label.
 */
export function documentProfile(written: DesignProfile | undefined): DocumentProfile {
  const r = newReport();
  const profile = resolveProfile(written, r, AT);
  const diagnostics: (Diagnostic & { readonly path: string; readonly onKey?: true })[] = r.diagnostics.map((d) => ({ ...d, path: d.path ?? AT }));
  const systems = typeof written === 'object' ? written.boxPoints?.systems : undefined;
  if (systems !== undefined && Object.keys(systems).length <= MAX_CHECKED_LABELS) {
    for (const label of Object.keys(systems)) {
      const problem = unknownLabel(label);
      if (problem === undefined) continue;
      const path = pathJoin(pathJoin(pathJoin(AT, 'boxPoints'), 'systems'), label);
      diagnostics.push({ severity: 'error', code: 'invalid-profile', message: problem.message, path, onKey: true, ...(problem.label === undefined ? {} : { suggestions: [problem.label] }) });
    }
  }
  return { profile: diagnostics.length === 0 ? profile : undefined, diagnostics };
}

/**
 * Why a label of `boxPoints.systems` prices no line, with the label meant; undefined for a label a
 * line resolves to (a catalog entry's label, or a chart system's name).
 */
function unknownLabel(label: string): { readonly message: string; readonly label: string | undefined } | undefined {
  const system = chartSystemOf(label);
  const reading = system === undefined ? undefined : CHART_LABELS[system];
  if (system !== undefined && (reading?.kind === 'chart' || reading?.kind === 'catalog')) return undefined;
  // The chart's name of a catalog system (`Shuttle`): its lines are the catalog's, priced by its label.
  if (system !== undefined && (reading?.kind === 'entry' || reading?.kind === 'variants')) {
    return { message: `${describeValue(label)} is the damage chart's name of the catalog's ${reading.label}; a line is priced by the catalog's label, ${reading.label}`, label: reading.label };
  }
  const entries = entriesByLabel(label);
  const lower = label.toLowerCase();
  if (entries.some((e) => e.label.toLowerCase() === lower)) return undefined;
  // An alias or a full name: the lines that write it are priced by the entry's own label.
  const own = entries[0]?.label;
  if (own !== undefined) return { message: `${describeValue(label)} is another name of ${own}; a line is priced by the catalog's label, ${own}`, label: own };
  const near = ownLabel(closestLabel(label));
  return { message: `no catalog entry or damage-chart system has the label ${describeValue(label)}${near === undefined ? '' : `; did you mean ${near}?`}`, label: near };
}

/**
 * A key of the price memo for a resolved profile: two profiles share it exactly when they are the
 * same readings with the same name, so that documents of different profiles never share a price.
 */
export function profileKey(p: PricingProfile): string {
  const systems = Object.entries(p.boxPoints.systems).map(([label, n]) => [label.toLowerCase(), n] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return JSON.stringify([p.name, p.powerDivisor, p.rangeBasis, p.rangeFactor, p.limitDefaultFactor, p.rounding.active, p.rounding.build, p.rounding.power, p.rounding.range, p.boxPoints.shield, p.boxPoints.hull, p.boxPoints.armor, systems]);
}

/** A label as a line resolves it: a chart system's name (or the catalog label its chart name stands for), or the catalog entry's own label for an alias. */
function ownLabel(label: string | undefined): string | undefined {
  if (label === undefined) return undefined;
  const system = chartSystemOf(label);
  const reading = system === undefined ? undefined : CHART_LABELS[system];
  if (system !== undefined && reading !== undefined) return reading.kind === 'chart' ? system : reading.label;
  return entriesByLabel(label)[0]?.label ?? label;
}
