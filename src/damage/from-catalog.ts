import { entriesByLabel, findEntry } from '../catalog/queries.js';
import type { CatalogEntry, ChartResult } from '../catalog/types.js';
import { deepFreeze } from '../rules/freeze.js';
import { MAX_BOXES } from './limits.js';
import { isPlainRecord, isWhole, need, problemReason, readPlain, show, unknownFields } from './plain.js';
import { assembleShip, readShipParts, readSystemCounts } from './build-ship.js';
import type { ArmorKind, BuildResult, ShipDescription, ShipSystem } from './ship.js';

/** The fields a catalog ship description may have. */
const CATALOG_FIELDS: readonly string[] = ['name', 'shields', 'armorKind', 'systems', 'other', 'phasers', 'shuttlesAboard', 'tracks'];

/** No catalog label or variant is near this long; a longer one is refused before any lookup. */
const MAX_LABEL_LENGTH = 200;

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
  const read = readPlain(d, '');
  if (read.problems.length > 0) return { ok: false, reasons: read.problems.map(problemReason) };
  const desc = read.value;
  if (!isPlainRecord(desc) || !Array.isArray(desc['systems'])) {
    return { ok: false, reasons: [need('systems', isPlainRecord(desc) ? desc['systems'] : desc, 'a list of catalog systems (a catalog ship is an object with a list of systems)')] };
  }
  const reasons: string[] = [];
  unknownFields(desc, '', CATALOG_FIELDS, 'a catalog ship description', reasons);
  const counts = readSystemCounts(desc['other'], 'other', reasons);
  let armor = 0;
  let armorKind: ArmorKind | undefined;
  const notHit: string[] = [];
  const list = desc['systems'];
  for (let i = 0; i < list.length; i++) {
    const at = `systems[${i}]`;
    const s: unknown = list[i];
    if (!isPlainRecord(s)) {
      reasons.push(need(at, s, 'an object with a label and boxes'));
      continue;
    }
    const before = reasons.length;
    unknownFields(s, at, ['label', 'variant', 'boxes'], 'a catalog system', reasons);
    const { label, variant, boxes } = s;
    if (typeof label !== 'string' || label.length > MAX_LABEL_LENGTH) reasons.push(need(`${at}.label`, label, `a catalog label (at most ${MAX_LABEL_LENGTH} characters)`));
    if (variant !== undefined && (typeof variant !== 'string' || variant.length > MAX_LABEL_LENGTH)) reasons.push(need(`${at}.variant`, variant, 'a variant name'));
    if (!isWhole(boxes, 0, MAX_BOXES)) reasons.push(need(`${at}.boxes`, boxes, `a whole number from 0 to ${MAX_BOXES}`));
    if (reasons.length > before) continue;
    const found = findEntry(label as string, variant as string | undefined);
    if (!found.ok) {
      reasons.push(`${at}: ${found.diagnostics.map((x) => x.message).join('; ')}`);
      continue;
    }
    const e = found.value;
    const unsupported = UNSUPPORTED_ARMOR.find((u) => u.label === e.label && (u.variant === undefined || u.variant === e.variant));
    if (unsupported !== undefined) {
      reasons.push(`${at}: ${e.label}${e.variant === null ? '' : ` (${e.variant})`} is armor the volley does not model: ${unsupported.why}`);
      continue;
    }
    const hitOn = e.hitOn.length > 0 ? e.hitOn : hitOnThroughTreatAs(e);
    if (hitOn.length === 0) {
      notHit.push(e.variant === null ? e.label : `${e.label} (${e.variant})`);
      continue;
    }
    const target = hitOn.includes('F Hull') && hitOn.includes('A Hull') ? 'C Hull' : CATALOG_HIT_TO_SYSTEM[hitOn[0]!];
    const n = boxes as number;
    if (target === 'armor') {
      armor += n;
      if (armor > MAX_BOXES) reasons.push(`${at}.boxes: the armor boxes add up to ${armor}, more than MAX_BOXES (${MAX_BOXES})`);
      const kind = e.label === 'Armor-9' ? 'armor-9' : e.label === 'Armor' && e.variant === 'Borg' ? 'borg' : 'standard';
      if (armorKind !== undefined && armorKind !== kind) reasons.push(`${at}: a ship has one kind of general armor; this one mixes ${armorKind} and ${kind}`);
      armorKind = kind;
    } else {
      const sum = (counts.get(target) ?? 0) + n;
      if (sum > MAX_BOXES) reasons.push(`${at}.boxes: the ${target} boxes add up to ${sum}, more than MAX_BOXES (${MAX_BOXES})`);
      counts.set(target, sum);
    }
  }
  const givenKind = desc['armorKind'];
  if (armorKind !== undefined && givenKind !== undefined && givenKind !== armorKind) {
    reasons.push(`armorKind: ${show(givenKind)} does not match the catalog armor, which is ${armorKind}`);
  }
  const parts = readShipParts(desc, reasons);
  const built = assembleShip(armorKind === undefined ? parts : { ...parts, armorKind }, counts, armor, reasons);
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
