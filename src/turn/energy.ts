import { deepFreeze } from '../rules/freeze.js';
import { seed003, type RuleValue, type SourceRef } from '../rules/source.js';
import { readRecord, showKey, type PlainRecord } from '../damage/plain.js';
import { MAX_ENERGY } from './limits.js';
import type { TurnResult } from './movement.js';

/** Where a ship's power comes from this turn. */
export interface EnergyAvailable {
  readonly warp: number;
  readonly impulse: number;
  readonly apr: number;
  /** Power drawn from batteries. */
  readonly batteries: number;
}

/** The lines of the energy allocation form (seed 003 B3.0 adds life support, fire control, shields). */
export interface EnergyAllocation {
  readonly lifeSupport: number;
  readonly fireControl: number;
  readonly shields: number;
  /** Cloak activation (a cloaking ship only). */
  readonly cloak?: number;
  readonly movement: number;
  readonly weapons: number;
  readonly reinforcement: number;
  readonly other: number;
}

/** What the lines cost this ship, from its data sheet. */
export interface EnergyCosts {
  readonly lifeSupport: number;
  readonly fireControl: number;
  readonly shields: number;
  /** The cloak's cost per turn; absent for a ship without one. */
  readonly cloak?: number;
  /** Energy per hex of speed (the ship's movement cost). */
  readonly movementPerHex: number;
}

/**
 * The seed's costs for the full-scale cruisers (seed 003 B3.0): life support 1, fire control 1,
 * shields 2; the data sheet may say otherwise, so a caller passes its own costs when it does.
 *
 * @example
 * ```ts
 * import { DEFAULT_ENERGY_COSTS, type EnergyCosts } from 'spacedock/turn';
 * const costs: EnergyCosts = {
 *   lifeSupport: DEFAULT_ENERGY_COSTS.lifeSupport.value,
 *   fireControl: DEFAULT_ENERGY_COSTS.fireControl.value,
 *   shields: DEFAULT_ENERGY_COSTS.shields.value,
 *   movementPerHex: 1,
 * };
 * if (costs.lifeSupport + costs.fireControl + costs.shields !== 4) throw new Error('1 + 1 + 2');
 * ```
 */
export const DEFAULT_ENERGY_COSTS: { readonly lifeSupport: RuleValue; readonly fireControl: RuleValue; readonly shields: RuleValue } = /* @__PURE__ */ deepFreeze({
  lifeSupport: { value: 1, source: seed003('B3.0 life support') },
  fireControl: { value: 1, source: seed003('B3.0 fire control') },
  shields: { value: 2, source: seed003('B3.0 shields') },
});

/**
 * Life support and shield costs by size class from the full rules (shared/reference, quoted by
 * public rule audits): an option a caller may choose, never the default. Size class 5 has no life
 * support cost (`null`).
 *
 * @example
 * ```ts
 * import { SIZE_CLASS_ENERGY_COSTS } from 'spacedock/turn';
 * const sc2 = SIZE_CLASS_ENERGY_COSTS.rows.find((row) => row.sizeClass === 2);
 * if (sc2?.lifeSupport !== 1.5 || sc2.shields !== 4) throw new Error('size class 2: 1.5 and 4');
 * ```
 */
export const SIZE_CLASS_ENERGY_COSTS: {
  readonly rows: readonly { readonly sizeClass: number; readonly lifeSupport: number | null; readonly shields: number }[];
  readonly source: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  rows: [
    { sizeClass: 1, lifeSupport: 3, shields: 7 },
    { sizeClass: 2, lifeSupport: 1.5, shields: 4 },
    { sizeClass: 3, lifeSupport: 1, shields: 2 },
    { sizeClass: 4, lifeSupport: 0.5, shields: 1 },
    { sizeClass: 5, lifeSupport: null, shields: 1 },
  ],
  source: { file: 'spacedock', entry: 'full-rules size-class costs (shared/reference/impulse-chart.md, related facts): an option' },
});

/** One consequence of an allocation, as data. */
export interface EnergyConsequence {
  readonly kind: 'over-allocated' | 'crew-dies' | 'no-weapons-fire' | 'shields-down' | 'cloak-unavailable';
  /** `error` only for an allocation that cannot be made (over-allocated). */
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly source: SourceRef;
}

