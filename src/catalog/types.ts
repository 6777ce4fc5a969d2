import type { SourceRef } from '../rules/source.js';
import type { ENTRIES } from './entries.js';

/** Tech levels of SFB:TNG, written 3X to 7X in the book. Its base text is 3X. */
export type TechLevel = 3 | 4 | 5 | 6 | 7;

/** The `id` of every catalog entry (`trac-mech`, `hull-f`, ...). */
export type CatalogEntryId = (typeof ENTRIES)[number]['id'];

/** Every SSD label the catalog heads an entry with (`Trac`, `LAB 2`, `3-F 6-F 10-F`, ...). */
export type CatalogLabel = (typeof ENTRIES)[number]['label'];

/** Every variant within a label (`Mech`, `F`, `1/2C`, `Voth`, ...). */
export type CatalogVariant = NonNullable<(typeof ENTRIES)[number]['variant']>;

/** The key of every tech-scaled value of an entry (`range`, `allowance`, `uses`, ...). */
export type ScaledKey = (typeof ENTRIES)[number]['scaled'][number]['key'];

/** Every property an entry names without a number (`quick-changing`, `infinite-space`, `not-a-box`, ...). */
export type CatalogProperty = (typeof ENTRIES)[number]['properties'][number];

/**
 * The damage-chart results that SFB:TNG systems are hit on, spelled as the book spells them
 * ("hit on ..."). The probe launcher names two: `Drone`, and `Prb` for the older chart, which
 * has a Probe result of its own (see the Prb entry, and `PROBE_LAUNCHER_CHART` of `spacedock/damage`).
 */
export type ChartResult = 'F Hull' | 'A Hull' | 'Hull' | 'Lab' | 'Armor' | 'Tran' | 'Cargo' | 'Shtl' | 'Trac' | 'Drone' | 'Prb' | 'Flag';

/** The broad kinds of hull systems, for filtering (ours: the book lists them alphabetically). */
export type CatalogGroup =
  /** No function in combat: recreation, quarters, shops, null, hull itself. */
  | 'hull'
  /** Armor and hull materials, including the not-a-box ones (Solid Neutronium, Skin). */
  | 'armor'
  /** Shuttle, fighter and hangar bays, landing pads. */
  | 'bay'
  /** Transporters and the anti-transporter field. */
  | 'transporter'
  /** Tractor and repulsor beams, grapples. */
  | 'tractor'
  /** Labs and the systems that gather information (Analyze, probes, holodecks). */
  | 'science'
  /** Repair, construction and fabrication. */
  | 'repair'
  /** Cargo, holds, fuel and allowance towards options. */
  | 'cargo'
  /** Barracks, cells, alcoves: room for people. */
  | 'crew'
  /** Everything else with a special rule (BackUp, Wormhole, Positional Stabilizer, ...). */
  | 'special';

/**
 * A cost or size as the book gives it. Entries the book leaves incomplete say so here rather
 * than carry a guessed number.
 */
export type CatalogValue =
  /** A number printed in the entry ("Repair 5", "2 Spaces"). */
  | { readonly kind: 'value'; readonly value: number }
  /** Relative to the system it modifies ("Repair +1; +0 Space" for Regenerating Armor). */
  | { readonly kind: 'relative'; readonly delta: number; readonly to: string }
  /** The entry says there is none ("No Repair Cost", "No space"). */
  | { readonly kind: 'none' }
  /** The entry says it does not apply ("Repair NA"). */
  | { readonly kind: 'not-applicable' }
  /** The entry gives no figure; `treatAs` names the system to read it from, if the entry says. */
  | { readonly kind: 'unstated'; readonly treatAs?: string };

/** Where a system may appear: only at one tech level, or from one level up. */
export interface TechRestriction {
  readonly level: TechLevel;
  /** `only` for "(6X only)", `and-up` for "(5X+ only)". */
  readonly mode: 'only' | 'and-up';
}

/**
 * A value that the book gives for the base tech level with the next level's value in braces:
 * "within 20 {30} hexes" is `{ base: 20, next: 30 }`. Fractions stay as the book writes them
 * ("1/6"), as strings.
 */
export interface ScaledValue {
  /** A short key, unique within the entry (`range`, `uses`, `ammo`). */
  readonly key: ScaledKey;
  /** What the value measures, in our words, with its unit. */
  readonly description: string;
  readonly base: number | string;
  readonly next: number | string;
}

/** One system (or one variant of a system) of the SFB:TNG hull systems catalog. */
export interface CatalogEntry {
  /** A unique, stable key: the label in kebab case with the variant (`trac-mech`, `hull-f`). */
  readonly id: CatalogEntryId;
  /** The SSD label as the book heads the entry (`Trac`, `LAB 2`, `3-F 6-F 10-F`). */
  readonly label: CatalogLabel;
  /** Other spellings that name the same entry (`LAB+`, `3-F`). Matched case-insensitively. */
  readonly aliases: readonly string[];
  /** The system's full name (`Tractor Beam`). */
  readonly name: string;
  /** The variant within the label (`Mech`, `F`, `1/2C`, `tube`), or null when there is one kind. */
  readonly variant: CatalogVariant | null;
  readonly group: CatalogGroup;
  readonly repair: CatalogValue;
  readonly spaces: CatalogValue;
  /**
   * The damage-chart results that hit it: empty when the book says it is not hit in combat, or
   * when it is not a box on the SSD; two for the center hull.
   */
  readonly hitOn: readonly ChartResult[];
  /** Why `hitOn` is empty, or what else decides when it is hit. */
  readonly hitNote?: string;
  readonly tech: TechRestriction | null;
  /** Values that grow one tech level up (the book's braces), as data. */
  readonly scaled: readonly ScaledValue[];
  /** Labels of systems the entry counts or is treated as ("treat as Hull", "counts as BARR and TRAN"). */
  readonly treatAs: readonly string[];
  /** Properties the book names without a number: `quick-changing`, `infinite-space`, `not-a-box`, ... */
  readonly properties: readonly CatalogProperty[];
  /** What the system does, in our own words, briefly. */
  readonly description: string;
  /** What the book leaves open or contradicts about this entry, and how the data reads it. */
  readonly notes: readonly string[];
  readonly source: SourceRef;
}
