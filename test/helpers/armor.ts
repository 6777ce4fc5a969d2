// Generators of armor for the properties of the volley, the kernel and the exact enumeration:
// lines of every armor kind mixed, specific armor, hull defenses, and worn armor (a state part
// way through a game: boxes lost, points held, Skin's allowance part spent, an internal owed).
import fc from 'fast-check';
import type { ArmorKind, ArmorLayer, ShipState } from '../../src/damage/index.js';

export const ARMOR_KINDS: readonly ArmorKind[] = ['standard', 'armor-9', 'borg', 'breen', 'regenerating', 'skin'];

/** Chart results specific armor may guard (every one but Excess). */
export const GUARDABLE = [
  'Bridge', 'Flag', 'Sensor', 'Dam Con', 'A Hull', 'F Hull', 'L Warp', 'R Warp', 'C Warp', 'Trans', 'Tractor', 'Shuttle', 'Lab', 'Drone',
  'Phaser', 'Impulse', 'Battery', 'Probe', 'APR', 'Cargo', 'Torp', 'Any Weapon', 'Any Warp', 'Scanner', 'Aux Con', 'Emer Bridge',
] as const;

/** Armor lines of any kinds, in any order (a kind may come back: regenerating armor's lines are its groups), a few boxes each. */
export const armorLines = fc.array(fc.record({ kind: fc.constantFrom(...ARMOR_KINDS), count: fc.integer({ min: 1, max: 3 }) }), { maxLength: 4 });

/** Specific armor lines: one or two, each guarding one to three results. */
export const specificLines = fc.array(fc.record({ guards: fc.subarray([...GUARDABLE], { minLength: 1, maxLength: 3 }), count: fc.integer({ min: 1, max: 2 }) }), { maxLength: 2 });

/** Hull defenses, on about a third of the ships; a tech level, on about half. */
export const hullDefenses = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.record({ nonAblative: fc.nat(2), coating: fc.boolean(), solidNeutronium: fc.boolean() }) },
);
export const shipTech = fc.option(fc.integer({ min: 3, max: 7 }), { nil: undefined });

/** A unit of a volley, sometimes with its weapon's tech and label. */
export const unit = fc.record(
  {
    points: fc.nat(80),
    direction: fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<1 | 2 | 3 | 4 | 5 | 6>,
    tech: fc.integer({ min: 2, max: 8 }),
    weapon: fc.constantFrom('LRG', 'Ph-10', 'Cut', 'Ph-1', 'Disr'),
  },
  { requiredKeys: ['points', 'direction'] },
);

/** Numbers to wear a ship's armor with ({@link wear}). */
export const wearing = fc.option(fc.array(fc.nat(10_000), { minLength: 64, maxLength: 64 }), { nil: undefined });

/**
 * The ship's armor worn by the numbers `n` (a valid state, as `checkShipState` wants it): each
 * layer some boxes destroyed (a regenerating layer's per group), points held on a standing
 * Armor-9 or Skin box (Skin's often close to 300), Skin's allowance mostly small, an internal
 * owed now and then, and specific armor some boxes lost. `heavy` wear leaves at most one box of
 * each layer and of each group standing.
 */
export function wear(ship: ShipState, n: readonly number[] | undefined, heavy = false): ShipState {
  if (n === undefined) return ship;
  let i = 0;
  const next = (m: number): number => (m <= 0 ? 0 : n[i++ % n.length]! % m);
  const lose = (total: number): number => (heavy ? Math.max(0, total - next(2)) : next(total + 1));
  const armor = ship.armor.map((a): ArmorLayer => {
    const groups = a.groups?.map((g) => ({ total: g.total, destroyed: lose(g.total) }));
    const destroyed = groups === undefined ? lose(a.total) : groups.reduce((t, g) => t + g.destroyed, 0);
    const standing = destroyed < a.total;
    if (a.kind === 'armor-9') return { ...a, destroyed, held: standing ? next(9) : 0 };
    if (a.kind === 'skin') {
      const held = standing && next(4) > 0 ? 300 - 1 - next(50) : 0;
      const owed = standing && held === 0 && next(3) === 0;
      const ignoreLeft = next(4) === 0 ? next(a.total * 300 + 1) : next(6);
      return { ...a, destroyed, held, ignoreLeft, internalNext: owed };
    }
    return groups === undefined ? { ...a, destroyed } : { ...a, destroyed, groups };
  });
  return { ...ship, armor, specificArmor: ship.specificArmor.map((a) => ({ ...a, destroyed: lose(a.total) })) };
}
