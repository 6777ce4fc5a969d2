/**
 * The simulation kernel (internal): the volley of `resolveVolley` over a ship held as whole
 * numbers in one `Int32Array`, with the chart compiled into opcodes, so that a point allocates
 * nothing and logs nothing. Every armor kind is in the array (a few words per layer, one per
 * regenerating group and per specific armor), and the hull defenses are numbers of the kernel.
 * It gives the same outcomes as `resolveVolley` for the same dice (test/survival/kernel.test.ts
 * proves it on generated ships, volleys and dice, one roll at a time and from a buffer of rolls),
 * including the skip-ahead of `specs/damage.md` §2.1, so it also takes the same number of dice.
 * Beside the ship the array keeps hints for speed that change no outcome (specs/survival.md §3):
 * each chart row as a bit mask of the cells that may still take a point, so that a point goes
 * straight to its row's first open cell.
 *
 * A volley runs in two steps that the simulation and the exact enumeration share: `advance`
 * spends every point that needs no roll (shields, hull defenses, armor, the settled rest of a
 * volley) and stops at the next point that needs 2d6; `scoreRoll` scores that point on the chart.
 * The simulation takes `runVolleyRolls`, which scores the points that follow one another on the
 * chart in one loop, from a buffer of rolls.
 * The whole position of a volley is in the array, so a copy of it is a saved game; `nextTurnOf`
 * plays the rules between two turns on it (regeneration, Skin's new turn).
 */
import { ARMOR_9 } from '../damage/armor/armor-9.js';
import { BORG_ARMOR } from '../damage/armor/borg.js';
import { regeneratedPerPhase } from '../damage/armor/regenerating.js';
import { SKIN } from '../damage/armor/skin.js';
import type { SolidNeutroniumEffect } from '../damage/armor/solid-neutronium.js';
import type { ChartCell } from '../damage/chart.js';
import { afterCoating, afterNonAblative, afterSolidNeutronium, unitDefense, weaponTechOf } from '../damage/hull-defenses.js';
import type { ChartTable } from '../damage/read-chart.js';
import { SHIP_SYSTEMS, type ArmorKind, type ArmorLayer, type Boxes, type Facing, type Phaser, type ShipState, type ShipSystem, type SpecificArmor } from '../damage/ship.js';
import type { VolleyPlan, VolleyRules } from '../damage/volley-plan.js';
import type { VolleySummary } from '../damage/volley-types.js';

// The kernel's numbers are `const enum`s, not constants: TypeScript's compilers (esbuild under
// tsup, tsx and the tests) write an enum member into the code as its number. A bundler turns a
// module's top-level `const` into a `var` (esbuild does, for the library's dist), and V8 then
// loads it from the module's context at every use; in the quick loop of `chartPoints` that was
// 15 to 20% of a trial (specs/survival.md §7).

/** Opcodes of a chart cell (the low bits of its code). */
const enum Op {
  SYSTEM = 0,
  HULL = 1,
  ANY_WARP = 2,
  PHASER = 3,
  ANY_WEAPON = 4,
  SHUTTLE = 5,
  EXCESS = 7,
}

/** A cell's code, the word the quick path of `chartPoints` reads (`Kernel.code`). */
const enum Code {
  OP_BITS = 7,
  BOLD_SHIFT = 3,
  BOLD = 1 << BOLD_SHIFT,
  GUARDED = 16,
  /** Bits 8 to 15: a hull cell's second count, C Hull's word (D4.351). */
  FALLBACK_SHIFT = 8,
  ARG_SHIFT = 16,
  /** The bits of a code that keep a cell off the quick loop of `chartPoints`: any opcode but Op.SYSTEM and Op.HULL, or guarded. */
  NOT_QUICK = (OP_BITS & ~Op.HULL) | GUARDED,
}

/** What a cell did with a point. */
const enum Hit {
  PASS = 0,
  /** A box or a phaser taken. */
  INTERNAL = 1,
  PHASER = 2,
  EXCESS = 3,
  ARMOR = 4,
  /** An Excess point on a bold cell (Hit.EXCESS: on a cell not bold). */
  BOLD_EXCESS = 5,
}

/** How the rest of a volley stands (as `outlookOf` of the volley). */
const enum Outlook {
  OPEN = 0,
  ALL_IGNORED = 1,
  ALL_EXCESS = 2,
}

/**
 * How a layer takes points: one a box (standard, Borg, Breen), one a box from its groups in order
 * (regenerating), 9 a box with every 10th leaking (Armor-9), or Skin's allowance and 300 a box.
 */
const enum Layer {
  PLAIN = 0,
  ARMOR9 = 1,
  REGENERATING = 2,
  SKIN = 3,
}
const LAYER_CODE: { readonly [K in ArmorKind]: number } = { standard: Layer.PLAIN, 'armor-9': Layer.ARMOR9, borg: Layer.PLAIN, breen: Layer.PLAIN, regenerating: Layer.REGENERATING, skin: Layer.SKIN };

/** The words of a layer in a state (LAYER_WORDS of them): boxes standing, points held, Skin's allowance left, Skin's owed internal (1). */
const enum LayerWord {
  LEFT = 0,
  HELD = 1,
  ALLOWANCE = 2,
  OWED = 3,
}
const LAYER_WORDS = 4;

/** Index of each box system in the state (the order of SHIP_SYSTEMS). */
const SYSTEM_INDEX: ReadonlyMap<ShipSystem, number> = /* @__PURE__ */ new Map(SHIP_SYSTEMS.map((s, i) => [s, i]));
const sys = (s: ShipSystem): number => SYSTEM_INDEX.get(s)!;
const C_HULL = /* @__PURE__ */ sys('C Hull');
const SHUTTLE = /* @__PURE__ */ sys('Shuttle');
const TORP = /* @__PURE__ */ sys('Torp');
const DRONE = /* @__PURE__ */ sys('Drone');
const ANY_PHASER = -1;
const OCCUPIED_SHUTTLE = -2;

/**
 * The layout of the state array: the ship, then the position of the volley under way, then its
 * summary, then hints for speed (the chart rows' masks of open cells), then one flag per phaser
 * (1: destroyed), then the phaser cursors (CURSORS words: for each order of losses and each
 * direction, a place in its list before which every phaser is destroyed: hints too), then the
 * armor (LAYER_WORDS a layer, a word per regenerating group, a word per specific armor: the boxes
 * standing), then the phasers working of each type; see `stateLayout`. Two states that differ only
 * in their hints hold the same ship and volley (`exactVolley` merges them).
 */