/** The outcome of {@link checkAllocation}. */
export interface AllocationReport {
  /** False when more power is allocated than is available. */
  readonly legal: boolean;
  readonly available: number;
  readonly allocated: number;
  /** Power left unallocated; never negative (an over-allocation is a consequence instead). */
  readonly remaining: number;
  /** Whole hexes of speed the movement line pays for. */
  readonly speed: number;
  /** Fire control unpaid: no weapons fire, and it counts as a failed lock-on (D6.1). */
  readonly lockOnFailed: boolean;
  /** Whether the cloak was paid for, so that it may be activated this turn (G13.0). */
  readonly cloakPaid: boolean;
  readonly consequences: readonly EnergyConsequence[];
}

/**
 * What leaving each required line short does (seed 003 B3.0, D6.1), in the order the report
 * lists it. A line below its cost counts as unpaid (specs/turn.md, reading 1).
 *
 * @example
 * ```ts
 * import { UNPAID_LINES } from 'spacedock/turn';
 * const fc = UNPAID_LINES.find((l) => l.line === 'fireControl');
 * if (fc?.kind !== 'no-weapons-fire' || !fc.source.entry.includes('D6.1')) throw new Error('unpaid fire control: no fire');
 * ```
 */
export const UNPAID_LINES: readonly {
  readonly line: 'lifeSupport' | 'fireControl' | 'shields';
  readonly kind: 'crew-dies' | 'no-weapons-fire' | 'shields-down';
  readonly message: string;
  readonly source: SourceRef;
}[] = /* @__PURE__ */ deepFreeze([
  { line: 'lifeSupport', kind: 'crew-dies', message: 'life support is not paid: the whole crew dies at once', source: seed003('B3.0 life support') },
  { line: 'fireControl', kind: 'no-weapons-fire', message: 'fire control is not paid: no weapons fire this turn, and it counts as a failed lock-on', source: seed003('B3.0 fire control; D6.1') },
  { line: 'shields', kind: 'shields-down', message: 'shields are not powered: their boxes block no damage this turn', source: seed003('B3.0 shields') },
]);

/** Sums of fractional energy (1/6 of a point and the like) are compared within this tolerance. */
const EPSILON = 1e-9;

const AVAILABLE_FIELDS = ['warp', 'impulse', 'apr', 'batteries'] as const;
const ALLOCATION_FIELDS = ['lifeSupport', 'fireControl', 'shields', 'cloak', 'movement', 'weapons', 'reinforcement', 'other'] as const;
const COST_FIELDS = ['lifeSupport', 'fireControl', 'shields', 'cloak', 'movementPerHex'] as const;

/** One argument read once as plain data, with its fields checked by name; undefined when it is not an object. */
function readForm(value: unknown, where: string, fields: readonly string[], reasons: string[]): PlainRecord | undefined {
  const form = readRecord(value, where, 'an object of amounts', reasons);
  if (form === undefined) return undefined;
  for (const key of Object.keys(form)) {
    if (!fields.includes(key)) reasons.push(`${where}.${showKey(key)}: not a field (they are ${fields.join(', ')})`);
  }
  return form;
}

/**
 * Checks an energy allocation against the power available and the ship's costs, and lists every
 * consequence as data (seed 003 B3.0, D6.1, G13.0): over-allocation is an error; unpaid life
 * support kills the crew; unpaid fire control means no weapons fire and a failed lock-on;
 * unpaid shields do not block damage; an unpaid cloak cannot be turned on this turn.
 *
 * Every amount must be a finite number from 0 to `MAX_ENERGY`, and the cost of a hex of movement
 * at least `1 / MAX_ENERGY`, so that every sum and the speed are exact finite numbers; each
 * argument is read once as plain data, and a field it does not know is refused. Each reason names
 * its field (`costs.shields: a number of 0 or more`).
 *
 * @example
 * ```ts
 * import { checkAllocation } from 'spacedock/turn';
 * const r = checkAllocation(
 *   { warp: 30, impulse: 4, apr: 4, batteries: 0 },
 *   { lifeSupport: 1, fireControl: 0, shields: 2, movement: 20, weapons: 10, reinforcement: 0, other: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 },
 * );
 * if (!r.ok || r.value.speed !== 20 || !r.value.lockOnFailed || r.value.remaining !== 5) throw new Error('example');
 * ```
 */
