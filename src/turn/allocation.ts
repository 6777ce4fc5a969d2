/** Checking an energy allocation form (B3.0, D6.1, G13.0): `specs/turn.md` §1. */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { reportNeed, type PlainRecord } from '../input/plain.js';
import { ours, seed003 } from '../rules/source.js';
import { UNPAID_LINES, type EnergyAllocation, type EnergyAvailable, type EnergyCosts, type RequiredLine } from './energy.js';
import { MAX_ENERGY } from './limits.js';
import { MOVEMENT_RULES as M } from './movement.js';
import { readFields } from './read.js';
import { checkSpeed, speedLimitAfter } from './speed.js';

/**
 * What {@link checkAllocation} may also check.
 *
 * @example
 * ```ts
 * import { checkAllocation, type AllocationOptions } from 'spacedock/turn';
 *
 * const options: AllocationOptions = { previousSpeed: 8 }; // so at most speed 18 this turn
 * const r = checkAllocation(
 *   { warp: 30, impulse: 0, apr: 0, batteries: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movement: 20, weapons: 0, reinforcement: 0, other: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 },
 *   options,
 * );
 * if (r.ok || r.diagnostics[0]?.code !== 'speed-change-too-large') throw new Error(JSON.stringify(r));
 * ```
 */
export interface AllocationOptions {
  /**
   * The ship's speed last turn (0 to 31): when given, the speed the movement line buys must keep
   * to the speed-change rule of B3.0 (see `maxSpeedNextTurn`).
   */
  readonly previousSpeed?: number;
}

/** What a legal energy allocation gives the ship this turn. */
export interface AllocationReport {
  readonly available: number;
  readonly allocated: number;
  /** Power left unallocated (never negative: more is `energy-over-allocated`). */
  readonly remaining: number;
  /** Whole hexes of speed the movement line pays for: 0 to 31. */
  readonly speed: number;
  /**
   * The required lines below their cost, in the order of `UNPAID_LINES` (each also has its
   * warning among the diagnostics, saying what it does).
   */
  readonly unpaidLines: readonly RequiredLine[];
  /** Fire control unpaid: no weapon fires, and it counts as a failed lock-on (D6.1). */
  readonly lockOnFailed: boolean;
  /** Whether the cloak is paid for, so that it may be turned on this turn: `cloakTimeline`'s `energyPaid` (G13.0). */
  readonly cloakPaid: boolean;
}

/** Sums of fractional energy (1/6 of a point and the like) are compared within this tolerance. */
const EPSILON = 1e-9;

const AVAILABLE_FIELDS = ['warp', 'impulse', 'apr', 'batteries'] as const;
const ALLOCATION_FIELDS = ['lifeSupport', 'fireControl', 'shields', 'cloak', 'movement', 'weapons', 'reinforcement', 'other'] as const;
const COST_FIELDS = ['lifeSupport', 'fireControl', 'shields', 'cloak', 'movementPerHex'] as const;

/** An amount of a form: a finite number from 0 to MAX_ENERGY, or undefined (reported). An optional one absent is 0. */
function amount(r: Report, form: PlainRecord, key: string, where: string, optional = false): number | undefined {
  const v = form[key];
  if (v === undefined && optional) return 0;
  const path = pathJoin(where, key);
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) reportNeed(r, path, v, 'a number of 0 or more');
  else if (v > MAX_ENERGY) report(r, 'invalid-value', path, `${v} is more than MAX_ENERGY (${MAX_ENERGY})`);
  else return v;
  return undefined;
}

/** The amounts `keys` of a form (those in `optional` may be absent, as 0): all of them, or undefined when one is not an amount (reported). */
function amounts<K extends string>(r: Report, form: PlainRecord | undefined, where: string, keys: readonly K[], optional: readonly K[] = []): Record<K, number> | undefined {
  if (form === undefined) return undefined;
  const out = {} as Record<K, number>;
  let good = true;
  for (const k of keys) {
    const v = amount(r, form, k, where, optional.includes(k));
    if (v === undefined) good = false;
    else out[k] = v;
  }
  return good ? out : undefined;
}

/** The cost of a hex of movement: an amount, and at least 1 / MAX_ENERGY so that the speed is finite. */
function perHexCost(r: Report, costs: PlainRecord): number | undefined {
  const v = amount(r, costs, 'movementPerHex', 'costs');
  if (v === undefined || v >= 1 / MAX_ENERGY) return v;
  report(r, 'invalid-value', 'costs.movementPerHex', v === 0 ? '0 is not a positive number' : `${v} is less than 1 / MAX_ENERGY (${1 / MAX_ENERGY})`);
  return undefined;
}

