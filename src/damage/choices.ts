/**
 * The owner's choices of a volley: where the rules let the owning player pick the box a hit
 * takes, `VolleyOptions.choices` says how, each in the same form: a preference order, or a
 * function that picks one of the candidates. The types are public; reading and applying them is
 * internal to the volley.
 */
import { pathJoin } from '../diagnostics/path.js';
import type { Report } from '../diagnostics/report.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { ours, seed003, type SourceRef } from '../rules/source.js';
import { isPlainRecord, reportNeed, reportUnknownFields, show, thrownMessage } from '../input/plain.js';
import type { ChartColumn, ChartRoll } from './chart.js';
import type { Facing, PhaserType } from './ship.js';

/**
 * How the owner makes one kind of choice: a preference order of keys (the first one listed that
 * can take the hit is taken; a candidate not listed comes after those listed, in the default
 * order), or a function given the candidates (two or more: with one there is nothing to choose)
 * and the point's context, which returns one of them (the very candidate: the same string, or the
 * same object). A function that throws, or returns anything else, stops the volley with a
 * `choice-threw` or `choice-not-a-candidate` diagnostic.
 */
export type Chooser<C, K = C> = readonly K[] | ChooserFunction<C>;

/** The function form of a {@link Chooser}. */
export type ChooserFunction<C> = (candidates: readonly C[], context: ChoiceContext) => C;

/** Where a choice is made: the point, its unit and chart cell, and the volley so far. */
export interface ChoiceContext {
  /** 1-based index of the point in the volley. */
  readonly point: number;
  /** Index of the firing unit in `volley.units` (0 for a volley given as points). */
  readonly unit: number;
  /** The unit's direction of fire. */
  readonly direction: Facing;
  readonly roll: ChartRoll;
  readonly column: ChartColumn;
  /** The chart result being scored (a phaser picked for Any Weapon has `Any Weapon` here). */
  readonly result: 'Phaser' | 'Any Weapon' | 'Any Warp' | 'Shuttle';
  /** Phaser hits scored so far this volley (every third one takes the most powerful type, D4.322). */
  readonly phaserHits: number;
}

/** A phaser that can take a phaser hit: its index in `ship.phasers`, its type and arcs. */
export interface PhaserCandidate {
  readonly index: number;
  readonly type: PhaserType;
  readonly arcs: readonly Facing[];
}

/** A Shuttle box a Shuttle hit can take: one with no shuttle aboard, or one with a shuttle (lost with it). */
export type ShuttleBox = 'empty' | 'occupied';

/** Where an Any Weapon hit can go (D4.324): a phaser, a drone or torpedo box, or a Shuttle box with a shuttle aboard. */
export type AnyWeaponTarget = 'Phaser' | 'Drone' | 'Torp' | 'Shuttle';

/** Where an Any Warp hit can go: a center, left or right warp engine box. */
export type AnyWarpTarget = 'C Warp' | 'L Warp' | 'R Warp';

/**
 * The owner's choices of a volley, each a {@link Chooser}; `specs/damage.md` §2.2 lists them
 * with their rules and defaults.
 *
 * - `phaser` (D4.321, D4.322): which phaser takes a phaser hit, of those that bear on the
 *   direction of fire (any phaser, for Any Weapon). An order lists phaser types; the default
 *   takes the least powerful type first (by `phaserRank`), and of one type the first in
 *   `ship.phasers`. On every third phaser hit of the volley only the most powerful type among
 *   them is a candidate (D4.322).
 * - `shuttle` (D4.325): which Shuttle box a Shuttle hit takes: `empty` first by default, so a
 *   shuttle is lost only when every box left holds one.
 * - `anyWeapon` (D4.324): `Phaser`, `Drone`, `Torp` by default. A Shuttle box with a shuttle
 *   aboard may take the hit but need not: it is a candidate of an order only when listed, and
 *   always offered to a function.
 * - `anyWarp`: `C Warp`, `L Warp`, `R Warp` by default.
 */
