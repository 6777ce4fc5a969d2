/**
 * Armor rules of the SFB:TNG hull systems catalog (seed 000): Armor-9, Borg, Breen,
 * non-ablative, specific and regenerating armor, Species 8472 Skin, the neutronium hull coating
 * and solid neutronium hulls.
 *
 * Every helper is pure: it takes plain numbers, strings and arrays, never changes them, and
 * returns a plain result object. Bad input is never thrown: it comes back as
 * `{ ok: false, reasons }`, one reason per problem found, so a caller can show them all at once.
 * The readings chosen where the seed is unclear are set out in `specs/armor.md`.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed000, type SourceRef, type RuleValue } from '../rules/source.js';
import { readPlain } from './plain.js';

// ---------------------------------------------------------------------------------------------
// Results and reasons
// ---------------------------------------------------------------------------------------------

/** Why an armor helper refused its input. */
export type ArmorIssueCode =
  /** Not a finite number (NaN, an infinity, or not a number at all). */
  | 'not-a-number'
  /** A count that has a fractional part. */
  | 'not-whole'
  | 'negative'
  /** So large that the arithmetic would leave the safe integers, or a list longer than `MAX_LIST_ITEMS`. */
  | 'too-large'
  /** A value that could not be read: a getter or a proxy trap threw, or it nests too deep or contains itself. */
  | 'unreadable'
  /** A number outside the range its field allows (damage held on a box above its capacity, ...). */
  | 'out-of-range'
  /** Two fields that cannot both hold (damage held on a box of an empty track, ...). */
  | 'inconsistent'
  | 'not-a-list'
  | 'not-an-object'
  | 'not-text'
  | 'empty-text'
  | 'not-a-boolean'
  /** An option value that is not one of those listed. */
  | 'unknown-option';

/** One problem with the input of an armor helper. Plain data: messages are the caller's to word. */
export interface ArmorIssue {
  readonly code: ArmorIssueCode;
  /** The input that is wrong, as a path: `damage`, `hits[2]`, `state.held`, `groups[0].destroyed`. */
  readonly field: string;
}

/**
 * What every armor helper returns: the outcome's fields next to `ok: true`, or the reasons the
 * input was refused.
 */
export type ArmorResult<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reasons: readonly ArmorIssue[] };


// Checks push onto a local list owned by one call, so no state outlives the call.
type Issues = ArmorIssue[];

function isWhole(value: unknown, field: string, issues: Issues, max = Number.MAX_SAFE_INTEGER): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) issues.push({ code: 'not-a-number', field });
  else if (!Number.isInteger(value)) issues.push({ code: 'not-whole', field });
  else if (value < 0) issues.push({ code: 'negative', field });
  else if (value > max) issues.push({ code: 'too-large', field });
  else return true;
  return false;
}

function isList(value: unknown, field: string, issues: Issues): value is readonly unknown[] {
  if (Array.isArray(value)) return true;
  issues.push({ code: 'not-a-list', field });
  return false;
}

function isRecord(value: unknown, field: string, issues: Issues): value is Readonly<Record<string, unknown>> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return true;
  issues.push({ code: 'not-an-object', field });
  return false;
}

function isText(value: unknown, field: string, issues: Issues): value is string {
  if (typeof value !== 'string') issues.push({ code: 'not-text', field });
  else if (value.trim() === '') issues.push({ code: 'empty-text', field });
  else return true;
  return false;
}

/** Checks a list of damage amounts, one per separate hit. */
function wholeList(value: unknown, field: string, issues: Issues): readonly number[] | undefined {
  if (!isList(value, field, issues)) return undefined;
  const before = issues.length;
  const out: number[] = [];
  // An index loop, not forEach, so that holes in a sparse array are reported rather than skipped.
  for (let i = 0; i < value.length; i++) {
    const v = value[i];
    if (isWhole(v, `${field}[${i}]`, issues)) out.push(v);
  }
  return issues.length === before ? out : undefined;
}

/**
 * An argument read once as plain data (`plain.ts`), so that getters, proxies and cycles never
 * reach the checks; what cannot be read is an issue naming it.
 */
function plainArg(value: unknown, field: string, issues: Issues): unknown {
  const read = readPlain(value, field);
  for (const p of read.problems) {
    issues.push({ code: p.kind === 'too-long' || p.kind === 'too-large' ? 'too-large' : 'unreadable', field: p.path === '(the argument)' ? field : p.path });
  }
  return read.value;
}

/** Adds an issue when whole amounts add up past the safe integers (each may be safe, their sum not). */
function safeTotal(list: readonly number[], field: string, issues: Issues): void {
  if (list.reduce((a, b) => a + b, 0) > Number.MAX_SAFE_INTEGER) issues.push({ code: 'too-large', field });
}

function refuse(issues: Issues): { readonly ok: false; readonly reasons: readonly ArmorIssue[] } {
  return { ok: false, reasons: issues };
}

/**
 * Names as printed on SSDs and damage charts vary in case and spacing ("Ph-10", "PH-10"), so
 * they are compared trimmed, with runs of blanks made one space, and case-folded.
 */
function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

// ---------------------------------------------------------------------------------------------
// Rule tables
// ---------------------------------------------------------------------------------------------

/** The shape of {@link ARMOR_9}: the Armor-9 numbers, each with its source. */
export interface Armor9Rules {
  /** Damage points one Armor-9 box takes before it is destroyed. */
  readonly pointsPerBox: RuleValue<number>;
  /** Every this-many-th point of a damage stream leaks past the Armor-9. */
  readonly leakEvery: RuleValue<number>;
}

/**
 * The Armor-9 constants: 9 points per box, every 10th point leaks.
 *
 * @example
 * ```ts
 * import { ARMOR_9, applyArmor9 } from 'spacedock/damage';
 *
 * // One box stops 9 points; the stream's 10th point leaks past it.
 * const r = applyArmor9({ boxes: 1 }, ARMOR_9.leakEvery.value);
 * if (!r.ok || r.absorbed !== ARMOR_9.pointsPerBox.value || r.leaked !== 1) throw new Error('expected 9 stopped, 1 leaked');
 * ```
 */
