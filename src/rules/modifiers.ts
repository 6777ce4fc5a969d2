import { FUNCTIONS, type FunctionKind } from './functions.js';
import { notes, ours, seed001, type SourceRef } from './source.js';
import { deepFreeze } from './freeze.js';

/** Every modifier code of the notation. */
export type ModifierCode =
  | 'AP'
  | 'AUTO'
  | 'CH'
  | 'CONT'
  | 'EX'
  | 'HARD'
  | 'PEN'
  | 'ARC'
  | 'NB'
  | 'RNGX'
  | 'RNG/'
  | 'RNGN'
  | 'RNG'
  | 'POW-'
  | 'POWZ'
  | 'IMMUNE'
  | 'DELAY'
  | 'TRIGGER'
  | 'OTHER'
  | 'AE'
  | 'ACT'
  | 'BM'
  | 'BURN'
  | 'JAM'
  | 'XTIME'
  | 'POWX'
  | 'LIMIT'
  | 'RNG-'
  | 'SPINAL'
  | 'DISPEL'
  | 'INTR';

/** Whether a modifier raises active points, lowers build points, or can do either. */
export type ModifierSide = 'advantage' | 'disadvantage' | 'either';

/**
 * A condition a unit must meet for a modifier to apply. Breaking it is an error.
 *
 * - `range`: the function has range, by itself or through `RNG`;
 * - `no-range`: the function has no range of its own (`RNG` on Zap or Flash buys nothing);
 * - `power`: the unit uses power: its function needs some and it has no charges, which replace
 *   power;
 * - `power-left`: the unit still uses power after `POWZ`, which removes it all;
 * - `defense`: the function is a defense (Defense, Flash Defense, Drain Defense, Damage Resistance);
 * - `zap`: the function is Zap.
 */
export type ModifierRequirement = 'range' | 'no-range' | 'power' | 'power-left' | 'defense' | 'zap';

/** The parameter a modifier carries in the notation. */
export type ModifierParams =
  | 'none'
  /** `AUTO` or `AUTO:<shots>`. */
  | 'shots'
  /** `<n>CH`. */
  | 'charges'
  /** `CONT` or `CONT:U`. */
  | 'uncontrolled'
  /** `ARC:<letters>`. */
  | 'arcs'
  /** `AE:<R|C|L><n>[s]` or `AE:H[s]`. */
  | 'area'
  /** `ACT<n><`, `BURN<n><`, `JAM<n><`. */
  | 'roll'
  /** `XTIME<n>`. */
  | 'turns'
  /** `POWX<n>`. */
  | 'multiplier'
  /** `TRIGGER="text"`. */
  | 'text'
  /** `LIMIT="text"` or `LIMIT:<factor>="text"`. */
  | 'factor-and-text';

/** Static facts about one modifier code. */
export interface ModifierRule {
  readonly code: ModifierCode;
  /** The book's name for the modifier. */
  readonly name: string;
  readonly side: ModifierSide;
  /**
   * The factor of a modifier that has one fixed value; `null` when it comes from a table
   * or a parameter (see the tables in `rules/tables.ts`). Every factor is a multiple of 0.25,
   * so it is exact as a JavaScript number.
   */
  readonly factor: number | null;
  readonly params: ModifierParams;
  /**
   * Whether writing the code again adds another step (`RNGX`, `RNG/`) or another independent
   * limitation (`LIMIT` with a different text). Any other repeat is an error.
   */
  readonly stacks: boolean;
  /** Conditions whose failure makes the modifier an error on the unit. */
  readonly requires: readonly ModifierRequirement[];
  /**
   * The functions the book says the modifier is "generally only used on"; using it elsewhere
   * is allowed but earns a warning. Absent when the book sets no such expectation.
   */
  readonly usualOn?: readonly FunctionKind[];
  readonly source: SourceRef;
}

/** The attack functions (role `attack` in {@link FUNCTIONS}): what "attack functions" means in the book. */
const ATTACK: readonly FunctionKind[] = Object.values(FUNCTIONS)
  .filter((f) => f.role === 'attack')
  .map((f) => f.kind);

const rule = <C extends ModifierCode>(r: ModifierRule & { readonly code: C }): ModifierRule & { readonly code: C } => r;

/**
 * The modifiers of the Ship Point System, keyed by code, in the book's order (advantages, then
 * disadvantages): name, side, fixed factor, parameters and where each may go. The validator and
 * the pricing read this table. `AP` and `AE` are used by the book's examples but never defined
 * there; their factors are the reference notes' reconstruction.
 *
 * @example
 * ```ts
 * import { MODIFIERS, priceUnit } from 'spacedock';
 *
 * const ap = MODIFIERS.AP; // { name: 'Armor Piercing', side: 'advantage', factor: 0.5, ... }
 * const r = priceUnit('3d6 pShock AP');
 * if (!r.ok || r.value.advantages !== ap.factor) throw new Error('AP adds 0.5');
 * ```
 */
