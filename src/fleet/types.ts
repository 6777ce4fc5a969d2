import type { ShipModel } from '../design/model.js';

/**
 * What a fleet is once its references are read (`resolveFleet`): every ship on the table, one
 * entry per ship (a line's `count` and nested fleets expanded), with its compiled design.
 */
export interface Fleet {
  readonly name: string;
  /** The file of the fleet document, as the loader was given it. */
  readonly file: string;
  /** The most points the fleet may cost, or null for no limit. */
  readonly pointsLimit: number | null;
  readonly notes: string | null;
  /** Each line of the fleet document, in order, with what it brings. */
  readonly lines: readonly FleetLineTotals[];
  /** Every ship, in the order of the lines (a nested fleet's ships in its own order). */
  readonly ships: readonly FleetShip[];
  readonly totals: FleetTotals;
}

/** One ship of a fleet. */
export interface FleetShip {
  /**
   * Its name in the fleet, different from every other ship's: the line's `label` or the ship's
   * name, numbered when a line counts several (`Escort 1`, `Escort 2`), prefixed by a nested
   * fleet line's label (`Reserve / Escort 1`), and given ` (2)`, ` (3)` when still the same as an
   * earlier ship's (`specs/design-format.md`, 6.3).
   */
  readonly label: string;
  /** The ship document's name. */
  readonly name: string;
  /** The file it is in, as the host named it. */
  readonly file: string;
  /**
   * Its design, compiled by `loadDesigns` of that file (shared by every ship of the same design):
   * its ship state, totals and readout are `model.ship`, `model.totals`, `model.readout`.
   */
  readonly model: ShipModel;
  /** The index of the fleet's line it comes from. */
  readonly line: number;
}

/** What one line of a fleet brings: its ships and their sums. */
export interface FleetLineTotals {
  readonly kind: 'ship' | 'fleet';
  /** The ship's or fleet's name. */
  readonly name: string;
  /** The file it is in, as the host named it. */
  readonly file: string;
  readonly count: number;
  /** The label given, or the name. */
  readonly label: string;
  /** How many ships it brings (its count, times a nested fleet's ships). */
  readonly ships: number;
  /** The build points of one of it (one ship, or one nested fleet). */
  readonly pointsEach: number;
  /** The sums over all its ships. */
  readonly points: number;
  readonly power: number;
  readonly spaces: number;
  readonly repair: number;
}

/**
 * A fleet's sums over every ship. `points` are the build points of every unit of every ship (the
 * only points a design has: hull systems cost spaces and repair, not points); they are what
 * `pointsLimit` bounds.
 */
export interface FleetTotals {
  readonly ships: number;
  readonly points: number;
  readonly power: number;
  readonly spaces: number;
  readonly repair: number;
}

/**
 * How {@link resolveFleet} reads the files a fleet names. Pure code cannot read files: the CLI
 * hands it the file system, the shipyard page the files the user opened, a test a map.
 */
export interface FleetHost {
  /**
   * The design file `reference` (as a fleet line writes its `file`) names, relative to the file
   * `from` (the file of the line). The answer's `file` is the name the file goes by from then on:
   * what later references in it are relative to, what diagnostics show, and the key by which
   * each file is read only once. Should not throw (a throw is taken as an unreadable file).
   */
  readonly read: (reference: string, from: string) => FleetFileRead;
}

/** A file read by a {@link FleetHost}: its text, or why there is none. */
export type FleetFileRead =
  | { readonly ok: true; readonly file: string; readonly text: string }
  | { readonly ok: false; readonly file: string; readonly reason: string };

/** Options of {@link resolveFleet}. */
export interface FleetOptions {
  /** Which fleet document of the file (by name, ignoring case); default the first. */
  readonly fleet?: string;
}
