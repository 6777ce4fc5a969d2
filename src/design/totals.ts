import { findEntry } from '../catalog/queries.js';
import { repairCost, spacesOf } from '../catalog/rules.js';
import { SHIP_SYSTEMS, type ShipState, type ShipSystem } from '../damage/ship.js';
import { buildDesignShip } from './ship.js';
import { documentUnits } from './document-parts.js';
import { finishReport, newReport, report, reportAll } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { LoadedDocument } from './load.js';
import { readLoaded } from './table.js';

/**
 * A ship's totals: its units' costs and power, its systems' spaces and repair, hits by chart
 * result. Each sum is exact (a total past 2^53 - 1 makes {@link designTotals} fail instead).
 */
export interface ShipTotals {
  /** Build points of every unit line times its count. */
  readonly unitBuild: number;
  /** Power per use (per turn for defenses) of every unit line times its count. */
  readonly unitPower: number;
  /** Spaces of every catalog system line with a plain figure, times its count (chart systems such as the bridge have none). */
  readonly systemSpaces: number;
  /** Repair cost of every catalog system line with a plain figure, times its count. */
  readonly systemRepair: number;
  /**
   * Boxes by the damage-chart system they are hit as, each box counted once, where the ship state
   * puts it (`buildShip`): a center hull box, hit on F or A Hull, under `C Hull`; the probe
   * launcher, hit on Drone (Prb on older charts), under `Drone`; the catalog's `Tran`, `Shtl`,
   * `Trac` under the chart's `Trans`, `Shuttle`, `Tractor`. Torpedo and drone boxes of unit lines
   * with a `weapon` are counted too. Armor and phasers are counted apart.
   */
  readonly byChartResult: { readonly [S in ShipSystem]?: number };
  /** Armor boxes: every layer of general armor (`Armor`, `Armor-9`, `Skin` ...) and specific armor. */
  readonly armorBoxes: number;
  /** Phasers: the `phasers` lines and the unit lines whose `weapon` is a phaser type. */
  readonly phasers: number;
  /** System lines whose spaces or repair the catalog does not give as a plain number. */
  readonly unpriced: readonly string[];
}

/** What each total sums, for the messages, and the lines it sums (the diagnostic's path). */
const WHAT = {
  unitBuild: { sum: 'build points of the units', path: 'document.units' },
  unitPower: { sum: 'power of the units', path: 'document.units' },
  systemSpaces: { sum: 'spaces of the systems', path: 'document.systems' },
  systemRepair: { sum: 'repair costs of the systems', path: 'document.systems' },
} as const;

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A count or price as a bigint; anything but a whole number from 0 to 2^53 - 1 is a programming error. */
function exact(n: unknown, what: string): bigint {
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return BigInt(n);
  throw new TypeError(`designTotals takes a document from loadDesigns: ${what} is not a whole number`);
}

/**
 * Totals of a loaded ship document (or the unit costs of a unit list: its systems are none).
 * A sum past 2^53 - 1 (the largest whole number a JavaScript number holds exactly) is not
 * rounded: the result fails with one `points-too-large` error per such total, giving its exact
 * value, at the path of the lines it sums (`document.units`, `document.systems`).
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
 * if (!r.ok || r.value.documents[0] === undefined) throw new Error(JSON.stringify(r.diagnostics));
 * const t = designTotals(r.value.documents[0]);
 * // { unitBuild: 46, unitPower: 10, systemSpaces: 4, systemRepair: 12, byChartResult: { Lab: 2, Tractor: 1 }, armorBoxes: 0, phasers: 0, unpriced: [] }
 * if (!t.ok || t.value.unitBuild !== 2 * 23 || t.value.systemRepair !== 12 || t.value.byChartResult.Lab !== 2) throw new Error(JSON.stringify(t));
 *
 * // A sum past 2^53 - 1 is refused, with the exact figure in the diagnostic.
 * const huge = loadDesigns('format: 1\nkind: units\ntitle: Big\nunits: [{ name: Wall, spec: 9007199254740991 eDefense, count: 10 }]');
 * const big = huge.ok && huge.value.documents[0] !== undefined ? designTotals(huge.value.documents[0]) : undefined;
 * if (big === undefined || big.ok || big.diagnostics[0]?.code !== 'points-too-large' || big.diagnostics[0].path !== 'document.units') throw new Error(JSON.stringify(big));
 * ```
 */
export function designTotals(loaded: LoadedDocument): Result<ShipTotals> {
  const { document: d, prices } = readLoaded(loaded, 'designTotals');
  // Exact sums: a build of up to 2^53 - 1 points times a count of up to 10 000 is no double.
  const sums = { unitBuild: 0n, unitPower: 0n, systemSpaces: 0n, systemRepair: 0n };
  documentUnits(d).forEach((u, i) => {
    const p = prices[i];
    if (typeof p !== 'object' || p === null) throw new TypeError(`designTotals takes a document from loadDesigns: prices[${i}] is not a price`);
    const n = exact(u.count ?? 1, `units[${i}].count`);
    sums.unitBuild += exact(p.build, `prices[${i}].build`) * n;
    sums.unitPower += exact(p.power, `prices[${i}].power`) * n;
  });
  const unpriced: string[] = [];
  const r = newReport();
  let ship: ShipState | undefined;
  if (d.kind === 'ship') {
    for (const s of d.systems ?? []) {
      const n = s.count ?? 1;
      const found = findEntry(s.label, s.variant);
      if (!found.ok) continue; // a chart system: not in the catalog, no spaces or repair cost
      const spaces = spacesOf(found.value, n);
      const repair = repairCost(found.value, { boxes: n });
      if (spaces.ok) sums.systemSpaces += BigInt(spaces.value);
      if (repair.ok) sums.systemRepair += BigInt(repair.value);
      if (!spaces.ok || !repair.ok) unpriced.push(s.variant === undefined ? s.label : `${s.label} (${s.variant})`);
    }
    // The boxes are those of the ship state itself, so that the totals and every view agree (a
    // document from loadDesigns always builds: the loader checks it).
    const built = buildDesignShip(d);
    reportAll(r, built.diagnostics.filter((x) => x.severity === 'error'), 'document');
    ship = built.ok ? built.value : undefined;
  }
  for (const key of ['unitBuild', 'unitPower', 'systemSpaces', 'systemRepair'] as const) {
    if (sums[key] > MAX) report(r, 'points-too-large', WHAT[key].path, `the sum of the ${WHAT[key].sum} is ${sums[key]}, more than ${Number.MAX_SAFE_INTEGER}`);
  }
  return finishReport(r, {
    unitBuild: Number(sums.unitBuild),
    unitPower: Number(sums.unitPower),
    systemSpaces: Number(sums.systemSpaces),
    systemRepair: Number(sums.systemRepair),
    // In the chart systems' fixed order, whatever the order of the lines.
    byChartResult: Object.fromEntries(SHIP_SYSTEMS.flatMap((name) => (ship?.systems[name] === undefined ? [] : [[name, ship.systems[name].total]]))),
    armorBoxes: ship === undefined ? 0 : [...ship.armor, ...ship.specificArmor].reduce((n, a) => n + a.total, 0),
    phasers: ship?.phasers.length ?? 0,
    unpriced,
  });
}
