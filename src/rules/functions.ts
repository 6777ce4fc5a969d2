import { ours, seed001, type SourceRef } from './source.js';
import { deepFreeze } from './freeze.js';

/** Every function of the unit point system (the Ship Point System), as a kebab-case kind. */
export type FunctionKind =
  | 'shock'
  | 'zap'
  | 'defense'
  | 'darkness'
  | 'flash'
  | 'flash-defense'
  | 'illusion'
  | 'invisibility'
  | 'sensors'
  | 'damage-resistance'
  | 'drain'
  | 'drain-defense'
  | 'missile';

/** What the leading number of a unit means for a function. */
export type AmountKind =
  /** `Nd6`: dice of effect. */
  | 'dice'
  /** `N`: points (of defense, of damage resistance, or basic points for a missile). */
  | 'points'
  /** The function takes no leading number. */
  | 'none';

/** What follows the function name in the notation. */
export type FunctionArgs =
  | 'none'
  /** `vs. radar,lidar`: one or more sensor types. */
  | 'sensor-list'
  /** `n Radius vs. radar,lidar`. */
  | 'radius-and-sensor-list'
  /** `=radar`: exactly one sensor type. */
  | 'sensor'
  /** `=Zap`: the function whose unit is drained or defended against. */
  | 'function'
  /** `move=`, `mode=`, `end=`, `reusable` and a warhead `( ... )`. */
  | 'missile';

/** The broad role of a function, used by the "generally only used on ..." rules. */
export type FunctionRole = 'attack' | 'defense' | 'sensor' | 'vehicle';

/** Static facts about one function: how it is written and what it can carry. */
export interface FunctionRule {
  readonly kind: FunctionKind;
  /** The canonical spelling, as {@link formatUnit} prints it. */
  readonly name: string;
  readonly amount: AmountKind;
  /** Whether the `e`/`p`/`c` damage type prefix belongs on this function. */
  readonly damageType: boolean;
  readonly args: FunctionArgs;
  readonly role: FunctionRole;
  /** Whether the function reaches past contact without the `RNG` advantage. */
  readonly hasRange: boolean;
  /** Whether using the function costs power (before any modifier). */
  readonly needsPower: boolean;
  /** A typical spec, quoted by diagnostics that show how to write the function. */
  readonly example: string;
  readonly source: SourceRef;
}

/**
 * The functions of the Ship Point System, keyed by kind: how each is written and what it may carry. The
 * parser, the validator and the pricing all read this table, so a tool can use it to list or
 * explain functions exactly as the library understands them.
 *
 * `hasRange` follows ruling 3 of the reference notes (Zap and Flash have range; every other
 * function only with `RNG`). `needsPower` is true where the book's entry says the function
 * requires power; Flash Defense, Sensors, Damage Resistance and Missile are silent and so need
 * none (see `specs/notation.md`, "Rule interpretations").
 *
 * @example
 * ```ts
 * import { FUNCTIONS, parseUnit } from 'spacedock';
 *
 * const zap = FUNCTIONS.zap; // { name: 'Zap', amount: 'dice', hasRange: true, example: '3d6 eZap', ... }
 * if (zap.name !== 'Zap' || !zap.hasRange) throw new Error('Zap reaches past contact');
 * // Every function's example is a valid spec.
 * for (const f of Object.values(FUNCTIONS)) if (!parseUnit(f.example).ok) throw new Error(f.example);
 * ```
 */
