/**
 * What a survivability analysis counts as the ship's weapons (internal): its phasers and its Torp
 * and Drone boxes, the weapons of the damage chart (D4.32-D4.324). Shuttles, which an Any Weapon
 * hit may take, are not counted.
 */
import type { ShipState } from '../damage/ship.js';

/** Weapon boxes standing: working phasers, Torp and Drone boxes. */
export function weaponBoxes(ship: ShipState): number {
  const left = (b: { readonly total: number; readonly destroyed: number } | undefined): number => (b === undefined ? 0 : b.total - b.destroyed);
  return ship.phasers.filter((p) => !p.destroyed).length + left(ship.systems.Torp) + left(ship.systems.Drone);
}
