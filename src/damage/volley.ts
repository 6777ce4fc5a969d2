import { CHART_COLUMNS, DAMAGE_ALLOCATION_CHART, isChartCell, type ChartCell, type ChartEntry, type DamageChart } from './chart.js';
import { diceRoller, type Dice, type Face } from './dice.js';
import { ARMOR_9, BORG_ARMOR } from './armor.js';
import { MAX_VOLLEY_EVENTS, MAX_VOLLEY_POINTS } from './limits.js';
import { isPlainRecord, isWhole, need, readRecord, showKey, unknownFields } from './plain.js';
import { PHASER_RANK, type Boxes, type Facing, type Phaser, type ShipState, type ShipSystem, type Track } from './ship.js';
import { readShipState } from './validate-ship.js';

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
  /** Whether to return the event log (true by default; false is faster). */
  readonly log?: boolean;
}

/**
 * Where one damage point went; or, for a run of points (`last` set), where all of them went: a
 * run whose outcome was settled in advance (the ship destroyed, or nothing but excess left), or
 * the closing `unlogged` event of a log that reached {@link MAX_VOLLEY_EVENTS}.
 */
export interface VolleyEvent {
  /** 1-based index of the point in the volley (the first point of a run). */
  readonly point: number;
  /** The last point of a run this event stands for; absent for an event of one point. */
  readonly last?: number;
  /** Index of the firing unit in `volley.units` (0 for a volley given as points); for a run, of its first point. */
  readonly unit: number;
  /** `unlogged` only for the closing event of a capped log, whose `spent` says where its points went. */
  readonly stage: 'shield' | 'armor' | 'internal' | 'excess' | 'ignored' | 'unlogged';
  /** The 2d6 allocation roll, for internal and excess points. */
  readonly roll?: number;
  /** The column that took the point. */
  readonly column?: (typeof CHART_COLUMNS)[number];
  readonly result?: ChartCell;
  /** What was destroyed: a system, `Phaser (Ph-1)`, a track, `Armor`, `Shield #2`. */
  readonly hit?: string;
  /** The cells passed over before it, and why. */
  readonly passed?: readonly { readonly column: (typeof CHART_COLUMNS)[number]; readonly result: ChartCell; readonly reason: string }[];
  /** Why a run's outcome was settled without rolling (see `specs/damage.md` §2.1). */
  readonly note?: string;
  /** For the closing `unlogged` event: how the points it stands for were spent. */
  readonly spent?: VolleySummary;
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

type AnyWeapon = 'Phaser' | 'Drone' | 'Torp' | 'Shuttle';
type AnyWarp = 'C Warp' | 'L Warp' | 'R Warp';
type Column = (typeof CHART_COLUMNS)[number];
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A chart as the volley reads it: `rows[roll]` for rolls 2 to 12. */
type ChartTable = readonly (readonly ChartEntry[])[];

/** Everything a volley needs, checked: what {@link planVolley} makes and {@link runVolley} runs. */
export interface VolleyPlan {
  readonly ship: ShipState;
  readonly shield: Facing;
  /** The units in the order they are resolved (D4.34), each with its index in the volley. */
  readonly units: readonly { readonly points: number; readonly direction: Facing; readonly index: number }[];
  readonly roll: () => Face;
  readonly chart: ChartTable;
  /** Rank of each phaser type named (0 the most powerful), frozen; others rank after all of them. */
  readonly rank: Readonly<Record<string, number>>;
  readonly anyWeapon: readonly AnyWeapon[];
  readonly anyWarp: readonly AnyWarp[];
  readonly log: boolean;
}

const ANY_WEAPON: readonly AnyWeapon[] = /* @__PURE__ */ Object.freeze(['Phaser', 'Drone', 'Torp', 'Shuttle'] as const);
const ANY_WARP: readonly AnyWarp[] = /* @__PURE__ */ Object.freeze(['C Warp', 'L Warp', 'R Warp'] as const);
const OPTION_FIELDS: readonly string[] = /* @__PURE__ */ Object.freeze(['chart', 'phaserRank', 'anyWeaponOrder', 'anyWarpOrder', 'log']);

const tableOf = (chart: DamageChart): ChartTable => Array.from({ length: 13 }, (_, roll) => (roll < 2 ? Object.freeze([]) : (chart.rows[roll] ?? Object.freeze([]))));
/** The standard chart as a table, made once: it is frozen, so it needs no check. */
const STANDARD_TABLE: ChartTable = /* @__PURE__ */ Object.freeze(tableOf(DAMAGE_ALLOCATION_CHART));

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
 * Every input is checked before any die is rolled (the ship as `checkShipState` does, the
 * volley, the options and the chart), and refused with reasons naming the fields. A volley
 * carries at most {@link MAX_VOLLEY_POINTS} points. Once the rest of a volley is settled (the
 * ship is destroyed, or no chart cell but Excess can take a point) the remaining points are
 * counted at once, without rolling, and logged as one event per unit; the log holds at most
 * {@link MAX_VOLLEY_EVENTS} events. A dice source whose `d6()` gives anything but a whole number
 * from 1 to 6 ends the volley with a reason; an exception thrown by the caller's own `d6()`
 * passes through unchanged.
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
export function resolveVolley(ship: ShipState, volley: Volley, dice: Dice, options?: VolleyOptions): VolleyResult {
  const plan = planVolley(ship, volley, dice, options);
  return plan.ok ? runVolley(plan.plan) : plan;
}

/**
 * Checks the four arguments of a volley and makes its plan, or returns every reason they are not
 * one. `maxPoints` is the volley's point limit ({@link MAX_VOLLEY_POINTS}; tests raise it).
 */
export function planVolley(
  ship: unknown,
  volley: unknown,
  dice: unknown,
  options: unknown,
  maxPoints: number = MAX_VOLLEY_POINTS,
): { readonly ok: true; readonly plan: VolleyPlan } | { readonly ok: false; readonly reasons: readonly string[] } {
  const reasons: string[] = [];
  const state = readShipState(ship, 'ship', reasons);
  const v = readVolley(volley, maxPoints, reasons);
  const roller = diceRoller(dice);
  if (!roller.ok) reasons.push(`dice: ${roller.why}`);
  const o = readOptions(options, reasons);
  if (reasons.length > 0 || state === undefined || v === undefined || o === undefined || !roller.ok) return { ok: false, reasons };
  return { ok: true, plan: { ship: state, shield: v.shield, units: v.units, roll: roller.roll, ...o } };
}

function readVolley(value: unknown, maxPoints: number, reasons: string[]): Pick<VolleyPlan, 'shield' | 'units'> | undefined {
  const v = readRecord(value, 'volley', 'a volley: an object with a shield and points or units', reasons);
  if (v === undefined) return undefined;
  const before = reasons.length;
  unknownFields(v, 'volley', ['shield', 'points', 'units'], 'a volley', reasons);
  const shield = v['shield'];
  if (!isWhole(shield, 1, 6)) reasons.push(need('volley.shield', shield, 'a shield facing from 1 to 6'));
  const points = (field: string, n: unknown): n is number => {
    if (!isWhole(n, 0, Number.MAX_SAFE_INTEGER)) reasons.push(need(field, n, 'a whole number of 0 or more'));
    else if (n > maxPoints) reasons.push(`${field}: ${n} is more than MAX_VOLLEY_POINTS (${maxPoints})`);
    else return true;
    return false;
  };
  const units: { points: number; direction: Facing; index: number }[] = [];
  const list = v['units'];
  if (list === undefined) {
    const p = v['points'];
    if (points('volley.points', p)) units.push({ points: p, direction: shield as Facing, index: 0 });
  } else if (!Array.isArray(list)) {
    reasons.push(need('volley.units', list, 'a list of units'));
  } else {
    if (v['points'] !== undefined) reasons.push('volley: give points or units, not both');
    let total = 0;
    for (let i = 0; i < list.length; i++) {
      const at = `volley.units[${i}]`;
      const u: unknown = list[i];
      if (!isPlainRecord(u)) {
        reasons.push(need(at, u, 'a unit: an object with points and an optional direction'));
        continue;
      }
      unknownFields(u, at, ['points', 'direction'], 'a unit', reasons);
      const direction = u['direction'] ?? shield;
      if (u['direction'] !== undefined && !isWhole(direction, 1, 6)) reasons.push(need(`${at}.direction`, direction, 'a shield facing from 1 to 6'));
      const p = u['points'];
      if (points(`${at}.points`, p)) {
        total += p;
        units.push({ points: p, direction: direction as Facing, index: i });
      }
    }
    if (total > maxPoints) reasons.push(`volley.units: the units' points add up to ${total}, more than MAX_VOLLEY_POINTS (${maxPoints})`);
  }
  if (reasons.length > before) return undefined;
  // D4.34: the unit that did the most damage first (a stable sort keeps equal units in order).
  units.sort((a, b) => b.points - a.points);
  return { shield: shield as Facing, units };
}

function readOptions(value: unknown, reasons: string[]): Pick<VolleyPlan, 'chart' | 'rank' | 'anyWeapon' | 'anyWarp' | 'log'> | undefined {
  const defaults = { chart: STANDARD_TABLE, rank: DEFAULT_RANK, anyWeapon: DEFAULT_ANY_WEAPON, anyWarp: ANY_WARP, log: true };
  if (value === undefined) return defaults;
  // The chart is kept by reference at first, so that the standard chart needs no check.
  const o = readRecord(value, 'options', 'an object of volley options (leave it out for the defaults)', reasons, ['chart']);
  if (o === undefined) return undefined;
  const before = reasons.length;
  unknownFields(o, 'options', OPTION_FIELDS, 'the volley options', reasons);
  const chartIn = o['chart'];
  const chart = chartIn === undefined || chartIn === DAMAGE_ALLOCATION_CHART ? STANDARD_TABLE : readChart(chartIn, reasons);
  const rankIn = o['phaserRank'];
  if (rankIn !== undefined && (!Array.isArray(rankIn) || !rankIn.every((t) => typeof t === 'string' && t.trim() !== ''))) {
    reasons.push(need('options.phaserRank', rankIn, 'a list of phaser types, most powerful first'));
  }
  const order = <T extends string>(field: string, list: unknown, names: readonly T[], fallback: readonly T[]): readonly T[] => {
    if (list === undefined) return fallback;
    if (!Array.isArray(list) || !list.every((x) => names.includes(x as T)) || new Set(list).size !== list.length) {
      reasons.push(need(field, list, `a list of ${names.join(', ')}, each at most once`));
      return fallback;
    }
    return list as T[];
  };
  const anyWeapon = order('options.anyWeaponOrder', o['anyWeaponOrder'], ANY_WEAPON, defaults.anyWeapon);
  const anyWarp = order('options.anyWarpOrder', o['anyWarpOrder'], ANY_WARP, defaults.anyWarp);
  const log = o['log'] ?? true;
  if (typeof log !== 'boolean') reasons.push(need('options.log', log, 'true or false'));
  if (reasons.length > before || chart === undefined) return undefined;
  return { chart, rank: Array.isArray(rankIn) ? rankOf(rankIn as string[]) : defaults.rank, anyWeapon, anyWarp, log: log as boolean };
}

/** Each type's first place in the list, in a frozen record without a prototype (a type may be any text). */
function rankOf(types: readonly string[]): Readonly<Record<string, number>> {
  const rank = Object.create(null) as Record<string, number>;
  types.forEach((t, i) => {
    if (!Object.hasOwn(rank, t)) rank[t] = i;
  });
  return Object.freeze(rank);
}

const DEFAULT_RANK = /* @__PURE__ */ rankOf(PHASER_RANK.types);
const DEFAULT_ANY_WEAPON: readonly AnyWeapon[] = /* @__PURE__ */ Object.freeze(ANY_WEAPON.slice(0, 3));

/** Checks a house chart: rows for every 2d6 roll from 2 to 12, each of at most 13 cells (A to M). */
function readChart(value: unknown, reasons: string[]): ChartTable | undefined {
  const chart = readRecord(value, 'options.chart', 'a damage chart: an object with rows and a source', reasons);
  if (chart === undefined) return undefined;
  const before = reasons.length;
  unknownFields(chart, 'options.chart', ['rows', 'source'], 'a damage chart', reasons);
  const source = chart['source'];
  if (!isPlainRecord(source) || typeof source['file'] !== 'string' || typeof source['entry'] !== 'string') {
    reasons.push(need('options.chart.source', source, 'a source: an object with a file and an entry'));
  }
  const rows = chart['rows'];
  if (!isPlainRecord(rows)) {
    reasons.push(need('options.chart.rows', rows, 'an object of rows by 2d6 roll, 2 to 12'));
    return undefined;
  }
  const table: ChartEntry[][] = [[], []];
  for (const key of Object.keys(rows)) {
    if (!/^(?:[2-9]|1[0-2])$/.test(key)) reasons.push(`options.chart.rows: ${showKey(key)} is not a 2d6 roll (2 to 12)`);
  }
  for (let roll = 2; roll <= 12; roll++) {
    const at = `options.chart.rows.${roll}`;
    const row = rows[String(roll)];
    if (!Array.isArray(row) || row.length > CHART_COLUMNS.length) {
      reasons.push(need(at, row, `a list of at most ${CHART_COLUMNS.length} cells (columns A to M)`));
      table.push([]);
      continue;
    }
    table.push(
      row.flatMap((cell: unknown, c): ChartEntry[] => {
        const here = `${at}[${c}]`;
        if (!isPlainRecord(cell)) {
          reasons.push(need(here, cell, 'a cell: an object with a result and bold'));
          return [];
        }
        unknownFields(cell, here, ['result', 'bold'], 'a chart cell', reasons);
        const { result, bold } = cell;
        if (!isChartCell(result)) reasons.push(need(`${here}.result`, result, 'a chart result such as F Hull or Excess'));
        if (typeof bold !== 'boolean') reasons.push(need(`${here}.bold`, bold, 'true or false'));
        return isChartCell(result) && typeof bold === 'boolean' ? [{ result, bold }] : [];
      }),
    );
  }
  return reasons.length > before ? undefined : table;
}

// ---------------------------------------------------------------------------------------------
// The allocation itself
// ---------------------------------------------------------------------------------------------

/**
 * The ship as a volley changes it: the plan's own copy (made by the check, shared with no one),
 * changed in place, with the phasers' ranks and arcs kept beside them for quick choices.
 */
interface Work {
  readonly shields: number[];
  readonly armor: Mutable<ShipState['armor']>;
  readonly systems: { [S in ShipSystem]?: Mutable<Boxes> };
  readonly phasers: Mutable<Phaser>[];
  /** Each phaser's type's place in the ranking (D4.322), by index. */
  readonly rank: readonly number[];
  /** Each phaser's arcs as bits (facing f is bit f), by index. */
  readonly mask: readonly number[];
  /** Working phasers bearing on each facing (index 1 to 6), so a Phaser cell is checked in O(1). */
  readonly bearing: number[];
  livePhasers: number;
  shuttlesAboard: number;
  readonly tracks: { readonly [K in keyof ShipState['tracks']]: Mutable<Track> };
  destroyed: boolean;
}

/** How the rest of a volley stands: still to be rolled, or settled whatever the dice show. */
type Outlook = 'open' | 'all-ignored' | 'all-excess';

const STAGE_KEY = { shield: 'shields', armor: 'armor', internal: 'internals', excess: 'excess', ignored: 'ignored' } as const;

/** The event log of one volley: at most `cap` events, the last one closing for all later points. */
interface Log {
  readonly on: boolean;
  readonly cap: number;
  readonly events: VolleyEvent[];
  closing: { point: number; last: number; unit: number; spent: Mutable<VolleySummary> } | undefined;
}

const emptySummary = (): Mutable<VolleySummary> => ({ points: 0, shields: 0, armor: 0, internals: 0, excess: 0, ignored: 0 });

function record(log: Log, e: VolleyEvent): void {
  if (!log.on) return;
  if (log.closing === undefined && log.events.length < log.cap) {
    log.events.push(e);
    return;
  }
  if (log.closing === undefined) {
    // The log is full: its last event becomes the start of the closing one.
    const prev = log.events.pop()!;
    log.closing = { point: prev.point, last: prev.point, unit: prev.unit, spent: emptySummary() };
    spend(log.closing, prev);
  }
  spend(log.closing, e);
}

function spend(closing: NonNullable<Log['closing']>, e: VolleyEvent): void {
  const last = e.last ?? e.point;
  const count = last - e.point + 1;
  closing.last = last;
  closing.spent.points += count;
  if (e.stage !== 'unlogged') closing.spent[STAGE_KEY[e.stage]] += count;
}

function closeLog(log: Log): VolleyEvent[] {
  const c = log.closing;
  if (c !== undefined) log.events.push({ point: c.point, last: c.last, unit: c.unit, stage: 'unlogged', spent: { ...c.spent }, note: `the log keeps at most ${log.cap} events` });
  return log.events;
}

/** Settings of {@link runVolley}: the skip-ahead can be turned off to check it against a plain loop. */
export interface RunSettings {
  readonly skipAhead: boolean;
  readonly maxEvents: number;
}

/**
 * Runs a checked volley, changing the plan's copy of the ship in place (so a plan is run once).
 * With `skipAhead`, the rest of the volley is counted at once as soon as
 * it is settled whatever the dice show (`specs/damage.md` §2.1): the ship destroyed (every later
 * point ignored), no chart cell able to take a point (every later point ignored), or Excess the
 * first cell that can take a point on every row (every later point excess until the track is used
 * up, then ignored). Without it every point is rolled; the ship and the summary are the same.
 */
export function runVolley(plan: VolleyPlan, settings: RunSettings = { skipAhead: true, maxEvents: MAX_VOLLEY_EVENTS }): VolleyResult {
  const w = workOf(plan);
  const log: Log = { on: plan.log, cap: Math.max(1, settings.maxEvents), events: [], closing: undefined };
  const summary = emptySummary();
  const usedBold = new Uint8Array(13 * 16);
  const s = plan.shield - 1;
  let phaserHits = 0;
  let armorPoints = 0; // points that reached Armor-9 this volley, for its every-10th leak
  let changes = 0; // boxes lost so far (armor and chart): the outlook can only change when this grows
  let checkedAt = -1;
  let outlook: Outlook = 'open';
  let point = 0;

  // Facings the fire of each unit and of every later one comes through, as bits.
  const directionsFrom = plan.units.map(() => 0);
  for (let i = plan.units.length - 1; i >= 0; i--) directionsFrom[i] = (1 << plan.units[i]!.direction) | (directionsFrom[i + 1] ?? 0);

  for (const [ui, u] of plan.units.entries()) {
    const direction = u.direction;
    const directions = directionsFrom[ui]!;
    checkedAt = -1; // fewer directions of fire may be left: look again
    let borgIgnored = 0;
    let k = 0;
    // A run of points settled without rolling: counted at once, one event.
    const run = (stage: 'ignored' | 'excess', count: number, note: string): void => {
      summary.points += count;
      summary[STAGE_KEY[stage]] += count;
      record(log, stage === 'excess' ? { point: point + 1, last: point + count, unit: u.index, stage, result: 'Excess', hit: 'Excess', note } : { point: point + 1, last: point + count, unit: u.index, stage, note });
      point += count;
      k += count;
    };
    while (k < u.points) {
      if (settings.skipAhead) {
        if (w.destroyed) {
          run('ignored', u.points - k, 'the ship is destroyed');
          break;
        }
        if (outlook === 'all-ignored') {
          run('ignored', u.points - k, 'no chart cell can take a point');
          break;
        }
        if (outlook === 'all-excess') {
          const excess = w.tracks.excess;
          const n = Math.min(u.points - k, excess.boxes.length - excess.destroyed);
          if (n <= 0) {
            w.destroyed = true; // unreachable: a used-up excess track has destroyed the ship already
            continue;
          }
          excess.destroyed += n;
          if (excess.destroyed >= excess.boxes.length) w.destroyed = true;
          run('excess', n, 'Excess is the only cell left on every row');
          continue;
        }
      }
      k++;
      point++;
      summary.points++;
      if (w.destroyed) {
        summary.ignored++;
        if (log.on) record(log, { point, unit: u.index, stage: 'ignored' });
        continue;
      }
      if (w.shields[s]! > 0) {
        w.shields[s]!--;
        summary.shields++;
        if (log.on) record(log, { point, unit: u.index, stage: 'shield', hit: `Shield #${plan.shield}` });
        continue;
      }
      const armorUp = w.armor.destroyed < w.armor.total;
      if (armorUp && w.armor.kind === 'borg' && borgIgnored < BORG_ARMOR.ignoredPerHit.value) {
        // Borg armor: the first point of each separate hit (each unit's fire) that reaches it is ignored.
        borgIgnored++;
        summary.ignored++;
        record(log, { point, unit: u.index, stage: 'ignored', hit: 'Borg armor (first point of the hit)' });
        continue;
      }
      if (armorUp && w.armor.kind === 'armor-9') {
        armorPoints++;
        if (armorPoints % ARMOR_9.leakEvery.value !== 0) {
          w.armor.held++;
          if (w.armor.held >= ARMOR_9.pointsPerBox.value) {
            w.armor.held = 0;
            w.armor.destroyed++;
            changes++;
          }
          summary.armor++;
          if (log.on) record(log, { point, unit: u.index, stage: 'armor', hit: 'Armor-9' });
          continue;
        }
        // Every 10th point leaks past the Armor-9 boxes to the chart.
      } else if (armorUp) {
        w.armor.destroyed++;
        changes++;
        summary.armor++;
        if (log.on) record(log, { point, unit: u.index, stage: 'armor', hit: 'Armor' });
        continue;
      }
      const first = plan.roll();
      if (!first.ok) return { ok: false, reasons: [`dice: ${first.why}`] };
      const second = plan.roll();
      if (!second.ok) return { ok: false, reasons: [`dice: ${second.why}`] };
      const roll = first.face + second.face;
      const cells = plan.chart[roll]!;
      const passed: { column: Column; result: ChartCell; reason: string }[] = [];
      let stage: 'internal' | 'excess' | 'ignored' = 'ignored';
      for (let c = 0; c < cells.length; c++) {
        const cell = cells[c]!;
        const column = CHART_COLUMNS[c]!;
        const key = roll * 16 + c;
        if (cell.bold && usedBold[key] === 1) {
          if (plan.log) passed.push({ column, result: cell.result, reason: 'bold: already scored this volley (D4.31)' });
          continue;
        }
        const hit = score(w, cell.result, direction, plan, phaserHits);
        if (typeof hit !== 'string' || hit.startsWith('!')) {
          if (plan.log) passed.push({ column, result: cell.result, reason: typeof hit === 'string' ? hit.slice(1) : 'nothing left to hit' });
          continue;
        }
        if (cell.bold) usedBold[key] = 1;
        if (hit.startsWith('Phaser')) phaserHits++;
        changes++;
        stage = cell.result === 'Excess' ? 'excess' : 'internal';
        summary[STAGE_KEY[stage]]++;
        if (log.on) record(log, passed.length > 0 ? { point, unit: u.index, stage, roll, column, result: cell.result, hit, passed } : { point, unit: u.index, stage, roll, column, result: cell.result, hit });
        break;
      }
      if (stage === 'ignored') {
        // Only a chart whose row ends without Excess gets here: the point is lost, and said so.
        summary.ignored++;
        record(log, { point, unit: u.index, stage: 'ignored', roll, passed });
      }
      // A point that only Excess or nothing could take is the sign the rest may be settled;
      // look only when something changed since the last look.
      if (settings.skipAhead && stage !== 'internal' && checkedAt !== changes) {
        checkedAt = changes;
        outlook = outlookOf(w, plan, s, directions, usedBold);
      }
    }
  }
  return { ok: true, ship: shipOf(plan.ship, w), events: closeLog(log), summary };
}

/**
 * Whether the rest of the volley is settled whatever the dice show. Cells only ever close (boxes
 * are destroyed, bold positions used, phasers lost, shuttles lost), never open, so once every
 * row is closed, or leads to a plain Excess cell as its first open cell, it stays so.
 */
function outlookOf(w: Work, plan: VolleyPlan, s: number, directions: number, usedBold: Uint8Array): Outlook {
  if (w.destroyed || w.shields[s]! > 0 || w.armor.destroyed < w.armor.total) return 'open';
  let allClosed = true;
  let allExcess = true;
  for (let roll = 2; roll <= 12; roll++) {
    const cells = plan.chart[roll]!;
    let first: ChartEntry | undefined;
    for (let c = 0; c < cells.length && first === undefined; c++) {
      const cell = cells[c]!;
      if (!(cell.bold && usedBold[roll * 16 + c] === 1) && canTake(w, cell.result, directions, plan)) first = cell;
    }
    if (first === undefined) allExcess = false;
    else {
      allClosed = false;
      // A bold Excess closes after one point, so its row is not settled.
      if (first.result !== 'Excess' || first.bold) allExcess = false;
    }
    if (!allClosed && !allExcess) return 'open';
  }
  return allClosed ? 'all-ignored' : 'all-excess';
}

/** Whether a chart result can take a point now, for fire through any of `directions` (bits); changes nothing. */
function canTake(w: Work, result: ChartCell, directions: number, plan: VolleyPlan): boolean {
  const has = (system: ShipSystem): boolean => {
    const b = w.systems[system];
    return b !== undefined && b.destroyed < b.total;
  };
  switch (result) {
    case 'F Hull':
    case 'A Hull':
      return has(result) || has('C Hull');
    case 'Any Warp':
      return plan.anyWarp.some(has);
    case 'Phaser':
      for (let f = 1; f <= 6; f++) if ((directions & (1 << f)) !== 0 && w.bearing[f]! > 0) return true;
      return false;
    case 'Any Weapon':
      return plan.anyWeapon.some((kind) => (kind === 'Phaser' ? w.livePhasers > 0 : kind === 'Shuttle' ? has('Shuttle') && w.shuttlesAboard > 0 : has(kind)));
    case 'Sensor':
      return w.tracks.sensor.destroyed < w.tracks.sensor.boxes.length - 1;
    case 'Scanner':
      return w.tracks.scanner.destroyed < w.tracks.scanner.boxes.length - 1;
    case 'Dam Con':
      return w.tracks.damageControl.destroyed < w.tracks.damageControl.boxes.length - 1;
    case 'Excess':
      return w.tracks.excess.destroyed < w.tracks.excess.boxes.length;
    default:
      return has(result);
  }
}

/**
 * Scores one point on a chart result, changing the working copy. Returns what was hit, or a
 * reason (prefixed with `!`) or null when the ship cannot take it and the point moves on.
 */
function score(w: Work, result: ChartCell, direction: Facing, plan: VolleyPlan, phaserHits: number): string | null {
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
      for (const s of plan.anyWarp) {
        const hit = take(w, s);
        if (hit !== null) return hit;
      }
      return null;
    case 'Phaser':
      return phaser(w, direction, phaserHits, true) ?? '!no phaser bears on the direction of fire (D4.321)';
    case 'Any Weapon':
      // D4.324: any phaser regardless of direction, a drone or a torpedo box.
      for (const kind of plan.anyWeapon) {
        const hit = kind === 'Phaser' ? phaser(w, direction, phaserHits, false) : kind === 'Shuttle' ? occupiedShuttle(w) : take(w, kind);
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
      return take(w, result);
  }
}

function take(w: Work, system: ShipSystem): string | null {
  const b = w.systems[system];
  if (b === undefined || b.destroyed >= b.total) return null;
  b.destroyed++;
  return system;
}

/** D4.33: best box first; the last box of a capability track is never destroyed. */
function track(t: { readonly boxes: readonly number[]; destroyed: number }, name: string, keepLast: boolean): string | null {
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
function phaser(w: Work, direction: Facing, phaserHits: number, directional: boolean): string | null {
  if (w.livePhasers === 0 || (directional && w.bearing[direction] === 0)) return null;
  let best = -1;
  const strongest = (phaserHits + 1) % 3 === 0;
  const bit = 1 << direction;
  for (let i = 0; i < w.phasers.length; i++) {
    if (w.phasers[i]!.destroyed || (directional && (w.mask[i]! & bit) === 0)) continue;
    if (best < 0 || (strongest ? w.rank[i]! < w.rank[best]! : w.rank[i]! > w.rank[best]!)) best = i;
  }
  if (best < 0) return null;
  const p = w.phasers[best]!;
  p.destroyed = true;
  w.livePhasers--;
  for (const f of p.arcs) w.bearing[f]!--;
  return `Phaser (${p.type})`;
}

function workOf(plan: VolleyPlan): Work {
  const s = plan.ship as Mutable<ShipState>;
  const unranked = Object.keys(plan.rank).length;
  const bearing = [0, 0, 0, 0, 0, 0, 0];
  let livePhasers = 0;
  for (const p of s.phasers) {
    if (p.destroyed) continue;
    livePhasers++;
    for (const f of p.arcs) bearing[f]!++;
  }
  return {
    shields: s.shields as unknown as number[],
    armor: s.armor as Mutable<ShipState['armor']>,
    systems: s.systems as Work['systems'],
    phasers: s.phasers as Mutable<Phaser>[],
    rank: s.phasers.map((p) => (Object.hasOwn(plan.rank, p.type) ? plan.rank[p.type]! : unranked)),
    mask: s.phasers.map((p) => p.arcs.reduce((m, f) => m | (1 << f), 0)),
    bearing,
    livePhasers,
    shuttlesAboard: s.shuttlesAboard,
    tracks: s.tracks as Work['tracks'],
    destroyed: s.destroyed,
  };
}

/** The ship after the volley: the work's parts, with the two fields a volley replaces. */
function shipOf(s: ShipState, w: Work): ShipState {
  return { ...s, shuttlesAboard: w.shuttlesAboard, destroyed: w.destroyed };
}
