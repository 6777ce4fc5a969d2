import { CHART_COLUMNS, DAMAGE_ALLOCATION_CHART, type ChartCell, type DamageChart } from './chart.js';
import { roll2d6, type Dice } from './dice.js';
import { ARMOR_9, BORG_ARMOR } from './armor.js';
import { PHASER_RANK, type Armor, type Boxes, type Facing, type Phaser, type ShipState, type ShipSystem, type Track } from './ship.js';

/** The fire of one unit in a volley: its damage points and the facing its fire came from. */
export interface VolleyUnit {
  readonly points: number;
  /** The direction of fire, as the shield facing it comes through (defaults to the struck shield). */
  readonly direction?: Facing;
}

/** A volley against one shield: either a number of points, or the units that fired it (D4.34). */
export interface Volley {
  readonly shield: Facing;
  readonly points?: number;
  readonly units?: readonly VolleyUnit[];
}

/** Choices the rules leave to the owner of the ship, and the chart to use. */
export interface VolleyOptions {
  /** The chart; the standard one by default. */
  readonly chart?: DamageChart;
  /** Phaser types from most to least powerful (D4.322); Ph-1, Ph-G, Ph-2, Ph-3 by default. */
  readonly phaserRank?: readonly string[];
  /**
   * Where an "Any Weapon" hit goes first (D4.324); phaser, drone, torpedo by default. `Shuttle`
   * lets it take a shuttle box with a shuttle aboard, which the rule allows but does not require.
   */
  readonly anyWeaponOrder?: readonly ('Phaser' | 'Drone' | 'Torp' | 'Shuttle')[];
  /** Where an "Any Warp" hit goes first; center, left, right by default. */
  readonly anyWarpOrder?: readonly ('C Warp' | 'L Warp' | 'R Warp')[];
  /** Whether to return the per-point event log (true by default; false is faster). */
  readonly log?: boolean;
}

/** Where one damage point went. */
export interface VolleyEvent {
  /** 1-based index of the point in the volley. */
  readonly point: number;
  /** Index of the firing unit in `volley.units` (0 for a volley given as points). */
  readonly unit: number;
  readonly stage: 'shield' | 'armor' | 'internal' | 'excess' | 'ignored';
  /** The 2d6 allocation roll, for internal and excess points. */
  readonly roll?: number;
  /** The column that took the point. */
  readonly column?: (typeof CHART_COLUMNS)[number];
  readonly result?: ChartCell;
  /** What was destroyed: a system, `Phaser (Ph-1)`, a track, `Armor`, `Shield #2`. */
  readonly hit?: string;
  /** The cells passed over before it, and why. */
  readonly passed?: readonly { readonly column: (typeof CHART_COLUMNS)[number]; readonly result: ChartCell; readonly reason: string }[];
}

/** How a volley's points were spent; they add up to the volley's points. */
export interface VolleySummary {
  readonly points: number;
  readonly shields: number;
  readonly armor: number;
  readonly internals: number;
  readonly excess: number;
  /** Points that did nothing: those Borg armor ignores, and any after the ship was destroyed. */
  readonly ignored: number;
}

/** The result of {@link resolveVolley}. */
export type VolleyResult =
  | { readonly ok: true; readonly ship: ShipState; readonly events: readonly VolleyEvent[]; readonly summary: VolleySummary }
  | { readonly ok: false; readonly reasons: readonly string[] };

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A working copy of the parts of a ship that a volley changes. */
interface Work {
  shields: number[];
  armor: Mutable<Armor>;
  systems: { [S in ShipSystem]?: Mutable<Boxes> };
  phasers: Mutable<Phaser>[];
  shuttlesAboard: number;
  tracks: { sensor: Mutable<Track>; scanner: Mutable<Track>; damageControl: Mutable<Track>; excess: Mutable<Track> };
  destroyed: boolean;
}

const isFacing = (n: unknown): n is Facing => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6;
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * Resolves one volley against a ship by the Damage Allocation procedure of seed 003 (D4):
 * the struck shield absorbs first, then armor (D4.12), then each point rolls 2d6 on the chart
 * and is scored on the first cell, left to right, that the ship can take: bold cells once per
 * volley (D4.31), phasers only if they bear on the direction of fire (D4.321) with every third
 * phaser hit on the most powerful type (D4.322), the weapon and warp categories (D4.323-D4.325),
 * hull groups with the center absorbing (D4.351), engines by side only (D4.352), Flag on
 * security stations or onwards (D4.354), special tracks best first and never the last box
 * (D4.33), and Excess last. Units of a multi-ship volley are taken in order of the damage they
 * did, most first (D4.34). Returns a new state; the input is never changed.
 *
 * @example
 * ```ts
 * import { buildShip, remaining, resolveVolley, scriptedDice } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Cutter', shields: 4, systems: { 'F Hull': 4 } });
 * if (!built.ok) throw new Error(built.reasons.join('; '));
 * // 5 points on shield #1: 4 absorbed; the 5th rolls 2d6 = 3 + 4 = 7 on the chart, whose row
 * // starts Cargo (none aboard), then F Hull.
 * const r = resolveVolley(built.ship, { shield: 1, points: 5 }, scriptedDice([3, 4]));
 * if (!r.ok) throw new Error(r.reasons.join('; '));
 * // r.summary: { points: 5, shields: 4, armor: 0, internals: 1, excess: 0, ignored: 0 }
 * if (r.summary.internals !== 1 || remaining(r.ship, 'F Hull') !== 3) throw new Error(JSON.stringify(r.summary));
 * ```
 */
