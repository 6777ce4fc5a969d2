/**
 * Checking the four arguments of a volley and making its plan (internal): the ship as
 * `checkShipState` checks it, the volley, the dice source and the options (a house chart, the
 * phaser ranking, the owner's choices), every problem a diagnostic at its path.
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { diceRoller, type Face } from '../dice/dice.js';
import { isPlainRecord, isWhole, readRecordInto, reportNeed, reportUnknownFields, type PlainRecord } from '../input/plain.js';
import { DAMAGE_ALLOCATION_CHART, type ChartRoll, type DamageChart } from './chart.js';
import { DEFAULT_CHOICES, readChoices, type PlannedChoices } from './choices.js';
import { MAX_TECH, MAX_VOLLEY_POINTS } from './limits.js';
import { PHASER_RANK } from './phaser-rank.js';
import { readChart, type ChartTable } from './read-chart.js';
import type { Facing, ShipState } from './ship.js';
import { readShipState } from './validate-ship.js';

/** A unit of a checked volley: its points, direction of fire, index in the volley, and its weapon's tech and label when given. */
export interface PlannedUnit {
  readonly points: number;
  readonly direction: Facing;
  readonly index: number;
  readonly tech?: number;
  readonly weapon?: string;
}

/** Everything a volley needs, checked: what {@link planVolley} makes and `runVolley` runs. */
export interface VolleyPlan {
  readonly ship: ShipState;
  readonly shield: Facing;
  /** The units in the order they are resolved (D4.34), each with its index in the volley. */
  readonly units: readonly PlannedUnit[];
  readonly roll: () => Face;
  readonly chart: ChartTable;
  /** Rank of each phaser type named (0 the most powerful), frozen; others rank after all of them. */
  readonly rank: Readonly<Record<string, number>>;
  readonly choices: PlannedChoices;
  /** The tech level of the weapons of units that give none (undefined: the ship's, else 3X). */
  readonly weaponTech: number | undefined;
  readonly log: boolean;
}

const VOLLEY_FIELDS: readonly string[] = ['shield', 'points', 'units'];
const UNIT_FIELDS: readonly string[] = ['points', 'direction', 'tech', 'weapon'];
const OPTION_FIELDS: readonly string[] = ['chart', 'phaserRank', 'choices', 'log', 'weaponTech'];
/** No weapon label is near this long. */
const MAX_WEAPON_LABEL = 200;

const tableOf = (rows: DamageChart['rows']): ChartTable => Array.from({ length: 13 }, (_, roll) => (roll < 2 ? Object.freeze([]) : rows[roll as ChartRoll]));
/** The standard chart as a table, made once: it is frozen, so it needs no check. */
const STANDARD_TABLE: ChartTable = /* @__PURE__ */ Object.freeze(tableOf(DAMAGE_ALLOCATION_CHART.rows));

/** Each type's first place in the list, in a frozen record without a prototype (a type may be any text). */
function rankOf(types: readonly string[]): Readonly<Record<string, number>> {
  const rank = Object.create(null) as Record<string, number>;
  types.forEach((t, i) => {
    if (!Object.hasOwn(rank, t)) rank[t] = i;
  });
  return Object.freeze(rank);
}

const DEFAULT_RANK = /* @__PURE__ */ rankOf(PHASER_RANK.types);

/**
 * Checks the four arguments of a volley and makes its plan, or returns every problem as a
 * diagnostic (paths `ship.…`, `volley.…`, `dice`, `options.…`). `maxPoints` is the volley's point
 * limit ({@link MAX_VOLLEY_POINTS}; tests raise it).
 */
export function planVolley(ship: unknown, volley: unknown, dice: unknown, options: unknown, maxPoints: number = MAX_VOLLEY_POINTS): Result<VolleyPlan> {
  const r = newReport();
  const state = readShipState(ship, 'ship', r);
  const v = readVolley(volley, 'volley', maxPoints, r);
  const roller = diceRoller(dice);
  if (!roller.ok) report(r, 'not-a-dice-source', 'dice', roller.why);
  const o = readOptions(options, r);
  if (state === undefined || v === undefined || o === undefined || !roller.ok) return failReport(r);
  return finishReport(r, { ship: state, shield: v.shield, units: v.units, roll: roller.roll, ...o });
}

/**
 * Reads a volley at `path` (`volley`, or `plan[2]` for a simulation's plan): its shield and its
 * points or units, each unit at most `maxPoints` and all together too; the units come back in the
 * order they are resolved (D4.34).
 */