export const FUNCTIONS: { readonly [K in FunctionKind]: FunctionRule & { readonly kind: K } } = /* @__PURE__ */ deepFreeze({
  shock: {
    kind: 'shock', name: 'Shock', amount: 'dice', damageType: true, args: 'none', role: 'attack',
    hasRange: false, needsPower: true, example: '3d6 pShock', source: seed001('nd6 SHOCK'),
  },
  zap: {
    kind: 'zap', name: 'Zap', amount: 'dice', damageType: true, args: 'none', role: 'attack',
    hasRange: true, needsPower: true, example: '3d6 eZap', source: seed001('nd6 ZAP'),
  },
  defense: {
    kind: 'defense', name: 'Defense', amount: 'points', damageType: true, args: 'none', role: 'defense',
    hasRange: false, needsPower: true, example: '9 eDefense', source: seed001('n DEFENSE'),
  },
  darkness: {
    kind: 'darkness', name: 'Darkness', amount: 'none', damageType: false, args: 'radius-and-sensor-list',
    role: 'sensor', hasRange: false, needsPower: true, example: 'Darkness 2 Radius vs. radar,lidar', source: seed001('DARKNESS n Radius vs. x,y,z'),
  },
  flash: {
    kind: 'flash', name: 'Flash', amount: 'dice', damageType: false, args: 'sensor-list', role: 'attack',
    hasRange: true, needsPower: true, example: '2d6 Flash vs. radar,lidar', source: seed001('nd6 FLASH vs. x,y,z'),
  },
  'flash-defense': {
    kind: 'flash-defense', name: 'Flash Defense', amount: 'points', damageType: false, args: 'sensor',
    role: 'defense', hasRange: false, needsPower: false, example: '3 Flash Defense=radar', source: seed001('n FLASH DEFENSE=x'),
  },
  illusion: {
    kind: 'illusion', name: 'Illusion', amount: 'none', damageType: false, args: 'sensor-list',
    role: 'sensor', hasRange: false, needsPower: true, example: 'Illusion vs. radar,optics', source: seed001('ILLUSION vs. x,y,z'),
  },
  invisibility: {
    kind: 'invisibility', name: 'Invisibility', amount: 'none', damageType: false, args: 'sensor-list',
    role: 'sensor', hasRange: false, needsPower: true, example: 'Invisibility vs. radar', source: seed001('INVISIBILITY vs. x,y,z'),
  },
  sensors: {
    kind: 'sensors', name: 'Sensors', amount: 'none', damageType: false, args: 'sensor', role: 'sensor',
    hasRange: false, needsPower: false, example: 'Targeting Sensors=radar', source: seed001('SENSORS'),
  },
  'damage-resistance': {
    kind: 'damage-resistance', name: 'Damage Resistance', amount: 'points', damageType: false, args: 'none',
    role: 'defense', hasRange: false, needsPower: false, example: '20 Damage Resistance', source: seed001('DAMAGE RESISTANCE'),
  },
  drain: {
    kind: 'drain', name: 'Drain', amount: 'dice', damageType: false, args: 'function', role: 'attack',
    hasRange: false, needsPower: true, example: '10d6 Drain=Zap', source: seed001('nd6 DRAIN=function'),
  },
  'drain-defense': {
    kind: 'drain-defense', name: 'Drain Defense', amount: 'points', damageType: false, args: 'function',
    role: 'defense', hasRange: false, needsPower: true, example: '5 Drain Defense=Zap', source: seed001('n DRAIN DEFENSE=function'),
  },
  missile: {
    kind: 'missile', name: 'Missile', amount: 'points', damageType: false, args: 'missile', role: 'vehicle',
    hasRange: false, needsPower: false, example: '10 Missile move=8 (3d6 pShock 1CH)', source: seed001('MISSILE'),
  },
});

/**
 * The function kinds in the book's order, for listing them (the keys of {@link FUNCTIONS}).
 *
 * @example
 * ```ts
 * import { FUNCTION_KINDS } from 'spacedock';
 *
 * // ['shock', 'zap', 'defense', ..., 'missile']
 * if (FUNCTION_KINDS.length !== 13 || FUNCTION_KINDS[0] !== 'shock') throw new Error(FUNCTION_KINDS.join());
 * ```
 */
export const FUNCTION_KINDS: readonly FunctionKind[] = /* @__PURE__ */ Object.freeze(Object.keys(FUNCTIONS) as FunctionKind[]);

/** The kinds of sensors a `Sensors` unit can be. */
export type SensorMode = 'detection' | 'targeting';

/**
 * How a `Sensors` unit is written: the mode word comes first (`Targeting Sensors=radar`).
 * The book gives no notation for sensors; this is ours.
 *
 * @example
 * ```ts
 * import { SENSOR_MODES, parseUnit } from 'spacedock';
 *
 * const words = SENSOR_MODES.map((m) => m.word); // ['Detection', 'Targeting']
 * const r = parseUnit(`${words[1]} Sensors=radar`);
 * if (!r.ok || r.value.function.kind !== 'sensors' || r.value.function.mode !== 'targeting') throw new Error('expected targeting sensors');
 * ```
 */