const enum S {
  /** 6 words: boxes left on shields #1 to #6. */
  SHIELD = 0,
  DESTROYED = 6,
  SHUTTLES = 7,
  LIVE_PHASERS = 8,
  /** 7 words: working phasers bearing on facing 1 to 6 (index 0 unused). */
  BEARING = 9,
  /**
   * 4 words: the boxes fire can still take from the sensor, scanner and damage control tracks (all
   * but the last, D4.33: length - 1 - destroyed) and from the excess damage track (length -
   * destroyed): counted down as system boxes are, so that a track cell is a plain cell of the chart.
   */
  TRACK = 16,
  /** 21 words: boxes left of each box system. */
  SYSTEM = 20,
  PHASER_HITS = 41,
  ARMOR_POINTS = 42,
  /**
   * What the volley has changed that `outlookOf` reads: boxes, phasers, armor and Skin's allowance
   * lost, and bold cells used. An Excess point on a cell not bold is not counted: it takes a box of
   * the Excess track, which only a cell that can take a point reads and which, when it runs out,
   * destroys the ship; so it cannot settle a volley that was not settled before it.
   */
  CHANGES = 43,
  /** S.CHANGES when `outlookOf` last looked (-1: look at the next chance). */
  CHECKED_AT = 44,
  OUTLOOK = 45,
  UNIT = 46,
  /** Points of the current unit spent. */
  DONE = 47,
  /** 1 once the current unit's shield and hull defenses have had their share. */
  HIT = 48,
  /**
   * 11 words, one per roll (2 to 12): a bit per column of the row, set on a bold cell used in this
   * volley, so that two states of `exactVolley` that differ in it are not merged. `scoreRoll` (the
   * exact enumeration's and the duel's path) keeps them; the simulation's `runVolleyRolls` does not
   * on its quick path (it never compares states), and closes the used cell in S.OPEN all the same.
   */
  BOLD = 49,
  POINTS = 60,
  SHIELDS = 61,
  ARMOR = 62,
  INTERNALS = 63,
  EXCESS = 64,
  IGNORED = 65,
  /**
   * 11 words, one per roll (2 to 12): a bit per column of the row that may still take a point in
   * this volley. A clear bit is a cell closed for the rest of the volley (a bold cell used) or for
   * good (a cell nothing can ever take again); a set bit may be either open or closed for good, not
   * yet found so. The first hint for speed: every word from here up to S.PHASERS is a hint that
   * changes no outcome (`exactVolley` merges states whatever these words hold).
   */
  OPEN = 66,
  /** 11 words, as S.OPEN, for the rest of the trial: a clear bit is a cell closed for good. `beginVolley` starts S.OPEN from it. */
  FLOOR = 77,
  PHASERS = 88,
}
/** The phaser lists a state keeps a cursor for: two orders (preference, rank) × seven directions. */
const CURSORS = 14;

/** Where the parts of a ship that vary in number sit in its state arrays, and their length. */
export interface StateLayout {
  /** The phaser cursors. */
  readonly cursors: number;
  /** The armor layers, `LAYER_WORDS` each, in the ship's order. */
  readonly layers: number;
  /** The groups of the regenerating layer (a ship has at most one), a word each. */
  readonly groups: number;
  /** The specific armor, a word each. */
  readonly specific: number;
  /** The phasers working of each type, a word a type (in the order the types first appear in `ship.phasers`). */
  readonly phaserTypes: number;
  readonly size: number;
}

/** The layout of a ship's state arrays. */
export function stateLayout(ship: ShipState): StateLayout {
  const cursors = S.PHASERS + ship.phasers.length;
  const layers = cursors + CURSORS;
  const groups = layers + LAYER_WORDS * ship.armor.length;
  const specific = groups + ship.armor.reduce((n, a) => n + (a.groups?.length ?? 0), 0);
  const phaserTypes = specific + ship.specificArmor.length;
  return { cursors, layers, groups, specific, phaserTypes, size: phaserTypes + phaserTypesOf(ship).length };
}

/** The types of a ship's phasers, each once, in the order they first appear. */
export const phaserTypesOf = (ship: ShipState): string[] => [...new Set(ship.phasers.map((p) => p.type))];

/** Indices into S.TRACK. */
const enum Track {
  SENSOR = 0,
  SCANNER = 1,
  DAM_CON = 2,
  EXCESS = 3,
}

const TRACK_OF: { readonly [C in 'Sensor' | 'Scanner' | 'Dam Con']: number } = { Sensor: Track.SENSOR, Scanner: Track.SCANNER, 'Dam Con': Track.DAM_CON };
const TRACK_KEYS = ['sensor', 'scanner', 'damageControl', 'excess'] as const;

/**
 * The words of a state that other modules read, as one frozen table: a module takes those it needs
 * into constants of its own (`const { S_DESTROYED } = STATE_WORDS`). The enums stay in this module:
 * an enum another module imports is written as its number only by a bundler, and a compiler that
 * works a file at a time (tsx, the tests) leaves it as an object read at every use.
 */
export const STATE_WORDS = /* @__PURE__ */ Object.freeze({
  LAYER_WORDS,
  S_SHIELD: S.SHIELD,
  S_DESTROYED: S.DESTROYED,
  S_TRACK: S.TRACK,
  S_SYSTEM: S.SYSTEM,
  S_POINTS: S.POINTS,
  S_INTERNALS: S.INTERNALS,
  S_EXCESS: S.EXCESS,
  S_OPEN: S.OPEN,
  S_PHASERS: S.PHASERS,
  CURSORS,
  TRACK_SENSOR: Track.SENSOR,
  TRACK_SCANNER: Track.SCANNER,
  TRACK_DAM_CON: Track.DAM_CON,
  TRACK_EXCESS: Track.EXCESS,
});

/** A ship and the rules of its volleys, compiled for the kernel. Built once per simulation; read only. */
export interface Kernel extends StateLayout {
  readonly phasers: number;
  /** Each phaser's arcs as bits (facing f is bit f). */
  readonly mask: Int32Array;
  /** The word of each phaser's type in a state (`phaserTypes` + the type's index). */
  readonly typeWord: Int32Array;
  /** Phaser indices in the owner's order of losses (D4.321), and in rank order for every third hit (D4.322). */
  readonly byPref: Int32Array;
  readonly byRank: Int32Array;
  /**
   * The phasers a hit may take, listed once per order (by preference, by rank) and direction (0:
   * any, for Any Weapon; 1 to 6: those bearing on that facing), one list after another;
   * `listStart[l]` to `listStart[l + 1]` is list `l` (order × 7 + direction). A state keeps, for
   * each list, a place before which every phaser is destroyed (moved on when the list is read), so
   * that a hit never scans destroyed phasers again: a trial's phaser hits cost the phasers, not
   * their square.
   */
  readonly lists: Int32Array;
  readonly listStart: Int32Array;
  /** How each armor layer takes points (Layer.PLAIN ...), in order. */
  readonly layerCode: Int32Array;
  /** Each regenerating group's boxes, and the boxes it regains at a Damage Control phase. */
  readonly groupTotal: Int32Array;
  readonly groupRegains: Int32Array;
  /** The layer whose boxes are in the groups (the regenerating one), or -1. */
  readonly groupLayer: number;
  /** The Borg layer, or -1: while a box of it stands the first point of each hit is ignored. */
  readonly borgLayer: number;
  /** Specific armor guarding each chart cell (roll * 16 + column): entries `guardStart[cell]` to `guardStart[cell + 1]` of `guardList`. */
  readonly guardStart: Int32Array;
  readonly guardList: Int32Array;
  /** Whether any cell is guarded (the chart walk skips the look on a ship without specific armor). */
  readonly guarded: boolean;
  readonly leakEvery: number;
  readonly pointsPerBox: number;
  readonly borgIgnored: number;
  readonly skinPerBox: number;
  readonly skinAllowance: number;
  /** The ship's hull defenses and tech level, and the volleys' default tech of weapons. */
  readonly hull: ShipState['hull'];
  readonly shipTech: number | undefined;
  readonly weaponTech: number | undefined;
  /** The chart: per cell (roll * 16 + column), its opcode, argument and boldness; per roll, its length. */
  readonly op: Int32Array;
  /**
   * Per cell, what the quick path of `chartPoints` reads in one word: its opcode (bits 0 to 2),
   * bold (Code.BOLD), guarded by specific armor (Code.GUARDED), for a hull cell C Hull's word (from
   * bit Code.FALLBACK_SHIFT: a number in the code, where a module's `var` would be a load), and
   * its argument from bit Code.ARG_SHIFT up.
   */
  readonly code: Int32Array;
  readonly arg: Int32Array;
  readonly bold: Uint8Array;
  readonly rowLength: Int32Array;
  readonly anyWarp: Int32Array;
  /** Per row (roll - 2), the columns of its Phaser cells that no specific armor guards, as bits. */
  readonly phaserCells: Int32Array;
  readonly anyWeapon: Int32Array;
  readonly emptyShuttleFirst: boolean;
  /** The ship as given, in the kernel's numbers. */
  readonly initial: Int32Array;
}