export interface VolleyChoices {
  readonly phaser?: Chooser<PhaserCandidate, PhaserType>;
  readonly shuttle?: Chooser<ShuttleBox>;
  readonly anyWeapon?: Chooser<AnyWeaponTarget>;
  readonly anyWarp?: Chooser<AnyWarpTarget>;
}

/** The kinds of choice, as `VolleyChoices` names them. */
export type ChoiceKind = keyof VolleyChoices;

/** The rule each choice comes from, cited by its diagnostics. */
export const CHOICE_RULES: { readonly [K in ChoiceKind]: SourceRef } = /* @__PURE__ */ Object.freeze({
  phaser: seed003('D4.321'),
  shuttle: seed003('D4.325'),
  anyWeapon: seed003('D4.324'),
  // The chart's Any Warp result names no engine; which one is the owner's, as for the others.
  anyWarp: ours('Any Warp hits: the owner picks the engine'),
});

export const SHUTTLE_BOXES: readonly ShuttleBox[] = /* @__PURE__ */ Object.freeze(['empty', 'occupied'] as const);
export const ANY_WEAPON_TARGETS: readonly AnyWeaponTarget[] = /* @__PURE__ */ Object.freeze(['Phaser', 'Drone', 'Torp', 'Shuttle'] as const);
export const ANY_WARP_TARGETS: readonly AnyWarpTarget[] = /* @__PURE__ */ Object.freeze(['C Warp', 'L Warp', 'R Warp'] as const);
const DEFAULT_ANY_WEAPON: readonly AnyWeaponTarget[] = /* @__PURE__ */ Object.freeze(['Phaser', 'Drone', 'Torp'] as const);

/**
 * A choice as the volley applies it: a full order (every candidate that may be taken, in order),
 * or a function with the list of everything it may be offered.
 */
export type PlannedChoice<K> = { readonly order: readonly K[]; readonly fn?: undefined } | { readonly order: readonly K[]; readonly fn: (candidates: readonly unknown[], context: ChoiceContext) => unknown };

/** The choices of a checked plan. `phaser.order` is the listed types only (the rest by rank). */
export interface PlannedChoices {
  readonly phaser: PlannedChoice<PhaserType>;
  readonly shuttle: PlannedChoice<ShuttleBox>;
  readonly anyWeapon: PlannedChoice<AnyWeaponTarget>;
  readonly anyWarp: PlannedChoice<AnyWarpTarget>;
  /** Whether any choice is a function (the volley then keeps the context of each point). */
  readonly anyFunction: boolean;
}

export const DEFAULT_CHOICES: PlannedChoices = /* @__PURE__ */ Object.freeze({
  phaser: /* @__PURE__ */ Object.freeze({ order: /* @__PURE__ */ Object.freeze([]) }),
  shuttle: /* @__PURE__ */ Object.freeze({ order: SHUTTLE_BOXES }),
  anyWeapon: /* @__PURE__ */ Object.freeze({ order: DEFAULT_ANY_WEAPON }),
  anyWarp: /* @__PURE__ */ Object.freeze({ order: ANY_WARP_TARGETS }),
  anyFunction: false,
});

const CHOICE_FIELDS: readonly ChoiceKind[] = ['phaser', 'shuttle', 'anyWeapon', 'anyWarp'];