export const ARMOR_9: Armor9Rules = /* @__PURE__ */ deepFreeze({
  pointsPerBox: { value: 9, source: seed000('Armor-9') },
  leakEvery: { value: 10, source: seed000('Armor-9') },
});

/** The shape of {@link BORG_ARMOR}: the Borg armor numbers, each with its source. */
export interface BorgArmorRules {
  /** Points ignored at the start of every separate hit while the armor stands. */
  readonly ignoredPerHit: RuleValue<number>;
  /** Damage points one box of (normal) armor plating stops. */
  readonly pointsPerBox: RuleValue<number>;
}

/**
 * The Borg armor constants: the first point of each hit is ignored; otherwise it is normal
 * plating, read here as one point per box (the seed never says how much a plain Armor box takes).
 *
 * @example
 * ```ts
 * import { BORG_ARMOR, applyBorgArmor } from 'spacedock/damage';
 *
 * const r = applyBorgArmor(10, [1, 1, 1]); // three 1-point hits
 * if (!r.ok || r.ignored !== 3 * BORG_ARMOR.ignoredPerHit.value || r.boxesDestroyed !== 0) throw new Error('each hit loses its first point');
 * ```
 */
export const BORG_ARMOR: BorgArmorRules = /* @__PURE__ */ deepFreeze({
  ignoredPerHit: { value: 1, source: seed000('Armor, Borg') },
  pointsPerBox: { value: 1, source: ours('armor: a normal armor box stops one point') },
});

/** The shape of {@link BREEN_ARMOR}: the Breen armor rules, each with its source. */
export interface BreenArmorRules {
  /** Energy spent for each point of reinforcement (general reinforcement, as for shields). */
  readonly energyPerReinforcementPoint: RuleValue<number>;
  /** Whether the armor counts as shields for transporters and rules against unshielded targets. */
  readonly countsAsShields: RuleValue<boolean>;
  /** Whether weapons that do extra damage to shielded targets get that extra against it. */
  readonly extraDamageAgainstShields: RuleValue<boolean>;
}

/**
 * The Breen armor constants: shield-like for transporters (but no extra damage for weapons that
 * do more to shields), reinforced 2 energy for 1 point.
 *
 * @example
 * ```ts
 * import { BREEN_ARMOR, breenArmorReinforcement } from 'spacedock/damage';
 *
 * const r = breenArmorReinforcement(6);
 * if (!r.ok || r.points !== 6 / BREEN_ARMOR.energyPerReinforcementPoint.value) throw new Error('6 energy buy 3 points');
 * if (!BREEN_ARMOR.countsAsShields.value) throw new Error('Breen armor counts as shields for transporters');
 * ```
 */
export const BREEN_ARMOR: BreenArmorRules = /* @__PURE__ */ deepFreeze({
  energyPerReinforcementPoint: { value: 2, source: seed000('Armor, Breen') },
  countsAsShields: { value: true, source: seed000('Armor, Breen') },
  extraDamageAgainstShields: { value: false, source: seed000('Armor, Breen') },
});

/** The shape of {@link NON_ABLATIVE_ARMOR}: the non-ablative armor rules, each with its source. */
export interface NonAblativeArmorRules {
  /** Fewest points a hit can be cut to. */
  readonly floor: RuleValue<number>;
  /** Whether a combined (hard) hit counts as one hit. */
  readonly combinedIsOneHit: RuleValue<boolean>;
}

/**
 * The non-ablative armor constants: each separate hit loses the rating, never going below 0;
 * a combined or hard hit is one hit.
 *
 * @example
 * ```ts
 * import { NON_ABLATIVE_ARMOR, applyNonAblativeArmor } from 'spacedock/damage';
 *
 * const r = applyNonAblativeArmor(5, [3]); // a 3-point hit against a rating of 5
 * if (!r.ok || r.hits[0] !== NON_ABLATIVE_ARMOR.floor.value) throw new Error('a hit is never cut below 0');
 * ```
 */
export const NON_ABLATIVE_ARMOR: NonAblativeArmorRules = /* @__PURE__ */ deepFreeze({
  floor: { value: 0, source: ours('armor: a hit is never cut below 0') },
  combinedIsOneHit: { value: true, source: seed000('Non-ablative Armor') },
});

/** The shape of {@link SPECIFIC_ARMOR}: the specific armor rule, with its source. */
export interface SpecificArmorRules {
  /** Armor boxes one damage-chart hit on the protected system removes. */
  readonly boxesPerHit: RuleValue<number>;
}

/**
 * The specific armor constants: a damage-chart hit on the protected system removes one armor box
 * instead (the seed says the armor goes first, not how much of it; one box per hit is ours).
 *
 * @example
 * ```ts
 * import { SPECIFIC_ARMOR, routeSpecificArmorHit } from 'spacedock/damage';
 *
 * const r = routeSpecificArmorHit({ protects: 'Bridge', boxes: 2 }, 'Bridge');
 * if (!r.ok || r.armor.boxes !== 2 - SPECIFIC_ARMOR.boxesPerHit.value) throw new Error('one box per hit');
 * ```
 */
export const SPECIFIC_ARMOR: SpecificArmorRules = /* @__PURE__ */ deepFreeze({
  boxesPerHit: { value: 1, source: ours('armor: one specific-armor box per damage-chart hit') },
});

/** The shape of {@link REGENERATING_ARMOR}: the regeneration rate and rounding, each with its source. */
export interface RegeneratingArmorRules {
  /** Share of a group's original boxes repaired each Damage Control phase, in percent. */
  readonly percentPerPhase: RuleValue<number>;
  /** How a fractional number of boxes is rounded. */
  readonly rounding: RuleValue<'up'>;
}

/**
 * The regenerating armor constants: 20% of each group's original boxes per Damage Control phase,
 * fractions rounded up.
 *
 * @example
 * ```ts
 * import { REGENERATING_ARMOR, regenerateArmor } from 'spacedock/damage';
 *
 * const r = regenerateArmor([{ original: 10, destroyed: 5 }]);
 * // 20% of 10 original boxes: 2 repaired per Damage Control phase
 * if (!r.ok || r.repaired !== (10 * REGENERATING_ARMOR.percentPerPhase.value) / 100) throw new Error('expected 2');
 * ```
 */
