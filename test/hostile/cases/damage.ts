// Hostile cases: damage, combat, dice and turn. Each returns a small summary that
// test/hostile/damage.test.ts checks.
import { runCli } from '../../../src/cli/program.js';
import { MAX_ROLL_DICE, rollDice, scriptedDice, seededDice, type Diagnostic, type Result } from '../../../src/index.js';
import { rollExplosion, rollFlash } from '../../../src/combat/index.js';
import {
  MAX_BOXES,
  MAX_VOLLEY_EVENTS,
  MAX_VOLLEY_POINTS,
  applyBorgArmor,
  buildShip,
  checkShipState,
  exactVolley,
  resolveVolley,
  simulateVolleys,
  type DamageChart,
  type ShipState,
  type VolleyEvent,
  type VolleyOutcome,
} from '../../../src/damage/index.js';
import { planVolley, runVolley } from '../../../src/damage/volley.js';
import { checkAllocation, checkDroneLaunch, cloakAt, cloakTimeline, effectiveRange, scannerAdjustment, sensorRating } from '../../../src/turn/index.js';
import type { HostileCase } from './index.js';
import { fromCounts } from '../../helpers/ship-lines.js';

/** A small ship: 5 shield boxes, a few systems, 8 excess boxes. */
function small(): ShipState {
  const r = buildShip(fromCounts({ name: 'Cutter', shields: 5, armor: 2, systems: { 'F Hull': 2, Bridge: 1, 'L Warp': 2, 'R Warp': 2 }, phasers: [{ type: 'Ph-3', arcs: [1, 2, 6] }] }));
  if (!r.ok) throw new Error(said(r).join('; '));
  return r.value;
}

/**
 * `exactVolley` of 10 000 points on one box of a system and a 10 000-box Excess track: the CPU time
 * of the call, what it met, and its figures for the system and the ship (each fraction's digits,
 * and whether it is exactly the one the test works out).
 */
function longExactVolley(label: 'Lab' | 'Bridge'): unknown {
  const ship = buildShip({ name: 'Husk', systems: [{ label }], tracks: { sensor: [6], scanner: [0], damageControl: [0], excess: 10_000 } });
  if (!ship.ok) return said(ship);
  const started = process.cpuUsage();
  const r = exactVolley(ship.value, { shield: 1, points: 10_000 });
  const cpu = process.cpuUsage(started);
  if (!r.ok) return said(r);
  const hit = r.value.parts.find((p) => p.name === label)?.hit;
  const nonzero = r.value.excess.flatMap((f, v) => (f.numerator === '0' ? [] : [v]));
  return {
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    rolls: r.value.rolls,
    states: r.value.states,
    excessLength: r.value.excess.length,
    excessValues: nonzero,
    hit: hit === undefined ? null : { numerator: hit.numerator, denominator: hit.denominator },
    destroyed: { numerator: r.value.destroyed.numerator, denominator: r.value.destroyed.denominator },
  };
}

/** A dice source that counts its rolls. */
function counting(seed: number): { readonly d6: () => number; readonly rolls: () => number } {
  const dice = seededDice(seed);
  let n = 0;
  return { d6: () => (n++, dice.d6()), rolls: () => n };
}

/** A diagnostic in brief: `code@path: message`. */
const line = (d: Diagnostic): string => `${d.code}@${d.path ?? '-'}: ${d.message}`;
/** What a failed call said, one line per diagnostic. */
const said = (r: { readonly diagnostics: readonly Diagnostic[] }): string[] => r.diagnostics.map(line);

/** What a volley answered, in brief: the diagnostics, or the summary, the log's size and its last event. */
function brief(result: Result<VolleyOutcome>): unknown {
  if (!result.ok) return { ok: false, said: said(result) };
  const r = result.value;
  const s = r.summary;
  return {
    ok: true,
    summary: s,
    addsUp: s.shields + s.armor + s.internals + s.excess + s.ignored === s.points,
    events: r.events.length,
    eventPoints: r.events.reduce((n, e) => n + (e.last ?? e.point) - e.point + 1, 0),
    last: r.events.at(-1),
    destroyed: r.ship.destroyed,
  };
}

