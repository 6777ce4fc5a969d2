import { entriesByLabel, findEntry } from '../catalog/queries.js';
import type { CatalogEntry, ChartResult } from '../catalog/types.js';
import { deepFreeze } from '../rules/freeze.js';
import { buildShip, type ArmorKind, type BuildResult, type ShipDescription, type ShipSystem } from './ship.js';

/**
 * Where a catalog system's "hit on" result lands on the standard chart: the SFB:TNG names
 * (`Tran`, `Shtl`, `Trac`, `Prb`) are the chart's `Trans`, `Shuttle`, `Tractor`, `Probe`; plain
 * `Hull` and the center hull (hit on both F and A Hull) are the center group; `Armor` is armor.
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
 */
export function shipFromCatalog(d: CatalogShipDescription): BuildResult & { readonly notHit?: readonly string[] } {
  const reasons: string[] = [];
  const counts: { [S in ShipSystem]?: number } = { ...(d.other ?? {}) };
  let armor = 0;
  let armorKind: ArmorKind | undefined;
  const notHit: string[] = [];
  for (const [i, s] of (d.systems ?? []).entries()) {
    const found = findEntry(s.label, s.variant);
    if (!found.ok) {
      reasons.push(`systems[${i}]: ${found.diagnostics.map((x) => x.message).join('; ')}`);
      continue;
    }
    const e = found.value;
    const hitOn = e.hitOn.length > 0 ? e.hitOn : hitOnThroughTreatAs(e);
    if (hitOn.length === 0) {
      notHit.push(e.variant === null ? e.label : `${e.label} (${e.variant})`);
      continue;
    }
    const target = hitOn.includes('F Hull') && hitOn.includes('A Hull') ? 'C Hull' : CATALOG_HIT_TO_SYSTEM[hitOn[0]!];
    if (target === 'armor') {
      armor += s.boxes;
      const kind = e.label === 'Armor-9' ? 'armor-9' : e.label === 'Armor' && e.variant === 'Borg' ? 'borg' : 'standard';
      if (armorKind !== undefined && armorKind !== kind) reasons.push(`systems[${i}]: a ship has one kind of general armor; this one mixes ${armorKind} and ${kind}`);
      armorKind = kind;
    }
    else counts[target] = (counts[target] ?? 0) + s.boxes;
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