/** A volley compiled for the kernel: its shield (0-based) and its units in the order they are resolved. */
export interface KernelVolley {
  readonly shield: number;
  readonly points: Int32Array;
  readonly direction: Int32Array;
  /** Facings (bits) the fire of each unit and of every later one comes through. */
  readonly directionsFrom: Int32Array;
  /** What solid neutronium does to each unit's fire, and whether the coating cuts it. */
  readonly solid: readonly SolidNeutroniumEffect[];
  readonly coated: Uint8Array;
  /** 1 for a unit whose fire the hull defenses may cut (solid neutronium not `full`, the coating, non-ablative armor), else 0. */
  readonly cut: Uint8Array;
  readonly total: number;
}

/** Compiles a checked ship state and the checked rules of its volleys. */
export function compileKernel(ship: ShipState, rules: VolleyRules): Kernel {
  const n = ship.phasers.length;
  const unranked = Object.keys(rules.rank).length;
  const order = rules.choices.phaser.order;
  const rank = ship.phasers.map((p) => (Object.hasOwn(rules.rank, p.type) ? rules.rank[p.type]! : unranked));
  // As the volley ranks them: the listed types first, in order, then the rest, least powerful first.
  const pref = ship.phasers.map((p, i) => {
    const listed = order.indexOf(p.type);
    return listed >= 0 ? listed : order.length + (unranked - rank[i]!);
  });
  const indices = ship.phasers.map((_, i) => i);
  const byPref = Int32Array.from([...indices].sort((a, b) => pref[a]! - pref[b]! || a - b));
  const byRank = Int32Array.from([...indices].sort((a, b) => rank[a]! - rank[b]! || pref[a]! - pref[b]! || a - b));
  const { op, arg, bold, rowLength } = compileChart(rules.chart);
  const mask = Int32Array.from(ship.phasers, (p) => p.arcs.reduce((m, f) => m | (1 << f), 0));
  const layout = stateLayout(ship);
  const types = phaserTypesOf(ship);
  const typeWord = Int32Array.from(ship.phasers, (p) => layout.phaserTypes + types.indexOf(p.type));
  const lists: number[] = [];
  const listStart = new Int32Array(CURSORS + 1);
  [byPref, byRank].forEach((order, o) => {
    for (let d = 0; d <= 6; d++) {
      listStart[o * 7 + d] = lists.length;
      for (const i of order) if (d === 0 || (mask[i]! & (1 << d)) !== 0) lists.push(i);
    }
  });
  listStart[CURSORS] = lists.length;
  const groups = ship.armor.flatMap((a) => a.groups ?? []);
  const guards = compileGuards(rules.chart, ship.specificArmor);
  const { guardStart, guardList, guarded } = guards;
  const fallback = (o: number): number => (o === Op.HULL ? S.SYSTEM + C_HULL : 0) << Code.FALLBACK_SHIFT;
  const code = Int32Array.from(op, (o, cell) => o | (bold[cell] === 1 ? Code.BOLD : 0) | (guardStart[cell + 1]! > guardStart[cell]! ? Code.GUARDED : 0) | fallback(o) | (arg[cell]! << Code.ARG_SHIFT));
  const initial = new Int32Array(layout.size);
  // Every field written out, in one literal: a literal built from spreads gets a hidden class of
  // its own each time, so that every function reading a kernel would see a new shape for each
  // simulation (slow lookups once it has seen a few).
  const compiled: Kernel = {
    cursors: layout.cursors,
    layers: layout.layers,
    groups: layout.groups,
    specific: layout.specific,
    phaserTypes: layout.phaserTypes,
    size: layout.size,
    phasers: n,
    typeWord,
    lists: Int32Array.from(lists),
    listStart,
    mask,
    byPref,
    byRank,
    layerCode: Int32Array.from(ship.armor, (a) => LAYER_CODE[a.kind]),
    groupTotal: Int32Array.from(groups, (g) => g.total),
    groupRegains: Int32Array.from(groups, (g) => regeneratedPerPhase(g.total)),
    groupLayer: ship.armor.findIndex((a) => a.groups !== undefined),
    borgLayer: ship.armor.findIndex((a) => a.kind === 'borg'),
    guardStart,
    guardList,
    guarded,
    leakEvery: ARMOR_9.leakEvery.value,
    pointsPerBox: ARMOR_9.pointsPerBox.value,
    borgIgnored: BORG_ARMOR.ignoredPerHit.value,
    skinPerBox: SKIN.pointsPerBox.value,
    skinAllowance: SKIN.ignoredPerBox.value,
    hull: ship.hull,
    shipTech: ship.tech,
    weaponTech: rules.weaponTech,
    op,
    code,
    arg,
    bold,
    rowLength,
    anyWarp: Int32Array.from(rules.choices.anyWarp.order, sys),
    phaserCells: Int32Array.from({ length: 11 }, (_, r) => {
      let bits = 0;
      for (let c = 0; c < rowLength[r + 2]!; c++) {
        const cell = (r + 2) * 16 + c;
        if (op[cell] === Op.PHASER && guardStart[cell + 1] === guardStart[cell]) bits |= 1 << c;
      }
      return bits;
    }),
    anyWeapon: Int32Array.from(rules.choices.anyWeapon.order, (k) => (k === 'Phaser' ? ANY_PHASER : k === 'Shuttle' ? OCCUPIED_SHUTTLE : sys(k))),
    emptyShuttleFirst: rules.choices.shuttle.order[0] !== 'occupied',
    initial,
  };
  loadShip(compiled, ship, initial);
  // The cells closed for good on the ship as given, so that no trial walks past them.
  for (let roll = 2; roll <= 12; roll++) {
    for (let c = 0; c < rowLength[roll]!; c++) {
      const cell = roll * 16 + c;
      const open = op[cell] === Op.PHASER ? initial[S.LIVE_PHASERS]! > 0 : canTake(compiled, initial, op[cell]!, arg[cell]!, 0);
      if (!open && !guardStands(compiled, initial, cell)) closeForGood(initial, roll, 1 << c);
    }
  }
  // As a volley starts, so that a trial's first volley needs no `beginVolley`.
  beginVolley(initial);
  return compiled;
}

/** The specific armor guarding each chart cell, as lists (the volley's `guardTable`). */
function compileGuards(chart: ChartTable, specific: readonly SpecificArmor[]): Pick<Kernel, 'guardStart' | 'guardList' | 'guarded'> {
  const guardStart = new Int32Array(13 * 16 + 1);
  const guardList: number[] = [];
  for (let cell = 0; cell < 13 * 16; cell++) {
    guardStart[cell] = guardList.length;
    const result = chart[cell >> 4]?.[cell & 15]?.result;
    if (result !== undefined) specific.forEach((a, i) => a.guards.includes(result) && guardList.push(i));
  }
  guardStart[13 * 16] = guardList.length;
  return { guardStart, guardList: Int32Array.from(guardList), guarded: guardList.length > 0 };
}

