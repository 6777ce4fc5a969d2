/**
 * One trial of a duel (internal), turn by turn as `specs/duel.md` §1 tells it: the range and the
 * facings of the turn, each side's power, its fire (To Hit, damage dice, the other's defenses),
 * the volleys through the kernel, and the end of the turn. The counts go into a tally.
 */
import { autofireHits } from '../combat/autofire.js';
import { rangeReducedDice } from '../combat/range.js';
import type { Facing, ShipState } from '../damage/ship.js';
import type { Dice } from '../dice/dice.js';
import { DUEL_RULES } from './rules.js';
import type { Weapon } from './armament.js';
import { defended, defenseTable, type DefenseTable } from './defended.js';
import { betweenTurns, fireVolley, isDestroyed, newState, partLeft, phaserStands, resetState, shieldLeft, shipOf, systemLeft, type Hit, type VolleyOutcome } from './engine.js';
import type { Fighter, PreparedDuel } from './prepare.js';
import type { SideLayout } from './tally.js';
import { T_TRIALS } from './tally.js';
import type { Side } from './types.js';

/** A side's trial state: its ship's state array and what its units have used up. */
interface Corner {
  readonly f: Fighter;
  readonly s: Int32Array;
  /** Charges left of each weapon (-1: no charges). */
  readonly charges: Int32Array;
  /** 1 for a weapon burnt out or jammed for the rest of the duel. */
  readonly broken: Uint8Array;
  /** 1 for a weapon powered this turn. */
  readonly powered: Uint8Array;
  /** The other side's point-system protection, as this side's fire meets it. */
  readonly against: DefenseTable;
  /** Bits of this side's Defense units powered this turn. */
  defenseMask: number;
  /** The facing it turns to the other this turn. */
  facing: Facing;
  damage: number;
  power: number;
  shots: number;
  hits: number;
  /** Whether the first internal loss of its ship was counted this trial. */
  lostFirstSeen: boolean;
  readonly layout: SideLayout;
  /** The hits of its fire this turn. */
  readonly volley: Hit[];
}

/** What a trial needs, made once a thread: both corners, and the range penalties and reduced dice met so far. */
export interface Arena {
  readonly a: Corner;
  readonly b: Corner;
  readonly doublings: Map<number, number>;
}

/** A volley as it was fired, for a replay (the state before it and after it). */
export interface VolleyEvent {
  readonly turn: number;
  /** The side that fired it. */
  readonly from: Side;
  readonly shield: Facing;
  readonly hits: readonly Hit[];
  readonly before: ShipState;
  readonly after: ShipState;
  readonly outcome: VolleyOutcome;
  /** The d6 faces its chart rolls took, in order. */
  readonly rolls: readonly number[];
}

export function newArena(duel: PreparedDuel): Arena {
  const corner = (f: Fighter, other: Fighter, layout: SideLayout): Corner => ({
    f,
    s: newState(f.kernel),
    charges: Int32Array.from(f.arms.weapons, (w) => w.charges),
    broken: new Uint8Array(f.arms.weapons.length),
    powered: new Uint8Array(f.arms.weapons.length),
    against: defenseTable(other.arms.defenses, other.arms.damageResistance),
    defenseMask: 0,
    facing: 1,
    damage: 0,
    power: 0,
    shots: 0,
    hits: 0,
    lostFirstSeen: false,
    layout,
    volley: [],
  });
  return { a: corner(duel.a, duel.b, duel.layout.a), b: corner(duel.b, duel.a, duel.layout.b), doublings: new Map() };
}

const roll3d6 = (dice: Dice): number => dice.d6() + dice.d6() + dice.d6();

/** The range in turn `t` (0-based). */
export function rangeOf(duel: PreparedDuel, t: number): number {
  const s = duel.range;
  switch (s.kind) {
    case 'fixed':
      return s.range;
    case 'closing':
      return Math.max(s.to, s.from - t * s.step);
    case 'standoff':
      return (s.side === 'a' ? duel.a : duel.b).reach;
    case 'list':
      return s.ranges[Math.min(t, s.ranges.length - 1)]!;
  }
}

/** Doublings of range past 4 hexes (the boundaries of Reduced by Range, read from spacedock/combat). */
function doublingsAt(arena: Arena, range: number): number {
  let d = arena.doublings.get(range);
  if (d === undefined) {
    const r = rangeReducedDice(0, range);
    d = r.ok ? r.value.doublings : 0;
    arena.doublings.set(range, d);
  }
  return d;
}

/** Whether a weapon's box on the damage chart stands (a weapon with none always does). */
function stands(c: Corner, w: Weapon): boolean {
  const p = w.chart;
  if (p.kind === 'none') return true;
  if (p.kind === 'phaser') return phaserStands(c.s, p.index);
  // A system's destroyed boxes are crossed off its rows in order; a unit's boxes are its last ones.
  const total = c.f.kernel.ship.systems[p.system]?.total ?? 0;
  return p.position >= total - systemLeft(c.s, p.system);
}

