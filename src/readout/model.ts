import type { ModifierCode } from '../rules/modifiers.js';

/**
 * The version of the readout data model ({@link Readout}): raised when a field is renamed, removed
 * or changes meaning, so that a template or a program reading `spacedock render --json` output can
 * tell. Fields are only ever added within a version.
 *
 * @example
 * ```ts
 * import { designReadout, loadDesigns, READOUT_FORMAT } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Wall, spec: 9 eDefense }]');
 * const out = r.ok ? designReadout(r.value) : undefined;
 * if (out?.format !== READOUT_FORMAT) throw new Error('a readout of this version');
 * ```
 */
export const READOUT_FORMAT = 2;

/**
 * Everything a rulebook prints about one design file: its documents, in file order, each with
 * every figure the library computes. The input of every template (`spacedock render`) and the
 * source of the cost table's JSON (`spacedock table --format json`).
 *
 * Conventions, for every field below:
 * - numbers are numbers (whole numbers: points, boxes, hexes), never text;
 * - a figure that does not exist is `null`, never `-`, `0` or an empty string: a unit without
 *   range has `range: null`, a catalog system whose spaces the book gives as "none" or not at all
 *   has `spaces: null`, a field the design leaves out (notes, a variant) is `null`;
 * - lists are always present (empty when there is nothing), in the order of the design file;
 * - defaults the format defines are applied: a unit's `count` is 1 when the file gives none, a
 *   ship's `shields` six zeros, its `tracks` the default tracks.
 */
export interface Readout {
  /** {@link READOUT_FORMAT}. */
  readonly format: typeof READOUT_FORMAT;
  /** The file's name as given to the loader (`<input>` when none was). */
  readonly file: string;
  readonly documents: readonly DocumentReadout[];
}

/** A ship ({@link ShipReadout}), a unit list ({@link UnitListReadout}) or a fleet ({@link FleetReadout}), told apart by `kind`. */
export type DocumentReadout = ShipReadout | UnitListReadout | FleetReadout;

/** What ship and unit list readouts share. */
interface DocumentBase {
  /** The document's position in its file, from 0. */
  readonly index: number;
  /** The ship's name or the list's title: what a heading shows. */
  readonly title: string;
  /**
   * The pricing rule profile of its units (and a ship's boxes): `default` or `hero`, or `custom`
   * for options of the file's own (`default` when the file gives none).
   */
  readonly profile: 'default' | 'hero' | 'custom';
  readonly notes: string | null;
  /** Every unit line, in order. */
  readonly units: readonly UnitReadout[];
}

/** A unit list (`kind: units`): a cost table of a rulebook chapter. */
export interface UnitListReadout extends DocumentBase {
  readonly kind: 'units';
  readonly totals: UnitTotals;
}

/** The sums of a document's unit lines, each line times its count. */
export interface UnitTotals {
  /** Build points of every unit line times its count. */
  readonly unitBuild: number;
  /** Power per use (per turn for defenses) of every unit line times its count. */
  readonly unitPower: number;
}

/** A ship (`kind: ship`): its stat block, systems, weapons, shields, tracks and totals. */
export interface ShipReadout extends DocumentBase {
  readonly kind: 'ship';
  readonly name: string;
  /** Size class, 0 (largest) to 7. */
  readonly sizeClass: number;
  /** Tech level, 3 (3X) to 7 (7X). */
  readonly tech: number;
  /** Every system line of the SSD, in order. */
  readonly systems: readonly SystemReadout[];
  /** The `phasers` lines (units with a phaser `weapon` are among the units, with their `weapon`). */
  readonly phasers: readonly PhaserReadout[];
  /** Shield boxes of facings #1 (forward) to #6, clockwise: always six numbers. */
  readonly shields: readonly number[];
  readonly shuttlesAboard: number;
  readonly tracks: TracksReadout;
  readonly totals: ShipReadoutTotals;
  /**
   * A file name for the ship's record sheet, from its name (`meridian-class-patrol-cruiser.svg`):
   * what the built-in readouts link to; `spacedock sheet <file> --ship <name> -o <sheet>` draws it.
   */
  readonly sheet: string;
}

