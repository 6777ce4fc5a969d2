/**
 * The guard rails of `spacedock/damage`: how much one call may ask for. They are not rules of
 * the game (no real volley, SSD or dice pool comes near them); they bound the time and memory a
 * call can take, whatever its input. Past a limit a helper refuses the input with a reason that
 * names the field and the limit (`specs/damage.md` §5); the dice primitives, which have no
 * failure channel, throw a documented `RangeError` instead.
 *
 * @module
 */

/**
 * The most damage points one volley may carry: each unit's points and their total. A larger
 * volley is refused by `resolveVolley` with a reason naming the field, such as
 * `volley.points: 100000000 is more than MAX_VOLLEY_POINTS (1000000)`.
 *
 * @example
 * ```ts
 * import { MAX_VOLLEY_POINTS, buildShip, resolveVolley, seededDice } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Tug', shields: 5 });
 * if (!built.ok) throw new Error(built.reasons.join('; '));
 * const r = resolveVolley(built.ship, { shield: 1, points: MAX_VOLLEY_POINTS + 1 }, seededDice(1));
 * if (r.ok || !r.reasons[0]?.includes('MAX_VOLLEY_POINTS')) throw new Error('refused, naming the limit');
 * ```
 */
export const MAX_VOLLEY_POINTS = 1_000_000;

/**
 * The most dice one roll may take: `rollDice` throws a `RangeError` past it (a programming
 * error, as for `sumDistribution`), and the unit-damage helpers refuse a larger dice count.
 *
 * @example
 * ```ts
 * import { MAX_ROLL_DICE, rollDice, seededDice } from 'spacedock/damage';
 *
 * if (rollDice(seededDice(1), MAX_ROLL_DICE).length !== MAX_ROLL_DICE) throw new Error('the limit itself is allowed');
 * let threw = false;
 * try {
 *   rollDice(seededDice(1), MAX_ROLL_DICE + 1);
 * } catch (e) {
 *   threw = e instanceof RangeError;
 * }
 * if (!threw) throw new Error('one die more is a RangeError');
 * ```
 */
export const MAX_ROLL_DICE = 10_000;

/**
 * The most events a volley's log holds. A volley that would log more keeps the first
 * `MAX_VOLLEY_EVENTS - 1` and ends the log with one `unlogged` event for every later point,
 * with how those points were spent; the summary always counts every point.
 *
 * @example
 * ```ts
 * import { MAX_VOLLEY_EVENTS, buildShip, resolveVolley, seededDice } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Wall', shields: 10_000, armor: 10_000 });
 * if (!built.ok) throw new Error(built.reasons.join('; '));
 * const r = resolveVolley(built.ship, { shield: 1, points: 20_000 }, seededDice(1)); // 20,000 shield and armor points
 * if (!r.ok || r.events.length !== MAX_VOLLEY_EVENTS) throw new Error('the log is capped');
 * const last = r.events.at(-1); // { stage: 'unlogged', point: 10000, last: 20000, spent: { ... } }
 * if (last?.stage !== 'unlogged' || last.last !== 20_000 || r.summary.armor !== 10_000) throw new Error(JSON.stringify(last));
 * ```
 */
export const MAX_VOLLEY_EVENTS = 10_000;

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
 * if (r.ok || !r.reasons[0]?.startsWith('shields')) throw new Error('one box more is refused');
 * ```
 */
export const MAX_BOXES = 10_000;

/**
 * The most entries of any list a damage or turn helper reads (phasers, units of a volley, hits,
 * defenses, announcements, ...), and the most keys of any object. A longer one is refused as a
 * whole with a reason naming it, before any entry is looked at.
 *
 * @example
 * ```ts
 * import { MAX_LIST_ITEMS, applyBorgArmor } from 'spacedock/damage';
 *
 * const r = applyBorgArmor(3, new Array(MAX_LIST_ITEMS + 1).fill(1));
 * if (r.ok || r.reasons[0]?.field !== 'hits' || r.reasons[0].code !== 'too-large') throw new Error(JSON.stringify(r));
 * ```
 */
export const MAX_LIST_ITEMS = 10_000;

/**
 * The longest range or distance, in hexes, the helpers count: `effectiveRange` reads a longer
 * term as this many hexes (it has no failure channel), and the unit-damage helpers refuse a
 * larger range or distance.
 *
 * @example
 * ```ts
 * import { MAX_HEXES, effectiveRange } from 'spacedock/damage';
 *
 * const r = effectiveRange({ trueRange: 1e300, lockedOn: true });
 * if (r !== MAX_HEXES) throw new Error(String(r));
 * ```
 */
export const MAX_HEXES = 1_000_000;
