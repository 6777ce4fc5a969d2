/**
 * The shapes of a survivability analysis: what `simulateVolleys` takes (the volleys of a turn,
 * the options) and what it answers (every figure with its standard error), and what
 * `exactVolley` answers (exact fractions).
 */
import type { Volley, VolleyOptions } from '../damage/volley-types.js';

/** A figure estimated by simulation, and its standard error (the standard deviation of the estimate). */
export interface Estimate {
  readonly value: number;
  readonly standardError: number;
}

/**
 * A quantile of a distribution estimated by simulation: the smallest value `v` with
 * P(X <= v) >= p. `value` is null when that value lies beyond what the run could see (a turn
 * after the last simulated one). `low` and `high` bound it at about 95% confidence
 * (distribution-free, from the order statistics); `standardError` is `(high - low) / 3.92`, the
 * standard error a normal estimate with that interval would have (null with an unbounded interval).
 */
export interface Quantile {
  readonly p: number;
  readonly value: number | null;
  readonly low: number | null;
  readonly high: number | null;
  readonly standardError: number | null;
}

/** The kinds of part a survivability figure is given for. */
export type PartKind = 'shield' | 'armor' | 'system' | 'phaser' | 'track' | 'excess';

/**
 * One part of the ship and what the simulated fire did to it, at the end of each trial (after
 * the last turn, or when the ship was destroyed).
 */
export interface PartSurvival {
  /**
   * The part as the event log names it: `Shield #1` to `Shield #6`, `Armor`, a box system (`F Hull`,
   * `Torp`, ...), `Phaser (Ph-1)` (the phasers of one type together), `Sensor`, `Scanner`, `Dam Con`,
   * `Excess`.
   */
  readonly name: string;
  readonly kind: PartKind;
  /** Its boxes at the start. */
  readonly boxes: number;
  /** Of those, how many fire can destroy (all but the last box of the sensor, scanner and damage control tracks). */
  readonly destructible: number;
  /** Probability it loses at least one box. */
  readonly hit: Estimate;
  /** Probability it loses every box fire can destroy. */
  readonly destroyed: Estimate;
  /** Expected boxes left. */
  readonly surviving: Estimate;
  /** Probability it has lost every box fire can destroy by the end of turn 1, 2, ... (index 0 is turn 1). */
  readonly destroyedBy: readonly Estimate[];
}

/**
 * A distribution of whole numbers over the trials: how many trials gave each value, its mean and
 * quantiles (5%, 25%, 50%, 75%, 95%).
 */
export interface Distribution {
  /** `counts[v]`: the trials that gave the value v (from 0 to the largest value seen). */
  readonly counts: readonly number[];
  readonly mean: Estimate;
  readonly quantiles: readonly Quantile[];
}

/** When the ship was destroyed, over the trials. */
export interface TurnsToDestruction {
  /** Probability the ship is destroyed within the simulated turns. */
  readonly destroyed: Estimate;
  /** `byTurn[n - 1]`: the trials in which the ship was destroyed in turn n. */
  readonly byTurn: readonly number[];
  /** Trials in which the ship outlived the last turn. */
  readonly survived: number;
  /** The mean turn of destruction over the trials that destroyed it; null when none did. */
  readonly mean: Estimate | null;
  /**
   * Quantiles of the turn of destruction over all trials (5%, 25%, 50%, 75%, 95%): a value is
   * null when that share of trials did not destroy the ship within the simulated turns.
   */
  readonly quantiles: readonly Quantile[];
}

/** Which engine ran the trials: the fast kernel, or `resolveVolley` itself (when a choice is a function). */
export type SimulationEngine = 'kernel' | 'reference';

/** What `simulateVolleys` answers. */
export interface Survivability {
  readonly ship: string;
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
  /** Damage points of the volleys of one turn. */
  readonly pointsPerTurn: number;
  readonly engine: SimulationEngine;
  /** Every part the ship has at the start, shields first, then armor, systems, phasers, tracks, Excess. */
  readonly parts: readonly PartSurvival[];
  /** Internal points over the whole run of a trial (points the chart scored on a system, track or phaser; not Excess). */
  readonly internals: Distribution;
  /** Excess points over the whole run of a trial. */
  readonly excess: Distribution;
  readonly destruction: TurnsToDestruction;
  /** Weapon boxes at the start: phasers, Torp and Drone boxes. */
  readonly weapons: number;
  /**
   * `disarmed[n - 1]`: probability that by the end of turn n every weapon (phaser, Torp, Drone
   * box) is destroyed or the ship is. For a ship with no weapons it is 1 on every turn.
   */
  readonly disarmed: readonly Estimate[];
}

/** The options of `simulateVolleys`: the trials, turns and seed, and the volley options of `resolveVolley`. */
export interface SimulationOptions extends Omit<VolleyOptions, 'log'> {
  /** Trials to run (10 000 by default; at most `SIMULATION_LIMITS.trials`). */
  readonly trials?: number;
  /** Turns of fire per trial (10 by default; at most `SIMULATION_LIMITS.turns`); a trial ends early when the ship is destroyed. */
  readonly turns?: number;
  /** The seed of the dice (1 by default): the same seed, the same answer, however the trials are split. */
  readonly seed?: number;
  /**
   * Called as trials complete, with how many are done and the total (for a progress bar). It is
   * called on the caller's thread, between blocks of trials; what it throws is ignored.
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The volleys fired at the ship in one turn, in order; the plan of `simulateVolleys`. */
export type VolleyPlanOfTurn = readonly Volley[];

/** An exact probability: a fraction in lowest terms (as decimal strings, to survive JSON), and its value. */
export interface ExactFraction {
  readonly numerator: string;
  readonly denominator: string;
  readonly value: number;
}

/** One part of the ship and the exact chance of what one volley does to it. */
export interface ExactPart {
  readonly name: string;
  readonly kind: PartKind;
  readonly boxes: number;
  readonly destructible: number;
  readonly hit: ExactFraction;
  readonly destroyed: ExactFraction;
  /** Expected boxes left. */
  readonly surviving: ExactFraction;
}

/** What `exactVolley` answers: the exact chances of one volley, from every sequence of 2d6 rolls. */
export interface ExactVolley {
  readonly ship: string;
  readonly points: number;
  /** How many 2d6 rolls the longest sequence took. */
  readonly rolls: number;
  /** Distinct ship states met on the way (the work the enumeration did). */
  readonly states: number;
  readonly parts: readonly ExactPart[];
  /** `internals[v]`: the chance the volley scores exactly v internal points. */
  readonly internals: readonly ExactFraction[];
  /** `excess[v]`: the chance the volley scores exactly v Excess points. */
  readonly excess: readonly ExactFraction[];
  /** The chance the volley destroys the ship. */
  readonly destroyed: ExactFraction;
}