/** Whether a weapon can fire at all this turn (before power, arcs and range). */
const ready = (c: Corner, i: number, w: Weapon, turn: number): boolean => c.broken[i] === 0 && c.charges[i] !== 0 && (turn + 1) % w.every === 0 && stands(c, w);

/** The facing a ship turns to the other this turn. */
function facingOf(duel: PreparedDuel, c: Corner, turn: number): Facing {
  const policy = duel.facing;
  if (typeof policy === 'object') return (c.f.side === 'a' ? policy.a : policy.b) as Facing;
  if (policy === 'head-on') return 1;
  let best: Facing = 1;
  let bestWeapons = -1;
  let bestShield = -1;
  for (let f = 1 as Facing; f <= 6; f = (f + 1) as Facing) {
    let weapons = 0;
    if (policy === 'most-weapons') c.f.arms.weapons.forEach((w, i) => (weapons += (w.arcs & (1 << f)) !== 0 && ready(c, i, w, turn) ? 1 : 0));
    const shield = shieldLeft(c.s, f);
    if (weapons > bestWeapons || (weapons === bestWeapons && shield > bestShield)) {
      best = f;
      bestWeapons = weapons;
      bestShield = shield;
    }
  }
  return best;
}

/** The power a side has this turn. */
function budgetOf(duel: PreparedDuel, c: Corner): number {
  const p = duel.power;
  if (p === 'unlimited') return Number.MAX_SAFE_INTEGER;
  if (typeof p === 'number') return p;
  let n = 0;
  for (const system of DUEL_RULES.power.systems) n += systemLeft(c.s, system);
  return n;
}

/** Powers a side's units for the turn: its defenses first, then its weapons that could fire, in unit order (ours). */
function allocate(duel: PreparedDuel, c: Corner, turn: number, range: number): void {
  let budget = budgetOf(duel, c);
  c.defenseMask = 0;
  c.f.arms.defenses.forEach((d, i) => {
    if (d.power <= budget) {
      budget -= d.power;
      c.power += d.power;
      c.defenseMask |= 1 << i;
    }
  });
  const bearing = 1 << c.facing;
  c.f.arms.weapons.forEach((w, i) => {
    const can = ready(c, i, w, turn) && (w.arcs & bearing) !== 0 && w.range >= range && w.power <= budget;
    c.powered[i] = can ? 1 : 0;
    if (can) {
      budget -= w.power;
      c.power += w.power;
    }
  });
}

/** A side's fire at the other this turn: its hits, in `c.volley`. */
function fire(duel: PreparedDuel, arena: Arena, c: Corner, target: Corner, range: number, dice: Dice): void {
  c.volley.length = 0;
  if (isDestroyed(c.s)) return;
  const penalty = doublingsAt(arena, range) * duel.toHit.penaltyPerDoubling;
  const weapons = c.f.arms.weapons;
  for (let i = 0; i < weapons.length; i++) {
    if (c.powered[i] === 0) continue;
    const w = weapons[i]!;
    // Destroyed earlier this turn (the second to fire in a sequential turn): its power is spent for nothing.
    if (!stands(c, w)) continue;
    if (c.charges[i]! > 0) c.charges[i]!--;
    // Jammed: the roll before the use fails, the unit fails and is gone for the duel (seed 001, JAM).
    if (w.jammed > 0 && roll3d6(dice) > w.jammed) {
      c.broken[i] = 1;
      continue;
    }
    // Activation: the roll fails, the unit does not work this turn (seed 001, ACT).
    if (w.activation > 0 && roll3d6(dice) > w.activation) continue;
    const toHit = duel.toHit.base - (w.noRangePenalty ? 0 : penalty);
    const madeBy = toHit - roll3d6(dice);
    c.shots++;
    let hits = madeBy >= 0 ? 1 : 0;
    if (w.autofire > 0) {
      const auto = autofireHits({ madeBy, maxShots: w.autofire });
      hits = auto.ok ? auto.value.hits : hits;
    }
    c.hits += hits;
    const kept = w.reduced ? reducedDice(w.dice, range) : w.dice;
    for (let h = 0; h < hits && kept > 0; h++) {
      let sum = 0;
      for (let d = 0; d < kept; d++) sum += dice.d6();
      let mask = target.defenseMask;
      // A Defense with an activation roll stops this hit only if it makes the roll (seed 001, ACT: each use).
      if (mask !== 0) target.f.arms.defenses.forEach((d, j) => (d.activation > 0 && (mask & (1 << j)) !== 0 && roll3d6(dice) > d.activation ? (mask &= ~(1 << j)) : 0));
      const points = defended(c.against, w.traits, mask, kept, sum);
      if (points > 0) c.volley.push({ points, direction: target.facing, tech: c.f.arms.tech });
    }
    // Burnout: the roll after the use fails, the unit is gone for the duel (seed 001, BURN).
    if (w.burnout > 0 && roll3d6(dice) > w.burnout) c.broken[i] = 1;
  }
}

