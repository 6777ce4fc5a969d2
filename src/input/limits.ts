// The guard rails shared by the readers of structured input (damage, combat, turn): not rules of
// the game, they bound the time and memory a call can take (specs/limits.md).

/**
 * The most boxes of anything a ship may have (a system, a shield, armor, a track, phasers in
 * all): far beyond any SSD, far below memory limits.
 *
 * @example
 * ```ts
 * import { MAX_BOXES, buildShip } from 'spacedock/damage';
 *
 * if (!buildShip({ name: 'Big', shields: MAX_BOXES }).ok) throw new Error('the limit itself is allowed');
 * const r = buildShip({ name: 'Bigger', shields: MAX_BOXES + 1 });
 * if (r.ok || r.diagnostics[0]?.path !== 'shields') throw new Error('one box more is refused');
 * ```
 */
export const MAX_BOXES = 10_000;

/**
 * The most entries of any list a damage, combat or turn helper reads (phasers, units of a volley,
 * hits, defenses, announcements, ...), and the most keys of any object. A longer one is refused
 * as a whole with an `unreadable-input` diagnostic at its path, before any entry is looked at.
 *
 * @example
 * ```ts
 * import { MAX_LIST_ITEMS, applyBorgArmor } from 'spacedock/damage';
 *
 * const r = applyBorgArmor(3, new Array(MAX_LIST_ITEMS + 1).fill(1));
 * if (r.ok || r.diagnostics[0]?.path !== 'hits' || r.diagnostics[0].code !== 'unreadable-input') throw new Error(JSON.stringify(r));
 * ```
 */
export const MAX_LIST_ITEMS = 10_000;

/**
 * The longest range or distance, in hexes, that the combat and turn helpers take; a longer one is
 * refused with a diagnostic at its path.
 *
 * @example
 * ```ts
 * import { MAX_HEXES, rangeReducedDice } from 'spacedock/combat';
 *
 * if (!rangeReducedDice(3, MAX_HEXES).ok) throw new Error('the limit itself is allowed');
 * const r = rangeReducedDice(3, MAX_HEXES + 1);
 * if (r.ok || r.diagnostics[0]?.path !== 'range') throw new Error(JSON.stringify(r));
 * ```
 */
export const MAX_HEXES = 1_000_000;
