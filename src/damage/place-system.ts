/**
 * Placing a system line of a ship (internal to spacedock/damage): a damage-chart system by its
 * name, or an SFB:TNG catalog system through its "hit on" result.
 */
import { deepFreeze } from '../rules/freeze.js';
import { entriesByLabel, findEntry } from '../catalog/queries.js';
import type { CatalogEntry, ChartResult } from '../catalog/types.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { ours, seed000, type SourceRef } from '../rules/source.js';
import { MAX_BOXES } from '../input/limits.js';
import { isPlainRecord, isWhole, reportNeed, reportUnknownFields } from '../input/plain.js';
import { CATALOG_HIT_TO_SYSTEM } from './catalog-hits.js';
import type { ArmorKind, ShipSystem } from './ship.js';
import { PROBE_LAUNCHER_CHART, type ProbeLauncherHitOn } from './probe-launcher.js';
import { systemLineResolution } from './resolve-system.js';
import { CHART_SYSTEM_NAMES } from './system-names.js';

/**
 * Where the boxes of a catalog system that is to be "treated as Hull" (Shop, Cell) go: the
 * `center` hull group (the default: the plain Hull of the catalog, hit on either hull result),
 * the `forward` or the `aft` group, or nowhere (`not-hit`: the catalog prints no hit result for
 * them, and this reading takes that literally).
 */
export type TreatAsHull = 'center' | 'forward' | 'aft' | 'not-hit';

/** The fields a system line may have: a design's, with `count` its boxes. */
const SYSTEM_FIELDS: readonly string[] = ['label', 'variant', 'count', 'name'];

/** No catalog label or variant is near this long; a longer one is refused before any lookup. */
const MAX_LABEL_LENGTH = 200;

/** The longest name a row may have (a system line's or a phaser line's `name`). */
export const MAX_ROW_NAME = 200;

/** The hull group each reading of "treat as Hull" puts the boxes in. */
export const HULL_GROUP: { readonly [T in TreatAsHull]: ShipSystem | undefined } = /* @__PURE__ */ deepFreeze({ center: 'C Hull', forward: 'F Hull', aft: 'A Hull', 'not-hit': undefined });

/**
 * Catalog armor that a volley cannot place as general armor; a ship with it is refused rather
 * than built with its armor silently missing. Their rules are helpers of their own.
 */
const UNSUPPORTED_ARMOR: readonly { readonly label: string; readonly variant?: string; readonly why: string }[] = /* @__PURE__ */ deepFreeze([
  { label: 'Armor', variant: 'Breen', why: 'it acts as shields (see breenArmorActsAsShields)' },
  { label: 'Armor', variant: 'Specific', why: 'it guards one system (see routeSpecificArmorHit)' },
  { label: 'Skin', why: 'Species 8472 Skin takes 300 points a box each turn (see applySkinDamage)' },
]);

/**
 * The kind of general armor each catalog armor entry is, by its id (`Armor` itself, and entries
 * treated as it, are standard): Armor-9 boxes take 9 points each and leak every tenth; Borg armor
 * ignores the first point of each hit while a box stands (`specs/armor.md`).
 */
const ARMOR_KIND_OF_ENTRY: { readonly [id: string]: { readonly kind: ArmorKind; readonly source: SourceRef } } = /* @__PURE__ */ deepFreeze({
  'armor-9': { kind: 'armor-9', source: seed000('Armor-9') },
  'armor-borg': { kind: 'borg', source: seed000('Armor, Borg') },
});

/** The reading of "treat as Hull" as a whole group (`specs/damage.md` §1). */
const TREAT_AS_HULL_READING = ours('catalog ships: "treat as Hull" boxes join a hull group');

/** A system line placed: where its boxes go, how many, the row's name, and the armor's kind. */
export interface PlacedSystem {
  readonly target: ShipSystem | 'armor';
  readonly boxes: number;
  readonly name: string;
  /** The kind of general armor, for a line placed as armor. */
  readonly armorKind?: ArmorKind;
}

/**
 * Checks one system line and places it. What the line is comes from `resolveSystemLine`: a chart
 * system the catalog does not price (`Bridge`, `L Warp`) is that system; a catalog entry (also one
 * written with the chart's name, `Shuttle` for `Shtl`) has its boxes go to the chart system its
 * "hit on" result names (a center hull box, hit on either hull result, joins the center group; the
 * probe launcher, hit on Drone or on the older chart's Prb, joins the one `probeLauncherHitOn`
 * names, Probe by default). An entry that prints no hit result but is treated as another system
 * (Borg armor as Armor) is hit as that system; Shop and Cell, which the catalog says to "treat as
 * Hull", join `hullGroup` (none for `not-hit`). A system not hit in combat adds no boxes and is
 * reported as an `info` `system-not-hit` at `at`; undefined then, and when a problem was reported.
 */