export const SENSOR_MODES: readonly { readonly mode: SensorMode; readonly word: 'Detection' | 'Targeting'; readonly source: SourceRef }[] = /* @__PURE__ */ deepFreeze([
  { mode: 'detection', word: 'Detection', source: ours('notation: Sensors') },
  { mode: 'targeting', word: 'Targeting', source: ours('notation: Sensors') },
]);

/** Damage types of Shock, Zap and Defense, with their one-letter prefixes. */
export type DamageType = 'energy' | 'physical' | 'crew';

/**
 * The damage type prefixes (`eZap`, `pShock`, `cDefense`): energy, physical and crew damage, and
 * the letter that marks each on Shock, Zap and Defense.
 *
 * @example
 * ```ts
 * import { DAMAGE_TYPES, parseUnit } from 'spacedock';
 *
 * const physical = DAMAGE_TYPES.find((d) => d.prefix === 'p'); // { type: 'physical', prefix: 'p', ... }
 * const r = parseUnit('3d6 pShock');
 * if (!r.ok || r.value.function.kind !== 'shock' || r.value.function.damageType !== physical?.type) throw new Error('expected physical');
 * ```
 */
export const DAMAGE_TYPES: readonly { readonly type: DamageType; readonly prefix: 'e' | 'p' | 'c'; readonly source: SourceRef }[] = /* @__PURE__ */ deepFreeze([
  { type: 'energy', prefix: 'e', source: seed001('nd6 SHOCK (eShock, pShock, and cShock)') },
  { type: 'physical', prefix: 'p', source: seed001('nd6 SHOCK (eShock, pShock, and cShock)') },
  { type: 'crew', prefix: 'c', source: seed001('nd6 SHOCK (eShock, pShock, and cShock)') },
]);

/** The missile options written as `name=<n>`, by the key they have in the syntax tree. */
export type MissileOption = 'movement' | 'modeFactor' | 'endurance';

/**
 * What a missile is and costs apart from its options (the Ship Point System, MISSILE): its smallest size,
 * how many missile points each basic point buys, and the price of being reusable.
 *
 * @example
 * ```ts
 * import { MISSILE_BASE, priceUnit } from 'spacedock';
 *
 * const r = priceUnit('10 Missile (3d6 pShock 1CH)');
 * // 10 basic points buy 10 x 5 = 50 missile points.
 * if (!r.ok || r.value.missile?.missilePoints !== 10 * MISSILE_BASE.missilePointsPerBasic) throw new Error('expected 50');
 * if (priceUnit('4 Missile (3d6 pShock)').ok) throw new Error(`a missile costs at least ${MISSILE_BASE.minimumBasic}`);
 * ```
 */
export const MISSILE_BASE = /* @__PURE__ */ deepFreeze({
  /** The fewest basic points a missile can cost. */
  minimumBasic: 5,
  /** Missile points bought by each basic point. */
  missilePointsPerBasic: 5,
  /** Missile points that remove the built-in "destroyed when the warhead is used" limitation. */
  reusableCost: 50,
  source: seed001('MISSILE'),
} as const);

/**
 * The missile options in canonical order: the word written before `=`, the value every missile
 * has for free, and the missile points each step above it costs (the Ship Point System, MISSILE).
 *
 * @example
 * ```ts
 * import { MISSILE_OPTIONS, priceUnit } from 'spacedock';
 *
 * const move = MISSILE_OPTIONS.find((o) => o.word === 'move'); // { free: 6, missilePointsPerStep: 2, ... }
 * const r = priceUnit('10 Missile move=8 (3d6 pShock 1CH)');
 * // Two steps above the free 6 hexes cost 2 x 2 = 4 missile points.
 * if (!r.ok || r.value.missile?.spent.movement !== (8 - move!.free) * move!.missilePointsPerStep) throw new Error('expected 4');
 * ```
 */
export const MISSILE_OPTIONS: readonly {
  readonly key: MissileOption;
  readonly word: 'move' | 'mode' | 'end';
  readonly free: number;
  readonly missilePointsPerStep: number;
  readonly source: SourceRef;
}[] = /* @__PURE__ */ deepFreeze([
  { key: 'movement', word: 'move', free: 6, missilePointsPerStep: 2, source: seed001('MISSILE: movement') },
  { key: 'modeFactor', word: 'mode', free: 2, missilePointsPerStep: 5, source: seed001('MISSILE: turn mode') },
  { key: 'endurance', word: 'end', free: 2, missilePointsPerStep: 10, source: seed001('MISSILE: endurance') },
]);