function compileChart(chart: ChartTable): Pick<Kernel, 'op' | 'arg' | 'bold' | 'rowLength'> {
  const op = new Int32Array(13 * 16);
  const arg = new Int32Array(13 * 16);
  const bold = new Uint8Array(13 * 16);
  const rowLength = new Int32Array(13);
  for (let roll = 2; roll <= 12; roll++) {
    const cells = chart[roll] ?? [];
    rowLength[roll] = cells.length;
    cells.forEach((cell, c) => {
      const [o, a] = opcodeOf(cell.result);
      op[roll * 16 + c] = o;
      arg[roll * 16 + c] = a;
      bold[roll * 16 + c] = cell.bold ? 1 : 0;
    });
  }
  return { op, arg, bold, rowLength };
}

function opcodeOf(result: ChartCell): readonly [number, number] {
  switch (result) {
    case 'F Hull':
    case 'A Hull':
      return [Op.HULL, S.SYSTEM + sys(result)];
    case 'Any Warp':
      return [Op.ANY_WARP, 0];
    case 'Phaser':
      return [Op.PHASER, 0];
    case 'Any Weapon':
      return [Op.ANY_WEAPON, 0];
    case 'Shuttle':
      return [Op.SHUTTLE, SHUTTLE];
    case 'Sensor':
    case 'Scanner':
    case 'Dam Con':
      // A box of the track, counted down as a system's (never its last: the count leaves it out).
      return [Op.SYSTEM, S.TRACK + TRACK_OF[result]];
    case 'Excess':
      return [Op.EXCESS, Track.EXCESS];
    default:
      return [Op.SYSTEM, S.SYSTEM + sys(result)];
  }
}

/** Writes a checked ship state into a state array (the volley's position and summary zeroed). */
export function loadShip(k: Pick<Kernel, 'size' | 'mask' | 'typeWord' | 'lists' | 'listStart' | 'cursors' | 'layers' | 'groups' | 'specific' | 'rowLength'>, ship: ShipState, s: Int32Array): void {
  s.fill(0);
  for (let f = 0; f < 6; f++) s[S.SHIELD + f] = ship.shields[f]!;
  s[S.DESTROYED] = ship.destroyed ? 1 : 0;
  s[S.SHUTTLES] = ship.shuttlesAboard;
  TRACK_KEYS.forEach((key, t) => (s[S.TRACK + t] = ship.tracks[key].boxes.length - (t === Track.EXCESS ? 0 : 1) - ship.tracks[key].destroyed));
  SHIP_SYSTEMS.forEach((name, i) => {
    const b = ship.systems[name];
    s[S.SYSTEM + i] = b === undefined ? 0 : b.total - b.destroyed;
  });
  ship.phasers.forEach((p, i) => {
    s[S.PHASERS + i] = p.destroyed ? 1 : 0;
    if (p.destroyed) return;
    s[S.LIVE_PHASERS]!++;
    s[k.typeWord[i]!]!++;
    for (let f = 1; f <= 6; f++) if ((k.mask[i]! & (1 << f)) !== 0) s[S.BEARING + f]!++;
  });
  let g = k.groups;
  ship.armor.forEach((a, l) => {
    const at = k.layers + l * LAYER_WORDS;
    s[at + LayerWord.LEFT] = a.total - a.destroyed;
    s[at + LayerWord.HELD] = a.held;
    s[at + LayerWord.ALLOWANCE] = a.ignoreLeft ?? 0;
    s[at + LayerWord.OWED] = a.internalNext === true ? 1 : 0;
    for (const group of a.groups ?? []) s[g++] = group.total - group.destroyed;
  });
  ship.specificArmor.forEach((a, i) => (s[k.specific + i] = a.total - a.destroyed));
  // Every cell of the chart may take a point, as far as the hints know.
  for (let roll = 2; roll <= 12; roll++) s[S.OPEN + roll - 2] = s[S.FLOOR + roll - 2] = (1 << k.rowLength[roll]!) - 1;
  s.fill(0, k.cursors, k.cursors + CURSORS);
}

/** The ship state a state array stands for, from the state it was loaded from. */
export function shipOfState(base: ShipState, s: Int32Array): ShipState {
  const at = stateLayout(base);
  const systems: { [S in ShipSystem]?: Boxes } = {};
  SHIP_SYSTEMS.forEach((name, i) => {
    const b = base.systems[name];
    if (b !== undefined) systems[name] = { total: b.total, destroyed: b.total - s[S.SYSTEM + i]! };
  });
  const track = (t: number) => {
    const boxes = base.tracks[TRACK_KEYS[t]!].boxes;
    return { boxes, destroyed: boxes.length - (t === Track.EXCESS ? 0 : 1) - s[S.TRACK + t]! };
  };
  let g = at.groups;
  const armor = base.armor.map((a, l): ArmorLayer => {
    const w = at.layers + l * LAYER_WORDS;
    const layer = { kind: a.kind, total: a.total, destroyed: a.total - s[w + LayerWord.LEFT]!, held: s[w + LayerWord.HELD]! };
    if (a.groups !== undefined) return { ...layer, groups: a.groups.map((x) => ({ total: x.total, destroyed: x.total - s[g++]! })) };
    if (a.kind === 'skin') return { ...layer, ignoreLeft: s[w + LayerWord.ALLOWANCE]!, internalNext: s[w + LayerWord.OWED] === 1 };
    return layer;
  });
  return {
    name: base.name,
    ...(base.rows === undefined ? {} : { rows: base.rows }),
    shields: [s[0]!, s[1]!, s[2]!, s[3]!, s[4]!, s[5]!],
    armor,
    specificArmor: base.specificArmor.map((a, i) => ({ total: a.total, destroyed: a.total - s[at.specific + i]!, guards: a.guards })),
    hull: base.hull,
    ...(base.tech === undefined ? {} : { tech: base.tech }),
    systems,
    phasers: base.phasers.map((p: Phaser, i): Phaser => ({ type: p.type, arcs: p.arcs, destroyed: s[S.PHASERS + i] === 1 })),
    shuttlesAboard: s[S.SHUTTLES]!,
    tracks: { sensor: track(Track.SENSOR), scanner: track(Track.SCANNER), damageControl: track(Track.DAM_CON), excess: track(Track.EXCESS) },
    destroyed: s[S.DESTROYED] === 1,
  };
}

/** The summary of the volley a state array has run. */
export function summaryOfState(s: Int32Array): VolleySummary {
  return { points: s[S.POINTS]!, shields: s[S.SHIELDS]!, armor: s[S.ARMOR]!, internals: s[S.INTERNALS]!, excess: s[S.EXCESS]!, ignored: s[S.IGNORED]! };
}

/** Compiles a checked volley (its units already in the order they are resolved) against the kernel's ship: what its hull does to each unit's fire. */
export function compileVolley(v: Pick<VolleyPlan, 'shield' | 'units'>, k: Pick<Kernel, 'hull' | 'shipTech' | 'weaponTech'>): KernelVolley {
  const n = v.units.length;
  const directionsFrom = new Int32Array(n + 1);
  for (let i = n - 1; i >= 0; i--) directionsFrom[i] = (1 << v.units[i]!.direction) | directionsFrom[i + 1]!;
  const defenses = v.units.map((u) => unitDefense(k.hull, u.weapon, weaponTechOf(u.tech, k.weaponTech, k.shipTech)));
  return {
    shield: v.shield - 1,
    points: Int32Array.from(v.units, (u) => u.points),
    direction: Int32Array.from(v.units, (u) => u.direction as Facing),
    directionsFrom,
    solid: defenses.map((d) => d.solid),
    coated: Uint8Array.from(defenses, (d) => (d.coated ? 1 : 0)),
    cut: Uint8Array.from(defenses, (d) => (d.solid !== 'full' || d.coated || k.hull.nonAblative > 0 ? 1 : 0)),
    total: v.units.reduce((t, u) => t + u.points, 0),
  };
}

