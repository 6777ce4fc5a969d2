/**
 * The shapes of a volley: what `resolveVolley` takes (the volley, its options) and what it
 * answers (the ship after it, the summary, the event log).
 */
import type { ChartCell, ChartColumn, ChartRoll, DamageChart } from './chart.js';
import type { VolleyChoices } from './choices.js';
import type { Facing, PhaserType, ShipState, ShipSystem } from './ship.js';

/**
 * The fire of one unit in a volley: its damage points and the facing its fire came from. Its
 * points are one hit for the hull defenses (non-ablative armor, the coating, solid neutronium,
 * Borg armor's first point), which read its weapon's tech and label.
 */
export interface VolleyUnit {
  readonly points: number;
  /** The direction of fire, as the shield facing it comes through (defaults to the struck shield). */
  readonly direction?: Facing;
  /** The tech level of its weapon (3 is 3X, 0 to `MAX_TECH`); absent, the volley's `weaponTech`. */
  readonly tech?: number;
  /** Its weapon's catalog label (`LRG`, `Ph-10` ...), which solid neutronium reads; absent, a weapon of no special rule. */
  readonly weapon?: string;
}

/** A volley against one shield: either a number of points, or the units that fired it (D4.34). */
export interface Volley {
  readonly shield: Facing;
  readonly points?: number;
  readonly units?: readonly VolleyUnit[];
}

/** The chart, the phaser ranking and the owner's choices of a volley, and whether to log it. */
export interface VolleyOptions {
  /** The chart; the standard one by default. */
  readonly chart?: DamageChart;
  /** Phaser types from most to least powerful (D4.322); Ph-1, Ph-G, Ph-2, Ph-3 by default. */
  readonly phaserRank?: readonly PhaserType[];
  /**
   * The choices the rules leave to the ship's owner (which phaser, which shuttle box, where an
   * Any Weapon or Any Warp hit goes), each a preference order or a function; see
   * {@link VolleyChoices}. Left out, each takes its documented default.
   */
  readonly choices?: VolleyChoices;
  /** Whether to return the event log (true by default; false is faster). */
  readonly log?: boolean;
  /**
   * The tech level of the weapons of units that give none (0 to `MAX_TECH`), for the coating and
   * solid neutronium: by default the ship's `tech`, else 3 (3X, `HULL_DEFENSES`).
   */
  readonly weaponTech?: number;
}

/** How a volley's points were spent; they add up to the volley's points. */
export interface VolleySummary {
  readonly points: number;
  readonly shields: number;
  readonly armor: number;
  readonly internals: number;
  readonly excess: number;
  /**
   * Points that did nothing: those the hull defenses took off a hit (solid neutronium, the coating,
   * non-ablative armor, Borg armor's first point), those Skin ignored, and any after the ship was
   * destroyed.
   */
  readonly ignored: number;
}

/** What a shield point hit: `Shield #1` to `Shield #6`. */
export type ShieldHit = `Shield #${Facing}`;

/**
 * What an internal point destroyed: a box system, the best box of a special track, a shuttle box
 * (`Shuttle (with its shuttle)` when a shuttle was aboard it), or a phaser by type
 * (`Phaser (Ph-1)`).
 */
export type InternalHit = ShipSystem | 'Sensor' | 'Scanner' | 'Dam Con' | 'Shuttle (with its shuttle)' | `Phaser (${string})`;

/** Why a chart cell passed a point on to the next column. */
export type PassWhy =
  /** A bold cell whose chart position was already scored this volley (D4.31). */
  | 'bold-used'
  /** The ship has no such box left (or, for Flag, no security stations, D4.354). */
  | 'nothing-left'
  /** No working phaser bears on the direction of fire (D4.321). */
  | 'phaser-not-bearing'
  /** Only the last box of the track is left, and it is never destroyed (D4.33). */
  | 'last-track-box';

/** A cell a point passed over before it was scored, and why. */
export interface PassedCell {
  readonly column: ChartColumn;
  readonly result: ChartCell;
  readonly why: PassWhy;
  /** `why` in words, with the rule. */
  readonly reason: string;
}

/** Why a run of points was settled without rolling (`specs/damage.md` §2.1). */
export type RunNote = 'the ship is destroyed' | 'no chart cell can take a point' | 'Excess is the only cell left on every row';

/** The fields an event of one stage does not have, so that any field can be read on any event. */
type Without<K extends 'last' | 'roll' | 'column' | 'result' | 'hit' | 'passed' | 'note' | 'spent'> = { readonly [P in K]?: never };

