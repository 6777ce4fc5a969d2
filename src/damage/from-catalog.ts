import { entriesByLabel, findEntry } from '../catalog/queries.js';
import type { CatalogEntry, ChartResult } from '../catalog/types.js';
import { deepFreeze } from '../rules/freeze.js';
import { buildShip, MAX_BOXES, type ArmorKind, type BuildResult, type ShipDescription, type ShipSystem } from './ship.js';

/**
 * Where a catalog system's "hit on" result lands on the standard chart: the SFB:TNG names
 * (`Tran`, `Shtl`, `Trac`, `Prb`) are the chart's `Trans`, `Shuttle`, `Tractor`, `Probe`; plain
 * `Hull` and the center hull (hit on both F and A Hull) are the center group; `Armor` is armor.
 * {@link shipFromCatalog} places catalog systems with it.
 *
 * @example
 * ```ts
 * import { CATALOG_HIT_TO_SYSTEM } from 'spacedock/damage';
 *
 * // The catalog's 'Shtl' is the chart's 'Shuttle'; plain 'Hull' is the center hull.
 * if (CATALOG_HIT_TO_SYSTEM.Shtl !== 'Shuttle' || CATALOG_HIT_TO_SYSTEM.Hull !== 'C Hull') throw new Error('renamed');
 * ```
 */
export const CATALOG_HIT_TO_SYSTEM: { readonly [R in ChartResult]: ShipSystem | 'armor' } = /* @__PURE__ */ deepFreeze({
  'F Hull': 'F Hull',
  'A Hull': 'A Hull',
  Hull: 'C Hull',
  Lab: 'Lab',
  Armor: 'armor',
  Tran: 'Trans',
  Cargo: 'Cargo',
  Shtl: 'Shuttle',
  Trac: 'Tractor',
  Drone: 'Drone',
  Prb: 'Probe',
  Flag: 'Flag',
});

/**
 * Catalog armor that a volley cannot place as general armor; a ship with it is refused rather
 * than built with its armor silently missing. Their rules are helpers of their own (armor.ts).
 */
const UNSUPPORTED_ARMOR: readonly { readonly label: string; readonly variant?: string; readonly why: string }[] = [
  { label: 'Armor', variant: 'Breen', why: 'it acts as shields (see breenArmorActsAsShields)' },
  { label: 'Armor', variant: 'Specific', why: 'it guards one system (see routeSpecificArmorHit)' },
  { label: 'Skin', why: 'Species 8472 Skin takes 300 points a box each turn (see applySkinDamage)' },
];

/** A ship made of SFB:TNG catalog systems, for {@link shipFromCatalog}. */
export interface CatalogShipDescription extends Omit<ShipDescription, 'systems' | 'armor'> {
  readonly systems: readonly { readonly label: string; readonly variant?: string; readonly boxes: number }[];
  /** Chart systems that are not hull systems (warp engines, bridge, weapons), by box count. */
  readonly other?: ShipDescription['systems'];
}

/**
 * Builds a ship from SFB:TNG catalog systems: each system's boxes go to the chart system its
 * "hit on" result names (a center hull box, hit on either hull result, joins the center group;
 * the probe launcher, hit on Drone or on the older chart's Prb, joins Drone). Systems the seed
 * says are not hit in combat add no boxes and are listed in `notHit`. An entry that prints no
 * hit result but is treated as another system (Borg armor as Armor) is hit as that system.
 *
 * @example
 * ```ts
 * import { remaining, shipFromCatalog } from 'spacedock/damage';
 *
 * const r = shipFromCatalog({
 *   name: 'Explorer', shields: 20, other: { Bridge: 2 },
 *   systems: [{ label: 'Lab', boxes: 2 }, { label: 'Tran', variant: 'normal', boxes: 3 }, { label: 'Armor', boxes: 4 }],
 * });
 * if (!r.ok) throw new Error(r.reasons.join('; '));
 * // Tran boxes are the chart's Trans; Armor is general armor.
 * if (remaining(r.ship, 'Trans') !== 3 || r.ship.armor.total !== 4) throw new Error(JSON.stringify(r.ship.systems));
 * ```
 */