const reasonsOf = (r: Result<unknown>): unknown => (r.ok ? 'ok' : said(r));
const threw = (f: () => unknown): unknown => {
  try {
    return { returned: f() };
  } catch (e) {
    return { threw: e instanceof Error ? e.name : typeof e, message: e instanceof Error ? e.message : String(e) };
  }
};
const withField = (ship: ShipState, patch: Record<string, unknown>): unknown => ({ ...ship, ...patch });
const throwing = (): never => {
  throw new Error('getter says no');
};

export const DAMAGE_CASES: Readonly<Record<string, HostileCase>> = {
  // --- limits -------------------------------------------------------------------------------
  'damage/volley-1e8-points-log-on': () => brief(resolveVolley(small(), { shield: 1, points: 1e8 }, seededDice(1))),
  'damage/volley-2^53-1-points-log-off': () => brief(resolveVolley(small(), { shield: 1, points: 2 ** 53 - 1 }, seededDice(1), { log: false })),
  'damage/volley-units-over-the-total': () => brief(resolveVolley(small(), { shield: 1, units: [{ points: 600_000 }, { points: 600_000 }] }, seededDice(1))),
  'damage/volley-max-points-log-on': () => {
    const dice = counting(3);
    return { ...(brief(resolveVolley(small(), { shield: 1, points: MAX_VOLLEY_POINTS }, dice)) as object), rolls: dice.rolls() };
  },
  'survival/simulate-over-the-work-limit': () => said(simulateVolleys(small(), [{ shield: 1, points: MAX_VOLLEY_POINTS }], { trials: 10_000_000, turns: 1000 })),
  'survival/simulate-2^53-trials': () => said(simulateVolleys(small(), [{ shield: 1, points: 1 }], { trials: 2 ** 53 - 1 })),
  'survival/simulate-many-phaser-types': () => {
    // 10 000 phasers of distinct types over 1000 turns: a tally of 10 million counters, refused.
    const phasers = Array.from({ length: 10_000 }, (_, i) => ({ type: `Ph-${i}`, arcs: [1 as const] }));
    const ship = buildShip({ name: 'Hedgehog', shields: 1, phasers });
    if (!ship.ok) return said(ship);
    return said(simulateVolleys(ship.value, [{ shield: 1, points: 1 }], { trials: 1, turns: 1000 }));
  },
  'survival/simulate-max-points-at-the-limit': () => {
    // The largest volley, 2000 trials of one turn: settled volleys are counted at once, so this is quick.
    const r = simulateVolleys(small(), [{ shield: 1, points: MAX_VOLLEY_POINTS }], { trials: 1000, turns: 1 });
    return r.ok ? { ok: true, destroyed: r.value.destruction.destroyed.value, trials: r.value.trials } : said(r);
  },
  'survival/simulate-zero-points': () => said(simulateVolleys(small(), [{ shield: 1, points: 0 }], { trials: 10_000_000, turns: 1000 })),
  // Issue 23: within the old work limit, these ran for hours (the estimate counted phaser types, not phasers, and no chart scan).
  'survival/simulate-many-phasers-within-the-old-limit': () => {
    const ship = buildShip({ name: 'Hedgehog', systems: [{ label: 'F Hull', count: 20 }], phasers: [{ type: 'Ph-1', arcs: [1, 2, 3, 4, 5, 6], count: 10_000 }] });
    if (!ship.ok) return said(ship);
    return said(simulateVolleys(ship.value, [{ shield: 1, points: 20_000 }], { trials: 99_000 }));
  },
  'survival/simulate-many-shields-within-the-old-limit': () => {
    const ship = buildShip({ name: 'Wall', shields: 10_000, systems: [{ label: 'F Hull', count: 4 }] });
    if (!ship.ok) return said(ship);
    return said(simulateVolleys(ship.value, [{ shield: 1, points: 1 }], { trials: 150_000, turns: 1000 }));
  },
  'survival/exact-many-phasers': () => {
    // 10 000 phasers: each state holds 10 000 flags, so memory, not the state count, is the bound.
    const ship = buildShip(fromCounts({ name: 'Porcupine', phasers: [{ type: 'Ph-3', arcs: [1, 2, 3, 4, 5, 6], count: 10_000 }], systems: { 'F Hull': 20 } }));
    if (!ship.ok) return said(ship);
    return said(exactVolley(ship.value, { shield: 1, points: 40 }));
  },
  'survival/exact-max-points': () => said(exactVolley(small(), { shield: 1, points: MAX_VOLLEY_POINTS })),
  // Issue 23, item 12: one system and a 10 000-box excess track (reported at 16-18 s of CPU).
  'survival/exact-big-excess-track': () => {
    const ship = buildShip({ name: 'Husk', systems: [{ label: 'Lab' }], tracks: { excess: 10_000 } });
    if (!ship.ok) return said(ship);
    const started = process.cpuUsage();
    const r = exactVolley(ship.value, { shield: 1, points: 10_000 });
    const cpu = process.cpuUsage(started);
    return { said: said(r), cpuMs: Math.round((cpu.user + cpu.system) / 1000) };
  },
  // Issue 37, item 10: one system and a 10 000-box Excess track whose enumeration ends, 10 000 rolls
  // deep (the other tracks have one box, which a hit never takes): 30 000 states, and fractions
  // over 36^10000. Summing each Excess bucket over every state took 8.5-9.7 s of CPU with Lab, and
  // reducing each fraction by Euclid's gcd 5.4 s with Bridge.
  'survival/exact-10000-rolls-lab': () => longExactVolley('Lab'),
  'survival/exact-10000-rolls-bridge': () => longExactVolley('Bridge'),
  'survival/exact-many-chart-points': () => {
    const ship = buildShip(fromCounts({ name: 'Brick', systems: { 'F Hull': 50, 'A Hull': 50, 'C Hull': 50, 'L Warp': 30, 'R Warp': 30, Lab: 20 }, tracks: { excess: 100 } }));
    if (!ship.ok) return said(ship);
    return said(exactVolley(ship.value, { shield: 1, points: 60 }));
  },
  'dice/rollDice-1e9': () => threw(() => rollDice(seededDice(1), 1e9)),
  'dice/rollDice-at-the-limit': () => ({ length: rollDice(seededDice(1), MAX_ROLL_DICE).length, past: threw(() => rollDice(seededDice(1), MAX_ROLL_DICE + 1)) }),

  // --- skip-ahead, past the public limit (the engine itself, with the limit raised) --------------
  'damage/skip-2^53-1-points-log-on': () => {
    const dice = counting(7);
    const plan = planVolley(small(), { shield: 1, points: 2 ** 53 - 1 }, dice, undefined, Number.MAX_SAFE_INTEGER);
    if (!plan.ok) return plan;
    return { ...(brief(runVolley(plan.value)) as object), rolls: dice.rolls() };
  },
  'damage/skip-2^53-1-points-in-two-units-log-off': () => {
    const plan = planVolley(small(), { shield: 1, units: [{ points: 2 ** 52 }, { points: 2 ** 52 - 1, direction: 4 }] }, seededDice(9), { log: false }, Number.MAX_SAFE_INTEGER);
    if (!plan.ok) return plan;
    return brief(runVolley(plan.value));
  },
  'damage/skip-house-chart-without-excess': () => {
    // Every row holds Lab alone: once the one Lab box is gone no cell can take a point.
    const chart: DamageChart = { rows: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 2, [{ result: 'Lab', bold: false }]])), source: { book: 'spacedock', entry: 'house chart' } } as unknown as DamageChart;
    const ship = buildShip(fromCounts({ name: 'Lab ship', shields: 0, systems: { Lab: 1 } }));
    if (!ship.ok) return ship;
    const dice = counting(2);
    return { ...(brief(resolveVolley(ship.value, { shield: 1, points: MAX_VOLLEY_POINTS }, dice, { chart })) as object), rolls: dice.rolls() };
  },
  'damage/skip-only-excess-left': () => {
    const ship = buildShip({ name: 'Husk', shields: 0, tracks: { sensor: [6], scanner: [0], damageControl: [0], excess: MAX_BOXES } });
    if (!ship.ok) return ship;
    const dice = counting(4);
    return { ...(brief(resolveVolley(ship.value, { shield: 1, points: MAX_VOLLEY_POINTS }, dice)) as object), rolls: dice.rolls() };
  },
  'damage/log-cap': () => {
    const ship = buildShip(fromCounts({ name: 'Wall', shields: MAX_BOXES, armor: MAX_BOXES, armorKind: 'armor-9', tracks: { excess: MAX_BOXES } }));
    if (!ship.ok) return ship;
    const result = resolveVolley(ship.value, { shield: 1, points: MAX_VOLLEY_POINTS }, seededDice(5));
    if (!result.ok) return said(result);
    const r = result.value;
    const last = r.events.at(-1) as VolleyEvent;
    return { events: r.events.length, cap: MAX_VOLLEY_EVENTS, last: { stage: last.stage, point: last.point, last: last.last, spent: last.stage === 'unlogged' ? last.spent : undefined }, summary: r.summary, logged: r.events.length - 1 };
  },

  // --- hand-built ship states ---------------------------------------------------------------
  'damage/state-fields': () => {
    const nine = buildShip(fromCounts({ name: 'A9', shields: 1, armor: 2, armorKind: 'armor-9' }));
    if (!nine.ok) return nine;
    const s = nine.value;
    const volley = (ship: unknown): unknown => reasonsOf(resolveVolley(ship as ShipState, { shield: 1, points: 3 }, seededDice(1)));
    return {
      heldMinus50: volley(withField(s, { armor: [{ ...s.armor[0], held: -50 }] })),
      heldNaN: volley(withField(s, { armor: [{ ...s.armor[0], held: NaN }] })),
      destroyedYes: volley(withField(s, { destroyed: 'yes' })),
      protoUnderSystems: volley(withField(s, { systems: JSON.parse('{"__proto__": {"total": 3, "destroyed": 0}}') })),
      constructorUnderSystems: volley(withField(s, { systems: JSON.parse('{"constructor": {"total": 3, "destroyed": 0}}') })),
      unknownField: volley(withField(s, { hulls: 3 })),
      checkShipState: reasonsOf(checkShipState(withField(s, { armor: [{ ...s.armor[0], held: -50 }] }))),
    };
  },
  'damage/state-getter-proxy-cycle-depth': () => {
    const s = small();
    const getter = Object.defineProperty({ ...s }, 'armor', { enumerable: true, get: throwing });
    const proxy = new Proxy(s, { get: throwing });
    const cyclic: Record<string, unknown> = { ...s, systems: { ...s.systems } };
    (cyclic['systems'] as Record<string, unknown>)['Lab'] = cyclic;
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const volley = (ship: unknown, v: unknown = { shield: 1, points: 3 }): unknown => reasonsOf(resolveVolley(ship as ShipState, v as never, seededDice(1)));
    return {
      getter: volley(getter),
      proxy: volley(proxy),
      cycle: volley(cyclic),
      deepUnits: volley(s, { shield: 1, units: deep }),
      nullPrototype: brief(resolveVolley(Object.assign(Object.create(null), s) as ShipState, { shield: 1, points: 3 }, seededDice(1))),
      frozen: brief(resolveVolley(Object.freeze({ ...s }), Object.freeze({ shield: 1, points: 3 }), seededDice(1))),
    };
  },
  'damage/volley-and-options': () => {
    const s = small();
    const units = [{ points: 2 }];
    units.length = 3; // a list with holes
    return {
      unitsWithHoles: reasonsOf(resolveVolley(s, { shield: 1, units }, seededDice(1))),
      chartEmpty: reasonsOf(resolveVolley(s, { shield: 1, points: 9 }, seededDice(1), { chart: {} as DamageChart })),
      optionsNull: reasonsOf(resolveVolley(s, { shield: 1, points: 9 }, seededDice(1), null as never)),
      diceNaN: reasonsOf(resolveVolley(s, { shield: 1, points: 9 }, { d6: () => NaN })),
      notDice: reasonsOf(resolveVolley(s, { shield: 1, points: 9 }, {} as never)),
    };
  },

  'damage/bulky-values': () => {
    // Listing the keys of these would take gigabytes: they are refused before that.
    const big = new Uint8Array(200_000_000);
    return {
      stateSystems: reasonsOf(checkShipState(withField(small(), { systems: big }))),
      volleyUnits: reasonsOf(resolveVolley(small(), { shield: 1, units: big } as never, seededDice(1))),
      description: reasonsOf(buildShip(new String('x'.repeat(100_000_000)) as never)),
      hits: reasonsOf(applyBorgArmor(1, big as never)),
    };
  },

  // --- ship descriptions (buildShip: also what every design file's ship becomes) ------
  'damage/descriptions': () => {
    const phasers = new Array(1_000_000).fill({ type: 'Ph-1', arcs: [1] });
    return {
      protoUnderSystems: reasonsOf(buildShip(JSON.parse('{"name": "x", "shields": 1, "systems": [{"label": "Lab", "__proto__": {"count": 3}}]}'))),
      protoAtTop: reasonsOf(buildShip(JSON.parse('{"name": "x", "shields": 1, "__proto__": {"armor": 3}}'))),
      destroyedField: reasonsOf(buildShip({ name: 'x', shields: 1, destroyed: 'yes' } as never)),
      phasersInAll: reasonsOf(buildShip({ name: 'x', shields: 1, phasers: [{ type: 'Ph-1', arcs: [1], count: MAX_BOXES }, { type: 'Ph-2', arcs: [1], count: MAX_BOXES }] })),
      millionPhasers: reasonsOf(buildShip({ name: 'x', shields: 1, phasers })),
      catalogLongLabel: reasonsOf(buildShip({ name: 'x', shields: 1, systems: [{ label: 'x'.repeat(1_000_000), count: 1 }] })),
      longRowName: reasonsOf(buildShip({ name: 'x', shields: 1, systems: [{ label: 'Lab', name: 'x'.repeat(1_000_000) }] })),
      catalogHole: reasonsOf(buildShip({ name: 'x', shields: 1, systems: [, { label: 'Lab', count: 1 }] as never })),
      tooManyLines: reasonsOf(buildShip({ name: 'x', shields: 1, systems: new Array(MAX_BOXES + 1).fill({ label: 'Lab' }) })),
    };
  },

  // --- dice; turn: sensors, drones, cloak ---------------------------------------------------------------
  'dice/scripted-dice-clamp': () => {
    const dice = scriptedDice([NaN, Infinity, -Infinity, '6' as never, 7.6, 0.4, 3]);
    return { rolls: Array.from({ length: 8 }, () => dice.d6()), exhausted: dice.exhausted() };
  },
  'turn/sensor-long-tracks': () => {
    const answer = (r: Result<number>): unknown => (r.ok ? r.value : said(r));
    return {
      sensor200k: answer(sensorRating(new Array(200_000).fill(1), 0)),
      scanner200k: answer(scannerAdjustment(new Array(200_000).fill(1), 0)),
      sensorAtLimit: answer(sensorRating([...new Array<number>(MAX_BOXES - 1).fill(2), 0], 0)),
      scannerAtLimit: answer(scannerAdjustment([...new Array<number>(MAX_BOXES - 1).fill(4), 9], 3)),
    };
  },
  'turn/drone-launch-without-list': () => reasonsOf(checkDroneLaunch({ lockedOn: true, rule: 'one-per-turn', racks: 1, rack: 0 } as never)),
  'turn/cloak-at-on-a-failed-timeline': () => {
    const failed = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: false, announcements: [{ action: 'cloak', impulse: 3 }] });
    const good = cloakTimeline({ previousTurn: { state: 'cloaked' }, energyPaid: false });
    const at = good.ok ? cloakAt(good.value, 1) : undefined;
    return { failed: reasonsOf(failed), onFailed: reasonsOf(cloakAt(failed as never, 1)), onNull: reasonsOf(cloakAt(null as never, 1)), onGood: at?.ok === true ? at.value.state : 'failed' };
  },
  'turn/cloak-million-announcements': () => reasonsOf(cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: new Array(1_000_000).fill({ action: 'cloak', impulse: 1 }) })),

  // --- combat and armor ------------------------------------------------------------------
  'combat/explosion-at-ten-thousand-distances': () => reasonsOf(rollExplosion(MAX_ROLL_DICE, { dice: seededDice(1), distances: new Array(10_000).fill(0) })),
  'combat/flash-wide': () => {
    const sensors = Array.from({ length: 10_000 }, (_, i) => `s${i}`);
    const r = rollFlash(3, { dice: scriptedDice([6, 6, 6]), sensors, flashDefenses: sensors.map((sensor) => ({ sensor, points: 1 })) });
    return r.ok ? { total: r.value.total, turns: [...new Set(r.value.bySensor.map((x) => x.turns))] } : said(r);
  },
  'damage/borg-hits-past-safe-integers': () => reasonsOf(applyBorgArmor(1, [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER])),
  'turn/effective-range-huge': () => ({ huge: reasonsOf(effectiveRange({ trueRange: 1e308, lockedOn: false, scannerAdjustment: Infinity })), nothing: reasonsOf(effectiveRange(null as never)) }),

  // --- the damage command ---------------------------------------------------------------------
  'damage/cli-points-1e8': async () => {
    const err: string[] = [];
    const out: string[] = [];
    const io = { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t), readStdin: async () => '' };
    const code = await runCli(['damage', 'examples/ships/cruiser.json', '--shield', '1', '--points', '100000000', '--seed', '1'], io);
    return { code, err: err.join(''), out: out.join('') };
  },
  'damage/cli-max-points': async () => {
    const err: string[] = [];
    const out: string[] = [];
    const io = { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t), readStdin: async () => '' };
    const code = await runCli(['damage', 'examples/ships/cruiser.json', '--shield', '1', '--points', String(MAX_VOLLEY_POINTS), '--seed', '1'], io);
    const text = out.join('');
    return { code, err: err.join(''), lines: text.split('\n').length, summary: text.split('\n').find((l) => l.startsWith('summary:')) };
  },

  // --- turn -------------------------------------------------------------------------------------
  'turn/allocation': () => {
    const available = { warp: 10, impulse: 0, apr: 0, batteries: 0 };
    const allocation = { lifeSupport: 0, fireControl: 0, shields: 0, movement: 5, weapons: 0, reinforcement: 0, other: 0 };
    const costs = { lifeSupport: 0, fireControl: 0, shields: 0, movementPerHex: 1 };
    return {
      tinyMovementCost: reasonsOf(checkAllocation(available, allocation, { ...costs, movementPerHex: 5e-324 })),
      hugeAmounts: reasonsOf(checkAllocation({ ...available, warp: 1e308, impulse: 1e308 }, allocation, costs)),
      getter: reasonsOf(checkAllocation(Object.defineProperty({ ...available }, 'warp', { enumerable: true, get: throwing }), allocation, costs)),
      unknownLine: reasonsOf(checkAllocation(available, { ...allocation, cloaking: 3 } as never, costs)),
      nullCosts: reasonsOf(checkAllocation(available, allocation, null as never)),
    };
  },
};