export const REGENERATING_ARMOR: RegeneratingArmorRules = /* @__PURE__ */ deepFreeze({
  percentPerPhase: { value: 20, source: seed000('Regenerating Armor') },
  rounding: { value: 'up', source: seed000('Regenerating Armor') },
});

/** The shape of {@link SKIN}: the Species 8472 Skin numbers, each with its source. */
export interface SkinRules {
  /** Damage ignored each turn for every Skin box working when the turn begins. */
  readonly ignoredPerBox: RuleValue<number>;
  /** Damage that destroys one Skin box (on its last point). */
  readonly pointsPerBox: RuleValue<number>;
  /** Points scored as internals right after each Skin box is destroyed. */
  readonly internalsPerDestroyedBox: RuleValue<number>;
}

/**
 * The Skin constants: 300 ignored per working box each turn, 300 points destroy a box, and the
 * point after each destroyed box is an internal.
 *
 * @example
 * ```ts
 * import { SKIN, startSkinTurn } from 'spacedock/damage';
 *
 * const r = startSkinTurn(9); // a fighter with 9 Skin boxes
 * if (!r.ok || r.turn.ignoreLeft !== 9 * SKIN.ignoredPerBox.value) throw new Error('2700 points ignored this turn');
 * ```
 */
export const SKIN: SkinRules = /* @__PURE__ */ deepFreeze({
  ignoredPerBox: { value: 300, source: seed000('Skin') },
  pointsPerBox: { value: 300, source: seed000('Skin') },
  internalsPerDestroyedBox: { value: 1, source: seed000('Skin') },
});

/** How a tenth of a hit is made a whole number under the neutronium hull coating. */
export type CoatingRounding = 'nearest' | 'down' | 'up';

/** The shape of {@link NEUTRONIUM_COATING}: the coating's tech limit, divisor and rounding, each with its source. */
export interface NeutroniumCoatingRules {
  /** Weapons of this tech level or lower are cut down. */
  readonly maxTech: RuleValue<number>;
  /** Damage from those weapons is divided by this. */
  readonly divisor: RuleValue<number>;
  /** The default rounding of the divided damage (the seed gives none). */
  readonly rounding: RuleValue<CoatingRounding>;
}

/**
 * The neutronium hull coating constants: weapons of 7X or lower do a tenth, rounded to the
 * nearest whole point (halves up) by default.
 *
 * @example
 * ```ts
 * import { NEUTRONIUM_COATING, applyNeutroniumCoating } from 'spacedock/damage';
 *
 * const r = applyNeutroniumCoating(30, NEUTRONIUM_COATING.maxTech.value); // a 7X weapon
 * if (!r.ok || r.damage !== 30 / NEUTRONIUM_COATING.divisor.value) throw new Error('a tenth: 3');
 * ```
 */
export const NEUTRONIUM_COATING: NeutroniumCoatingRules = /* @__PURE__ */ deepFreeze({
  maxTech: { value: 7, source: seed000('Nuetronium Hull Coating') },
  divisor: { value: 10, source: seed000('Nuetronium Hull Coating') },
  rounding: { value: 'nearest', source: ours('armor: coating tenth rounded to nearest, halves up') },
});

/** What a weapon does to a ship built of solid neutronium. */
export type SolidNeutroniumEffect = 'immune' | 'one-per-box-per-turn' | 'half' | 'full';

/**
 * One row of the solid neutronium table: weapons (a list of names, or `'any'`) in a band of
 * tech levels, and what they do. `maxTech: null` is open-ended.
 */
export interface SolidNeutroniumRow {
  readonly weapons: 'any' | readonly string[];
  readonly minTech: number;
  readonly maxTech: number | null;
  readonly effect: SolidNeutroniumEffect;
  readonly source: SourceRef;
}

const SN = seed000('Solid Neutronium Hull');
const SN_4X_LIST = ['Ph-10', 'Bolt', 'Cata', 'Grav', 'Ion', 'MLAS', 'Quan', 'Shard', 'Strike'];
const SN_5X_LIST = ['Cut', 'Drain', 'Flux', 'Ph-8', 'PGL'];

/**
 * The solid neutronium table, read top down: the first row that matches the weapon and its tech
 * level decides. LRG and WRG come first because they hit fully at every tech level.
 *
 * @example
 * ```ts
 * import { SOLID_NEUTRONIUM, solidNeutroniumEffect } from 'spacedock/damage';
 *
 * const first = SOLID_NEUTRONIUM[0]!; // { weapons: ['LRG', 'WRG'], effect: 'full', ... }
 * const r = solidNeutroniumEffect('WRG', 3);
 * if (!r.ok || r.row !== first || r.effect !== 'full') throw new Error('WRG hits fully at every tech level');
 * ```
 */
export const SOLID_NEUTRONIUM: readonly SolidNeutroniumRow[] = /* @__PURE__ */ deepFreeze([
  { weapons: ['LRG', 'WRG'], minTech: 0, maxTech: null, effect: 'full', source: SN },
  { weapons: 'any', minTech: 0, maxTech: 3, effect: 'immune', source: SN },
  { weapons: SN_4X_LIST, minTech: 4, maxTech: 4, effect: 'one-per-box-per-turn', source: SN },
  { weapons: SN_4X_LIST, minTech: 5, maxTech: 5, effect: 'half', source: SN },
  { weapons: SN_5X_LIST, minTech: 5, maxTech: 5, effect: 'one-per-box-per-turn', source: SN },
  { weapons: 'any', minTech: 4, maxTech: 5, effect: 'immune', source: SN },
  { weapons: 'any', minTech: 6, maxTech: null, effect: 'full', source: SN },
] satisfies SolidNeutroniumRow[]);

// ---------------------------------------------------------------------------------------------
// Armor-9
// ---------------------------------------------------------------------------------------------

/**
 * An Armor-9 track. `held` and `counted` may be left out for an undamaged track at the start of a
 * damage stream.
 */
export interface Armor9Input {
  /** Armor-9 boxes still standing. */
  readonly boxes: number;
  /** Damage already on the first standing box (0 to 8). */
  readonly held?: number;
  /** Points of the current damage stream already counted toward the next leak (0 to 9). */
  readonly counted?: number;
}

