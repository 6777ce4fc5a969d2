/**
 * The exact chances of one volley: every sequence of 2d6 rolls its chart points can take,
 * enumerated with the ship states merged as they meet, and added up as fractions.
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_VOLLEY_POINTS } from '../damage/limits.js';
import type { ShipState } from '../damage/ship.js';
import { readShipState } from '../damage/validate-ship.js';
import { DEFAULT_RULES, readVolley, readVolleyRules, type VolleyRules } from '../damage/volley-plan.js';
import type { Volley, VolleyOptions } from '../damage/volley-types.js';
import { readRecordInto, reportUnknownFields } from '../input/plain.js';
import { sumFinals, type FinalState } from './exact-tally.js';
import { fractionOver36 } from './fraction.js';
import { advance, beginVolley, compileKernel, compileVolley, scoreRoll, STATE_WORDS, type Kernel } from './kernel.js';
import { SIMULATION_LIMITS } from './limits.js';
import { partsOf } from './parts.js';
import type { ExactFraction, ExactPart, ExactVolley } from './types.js';

const { CURSORS, S_OPEN, S_PHASERS } = STATE_WORDS;

/** Ways to roll each 2d6 total (of 36). */
const WAYS: readonly bigint[] = /* @__PURE__ */ Object.freeze([0n, 0n, 1n, 2n, 3n, 4n, 5n, 6n, 5n, 4n, 3n, 2n, 1n]);
const OPTION_FIELDS: readonly string[] = ['chart', 'phaserRank', 'choices', 'weaponTech'];

/** A state of the volley under way and its weight (ways of reaching it, of 36^level). */
interface Node {
  readonly s: Int32Array;
  ways: bigint;
}

/**
 * The exact chances of what one volley does to a ship: for each part the chance it is hit and
 * destroyed and its expected boxes left, the distributions of internal and Excess points, and the
 * chance the ship is destroyed, as fractions in lowest terms. It walks every sequence of 2d6
 * rolls the volley's chart points can take (11 totals a point, weighted 1 to 6 of 36), merging
 * sequences that reach the same state, through the same kernel as `simulateVolleys`. That is
 * feasible for short volleys (a few chart points, or many on a ship with little to lose): past
 * `SIMULATION_LIMITS.exactStates` distinct states it stops with `exact-too-large`. The owner's
 * choices must be orders (a function is `choice-function-not-exact`). Input is checked as
 * `resolveVolley` checks it; nothing is thrown.
 *
 * @example
 * ```ts
 * import { buildShip, exactVolley } from 'spacedock/damage';
 *
 * // No shields: one point goes straight to the chart. Row 2 (1 way in 36) starts with Bridge.
 * const built = buildShip({ name: 'Target', systems: [{ label: 'Bridge' }, { label: 'F Hull', count: 6 }, { label: 'A Hull', count: 6 }, { label: 'Cargo', count: 4 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * const r = exactVolley(built.value, { shield: 1, points: 1 });
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
 * const bridge = r.value.parts.find((p) => p.name === 'Bridge');
 * // bridge.hit: { numerator: '1', denominator: '36', value: 0.0277... }
 * if (bridge?.hit.numerator !== '1' || bridge.hit.denominator !== '36') throw new Error(JSON.stringify(bridge));
 * ```
 */