/** Starts a volley: clears the position and summary of the last one (the ship stays). */
export function beginVolley(s: Int32Array): void {
  // Word by word, at places known when the code compiles: V8 checks the array once for all of
  // them; in a loop it checks it again at every word (a volley's fixed cost was a tenth less).
  // The calls of fill and copyWithin cost more than either.
  s[S.PHASER_HITS] = s[S.ARMOR_POINTS] = s[S.CHANGES] = s[S.OUTLOOK] = s[S.UNIT] = s[S.DONE] = s[S.HIT] = 0;
  s[S.BOLD + 0] = s[S.BOLD + 1] = s[S.BOLD + 2] = s[S.BOLD + 3] = s[S.BOLD + 4] = s[S.BOLD + 5] = s[S.BOLD + 6] = s[S.BOLD + 7] = s[S.BOLD + 8] = s[S.BOLD + 9] = s[S.BOLD + 10] = 0;
  s[S.POINTS] = s[S.SHIELDS] = s[S.ARMOR] = s[S.INTERNALS] = s[S.EXCESS] = s[S.IGNORED] = 0;
  // The bold cells used in the last volley open again.
  s[S.OPEN] = s[S.FLOOR]!;
  s[S.OPEN + 1] = s[S.FLOOR + 1]!;
  s[S.OPEN + 2] = s[S.FLOOR + 2]!;
  s[S.OPEN + 3] = s[S.FLOOR + 3]!;
  s[S.OPEN + 4] = s[S.FLOOR + 4]!;
  s[S.OPEN + 5] = s[S.FLOOR + 5]!;
  s[S.OPEN + 6] = s[S.FLOOR + 6]!;
  s[S.OPEN + 7] = s[S.FLOOR + 7]!;
  s[S.OPEN + 8] = s[S.FLOOR + 8]!;
  s[S.OPEN + 9] = s[S.FLOOR + 9]!;
  s[S.OPEN + 10] = s[S.FLOOR + 10]!;
  s[S.CHECKED_AT] = -1;
}

/** Dice as the kernel takes them (the library's `Dice`). */
export interface KernelDice {
  d6(): number;
}

/** Runs a whole volley on a state array with the dice given (after `beginVolley`). */
export function runVolleyKernel(k: Kernel, v: KernelVolley, s: Int32Array, dice: KernelDice): void {
  while (advance(k, v, s)) scoreRoll(k, v, s, dice.d6() + dice.d6());
}

/**
 * Runs a whole volley on a state array (after `beginVolley`) taking its 2d6 rolls from
 * `rolls[at]` on, and returns where the next unused roll is: the simulation's path, the same
 * volley as `runVolleyKernel` with those rolls. A point takes one roll at most, so `rolls` needs
 * `v.total` rolls from `at`. Once a point needs a roll, the unit's next points go straight to the
 * chart while nothing else can take them (no armor standing, the ship standing, the rest not
 * settled), without `advance` in between.
 */
export function runVolleyRolls(k: Kernel, v: KernelVolley, s: Int32Array, rolls: Uint8Array, at: number): number {
  let next = at;
  // The Phaser cells no working phaser bears on from the volley's directions are closed for it
  // (for good when no phaser works), so that its points do not walk past them.
  if (s[S.LIVE_PHASERS] === 0) for (let r = 0; r < 11; r++) closeForGood(s, r + 2, k.phaserCells[r]!);
  else if (!canTake(k, s, Op.PHASER, 0, v.directionsFrom[s[S.UNIT]!]!)) for (let r = 0; r < 11; r++) s[S.OPEN + r]! &= ~k.phaserCells[r]!;
  while (advance(k, v, s)) {
    if (armorStands(k, s)) {
      scoreRoll(k, v, s, rolls[next++]!);
      continue;
    }
    next = chartPoints(k, v, s, rolls, next, v.points[s[S.UNIT]!]! - s[S.DONE]!);
  }
  return next;
}

/** Whether an armor layer could still take a point (a box standing, or Skin's allowance left). */
function armorStands(k: Kernel, s: Int32Array): boolean {
  for (let at = k.layers; at < k.groups; at += LAYER_WORDS) if (s[at + LayerWord.LEFT]! > 0 || s[at + LayerWord.ALLOWANCE]! > 0) return true;
  return false;
}

/**
 * Spends the points of the volley that need no roll, in order: returns true when the next point
 * needs a 2d6 roll (give it to `scoreRoll`), false when the volley is over.
 */
export function advance(k: Kernel, v: KernelVolley, s: Int32Array): boolean {
  for (;;) {
    const u = s[S.UNIT]!;
    if (u >= v.points.length) return false;
    const points = v.points[u]!;
    const done = s[S.DONE]!;
    if (done >= points) {
      s[S.UNIT] = u + 1;
      s[S.DONE] = 0;
      s[S.CHECKED_AT] = -1; // fewer directions of fire may be left: look again
      s[S.HIT] = 0;
      continue;
    }
    const rest = points - done;
    if (s[S.DESTROYED] === 1) {
      spend(s, rest, S.IGNORED);
      continue;
    }
    if (s[S.HIT] === 0) {
      // The struck shield takes the hit's first points; the hull defenses take their share of the rest.
      s[S.HIT] = 1;
      const shield = s[S.SHIELD + v.shield]!;
      const m = Math.min(rest, shield);
      if (m > 0) {
        s[S.SHIELD + v.shield] = shield - m;
        spend(s, m, S.SHIELDS);
      }
      // The hull defenses and Borg armor, on a ship that has any.
      if (rest > m && (v.cut[u] === 1 || k.borgLayer >= 0)) defend(k, v, s, u, rest - m);
      continue;
    }
    if (s[S.OUTLOOK] === Outlook.ALL_IGNORED) {
      spend(s, rest, S.IGNORED);
      continue;
    }
    if (s[S.OUTLOOK] === Outlook.ALL_EXCESS) {
      const m = Math.min(rest, s[S.TRACK + Track.EXCESS]!);
      if (m <= 0) {
        s[S.DESTROYED] = 1; // unreachable: a used-up excess track has destroyed the ship already
        continue;
      }
      s[S.TRACK + Track.EXCESS]! -= m;
      if (s[S.TRACK + Track.EXCESS]! <= 0) s[S.DESTROYED] = 1;
      spend(s, m, S.EXCESS);
      continue;
    }
    if (k.layers < k.groups && throughLayers(k, s, rest)) continue;
    return true;
  }
}

/** The hull defenses on the `d` points of unit `u` past the shield, in the volley's order: what they take off is ignored. */
function defend(k: Kernel, v: KernelVolley, s: Int32Array, u: number, d: number): void {
  let left = afterNonAblative(k.hull.nonAblative, afterCoating(v.coated[u] === 1, afterSolidNeutronium(v.solid[u]!, d)));
  if (k.borgLayer >= 0 && s[k.layers + k.borgLayer * LAYER_WORDS + LayerWord.LEFT]! > 0) left -= Math.min(left, k.borgIgnored);
  if (left < d) spend(s, d - left, S.IGNORED);
}

