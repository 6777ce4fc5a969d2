/**
 * The ship state: a ship's SSD as plain data, and its parts.
 */
import { deepFreeze } from '../rules/freeze.js';
import type { ChartSystemResult } from './chart.js';

/**
 * The box systems of a ship: those a chart result names (`ChartSystemResult`), and the center
 * hull, which takes forward and aft hull hits once their own group is gone (D4.351). The special
 * tracks and the phasers are kept apart.
 */
export type ShipSystem = ChartSystemResult | 'C Hull';

/**
 * Every box system, in a fixed order (for tables and loops): the chart systems a ship
 * description's system lines may name (`buildShip`), and the keys of a state's `systems`.
 *
 * @example
 * ```ts
 * import { SHIP_SYSTEMS, buildShip, remaining } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10, systems: [{ label: 'Lab', count: 2 }, { label: 'Impulse', count: 3 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * const left = SHIP_SYSTEMS.filter((s) => remaining(built.value, s) > 0); // ['Impulse', 'Lab']
 * if (left.join() !== 'Impulse,Lab') throw new Error(left.join());
 * ```
 */
export const SHIP_SYSTEMS: readonly ShipSystem[] = /* @__PURE__ */ deepFreeze(systemList({
  Bridge: 0, Flag: 1, 'Aux Con': 2, 'Emer Bridge': 3, 'F Hull': 4, 'A Hull': 5, 'C Hull': 6, 'L Warp': 7, 'R Warp': 8, 'C Warp': 9, Impulse: 10, APR: 11,
  Battery: 12, Trans: 13, Tractor: 14, Shuttle: 15, Lab: 16, Probe: 17, Cargo: 18, Torp: 19, Drone: 20,
}));

/** The systems in the order given (a record, so that the compiler sees none is missing). */
function systemList(order: { readonly [S in ShipSystem]: number }): ShipSystem[] {
  return (Object.keys(order) as ShipSystem[]).sort((a, b) => order[a] - order[b]);
}

/** Boxes of one system: how many the SSD has and how many are destroyed. */
export interface Boxes {
  readonly total: number;
  readonly destroyed: number;
}

/**
 * The kinds of general armor (the SFB:TNG catalog), each a layer of its own ({@link ArmorLayer}):
 * `standard` plating stops one point a box; `armor-9` boxes take 9 points each while every 10th
 * point leaks past; `borg` plating stops one point a box, and while a box of it stands the first
 * point of each hit is ignored; `breen` plating stops one point a box, and the ship counts as
 * shielded while a box of it stands; `regenerating` plating stops one point a box and regains
 * boxes at each Damage Control phase; `skin` (Species 8472) ignores 300 points a working box each
 * turn, then takes 300 points a box with the point after each lost box going on as an internal.
 */
export type ArmorKind = 'standard' | 'armor-9' | 'borg' | 'breen' | 'regenerating' | 'skin';

/**
 * What the volley log, the record sheet and the survivability parts call each kind of armor (a
 * record, so that the compiler sees none is missing): `Armor`, `Armor-9`, `Borg armor`, `Breen
 * armor`, `Regenerating armor`, `Skin`. A sheet's boxes of a layer are named by it (`data-box`).
 *
 * @example
 * ```ts
 * import { ARMOR_KIND_NAMES } from 'spacedock/damage';
 *
 * if (ARMOR_KIND_NAMES.skin !== 'Skin' || ARMOR_KIND_NAMES.standard !== 'Armor') throw new Error(JSON.stringify(ARMOR_KIND_NAMES));
 * ```
 */
export const ARMOR_KIND_NAMES: { readonly [K in ArmorKind]: string } = /* @__PURE__ */ deepFreeze({
  standard: 'Armor',
  'armor-9': 'Armor-9',
  borg: 'Borg armor',
  breen: 'Breen armor',
  regenerating: 'Regenerating armor',
  skin: 'Skin',
});

/** Whether a value is an armor kind (internal). */
export function isArmorKind(value: unknown): value is ArmorKind {
  return typeof value === 'string' && Object.hasOwn(ARMOR_KIND_NAMES, value);
}

/**
 * One layer of general armor: every box of one armor kind, hit before the chart (D4.12), layers
 * in the ship's order. `held` is the damage on the first standing box (Armor-9 0 to 8, Skin 0 to
 * 299, 0 for the others); a regenerating layer keeps each system line's boxes as a group (it
 * regenerates per group); a Skin layer keeps the turn's ignore allowance still unspent and
 * whether the next point that reaches it goes on as an internal (see `specs/armor.md`).
 */
