import { findEntry } from '../catalog/queries.js';
import { repairCost, spacesOf } from '../catalog/rules.js';
import type { ChartResult } from '../catalog/types.js';
import type { UnitPrice } from '../pricing/price.js';
import type { LoadedDocument } from './load.js';

/** A ship's totals: its units' costs and power, its systems' spaces and repair, hits by chart result. */
export interface ShipTotals {
  /** Build points of every unit line times its count. */
  readonly unitBuild: number;
  /** Power per use (per turn for defenses) of every unit line times its count. */
  readonly unitPower: number;
  /** Spaces of every catalog system line with a plain figure, times its count. */
  readonly systemSpaces: number;
  /** Repair cost of every catalog system line with a plain figure, times its count. */
  readonly systemRepair: number;
  /** Boxes by the damage-chart result they are hit on (as the catalog spells them). */
  readonly byChartResult: { readonly [R in ChartResult]?: number };
  /** System lines whose spaces or repair the catalog does not give as a plain number. */
  readonly unpriced: readonly string[];
}

/**
 * Totals of a loaded ship document (or the unit costs of a unit list: its systems are none).
 * Unit lines that failed to price count as nothing and are left to the diagnostics.
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
 * ```
 */
export function designTotals(loaded: LoadedDocument): ShipTotals {
  const d = loaded.document;
  let unitBuild = 0;
  let unitPower = 0;
  (d.units ?? []).forEach((u, i) => {
    const p: UnitPrice | undefined = loaded.prices[i];
    if (p === undefined) return;
    const n = u.count ?? 1;
    unitBuild += p.build * n;
    unitPower += p.power * n;
  });
  let systemSpaces = 0;
  let systemRepair = 0;
  const byChartResult: { [R in ChartResult]?: number } = {};
  const unpriced: string[] = [];
  if (d.kind === 'ship') {
    for (const s of d.systems ?? []) {
      const found = findEntry(s.label, s.variant);
      if (!found.ok) continue;
      const n = s.count ?? 1;
      const spaces = spacesOf(found.value, n);
      const repair = repairCost(found.value, { boxes: n });
      if (spaces.ok) systemSpaces += spaces.value;
      if (repair.ok) systemRepair += repair.value;
      if (!spaces.ok || !repair.ok) unpriced.push(s.variant === undefined ? s.label : `${s.label} (${s.variant})`);
      for (const r of found.value.hitOn) byChartResult[r] = (byChartResult[r] ?? 0) + n;
    }
  }
  return { unitBuild, unitPower, systemSpaces, systemRepair, byChartResult, unpriced };
}