/**
 * A fleet (`kind: fleet`) as its file writes it: its lines name ships in other files, so it has
 * no figures of its own here (`resolveFleet` reads those files and gives them). Its `units` are
 * empty and its `profile` is `default`: a fleet holds no unit lines.
 */
export interface FleetReadout extends DocumentBase {
  readonly kind: 'fleet';
  readonly name: string;
  /** The most points the fleet may cost (its ships' `points`), or null for no limit. */
  readonly pointsLimit: number | null;
  /**
   * The points its ships cost together (each ship's `points`, as `resolveFleet` sums them), or
   * null when the ships were not read: a readout reads no other file, `spacedock render` reads
   * the files a fleet names and fills it in (null still when they cannot be read).
   */
  readonly points: number | null;
  /** The most power its ships' units may need, or null for no limit. */
  readonly powerLimit: number | null;
  /** The most spaces its ships' systems may take, or null for no limit. */
  readonly spacesLimit: number | null;
  /** The most its ships' systems may cost to repair, or null for no limit. */
  readonly repairLimit: number | null;
  /** The most boxes its ships may have, or null for no limit. */
  readonly boxesLimit: number | null;
  /** Every line of `ships`, in order. */
  readonly lines: readonly FleetLineReadout[];
}

/** One line of a fleet, as written, with the format's defaults applied. */
export interface FleetLineReadout {
  /** `ship` or `fleet`: what the line names. */
  readonly kind: 'ship' | 'fleet';
  /** The name of the ship or fleet document it names. */
  readonly name: string;
  /** The design file that holds it, as written (relative to the fleet's file), or null for the fleet's own file. */
  readonly file: string | null;
  readonly count: number;
  /** The label given, or null (the ship's name is its label then). */
  readonly label: string | null;
}

/** A ship's special function tracks, the defaults applied where the design leaves one out. */
export interface TracksReadout {
  readonly sensor: readonly number[];
  readonly scanner: readonly number[];
  readonly damageControl: readonly number[];
  /** Excess damage boxes. */
  readonly excess: number;
}

/** A ship's totals (the compiled model's `totals`, the same figures under the same names). */
export interface ShipReadoutTotals extends UnitTotals {
  /** The ship's points: `unitBuild + boxPoints` (what a fleet's `pointsLimit` bounds). */
  readonly points: number;
  /** What its boxes cost under its profile (0 with the ready-made profiles). */
  readonly boxPoints: number;
  /** Spaces of every system line the catalog gives a plain figure for. */
  readonly systemSpaces: number;
  /** Repair cost of every system line the catalog gives a plain figure for. */
  readonly systemRepair: number;
  /** Every box but the tracks: `shieldBoxes + hullBoxes + armorBoxes + systemBoxes + phasers`. */
  readonly boxes: number;
  /** Shield boxes, the six facings together. */
  readonly shieldBoxes: number;
  /** Boxes in F Hull, A Hull and C Hull. */
  readonly hullBoxes: number;
  /** General armor boxes. */
  readonly armorBoxes: number;
  /** Boxes of every other damage-chart system (control, engines, power, Lab, Torp ...). */
  readonly systemBoxes: number;
  /** Boxes by the damage-chart system they are hit as, in the chart's order (the hulls included). */
  readonly byChartResult: readonly ChartBoxes[];
  /** Phasers: the `phasers` lines and the units whose `weapon` is a phaser type. */
  readonly phasers: number;
  /** System lines whose spaces or repair the catalog gives no plain figure for (`Hull (F)`). */
  readonly unpriced: readonly string[];
}

/** How many boxes a ship has of one damage-chart system. */
export interface ChartBoxes {
  /** The chart system (`Bridge`, `L Warp`, `Lab`, `C Hull` ...). */
  readonly system: string;
  readonly count: number;
}