/**
 * Checks an energy allocation against the power available and the ship's costs (B3.0, D6.1,
 * G13.0), and with `options.previousSpeed` against last turn's speed.
 *
 * Errors (the result fails): the lines add up to more than the power available
 * (`energy-over-allocated`, at `allocation`); the movement line buys a speed above 31
 * (`speed-too-high`) or, given the previous speed, above what the speed-change rule allows after
 * it (`speed-change-too-large`, the rule of `maxSpeedNextTurn`), both at `allocation.movement`.
 *
 * Warnings (the allocation is legal, and costly): one for each required line below its cost, as
 * `UNPAID_LINES` says (`life-support-unpaid`: the crew dies; `fire-control-unpaid`: no weapon
 * fires and lock-on fails; `shields-unpaid`: shields are down), at that line; a cloak line above
 * 0 but below the cloak's cost (`cloak-underpaid`); a cloak line on a ship whose costs give no
 * cloak (`cloak-line-without-cloak`). The value says the same as data: `unpaidLines`,
 * `lockOnFailed`, `cloakPaid`. No cloak line at all on a cloaking ship is a choice, not a warning.
 *
 * Input: every amount must be a finite number from 0 to `MAX_ENERGY`, and the cost of a hex of
 * movement at least `1 / MAX_ENERGY`, so that every sum and the speed are exact finite numbers
 * (`invalid-value` at the amount: `costs.shields`); each argument is read once as plain data, and
 * a field it does not know is `unknown-field`. Nothing is clamped and nothing is thrown.
 *
 * @example
 * ```ts
 * import { checkAllocation } from 'spacedock/turn';
 *
 * const r = checkAllocation(
 *   { warp: 30, impulse: 4, apr: 4, batteries: 0 },
 *   { lifeSupport: 1, fireControl: 0, shields: 2, movement: 20, weapons: 10, reinforcement: 0, other: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 },
 * );
 * // ok, with one warning: { code: 'fire-control-unpaid', path: 'allocation.fireControl', ... }
 * if (!r.ok || r.value.speed !== 20 || !r.value.lockOnFailed || r.value.remaining !== 5) throw new Error(JSON.stringify(r));
 * if (r.diagnostics[0]?.code !== 'fire-control-unpaid' || r.diagnostics[0].path !== 'allocation.fireControl') throw new Error('one warning');
 *
 * const tooFast = checkAllocation(
 *   { warp: 40, impulse: 0, apr: 0, batteries: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movement: 36, weapons: 0, reinforcement: 0, other: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 },
 * ); // speed 36: a ship goes at most 31
 * if (tooFast.ok || tooFast.diagnostics[0]?.code !== 'speed-too-high') throw new Error(JSON.stringify(tooFast));
 * ```
 */
export function checkAllocation(available: EnergyAvailable, allocation: EnergyAllocation, costs: EnergyCosts, options?: AllocationOptions): Result<AllocationReport> {
  const r = newReport();
  const supplyForm = readFields(r, available, 'available', 'an object of amounts', AVAILABLE_FIELDS, 'the power available');
  const lineForm = readFields(r, allocation, 'allocation', 'an object of amounts', ALLOCATION_FIELDS, 'an energy allocation');
  const costForm = readFields(r, costs, 'costs', 'an object of amounts', COST_FIELDS, 'the energy costs');
  const optionForm = options === undefined ? undefined : readFields(r, options, 'options', 'an object of options', ['previousSpeed'], 'the allocation options');

  const supply = amounts(r, supplyForm, 'available', AVAILABLE_FIELDS);
  const paid = amounts(r, lineForm, 'allocation', ALLOCATION_FIELDS, ['cloak']);
  const need = amounts(r, costForm, 'costs', ['lifeSupport', 'fireControl', 'shields', 'cloak'], ['cloak']);
  const perHex = costForm === undefined ? undefined : perHexCost(r, costForm);
  const previousIn = optionForm?.['previousSpeed'];
  const previous = previousIn !== undefined && checkSpeed(r, previousIn, 'options.previousSpeed', 'ship') ? previousIn : undefined;
  if (r.failed || supply === undefined || paid === undefined || need === undefined || costForm === undefined || perHex === undefined) return failReport(r);

  const power = AVAILABLE_FIELDS.reduce((sum, k) => sum + supply[k], 0);
  const used = ALLOCATION_FIELDS.reduce((sum, k) => sum + paid[k], 0);
  if (used > power + EPSILON) report(r, 'energy-over-allocated', 'allocation', `${used} allocated, ${power} available`, seed003('B3.0'));

  const speed = Math.floor((paid.movement + EPSILON) / perHex);
  if (speed > M.maxShipSpeed.value) {
    report(r, 'speed-too-high', 'allocation.movement', `${paid.movement} buys speed ${speed}; a ship goes at most speed ${M.maxShipSpeed.value}`, M.maxShipSpeed.source);
  } else if (previous !== undefined) {
    const limit = speedLimitAfter(previous, 'ship');
    if (speed > limit) report(r, 'speed-change-too-large', 'allocation.movement', `${paid.movement} buys speed ${speed}; after speed ${previous} the most is ${limit} (twice the speed, or 10 more, whichever is greater)`, M.speedUpStep.source);
  }

  const short = (line: number, price: number): boolean => line + EPSILON < price;
  const unpaidLines: RequiredLine[] = [];
  for (const u of UNPAID_LINES) {
    if (!short(paid[u.line], need[u.line])) continue;
    unpaidLines.push(u.line);
    report(r, u.code, pathJoin('allocation', u.line), `${paid[u.line]} of the ${need[u.line]} it costs: ${u.consequence}`, u.source);
  }

  const hasCloak = costForm['cloak'] !== undefined;
  const cloakPaid = hasCloak && !short(paid.cloak, need.cloak);
  if (hasCloak && !cloakPaid && paid.cloak > 0) {
    report(r, 'cloak-underpaid', 'allocation.cloak', `${paid.cloak} of the ${need.cloak} the cloak costs: it cannot be turned on this turn`, seed003('G13.0'));
  } else if (!hasCloak && paid.cloak > 0) {
    report(r, 'cloak-line-without-cloak', 'allocation.cloak', `${paid.cloak} allocated to a cloak, but costs.cloak is not given (the ship has no cloak)`, ours('energy: a cloak line needs a cloak cost'));
  }

  return finishReport(r, {
    available: power,
    allocated: used,
    remaining: Math.max(0, power - used),
    speed,
    unpaidLines,
    lockOnFailed: unpaidLines.includes('fireControl'),
    cloakPaid,
  });
}