export function resolveVolley(ship: ShipState, volley: Volley, dice: Dice, options: VolleyOptions = {}): VolleyResult {
  const reasons = checkInput(ship, volley);
  if (reasons.length > 0) return { ok: false, reasons };
  const chart = options.chart ?? DAMAGE_ALLOCATION_CHART;
  const rank = options.phaserRank ?? PHASER_RANK.types;
  const anyWeapon = options.anyWeaponOrder ?? (['Phaser', 'Drone', 'Torp'] as const);
  const anyWarp = options.anyWarpOrder ?? (['C Warp', 'L Warp', 'R Warp'] as const);
  const log = options.log !== false;

  const w = copy(ship);
  const events: VolleyEvent[] = [];
  const summary = { points: 0, shields: 0, armor: 0, internals: 0, excess: 0, ignored: 0 };
  const usedBold = new Set<number>();
  let phaserHits = 0;
  let armorPoints = 0; // points that reached Armor-9 this volley, for its every-10th leak

  // D4.34: the unit that did the most damage first (stable for equal damage).
  const units = (volley.units ?? [{ points: volley.points ?? 0 }])
    .map((u, i) => ({ ...u, index: i }))
    .sort((a, b) => b.points - a.points);

  let point = 0;
  for (const u of units) {
    const direction = u.direction ?? volley.shield;
    let borgIgnored = 0;
    for (let k = 0; k < u.points; k++) {
      point++;
      summary.points++;
      if (w.destroyed) {
        summary.ignored++;
        if (log) events.push({ point, unit: u.index, stage: 'ignored' });
        continue;
      }
      const s = volley.shield - 1;
      if (w.shields[s]! > 0) {
        w.shields[s]!--;
        summary.shields++;
        if (log) events.push({ point, unit: u.index, stage: 'shield', hit: `Shield #${volley.shield}` });
        continue;
      }
      const armorUp = w.armor.destroyed < w.armor.total;
      if (armorUp && w.armor.kind === 'borg' && borgIgnored < BORG_ARMOR.ignoredPerHit.value) {
        // Borg armor: the first point of each separate hit (each unit's fire) that reaches it is ignored.
        borgIgnored++;
        summary.ignored++;
        if (log) events.push({ point, unit: u.index, stage: 'ignored', hit: 'Borg armor (first point of the hit)' });
        continue;
      }
      if (armorUp && w.armor.kind === 'armor-9') {
        armorPoints++;
        if (armorPoints % ARMOR_9.leakEvery.value !== 0) {
          w.armor.held++;
          if (w.armor.held >= ARMOR_9.pointsPerBox.value) {
            w.armor.held = 0;
            w.armor.destroyed++;
          }
          summary.armor++;
          if (log) events.push({ point, unit: u.index, stage: 'armor', hit: 'Armor-9' });
          continue;
        }
        // Every 10th point leaks past the Armor-9 boxes to the chart.
      } else if (armorUp) {
        w.armor.destroyed++;
        summary.armor++;
        if (log) events.push({ point, unit: u.index, stage: 'armor', hit: 'Armor' });
        continue;
      }
      const roll = roll2d6(dice);
      const cells = chart.rows[roll];
      if (cells === undefined) return { ok: false, reasons: [`the chart has no row for a roll of ${roll}`] };
      const passed: { column: (typeof CHART_COLUMNS)[number]; result: ChartCell; reason: string }[] = [];
      let scored = false;
      for (let c = 0; c < cells.length && !scored; c++) {
        const cell = cells[c]!;
        const column = CHART_COLUMNS[c]!;
        const key = roll * 16 + c;
        if (cell.bold && usedBold.has(key)) {
          if (log) passed.push({ column, result: cell.result, reason: 'bold: already scored this volley (D4.31)' });
          continue;
        }
        const hit = score(w, cell.result, direction, rank, anyWeapon, anyWarp, phaserHits);
        if (typeof hit !== 'string' || hit.startsWith('!')) {
          if (log) passed.push({ column, result: cell.result, reason: typeof hit === 'string' ? hit.slice(1) : 'nothing left to hit' });
          continue;
        }
        if (cell.bold) usedBold.add(key);
        if (hit.startsWith('Phaser')) phaserHits++;
        scored = true;
        const stage = cell.result === 'Excess' ? 'excess' : 'internal';
        if (stage === 'excess') summary.excess++;
        else summary.internals++;
        if (log) events.push(passed.length > 0 ? { point, unit: u.index, stage, roll, column, result: cell.result, hit, passed } : { point, unit: u.index, stage, roll, column, result: cell.result, hit });
      }
      if (!scored) {
        // Only a chart without a final Excess column gets here: the point is lost, and said so.
        summary.ignored++;
        if (log) events.push({ point, unit: u.index, stage: 'ignored', roll, passed });
      }
    }
  }
  return { ok: true, ship: freezeOut(ship, w), events, summary };
}

