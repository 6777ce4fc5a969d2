/**
 * The shapes of a duel: what `duel` takes (two compiled ships, the options) and what it answers
 * (every figure with its standard error).
 */
import type { ShipModel } from '../design/model.js';
import type { FleetShip } from '../fleet/types.js';
import type { Estimate, Quantile } from '../survival/types.js';

export type { Estimate, Quantile } from '../survival/types.js';

/** One side of a duel: a compiled ship (`loadDesigns`), or a fleet as `resolveFleet` gives it (its name and ships). */
export type DuelContender = ShipModel | { readonly name: string; readonly ships: readonly Pick<FleetShip, 'label' | 'model'>[] };

/** The two sides of a duel. */
export type Side = 'a' | 'b';

/**
 * How far apart the ships are each turn (*ours*: the duel has no map; `specs/duel.md` §2.4):
 * - `fixed`: `range` hexes every turn;
 * - `closing`: `from` on turn 1, `step` fewer each turn, never under `to`;
 * - `standoff`: the side named keeps the range at the longest reach of its own weapons;
 * - `list`: `ranges[t]` on turn t + 1, the last one held after the list ends.
 */
export type RangeSchedule =
  | { readonly kind: 'fixed'; readonly range: number }
  | { readonly kind: 'closing'; readonly from: number; readonly to: number; readonly step: number }
  | { readonly kind: 'standoff'; readonly side: Side }
  | { readonly kind: 'list'; readonly ranges: readonly number[] };

/**
 * Which of its six shield facings each ship turns to the other (*ours*, `specs/duel.md` §2.3):
 * - `head-on`: facing #1 (the bow) both;
 * - `strongest-shield`: each turn, its standing shield with the most boxes (the lowest number of equals);
 * - `most-weapons`: each turn, the facing the most of its working weapons bear through (then the strongest shield);
 * - `{ a, b }`: these facings, every turn.
 */
export type FacingPolicy = 'head-on' | 'strongest-shield' | 'most-weapons' | { readonly a: number; readonly b: number };

/**
 * Who fires first in a turn (*ours*, `specs/duel.md` §2.2): `simultaneous` (both fire from the
 * turn's start; both may die), `a-first` or `b-first` (the second fires with what the first
 * left standing), `initiative` (a die roll each turn: 1 to 3 a first).
 */
export type FiringOrder = 'simultaneous' | 'a-first' | 'b-first' | 'initiative';

/**
 * The power each ship may spend a turn (*ours*, `specs/duel.md` §2.5): `engines` (one a standing
 * warp, impulse or APR box, so damage cuts it), `unlimited`, or a fixed number.
 */
export type PowerBudget = 'engines' | 'unlimited' | number;

/**
 * Which enemy ship each ship of a fleet fires at (*ours*, `specs/duel.md` §2.11): `focus` (the
 * first standing ship of the enemy fleet, in its order) or `spread` (the standing ships in turn).
 * A duel of two ships has one target either way.
 */
export type Targeting = 'focus' | 'spread';

/** The To Hit roll: 3d6 at or under `base`, less `penaltyPerDoubling` for each doubling of range past 4. */
export interface ToHitRule {
  readonly base?: number;
  readonly penaltyPerDoubling?: number;
}

/** The options of `duel`. Every one has a default (`DUEL_RULES.defaults`). */
export interface DuelOptions {
  /** Trials to run (2000 by default; at most `DUEL_LIMITS.trials`). */
  readonly trials?: number;
  /** Turns a duel lasts at most (10 by default); both ships standing after it is a draw. */
  readonly turns?: number;
  /** The seed of the dice (1 by default): the same seed, the same answer, however the trials are split. */
  readonly seed?: number;
  readonly range?: RangeSchedule;
  readonly facing?: FacingPolicy;
  readonly firing?: FiringOrder;
  readonly power?: PowerBudget;
  readonly toHit?: ToHitRule;
  readonly targeting?: Targeting;
  /** Called between blocks of trials with how many are done and the total; what it throws is ignored. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** How a side fared against the other, over the trials. */
export interface DuelSide {
  /** A ship, or a fleet's ships. */
  readonly kind: 'ship' | 'fleet';
  /** The ship's name, or the fleet's. */
  readonly name: string;
  /** Its design points (`totals.points` of its model; a fleet's ships' together). */
  readonly points: number;
  /** Each of its ships: its label in the fleet (its name for a ship alone), name, points, the units it fires (each line once, with its count), and the chance it was destroyed. */
  readonly ships: readonly DuelShip[];
  /** When the side was destroyed (every ship of it): the share of trials, and the turn (a distribution). */
  readonly destroyed: TurnsToKill;
  /** Damage points its fire put into the other ship's shields and hull in a trial (after the other's point-system defenses). */
  readonly damageDealt: Estimate;
  /** Power its units spent in a trial. */
  readonly powerSpent: Estimate;
  /** `damageDealt / powerSpent` over all trials (null when it spent none). */
  readonly damagePerPower: Estimate | null;
  /** `damageDealt / points` (null for a ship of 0 points). */
  readonly damagePerDesignPoint: Estimate | null;
  /** To Hit rolls it made in a trial, and hits it landed (autofire counts each shot that hits). */
  readonly shots: Estimate;
  readonly hits: Estimate;
  /**
   * The parts of its ships that lost their first box(es) in the first volley that scored an
   * internal on that ship, with the chance of each (a trial may count several: those the same
   * volley hit), and the ship's label. Most likely first; parts never first are left out.
   */
  readonly lostFirst: readonly { readonly ship: string; readonly name: string; readonly kind: string; readonly chance: Estimate }[];
}

/** One ship of a side. */
export interface DuelShip {
  readonly label: string;
  readonly name: string;
  readonly points: number;
  readonly weapons: readonly { readonly name: string; readonly count: number }[];
  readonly destroyed: Estimate;
}

/** When a ship was destroyed, over the trials. */
export interface TurnsToKill {
  readonly chance: Estimate;
  /** `byTurn[n - 1]`: trials in which it was destroyed in turn n. */
  readonly byTurn: readonly number[];
  /** The mean turn over the trials that destroyed it; null when none did. */
  readonly mean: Estimate | null;
  /** Quantiles of the turn over all trials (null past the last turn: it stood). */
  readonly quantiles: readonly Quantile[];
}

/** The settings a duel ran with: its options, checked, with their defaults. */
export interface DuelSettings {
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
  readonly range: RangeSchedule;
  readonly facing: FacingPolicy;
  readonly firing: FiringOrder;
  readonly power: PowerBudget;
  readonly toHit: Required<ToHitRule>;
  readonly targeting: Targeting;
}

/** What `duel` answers: the settings it ran with, and every figure. */
export interface DuelResult extends DuelSettings {
  /** P(a destroys b and stands), P(b destroys a and stands), P(both stand at the end), P(both destroyed). */
  readonly outcomes: {
    readonly aWins: Estimate;
    readonly bWins: Estimate;
    readonly draw: Estimate;
    readonly bothDestroyed: Estimate;
  };
  /** The turn the duel was decided in (one ship or both destroyed), over the trials that were. */
  readonly decidedBy: TurnsToKill;
  readonly a: DuelSide;
  readonly b: DuelSide;
}