export interface ArmorLayer extends Boxes {
  readonly kind: ArmorKind;
  /** Points held on the first standing box: Armor-9 0 to 8, Skin 0 to 299, 0 for the others. */
  readonly held: number;
  /** Regenerating armor only: each system line's boxes as one group, in order; they add up to the layer's. */
  readonly groups?: readonly Boxes[];
  /** Skin only: damage still to be ignored this turn. */
  readonly ignoreLeft?: number;
  /** Skin only: whether the next point that reaches the Skin goes on as an internal (a box was just destroyed). */
  readonly internalNext?: boolean;
}

/** Armor guarding one or more chart results (SFB:TNG "Armor, Specific"): it takes their hits first, a box a hit. */
export interface SpecificArmor extends Boxes {
  /** The chart results it guards, as the chart names them (`Bridge`, `L Warp`, `Phaser` ...). */
  readonly guards: readonly string[];
}

/** What the hull itself does to each hit past the shields: defenses that are not boxes. */
export interface HullDefenses {
  /** Non-ablative armor rating: each hit loses this many points (0: none). */
  readonly nonAblative: number;
  /** Neutronium hull coating: hits of weapons of 7X or lower do a tenth. */
  readonly coating: boolean;
  /** Solid neutronium hull: weapons by their tech (and label) do full, half, 1 point or nothing. */
  readonly solidNeutronium: boolean;
}

/** A shield facing, 1 (forward) to 6, clockwise. */
export type Facing = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A phaser type: the four the Cadet Training Handbook ranks (D4.322), or any other name (a
 * house or SFB:TNG type, ranked with the volley option `phaserRank`).
 */
export type PhaserType = 'Ph-1' | 'Ph-G' | 'Ph-2' | 'Ph-3' | (string & {});

/**
 * One phaser: its type and the shield facings whose direction it can fire into (for directional
 * hits, D4.321).
 */
export interface Phaser {
  readonly type: PhaserType;
  readonly arcs: readonly Facing[];
  readonly destroyed: boolean;
}

/**
 * A special function track (D4.33): its boxes from best to worst and how many are destroyed,
 * best first. The last box of the sensor, scanner and damage control tracks is never destroyed.
 */
export interface Track {
  readonly boxes: readonly number[];
  readonly destroyed: number;
}

/**
 * What a row of the SSD holds: boxes of a chart system, phasers, general armor (of the layer its
 * `armorKind` names) or specific armor.
 */
export type ShipRowKind = ShipSystem | 'Phaser' | 'Armor' | 'Specific armor';

/**
 * One row of a ship's SSD as the designer named it: `boxes` boxes of `system` (a chart system,
 * `Phaser` or `Armor`). The rows of one system share its boxes in their order: the first row
 * holds the first `boxes` of them, and so on (a row of phasers holds those phasers of the list).
 * The damage rules count boxes by system and never read rows; the record sheet and other views
 * label the boxes with them.
 */
export interface ShipRow {
  /** The name the designer gave the system (`Repair`, `Left warp`, `Phase lance`). */
  readonly name: string;
  readonly system: ShipRowKind;
  readonly boxes: number;
  /** For an `Armor` row, the layer's kind (`standard` when absent). */
  readonly armorKind?: ArmorKind;
}

/** A ship's SSD as plain, serializable data. Damage helpers return new states; they never mutate. */
export interface ShipState {
  readonly name: string;
  /**
   * The SSD's rows (see {@link ShipRow}): the system lines in the design's order, then the phaser
   * lines, then the armor lines (general and specific). `buildShip` always gives them, and the rows of a system, where it
   * has any, add up to its boxes. A state made by hand may leave them out; views then show a
   * system without rows under its chart name.
   */
  readonly rows?: readonly ShipRow[];
  /** Remaining boxes of shields #1 to #6. */
  readonly shields: readonly [number, number, number, number, number, number];
  /** General armor, one layer per kind, hit in order before any internal system (D4.12). */
  readonly armor: readonly ArmorLayer[];
  /** Armor guarding chart results: it takes their hits first. */
  readonly specificArmor: readonly SpecificArmor[];
  /** What the hull does to each hit past the shields. */
  readonly hull: HullDefenses;
  /** The ship's tech level (3 is 3X), when known: the default tech of the weapons that fire at it. */
  readonly tech?: number;
  readonly systems: { readonly [S in ShipSystem]?: Boxes };
  readonly phasers: readonly Phaser[];
  /** Shuttles aboard, in the Shuttle boxes. */
  readonly shuttlesAboard: number;
  readonly tracks: {
    readonly sensor: Track;
    readonly scanner: Track;
    readonly damageControl: Track;
    /** The excess damage track: its boxes are counted, their numbers do not matter. */
    readonly excess: Track;
  };
  /** True once the excess damage track is used up: the ship is destroyed. */
  readonly destroyed: boolean;
}
