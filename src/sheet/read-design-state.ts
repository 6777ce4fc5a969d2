/**
 * A sheet of a design showing a state of its ship (internal): `{ design, ship }`, where `ship` is
 * the design's ship after some damage (its model's `ship`, then `resolveVolley`), or `{ design,
 * state }`, where `state` is a saved damage state (`damageStateOf`, the file of `spacedock damage
 * --state`) applied to the design's ship. The title and tables come from the design, the damage
 * from the state, the shields before damage from the design's own ship; the state must have the
 * same boxes as that ship.
 */
import { SHIP_SYSTEMS, type ShipState } from '../damage/ship.js';
import { readShipState } from '../damage/validate-ship.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, reportAll, type Report } from '../diagnostics/report.js';
import { applyDamageState } from '../damage/damage-state.js';
import { readProperty } from '../input/plain.js';
import { readDesign, type DesignContent } from './read-design.js';

const FIELDS: readonly string[] = ['design', 'ship', 'state'];

/** Reports every box count where the state differs from the design's ship. */
function compare(state: ShipState, built: ShipState, r: Report): void {
  const differ = (path: string, has: number, should: number): void =>
    report(r, 'invalid-value', path, `has ${has} boxes where the design's ship has ${should}: this is not a state of the design's ship`);
  for (const s of SHIP_SYSTEMS) {
    const a = state.systems[s]?.total ?? 0;
    const b = built.systems[s]?.total ?? 0;
    if (a !== b) differ(pathJoin('ship.systems', s), a, b);
  }
  if (state.phasers.length !== built.phasers.length) differ('ship.phasers', state.phasers.length, built.phasers.length);
  const armorOf = (x: ShipState): string => [...x.armor.map((a) => `${a.total} ${a.kind}`), ...x.specificArmor.map((a) => `${a.total} specific`)].join(', ') || 'none';
  if (armorOf(state) !== armorOf(built)) report(r, 'invalid-value', 'ship.armor', `has armor boxes ${armorOf(state)} where the design's ship has ${armorOf(built)}: this is not a state of the design's ship`);
  for (const t of ['sensor', 'scanner', 'damageControl', 'excess'] as const) {
    const a = state.tracks[t].boxes.length;
    const b = built.tracks[t].boxes.length;
    if (a !== b) differ(`ship.tracks.${t}`, a, b);
  }
  state.shields.forEach((left, i) => {
    const whole = built.shields[i] ?? 0;
    if (left > whole) report(r, 'invalid-value', `ship.shields[${i}]`, `${left} boxes left where the design's ship has only ${whole}`);
  });
}

/** Reads `{ design, ship }` or `{ design, state }`; undefined (with the reasons reported) when it cannot be drawn. */
export function readDesignState(input: object, r: Report): DesignContent | undefined {
  let keys: string[];
  try {
    keys = Object.keys(input);
  } catch {
    report(r, 'unreadable-input', '', 'the input could not be read');
    return undefined;
  }
  for (const key of keys) if (!FIELDS.includes(key)) report(r, 'unknown-field', pathJoin('', key), `not a field of a design with a state of its ship (they are design, and ship or state)`);
  if (keys.includes('ship') === keys.includes('state')) {
    report(r, 'invalid-value', '', 'a design with a state of its ship has either a ship (a ship state) or a state (a saved damage state), one of them');
    return undefined;
  }
  const design = readProperty(input, 'design');
  const content = design.ok ? readDesign(design.value as object, r, 'design') : undefined;
  if (!design.ok) report(r, 'unreadable-input', 'design', design.detail);
  if (keys.includes('state')) {
    if (content === undefined) return undefined;
    const stateValue = readProperty(input, 'state');
    // The damage state is untrusted data, applied to the compiled ship (which checks it against that ship).
    const applied = stateValue.ok ? applyDamageState(content.ship, stateValue.value) : undefined;
    if (!stateValue.ok) report(r, 'unreadable-input', 'state', stateValue.detail);
    if (applied !== undefined) reportAll(r, applied.diagnostics, 'state');
    return applied?.ok === true ? { ship: applied.value, info: content.info, tables: content.tables, shieldBoxes: content.ship.shields } : undefined;
  }
  const shipValue = readProperty(input, 'ship');
  const ship = shipValue.ok ? readShipState(shipValue.value, 'ship', r) : undefined;
  if (!shipValue.ok) report(r, 'unreadable-input', 'ship', shipValue.detail);
  if (content === undefined || ship === undefined) return undefined;
  const before = r.failed;
  compare(ship, content.ship, r);
  if (r.failed && !before) return undefined;
  // The design names the rows (a state saved without rows, or with other names, is drawn with the
  // design's); the state says what is destroyed. compare() has checked that the boxes agree.
  const named = content.ship.rows === undefined ? ship : { ...ship, rows: content.ship.rows };
  return { ship: named, info: content.info, tables: content.tables, shieldBoxes: content.ship.shields };
}