/** An Armor-9 track after damage, ready to pass to the next call. */
export interface Armor9State {
  readonly boxes: number;
  readonly held: number;
  readonly counted: number;
}

/** Where the points of an Armor-9 damage stream went. */
export interface Armor9Outcome {
  /** Points stopped by Armor-9 boxes. */
  readonly absorbed: number;
  /** Every 10th point, which slips past whether or not boxes remain. */
  readonly leaked: number;
  /** Other points that found no Armor-9 box left. */
  readonly through: number;
  /** `leaked + through`: what goes on to reinforcement, normal armor and the ship. */
  readonly passedOn: number;
  readonly boxesDestroyed: number;
  readonly state: Armor9State;
}

/**
 * Runs a stream of damage points through Armor-9. The points are counted from 1: every 10th one
 * leaks past before any box is looked at; every other point goes into the first standing box,
 * which is destroyed on its 9th point; once no box stands the other points go through. So a fresh
 * track stops 9 of every 10 points until it is gone. The count carries on in `state.counted`; pass
 * the state back to continue the same stream, or reset `counted` to 0 to start a new one.
 *
 * @example
 * ```ts
 * import { applyArmor9 } from 'spacedock/damage';
 *
 * const r = applyArmor9({ boxes: 3 }, 25);
 * // absorbed 23, leaked 2 (points 10 and 20), 2 boxes destroyed
 * // r.state: { boxes: 1, held: 5, counted: 5 }
 * if (!r.ok || r.absorbed !== 23 || r.leaked !== 2 || r.boxesDestroyed !== 2) throw new Error(JSON.stringify(r));
 * if (r.state.boxes !== 1 || r.state.held !== 5 || r.state.counted !== 5) throw new Error(JSON.stringify(r.state));
 * ```
 */
export function applyArmor9(track: Armor9Input, damage: number): ArmorResult<Armor9Outcome> {
  const issues: Issues = [];
  track = plainArg(track, 'track', issues) as Armor9Input;
  if (issues.length > 0) return refuse(issues);
  const perBox = ARMOR_9.pointsPerBox.value;
  const every = ARMOR_9.leakEvery.value;
  let boxes = 0;
  let held = 0;
  let counted = 0;
  if (isRecord(track, 'track', issues)) {
    const okBoxes = isWhole(track.boxes, 'track.boxes', issues, Math.floor(Number.MAX_SAFE_INTEGER / perBox));
    if (okBoxes) boxes = track.boxes;
    const h = track.held ?? 0;
    if (isWhole(h, 'track.held', issues)) {
      if (h > perBox - 1) issues.push({ code: 'out-of-range', field: 'track.held' });
      else if (okBoxes && h > 0 && boxes === 0) issues.push({ code: 'inconsistent', field: 'track.held' });
      else held = h;
    }
    const c = track.counted ?? 0;
    if (isWhole(c, 'track.counted', issues)) {
      if (c > every - 1) issues.push({ code: 'out-of-range', field: 'track.counted' });
      else counted = c;
    }
  }
  isWhole(damage, 'damage', issues);
  if (issues.length > 0) return refuse(issues);

  // Whether a point leaks depends only on its place in the count, never on the boxes, so the
  // leaks can be counted first and the rest poured into the boxes: no per-point loop is needed.
  const tail = (damage % every) + counted;
  const leaked = Math.floor(damage / every) + (tail >= every ? 1 : 0);
  const others = damage - leaked;
  const absorbed = Math.min(boxes * perBox - held, others);
  const onBoxes = held + absorbed;
  const boxesDestroyed = Math.floor(onBoxes / perBox);
  const through = others - absorbed;
  return {
    ok: true,
    absorbed,
    leaked,
    through,
    passedOn: leaked + through,
    boxesDestroyed,
    state: { boxes: boxes - boxesDestroyed, held: onBoxes % perBox, counted: tail % every },
  };
}

// ---------------------------------------------------------------------------------------------
// Borg armor
// ---------------------------------------------------------------------------------------------

/** What one hit did against Borg armor. */
export interface BorgHitOutcome {
  readonly damage: number;
  readonly ignored: number;
  readonly absorbed: number;
  readonly through: number;
}

/** Where the points of a list of hits went against Borg armor. */
export interface BorgArmorOutcome {
  readonly hits: readonly BorgHitOutcome[];
  readonly ignored: number;
  readonly absorbed: number;
  readonly through: number;
  readonly boxesDestroyed: number;
  /** Borg armor boxes left standing. */
  readonly boxes: number;
}

/**
 * Runs separate hits, in order, into Borg armor plating. While at least one box stands, the first
 * point of each hit is ignored; the rest destroys boxes one point each, and what is left goes
 * through. With no box left a hit goes through whole. A combined (hard) hit is one hit.
 *
 * @example
 * ```ts
 * import { applyBorgArmor } from 'spacedock/damage';
 *
 * const r = applyBorgArmor(5, [3, 1, 4]);
 * // ignored 3 (one per hit), absorbed 5, through 0, no boxes left
 * if (!r.ok || r.ignored !== 3 || r.absorbed !== 5 || r.through !== 0 || r.boxes !== 0) throw new Error(JSON.stringify(r));
 * ```
 */
export function applyBorgArmor(boxes: number, hits: readonly number[]): ArmorResult<BorgArmorOutcome> {
  const issues: Issues = [];
  hits = plainArg(hits, 'hits', issues) as readonly number[];
  if (issues.length > 0) return refuse(issues);
  isWhole(boxes, 'boxes', issues);
  const list = wholeList(hits, 'hits', issues);
  if (list !== undefined) safeTotal(list, 'hits', issues);
  if (issues.length > 0 || list === undefined) return refuse(issues);

  const skip = BORG_ARMOR.ignoredPerHit.value;
  const perBox = BORG_ARMOR.pointsPerBox.value;
  let left = boxes;
  let ignored = 0;
  let absorbed = 0;
  let through = 0;
  const out = list.map((damage): BorgHitOutcome => {
    // The ignored point is a property of the plating, so it goes when the last box does.
    const i = left > 0 ? Math.min(skip, damage) : 0;
    const a = Math.min(left * perBox, damage - i);
    const lost = Math.ceil(a / perBox);
    left -= lost;
    const t = damage - i - a;
    ignored += i;
    absorbed += a;
    through += t;
    return { damage, ignored: i, absorbed: a, through: t };
  });
  return { ok: true, hits: out, ignored, absorbed, through, boxesDestroyed: boxes - left, boxes: left };
}

