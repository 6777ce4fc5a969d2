/**
 * The volley lab's simulation job (site/src/simulation-job.ts), run in Node as its Web Worker
 * runs it: the request as the page posts it (a structured clone of the ship's state), progress
 * messages no more often than the throttle lets through, then one answer, the chart of
 * `plotSurvival(simulateVolleys(...))` for the same input, or the library's diagnostics.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/design/full-yaml.js';
import { simulateVolleys } from '../../src/damage/index.js';
import { plotSurvival } from '../../src/plot/index.js';
import { isSimulationRequest, PROGRESS_EVERY_MS, runSimulationJob, type SimulationMessage, type SimulationRequest } from '../../site/src/simulation-job.js';
import { volleyShipOf } from '../../site/src/volley-source.js';

/** The full YAML reader, as the analysis worker hands it. */
const FULL = { readSource };

function cruiserRequest(trials: number, turns: number): SimulationRequest {
  const loaded = volleyShipOf(readFileSync('examples/cruiser.yaml', 'utf8'), 'design.yaml', FULL);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  // What the worker receives: a structured clone of what the page posts.
  return structuredClone({ type: 'simulate', ship: loaded.value.ship, plan: [{ shield: 1, points: 12 }], trials, turns, seed: 7 } as const);
}

function run(request: SimulationRequest, now?: () => number): SimulationMessage[] {
  const messages: SimulationMessage[] = [];
  runSimulationJob(request, (m) => messages.push(structuredClone(m)), now);
  return messages;
}

describe('the simulation job of the volley lab', () => {
  it('answers with the chart of plotSurvival(simulateVolleys(...)) for the same ship, plan and seed', () => {
    const request = cruiserRequest(3000, 5);
    expect(isSimulationRequest(request)).toBe(true);
    const messages = run(request);
    const done = messages.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done' || !done.ok) throw new Error(JSON.stringify(done));
    const direct = simulateVolleys(request.ship, request.plan, { trials: 3000, turns: 5, seed: 7 });
    if (!direct.ok) throw new Error(JSON.stringify(direct.diagnostics));
    const plot = plotSurvival(direct.value);
    expect(plot.ok && done.svg).toBe(plot.ok ? plot.value : false);
    expect(done.ms).toBeGreaterThanOrEqual(0);
    // Every other message is progress, counting up to the trials.
    const progress = messages.slice(0, -1);
    expect(progress.length).toBeGreaterThan(0);
    for (const m of progress) expect(m.type).toBe('progress');
    const dones = progress.map((m) => (m.type === 'progress' ? m.done : Number.NaN));
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(progress.every((m) => m.type === 'progress' && m.total === 3000)).toBe(true);
  });

  it(`sends progress at most every ${PROGRESS_EVERY_MS} ms, and always the last`, () => {
    // A clock that never moves: only the first progress and the one of the last block get through.
    const still = run(cruiserRequest(5000, 3), () => 0).filter((m) => m.type === 'progress');
    expect(still.map((m) => (m.type === 'progress' ? m.done === m.total : null))).toEqual([false, true]);
    // A clock that jumps past the throttle at every call: every block's progress gets through.
    let t = 0;
    const all = run(cruiserRequest(5000, 3), () => (t += PROGRESS_EVERY_MS)).filter((m) => m.type === 'progress');
    expect(all.length).toBeGreaterThan(2);
  });

  it("answers the library's diagnostics for a run it refuses", () => {
    const request = cruiserRequest(10, 1);
    const messages = run({ ...request, plan: [{ shield: 7 as 1, points: 12 }] });
    expect(messages).toHaveLength(1);
    const done = messages[0];
    if (done?.type !== 'done' || done.ok) throw new Error(JSON.stringify(done));
    expect(done.diagnostics.some((d) => d.severity === 'error' && d.path === 'plan[0].shield')).toBe(true);
  });

  it('refuses a message that is not a request, and reports a throw as `failed`', () => {
    for (const bad of [null, 1, 'simulate', {}, { type: 'simulate' }, { type: 'simulate', ship: {}, plan: {}, trials: 1, turns: 1, seed: 1 }, { type: 'simulate', ship: {}, plan: [], trials: '1', turns: 1, seed: 1 }]) {
      expect(isSimulationRequest(bad)).toBe(false);
    }
    const request = cruiserRequest(10, 1);
    const messages = run(request, () => {
      throw new Error('clock broke');
    });
    expect(messages).toEqual([{ type: 'failed', message: 'clock broke' }]);
  });
});