/** The dice a Reduced-by-Range weapon keeps (spacedock/combat's rangeReducedDice). */
function reducedDice(dice: number, range: number): number {
  const r = rangeReducedDice(dice, range);
  return r.ok ? r.value.dice : dice;
}

/** Fires a side's volley at the other, and counts it. */
function land(duel: PreparedDuel, c: Corner, target: Corner, turn: number, dice: Dice, tally: Float64Array, observe: ((e: VolleyEvent) => void) | undefined): void {
  if (c.volley.length === 0 || isDestroyed(target.s)) return;
  const before = observe === undefined ? undefined : shipOf(target.f.kernel, target.s);
  const rolls: number[] = [];
  const seen: Dice = observe === undefined ? dice : { d6: () => { const f = dice.d6(); rolls.push(f); return f; } };
  const outcome = fireVolley(target.f.kernel, target.s, target.facing, c.volley, seen);
  c.damage += outcome.points;
  if (outcome.internals > 0 && !target.lostFirstSeen) {
    target.lostFirstSeen = true;
    const parts = target.f.kernel.parts;
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p]!;
      if ((part.kind === 'system' || part.kind === 'phaser' || part.kind === 'track') && partLeft(part, target.s) < part.boxes) tally[target.layout.lostFirst + p]!++;
    }
  }
  if (observe !== undefined && before !== undefined) observe({ turn, from: c.f.side, shield: target.facing, hits: [...c.volley], before, after: shipOf(target.f.kernel, target.s), outcome, rolls });
  void duel;
}

/** Runs one trial and adds what it did to the tally. `observe` sees each volley (for replays; it slows the trial). */
export function runTrial(duel: PreparedDuel, arena: Arena, dice: Dice, tally: Float64Array, observe?: (e: VolleyEvent) => void): void {
  const { a, b } = arena;
  for (const c of [a, b]) {
    resetState(c.f.kernel, c.s);
    c.charges.set(c.f.arms.weapons.map((w) => w.charges));
    c.broken.fill(0);
    c.damage = c.power = c.shots = c.hits = 0;
    c.lostFirstSeen = false;
  }
  const L = duel.layout;
  let turn = 0;
  let deadA = false;
  let deadB = false;
  for (; turn < duel.turns; turn++) {
    const range = rangeOf(duel, turn);
    a.facing = facingOf(duel, a, turn);
    b.facing = facingOf(duel, b, turn);
    allocate(duel, a, turn, range);
    allocate(duel, b, turn, range);
    const order = duel.firing === 'initiative' ? (dice.d6() <= 3 ? 'a-first' : 'b-first') : duel.firing;
    if (order === 'simultaneous') {
      fire(duel, arena, a, b, range, dice);
      fire(duel, arena, b, a, range, dice);
      land(duel, a, b, turn, dice, tally, observe);
      land(duel, b, a, turn, dice, tally, observe);
    } else {
      const [first, second] = order === 'a-first' ? [a, b] : [b, a];
      fire(duel, arena, first, second, range, dice);
      land(duel, first, second, turn, dice, tally, observe);
      fire(duel, arena, second, first, range, dice);
      land(duel, second, first, turn, dice, tally, observe);
    }
    deadA = isDestroyed(a.s);
    deadB = isDestroyed(b.s);
    if (deadA || deadB) break;
    betweenTurns(a.f.kernel, a.s);
    betweenTurns(b.f.kernel, b.s);
  }
  tally[T_TRIALS]!++;
  if (deadA) tally[a.layout.destroyedBy + turn]!++;
  if (deadB) tally[b.layout.destroyedBy + turn]!++;
  if (deadA || deadB) tally[L.decided + turn]!++;
  tally[deadA && deadB ? L.both : deadA ? L.bWins : deadB ? L.aWins : L.draws]!++;
  for (const c of [a, b]) {
    const s = c.layout.sums;
    tally[s.damage]! += c.damage;
    tally[s.damage2]! += c.damage * c.damage;
    tally[s.power]! += c.power;
    tally[s.power2]! += c.power * c.power;
    tally[s.damagePower]! += c.damage * c.power;
    tally[s.shots]! += c.shots;
    tally[s.shots2]! += c.shots * c.shots;
    tally[s.hits]! += c.hits;
    tally[s.hits2]! += c.hits * c.hits;
  }
}
