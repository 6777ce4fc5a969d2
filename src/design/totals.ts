import { findEntry } from '../catalog/queries.js';
import { repairCost, spacesOf } from '../catalog/rules.js';
import type { ChartResult } from '../catalog/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { emit, finish, newSink } from '../diagnostics/sink.js';
import type { UnitPrice } from '../pricing/price.js';
import type { LoadedDocument } from './load.js';
import { readLoaded } from './table.js';

/**
 * A ship's totals: its units' costs and power, its systems' spaces and repair, hits by chart
 * result. Each sum is exact; one that would pass 2^53 - 1 (the largest whole number a JavaScript
 * number holds exactly) is `null` rather than a rounded figure, and `diagnostics` then holds a
 * `points-too-large` error naming the total and giving its exact value.
 */
export interface ShipTotals {
  /** Build points of every unit line times its count; null past 2^53 - 1. */
  readonly unitBuild: number | null;
  /** Power per use (per turn for defenses) of every unit line times its count; null past 2^53 - 1. */
  readonly unitPower: number | null;
  /** Spaces of every catalog system line with a plain figure, times its count; null past 2^53 - 1. */
  readonly systemSpaces: number | null;
  /** Repair cost of every catalog system line with a plain figure, times its count; null past 2^53 - 1. */
  readonly systemRepair: number | null;
  /** Boxes by the damage-chart result they are hit on (as the catalog spells them). */
  readonly byChartResult: { readonly [R in ChartResult]?: number };
  /** System lines whose spaces or repair the catalog does not give as a plain number. */
  readonly unpriced: readonly string[];
  /**
   * Present only when a total is `null`: one `points-too-large` error per such total, at the
   * start of the document. (Absent otherwise, so that the usual totals read as before.)
   */
  readonly diagnostics?: readonly Diagnostic[];
}

/** What each total sums, for the messages. */
const WHAT = {
  unitBuild: 'build points of the units',
  unitPower: 'power of the units',
  systemSpaces: 'spaces of the systems',
  systemRepair: 'repair costs of the systems',
} as const;

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A count or price as a bigint; anything but a whole number from 0 to 2^53 - 1 is a programming error. */
function exact(n: unknown, what: string): bigint {
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return BigInt(n);
  throw new TypeError(`designTotals takes a document from loadDesigns: ${what} is not a whole number`);
}

/**
 * Totals of a loaded ship document (or the unit costs of a unit list: its systems are none).
 * Unit lines that failed to price count as nothing and are left to the diagnostics. A total
 * past 2^53 - 1 is `null` with a `points-too-large` diagnostic (see {@link ShipTotals}).
 *
 * @throws {TypeError} when `loaded` is not a document from `loadDesigns` (a programming error).
 *
 * @example
 * ```ts
 * import { designTotals, loadDesigns } from 'spacedock/design';
 *
 * const yaml = ['format: 1', 'kind: ship', 'name: Cutter', 'sizeClass: 4', 'tech: 3',
 *   'units: [{ name: Laser, spec: 3d6 eZap AP, count: 2 }]',
 *   'systems: [{ label: Lab, count: 2 }, { label: Trac, variant: Mech }]'].join('\n');
 * const r = loadDesigns(yaml, 'cutter.yaml');
 * if (!r.ok || r.documents[0] === undefined) throw new Error(JSON.stringify(r.diagnostics));
 * const t = designTotals(r.documents[0]);
 * // { unitBuild: 46, unitPower: 10, systemSpaces: 4, systemRepair: 12, byChartResult: { Lab: 2, Trac: 1 }, unpriced: [] }
 * if (t.unitBuild !== 2 * 23 || t.systemRepair !== 12 || t.byChartResult.Lab !== 2) throw new Error(JSON.stringify(t));
 *
 * // A sum past 2^53 - 1 is null, with the exact figure in a diagnostic.
 * const huge = loadDesigns('format: 1\nkind: units\ntitle: Big\nunits: [{ name: Wall, spec: 9007199254740991 eDefense, count: 10 }]');
 * const big = huge.documents[0] === undefined ? undefined : designTotals(huge.documents[0]);
 * if (big?.unitBuild !== null || big.diagnostics?.[0]?.code !== 'points-too-large') throw new Error(JSON.stringify(big));
 * ```
 */
export function designTotals(loaded: LoadedDocument): ShipTotals {
  const { document: d, prices, start } = readLoaded(loaded, 'designTotals');
  // Exact sums: a build of up to 2^53 - 1 points times a count of up to 10 000 is no double.
  const sums = { unitBuild: 0n, unitPower: 0n, systemSpaces: 0n, systemRepair: 0n };
  (d.units ?? []).forEach((u, i) => {
    const p: UnitPrice | undefined = prices[i];
    if (p === undefined) return;
    const n = exact(u.count ?? 1, `units[${i}].count`);
    sums.unitBuild += exact(p.build, `prices[${i}].build`) * n;
    sums.unitPower += exact(p.power, `prices[${i}].power`) * n;
  });
  const byChartResult: { [R in ChartResult]?: number } = {};
  const unpriced: string[] = [];
  if (d.kind === 'ship') {
    for (const s of d.systems ?? []) {
      const found = findEntry(s.label, s.variant);
      if (!found.ok) continue;
      const n = s.count ?? 1;
      const spaces = spacesOf(found.value, n);
      const repair = repairCost(found.value, { boxes: n });
      if (spaces.ok) sums.systemSpaces += BigInt(spaces.value);
      if (repair.ok) sums.systemRepair += BigInt(repair.value);
      if (!spaces.ok || !repair.ok) unpriced.push(s.variant === undefined ? s.label : `${s.label} (${s.variant})`);
      for (const r of found.value.hitOn) byChartResult[r] = (byChartResult[r] ?? 0) + n;
    }
  }
  const report = newSink();
  const total = (key: keyof typeof sums): number | null => {
    if (sums[key] <= MAX) return Number(sums[key]);
    emit(report, 'points-too-large', `${key}: the sum of the ${WHAT[key]} is ${sums[key]}, more than ${Number.MAX_SAFE_INTEGER}`, start, start);
    return null;
  };
  const totals = {
    unitBuild: total('unitBuild'),
    unitPower: total('unitPower'),
    systemSpaces: total('systemSpaces'),
    systemRepair: total('systemRepair'),
    byChartResult,
    unpriced,
  };
  const diagnostics = finish(report);
  return diagnostics.length === 0 ? totals : { ...totals, diagnostics };
}