/**
 * Spends the next points on the armor layers, first to last, as the volley's `throughLayers` does
 * point by point: answers false when the next point passes every layer (it needs a roll). While no
 * layer has passed a point on, a layer takes as many of the `rest` as it can at once (they all
 * reach it); a point a layer passes on (Armor-9's leak, Skin's owed internal) goes on alone.
 */
function throughLayers(k: Kernel, s: Int32Array, rest: number): boolean {
  let n = rest;
  for (let l = 0; l < k.layerCode.length; l++) {
    const at = k.layers + l * LAYER_WORDS;
    const left = s[at + LayerWord.LEFT]!;
    switch (k.layerCode[l]) {
      case Layer.ARMOR9:
        if (left <= 0) continue;
        if (++s[S.ARMOR_POINTS]! % k.leakEvery === 0) {
          n = 1; // every 10th point leaks past to what comes next
          continue;
        }
        if (++s[at + LayerWord.HELD]! >= k.pointsPerBox) {
          s[at + LayerWord.HELD] = 0;
          s[at + LayerWord.LEFT] = left - 1;
          s[S.CHANGES]!++;
        }
        spend(s, 1, S.ARMOR);
        return true;
      case Layer.SKIN: {
        const allowance = s[at + LayerWord.ALLOWANCE]!;
        if (allowance > 0) {
          const m = Math.min(n, allowance);
          s[at + LayerWord.ALLOWANCE] = allowance - m;
          if (m === allowance) s[S.CHANGES]!++;
          spend(s, m, S.IGNORED);
          return true;
        }
        if (left <= 0) continue;
        if (s[at + LayerWord.OWED] === 1) {
          s[at + LayerWord.OWED] = 0; // the point after a lost box goes on as an internal
          n = 1;
          continue;
        }
        const m = Math.min(n, k.skinPerBox - s[at + LayerWord.HELD]!);
        s[at + LayerWord.HELD]! += m;
        if (s[at + LayerWord.HELD]! >= k.skinPerBox) {
          s[at + LayerWord.HELD] = 0;
          s[at + LayerWord.LEFT] = left - 1;
          s[at + LayerWord.OWED] = left > 1 ? 1 : 0;
          s[S.CHANGES]!++;
        }
        spend(s, m, S.ARMOR);
        return true;
      }
      case Layer.REGENERATING: {
        if (left <= 0) continue;
        const m = Math.min(n, left);
        // The boxes of the first groups with boxes standing, in order.
        let take = m;
        for (let g = k.groups; take > 0; g++) {
          const t = Math.min(take, s[g]!);
          s[g]! -= t;
          take -= t;
        }
        s[at + LayerWord.LEFT] = left - m;
        s[S.CHANGES]! += m;
        spend(s, m, S.ARMOR);
        return true;
      }
      default: {
        if (left <= 0) continue;
        const m = Math.min(n, left);
        s[at + LayerWord.LEFT] = left - m;
        s[S.CHANGES]! += m;
        spend(s, m, S.ARMOR);
        return true;
      }
    }
  }
  return false;
}

function spend(s: Int32Array, m: number, stage: number): void {
  s[S.DONE]! += m;
  s[S.POINTS]! += m;
  s[stage]! += m;
}

/** Scores the point `advance` stopped at, with its 2d6 roll (2 to 12). */
export function scoreRoll(k: Kernel, v: KernelVolley, s: Int32Array, roll: number): void {
  s[S.DONE]!++;
  s[S.POINTS]!++;
  const u = s[S.UNIT]!;
  const hit = walk(k, s, roll, v.direction[u]!, v.directionsFrom[u]!);
  if (hit === Hit.PASS) s[S.IGNORED]!++;
  else {
    const excess = hit === Hit.EXCESS || hit === Hit.BOLD_EXCESS;
    if (hit !== Hit.EXCESS) s[S.CHANGES]!++; // see S.CHANGES
    s[excess ? S.EXCESS : hit === Hit.ARMOR ? S.ARMOR : S.INTERNALS]!++;
    if (!excess) return;
  }
  // A point only Excess or nothing could take is the sign the rest may be settled; look only
  // when something changed since the last look.
  if (s[S.CHECKED_AT] !== s[S.CHANGES]) {
    s[S.CHECKED_AT] = s[S.CHANGES]!;
    s[S.OUTLOOK] = outlookOf(k, s, v.shield, v.directionsFrom[u]!);
  }
}

/**
 * Scores up to `n` points of the current unit that all go to the chart (no armor stands, the
 * ship stands, the rest of the volley is open, its shield and hull defenses have had their
 * share), one roll each from `rolls[at]` on, as `scoreRoll` scores them one by one; stops early
 * when the ship is destroyed or the rest is settled. Returns where the next unused roll is. The
 * volley's counters are kept in locals and written once.
 */
function chartPoints(k: Kernel, v: KernelVolley, s: Int32Array, rolls: Uint8Array, at: number, n: number): number {
  const u = s[S.UNIT]!;
  const direction = v.direction[u]!;
  const directions = v.directionsFrom[u]!;
  const codes = k.code;
  const end = at + n;
  const changed = s[S.CHANGES]!;
  // `rolls[next]` is the roll of the point under way: it is used up when the point is scored.
  let next = at;
  let internals = 0;
  let excess = 0;
  let armor = 0;
  let ignored = 0;
  // Bold cells used by the walk's Excess points: with the internal and armor points, the changes
  // `outlookOf` reads (S.CHANGES).
  let boldExcess = 0;
  let outlook = Outlook.OPEN;
  while (next < end) {
    // The quick loop: each round looks at the first cell of the point's row not known closed. A
    // system or hull cell no specific armor guards takes the point when it has a box (and the
    // loop goes on to the next point), or closes for good (and the loop looks at the row's next
    // cell); any other cell leaves the point to the steps after the loop. The loop holds only
    // this common case and calls nothing, so that it compiles small; the rarer cells' steps and
    // their calls come after it.
    let roll = rolls[next]!;
    let row = S.OPEN + roll - 2;
    let open = s[row]!;
    let first = 0;
    let code = 0;
    while (open !== 0) {
      first = open & -open;
      code = codes[roll * 16 + 31 - Math.clz32(first)]!;
      if ((code & Code.NOT_QUICK) !== 0) break;
      // A box of one system; for a hull cell, of C Hull when none of its own is left (D4.351).
      let at = code >> Code.ARG_SHIFT;
      let left = s[at]!;
      if (left <= 0 && (code & Code.OP_BITS) === Op.HULL) left = s[(at = (code >> Code.FALLBACK_SHIFT) & 255)]!;
      if (left > 0) {
        s[at] = left - 1;
        internals++;
        // A bold cell closes for the rest of the volley (no branch: a cell not bold clears no bit).
        // Its S.BOLD bit is left unset: only `exactVolley` reads those, and it runs on `scoreRoll`.
        s[row] = open ^ (first & -((code & Code.BOLD) >> Code.BOLD_SHIFT));
        if (++next === end) break;
        roll = rolls[next]!;
        row = S.OPEN + roll - 2;
        open = s[row]!;
        continue;
      }
      open ^= first;
      s[row] = open;
      s[row + S.FLOOR - S.OPEN]! &= ~first;
    }
    if (next === end) break;
    // The point's first open cell is guarded, or of another kind, or its row is closed.
    const op = code & Code.OP_BITS;
    let hit: number;
    if (open === 0 || (code & Code.GUARDED) !== 0) hit = walk(k, s, roll, direction, directions);
    else if (op === Op.EXCESS) {
      // A box of the Excess track, as `score` takes it (the ship is destroyed with its last), and
      // a bold cell used for the rest of the volley, as the walk does.
      const left = s[S.TRACK + Track.EXCESS]!;
      if (left <= 0) {
        closeForGood(s, roll, first);
        continue;
      }
      s[S.TRACK + Track.EXCESS] = left - 1;
      if (left === 1) s[S.DESTROYED] = 1;
      hit = Hit.EXCESS;
      if ((code & Code.BOLD) !== 0) {
        s[row] = open ^ first;
        hit = Hit.BOLD_EXCESS;
      }
    } else {
      hit = quickOther(k, s, op, direction);
      if (hit === Hit.PASS) {
        // Nothing can take a point there again.
        closeForGood(s, roll, first);
        continue;
      }
      if (hit === WALK) hit = walk(k, s, roll, direction, directions);
      else s[row] = open ^ (first & -((code & Code.BOLD) >> Code.BOLD_SHIFT));
    }
    next++;
    if (hit === Hit.INTERNAL) internals++;
    else if (hit === Hit.ARMOR) armor++;
    else {
      if (hit === Hit.PASS) ignored++;
      else {
        excess++;
        if (hit === Hit.BOLD_EXCESS) boldExcess++;
        if (s[S.DESTROYED] === 1) break;
      }
      // As scoreRoll: look whether the rest is settled when something changed since the last look.
      const changes = changed + internals + armor + boldExcess;
      if (s[S.CHECKED_AT] !== changes) {
        s[S.CHECKED_AT] = changes;
        outlook = outlookOf(k, s, v.shield, directions);
        if (outlook !== Outlook.OPEN) break;
      }
    }
  }
  const done = next - at;
  s[S.DONE]! += done;
  s[S.POINTS]! += done;
  s[S.INTERNALS]! += internals;
  s[S.EXCESS]! += excess;
  s[S.ARMOR]! += armor;
  s[S.IGNORED]! += ignored;
  s[S.CHANGES] = changed + internals + armor + boldExcess;
  s[S.OUTLOOK] = outlook;
  return next;
}