/** Reads `options.choices`; reports every problem at its path (`options.choices.anyWarp[1]`). */
export function readChoices(value: unknown, path: string, r: Report): PlannedChoices | undefined {
  if (value === undefined) return DEFAULT_CHOICES;
  if (!isPlainRecord(value)) {
    reportNeed(r, path, value, 'an object of the owner\'s choices (phaser, shuttle, anyWeapon, anyWarp)');
    return undefined;
  }
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, value, path, CHOICE_FIELDS, 'the owner\'s choices');
  const phaser = readPhaserChoice(value['phaser'], pathJoin(path, 'phaser'), r);
  const shuttle = readChoice(value['shuttle'], pathJoin(path, 'shuttle'), SHUTTLE_BOXES, SHUTTLE_BOXES, SHUTTLE_BOXES, r);
  const anyWeapon = readChoice(value['anyWeapon'], pathJoin(path, 'anyWeapon'), ANY_WEAPON_TARGETS, DEFAULT_ANY_WEAPON, ANY_WEAPON_TARGETS, r);
  const anyWarp = readChoice(value['anyWarp'], pathJoin(path, 'anyWarp'), ANY_WARP_TARGETS, ANY_WARP_TARGETS, ANY_WARP_TARGETS, r);
  if (r.diagnostics.length + r.dropped > before || phaser === undefined || shuttle === undefined || anyWeapon === undefined || anyWarp === undefined) return undefined;
  const anyFunction = [phaser, shuttle, anyWeapon, anyWarp].some((c) => c.fn !== undefined);
  return { phaser, shuttle, anyWeapon, anyWarp, anyFunction };
}

/**
 * One choice over a closed set of `names`: an order (listed first, then the `defaults` not listed,
 * in their order), or a function (offered any of `offered`).
 */
function readChoice<K extends string>(value: unknown, path: string, names: readonly K[], defaults: readonly K[], offered: readonly K[], r: Report): PlannedChoice<K> | undefined {
  if (value === undefined) return { order: defaults };
  if (typeof value === 'function') return { order: offered, fn: value as (candidates: readonly unknown[], context: ChoiceContext) => unknown };
  if (!Array.isArray(value) || !value.every((x) => names.includes(x as K)) || new Set(value).size !== value.length) {
    reportNeed(r, path, value, `a list of ${names.join(', ')}, each at most once, or a function that picks one`);
    return undefined;
  }
  const listed = value as K[];
  return { order: [...listed, ...defaults.filter((k) => !listed.includes(k))] };
}

function readPhaserChoice(value: unknown, path: string, r: Report): PlannedChoice<PhaserType> | undefined {
  if (value === undefined) return DEFAULT_CHOICES.phaser;
  if (typeof value === 'function') return { order: [], fn: value as (candidates: readonly unknown[], context: ChoiceContext) => unknown };
  if (!Array.isArray(value) || !value.every((t) => typeof t === 'string' && t.trim() !== '') || new Set(value).size !== value.length) {
    reportNeed(r, path, value, 'a list of phaser types (most wanted loss first), each at most once, or a function that picks one');
    return undefined;
  }
  return { order: [...(value as string[])] };
}

/**
 * Asks a chooser function to pick, and checks its answer: the candidate it picked, or a
 * diagnostic (it threw, or answered something that is not one of the candidates). `candidates`
 * and `context` must be made for this call: they are frozen and handed over.
 */
export function askChooser<C>(
  kind: ChoiceKind,
  fn: (candidates: readonly unknown[], context: ChoiceContext) => unknown,
  candidates: readonly C[],
  context: ChoiceContext,
  describe: (c: C) => string,
): { readonly ok: true; readonly pick: C } | { readonly ok: false; readonly diagnostic: Diagnostic } {
  const path = pathJoin('options.choices', kind);
  const source = CHOICE_RULES[kind];
  let pick: unknown;
  try {
    // The list is made for this call alone, so it is frozen as it is rather than copied.
    pick = fn(Object.freeze(candidates), Object.freeze(context));
  } catch (error) {
    return { ok: false, diagnostic: { severity: 'error', code: 'choice-threw', message: `at point ${context.point} it threw (${thrownMessage(error)})`, path, source } };
  }
  for (const c of candidates) if (Object.is(c, pick)) return { ok: true, pick: c };
  const listed = candidates.map(describe).join(', ');
  return { ok: false, diagnostic: { severity: 'error', code: 'choice-not-a-candidate', message: `at point ${context.point} it returned ${show(pick)}, which is not one of its candidates (${listed})`, path, source } };
}
