import { deepFreeze } from '../rules/freeze.js';
import { entriesByLabel, findEntry } from '../catalog/queries.js';
import type { CatalogEntry, ChartResult } from '../catalog/types.js';
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { ours } from '../rules/source.js';
import { MAX_BOXES } from '../input/limits.js';
import { isPlainRecord, isWhole, readRecordInto, reportNeed, reportUnknownFields, show } from '../input/plain.js';
import type { ShipDescription } from './build-ship.js';
import { CATALOG_HIT_TO_SYSTEM } from './catalog-hits.js';
import type { ArmorKind, ShipState, ShipSystem } from './ship.js';
import { assembleShip, readShipParts, readSystemCounts } from './ship-parts.js';

/**
 * Where the boxes of a catalog system that is to be "treated as Hull" (Shop, Cell) go: the
 * `center` hull group (the default: the plain Hull of the catalog, hit on either hull result),
 * the `forward` or the `aft` group, or nowhere (`not-hit`: the catalog prints no hit result for
 * them, and this reading takes that literally).
 */
export type TreatAsHull = 'center' | 'forward' | 'aft' | 'not-hit';

/** A ship made of SFB:TNG catalog systems, for {@link shipFromCatalog}. */
export interface CatalogShipDescription extends Omit<ShipDescription, 'systems' | 'armor'> {
  readonly systems: readonly { readonly label: string; readonly variant?: string; readonly boxes: number }[];
  /** Chart systems that are not hull systems (warp engines, bridge, weapons), by box count. */
  readonly other?: ShipDescription['systems'];
  /** Where Shop and Cell boxes go (`center` by default); see {@link TreatAsHull}. */
  readonly treatAsHull?: TreatAsHull;
}

/** The fields a catalog ship description may have. */
const CATALOG_FIELDS: readonly string[] = ['name', 'shields', 'armorKind', 'systems', 'other', 'phasers', 'shuttlesAboard', 'tracks', 'treatAsHull'];
const SYSTEM_FIELDS: readonly string[] = ['label', 'variant', 'boxes'];

/** No catalog label or variant is near this long; a longer one is refused before any lookup. */
const MAX_LABEL_LENGTH = 200;

/** The hull group each reading of "treat as Hull" puts the boxes in. */
const HULL_GROUP: { readonly [T in TreatAsHull]: ShipSystem | undefined } = /* @__PURE__ */ deepFreeze({ center: 'C Hull', forward: 'F Hull', aft: 'A Hull', 'not-hit': undefined });

/**
 * Catalog armor that a volley cannot place as general armor; a ship with it is refused rather
 * than built with its armor silently missing. Their rules are helpers of their own.
 */
const UNSUPPORTED_ARMOR: readonly { readonly label: string; readonly variant?: string; readonly why: string }[] = /* @__PURE__ */ deepFreeze([
  { label: 'Armor', variant: 'Breen', why: 'it acts as shields (see breenArmorActsAsShields)' },
  { label: 'Armor', variant: 'Specific', why: 'it guards one system (see routeSpecificArmorHit)' },
  { label: 'Skin', why: 'Species 8472 Skin takes 300 points a box each turn (see applySkinDamage)' },
]);

/** The reading of "treat as Hull" as a whole group (`specs/damage.md` §1). */
const TREAT_AS_HULL_READING = ours('catalog ships: "treat as Hull" boxes join a hull group');

