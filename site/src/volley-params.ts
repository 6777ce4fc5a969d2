/**
 * The volley lab's settings: their defaults, their ranges, and reading them from the address or
 * from the form (a value out of range is an error to show, never a silent clamp). No DOM here.
 */
import type { Facing } from '../../src/damage/index.js';

/** The ranges of the lab's numbers. */
export const VOLLEY_LAB_LIMITS = Object.freeze({
  /** More points than any ship in the examples can take; the log of a larger volley gets long to read. */
  points: { min: 0, max: 10_000 },
  /** The seeds `simulateVolleys` accepts (the volley's `seededDice` uses the same 32 bits). */
  seed: { min: 0, max: 0xffff_ffff },
  /** 2000 trials take a fraction of a second; 50 000 a few seconds (in a Web Worker, with a Cancel button: see simulation-job.ts). */
  trials: { min: 1, max: 50_000 },
  turns: { min: 1, max: 100 },
} as const);

/** The defaults: a volley that goes through the example cruiser's front shield into its boxes. */
export const VOLLEY_LAB_DEFAULTS = Object.freeze({ vship: 'design', shield: 1 as Facing, points: 40, seed: 1, trials: 2000, turns: 10 });

/** A whole number written in decimal within [min, max], or undefined. */
export function wholeIn(text: string | undefined, range: { readonly min: number; readonly max: number }): number | undefined {
  if (text === undefined || !/^\s*\d{1,16}\s*$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= range.min && n <= range.max ? n : undefined;
}

/** A shield facing 1 to 6, or undefined. */
export const facingOf = (text: string | undefined): Facing | undefined => wholeIn(text, { min: 1, max: 6 }) as Facing | undefined;

/** The settings of a volley as the address keeps them (each absent or bad one at its default). */
export interface VolleyParams {
  readonly vship: string;
  readonly shield: Facing;
  readonly points: number;
  readonly seed: number;
  /** The step shown, absent for the last one. */
  readonly step: number | undefined;
}

/** Reads the volley's settings from the address; `ships` are the values the ship list offers. */
export function readVolleyParams(get: (key: 'vship' | 'shield' | 'points' | 'seed' | 'step') => string | undefined, ships: readonly string[]): VolleyParams {
  const vship = get('vship');
  return {
    vship: vship !== undefined && ships.includes(vship) ? vship : VOLLEY_LAB_DEFAULTS.vship,
    shield: facingOf(get('shield')) ?? VOLLEY_LAB_DEFAULTS.shield,
    points: wholeIn(get('points'), VOLLEY_LAB_LIMITS.points) ?? VOLLEY_LAB_DEFAULTS.points,
    seed: wholeIn(get('seed'), VOLLEY_LAB_LIMITS.seed) ?? VOLLEY_LAB_DEFAULTS.seed,
    step: wholeIn(get('step'), { min: 0, max: Number.MAX_SAFE_INTEGER }),
  };
}