/** One unit line, priced. */
export interface UnitReadout {
  readonly name: string;
  /** The spec as the file writes it. */
  readonly spec: string;
  /** The spec in the notation's one canonical form (`spacedock format`). */
  readonly canonical: string;
  /** How many are mounted (1 when the file gives none). */
  readonly count: number;
  /** The function's name (`Zap`, `Defense`, `Missile` ...). */
  readonly function: string;
  /** The quoted special effect (`Phase Lance`), or `null`. */
  readonly effect: string | null;
  /** The firing arcs of its `ARC` modifiers, as letters `A` (dead ahead) to `F`, in order (none when it has no `ARC`). */
  readonly arcs: readonly string[];
  readonly basic: number;
  readonly active: number;
  readonly build: number;
  /** Power per use (per turn for defenses); 0 when the unit needs none. */
  readonly power: number;
  /** Maximum range in hexes; `null` for a unit without range (contact or own ship only). */
  readonly range: number | null;
  /** Sum of the counted advantage factors. */
  readonly advantages: number;
  /** Sum of the counted disadvantage factors. */
  readonly disadvantages: number;
  /** Every modifier as written, with its name, side and factor. */
  readonly modifiers: readonly ModifierReadout[];
  /**
   * The function and its modifiers in words, each modifier once (`Zap: Armor Piercing, Reduced
   * by Range`): the cost table's `modifiers` column.
   */
  readonly summary: string;
  /** `build` times `count`. */
  readonly totalBuild: number;
  /** `power` times `count`. */
  readonly totalPower: number;
  /** What the unit is on the damage chart (`Ph-1`, `Torp`, `Drone`), or `null`. */
  readonly weapon: string | null;
  readonly notes: string | null;
  /** A missile's purchases, or `null` for any other function. */
  readonly missile: MissileReadout | null;
}

/** What a missile's points bought (`priceUnit`'s `missile`, its warhead summed up). */
export interface MissileReadout {
  /** Basic points times 5. */
  readonly missilePoints: number;
  /** Missile points spent on each purchase, and in all. */
  readonly spent: { readonly movement: number; readonly modeFactor: number; readonly endurance: number; readonly warhead: number; readonly reusable: number; readonly total: number };
  readonly unspent: number;
  /** Hexes per turn. */
  readonly movement: number;
  readonly modeFactor: number;
  /** Turns before it destroys itself. */
  readonly endurance: number;
  /** Hexes straight ahead before a turn: movement / mode factor (not rounded). */
  readonly turnMode: number;
  readonly reusable: boolean;
  /** The warhead's own figures, or `null` for a missile without one. */
  readonly warhead: { readonly basic: number; readonly active: number; readonly build: number; readonly range: number | null } | null;
}

/** One modifier of a unit, as priced. */
export interface ModifierReadout {
  /** Its code as written in the notation (`AP`, `RNG-`). */
  readonly code: ModifierCode;
  /** Its name in the book (`Armor Piercing`). */
  readonly name: string;
  /** `neutral` only for 13 to 16 charges. */
  readonly side: 'advantage' | 'disadvantage' | 'neutral';
  /** The factor from the book's tables (always positive; `side` says which total it joins). */
  readonly factor: number;
  /** False when the rules drop it (burnout and charges together count only the larger). */
  readonly counted: boolean;
}

/** One system line of a ship's SSD. */
export interface SystemReadout {
  /** The label as the file writes it (`Trac`, `L Warp`). */
  readonly label: string;
  /** The row's name on the record sheet: the line's own `name`, else the catalog's or the chart's name. */
  readonly name: string;
  readonly variant: string | null;
  readonly count: number;
  /** The SFB:TNG catalog entry's id, or `null` for a damage-chart system named directly. */
  readonly catalogId: string | null;
  /** Where a hit lands: the catalog's chart results (`Trac`, `F Hull`), or the chart system itself. */
  readonly hitOn: readonly string[];
  /** Spaces of all `count` boxes, or `null` where the catalog gives no plain figure (or none at all). */
  readonly spaces: number | null;
  /** Repair cost of all `count` boxes, or `null` where the catalog gives no plain figure. */
  readonly repair: number | null;
}

/** One `phasers` line of a ship. */
export interface PhaserReadout {
  readonly type: string;
  /** The row's name on the record sheet (the type when the file gives none). */
  readonly name: string;
  /** Shield facings it fires through, 1 (forward) to 6. */
  readonly arcs: readonly number[];
  readonly count: number;
}