/** What `quickOther` answers when the walk must decide (a Phaser cell no phaser bears on for this unit). */
const WALK = -1;

/**
 * A point on a Shuttle, Phaser, Any Warp or Any Weapon cell, on the quick path of `chartPoints`:
 * Hit.INTERNAL (a box or phaser taken), Hit.PASS (nothing can take it: the cell is closed for good), or WALK.
 */
function quickOther(k: Kernel, s: Int32Array, op: number, direction: number): number {
  if (op === Op.SHUTTLE) return shuttle(k, s);
  if (op === Op.ANY_WARP) return anyWarp(k, s);
  const hit = op === Op.PHASER ? phaser(k, s, direction, true) : anyWeapon(k, s, direction);
  if (hit === Hit.PHASER) {
    s[S.PHASER_HITS]!++;
    return Hit.INTERNAL;
  }
  // A Phaser cell may take a point from another unit's direction: the walk decides whether it closes.
  return op === Op.PHASER ? WALK : hit;
}

/**
 * Walks row `roll` of the chart for one point fired from `direction`: the first cell that takes
 * it takes it (a box lost, a bold cell marked used). Answers what took it (Hit.PASS: nothing). The
 * walk reads only the cells the row's S.OPEN word has not closed, and closes those it finds
 * closed, for good or for the volley (`directions`: the facings the fire of this unit and of
 * every later one comes through).
 */
function walk(k: Kernel, s: Int32Array, roll: number, direction: number, directions: number): number {
  const ops = k.op;
  const args = k.arg;
  const guarded = k.guarded;
  for (let open = s[S.OPEN + roll - 2]!; open !== 0; ) {
    const bit = open & -open;
    open ^= bit;
    const cell = roll * 16 + 31 - Math.clz32(bit);
    let hit: number;
    const op = ops[cell]!;
    if (guarded && takeGuarded(k, s, cell)) {
      // Specific armor guarding the result takes the point; the cell counts as scored.
      hit = Hit.ARMOR;
    } else if (op <= Op.HULL) {
      // The common cells, inline: a box of one system; for a hull cell, of C Hull when none of its own is left (D4.351).
      let at = args[cell]!;
      let left = s[at]!;
      if (left <= 0 && op === Op.HULL) left = s[(at = S.SYSTEM + C_HULL)]!;
      if (left > 0) {
        s[at] = left - 1;
        hit = Hit.INTERNAL;
      } else hit = Hit.PASS;
    } else hit = score(k, s, op, args[cell]!, direction);
    if (hit === Hit.PASS) {
      // Closed for good unless it is a Phaser cell a phaser still stands for (it may bear on the
      // next unit's direction); closed for this volley when no phaser bears on the directions left.
      if (op !== Op.PHASER || s[S.LIVE_PHASERS] === 0) closeForGood(s, roll, bit);
      else if (!canTake(k, s, Op.PHASER, 0, directions)) s[S.OPEN + roll - 2]! &= ~bit;
      continue;
    }
    if (k.bold[cell] === 1) {
      // Used for the rest of the volley.
      s[S.OPEN + roll - 2]! &= ~bit;
      s[S.BOLD + roll - 2]! |= bit;
      if (hit === Hit.EXCESS) return Hit.BOLD_EXCESS;
    }
    if (hit === Hit.PHASER) {
      s[S.PHASER_HITS]!++;
      return Hit.INTERNAL;
    }
    return hit;
  }
  return Hit.PASS;
}

/** Closes the cells of row `roll` whose columns are the bits of `bit` for good: nothing can take a point there again. */
function closeForGood(s: Int32Array, roll: number, bit: number): void {
  s[S.OPEN + roll - 2]! &= ~bit;
  s[S.FLOOR + roll - 2]! &= ~bit;
}

/** The first standing specific armor guarding a cell loses a box; false when none stands. */
function takeGuarded(k: Kernel, s: Int32Array, cell: number): boolean {
  for (let g = k.guardStart[cell]!; g < k.guardStart[cell + 1]!; g++) {
    const at = k.specific + k.guardList[g]!;
    if (s[at]! > 0) {
      s[at]!--;
      return true;
    }
  }
  return false;
}

/** Whether specific armor guarding a cell stands. */
function guardStands(k: Kernel, s: Int32Array, cell: number): boolean {
  for (let g = k.guardStart[cell]!; g < k.guardStart[cell + 1]!; g++) if (s[k.specific + k.guardList[g]!]! > 0) return true;
  return false;
}

/** A box from the count at word `at` of the state. */
function takeAt(s: Int32Array, at: number): number {
  const left = s[at]!;
  if (left <= 0) return Hit.PASS;
  s[at] = left - 1;
  return Hit.INTERNAL;
}

function take(s: Int32Array, system: number): number {
  const left = s[S.SYSTEM + system]!;
  if (left <= 0) return Hit.PASS;
  s[S.SYSTEM + system] = left - 1;
  return Hit.INTERNAL;
}

function score(k: Kernel, s: Int32Array, op: number, arg: number, direction: number): number {
  switch (op) {
    case Op.SYSTEM:
      return takeAt(s, arg);
    case Op.HULL:
      return takeAt(s, arg) === Hit.INTERNAL ? Hit.INTERNAL : take(s, C_HULL); // D4.351
    case Op.ANY_WARP:
      return anyWarp(k, s);
    case Op.PHASER:
      return phaser(k, s, direction, true);
    case Op.ANY_WEAPON:
      return anyWeapon(k, s, direction);
    case Op.SHUTTLE:
      return shuttle(k, s);
    default: {
      if (s[S.TRACK + Track.EXCESS]! <= 0) return Hit.PASS;
      if (--s[S.TRACK + Track.EXCESS]! <= 0) s[S.DESTROYED] = 1;
      return Hit.EXCESS;
    }
  }
}