export const MODIFIERS: { readonly [C in ModifierCode]: ModifierRule & { readonly code: C } } = /* @__PURE__ */ deepFreeze({
  AP: rule({
    code: 'AP', name: 'Armor Piercing', side: 'advantage', factor: 0.5, params: 'none', stacks: false,
    requires: [], usualOn: ATTACK, source: notes('Modifiers used but never defined: AP'),
  }),
  AUTO: rule({
    code: 'AUTO', name: 'Autofire', side: 'advantage', factor: null, params: 'shots', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[AUTO] AUTOFIRE'),
  }),
  CH: rule({
    code: 'CH', name: 'Charges', side: 'either', factor: null, params: 'charges', stacks: false,
    requires: [], source: seed001('[nCH] CHARGES'),
  }),
  CONT: rule({
    code: 'CONT', name: 'Continuous', side: 'advantage', factor: null, params: 'uncontrolled', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[CONT] CONTINUOUS'),
  }),
  EX: rule({
    code: 'EX', name: 'Explosion', side: 'advantage', factor: 0.5, params: 'none', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[EX] EXPLOSION'),
  }),
  HARD: rule({
    code: 'HARD', name: 'Hardened Defense', side: 'advantage', factor: 0.25, params: 'none', stacks: false,
    requires: ['defense'], source: seed001('[HARD] HARDENED DEFENSE'),
  }),
  PEN: rule({
    code: 'PEN', name: 'Penetrating', side: 'advantage', factor: 0.5, params: 'none', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[PEN] PENETRATING'),
  }),
  ARC: rule({
    code: 'ARC', name: 'Firing Arc', side: 'advantage', factor: null, params: 'arcs', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[ARC:xyz] FIRING ARC'),
  }),
  NB: rule({
    code: 'NB', name: 'Needle Beam', side: 'advantage', factor: 2.5, params: 'none', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[NB] NEEDLE BEAM'),
  }),
  RNGX: rule({
    code: 'RNGX', name: 'Increase Maximum Range', side: 'advantage', factor: 0.25, params: 'none', stacks: true,
    requires: ['range'], source: seed001('[RNGX] INCREASE MAXIMUM RANGE'),
  }),
  RNGN: rule({
    code: 'RNGN', name: 'No Range Penalty', side: 'advantage', factor: 0.5, params: 'none', stacks: false,
    requires: ['range'], source: seed001('[RNGN] NO RANGE PENALTY'),
  }),
  RNG: rule({
    code: 'RNG', name: 'Ranged', side: 'advantage', factor: 0.5, params: 'none', stacks: false,
    requires: ['no-range'], usualOn: ['shock', 'drain', 'darkness', 'illusion'], source: seed001('[RNG] RANGED; DARKNESS and ILLUSION mention range'),
  }),
  'POW-': rule({
    code: 'POW-', name: 'Reduced Power (half)', side: 'advantage', factor: 0.25, params: 'none', stacks: false,
    requires: ['power'], source: seed001('[POW] REDUCED POWER'),
  }),
  POWZ: rule({
    code: 'POWZ', name: 'Reduced Power (no power)', side: 'advantage', factor: 0.5, params: 'none', stacks: false,
    requires: ['power'], source: seed001('[POW] REDUCED POWER'),
  }),
  IMMUNE: rule({
    code: 'IMMUNE', name: 'Immunity', side: 'advantage', factor: 0.25, params: 'none', stacks: false,
    requires: [], source: seed001('[IMMUNE] IMMUNITY'),
  }),
  DELAY: rule({
    code: 'DELAY', name: 'Time Delay', side: 'advantage', factor: 0.25, params: 'none', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[DELAY] TIME DELAY'),
  }),
  TRIGGER: rule({
    code: 'TRIGGER', name: 'Trigger', side: 'advantage', factor: 0.25, params: 'text', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[TRIGGER=] TRIGGER'),
  }),
  OTHER: rule({
    code: 'OTHER', name: 'Useable on Other', side: 'advantage', factor: 0.75, params: 'none', stacks: false,
    requires: [], source: seed001('[OTHER] USEABLE ON OTHER'),
  }),
  AE: rule({
    code: 'AE', name: 'Area Effect', side: 'advantage', factor: null, params: 'area', stacks: false,
    requires: [], usualOn: ATTACK, source: notes('Modifiers used but never defined: AE'),
  }),
  ACT: rule({
    code: 'ACT', name: 'Activation Roll', side: 'disadvantage', factor: null, params: 'roll', stacks: false,
    requires: [], source: seed001('[ACTn<] ACTIVATION ROLL'),
  }),
  BM: rule({
    code: 'BM', name: 'Beam', side: 'disadvantage', factor: 0.25, params: 'none', stacks: false,
    requires: ['zap'], source: seed001('[BM] BEAM'),
  }),
  BURN: rule({
    code: 'BURN', name: 'Burnout', side: 'disadvantage', factor: null, params: 'roll', stacks: false,
    requires: [], source: seed001('[BURNn<] BURNOUT'),
  }),
  JAM: rule({
    code: 'JAM', name: 'Jammed', side: 'disadvantage', factor: null, params: 'roll', stacks: false,
    requires: [], source: seed001('[JAMn<] JAMMED'),
  }),
  XTIME: rule({
    code: 'XTIME', name: 'Extra Time', side: 'disadvantage', factor: null, params: 'turns', stacks: false,
    requires: [], source: seed001('[XTIMEn] EXTRA TIME'),
  }),
  POWX: rule({
    code: 'POWX', name: 'Increased Power Consumption', side: 'disadvantage', factor: null, params: 'multiplier',
    stacks: false, requires: ['power', 'power-left'], source: seed001('[POWXn] INCREASED POWER CONSUMPTION'),
  }),
  LIMIT: rule({
    code: 'LIMIT', name: 'Limited Effect', side: 'disadvantage', factor: null, params: 'factor-and-text',
    stacks: true, requires: [], source: notes('Contradictions and rulings 7: LIMIT factor'),
  }),
  'RNG-': rule({
    code: 'RNG-', name: 'Reduced by Range', side: 'disadvantage', factor: 0.25, params: 'none', stacks: false,
    requires: ['range'], usualOn: ['zap'], source: seed001('[RNG-] REDUCED BY RANGE'),
  }),
  'RNG/': rule({
    code: 'RNG/', name: 'Diminished Range', side: 'disadvantage', factor: 0.25, params: 'none', stacks: true,
    requires: ['range'], source: seed001('[RNG/] DIMINISHED RANGE'),
  }),
  SPINAL: rule({
    code: 'SPINAL', name: 'Spinal Arc', side: 'disadvantage', factor: 0.75, params: 'none', stacks: false,
    requires: ['range'], source: seed001('SPINAL ARC'),
  }),
  DISPEL: rule({
    code: 'DISPEL', name: 'Dispel', side: 'disadvantage', factor: 2.0, params: 'none', stacks: false,
    requires: [], usualOn: ['drain'], source: seed001('[DISPEL] DISPEL'),
  }),
  INTR: rule({
    code: 'INTR', name: 'Interceptable', side: 'disadvantage', factor: 1.0, params: 'none', stacks: false,
    requires: [], usualOn: ATTACK, source: seed001('[INTR] INTERCEPTABLE'),
  }),
});