export function checkAllocation(available: EnergyAvailable, allocation: EnergyAllocation, costs: EnergyCosts): TurnResult<AllocationReport> {
  const reasons: string[] = [];
  const supplyForm = readForm(available, 'available', AVAILABLE_FIELDS, reasons);
  const lineForm = readForm(allocation, 'allocation', ALLOCATION_FIELDS, reasons);
  const costForm = readForm(costs, 'costs', COST_FIELDS, reasons);
  const amount = (form: PlainRecord | undefined, key: string, where: string, optional = false): number => {
    if (form === undefined) return 0;
    const v = form[key];
    if (v === undefined && optional) return 0;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) reasons.push(`${where}.${key}: a number of 0 or more`);
    else if (v > MAX_ENERGY) reasons.push(`${where}.${key}: ${v} is more than MAX_ENERGY (${MAX_ENERGY})`);
    else return v;
    return 0;
  };
  const supply = AVAILABLE_FIELDS.reduce((sum, k) => sum + amount(supplyForm, k, 'available'), 0);
  const line = (key: (typeof ALLOCATION_FIELDS)[number]): number => amount(lineForm, key, 'allocation', key === 'cloak');
  const lines = { lifeSupport: line('lifeSupport'), fireControl: line('fireControl'), shields: line('shields'), cloak: line('cloak'), movement: line('movement') };
  const used = lines.lifeSupport + lines.fireControl + lines.shields + lines.cloak + lines.movement + line('weapons') + line('reinforcement') + line('other');
  const need = {
    lifeSupport: amount(costForm, 'lifeSupport', 'costs'),
    fireControl: amount(costForm, 'fireControl', 'costs'),
    shields: amount(costForm, 'shields', 'costs'),
    cloak: amount(costForm, 'cloak', 'costs', true),
  };
  const perHexIn = costForm?.['movementPerHex'];
  const perHex = amount(costForm, 'movementPerHex', 'costs');
  if (costForm !== undefined && typeof perHexIn === 'number' && Number.isFinite(perHexIn) && perHexIn >= 0 && perHexIn < 1 / MAX_ENERGY) {
    reasons.push(perHexIn === 0 ? 'costs.movementPerHex: a positive number' : `costs.movementPerHex: ${perHexIn} is less than 1 / MAX_ENERGY (${1 / MAX_ENERGY})`);
  }
  if (reasons.length > 0) return { ok: false, reasons };

  const consequences: EnergyConsequence[] = [];
  const short = (paid: number, cost: number): boolean => paid + EPSILON < cost;
  if (used > supply + EPSILON) {
    consequences.push({ kind: 'over-allocated', severity: 'error', message: `${used} allocated from ${supply} available`, source: seed003('B3.0') });
  }
  for (const unpaid of UNPAID_LINES) {
    if (short(lines[unpaid.line], need[unpaid.line])) consequences.push({ kind: unpaid.kind, severity: 'warning', message: unpaid.message, source: unpaid.source });
  }
  const noFire = short(lines.fireControl, need.fireControl);
  const hasCloak = costForm?.['cloak'] !== undefined;
  const cloakPaid = hasCloak && !short(lines.cloak, need.cloak);
  if (hasCloak && !cloakPaid && lines.cloak > 0) {
    consequences.push({ kind: 'cloak-unavailable', severity: 'warning', message: `the cloak needs ${need.cloak}; with less it cannot be turned on this turn`, source: seed003('G13.0') });
  }
  const legal = !consequences.some((c) => c.severity === 'error');
  return {
    ok: true,
    value: {
      legal,
      available: supply,
      allocated: used,
      remaining: Math.max(0, supply - used),
      speed: Math.floor((lines.movement + EPSILON) / perHex),
      lockOnFailed: noFire,
      cloakPaid,
      consequences,
    },
  };
}