// ---------------------------------------------------------------------------------------------
// Breen armor
// ---------------------------------------------------------------------------------------------

/**
 * Whether Breen armor still makes the ship count as shielded for transporters and for weapons
 * with special rules against unshielded targets: true while at least one Breen armor box stands.
 * Anything that is not a positive whole number of boxes (including bad input) is false. The
 * armor never lets weapons that do extra damage to shields do that extra (see
 * {@link BREEN_ARMOR}).
 *
 * @example
 * ```ts
 * import { breenArmorActsAsShields } from 'spacedock/damage';
 *
 * if (!breenArmorActsAsShields(2)) throw new Error('standing Breen armor acts as shields');
 * // The armor is gone: transporters work as on an unshielded ship.
 * if (breenArmorActsAsShields(0)) throw new Error('no armor, no shield');
 * ```
 */
export function breenArmorActsAsShields(boxesLeft: number): boolean {
  return BREEN_ARMOR.countsAsShields.value && Number.isInteger(boxesLeft) && boxesLeft > 0;
}

/** What an amount of energy buys as Breen armor reinforcement. */
export interface BreenReinforcementOutcome {
  readonly points: number;
  readonly energyUsed: number;
  /** Energy that does not make up a whole point. */
  readonly energyLeft: number;
}

/**
 * The reinforcement bought for Breen armor with some energy, at general-reinforcement rates:
 * 2 energy per point, whole points only. Energy may be fractional (SFB energy often is).
 *
 * @example
 * ```ts
 * import { breenArmorReinforcement } from 'spacedock/damage';
 *
 * const r = breenArmorReinforcement(5); // { ok: true, points: 2, energyUsed: 4, energyLeft: 1 }
 * if (!r.ok || r.points !== 2 || r.energyUsed !== 4 || r.energyLeft !== 1) throw new Error(JSON.stringify(r));
 * ```
 */
export function breenArmorReinforcement(energy: number): ArmorResult<BreenReinforcementOutcome> {
  const issues: Issues = [];
  if (typeof energy !== 'number' || !Number.isFinite(energy)) issues.push({ code: 'not-a-number', field: 'energy' });
  else if (energy < 0) issues.push({ code: 'negative', field: 'energy' });
  else if (energy > Number.MAX_SAFE_INTEGER) issues.push({ code: 'too-large', field: 'energy' });
  if (issues.length > 0) return refuse(issues);
  const cost = BREEN_ARMOR.energyPerReinforcementPoint.value;
  const points = Math.floor(energy / cost);
  const energyUsed = points * cost;
  return { ok: true, points, energyUsed, energyLeft: energy - energyUsed };
}

// ---------------------------------------------------------------------------------------------
// Non-ablative armor
// ---------------------------------------------------------------------------------------------

/** What non-ablative armor did to a list of hits. */
export interface NonAblativeOutcome {
  /** Each hit's damage after the armor, in the order given. */
  readonly hits: readonly number[];
  /** Sum of `hits`. */
  readonly total: number;
  /** Points the armor took off in all. */
  readonly stopped: number;
}

/**
 * Cuts each separate hit by the non-ablative armor rating, never below 0. The caller decides what
 * a hit is: weapons fired together as one combined or hard hit are one amount in the list.
 *
 * @example
 * ```ts
 * import { applyNonAblativeArmor } from 'spacedock/damage';
 *
 * const pulses = applyNonAblativeArmor(1, [4, 4, 4, 4]); // hits [3, 3, 3, 3], total 12: four Ph-9 pulses
 * const hard = applyNonAblativeArmor(1, [16]); // hits [15]: the same pulses as one hard hit
 * if (!pulses.ok || pulses.total !== 12) throw new Error('expected 12');
 * if (!hard.ok || hard.total !== 15) throw new Error('expected 15');
 * ```
 */
export function applyNonAblativeArmor(rating: number, hits: readonly number[]): ArmorResult<NonAblativeOutcome> {
  const issues: Issues = [];
  hits = plainArg(hits, 'hits', issues) as readonly number[];
  if (issues.length > 0) return refuse(issues);
  isWhole(rating, 'rating', issues);
  const list = wholeList(hits, 'hits', issues);
  if (list !== undefined) safeTotal(list, 'hits', issues);
  if (issues.length > 0 || list === undefined) return refuse(issues);
  const floor = NON_ABLATIVE_ARMOR.floor.value;
  const out = list.map((d) => Math.max(floor, d - rating));
  const total = out.reduce((s, d) => s + d, 0);
  const incoming = list.reduce((s, d) => s + d, 0);
  return { ok: true, hits: out, total, stopped: incoming - total };
}

// ---------------------------------------------------------------------------------------------
// Specific armor
// ---------------------------------------------------------------------------------------------

/** Armor that guards one system, named as the damage chart names it. */
export interface SpecificArmor {
  /** The damage-chart result the armor guards ("Bridge", "Warp", ...). */
  readonly protects: string;
  /** Armor boxes still standing. */
  readonly boxes: number;
}

/** Where one damage-chart hit landed. */
export interface SpecificArmorRoute {
  readonly hit: string;
  /** `armor`: an armor box took it; `system`: the hit stands as rolled. */
  readonly to: 'armor' | 'system';
}

/** Where a damage-chart hit goes, and the armor after it. */
export interface SpecificArmorOutcome extends SpecificArmorRoute {
  readonly armor: SpecificArmor;
}

/** Where a list of damage-chart hits went, and the armor after them. */
export interface SpecificArmorHitsOutcome {
  readonly routes: readonly SpecificArmorRoute[];
  readonly boxesDestroyed: number;
  readonly armor: SpecificArmor;
}

