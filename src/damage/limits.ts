/**
 * The guard rails of `spacedock/damage`: how much one call may ask for. They are not rules of
 * the game (no real volley, SSD or dice pool comes near them); they bound the time and memory a
 * call can take, whatever its input. Past a limit a helper refuses the input with a diagnostic at
 * the field's path that names the limit (`specs/damage.md` §5).
 *
 * @module
 */

/**
 * The most damage points one volley may carry: each unit's points and their total. A larger
 * volley is refused by `resolveVolley` with a `volley-too-large` diagnostic at the field's path,
 * such as `volley.points`: `100000000 is more than MAX_VOLLEY_POINTS (1000000)`.
 *
 * @example
 * ```ts
 * import { seededDice } from 'spacedock';
 * import { MAX_VOLLEY_POINTS, buildShip, resolveVolley } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Tug', shields: 5 });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * const r = resolveVolley(built.value, { shield: 1, points: MAX_VOLLEY_POINTS + 1 }, seededDice(1));
 * const d = r.diagnostics[0]; // { code: 'volley-too-large', path: 'volley.points', ... }
 * if (r.ok || d?.code !== 'volley-too-large' || d.path !== 'volley.points') throw new Error('refused, naming the limit');
 * ```
 */
export const MAX_VOLLEY_POINTS = 1_000_000;

/**
 * The most events a volley's log holds. A volley that would log more keeps the first
 * `MAX_VOLLEY_EVENTS - 1` and ends the log with one `unlogged` event for every later point,
 * with how those points were spent; the summary always counts every point.
 *
 * @example
 * ```ts
 * import { seededDice } from 'spacedock';
 * import { MAX_VOLLEY_EVENTS, buildShip, resolveVolley } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Wall', shields: 10_000, systems: [{ label: 'Armor', count: 10_000 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * const r = resolveVolley(built.value, { shield: 1, points: 20_000 }, seededDice(1)); // 20,000 shield and armor points
 * if (!r.ok || r.value.events.length !== MAX_VOLLEY_EVENTS) throw new Error('the log is capped');
 * const last = r.value.events.at(-1); // { stage: 'unlogged', point: 10000, last: 20000, spent: { ... } }
 * if (last?.stage !== 'unlogged' || last.last !== 20_000 || r.value.summary.armor !== 10_000) throw new Error(JSON.stringify(last));
 * ```
 */
export const MAX_VOLLEY_EVENTS = 10_000;


/**
 * The highest tech level a ship state, a volley unit or the volley option `weaponTech` may name
 * (tech level n is nX). The catalog's ships are 3X to 7X; the bound only keeps the numbers sane.
 *
 * @example
 * ```ts
 * import { seededDice } from 'spacedock';
 * import { MAX_TECH, buildShip, resolveVolley } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Tug', shields: 5 });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * const r = resolveVolley(built.value, { shield: 1, points: 3 }, seededDice(1), { weaponTech: MAX_TECH + 1 });
 * if (r.ok || r.diagnostics[0]?.path !== 'options.weaponTech') throw new Error(JSON.stringify(r.diagnostics));
 * ```
 */
export const MAX_TECH = 99;