/** D4.321-D4.322: the owner's phaser among those bearing (any, for Any Weapon); the strongest type on every third hit. */
function phaser(k: Kernel, s: Int32Array, direction: number, directional: boolean): number {
  if (s[S.LIVE_PHASERS] === 0 || (directional && s[S.BEARING + direction] === 0)) return Hit.PASS;
  // The first working phaser of the list of this order and direction: its cursor says where the
  // working ones may start, and moves past the ones destroyed since (each cursor only moves
  // forward: over a trial they cost the lists' lengths in all). A working phaser bears, so the
  // list has one.
  const list = ((s[S.PHASER_HITS]! + 1) % 3 === 0 ? 7 : 0) + (directional ? direction : 0);
  const start = k.listStart[list]!;
  let c = s[k.cursors + list]!;
  while (s[S.PHASERS + k.lists[start + c]!] === 1) c++;
  s[k.cursors + list] = c;
  const i = k.lists[start + c]!;
  s[S.PHASERS + i] = 1;
  s[S.LIVE_PHASERS]!--;
  s[k.typeWord[i]!]!--;
  const mask = k.mask[i]!;
  for (let f = 1; f <= 6; f++) if ((mask & (1 << f)) !== 0) s[S.BEARING + f]!--;
  return Hit.PHASER;
}

/** An Any Warp cell: a box of the first engine in the owner's order that has one. */
function anyWarp(k: Kernel, s: Int32Array): number {
  for (let i = 0; i < k.anyWarp.length; i++) if (take(s, k.anyWarp[i]!) === Hit.INTERNAL) return Hit.INTERNAL;
  return Hit.PASS;
}

/** An Any Weapon cell: the first weapon in the owner's order that can take the hit (D4.32-D4.324). */
function anyWeapon(k: Kernel, s: Int32Array, direction: number): number {
  for (let i = 0; i < k.anyWeapon.length; i++) {
    const target = k.anyWeapon[i]!;
    const hit = target === ANY_PHASER ? phaser(k, s, direction, false) : target === OCCUPIED_SHUTTLE ? occupiedShuttle(s) : take(s, target);
    if (hit !== Hit.PASS) return hit;
  }
  return Hit.PASS;
}

/** A Shuttle cell: a Shuttle box, the owner's (D4.325), and a shuttle aboard it is lost with it. */
function shuttle(k: Kernel, s: Int32Array): number {
  const left = s[S.SYSTEM + SHUTTLE]!;
  if (left <= 0) return Hit.PASS;
  const aboard = s[S.SHUTTLES]!;
  const occupied = left <= aboard || (aboard > 0 && !k.emptyShuttleFirst);
  s[S.SYSTEM + SHUTTLE] = left - 1;
  if (occupied) s[S.SHUTTLES] = aboard - 1;
  return Hit.INTERNAL;
}

/** D4.324: an Any Weapon hit on a Shuttle box counts only with a shuttle aboard. */
function occupiedShuttle(s: Int32Array): number {
  if (s[S.SHUTTLES]! <= 0 || s[S.SYSTEM + SHUTTLE]! <= 0) return Hit.PASS;
  s[S.SYSTEM + SHUTTLE]!--;
  s[S.SHUTTLES]!--;
  return Hit.INTERNAL;
}

/** Whether the rest of the volley is settled whatever the dice show (as the volley's `outlookOf`). */
function outlookOf(k: Kernel, s: Int32Array, shield: number, directions: number): number {
  if (s[S.DESTROYED] === 1 || s[S.SHIELD + shield]! > 0) return Outlook.OPEN;
  if (armorStands(k, s)) return Outlook.OPEN;
  // Row by row, the first cell that can take a point: any but an Excess cell (or a bold one,
  // which closes after one point) leaves the rest open.
  let allClosed = true;
  let allExcess = true;
  for (let roll = 2; roll <= 12; roll++) {
    let first = -1;
    for (let open = s[S.OPEN + roll - 2]!; open !== 0; ) {
      const bit = open & -open;
      open ^= bit;
      const cell = roll * 16 + 31 - Math.clz32(bit);
      if ((k.guarded && guardStands(k, s, cell)) || canTake(k, s, k.op[cell]!, k.arg[cell]!, directions)) {
        first = cell;
        break;
      }
    }
    if (first < 0) allExcess = false;
    else if (k.op[first] !== Op.EXCESS || k.bold[first] === 1) return Outlook.OPEN;
    else allClosed = false;
    if (!allClosed && !allExcess) return Outlook.OPEN;
  }
  return allClosed ? Outlook.ALL_IGNORED : Outlook.ALL_EXCESS;
}

function canTake(k: Kernel, s: Int32Array, op: number, arg: number, directions: number): boolean {
  switch (op) {
    case Op.SYSTEM:
      return s[arg]! > 0;
    case Op.SHUTTLE:
      return s[S.SYSTEM + arg]! > 0;
    case Op.HULL:
      return s[arg]! > 0 || s[S.SYSTEM + C_HULL]! > 0;
    case Op.ANY_WARP:
      for (let i = 0; i < k.anyWarp.length; i++) if (s[S.SYSTEM + k.anyWarp[i]!]! > 0) return true;
      return false;
    case Op.PHASER:
      for (let f = 1; f <= 6; f++) if ((directions & (1 << f)) !== 0 && s[S.BEARING + f]! > 0) return true;
      return false;
    case Op.ANY_WEAPON:
      for (let i = 0; i < k.anyWeapon.length; i++) {
        const target = k.anyWeapon[i]!;
        if (target === ANY_PHASER ? s[S.LIVE_PHASERS]! > 0 : target === OCCUPIED_SHUTTLE ? s[S.SHUTTLES]! > 0 && s[S.SYSTEM + SHUTTLE]! > 0 : s[S.SYSTEM + target]! > 0) return true;
      }
      return false;
    default:
      return s[S.TRACK + Track.EXCESS]! > 0;
  }
}

/**
 * The rules between two turns on a state array, as `nextTurn` plays them on a ship state: each
 * regenerating group regains its boxes of the Damage Control phase (at most those it lost), and
 * Skin begins the turn (its allowance 300 a standing box, nothing held, no internal owed).
 */
export function nextTurnOf(k: Kernel, s: Int32Array): void {
  for (let l = 0; l < k.layerCode.length; l++) {
    const at = k.layers + l * LAYER_WORDS;
    if (l === k.groupLayer) {
      for (let g = 0; g < k.groupTotal.length; g++) {
        const back = Math.min(k.groupTotal[g]! - s[k.groups + g]!, k.groupRegains[g]!);
        s[k.groups + g]! += back;
        s[at + LayerWord.LEFT]! += back;
      }
    } else if (k.layerCode[l] === Layer.SKIN) {
      s[at + LayerWord.HELD] = 0;
      s[at + LayerWord.OWED] = 0;
      s[at + LayerWord.ALLOWANCE] = s[at + LayerWord.LEFT]! * k.skinAllowance;
    }
  }
}

/** Weapon boxes still working: phasers, Torp and Drone boxes. */
export function weaponsLeft(s: Int32Array): number {
  return s[S.LIVE_PHASERS]! + s[S.SYSTEM + TORP]! + s[S.SYSTEM + DRONE]!;
}

