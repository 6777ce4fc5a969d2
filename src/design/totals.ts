import { resolveSystemLine } from '../damage/resolve-system.js';
import { repairCost, spacesOf } from '../catalog/rules.js';
import { SHIP_SYSTEMS, type ShipState, type ShipSystem } from '../damage/ship.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { UnitPrice } from '../pricing/price.js';
import type { UnitTotals } from '../readout/model.js';
import type { ShipDesign, UnitLine } from './schema.js';

/**
 * A ship's totals, each named for what it sums: its units' build points and power, its systems'
 * spaces and repair, its boxes by chart result. Each sum is exact (the loader refuses a document
 * whose total passes 2^53 - 1, with `points-too-large`).
 */
export interface ShipTotals extends UnitTotals {
  /** Spaces of every catalog system line with a plain figure, times its count (chart systems such as the bridge have none). */
  readonly systemSpaces: number;
  /** Repair cost of every catalog system line with a plain figure, times its count. */
  readonly systemRepair: number;
  /**
   * Boxes by the damage-chart system they are hit as, each box counted once, where the ship state
   * puts it (`buildShip`): a center hull box, hit on F or A Hull, under `C Hull`; the probe
   * launcher, hit on Drone or on the standard chart's Probe, under `Probe`; the catalog's `Tran`,
   * `Shtl`, `Trac` under the chart's `Trans`, `Shuttle`, `Tractor`. Torpedo and drone boxes of unit
   * lines with a `weapon` are counted too. Armor and phasers are counted apart.
   */
  readonly byChartResult: { readonly [S in ShipSystem]?: number };
  /** General armor boxes, every layer. */
  readonly armorBoxes: number;
  /** Phasers: the `phasers` lines and the unit lines whose `weapon` is a phaser type. */
  readonly phasers: number;
  /** System lines whose spaces or repair the catalog does not give as a plain number. */
  readonly unpriced: readonly string[];
}

/** What each total sums, for the messages, and the lines it sums (the diagnostic's path). */
const WHAT = {
  unitBuild: { sum: 'build points of the units', path: 'units' },
  unitPower: { sum: 'power of the units', path: 'units' },
  systemSpaces: { sum: 'spaces of the systems', path: 'systems' },
  systemRepair: { sum: 'repair costs of the systems', path: 'systems' },
} as const;

type Summed = keyof typeof WHAT;

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A total as it is summed: exact, as a bigint, until it is checked against 2^53 - 1. */
type Sums<K extends Summed> = { [P in K]: bigint };

/**
 * The sums of some totals, or the `points-too-large` errors of those past 2^53 - 1 (the largest
 * whole number a JavaScript number holds exactly), each giving its exact value at the path of the
 * lines it sums (`units`, `systems`): a sum is never rounded.
 */
function checked<K extends Summed>(sums: Sums<K>): { readonly ok: true; readonly value: { [P in K]: number } } | { readonly ok: false; readonly diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const value = {} as { [P in K]: number };
  for (const key of Object.keys(sums) as K[]) {
    const sum = sums[key];
    if (sum > MAX) diagnostics.push({ severity: 'error', code: 'points-too-large', path: WHAT[key].path, message: `the sum of the ${WHAT[key].sum} is ${sum}, more than ${Number.MAX_SAFE_INTEGER}` });
    value[key] = Number(sum);
  }
  return diagnostics.length === 0 ? { ok: true, value } : { ok: false, diagnostics };
}

/** The build points and power of unit lines and their prices, each line times its count. */
function unitSums(units: readonly UnitLine[], prices: readonly UnitPrice[]): Sums<'unitBuild' | 'unitPower'> {
  // Exact sums: a build of up to 2^53 - 1 points times a count of up to 10 000 is no double.
  let unitBuild = 0n;
  let unitPower = 0n;
  units.forEach((u, i) => {
    const p = prices[i]!;
    const n = BigInt(u.count ?? 1);
    unitBuild += BigInt(p.build) * n;
    unitPower += BigInt(p.power) * n;
  });
  return { unitBuild, unitPower };
}

/**
 * The totals of a unit list's (or any document's) unit lines (internal: the loader's compile
 * step). Fails with `points-too-large` past 2^53 - 1.
 */
export function unitTotals(units: readonly UnitLine[], prices: readonly UnitPrice[]): { readonly ok: true; readonly value: UnitTotals } | { readonly ok: false; readonly diagnostics: Diagnostic[] } {
  return checked(unitSums(units, prices));
}

/**
 * The totals of a checked ship design, from its prices and the ship state it built (internal:
 * the loader's compile step). The boxes are those of the ship state itself, so that the totals
 * and every view agree. Fails with `points-too-large` past 2^53 - 1.
 */
export function shipTotals(design: ShipDesign, prices: readonly UnitPrice[], ship: ShipState): { readonly ok: true; readonly value: ShipTotals } | { readonly ok: false; readonly diagnostics: Diagnostic[] } {
  let systemSpaces = 0n;
  let systemRepair = 0n;
  const unpriced: string[] = [];
  for (const s of design.systems ?? []) {
    const n = s.count ?? 1;
    const found = resolveSystemLine(s.label, s.variant);
    if (!found.ok || found.value.kind !== 'catalog') continue; // a chart system: not in the catalog, no spaces or repair cost
    const spaces = spacesOf(found.value.entry, n);
    const repair = repairCost(found.value.entry, { boxes: n });
    if (spaces.ok) systemSpaces += BigInt(spaces.value);
    if (repair.ok) systemRepair += BigInt(repair.value);
    if (!spaces.ok || !repair.ok) unpriced.push(s.variant === undefined ? s.label : `${s.label} (${s.variant})`);
  }
  const sums = checked({ ...unitSums(design.units ?? [], prices), systemSpaces, systemRepair });
  if (!sums.ok) return sums;
  return {
    ok: true,
    value: {
      ...sums.value,
      // In the chart systems' fixed order, whatever the order of the lines.
      byChartResult: Object.fromEntries(SHIP_SYSTEMS.flatMap((name) => (ship.systems[name] === undefined ? [] : [[name, ship.systems[name].total]]))),
      armorBoxes: armorBoxesOf(ship),
      phasers: ship.phasers.length,
      unpriced,
    },
  };
}

/** General armor boxes of a ship state. */
function armorBoxesOf(ship: ShipState): number {
  return ship.armor.total;
}
