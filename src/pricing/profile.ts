import { notes, ours, seed001, type SourceRef } from '../rules/source.js';
import { deepFreeze } from '../rules/freeze.js';

/**
 * How a value exactly halfway between two whole numbers is rounded:
 * `half-up` to the larger, `half-down` to the smaller, `half-even` to the even one.
 * (Every value the pricing rounds is positive, so "up" means "larger".)
 */
export type TieRule = 'half-up' | 'half-down' | 'half-even';

/** The four quantities that pricing rounds to whole numbers. */
export type RoundedQuantity = 'active' | 'build' | 'power' | 'range';

/** Which points the range is computed from. */
export type RangeBasis = 'basic' | 'active' | 'build';

/**
 * The most points a profile may charge for one box (each of {@link BoxPoints}' prices): 10 000,
 * the most boxes a line may count (`MAX_COUNT`). Far above any price a rulebook would set (the
 * costliest unit of the Ship Point System's examples builds at 86 points), it is there to catch a
 * typo, not to bound the sums: a ship's points are summed exactly and refused past 2^53 - 1.
 *
 * @example
 * ```ts
 * import { MAX_BOX_POINTS, priceUnit } from 'spacedock';
 *
 * const at = (shield: number) => priceUnit('3d6 eZap', { profile: { boxPoints: { shield } } }).ok;
 * if (!at(MAX_BOX_POINTS) || at(MAX_BOX_POINTS + 1)) throw new Error('the cap, and no more');
 * ```
 */
export const MAX_BOX_POINTS = 10_000;

/**
 * What a profile charges for the boxes of a ship, which the Ship Point System leaves unpriced (it
 * prices units only): points per box of each kind, and per box of a system line by its label.
 * Every price is a whole number from 0 to {@link MAX_BOX_POINTS}; the ready-made profiles charge
 * 0 for all of them. A ship's box points are the sum of these prices over its boxes, and its points
 * are its units' build points plus its box points (`specs/pricing.md`, section 7.1).
 */
export interface BoxPoints {
  /** Points per shield box, every facing. */
  readonly shield: number;
  /** Points per hull box: each box the ship has in F Hull, A Hull and C Hull. */
  readonly hull: number;
  /** Points per box of general armor (every layer). */
  readonly armor: number;
  /**
   * Points per box of a system line, by the label of what the line names: the catalog's label
   * (`Trac`, `Shtl`, `Lab`) or the damage-chart system's name (`Bridge`, `L Warp`), in any case
   * (`bridge` is `Bridge`; two keys that differ only in case are refused). A line pays its count
   * times its label's price, whatever kind its boxes are; a label left out costs nothing.
   */
  readonly systems: { readonly [label: string]: number };
}

/** The names of the ready-made profiles ({@link PROFILES}): what `priceUnit`'s `profile` option and the CLI's `--profile` accept. */
export type ProfileName = 'default' | 'hero';

/**
 * The readings of the Ship Point System that a user may choose between. Every option settles one
 * passage of the book that can be read more than one way (see `specs/pricing.md`).
 */
export interface PricingProfile {
  /**
   * Which readings these are: a ready-made profile's name, or `custom` for any other set of
   * options. `priceUnit` names the profile it priced with this way in `UnitPrice.profile`.
   */
  readonly name: ProfileName | 'custom';
  /**
   * Power = active points / `powerDivisor` x the power multiplier. The POWER section and every
   * example divide by 5; the POWX entry speaks of active / 10 (ruling 2).
   */
  readonly powerDivisor: number;
  /**
   * Range = `rangeBasis` points x `rangeFactor` x 5 per RNGX / 2 per RNG/. The RANGE section
   * says build x 1 and invites tuning the factor; RNG says basic x 5; the examples use basic,
   * active or build (ruling 3).
   */
  readonly rangeBasis: RangeBasis;
  readonly rangeFactor: number;
  /** The factor of a `LIMIT` written without one: the book's "average" of 0.5 (ruling 7). */
  readonly limitDefaultFactor: number;
  /** The tie rule of each rounded quantity (ruling 1 and 13). */
  readonly rounding: { readonly [Q in RoundedQuantity]: TieRule };
  /** What a ship's boxes cost (0 each in the ready-made profiles: the book prices units only). */
  readonly boxPoints: BoxPoints;
}

/** One option of {@link PricingProfile} with the passage it settles, for docs and tools. */
export interface ProfileOption {
  readonly option: Exclude<keyof PricingProfile, 'name' | 'rounding' | 'boxPoints'> | `rounding.${RoundedQuantity}` | `boxPoints.${keyof BoxPoints}`;
  readonly settles: string;
  readonly source: SourceRef;
}

/** Where box prices come from: a homebrew rulebook's, since the Ship Point System has none. */
const BOX_POINTS_READING = /* @__PURE__ */ ours('box points: the Ship Point System prices units only; box prices are a homebrew rulebook\'s, 0 by default');

/**
 * Every option of a {@link PricingProfile} with the passage of the Ship Point System it settles
 * and where the ruling is recorded, so that docs and tools can explain each choice a user can make.
 *
 * @example
 * ```ts
 * import { PROFILE_OPTIONS } from 'spacedock';
 *
 * const power = PROFILE_OPTIONS.find((o) => o.option === 'powerDivisor');
 * // power.settles: 'POWER (active / 5) against [POWXn] (active / 10)'
 * // power.source: { book: 'spacedock rulings', entry: 'Contradictions and rulings 2: Power' }
 * if (power?.source.book !== 'spacedock rulings') throw new Error('expected one of the project\'s rulings');
 * ```
 */