export function exactVolley(ship: ShipState, volley: Volley, options?: Omit<VolleyOptions, 'log'>): Result<ExactVolley> {
  const r = newReport();
  const state = readShipState(ship, 'ship', r);
  const v = readVolley(volley, 'volley', MAX_VOLLEY_POINTS, r);
  const rules = readExactOptions(options, r);
  if (state === undefined || v === undefined || rules === undefined || r.failed) return failReport(r);
  const k = compileKernel(state, rules);
  const kv = compileVolley(v, k);
  const parts = partsOf(state);

  const start = k.initial.slice();
  beginVolley(start);
  const finals: FinalState[] = [];
  let frontier = new Map<string, Node>();
  if (advance(k, kv, start)) frontier.set(keyOf(start, k), { s: start, ways: 1n });
  else finals.push({ s: start, ways: 1n, level: 0 });
  const scratch = new Int32Array(k.size);
  // Memory goes with the states and their size (a ship of many phasers has large states).
  const maxStates = Math.min(SIMULATION_LIMITS.exactStates, Math.floor(SIMULATION_LIMITS.exactWords / k.size));
  let states = 1;
  let level = 0;
  while (frontier.size > 0) {
    const next = new Map<string, Node>();
    const ended = new Map<string, Node>();
    for (const node of frontier.values()) {
      for (let roll = 2; roll <= 12; roll++) {
        // Played out on a scratch array, copied only when the state is new.
        scratch.set(node.s);
        scoreRoll(k, kv, scratch, roll);
        const into = advance(k, kv, scratch) ? next : ended;
        const key = keyOf(scratch, k);
        const ways = node.ways * WAYS[roll]!;
        const seen = into.get(key);
        if (seen !== undefined) seen.ways += ways;
        else if (++states > maxStates) {
          report(r, 'exact-too-large', 'volley', `the enumeration met more than ${maxStates} states by roll ${level + 1} (SIMULATION_LIMITS.exactStates, ${SIMULATION_LIMITS.exactStates}, or exactWords, ${SIMULATION_LIMITS.exactWords}, over ${k.size} numbers a state); simulate this volley instead`);
          return failReport(r);
        } else into.set(key, { s: scratch.slice(), ways });
      }
    }
    level++;
    for (const e of ended.values()) finals.push({ s: e.s, ways: e.ways, level });
    frontier = next;
  }

  // Every final state's weight over the common denominator 36^depth, summed in one pass.
  const sums = sumFinals(finals, parts);
  const over = (numerator: bigint): ExactFraction => fractionOver36(numerator, sums.depth);
  const exactParts = parts.map((part, p): ExactPart => ({
    name: part.name,
    kind: part.kind,
    boxes: part.boxes,
    destructible: part.destructible,
    hit: over(sums.hit[p]!),
    destroyed: over(sums.destroyed[p]!),
    surviving: over(sums.surviving[p]!),
  }));
  // Every value from 0 to the largest met (0 alone when none was).
  const histogram = (weights: readonly bigint[]): ExactFraction[] => (weights.length === 0 ? [0n] : weights).map(over);
  return finishReport(r, {
    ship: state.name,
    points: kv.total,
    rolls: sums.depth,
    states,
    parts: exactParts,
    internals: histogram(sums.internals),
    excess: histogram(sums.excess),
    destroyed: over(sums.shipDestroyed),
  });
}

function readExactOptions(value: unknown, r: Report): VolleyRules | undefined {
  if (value === undefined) return DEFAULT_RULES;
  const o = readRecordInto(value, 'options', 'an object of volley options (leave it out for the defaults)', r, ['chart']);
  if (o === undefined) return undefined;
  reportUnknownFields(r, o, 'options', OPTION_FIELDS, 'the options of an exact volley');
  const rules = readVolleyRules(o, 'options', r);
  if (rules?.choices.anyFunction === true) {
    for (const kind of ['phaser', 'shuttle', 'anyWeapon', 'anyWarp'] as const) {
      if (rules.choices[kind].fn !== undefined) {
        report(r, 'choice-function-not-exact', pathJoin('options.choices', kind), 'the enumeration takes the owner\'s choices as preference orders, not functions');
      }
    }
    return undefined;
  }
  return rules;
}

/** A state as a map key: its bytes as UTF-16 code units (two a number), much quicker than `join`. */
/** A state's key: every word but the kernel's hints (S_OPEN up to S_PHASERS, and the phaser cursors), which say nothing of the ship. */
const keyOf = (s: Int32Array, k: Kernel): string => charsOf(s.subarray(0, S_OPEN)) + charsOf(s.subarray(S_PHASERS, k.cursors)) + charsOf(s.subarray(k.cursors + CURSORS));
const charsOf = (s: Int32Array): string => String.fromCharCode.apply(null, new Uint16Array(s.buffer, s.byteOffset, s.length * 2) as unknown as number[]);
