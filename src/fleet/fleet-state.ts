import { applyDamageState, damageStateOf, type DamageState } from '../damage/damage-state.js';
import type { ShipState } from '../damage/ship.js';
import { describeValue } from '../diagnostics/describe.js';
import { failReport, finishReport, newReport, report, reportAll } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { isPlainRecord, readRecordInto, reportNeed, reportUnknownFields } from '../input/plain.js';
import { closest } from '../text/closest.js';
import type { Fleet } from './types.js';

/**
 * The version of the {@link FleetState} format this spacedock writes and reads.
 *
 * @example
 * ```ts
 * import { FLEET_STATE_FORMAT } from 'spacedock/design';
 *
 * if (FLEET_STATE_FORMAT !== 1) throw new Error('format 1');
 * ```
 */
export const FLEET_STATE_FORMAT = 1;

/**
 * A fleet's damage as plain JSON: the {@link DamageState} of each of its ships, by label. What
 * the shipyard page's play view saves, exports and imports, and what `spacedock sheet fleet.yaml
 * --state` prints from. A ship the state leaves out is undamaged.
 */
export interface FleetState {
  readonly format: typeof FLEET_STATE_FORMAT;
  readonly kind: 'fleet-state';
  /** The fleet's name: a state is applied to the fleet of that name only. */
  readonly fleet: string;
  /** Each ship's state, by its label in the fleet. */
  readonly ships: readonly { readonly label: string; readonly state: DamageState }[];
}

const FIELDS = ['format', 'kind', 'fleet', 'ships'] as const;

/**
 * The undamaged ship state of every ship of a fleet, in the fleet's order: each design's
 * compiled ship (`model.ship`; ships of one design share it).
 *
 * @throws {TypeError} when `fleet` is not a value from `resolveFleet` (a programming error).
 *
 * @example
 * ```ts
 * import { fleetShips, loadDesigns, resolveFleet } from 'spacedock/design';
 *
 * const text = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nshields: 6\nsystems: [{ label: Bridge }]\n---\nformat: 1\nkind: fleet\nname: Patrol\nships: [{ ship: Cutter, count: 2 }]\n';
 * const file = loadDesigns(text, 'patrol.yaml');
 * const fleet = file.ok ? resolveFleet(file.value, { read: (ref) => ({ ok: false, file: ref, reason: 'unused' }) }) : undefined;
 * const ships = fleet?.ok ? fleetShips(fleet.value) : undefined;
 * if (ships?.length !== 2 || ships[0]?.shields[0] !== 6) throw new Error(JSON.stringify(ships));
 * ```
 */
export function fleetShips(fleet: Fleet): readonly ShipState[] {
  if (typeof fleet !== 'object' || fleet === null || !Array.isArray(fleet.ships as unknown)) throw new TypeError(`fleetShips takes a fleet from resolveFleet, not ${describeValue(fleet)}`);
  return fleet.ships.map((s) => s.model.ship);
}

/**
 * The state of a fleet's ships (`ships`, in the fleet's order, as play left them): each ship's
 * `damageStateOf`, under its label.
 *
 * @throws {TypeError} when `fleet` is not from `resolveFleet` or `ships` is not a list of as many
 * ship states (programming errors).
 *
 * @example
 * ```ts
 * import { fleetShips, fleetStateOf, loadDesigns, resolveFleet } from 'spacedock/design';
 *
 * const text = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nshields: 6\nsystems: [{ label: Bridge }]\n---\nformat: 1\nkind: fleet\nname: Patrol\nships: [{ ship: Cutter, count: 2 }]\n';
 * const file = loadDesigns(text, 'patrol.yaml');
 * const fleet = file.ok ? resolveFleet(file.value, { read: (ref) => ({ ok: false, file: ref, reason: 'unused' }) }) : undefined;
 * const ships = fleet?.ok ? fleetShips(fleet.value) : undefined;
 * const state = fleet?.ok && ships !== undefined ? fleetStateOf(fleet.value, ships) : undefined;
 * // { format: 1, kind: 'fleet-state', fleet: 'Patrol', ships: [{ label: 'Cutter 1', state: {...} }, { label: 'Cutter 2', state: {...} }] }
 * if (!state?.ok || state.value.ships[1]?.label !== 'Cutter 2') throw new Error(JSON.stringify(state));
 * ```
 */
export function fleetStateOf(fleet: Fleet, ships: readonly ShipState[]): Result<FleetState> {
  if (typeof fleet !== 'object' || fleet === null || !Array.isArray(fleet.ships as unknown)) throw new TypeError(`fleetStateOf takes a fleet from resolveFleet, not ${describeValue(fleet)}`);
  if (!Array.isArray(ships as unknown) || ships.length !== fleet.ships.length) throw new TypeError(`fleetStateOf takes one ship state per ship of the fleet (${fleet.ships.length}), not ${describeValue(ships)}`);
  const r = newReport();
  const out: { label: string; state: DamageState }[] = [];
  ships.forEach((ship, i) => {
    const s = damageStateOf(ship);
    if (s.ok) out.push({ label: fleet.ships[i]!.label, state: s.value });
    else reportAll(r, s.diagnostics, `ships[${i}]`);
  });
  return finishReport(r, r.failed ? undefined : { format: FLEET_STATE_FORMAT, kind: 'fleet-state', fleet: fleet.name, ships: out });
}