export const PROFILE_OPTIONS: readonly ProfileOption[] = /* @__PURE__ */ deepFreeze([
  { option: 'powerDivisor', settles: 'POWER (active / 5) against [POWXn] (active / 10)', source: /* @__PURE__ */ notes('Contradictions and rulings 2: Power') },
  { option: 'rangeBasis', settles: 'RANGE (build x 1) against [RNG] RANGED (basic x 5) and the examples', source: /* @__PURE__ */ notes('Contradictions and rulings 3: Range') },
  { option: 'rangeFactor', settles: 'RANGE: "play with this formula to scale it"', source: /* @__PURE__ */ seed001('RANGE') },
  { option: 'limitDefaultFactor', settles: '[LIMIT=]: a factor from 0.25 to 2.0, "average of 0.5"', source: /* @__PURE__ */ notes('Contradictions and rulings 7: LIMIT factor') },
  { option: 'rounding.active', settles: '"always round to the nearest whole number": ties of active points', source: /* @__PURE__ */ notes('Contradictions and rulings 1 and 13: ties') },
  { option: 'rounding.build', settles: 'ties of build points', source: /* @__PURE__ */ notes('Contradictions and rulings 1 and 13: ties') },
  { option: 'rounding.power', settles: 'ties of power', source: /* @__PURE__ */ notes('Contradictions and rulings 1 and 13: ties') },
  { option: 'rounding.range', settles: 'ties of range', source: /* @__PURE__ */ notes('Contradictions and rulings 1 and 13: ties') },
  { option: 'boxPoints.shield', settles: 'the point system prices units only: what a shield box costs (0 by default)', source: BOX_POINTS_READING },
  { option: 'boxPoints.hull', settles: 'what a hull box costs, in F Hull, A Hull and C Hull (0 by default)', source: BOX_POINTS_READING },
  { option: 'boxPoints.armor', settles: 'what a box of general armor costs (0 by default)', source: BOX_POINTS_READING },
  { option: 'boxPoints.systems', settles: 'what a box of a system line costs, by its label (none priced by default)', source: BOX_POINTS_READING },
]);

/**
 * The default readings (the project's rulings): power = active / 5, range = build x 1,
 * LIMIT 0.5 when not written, every tie rounded half up, no box priced. {@link priceUnit} uses it
 * unless told otherwise; spread it to build a custom profile.
 *
 * @example
 * ```ts
 * import { DEFAULT_PROFILE, priceUnit } from 'spacedock';
 *
 * if (DEFAULT_PROFILE.powerDivisor !== 5) throw new Error('power is active / 5');
 * const r = priceUnit('3d6 eZap', { profile: { ...DEFAULT_PROFILE, powerDivisor: 10 } });
 * if (!r.ok || r.value.power !== 2) throw new Error('15 active / 10 = 1.5, rounded half up to 2');
 * ```
 */
export const DEFAULT_PROFILE: PricingProfile & { readonly name: 'default' } = /* @__PURE__ */ deepFreeze({
  name: 'default',
  powerDivisor: 5,
  rangeBasis: 'build',
  rangeFactor: 1,
  limitDefaultFactor: 0.5,
  rounding: { active: 'half-up', build: 'half-up', power: 'half-up', range: 'half-up' },
  boxPoints: { shield: 0, hull: 0, armor: 0, systems: {} },
});

/**
 * The HERO System habit: a tie goes the designer's way. Lower active and build points (cheaper),
 * less power needed, longer range. Otherwise as {@link DEFAULT_PROFILE}.
 *
 * @example
 * ```ts
 * import { HERO_PROFILE, priceUnit } from 'spacedock';
 *
 * // 9 points of Defense with LIMIT:1 cost 4.5 build points: a tie.
 * const r = priceUnit('9 eDefense LIMIT:1="only vs. missiles"', { profile: HERO_PROFILE });
 * if (!r.ok || r.value.build !== 4) throw new Error('the hero profile rounds the tie down');
 * ```
 */
export const HERO_PROFILE: PricingProfile & { readonly name: 'hero' } = /* @__PURE__ */ deepFreeze({
  ...DEFAULT_PROFILE,
  name: 'hero',
  rounding: { active: 'half-down', build: 'half-down', power: 'half-down', range: 'half-up' },
});

/**
 * The ready-made profiles by {@link ProfileName} (`default`, `hero`): the names {@link priceUnit}'s
 * `profile` option and the CLI's `--profile` accept.
 *
 * @example
 * ```ts
 * import { PROFILES, type ProfileName } from 'spacedock';
 *
 * const names = Object.keys(PROFILES) as ProfileName[]; // ['default', 'hero']
 * if (names.join() !== 'default,hero' || PROFILES.hero.name !== 'hero') throw new Error(names.join());
 * ```
 */
export const PROFILES: { readonly [N in ProfileName]: PricingProfile & { readonly name: N } } = /* @__PURE__ */ deepFreeze({ default: DEFAULT_PROFILE, hero: HERO_PROFILE });
