/**
 * How the catalog's armor entries and hull defenses become parts of a ship state (internal to
 * `buildShip`): a layer of general armor of some kind, specific armor, or a defense of the hull
 * itself (non-ablative rating, neutronium coating, solid neutronium), by catalog entry id.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed000, type SourceRef } from '../rules/source.js';
import type { ArmorKind, HullDefenses } from './ship.js';

/** Where the boxes (or the count) of an armor line go. */
export type ArmorPlacement =
  /** A layer of general armor of this kind (the line's boxes). */
  | { readonly place: 'layer'; readonly kind: ArmorKind; readonly source: SourceRef }
  /** Specific armor guarding the line's `guards` (the line's boxes). */
  | { readonly place: 'specific'; readonly source: SourceRef }
  /** A hull defense: the line's count is the non-ablative rating (ratings add up), or the coating or solid hull is there. */
  | { readonly place: keyof HullDefenses; readonly source: SourceRef };

/**
 * The placement of every catalog entry that is armor or a hull defense, by entry id. Breen armor
 * prints no hit result and does not say it acts as plating; the volley takes its boxes as plain
 * armor (one point a box), which is ours (`specs/armor.md` §4).
 */
export const ARMOR_OF_ENTRY: { readonly [id: string]: ArmorPlacement } = /* @__PURE__ */ deepFreeze({
  armor: { place: 'layer', kind: 'standard', source: seed000('Armor') },
  'armor-9': { place: 'layer', kind: 'armor-9', source: seed000('Armor-9') },
  'armor-borg': { place: 'layer', kind: 'borg', source: seed000('Armor, Borg') },
  'armor-breen': { place: 'layer', kind: 'breen', source: ours('armor: Breen armor boxes stop one point each, as plain armor') },
  'regenerating-armor': { place: 'layer', kind: 'regenerating', source: seed000('Regenerating Armor') },
  skin: { place: 'layer', kind: 'skin', source: seed000('Skin') },
  'armor-specific': { place: 'specific', source: seed000('Armor, Specific') },
  'armor-non-ablative': { place: 'nonAblative', source: seed000('Armor, Non-Ablative') },
  'non-ablative-armor': { place: 'nonAblative', source: seed000('Non-ablative Armor') },
  'nuetronium-hull-coating': { place: 'coating', source: seed000('Nuetronium Hull Coating') },
  'solid-neutronium-hull': { place: 'solidNeutronium', source: seed000('Solid Neutronium Hull') },
} satisfies Record<string, ArmorPlacement>);

/** The placement of a catalog entry, or undefined when it is neither armor nor a hull defense. */
export function armorPlacementOf(id: string): ArmorPlacement | undefined {
  return Object.hasOwn(ARMOR_OF_ENTRY, id) ? ARMOR_OF_ENTRY[id] : undefined;
}