/** A point the struck shield absorbed. */
export interface ShieldEvent extends Without<'last' | 'roll' | 'column' | 'result' | 'passed' | 'note' | 'spent'> {
  readonly stage: 'shield';
  /** 1-based index of the point in the volley. */
  readonly point: number;
  /** Index of the firing unit in `volley.units` (0 for a volley given as points). */
  readonly unit: number;
  readonly hit: ShieldHit;
}

/**
 * What armor took a point: a layer of general armor by its kind's name (`Armor`, `Armor-9`, `Borg
 * armor`, `Breen armor`, `Regenerating armor`, `Skin`), or specific armor by the chart result it
 * guarded (`Specific armor (Bridge)`).
 */
export type ArmorHit = 'Armor' | 'Armor-9' | 'Borg armor' | 'Breen armor' | 'Regenerating armor' | 'Skin' | `Specific armor (${string})`;

/**
 * A point armor took: a layer of general armor (D4.12), or specific armor that took a chart
 * result it guards, with the roll, the cell and the cells passed before it.
 */
export interface ArmorEvent extends Without<'last' | 'note' | 'spent'> {
  readonly stage: 'armor';
  readonly point: number;
  readonly unit: number;
  readonly hit: ArmorHit;
  /** Specific armor only: the 2d6 roll, the cell whose result it guarded, and the cells passed before it. */
  readonly roll?: ChartRoll;
  readonly column?: ChartColumn;
  readonly result?: ChartCell;
  readonly passed?: readonly PassedCell[];
}

/**
 * What made points do nothing: a hull defense that took them off a hit (in the order they act),
 * Borg armor's first point of a hit, or Skin's allowance of the turn.
 */
export type IgnoredBy = 'Solid neutronium hull' | 'Neutronium hull coating' | 'Non-ablative armor' | 'Borg armor (first point of the hit)' | 'Skin';

/** A point the chart scored on an internal system. */
export interface InternalEvent extends Without<'last' | 'note' | 'spent'> {
  readonly stage: 'internal';
  readonly point: number;
  readonly unit: number;
  /** The 2d6 allocation roll. */
  readonly roll: ChartRoll;
  /** The column that took the point, and its result. */
  readonly column: ChartColumn;
  readonly result: Exclude<ChartCell, 'Excess'>;
  readonly hit: InternalHit;
  /** The cells passed over before it, and why; absent when column A took it. */
  readonly passed?: readonly PassedCell[];
}

/**
 * A point (or a settled run of points, `point` to `last`) on the excess damage track. A single
 * point has its roll and column; a run has `last` and a `note` saying why it was settled.
 */
export interface ExcessEvent extends Without<'spent'> {
  readonly stage: 'excess';
  readonly point: number;
  readonly last?: number;
  readonly unit: number;
  readonly roll?: ChartRoll;
  readonly column?: ChartColumn;
  readonly result: 'Excess';
  readonly hit: 'Excess';
  readonly passed?: readonly PassedCell[];
  readonly note?: RunNote;
}

/**
 * A point (or a run, `point` to `last`) that did nothing: points a hull defense took off a hit or
 * Skin ignored (`hit` names it), a point after the ship was destroyed, or one that found no cell
 * to take it on a house chart without Excess (with its `roll` and the cells `passed`).
 */
export interface IgnoredEvent extends Without<'column' | 'result' | 'spent'> {
  readonly stage: 'ignored';
  readonly point: number;
  readonly last?: number;
  readonly unit: number;
  readonly roll?: ChartRoll;
  readonly hit?: IgnoredBy;
  readonly passed?: readonly PassedCell[];
  readonly note?: RunNote;
}

/**
 * The closing event of a log that reached `MAX_VOLLEY_EVENTS`: every later point, `point` to
 * `last`, with how they were spent.
 */
export interface UnloggedEvent extends Without<'roll' | 'column' | 'result' | 'hit' | 'passed'> {
  readonly stage: 'unlogged';
  readonly point: number;
  readonly last: number;
  /** The unit of the first point it stands for. */
  readonly unit: number;
  readonly spent: VolleySummary;
  readonly note: string;
}

/**
 * Where one damage point went, or a run of points (`last` set): a discriminated union on `stage`
 * (`switch (e.stage)` narrows to the fields that stage has). Every point of a volley is in
 * exactly one event, so `(e.last ?? e.point) - e.point + 1` summed over the log is the volley's
 * points.
 */
export type VolleyEvent = ShieldEvent | ArmorEvent | InternalEvent | ExcessEvent | IgnoredEvent | UnloggedEvent;

/** The stages of {@link VolleyEvent}. */
export type VolleyStage = VolleyEvent['stage'];

/** What `resolveVolley` answers: the ship after the volley, where the points went, and the log. */
export interface VolleyOutcome {
  readonly ship: ShipState;
  readonly summary: VolleySummary;
  /** Empty with `options.log: false`. */
  readonly events: readonly VolleyEvent[];
}