/**
 * Builds a ship from SFB:TNG catalog systems: each system's boxes go to the chart system its
 * "hit on" result names (a center hull box, hit on either hull result, joins the center group;
 * the probe launcher, hit on Drone or on the older chart's Prb, joins Drone). An entry that
 * prints no hit result but is treated as another system (Borg armor as Armor) is hit as that
 * system; Shop and Cell, which the catalog says to "treat as Hull", join the center hull group
 * (or the group `treatAsHull` names, or none with `'not-hit'`). A system that is not hit in
 * combat adds no boxes, and is reported as an `info` diagnostic `system-not-hit` at its path
 * (`systems[3]`), which does not make the result fail.
 *
 * @example
 * ```ts
 * import { remaining, shipFromCatalog } from 'spacedock/damage';
 *
 * const r = shipFromCatalog({
 *   name: 'Explorer', shields: 20, other: { Bridge: 2 },
 *   systems: [{ label: 'Lab', boxes: 2 }, { label: 'Tran', variant: 'normal', boxes: 3 }, { label: 'Armor', boxes: 4 },
 *     { label: 'Shop', boxes: 2 }, { label: 'Reflective Hull', boxes: 1 }],
 * });
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
 * // Tran boxes are the chart's Trans; Armor is general armor; Shop is center hull.
 * if (remaining(r.value, 'Trans') !== 3 || r.value.armor.total !== 4 || remaining(r.value, 'C Hull') !== 2) throw new Error(JSON.stringify(r.value.systems));
 * // The Reflective Hull is not hit in combat: an info diagnostic, not an error.
 * const info = r.diagnostics[0]; // { severity: 'info', code: 'system-not-hit', path: 'systems[4]', ... }
 * if (info?.code !== 'system-not-hit' || info.path !== 'systems[4]') throw new Error(JSON.stringify(info));
 * ```
 */
export function shipFromCatalog(description: CatalogShipDescription): Result<ShipState> {
  const r = newReport();
  const desc = readRecordInto(description, '', 'a catalog ship description (an object with a list of systems)', r);
  if (desc === undefined) return failReport(r);
  const list = desc['systems'];
  if (!Array.isArray(list)) {
    reportNeed(r, 'systems', list, 'a list of catalog systems');
    return failReport(r);
  }
  reportUnknownFields(r, desc, '', CATALOG_FIELDS, 'a catalog ship description');
  const treatAsHull = desc['treatAsHull'] ?? 'center';
  const known = typeof treatAsHull === 'string' && Object.hasOwn(HULL_GROUP, treatAsHull);
  if (!known) reportNeed(r, 'treatAsHull', treatAsHull, 'center, forward, aft or not-hit');
  // (A ship with an unknown reading fails; its Shop and Cell boxes are placed as by default meanwhile.)
  const hullGroup = known ? HULL_GROUP[treatAsHull as TreatAsHull] : HULL_GROUP.center;
  const counts = readSystemCounts(desc['other'], 'other', r);
  let armor = 0;
  let armorKind: ArmorKind | undefined;
  for (let i = 0; i < list.length; i++) {
    const at = pathJoin('systems', i);
    const placed = placeSystem(list[i], at, hullGroup, r);
    if (placed === undefined) continue;
    const { entry, target, boxes } = placed;
    if (target === 'armor') {
      armor += boxes;
      if (armor > MAX_BOXES) report(r, 'too-many-boxes', pathJoin(at, 'boxes'), `brings the armor boxes to ${armor}, more than MAX_BOXES (${MAX_BOXES})`);
      const kind = entry.label === 'Armor-9' ? 'armor-9' : entry.label === 'Armor' && entry.variant === 'Borg' ? 'borg' : 'standard';
      if (armorKind !== undefined && armorKind !== kind) report(r, 'armor-kinds-mixed', at, `${kind} armor on a ship whose armor is ${armorKind}; a ship has one kind of general armor`);
      armorKind = kind;
    } else {
      const sum = (counts.get(target) ?? 0) + boxes;
      if (sum > MAX_BOXES) report(r, 'too-many-boxes', pathJoin(at, 'boxes'), `brings the ${target} boxes to ${sum}, more than MAX_BOXES (${MAX_BOXES})`);
      counts.set(target, sum);
    }
  }
  const givenKind = desc['armorKind'];
  if (armorKind !== undefined && givenKind !== undefined && givenKind !== armorKind) {
    report(r, 'armor-kind-mismatch', 'armorKind', `${show(givenKind)} does not match the catalog armor, which is ${armorKind}`);
  }
  const parts = readShipParts(desc, r);
  return finishReport(r, assembleShip(armorKind === undefined ? parts : { ...parts, armorKind }, counts, armor, r));
}