function checkSpecific(armor: unknown, issues: Issues): SpecificArmor | undefined {
  if (!isRecord(armor, 'armor', issues)) return undefined;
  const okName = isText(armor.protects, 'armor.protects', issues);
  const okBoxes = isWhole(armor.boxes, 'armor.boxes', issues);
  return okName && okBoxes ? { protects: armor.protects as string, boxes: armor.boxes as number } : undefined;
}

function route(armor: SpecificArmor, hit: string): SpecificArmorOutcome {
  const take = SPECIFIC_ARMOR.boxesPerHit.value;
  if (armor.boxes > 0 && sameName(hit, armor.protects)) {
    return { hit, to: 'armor', armor: { protects: armor.protects, boxes: Math.max(0, armor.boxes - take) } };
  }
  return { hit, to: 'system', armor };
}

/**
 * Decides where one damage-chart hit goes on a ship with specific armor: a hit on the guarded
 * system removes an armor box instead while any stand; any other hit, or one after the armor is
 * gone, stands as rolled. Names match ignoring case and extra blanks.
 *
 * @example
 * ```ts
 * import { routeSpecificArmorHit } from 'spacedock/damage';
 *
 * const r = routeSpecificArmorHit({ protects: 'Bridge', boxes: 2 }, 'Bridge');
 * // { ok: true, hit: 'Bridge', to: 'armor', armor: { protects: 'Bridge', boxes: 1 } }
 * if (!r.ok || r.to !== 'armor' || r.armor.boxes !== 1) throw new Error(JSON.stringify(r));
 * ```
 */
export function routeSpecificArmorHit(armor: SpecificArmor, hit: string): ArmorResult<SpecificArmorOutcome> {
  const issues: Issues = [];
  armor = plainArg(armor, 'armor', issues) as SpecificArmor;
  if (issues.length > 0) return refuse(issues);
  const a = checkSpecific(armor, issues);
  isText(hit, 'hit', issues);
  if (issues.length > 0 || a === undefined) return refuse(issues);
  return { ok: true, ...route(a, hit) };
}

/**
 * {@link routeSpecificArmorHit} over a list of damage-chart hits, in order.
 *
 * @example
 * ```ts
 * import { routeSpecificArmorHits } from 'spacedock/damage';
 *
 * const r = routeSpecificArmorHits({ protects: 'Warp', boxes: 1 }, ['Warp', 'Hull', 'Warp']);
 * // routes to: armor, system, system (the one armor box is gone after the first Warp hit)
 * if (!r.ok || r.routes.map((x) => x.to).join() !== 'armor,system,system') throw new Error(JSON.stringify(r));
 * ```
 */
export function routeSpecificArmorHits(armor: SpecificArmor, hits: readonly string[]): ArmorResult<SpecificArmorHitsOutcome> {
  const issues: Issues = [];
  armor = plainArg(armor, 'armor', issues) as SpecificArmor;
  hits = plainArg(hits, 'hits', issues) as readonly string[];
  if (issues.length > 0) return refuse(issues);
  const a = checkSpecific(armor, issues);
  if (isList(hits, 'hits', issues)) for (let i = 0; i < hits.length; i++) isText(hits[i], `hits[${i}]`, issues);
  if (issues.length > 0 || a === undefined) return refuse(issues);
  let current = a;
  const routes = hits.map((hit): SpecificArmorRoute => {
    const r = route(current, hit);
    current = r.armor;
    return { hit: r.hit, to: r.to };
  });
  return { ok: true, routes, boxesDestroyed: a.boxes - current.boxes, armor: current };
}

// ---------------------------------------------------------------------------------------------
// Regenerating armor
// ---------------------------------------------------------------------------------------------

/** One group of regenerating armor boxes (boxes never move between groups). */
export interface ArmorGroup {
  /** Boxes the group had at the start of the scenario. */
  readonly original: number;
  /** Boxes of the group now destroyed. */
  readonly destroyed: number;
}

/** A group after one Damage Control phase. */
export interface RegeneratedGroup extends ArmorGroup {
  /** Boxes repaired this phase. */
  readonly repaired: number;
}

/** The groups after one Damage Control phase. */
export interface RegenerationOutcome {
  readonly groups: readonly RegeneratedGroup[];
  /** Boxes repaired over all groups. */
  readonly repaired: number;
}

/** ceil(n × percent / 100) without forming n × percent, which could leave the safe integers. */
function percentUp(n: number, percent: number): number {
  const hundreds = Math.floor(n / 100);
  return hundreds * percent + Math.ceil(((n - hundreds * 100) * percent) / 100);
}

/**
 * One Damage Control phase of regenerating armor: each group gets back 20% of its original boxes
 * (fractions up), but never more than it has destroyed; a group's spare repairs are lost, not
 * given to another group.
 *
 * @example
 * ```ts
 * import { regenerateArmor } from 'spacedock/damage';
 *
 * const r = regenerateArmor([{ original: 12, destroyed: 5 }, { original: 4, destroyed: 4 }]);
 * // repaired [3, 1]: 20% of 12 = 2.4 -> 3; 20% of 4 = 0.8 -> 1
 * if (!r.ok || r.groups.map((g) => g.repaired).join() !== '3,1') throw new Error(JSON.stringify(r));
 * ```
 */
export function regenerateArmor(groups: readonly ArmorGroup[]): ArmorResult<RegenerationOutcome> {
  const issues: Issues = [];
  groups = plainArg(groups, 'groups', issues) as readonly ArmorGroup[];
  if (issues.length > 0) return refuse(issues);
  const ok: ArmorGroup[] = [];
  if (isList(groups, 'groups', issues)) {
    for (let i = 0; i < groups.length; i++) {
      const g: unknown = groups[i];
      const at = `groups[${i}]`;
      if (!isRecord(g, at, issues)) continue;
      const okOriginal = isWhole(g.original, `${at}.original`, issues);
      const okDestroyed = isWhole(g.destroyed, `${at}.destroyed`, issues);
      if (!okOriginal || !okDestroyed) continue;
      const original = g.original as number;
      const destroyed = g.destroyed as number;
      if (destroyed > original) issues.push({ code: 'out-of-range', field: `${at}.destroyed` });
      else ok.push({ original, destroyed });
    }
  }
  safeTotal(ok.map((g) => g.destroyed), 'groups', issues);
  if (issues.length > 0) return refuse(issues);
  const percent = REGENERATING_ARMOR.percentPerPhase.value;
  const out = ok.map((g): RegeneratedGroup => {
    const repaired = Math.min(g.destroyed, percentUp(g.original, percent));
    return { original: g.original, destroyed: g.destroyed - repaired, repaired };
  });
  return { ok: true, groups: out, repaired: out.reduce((s, g) => s + g.repaired, 0) };
}