export function placeSystemLine(s: unknown, at: string, hullGroup: ShipSystem | undefined, r: Report, probeLauncherHitOn: ProbeLauncherHitOn = 'Probe'): PlacedSystem | undefined {
  if (!isPlainRecord(s)) {
    reportNeed(r, at, s, 'a system line: an object with a label and a count');
    return undefined;
  }
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, s, at, SYSTEM_FIELDS, 'a system line');
  const { label, variant, name } = s;
  const boxes = s['count'] ?? 1;
  if (typeof label !== 'string' || label.length === 0 || label.length > MAX_LABEL_LENGTH) reportNeed(r, pathJoin(at, 'label'), label, `a catalog label or chart system (at most ${MAX_LABEL_LENGTH} characters)`);
  if (variant !== undefined && (typeof variant !== 'string' || variant.length > MAX_LABEL_LENGTH)) reportNeed(r, pathJoin(at, 'variant'), variant, 'a variant name');
  if (name !== undefined && (typeof name !== 'string' || name.length === 0 || name.length > MAX_ROW_NAME)) reportNeed(r, pathJoin(at, 'name'), name, `a name of 1 to ${MAX_ROW_NAME} characters`);
  if (!isWhole(boxes, 0, MAX_BOXES)) reportNeed(r, pathJoin(at, 'count'), boxes, `a whole number from 0 to ${MAX_BOXES}`);
  if (r.diagnostics.length + r.dropped > before) return undefined;
  const found = systemLineResolution(label, variant).result;
  if (!found.ok) {
    // Each diagnostic names the field at fault: `label` or `variant`.
    for (const d of found.diagnostics) report(r, d.code, pathJoin(at, d.path ?? ''), d.message, d.source, d.severity);
    return undefined;
  }
  if (found.value.kind === 'chart') {
    const chartSystem = found.value.system;
    return { target: chartSystem, boxes: boxes as number, name: (name as string | undefined) ?? CHART_SYSTEM_NAMES[chartSystem].name };
  }
  const e = found.value.entry;
  const rowName = (name as string | undefined) ?? e.name;
  const shown = e.variant === null ? e.label : `${e.label} (${e.variant})`;
  const unsupported = UNSUPPORTED_ARMOR.find((u) => u.label === e.label && (u.variant === undefined || u.variant === e.variant));
  if (unsupported !== undefined && boxes !== 0) {
    report(r, 'armor-not-modelled', at, `${shown} is armor a volley does not model: ${unsupported.why}`, e.source);
    return undefined;
  }
  const hitOn = e.hitOn.length > 0 ? e.hitOn : hitOnThroughTreatAs(e);
  if (hitOn.length > 0) {
    const target = hitOn.includes('F Hull') && hitOn.includes('A Hull') ? 'C Hull' : CATALOG_HIT_TO_SYSTEM[hitResult(hitOn, probeLauncherHitOn)];
    if (target !== 'armor') return { target, boxes: boxes as number, name: rowName };
    const armorKind: ArmorKind = Object.hasOwn(ARMOR_KIND_OF_ENTRY, e.id) ? ARMOR_KIND_OF_ENTRY[e.id]!.kind : 'standard';
    return { target, boxes: boxes as number, name: rowName, armorKind };
  }
  if (treatsAsHull(e)) {
    if (hullGroup !== undefined) return { target: hullGroup, boxes: boxes as number, name: rowName };
    report(r, 'system-not-hit', at, `${shown} adds no boxes: it is to be treated as Hull, and this ship's treatAsHull is "not-hit"`, TREAT_AS_HULL_READING);
    return undefined;
  }
  report(r, 'system-not-hit', at, `${shown} adds no boxes: ${noteText(e.hitNote)}`, e.source);
  return undefined;
}

/**
 * The one result an entry's boxes are hit on: its first, except for the probe launcher's pair
 * (Drone, or the older chart's Prb), where the chart in use decides (`PROBE_LAUNCHER_CHART`).
 */
function hitResult(hitOn: readonly ChartResult[], probeLauncherHitOn: ProbeLauncherHitOn): ChartResult {
  return hitOn.includes('Drone') && hitOn.includes('Prb') ? PROBE_LAUNCHER_CHART[probeLauncherHitOn].result : hitOn[0]!;
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
