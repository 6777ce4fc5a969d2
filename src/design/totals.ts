import { resolveSystemLine } from '../damage/resolve-system.js';
import { repairCost, spacesOf } from '../catalog/rules.js';
import type { CatalogEntry } from '../catalog/types.js';
import { SHIP_SYSTEMS, type ShipState, type ShipSystem } from '../damage/ship.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { UnitPrice } from '../pricing/price.js';
import type { PricingProfile } from '../pricing/profile.js';
import type { UnitTotals } from '../readout/model.js';
import type { ShipDesign, SystemLine, UnitLine } from './schema.js';

/**
 * A ship's totals, each named for what it sums: its points (its units' build points plus its box
 * points), its units' build points and power, its systems' spaces and repair, its boxes by kind
 * and by chart result. Each sum is exact (the loader refuses a document whose total passes
 * 2^53 - 1, with `points-too-large`).
 */
export interface ShipTotals extends UnitTotals {
  /**
   * The ship's points: `unitBuild + boxPoints`. What a fleet's `pointsLimit` bounds; with the
   * ready-made profiles, which price no box, the units' build points.
   */
  readonly points: number;
  /**
   * What the ship's boxes cost under its profile (`boxPoints` of `PricingProfile`): shield, hull
   * and armor boxes at their kind's price, and each system line's `count` at its label's price.
   */
  readonly boxPoints: number;
  /** Shield boxes, the six facings together. */
  readonly shieldBoxes: number;
  /** Hull boxes: those the ship state holds in F Hull, A Hull and C Hull (catalog systems treated as hull included). */
  readonly hullBoxes: number;
  /**
   * System boxes: those the ship state holds in every other chart system (control, warp, impulse,
   * power, Trans, Tractor, Shuttle, Lab, Probe, Cargo, Torp, Drone), units' Torp and Drone boxes
   * included. Phasers, armor and the tracks are not among them.
   */
  readonly systemBoxes: number;
  /** Every box of the ship but its tracks: `shieldBoxes + hullBoxes + armorBoxes + systemBoxes + phasers`. */
  readonly boxes: number;
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
  /** Armor boxes: every layer of general armor (`Armor`, `Armor-9`, `Skin` ...) and specific armor. */
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
  boxPoints: { sum: 'box points of the ship', path: 'profile' },
  points: { sum: 'points of the ship (build points of its units and its box points)', path: 'units' },
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
 * The totals of a checked ship design, from its profile, its prices and the ship state it built
 * (internal: the loader's compile step). The boxes are those of the ship state itself, so that
 * the totals and every view agree. Fails with `points-too-large` past 2^53 - 1.
 */
export function shipTotals(design: ShipDesign, profile: PricingProfile, prices: readonly UnitPrice[], ship: ShipState): { readonly ok: true; readonly value: ShipTotals } | { readonly ok: false; readonly diagnostics: Diagnostic[] } {
  const price = boxPrices(profile);
  let systemSpaces = 0n;
  let systemRepair = 0n;
  let lineBoxPoints = 0n;
  const unpriced: string[] = [];
  for (const s of design.systems ?? []) {
    const n = s.count ?? 1;
    const line = resolvedLine(s);
    if (line === undefined) continue; // not reached for a loaded ship: its lines are all known
    lineBoxPoints += BigInt(n) * BigInt(price.ofLabel(line.label));
    if (line.entry === undefined) continue; // a chart system: not in the catalog, no spaces or repair cost
    const spaces = spacesOf(line.entry, n);
    const repair = repairCost(line.entry, { boxes: n });
    if (spaces.ok) systemSpaces += BigInt(spaces.value);
    if (repair.ok) systemRepair += BigInt(repair.value);
    if (!spaces.ok || !repair.ok) unpriced.push(s.variant === undefined ? s.label : `${s.label} (${s.variant})`);
  }
  const boxes = boxesOf(ship);
  const boxPoints = BigInt(boxes.shieldBoxes) * BigInt(price.shield) + BigInt(boxes.hullBoxes) * BigInt(price.hull) + BigInt(boxes.armorBoxes) * BigInt(price.armor) + lineBoxPoints;
  const units = unitSums(design.units ?? [], prices);
  const sums = checked({ ...units, systemSpaces, systemRepair, boxPoints });
  if (!sums.ok) return sums;
  // The points are checked once their parts fit: a part too large is said once, as itself.
  const whole = checked({ points: units.unitBuild + boxPoints });
  if (!whole.ok) return whole;
  const { unitBuild, boxPoints: boxPointsValue, unitPower, systemSpaces: spaces, systemRepair: repair } = sums.value;
  return {
    ok: true,
    value: {
      points: whole.value.points,
      unitBuild,
      boxPoints: boxPointsValue,
      unitPower,
      systemSpaces: spaces,
      systemRepair: repair,
      ...boxes,
      // In the chart systems' fixed order, whatever the order of the lines.
      byChartResult: Object.fromEntries(SHIP_SYSTEMS.flatMap((name) => (ship.systems[name] === undefined ? [] : [[name, ship.systems[name].total]]))),
      unpriced,
    },
  };
}

/** The hull groups: the chart systems whose boxes are hull boxes. */
const HULLS: readonly ShipSystem[] = ['F Hull', 'A Hull', 'C Hull'];

/** A ship state's boxes by kind, and in all (each box counted once: the kinds do not overlap). */
function boxesOf(ship: ShipState): Pick<ShipTotals, 'shieldBoxes' | 'hullBoxes' | 'armorBoxes' | 'systemBoxes' | 'phasers' | 'boxes'> {
  const shieldBoxes = ship.shields.reduce((a, b) => a + b, 0);
  let hullBoxes = 0;
  let systemBoxes = 0;
  for (const name of SHIP_SYSTEMS) {
    const n = ship.systems[name]?.total ?? 0;
    if (HULLS.includes(name)) hullBoxes += n;
    else systemBoxes += n;
  }
  const armorBoxes = armorBoxesOf(ship);
  const phasers = ship.phasers.length;
  return { shieldBoxes, hullBoxes, armorBoxes, systemBoxes, phasers, boxes: shieldBoxes + hullBoxes + armorBoxes + systemBoxes + phasers };
}

/** Armor boxes of a ship state: every layer of general armor, and specific armor. */
function armorBoxesOf(ship: ShipState): number {
  return [...ship.armor, ...ship.specificArmor].reduce((n, a) => n + a.total, 0);
}

/**
 * What a system line names: the label its boxes are priced by (the catalog entry's own label, or
 * the damage-chart system's name), and its catalog entry (none for a chart system). Undefined for
 * a line that names neither. The one place the totals resolve a line (a chart name the catalog
 * does not share is the chart system; any other label is the catalog's).
 */
function resolvedLine(line: SystemLine): { readonly label: string; readonly entry: CatalogEntry | undefined } | undefined {
  const found = resolveSystemLine(line.label, line.variant);
  if (!found.ok) return undefined;
  return found.value.kind === 'chart' ? { label: found.value.system, entry: undefined } : { label: found.value.entry.label, entry: found.value.entry };
}

/** A profile's box prices, with a case-blind lookup of a label's. */
function boxPrices(profile: PricingProfile): { readonly shield: number; readonly hull: number; readonly armor: number; readonly ofLabel: (label: string) => number } {
  const { shield, hull, armor, systems } = profile.boxPoints;
  const byLabel = new Map(Object.entries(systems).map(([label, n]) => [label.toLowerCase(), n]));
  return { shield, hull, armor, ofLabel: (label) => (byLabel.size === 0 ? 0 : (byLabel.get(label.toLowerCase()) ?? 0)) };
}