// ---------------------------------------------------------------------------------------------
// Species 8472 Skin
// ---------------------------------------------------------------------------------------------

/** A ship's Skin during one turn. */
export interface SkinTurn {
  /** Skin boxes working (not destroyed). */
  readonly boxes: number;
  /** Damage still to be ignored this turn. */
  readonly ignoreLeft: number;
  /** Damage held on the Skin box now being filled (0 to 299); cleared when a turn begins. */
  readonly held: number;
  /** Whether the next point is an internal because a Skin box was just destroyed. */
  readonly internalNext: boolean;
}

/** Where the points of one amount of damage went against Skin. */
export interface SkinOutcome {
  readonly ignored: number;
  /** Points put on Skin boxes (those that destroyed boxes and those now held). */
  readonly onSkin: number;
  /** Points scored as internals on the ship. */
  readonly internal: number;
  readonly boxesDestroyed: number;
  readonly turn: SkinTurn;
}

/**
 * The Skin at the start of a turn: held damage is cleared, and the turn's ignore allowance is 300
 * for each working box, fixed now for the whole turn.
 *
 * @example
 * ```ts
 * import { startSkinTurn } from 'spacedock/damage';
 *
 * const r = startSkinTurn(9); // { ok: true, turn: { boxes: 9, ignoreLeft: 2700, held: 0, internalNext: false } }
 * if (!r.ok || r.turn.ignoreLeft !== 2700 || r.turn.held !== 0) throw new Error(JSON.stringify(r));
 * ```
 */
export function startSkinTurn(boxes: number): ArmorResult<{ readonly turn: SkinTurn }> {
  const issues: Issues = [];
  const per = SKIN.ignoredPerBox.value;
  if (!isWhole(boxes, 'boxes', issues, Math.floor(Number.MAX_SAFE_INTEGER / per))) return refuse(issues);
  return { ok: true, turn: { boxes, ignoreLeft: boxes * per, held: 0, internalNext: false } };
}

function checkSkinTurn(turn: unknown, issues: Issues): SkinTurn | undefined {
  if (!isRecord(turn, 'turn', issues)) return undefined;
  const before = issues.length;
  const perBox = SKIN.pointsPerBox.value;
  const okBoxes = isWhole(turn.boxes, 'turn.boxes', issues);
  isWhole(turn.ignoreLeft, 'turn.ignoreLeft', issues);
  if (isWhole(turn.held, 'turn.held', issues)) {
    if (turn.held > perBox - 1) issues.push({ code: 'out-of-range', field: 'turn.held' });
    else if (okBoxes && turn.held > 0 && turn.boxes === 0) issues.push({ code: 'inconsistent', field: 'turn.held' });
  }
  if (typeof turn.internalNext !== 'boolean') issues.push({ code: 'not-a-boolean', field: 'turn.internalNext' });
  // Right after a box is destroyed the next box is still clean: no point can be held on it yet.
  else if (turn.internalNext && (turn.held !== 0 || turn.boxes === 0)) issues.push({ code: 'inconsistent', field: 'turn.internalNext' });
  if (issues.length > before) return undefined;
  return turn as unknown as SkinTurn;
}

/**
 * Applies one amount of damage to Species 8472 Skin, later in the same turn as the `turn` given.
 * First the rest of the turn's ignore allowance is used; then the points fill the working Skin
 * boxes 300 at a time, each box destroyed on its 300th point and the very next point scored as an
 * internal; once no Skin box works, every point is an internal. Pass the returned `turn` to the
 * next hit of the same turn, and call {@link startSkinTurn} when a new turn begins.
 *
 * @example
 * ```ts
 * import { applySkinDamage, startSkinTurn } from 'spacedock/damage';
 *
 * const start = startSkinTurn(9); // a Species 8472 fighter
 * if (!start.ok) throw new Error('expected a turn');
 * const r = applySkinDamage(start.turn, 3200);
 * // { ok: true, ignored: 2700, onSkin: 499, internal: 1, boxesDestroyed: 1,
 * //   turn: { boxes: 8, ignoreLeft: 0, held: 199, internalNext: false } }
 * if (!r.ok || r.ignored !== 2700 || r.internal !== 1 || r.turn.boxes !== 8 || r.turn.held !== 199) throw new Error(JSON.stringify(r));
 * ```
 */
export function applySkinDamage(turn: SkinTurn, damage: number): ArmorResult<SkinOutcome> {
  const issues: Issues = [];
  turn = plainArg(turn, 'turn', issues) as SkinTurn;
  if (issues.length > 0) return refuse(issues);
  const t = checkSkinTurn(turn, issues);
  isWhole(damage, 'damage', issues);
  if (issues.length > 0 || t === undefined) return refuse(issues);

  const perBox = SKIN.pointsPerBox.value;
  const leak = SKIN.internalsPerDestroyedBox.value;
  const cycle = perBox + leak;
  let rest = damage;
  const ignored = Math.min(rest, t.ignoreLeft);
  rest -= ignored;
  let boxes = t.boxes;
  let held = t.held;
  let internalNext = t.internalNext;
  let onSkin = 0;
  let internal = 0;

  // Each stage below is closed-form, so a huge hit on a huge Skin track costs no more than a small one.
  if (rest > 0 && boxes > 0 && internalNext) {
    const n = Math.min(leak, rest);
    internal += n;
    rest -= n;
    internalNext = false;
  }
  if (rest > 0 && boxes > 0) {
    const need = perBox - held;
    if (rest < need) {
      held += rest;
      onSkin += rest;
      rest = 0;
    } else {
      onSkin += need;
      rest -= need;
      held = 0;
      boxes -= 1;
      internalNext = true;
      // From here every whole cycle is the internal point after a box plus the next box's 300.
      const cycles = Math.min(boxes, Math.floor(rest / cycle));
      internal += cycles * leak;
      onSkin += cycles * perBox;
      boxes -= cycles;
      rest -= cycles * cycle;
      if (rest > 0 && boxes > 0) {
        // rest < cycle here, so after the internal point fewer than 300 are left for the box.
        const n = Math.min(leak, rest);
        internal += n;
        rest -= n;
        internalNext = false;
        held = rest;
        onSkin += rest;
        rest = 0;
      }
    }
  }
  // With no working Skin box left there is nothing to fill: the rest is internal.
  internal += rest;
  if (boxes === 0) internalNext = false;
  return {
    ok: true,
    ignored,
    onSkin,
    internal,
    boxesDestroyed: t.boxes - boxes,
    turn: { boxes, ignoreLeft: t.ignoreLeft - ignored, held, internalNext },
  };
}

