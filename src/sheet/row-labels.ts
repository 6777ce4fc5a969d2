/**
 * The labels of the sheet's rows of boxes (internal): a row is labelled as the designer named it,
 * followed in brackets by what the damage chart hits it as when that is another name, so that a
 * player rolling `Cargo` finds the `Repair (Cargo)` row.
 */
import { ARMOR_KIND_NAMES, type ArmorKind, type Facing, type PhaserType, type ShipSystem } from '../damage/ship.js';
import { CHART_SYSTEM_NAMES } from '../damage/system-names.js';

/** Whether two names are the same name, case aside (`Bridge` and `bridge`). */
function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A row's label: its name, then in brackets the chart result it is hit as (when that is not its
 * name, nor the chart system's own long name, `Left warp` for `L Warp`) and a note (`2 aboard`):
 * `Repair (Cargo)`, `Port nacelle (L Warp)`, `Left warp`, `Shuttle bay (2 aboard)`,
 * `Bridge`.
 */
export function systemRowLabel(name: string, hitAs: string, note?: string): string {
  const chartName = Object.hasOwn(CHART_SYSTEM_NAMES, hitAs) ? CHART_SYSTEM_NAMES[hitAs as ShipSystem].name : undefined;
  const plain = sameName(name, hitAs) || (chartName !== undefined && sameName(name, chartName));
  const extra = [...(plain ? [] : [hitAs]), ...(note === undefined ? [] : [note])];
  return extra.length === 0 ? name : `${name} (${extra.join(', ')})`;
}

/** A phaser's facings as the sheet writes them: `(1 2 6)`, or `(all)` for all six. */
export function arcsLabel(arcs: readonly Facing[]): string {
  return arcs.length === 6 ? '(all)' : `(${arcs.join(' ')})`;
}

/**
 * A run of phasers' label: the type and facings (`Ph-1 (1 2 6)`), after the row's name when it
 * has one that is not the type (`Phase lance: Ph-1 (1 2 6)`).
 */
export function phaserRowLabel(name: string | undefined, type: PhaserType, arcs: readonly Facing[]): string {
  const shown = `${type} ${arcsLabel(arcs)}`;
  return name === undefined || sameName(name, type) ? shown : `${name}: ${shown}`;
}

/** How the sheet names each kind of general armor: as the volley log does. */
export const ARMOR_LABEL: { readonly [K in ArmorKind]: string } = ARMOR_KIND_NAMES;

/**
 * An armor row's label: its name, with the kind of armor when the name is not it, and a note
 * (`Plating (Armor-9)`, `Species 8472 Skin (Skin, 2700 to ignore)`).
 */
export function armorRowLabel(name: string, kind: ArmorKind, note?: string): string {
  return systemRowLabel(name, ARMOR_LABEL[kind], note);
}

/** A specific armor row's label: its name and what it guards (`Bridge plate (guards Bridge)`). */
export function specificRowLabel(name: string, guards: readonly string[]): string {
  return `${name} (guards ${guards.join(', ')})`;
}
