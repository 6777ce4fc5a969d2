import { MAX_BOXES } from '../input/limits.js';
import { isWhole, readProperty } from '../input/plain.js';
import { SHIP_SYSTEMS, type ShipState, type ShipSystem } from './ship.js';

/**
 * Boxes of a system still working (0 for a system the ship does not have). It reads only the
 * one system: a state whose count for it is not a valid box count (hand-built, unchecked) reads
 * as 0; `checkShipState` checks a whole state. It never throws.
 *
 * @example
 * ```ts
 * import { buildShip, remaining } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10, systems: [{ label: 'Lab', count: 2 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * if (remaining(built.value, 'Lab') !== 2 || remaining(built.value, 'Cargo') !== 0) throw new Error('2 Lab, no Cargo');
 * ```
 */
export function remaining(ship: ShipState, system: ShipSystem): number {
  if (typeof system !== 'string' || !SHIP_SYSTEMS.includes(system)) return 0;
  const systems = readProperty(ship, 'systems');
  const boxes = systems.ok ? readProperty(systems.value, system) : systems;
  const total = boxes.ok ? readProperty(boxes.value, 'total') : boxes;
  const destroyed = boxes.ok ? readProperty(boxes.value, 'destroyed') : boxes;
  if (!total.ok || !destroyed.ok || !isWhole(total.value, 0, MAX_BOXES) || !isWhole(destroyed.value, 0, total.value)) return 0;
  return total.value - destroyed.value;
}