// ---------------------------------------------------------------------------------------------
// Neutronium hull coating
// ---------------------------------------------------------------------------------------------

/** Options of {@link applyNeutroniumCoating}. */
export interface CoatingOptions {
  /** How the tenth is made whole; `nearest` (halves up) when left out. */
  readonly rounding?: CoatingRounding;
}

/** One hit after the neutronium hull coating. */
export interface CoatingOutcome {
  readonly damage: number;
  /** Whether the coating cut this hit (the weapon was 7X or lower). */
  readonly reduced: boolean;
}

const COATING_ROUNDINGS: readonly CoatingRounding[] = ['nearest', 'down', 'up'];

/**
 * The damage of one separate hit on a ship with a neutronium hull coating: a weapon of tech 7X or
 * lower does a tenth, made whole by `rounding` (nearest, halves up, by default, so 1 to 4 points
 * do nothing and 5 to 14 do 1); an 8X or later weapon is not affected.
 *
 * @example
 * ```ts
 * import { applyNeutroniumCoating } from 'spacedock/damage';
 *
 * const near = applyNeutroniumCoating(25, 6); // { ok: true, damage: 3, reduced: true }
 * const down = applyNeutroniumCoating(25, 6, { rounding: 'down' }); // damage 2
 * const high = applyNeutroniumCoating(25, 8); // { ok: true, damage: 25, reduced: false }
 * if (!near.ok || near.damage !== 3 || !down.ok || down.damage !== 2) throw new Error('2.5 rounds to 3, or down to 2');
 * if (!high.ok || high.damage !== 25 || high.reduced) throw new Error('8X weapons are not cut down');
 * ```
 */
export function applyNeutroniumCoating(damage: number, tech: number, options: CoatingOptions = {}): ArmorResult<CoatingOutcome> {
  const issues: Issues = [];
  options = plainArg(options, 'options', issues) as CoatingOptions;
  if (issues.length > 0) return refuse(issues);
  isWhole(damage, 'damage', issues);
  isWhole(tech, 'tech', issues);
  let rounding: CoatingRounding = NEUTRONIUM_COATING.rounding.value;
  if (isRecord(options, 'options', issues) && options.rounding !== undefined) {
    const r = options.rounding;
    if (COATING_ROUNDINGS.includes(r as CoatingRounding)) rounding = r as CoatingRounding;
    else issues.push({ code: 'unknown-option', field: 'options.rounding' });
  }
  if (issues.length > 0) return refuse(issues);
  if (tech > NEUTRONIUM_COATING.maxTech.value) return { ok: true, damage, reduced: false };
  const d = NEUTRONIUM_COATING.divisor.value;
  // Whole-number arithmetic on quotient and remainder, so no float tenth can round the wrong way.
  const q = Math.floor(damage / d);
  const r = damage - q * d;
  const out = rounding === 'down' ? q : rounding === 'up' ? q + (r > 0 ? 1 : 0) : q + (2 * r >= d ? 1 : 0);
  return { ok: true, damage: out, reduced: true };
}

// ---------------------------------------------------------------------------------------------
// Solid neutronium hull
// ---------------------------------------------------------------------------------------------

/** What a weapon does to a solid neutronium ship, and the table row that says so. */
export interface SolidNeutroniumOutcome {
  readonly effect: SolidNeutroniumEffect;
  readonly row: SolidNeutroniumRow;
}

/**
 * What a weapon of a given tech level does to a ship built of solid neutronium: `immune`,
 * `one-per-box-per-turn`, `half` or `full`, from the first matching row of
 * {@link SOLID_NEUTRONIUM}. Weapon names are the catalog's base labels (`Ph-10`, `LRG`), matched
 * ignoring case and extra blanks. The Planet Crusher exception is not covered.
 *
 * @example
 * ```ts
 * import { solidNeutroniumEffect } from 'spacedock/damage';
 *
 * const effect = (weapon: string, tech: number) => {
 *   const r = solidNeutroniumEffect(weapon, tech);
 *   return r.ok ? r.effect : r.reasons;
 * };
 * // 'one-per-box-per-turn', 'half', 'immune', 'full'
 * const effects = [effect('Ph-10', 4), effect('Ph-10', 5), effect('Ph-1', 5), effect('LRG', 1)];
 * if (effects.join() !== 'one-per-box-per-turn,half,immune,full') throw new Error(effects.join());
 * ```
 */
export function solidNeutroniumEffect(weapon: string, tech: number): ArmorResult<SolidNeutroniumOutcome> {
  const issues: Issues = [];
  isText(weapon, 'weapon', issues);
  isWhole(tech, 'tech', issues);
  if (issues.length > 0) return refuse(issues);
  const row = SOLID_NEUTRONIUM.find(
    (r) =>
      tech >= r.minTech &&
      (r.maxTech === null || tech <= r.maxTech) &&
      (r.weapons === 'any' || r.weapons.some((w) => sameName(w, weapon))),
  );
  // The last row is open-ended for 'any' weapon from 6X and the earlier rows cover 0X to 5X, so a
  // whole tech level always matches; the fallback only keeps the type checker honest.
  const found = row ?? SOLID_NEUTRONIUM[SOLID_NEUTRONIUM.length - 1]!;
  return { ok: true, effect: found.effect, row: found };
}
