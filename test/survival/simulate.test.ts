// simulateVolleys: determinism, blocks, the two engines, the exact enumeration, the figures' own
// consistency, and bad input.
import { describe, expect, it } from 'vitest';
import { buildShip, exactVolley, simulateVolleys, type ExactFraction, type ShipState, type Survivability } from '../../src/damage/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { mergeTallies, prepareSimulation, runBlocks, summarize } from '../../src/survival/run.js';
import { fromCounts, shipOfFile } from '../helpers/ship-lines.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
  return r.value;
};
const CRUISER: ShipState = shipOfFile('examples/ships/cruiser.json');
const asNumber = (f: ExactFraction): number => Number(f.numerator) / Number(f.denominator);

/** A small ship whose parts a few chart points can reach, for the comparisons with the exact enumeration. */
const SMALL: ShipState = ok(
  buildShip(fromCounts({
    name: 'Small',
    shields: [2, 0, 0, 0, 0, 0],
    systems: { 'F Hull': 2, 'A Hull': 1, 'C Hull': 1, Bridge: 1, Cargo: 1, 'L Warp': 1, 'R Warp': 1, Impulse: 1, Shuttle: 1, Torp: 1 },
    shuttlesAboard: 1,
    phasers: [{ type: 'Ph-1', arcs: [1, 2, 6] }, { type: 'Ph-3', arcs: [1, 2, 3, 4, 5, 6] }],
    tracks: { sensor: [6, 5, 0], scanner: [0, 1], damageControl: [4, 0], excess: 4 },
  })),
);