/**
 * A fleet's ships as a saved {@link FleetState} (perhaps parsed from JSON) left them: each listed
 * ship's `applyDamageState` on its undamaged state, the others undamaged, in the fleet's order.
 * Every problem is a diagnostic at its path: another fleet's state, a newer format, a label the
 * fleet does not have (with the closest one), a ship listed twice, and whatever
 * `applyDamageState` says of a ship's state (`ships[1].state.shields[0]`). Never throws.
 *
 * @throws {TypeError} when `fleet` is not a value from `resolveFleet` (a programming error).
 *
 * @example
 * ```ts
 * import { applyFleetState, loadDesigns, resolveFleet } from 'spacedock/design';
 *
 * const text = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nshields: 6\nsystems: [{ label: Bridge }]\n---\nformat: 1\nkind: fleet\nname: Patrol\nships: [{ ship: Cutter, count: 2 }]\n';
 * const file = loadDesigns(text, 'patrol.yaml');
 * const fleet = file.ok ? resolveFleet(file.value, { read: (ref) => ({ ok: false, file: ref, reason: 'unused' }) }) : undefined;
 * if (!fleet?.ok) throw new Error('a fleet');
 * const bridge = { format: 1, kind: 'damage-state', ship: 'Cutter', shields: [2, 6, 6, 6, 6, 6], armor: { destroyed: 0, held: 0 }, systems: { Bridge: 1 }, phasers: [], shuttlesAboard: 0, tracks: { sensor: 0, scanner: 0, damageControl: 0, excess: 0 } };
 * const r = applyFleetState(fleet.value, { format: 1, kind: 'fleet-state', fleet: 'Patrol', ships: [{ label: 'Cutter 2', state: bridge }] });
 * if (!r.ok || r.value[0]?.shields[0] !== 6 || r.value[1]?.shields[0] !== 2) throw new Error(JSON.stringify(r));
 *
 * const typo = applyFleetState(fleet.value, { format: 1, kind: 'fleet-state', fleet: 'Patrol', ships: [{ label: 'Cuter 2', state: bridge }] });
 * if (typo.ok || typo.diagnostics[0]?.path !== 'ships[0].label') throw new Error(JSON.stringify(typo));
 * ```
 */
export function applyFleetState(fleet: Fleet, state: unknown): Result<ShipState[]> {
  const fresh = fleetShips(fleet);
  const r = newReport();
  const record = readRecordInto(state, '', 'a fleet state (an object)', r);
  if (record === undefined) return failReport(r);
  reportUnknownFields(r, record, '', FIELDS, 'a fleet state');
  const f = record['format'];
  if (f !== FLEET_STATE_FORMAT) {
    if (typeof f === 'number' && f > FLEET_STATE_FORMAT) report(r, 'invalid-value', 'format', `format ${f} is newer than this spacedock reads (${FLEET_STATE_FORMAT}): update spacedock`);
    else reportNeed(r, 'format', f, `the fleet state's format, ${FLEET_STATE_FORMAT}`);
  }
  if (record['kind'] !== 'fleet-state') reportNeed(r, 'kind', record['kind'], '"fleet-state"');
  if (record['fleet'] !== fleet.name) reportNeed(r, 'fleet', record['fleet'], `the fleet's name, ${describeValue(fleet.name)} (a state is of one fleet)`);
  const list = record['ships'];
  const out = [...fresh];
  if (!Array.isArray(list) || list.length > fleet.ships.length) {
    reportNeed(r, 'ships', list, `a list of at most ${fleet.ships.length} ships' states ({ label, state })`);
    return failReport(r);
  }
  const labels = fleet.ships.map((s) => s.label);
  const seen = new Set<number>();
  list.forEach((entry: unknown, i) => {
    const path = `ships[${i}]`;
    if (!isPlainRecord(entry)) {
      reportNeed(r, path, entry, 'a ship\'s state, { label, state }');
      return;
    }
    reportUnknownFields(r, entry, path, ['label', 'state'], 'a ship\'s state');
    const label = entry['label'];
    const at = typeof label === 'string' ? labels.indexOf(label) : -1;
    if (typeof label !== 'string' || at === -1) {
      const near = typeof label === 'string' ? closest(label, labels) : undefined;
      reportNeed(r, `${path}.label`, label, `the label of one of the fleet's ships${near === undefined ? `: ${labels.map((l) => describeValue(l)).join(', ')}` : `; did you mean ${describeValue(near)}?`}`);
      return;
    }
    if (seen.has(at)) {
      report(r, 'invalid-value', `${path}.label`, `${describeValue(label)} is listed twice`);
      return;
    }
    seen.add(at);
    const applied = applyDamageState(fresh[at]!, entry['state']);
    if (applied.ok) out[at] = applied.value;
    else reportAll(r, applied.diagnostics, `${path}.state`);
  });
  return finishReport(r, r.failed ? undefined : out);
}
