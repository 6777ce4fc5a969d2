import { resolveVolley, simulateVolleys } from '../src/damage/index.js';
import { planVolley } from '../src/damage/volley.js';
import { seededDice } from '../src/index.js';
import { beginVolley, compileKernel, compileVolley, runVolleyKernel } from '../src/survival/kernel.js';
import { exampleCruiser } from './damage.js';
import { compare, rate } from './harness.js';

/**
 * The simulation kernel against `resolveVolley` (no log) on the workload of the damage bench:
 * 60-point volleys on the forward shield of a full-size cruiser (30 absorbed, 30 internal), each
 * volley on a fresh ship with its own seeded dice. Issue 15's goal: the kernel at 10 M damage
 * points/s or more. Then a whole simulation, in trials per second.
 */
export function benchSurvival(): void {
  const { ship } = exampleCruiser();
  const points = 60;
  const seeds = Array.from({ length: 500 }, (_, i) => i + 1);
  const plan = planVolley(ship, { shield: 1, points }, seededDice(1), undefined);
  if (!plan.ok) throw new Error('plan');
  const kernel = compileKernel(plan.value.ship, plan.value);
  const volley = compileVolley(plan.value, kernel);
  const s = new Int32Array(kernel.size);
  const kernelVolley = (seed: number): number => {
    s.set(kernel.initial);
    beginVolley(s);
    runVolleyKernel(kernel, volley, s, seededDice(seed));
    return s[0]!;
  };

  // The same cruiser with shield #1 down: 30-point volleys that are all chart points.
  const bare = { ...ship, shields: [0, ...ship.shields.slice(1)] as unknown as typeof ship.shields };
  const barePlan = planVolley(bare, { shield: 1, points: 30 }, seededDice(1), undefined);
  if (!barePlan.ok) throw new Error('plan');
  const bareKernel = compileKernel(barePlan.value.ship, barePlan.value);
  const bareVolley = compileVolley(barePlan.value, bareKernel);
  const bareKernelVolley = (seed: number): number => {
    s.set(bareKernel.initial);
    beginVolley(s);
    runVolleyKernel(bareKernel, bareVolley, s, seededDice(seed));
    return s[0]!;
  };

  const { rates, ratio } = compare<number>([
    { name: 'resolveVolley, no log', items: seeds, work: (seed) => resolveVolley(ship, { shield: 1, points }, seededDice(seed), { log: false }) },
    { name: 'simulation kernel', items: seeds, work: kernelVolley },
    { name: 'resolveVolley, 30 internal', items: seeds, work: (seed) => resolveVolley(bare, { shield: 1, points: 30 }, seededDice(seed), { log: false }) },
    { name: 'kernel, 30 internal', items: seeds, work: bareKernelVolley },
  ]);
  console.log(`\nsurvival: the simulation kernel vs resolveVolley in one run: ${points}-point volleys on a full-size cruiser (30 absorbed, 30 internal), then 30-point volleys with shield #1 down (all internal)`);
  const perVolley = [points, points, 30, 30];
  for (const [i, r] of rates.entries()) {
    const pts = r.perSecond * perVolley[i]!;
    const note = i % 2 === 0 ? 'baseline' : `${ratio(i, i - 1).toFixed(2)}x resolveVolley's speed; goal >= 10 M points/s: ${pts >= 10e6 ? 'met' : 'NOT MET'}`;
    console.log(`  ${r.name.padEnd(28)} ${rate(r.perSecond).padStart(11)} volleys/s  ${rate(pts).replace('/s', '').padStart(9)} damage points/s   ${note}`);
  }

  // A whole simulation: 10 turns of 30 points on shield #1 (the ship dies in turn 5), summarized.
  const trials = 20_000;
  const t0 = performance.now();
  const r = simulateVolleys(ship, [{ shield: 1, points: 30 }], { trials, turns: 10, seed: 7 });
  const ms = performance.now() - t0;
  if (!r.ok) throw new Error('simulation');
  const fired = r.value.destruction.byTurn.reduce((t, n, i) => t + n * (i + 1), r.value.destruction.survived * r.value.turns) * r.value.pointsPerTurn;
  console.log(`  simulateVolleys: ${trials} trials of up to 10 turns in ${ms.toFixed(0)} ms (${rate((trials / ms) * 1000)} trials, ${rate((fired / ms) * 1000)} damage points fired)`);
}
