/**
 * Survivability by simulation: the volleys of a turn fired at a ship turn after turn, many
 * times over, and what they did to it.
 */
import type { Result } from '../diagnostics/result.js';
import type { ShipState } from '../damage/ship.js';
import { prepareSimulation } from './prepare.js';
import { summarize } from './summarize.js';
import { runBlocks } from './tally.js';
import type { SimulationOptions, Survivability, VolleyPlanOfTurn } from './types.js';

/**
 * Fires the volleys of `plan` at the ship every turn, for `options.turns` turns or until it is
 * destroyed, in `options.trials` independent trials, and reports what the fire did: for each part
 * of the ship the chance it is hit, the chance it is destroyed and the boxes expected to survive
 * (at the end, and destroyed by each turn); the distributions of internal and Excess points; the
 * turn of destruction (histogram, mean, quantiles); and the chance every weapon is gone by each
 * turn. Each figure carries its standard error. Each volley is resolved as `resolveVolley`
 * resolves it (bold cells and the third-phaser rule start afresh with each volley); nothing is
 * repaired or reinforced between turns.
 *
 * The answer depends only on the input and `options.seed`: trials run in blocks that each roll
 * their own seeded dice, so a split of the blocks across threads gives the same answer. With
 * orders for the owner's choices (or none) the trials run on a fast kernel that gives the same
 * outcomes as `resolveVolley`; a choice given as a function runs them on `resolveVolley` itself
 * (`engine: 'reference'`, a few times slower). Every input is checked first, and a problem is a
 * diagnostic at its path (`ship.…`, `plan[1].shield`, `options.trials`); `SIMULATION_LIMITS`
 * bounds the work. Nothing is thrown.
 *
 * @example
 * ```ts
 * import { buildShip, simulateVolleys } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Frigate', shields: 12, systems: [{ label: 'F Hull', count: 4 }, { label: 'A Hull', count: 3 }, { label: 'Impulse', count: 2 }, { label: 'Bridge' }], phasers: [{ type: 'Ph-1', arcs: [1, 2, 6] }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * const r = simulateVolleys(built.value, [{ shield: 1, points: 20 }], { trials: 2000, turns: 5, seed: 7 });
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
 * const bridge = r.value.parts.find((p) => p.name === 'Bridge');
 * // bridge.hit: { value: 0.6..., standardError: 0.01... }; r.value.destruction.byTurn: trials destroyed in turns 1 to 5
 * if (bridge === undefined || bridge.hit.value <= 0 || bridge.hit.standardError <= 0) throw new Error(JSON.stringify(bridge));
 * ```
 */
export function simulateVolleys(ship: ShipState, plan: VolleyPlanOfTurn, options?: SimulationOptions): Result<Survivability> {
  const prepared = prepareSimulation(ship, plan, options);
  if (!prepared.ok) return prepared;
  const sim = prepared.value;
  let done = 0;
  const progress = sim.onProgress;
  const tally = runBlocks(
    sim,
    0,
    sim.blocks,
    progress === undefined
      ? undefined
      : (n) => {
          done += n;
          try {
            progress(done, sim.trials);
          } catch {
            // A progress callback is a courtesy: what it throws does not stop the simulation.
          }
        },
  );
  if (!tally.ok) return tally;
  return { ok: true, value: summarize(sim, tally.value), diagnostics: prepared.diagnostics };
}