export function shipFromCatalog(d: CatalogShipDescription): BuildResult & { readonly notHit?: readonly string[] } {
  const reasons: string[] = [];
  const counts: { [S in ShipSystem]?: number } = { ...(d.other ?? {}) };
  let armor = 0;
  let armorKind: ArmorKind | undefined;
  const notHit: string[] = [];
  if (d === null || typeof d !== 'object' || !Array.isArray(d.systems)) return { ok: false, reasons: ['a catalog ship is an object with a list of systems'] };
  for (const [i, raw] of d.systems.entries()) {
    const s = raw as { label?: unknown; variant?: unknown; boxes?: unknown } | null;
    if (s === null || typeof s !== 'object' || typeof s.label !== 'string') {
      reasons.push(`systems[${i}]: an object with a label and boxes`);
      continue;
    }
    if (!(typeof s.boxes === 'number' && Number.isInteger(s.boxes) && s.boxes >= 0 && s.boxes <= MAX_BOXES)) {
      reasons.push(`systems[${i}].boxes: a whole number from 0 to ${MAX_BOXES}`);
      continue;
    }
    if (s.variant !== undefined && typeof s.variant !== 'string') {
      reasons.push(`systems[${i}].variant: a variant name`);
      continue;
    }
    const boxes = s.boxes;
    const found = findEntry(s.label, s.variant);
    if (!found.ok) {
      reasons.push(`systems[${i}]: ${found.diagnostics.map((x) => x.message).join('; ')}`);
      continue;
    }
    const e = found.value;
    const unsupported = UNSUPPORTED_ARMOR.find((u) => u.label === e.label && (u.variant === undefined || u.variant === e.variant));
    if (unsupported !== undefined) {
      reasons.push(`systems[${i}]: ${e.label}${e.variant === null ? '' : ` (${e.variant})`} is armor the volley does not model: ${unsupported.why}`);
      continue;
    }
    const hitOn = e.hitOn.length > 0 ? e.hitOn : hitOnThroughTreatAs(e);
    if (hitOn.length === 0) {
      notHit.push(e.variant === null ? e.label : `${e.label} (${e.variant})`);
      continue;
    }
    const target = hitOn.includes('F Hull') && hitOn.includes('A Hull') ? 'C Hull' : CATALOG_HIT_TO_SYSTEM[hitOn[0]!];
    if (target === 'armor') {
      armor += boxes;
      const kind = e.label === 'Armor-9' ? 'armor-9' : e.label === 'Armor' && e.variant === 'Borg' ? 'borg' : 'standard';
      if (armorKind !== undefined && armorKind !== kind) reasons.push(`systems[${i}]: a ship has one kind of general armor; this one mixes ${armorKind} and ${kind}`);
      armorKind = kind;
    }
    else counts[target] = (counts[target] ?? 0) + boxes;
  }
  if (reasons.length > 0) return { ok: false, reasons };
  const built = buildShip({ ...d, systems: counts, armor, ...(armorKind === undefined ? {} : { armorKind }) });
  return built.ok ? { ...built, notHit } : built;
}

/**
 * The hit results of an entry that prints none but is "treated as" another system (Borg armor
 * as Armor, LAB 2 as Lab): the other system's (its plain entry, or all its variants if they agree).
 */
function hitOnThroughTreatAs(e: CatalogEntry): readonly ChartResult[] {
  for (const label of e.treatAs) {
    // The plain entry of the label if there is one (Armor, not its variants), else all must agree.
    const plain = findEntry(label);
    const candidates = plain.ok ? [plain.value] : entriesByLabel(label);
    const results = new Set(candidates.map((x) => x.hitOn.join('|')));
    if (results.size === 1) {
      const only = [...results][0]!;
      if (only !== '') return only.split('|') as ChartResult[];
    }
  }
  return [];
}