export function readVolley(value: unknown, path: string, maxPoints: number, r: Report): Pick<VolleyPlan, 'shield' | 'units'> | undefined {
  const v = readRecordInto(value, path, 'a volley: an object with a shield and points or units', r);
  if (v === undefined) return undefined;
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, v, path, VOLLEY_FIELDS, 'a volley');
  const shield = v['shield'];
  if (!isWhole(shield, 1, 6)) reportNeed(r, pathJoin(path, 'shield'), shield, 'a shield facing from 1 to 6');
  const points = (path: string, n: unknown): n is number => {
    if (!isWhole(n, 0, Number.MAX_SAFE_INTEGER)) reportNeed(r, path, n, 'a whole number of 0 or more');
    else if (n > maxPoints) report(r, 'volley-too-large', path, `${n} is more than MAX_VOLLEY_POINTS (${maxPoints})`);
    else return true;
    return false;
  };
  const units: PlannedUnit[] = [];
  const list = v['units'];
  if (list === undefined) {
    const p = v['points'];
    if (points(pathJoin(path, 'points'), p)) units.push({ points: p, direction: shield as Facing, index: 0 });
  } else if (!Array.isArray(list)) {
    reportNeed(r, pathJoin(path, 'units'), list, 'a list of units');
  } else {
    if (v['points'] !== undefined) report(r, 'invalid-value', path, 'gives both points and units; give one of them');
    let total = 0;
    for (let i = 0; i < list.length; i++) {
      const at = pathJoin(pathJoin(path, 'units'), i);
      const u: unknown = list[i];
      if (!isPlainRecord(u)) {
        reportNeed(r, at, u, 'a unit: an object with points and an optional direction');
        continue;
      }
      reportUnknownFields(r, u, at, UNIT_FIELDS, 'a unit');
      const direction = u['direction'] ?? shield;
      if (u['direction'] !== undefined && !isWhole(direction, 1, 6)) reportNeed(r, pathJoin(at, 'direction'), direction, 'a shield facing from 1 to 6');
      const { tech, weapon } = u;
      const techOk = tech === undefined || isWhole(tech, 0, MAX_TECH);
      if (!techOk) reportNeed(r, pathJoin(at, 'tech'), tech, `its weapon's tech level, a whole number from 0 to ${MAX_TECH}`);
      const weaponOk = weapon === undefined || (typeof weapon === 'string' && weapon.trim() !== '' && weapon.length <= MAX_WEAPON_LABEL);
      if (!weaponOk) reportNeed(r, pathJoin(at, 'weapon'), weapon, `a weapon's catalog label such as LRG (at most ${MAX_WEAPON_LABEL} characters)`);
      const p = u['points'];
      if (points(pathJoin(at, 'points'), p) && techOk && weaponOk) {
        total += p;
        units.push({ points: p, direction: direction as Facing, index: i, ...(tech === undefined ? {} : { tech: tech as number }), ...(weapon === undefined ? {} : { weapon: weapon as string }) });
      }
    }
    if (total > maxPoints) report(r, 'volley-too-large', pathJoin(path, 'units'), `the units' points add up to ${total}, more than MAX_VOLLEY_POINTS (${maxPoints})`);
  }
  if (r.diagnostics.length + r.dropped > before) return undefined;
  // D4.34: the unit that did the most damage first (a stable sort keeps equal units in order).
  units.sort((a, b) => b.points - a.points);
  return { shield: shield as Facing, units };
}

function readOptions(value: unknown, r: Report): Pick<VolleyPlan, 'chart' | 'rank' | 'choices' | 'weaponTech' | 'log'> | undefined {
  if (value === undefined) return { ...DEFAULT_RULES, log: true };
  // The chart is kept by reference at first, so that the standard chart needs no check.
  const o = readRecordInto(value, 'options', 'an object of volley options (leave it out for the defaults)', r, ['chart']);
  if (o === undefined) return undefined;
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, o, 'options', OPTION_FIELDS, 'the volley options');
  const rules = readVolleyRules(o, 'options', r);
  const log = o['log'] ?? true;
  if (typeof log !== 'boolean') reportNeed(r, 'options.log', log, 'true or false');
  if (r.diagnostics.length + r.dropped > before || rules === undefined) return undefined;
  return { ...rules, log: log as boolean };
}

/** The rules a volley is resolved by: its chart, the phaser ranking, the owner's choices and the default tech of its weapons. */
export type VolleyRules = Pick<VolleyPlan, 'chart' | 'rank' | 'choices' | 'weaponTech'>;

/** The default rules: the standard chart and ranking, every choice at its default, no default tech of weapons (the ship's, else 3X). */
export const DEFAULT_RULES: VolleyRules = /* @__PURE__ */ Object.freeze({ chart: STANDARD_TABLE, rank: DEFAULT_RANK, choices: DEFAULT_CHOICES, weaponTech: undefined });

/**
 * Reads the fields `chart`, `phaserRank`, `choices` and `weaponTech` of an options object already
 * read at `path` (the caller reports its unknown fields); every problem at its path.
 */
export function readVolleyRules(o: PlainRecord, path: string, r: Report): VolleyRules | undefined {
  const before = r.diagnostics.length + r.dropped;
  const chartIn = o['chart'];
  const chart = chartIn === undefined || chartIn === DAMAGE_ALLOCATION_CHART ? STANDARD_TABLE : readChart(chartIn, pathJoin(path, 'chart'), r);
  const rankIn = o['phaserRank'];
  if (rankIn !== undefined && (!Array.isArray(rankIn) || !rankIn.every((t) => typeof t === 'string' && t.trim() !== ''))) {
    reportNeed(r, pathJoin(path, 'phaserRank'), rankIn, 'a list of phaser types, most powerful first');
  }
  const choices = readChoices(o['choices'], pathJoin(path, 'choices'), r);
  const weaponTech = o['weaponTech'];
  if (weaponTech !== undefined && !isWhole(weaponTech, 0, MAX_TECH)) reportNeed(r, pathJoin(path, 'weaponTech'), weaponTech, `the tech level of weapons that give none, a whole number from 0 to ${MAX_TECH}`);
  if (r.diagnostics.length + r.dropped > before || chart === undefined || choices === undefined) return undefined;
  return { chart, rank: Array.isArray(rankIn) ? rankOf(rankIn as string[]) : DEFAULT_RANK, choices, weaponTech: weaponTech as number | undefined };
}
