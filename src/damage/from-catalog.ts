import { findEntry } from '../catalog/queries.js';
import type { ChartResult } from '../catalog/types.js';
import { deepFreeze } from '../rules/freeze.js';
import { buildShip, type BuildResult, type ShipDescription, type ShipSystem } from './ship.js';

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
 * says are not hit in combat add no boxes and are listed in `notHit`.
 */
export function shipFromCatalog(d: CatalogShipDescription): BuildResult & { readonly notHit?: readonly string[] } {
  const reasons: string[] = [];
  const counts: { [S in ShipSystem]?: number } = { ...(d.other ?? {}) };
  let armor = 0;
  const notHit: string[] = [];
  for (const [i, s] of (d.systems ?? []).entries()) {
    const found = findEntry(s.label, s.variant);
    if (!found.ok) {
      reasons.push(`systems[${i}]: ${found.diagnostics.map((x) => x.message).join('; ')}`);
      continue;
    }
    const e = found.value;
    if (e.hitOn.length === 0) {
      notHit.push(e.variant === null ? e.label : `${e.label} (${e.variant})`);
      continue;
    }
    const target = e.hitOn.includes('F Hull') && e.hitOn.includes('A Hull') ? 'C Hull' : CATALOG_HIT_TO_SYSTEM[e.hitOn[0]!];
    if (target === 'armor') armor += s.boxes;
    else counts[target] = (counts[target] ?? 0) + s.boxes;
  }
  if (reasons.length > 0) return { ok: false, reasons };
  const built = buildShip({ ...d, systems: counts, armor });
  return built.ok ? { ...built, notHit } : built;
}