/** One catalog system checked and looked up: where its boxes go, or undefined (reported, or not hit). */
function placeSystem(s: unknown, at: string, hullGroup: ShipSystem | undefined, r: Report): { readonly entry: CatalogEntry; readonly target: ShipSystem | 'armor'; readonly boxes: number } | undefined {
  if (!isPlainRecord(s)) {
    reportNeed(r, at, s, 'a catalog system: an object with a label and boxes');
    return undefined;
  }
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, s, at, SYSTEM_FIELDS, 'a catalog system');
  const { label, variant, boxes } = s;
  if (typeof label !== 'string' || label.length > MAX_LABEL_LENGTH) reportNeed(r, pathJoin(at, 'label'), label, `a catalog label (at most ${MAX_LABEL_LENGTH} characters)`);
  if (variant !== undefined && (typeof variant !== 'string' || variant.length > MAX_LABEL_LENGTH)) reportNeed(r, pathJoin(at, 'variant'), variant, 'a variant name');
  if (!isWhole(boxes, 0, MAX_BOXES)) reportNeed(r, pathJoin(at, 'boxes'), boxes, `a whole number from 0 to ${MAX_BOXES}`);
  if (r.diagnostics.length + r.dropped > before) return undefined;
  const found = findEntry(label as string, variant as string | undefined);
  if (!found.ok) {
    // The variant is at fault only when the label is known (and a variant was given).
    const field = variant !== undefined && entriesByLabel(label as string).length > 0 ? 'variant' : 'label';
    for (const d of found.diagnostics) report(r, d.code, pathJoin(at, field), d.message, undefined, d.severity);
    return undefined;
  }
  const e = found.value;
  const name = e.variant === null ? e.label : `${e.label} (${e.variant})`;
  const unsupported = UNSUPPORTED_ARMOR.find((u) => u.label === e.label && (u.variant === undefined || u.variant === e.variant));
  if (unsupported !== undefined) {
    report(r, 'armor-not-modelled', at, `${name} is armor a volley does not model: ${unsupported.why}`, e.source);
    return undefined;
  }
  const hitOn = e.hitOn.length > 0 ? e.hitOn : hitOnThroughTreatAs(e);
  if (hitOn.length > 0) {
    const target = hitOn.includes('F Hull') && hitOn.includes('A Hull') ? 'C Hull' : CATALOG_HIT_TO_SYSTEM[hitOn[0]!];
    return { entry: e, target, boxes: boxes as number };
  }
  if (treatsAsHull(e)) {
    if (hullGroup !== undefined) return { entry: e, target: hullGroup, boxes: boxes as number };
    report(r, 'system-not-hit', at, `${name} adds no boxes: it is to be treated as Hull, and this ship's treatAsHull is "not-hit"`, TREAT_AS_HULL_READING);
    return undefined;
  }
  report(r, 'system-not-hit', at, `${name} adds no boxes: ${noteText(e.hitNote)}`, e.source);
  return undefined;
}

/** A catalog note as the end of a sentence: "Not hit in combat: ..." as "not hit in combat: ...". */
function noteText(note: string | undefined): string {
  if (note === undefined) return 'the catalog gives it no hit result';
  const text = note.endsWith('.') ? note.slice(0, -1) : note;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Whether an entry prints no hit result and says to treat it as plain Hull (Shop, Cell). */
function treatsAsHull(e: CatalogEntry): boolean {
  return e.treatAs.some((label) => label.trim().toLowerCase() === 'hull');
}

/**
 * The hit results of an entry that prints none but is "treated as" another system (Borg armor
 * as Armor, LAB 2 as Lab): the other system's (its plain entry, or all its variants if they
 * agree). Plain Hull, whose variants disagree, is {@link treatsAsHull}'s.
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