/**
 * Scores one point on a chart result, changing the working copy. Returns what was hit, or a
 * reason (prefixed with `!`) or null when the ship cannot take it and the point moves on.
 */
function score(
  w: Work,
  result: ChartCell,
  direction: Facing,
  rank: readonly string[],
  anyWeapon: readonly ('Phaser' | 'Drone' | 'Torp' | 'Shuttle')[],
  anyWarp: readonly ('C Warp' | 'L Warp' | 'R Warp')[],
  phaserHits: number,
): string | null {
  switch (result) {
    case 'F Hull':
    case 'A Hull':
      // D4.351: a lost forward or aft group passes to the center group, never to the other end.
      return take(w, result) ?? take(w, 'C Hull');
    case 'L Warp':
    case 'R Warp':
    case 'C Warp':
      return take(w, result); // D4.352: no transfer between engine sides
    case 'Any Warp':
      for (const s of anyWarp) {
        const hit = take(w, s);
        if (hit !== null) return hit;
      }
      return null;
    case 'Phaser':
      return phaser(w, direction, rank, phaserHits, true) ?? '!no phaser bears on the direction of fire (D4.321)';
    case 'Any Weapon':
      // D4.324: any phaser regardless of direction, a drone or a torpedo box.
      for (const kind of anyWeapon) {
        const hit = kind === 'Phaser' ? phaser(w, direction, rank, phaserHits, false) : kind === 'Shuttle' ? occupiedShuttle(w) : take(w, kind);
        if (hit !== null) return hit;
      }
      return null;
    case 'Shuttle':
      return shuttle(w);
    case 'Sensor':
      return track(w.tracks.sensor, 'Sensor', true);
    case 'Scanner':
      return track(w.tracks.scanner, 'Scanner', true);
    case 'Dam Con':
      return track(w.tracks.damageControl, 'Dam Con', true);
    case 'Excess': {
      const hit = track(w.tracks.excess, 'Excess', false);
      if (w.tracks.excess.destroyed >= w.tracks.excess.boxes.length) w.destroyed = true;
      return hit;
    }
    case 'Flag': // D4.354: security stations (Klingon) or onwards
    default:
      return take(w, result as ShipSystem);
  }
}

function take(w: Work, system: ShipSystem): string | null {
  const b = w.systems[system];
  if (b === undefined || b.destroyed >= b.total) return null;
  b.destroyed++;
  return system;
}

/** D4.33: best box first; the last box of a capability track is never destroyed. */
function track(t: Mutable<Track>, name: string, keepLast: boolean): string | null {
  const limit = keepLast ? t.boxes.length - 1 : t.boxes.length;
  if (t.destroyed >= limit) return keepLast ? `!only the ${name} track's last box is left, and it is never destroyed (D4.33)` : null;
  t.destroyed++;
  return name;
}

/** D4.325: the owner chooses the box; an empty one is lost before one with a shuttle aboard. */
function shuttle(w: Work): string | null {
  const b = w.systems.Shuttle;
  if (b === undefined || b.destroyed >= b.total) return null;
  const left = b.total - b.destroyed;
  b.destroyed++;
  if (w.shuttlesAboard >= left) {
    w.shuttlesAboard--;
    return 'Shuttle (with its shuttle)';
  }
  return 'Shuttle';
}

/** D4.324: an Any Weapon hit on a shuttle box counts only if a shuttle is aboard. */
function occupiedShuttle(w: Work): string | null {
  const b = w.systems.Shuttle;
  if (b === undefined || b.destroyed >= b.total || w.shuttlesAboard === 0) return null;
  b.destroyed++;
  w.shuttlesAboard--;
  return 'Shuttle (with its shuttle)';
}

/**
 * D4.321-D4.322: a phaser that bears on the direction of fire (unless `directional` is false,
 * for Any Weapon); every third phaser hit of the volley on the most powerful type present, the
 * others on the least powerful (the owner's choice, taken as the cheapest loss).
 */
