import type { ShipModel } from '../design/model.js';

/**
 * What a fleet is once its references are read (`resolveFleet`): every ship on the table, one
 * entry per ship (a line's `count` and nested fleets expanded), with its compiled design.
 */
export interface Fleet {
  readonly name: string;
  /** The file of the fleet document, as the loader was given it. */
  readonly file: string;
  /** The most points the fleet may cost (its ships' `points` together), or null for no limit. */
  readonly pointsLimit: number | null;
  /** The most power its ships' units may need together, or null for no limit. */
  readonly powerLimit: number | null;
  /** The most spaces its ships' systems may take together, or null for no limit. */
  readonly spacesLimit: number | null;
  /** The most its ships' systems may cost to repair together, or null for no limit. */
  readonly repairLimit: number | null;
  /** The most boxes its ships may have together, or null for no limit. */
  readonly boxesLimit: number | null;
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
  /** The points of one of it (one ship's `points`, or one nested fleet's). */
  readonly pointsEach: number;
  /** The sums over all its ships, as {@link FleetTotals} names them. */
  readonly points: number;
  readonly power: number;
  readonly spaces: number;
  readonly repair: number;
  readonly boxes: number;
}

/**
 * A fleet's sums over every ship, each bounded by the limit of the same name (`pointsLimit`,
 * `powerLimit`, `spacesLimit`, `repairLimit`, `boxesLimit`).
 */
export interface FleetTotals {
  readonly ships: number;
  /** Every ship's `points`: its units' build points plus its box points (the profile's prices of its boxes). */
  readonly points: number;
  /** Every ship's `unitPower`: what its units need. */
  readonly power: number;
  /** Every ship's `systemSpaces`. */
  readonly spaces: number;
  /** Every ship's `systemRepair`. */
  readonly repair: number;
  /** Every ship's `boxes`: shield, hull, armor and system boxes and phasers. */
  readonly boxes: number;
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
  /**
   * Let a line's `file` lead outside the fleet file's folder and the folders under it: an absolute
   * path, or `..` that climbs above it (default false: such a line is a `fleet-file` error, its
   * file never asked of the host). Only the reference's text is judged here; a host that follows
   * links checks where they lead (the CLI's does).
   */
  readonly allowOutsideRefs?: boolean;
  /** How the caller lets references lead outside, said in the refusal (the CLI: `give --allow-outside-refs to read it`). */
  readonly howToAllow?: string;
}