/**
 * The modifier codes in table order (the keys of {@link MODIFIERS}), for listing them or for
 * checking a code a user typed.
 *
 * @example
 * ```ts
 * import { MODIFIER_CODES } from 'spacedock';
 *
 * const isCode = (word: string) => (MODIFIER_CODES as readonly string[]).includes(word);
 * if (!isCode('RNG-') || isCode('XX')) throw new Error('RNG- is a code, XX is not');
 * ```
 */
export const MODIFIER_CODES: readonly ModifierCode[] = /* @__PURE__ */ Object.freeze(Object.keys(MODIFIERS) as ModifierCode[]);

/**
 * Pairs of modifiers that cannot sit on one unit (or are legal but odd), and why; the parser
 * reports each as `conflicting-modifiers` with the pair's severity. (Modifiers that remove
 * power, such as `POWZ` and charges, make the power modifiers inapplicable through the `power`
 * requirement instead.)
 *
 * @example
 * ```ts
 * import { MODIFIER_CONFLICTS, parseUnit } from 'spacedock';
 *
 * const pair = MODIFIER_CONFLICTS[0]!; // { codes: ['POW-', 'POWZ'], severity: 'error', ... }
 * const d = parseUnit(`3d6 eZap ${pair.codes.join(' ')}`).diagnostics[0];
 * if (d?.code !== 'conflicting-modifiers' || d.severity !== pair.severity) throw new Error('expected the conflict');
 * ```
 */
export const MODIFIER_CONFLICTS: readonly {
  readonly codes: readonly [ModifierCode, ModifierCode];
  /** `error` when the pair makes no sense; `warning` when it is legal but odd. */
  readonly severity: 'error' | 'warning';
  readonly reason: string;
  readonly source: SourceRef;
}[] = /* @__PURE__ */ deepFreeze([
  {
    codes: ['POW-', 'POWZ'],
    severity: 'error',
    reason: 'power is either halved or removed, not both',
    source: seed001('[POW] REDUCED POWER'),
  },
  {
    codes: ['SPINAL', 'ARC'],
    severity: 'error',
    reason: 'a spinal mount fires straight ahead only, so it has no firing arcs to add',
    source: seed001('[ARC:xyz] FIRING ARC; SPINAL ARC'),
  },
  {
    codes: ['POW-', 'POWX'],
    severity: 'warning',
    reason: 'halving the power and multiplying it pull against each other',
    source: ours('notation: conflicting power modifiers'),
  },
]);