function phaser(w: Work, direction: Facing, rank: readonly string[], phaserHits: number, directional: boolean): string | null {
  const order = (t: string): number => {
    const i = rank.indexOf(t);
    return i < 0 ? rank.length : i;
  };
  let best: Mutable<Phaser> | undefined;
  const strongest = (phaserHits + 1) % 3 === 0;
  for (const p of w.phasers) {
    if (p.destroyed || (directional && !p.arcs.includes(direction))) continue;
    if (best === undefined || (strongest ? order(p.type) < order(best.type) : order(p.type) > order(best.type))) best = p;
  }
  if (best === undefined) return null;
  best.destroyed = true;
  return `Phaser (${best.type})`;
}

function copy(s: ShipState): Work {
  const systems: Work['systems'] = {};
  for (const [k, v] of Object.entries(s.systems)) if (v !== undefined) systems[k as ShipSystem] = { total: v.total, destroyed: v.destroyed };
  const t = (x: Track): Mutable<Track> => ({ boxes: x.boxes, destroyed: x.destroyed });
  return {
    shields: [...s.shields],
    armor: { total: s.armor.total, destroyed: s.armor.destroyed, kind: s.armor.kind ?? 'standard', held: s.armor.held ?? 0 },
    systems,
    phasers: s.phasers.map((p) => ({ ...p })),
    shuttlesAboard: s.shuttlesAboard,
    tracks: { sensor: t(s.tracks.sensor), scanner: t(s.tracks.scanner), damageControl: t(s.tracks.damageControl), excess: t(s.tracks.excess) },
    destroyed: s.destroyed,
  };
}

function freezeOut(s: ShipState, w: Work): ShipState {
  return {
    ...s,
    shields: w.shields as unknown as ShipState['shields'],
    armor: w.armor,
    systems: w.systems,
    phasers: w.phasers,
    shuttlesAboard: w.shuttlesAboard,
    tracks: w.tracks,
    destroyed: w.destroyed,
  };
}

/** Checks the shape of the inputs (they may come from JSON or untyped code): reasons, or none. */
function checkInput(ship: ShipState, volley: Volley): string[] {
  const reasons: string[] = [];
  const o = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object';
  const boxes = (x: unknown): boolean => o(x) && isCount(x['total']) && isCount(x['destroyed']) && (x['destroyed'] as number) <= (x['total'] as number);
  const track = (x: unknown): boolean => o(x) && Array.isArray(x['boxes']) && isCount(x['destroyed']) && (x['destroyed'] as number) <= (x['boxes'] as unknown[]).length;
  if (!o(ship)) return ['the ship is not a ShipState (build one with buildShip)'];
  if (!Array.isArray(ship.shields) || ship.shields.length !== 6 || !ship.shields.every(isCount)) reasons.push('ship.shields: six whole numbers');
  if (!boxes(ship.armor)) reasons.push('ship.armor: total and destroyed boxes');
  else if (ship.armor.kind !== undefined && !['standard', 'armor-9', 'borg'].includes(ship.armor.kind)) reasons.push('ship.armor.kind: standard, armor-9 or borg');
  if (!o(ship.systems) || !Object.values(ship.systems).every((b) => b === undefined || boxes(b))) reasons.push('ship.systems: total and destroyed boxes by system');
  if (!Array.isArray(ship.phasers) || !ship.phasers.every((p) => o(p) && typeof p.type === 'string' && Array.isArray(p.arcs))) reasons.push('ship.phasers: a list of phasers with a type and arcs');
  if (!isCount(ship.shuttlesAboard)) reasons.push('ship.shuttlesAboard: a whole number');
  const t = ship.tracks as unknown;
  if (!o(t) || !['sensor', 'scanner', 'damageControl', 'excess'].every((k) => track(t[k]))) reasons.push('ship.tracks: the sensor, scanner, damageControl and excess tracks');
  if (!o(volley)) return [...reasons, 'a volley is an object with a shield and points or units'];
  if (!isFacing(volley.shield)) reasons.push('volley.shield: a facing from 1 to 6');
  if (volley.units === undefined) {
    if (!isCount(volley.points)) reasons.push('volley.points: a whole number of 0 or more');
  } else if (!Array.isArray(volley.units)) {
    reasons.push('volley.units: a list of units');
  } else {
    if (volley.points !== undefined) reasons.push('a volley gives points or units, not both');
    volley.units.forEach((u, i) => {
      if (!o(u) || !isCount(u.points)) reasons.push(`volley.units[${i}].points: a whole number of 0 or more`);
      else if (u.direction !== undefined && !isFacing(u.direction)) reasons.push(`volley.units[${i}].direction: a facing from 1 to 6`);
    });
  }
  return reasons;
}