describe('simulateVolleys', () => {
  it('gives the same answer for a seed, and another for another seed', () => {
    const a = ok(simulateVolleys(CRUISER, [{ shield: 1, points: 24 }], { trials: 1500, turns: 6, seed: 11 }));
    const b = ok(simulateVolleys(CRUISER, [{ shield: 1, points: 24 }], { trials: 1500, turns: 6, seed: 11 }));
    const c = ok(simulateVolleys(CRUISER, [{ shield: 1, points: 24 }], { trials: 1500, turns: 6, seed: 12 }));
    expect(a).toEqual(b);
    expect(a.internals.counts).not.toEqual(c.internals.counts);
  });

  it('gives the same answer however the blocks are split (as threads split them)', () => {
    const sim = ok(prepareSimulation(CRUISER, [{ shield: 1, points: 30 }, { shield: 2, units: [{ points: 6, direction: 2 }, { points: 8, direction: 3 }] }], { trials: 2600, turns: 5, seed: 3 }));
    expect(sim.blocks).toBeGreaterThan(4);
    const whole = ok(runBlocks(sim, 0, sim.blocks));
    const parts = [ok(runBlocks(sim, 3, sim.blocks)), ok(runBlocks(sim, 1, 3)), ok(runBlocks(sim, 0, 1))];
    const merged = parts.reduce((a, b) => mergeTallies(a, b));
    expect(Array.from(merged)).toEqual(Array.from(whole));
    expect(summarize(sim, merged)).toEqual(ok(simulateVolleys(CRUISER, [{ shield: 1, points: 30 }, { shield: 2, units: [{ points: 6, direction: 2 }, { points: 8, direction: 3 }] }], { trials: 2600, turns: 5, seed: 3 })));
  });

  it('gives the kernel\'s answer on resolveVolley itself when a choice is a function', () => {
    // Functions that pick what the default orders pick (center warp first, an empty shuttle box first).
    const choices = { anyWarp: <C>(c: readonly C[]) => c[0]!, shuttle: <C>(c: readonly C[]) => c[0]! };
    const plan = [{ shield: 1 as const, points: 26 }];
    const reference = ok(simulateVolleys(CRUISER, plan, { trials: 600, turns: 4, seed: 5, choices }));
    const kernel = ok(simulateVolleys(CRUISER, plan, { trials: 600, turns: 4, seed: 5 }));
    expect(reference.engine).toBe('reference');
    expect(kernel.engine).toBe('kernel');
    expect({ ...reference, engine: 'kernel' }).toEqual(kernel);
  });

  it('plays the rules between turns, on both engines alike: regenerating armor regains its boxes, Skin starts each turn afresh', () => {
    const mender = ok(buildShip(fromCounts({ name: 'Mender', armorLines: [{ kind: 'regenerating', count: 10 }, { kind: 'skin', count: 1 }], systems: { 'C Hull': 30, Bridge: 2 }, tracks: { excess: 40 } })));
    // 320 points a turn: the regenerating armor takes what it has, the Skin ignores 300 and holds the rest.
    const plan = [{ shield: 1 as const, points: 320 }];
    const kernel = ok(simulateVolleys(mender, plan, { trials: 300, turns: 3, seed: 9 }));
    // The regenerating armor is gone by the end of every turn, yet 2 of its boxes come back for the next.
    const armor = kernel.parts.find((p) => p.name === 'Regenerating armor')!;
    expect(armor.destroyedBy.map((e) => e.value)).toEqual([1, 1, 1]);
    // Skin ignores 300 again each turn and drops what it held: its box never goes, and no point gets
    // past it (without the new turn, turn 2 would destroy the box and score internals).
    const skin = kernel.parts.find((p) => p.name === 'Skin')!;
    expect(skin.hit.value).toBe(0);
    expect(kernel.internals.mean.value).toBe(0);
    expect(kernel.destruction.survived).toBe(300);
    const choices = { anyWarp: <C>(c: readonly C[]) => c[0]! };
    const reference = ok(simulateVolleys(mender, plan, { trials: 300, turns: 3, seed: 9, choices }));
    expect({ ...reference, engine: 'kernel' }).toEqual(kernel);
  });

  it('counts a part destroyed at one turn\'s end and standing again at the next (a regenerating layer grows back)', () => {
    const built = ok(buildShip(fromCounts({ name: 'Mender', armorLines: [{ kind: 'regenerating', count: 10 }], systems: { 'C Hull': 30, Bridge: 2 }, tracks: { excess: 40 } })));
    // One box of ten standing, one point a turn: turn 1 destroys it; 2 boxes grow back a turn (20%),
    // so after turn 2 one stands, after turn 3 two.
    const worn: ShipState = { ...built, armor: [{ kind: 'regenerating', total: 10, destroyed: 9, held: 0, groups: [{ total: 10, destroyed: 9 }] }] };
    const plan = [{ shield: 1 as const, points: 1 }];
    const r = ok(simulateVolleys(worn, plan, { trials: 200, turns: 3, seed: 4 }));
    const armor = r.parts.find((p) => p.name === 'Regenerating armor')!;
    expect(armor.destroyedBy.map((e) => e.value)).toEqual([1, 0, 0]);
    expect(armor.destroyed.value).toBe(0);
    // Boxes lost against the start: 1 standing at the start, 2 at the end: -1 lost, 2 surviving.
    expect(armor.surviving.value).toBe(2);
    expect(armor.hit.value).toBe(1);
    const choices = { anyWarp: <C>(c: readonly C[]) => c[0]! };
    expect({ ...ok(simulateVolleys(worn, plan, { trials: 200, turns: 3, seed: 4, choices })), engine: 'kernel' }).toEqual(r);
  });

  it('gives the kernel\'s answer on resolveVolley itself on ships with every armor kind and hull defenses', () => {
    const armored = ok(
      buildShip(fromCounts({
        name: 'Armored',
        shields: 4,
        armorLines: [{ kind: 'armor-9', count: 2 }, { kind: 'borg', count: 2 }, { kind: 'regenerating', count: 3 }, { kind: 'breen', count: 2 }, { kind: 'skin', count: 1 }],
        specific: [{ guards: ['F Hull', 'Phaser'], count: 2 }],
        nonAblative: 1,
        coating: true,
        solidNeutronium: true,
        tech: 6,
        systems: { 'F Hull': 4, 'A Hull': 3, Bridge: 1, 'L Warp': 3, Impulse: 2, Lab: 2, Torp: 2 },
        phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2 }],
      })),
    );
    const plan = [{ shield: 1 as const, units: [{ points: 800, tech: 8 }, { points: 40, tech: 5, weapon: 'Ph-10' }] }, { shield: 2 as const, points: 30 }];
    const kernel = ok(simulateVolleys(armored, plan, { trials: 400, turns: 5, seed: 4, weaponTech: 7 }));
    const reference = ok(simulateVolleys(armored, plan, { trials: 400, turns: 5, seed: 4, weaponTech: 7, choices: { shuttle: <C>(c: readonly C[]) => c[0]! } }));
    expect({ ...reference, engine: 'kernel' }).toEqual(kernel);
    // Every armor is a part, and the fire reached them.
    expect(kernel.parts.filter((p) => p.kind === 'armor').map((p) => `${p.name} ${p.hit.value > 0}`)).toEqual([
      'Armor-9 true', 'Borg armor true', 'Regenerating armor true', 'Breen armor true', 'Skin true', 'Specific armor (F Hull, Phaser) true',
    ]);
  });

  it('agrees with the exact enumeration within 4 standard errors', () => {
    const volley = { shield: 1 as const, points: 6 }; // 2 on the shield, 4 chart points
    const exact = ok(exactVolley(SMALL, volley));
    const sim = ok(simulateVolleys(SMALL, [volley], { trials: 40_000, turns: 1, seed: 2024 }));
    let compared = 0;
    /**
     * `rare` is the exact chance of the event that would make the figure vary (a part hit, a
     * value seen): when the trials never saw it (a standard error of 0), that must be likely
     * enough (at least 1 in a million over the trials), and the figure then equals its value
     * without the event; otherwise the estimate is within 4 standard errors of the truth.
     */
    const within = (label: string, estimate: { value: number; standardError: number }, truth: number, rare: number, without: number): void => {
      if (estimate.standardError === 0) {
        expect(estimate.value, label).toBeCloseTo(without, 12);
        expect((1 - rare) ** sim.trials, `${label}: never seen in ${sim.trials} trials, with chance ${rare}`).toBeGreaterThanOrEqual(1e-6);
      } else expect(Math.abs(estimate.value - truth), `${label}: ${estimate.value} vs ${truth}`).toBeLessThanOrEqual(4 * estimate.standardError);
      compared++;
    };
    for (const part of exact.parts) {
      const s = sim.parts.find((p) => p.name === part.name)!;
      const hit = asNumber(part.hit);
      const destroyed = asNumber(part.destroyed);
      within(`${part.name} hit`, s.hit, hit, Math.min(hit, 1 - hit), Math.round(hit));
      within(`${part.name} destroyed`, s.destroyed, destroyed, Math.min(destroyed, 1 - destroyed), Math.round(destroyed));
      within(`${part.name} surviving`, s.surviving, asNumber(part.surviving), s.hit.value === 0 ? hit : 1 - hit, s.hit.value === 0 ? part.boxes : s.surviving.value);
    }
    exact.internals.forEach((f, v) => {
      const p = (sim.internals.counts[v] ?? 0) / sim.trials;
      const truth = asNumber(f);
      within(`internals = ${v}`, { value: p, standardError: Math.sqrt((p * (1 - p)) / sim.trials) }, truth, Math.min(truth, 1 - truth), p);
    });
    const destroyed = asNumber(exact.destroyed);
    within('destroyed', sim.destruction.destroyed, destroyed, Math.min(destroyed, 1 - destroyed), Math.round(destroyed));
    expect(compared).toBeGreaterThan(40);
    // And the simulation is not trivially right: some part is hit with a chance strictly between 0 and 1.
    expect(sim.parts.some((p) => p.hit.value > 0.05 && p.hit.value < 0.95)).toBe(true);
  });

  // The cruiser has 33 parts; the second ship 45 (its specific armor, standard armor and phaser
  // types), so the tally's parts fill two words of 32 bits.
  const MANY_PARTS: ShipState = ok(
    buildShip(fromCounts({
      name: 'Many parts',
      shields: [6, 4, 4, 4, 4, 4],
      armor: 3,
      specific: (['Bridge', 'Flag', 'Aux Con', 'Lab', 'Probe', 'Cargo', 'Battery', 'APR', 'Trans', 'Tractor', 'Torp'] as const).map((g) => ({ guards: [g], count: 1 })),
      systems: { 'F Hull': 2, 'A Hull': 2, 'C Hull': 2, 'L Warp': 2, 'R Warp': 2, 'C Warp': 1, Impulse: 2, Bridge: 1, Flag: 1, 'Aux Con': 1, 'Emer Bridge': 1, APR: 1, Battery: 1, Torp: 1, Drone: 1, Shuttle: 2, Lab: 1, Probe: 1, Cargo: 1 },
      phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2 }, { type: 'Ph-2', arcs: [3, 4, 5], count: 2 }, { type: 'Ph-3', arcs: [1, 2, 3, 4, 5, 6], count: 2 }, { type: 'Ph-4', arcs: [1], count: 1 }],
      tracks: { sensor: [6, 5, 3, 0], scanner: [0, 1, 3, 9], damageControl: [4, 2, 0], excess: 6 },
    })),
  );

  it.each([
    ['the cruiser', CRUISER],
    ['a ship of 45 parts', MANY_PARTS],
  ])('keeps its figures consistent with one another (%s)', (_, ship) => {
    const r: Survivability = ok(simulateVolleys(ship, [{ shield: 1, points: 18 }, { shield: 6, points: 12 }], { trials: 3000, turns: 8, seed: 9 }));
    expect(r.parts.length).toBe(ship === CRUISER ? 33 : 45);
    // Parts of both words are destroyed before the last turn, so that turn ends count them.
    for (const word of [r.parts.slice(0, 32), r.parts.slice(32)]) expect(word.some((p) => p.destroyedBy[r.turns - 2]!.value > 0)).toBe(true);
    const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
    expect(r.pointsPerTurn).toBe(30);
    expect(sum(r.internals.counts)).toBe(r.trials);
    expect(sum(r.excess.counts)).toBe(r.trials);
    expect(sum(r.destruction.byTurn) + r.destruction.survived).toBe(r.trials);
    expect(r.destruction.destroyed.value).toBeCloseTo(sum(r.destruction.byTurn) / r.trials, 12);
    for (const p of r.parts) {
      expect(p.destroyed.value, p.name).toBeLessThanOrEqual(p.hit.value);
      expect(p.surviving.value).toBeLessThanOrEqual(p.boxes);
      for (let t = 1; t < r.turns; t++) expect(p.destroyedBy[t]!.value).toBeGreaterThanOrEqual(p.destroyedBy[t - 1]!.value);
      expect(p.destroyedBy[r.turns - 1]!.value).toBeCloseTo(p.destroyed.value, 12);
    }
    for (let t = 1; t < r.turns; t++) expect(r.disarmed[t]!.value).toBeGreaterThanOrEqual(r.disarmed[t - 1]!.value);
    expect(r.weapons).toBe(ship.phasers.length + (ship.systems.Torp?.total ?? 0) + (ship.systems.Drone?.total ?? 0));
    // Quantiles are ordered, each inside its interval.
    const q = r.internals.quantiles;
    for (let i = 1; i < q.length; i++) expect(q[i]!.value!).toBeGreaterThanOrEqual(q[i - 1]!.value!);
    for (const x of q) expect(x.low! <= x.value! && x.value! <= x.high!).toBe(true);
    // The mean internal points are the histogram's mean.
    expect(r.internals.mean.value).toBeCloseTo(sum(r.internals.counts.map((c, v) => c * v)) / r.trials, 9);
  });

  it('reports progress as blocks finish, and ignores a progress callback that throws', () => {
    const seen: number[] = [];
    const r = simulateVolleys(CRUISER, [{ shield: 1, points: 30 }], { trials: 1700, turns: 2, onProgress: (done, total) => { seen.push(done); expect(total).toBe(1700); } });
    expect(r.ok).toBe(true);
    expect(seen.at(-1)).toBe(1700);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const thrown = simulateVolleys(CRUISER, [{ shield: 1, points: 30 }], { trials: 600, turns: 1, onProgress: () => { throw new Error('no terminal'); } });
    expect(thrown.ok).toBe(true);
  });

  it('refuses bad plans and options with diagnostics at their paths', () => {
    const paths = (plan: unknown, options?: unknown): (string | undefined)[] => {
      const r = simulateVolleys(CRUISER, plan as never, options as never);
      expect(r.ok).toBe(false);
      return r.diagnostics.map((d) => d.path);
    };
    expect(paths([])).toEqual(['plan']);
    expect(paths('30 on #1')).toEqual(['plan']);
    expect(paths([{ shield: 1, points: 5 }, { shield: 7, points: -2 }])).toEqual(['plan[1].shield', 'plan[1].points']);
    expect(paths([{ shield: 1, points: 5 }], { trials: 0, turns: 2.5, seed: -1, onProgress: 'yes', logs: true })).toEqual(['options.logs', 'options.trials', 'options.turns', 'options.seed', 'options.onProgress']);
    const big = simulateVolleys(CRUISER, [{ shield: 1, points: 1_000_000 }], { trials: 10_000, turns: 1000 });
    expect(big.diagnostics[0]).toMatchObject({ code: 'simulation-too-large', path: 'options.trials' });
    const threw = simulateVolleys(CRUISER, [{ shield: 1, points: 40 }], { trials: 10, choices: { anyWarp: () => { throw new Error('undecided'); } } });
    expect(threw.diagnostics[0]).toMatchObject({ code: 'choice-threw', path: 'options.choices.anyWarp' });
    const ship = simulateVolleys({ ...CRUISER, shields: [1, 2] } as never, [{ shield: 1, points: 1 }]);
    expect(ship.diagnostics[0]?.path).toBe('ship.shields');
  });
});

describe('the work limit in words', () => {
  it('counts in the singular when there is one (1 turn, 1 trial)', () => {
    const r = simulateVolleys(CRUISER, [{ shield: 1, points: 1_000_000 }], { trials: 5000, turns: 1 });
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]?.message).toMatch(/^5000 trials of 1 turn of 1000000 points \(and 1 volley, \d+ parts to count and 8 phasers to choose from\) is \d+ of work, more than SIMULATION_LIMITS\.work/);
  });
});
