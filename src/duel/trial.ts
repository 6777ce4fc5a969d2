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
import type { Fighter, PreparedDuel, Team } from './prepare.js';
import type { SideLayout } from './tally.js';
import { T_TRIALS } from './tally.js';
import type { Side } from './types.js';

/** A ship's trial state: its state array and what its units have used up. */
interface Corner {
  readonly f: Fighter;
  readonly s: Int32Array;
  /** Charges left of each weapon (-1: no charges), and at the start of a trial. */
  readonly charges: Int32Array;
  readonly fullCharges: Int32Array;
  /** 1 for a weapon burnt out or jammed for the rest of the duel. */
  readonly broken: Uint8Array;
  /** 1 for a weapon powered this turn. */
  readonly powered: Uint8Array;
  /** Its own point-system protection, as the other side's fire meets it. */
  readonly protection: DefenseTable;
  /** Bits of its Defense units powered this turn. */
  defenseMask: number;
  /** The facing it turns to the other this turn. */
  facing: Facing;
  power: number;
  shots: number;
  hits: number;
  /** Whether the first internal loss of its ship was counted this trial. */
  lostFirstSeen: boolean;
  /** Where its first-lost counters start in the tally. */
  readonly lostFirst: number;
  /** The hits of the other side's fire at it this turn: one volley (D4.34). */
  readonly incoming: Hit[];
}

/** A side's trial state: its ships, and the damage its fire dealt. */
interface Squad {
  readonly team: Team;
  readonly corners: readonly Corner[];
  readonly layout: SideLayout;
  damage: number;
}

/** What a trial needs, made once a thread: both sides, and the range penalties, reduced dice and autofire hits met so far. */
export interface Arena {
  readonly a: Squad;
  readonly b: Squad;
  readonly doublings: Map<number, number>;
  /** Dice kept by Reduced by Range, by dice × 2^21 + range (range <= MAX_HEXES < 2^20). */
  readonly reduced: Map<number, number>;
  /** Autofire hits, by (margin + 2^20) × 2^11 + most shots (shots <= DUEL_LIMITS.shots < 2^11). */
  readonly autofire: Map<number, number>;
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
  const corner = (f: Fighter, layout: SideLayout): Corner => ({
    f,
    s: newState(f.kernel),
    charges: Int32Array.from(f.arms.weapons, (w) => w.charges),
    fullCharges: Int32Array.from(f.arms.weapons, (w) => w.charges),
    broken: new Uint8Array(f.arms.weapons.length),
    powered: new Uint8Array(f.arms.weapons.length),
    protection: defenseTable(f.arms.defenses, f.arms.damageResistance),
    defenseMask: 0,
    facing: 1,
    power: 0,
    shots: 0,
    hits: 0,
    lostFirstSeen: false,
    lostFirst: layout.lostFirst[f.index]!,
    incoming: [],
  });
  const squad = (team: Team, layout: SideLayout): Squad => ({ team, corners: team.ships.map((f) => corner(f, layout)), layout, damage: 0 });
  return { a: squad(duel.a, duel.layout.a), b: squad(duel.b, duel.layout.b), doublings: new Map(), reduced: new Map(), autofire: new Map() };
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

/** A ship's fire at its target this turn: its hits join the target's incoming volley. */
function fire(duel: PreparedDuel, arena: Arena, c: Corner, target: Corner, range: number, dice: Dice): void {
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
    const hits = w.autofire > 0 ? autofireOf(arena, madeBy, w.autofire) : madeBy >= 0 ? 1 : 0;
    c.hits += hits;
    const kept = w.reduced ? reducedDice(arena, w.dice, range) : w.dice;
    for (let h = 0; h < hits && kept > 0; h++) {
      let sum = 0;
      for (let d = 0; d < kept; d++) sum += dice.d6();
      let mask = target.defenseMask;
      // A Defense with an activation roll stops this hit only if it makes the roll (seed 001, ACT: each use).
      if (mask !== 0) target.f.arms.defenses.forEach((d, j) => (d.activation > 0 && (mask & (1 << j)) !== 0 && roll3d6(dice) > d.activation ? (mask &= ~(1 << j)) : 0));
      const points = defended(target.protection, w.traits, mask, kept, sum);
      if (points > 0) target.incoming.push({ points, direction: target.facing, tech: c.f.arms.tech });
    }
    // Burnout: the roll after the use fails, the unit is gone for the duel (seed 001, BURN).
    if (w.burnout > 0 && roll3d6(dice) > w.burnout) c.broken[i] = 1;
  }
}

/** The dice a Reduced-by-Range weapon keeps (spacedock/combat's rangeReducedDice), remembered. */
function reducedDice(arena: Arena, dice: number, range: number): number {
  const key = dice * 2 ** 21 + range;
  let kept = arena.reduced.get(key);
  if (kept === undefined) {
    const r = rangeReducedDice(dice, range);
    kept = r.ok ? r.value.dice : dice;
    arena.reduced.set(key, kept);
  }
  return kept;
}

/** The hits of an autofire use made by `madeBy` (spacedock/combat's autofireHits), remembered. */
function autofireOf(arena: Arena, madeBy: number, maxShots: number): number {
  const key = (madeBy + 2 ** 20) * 2 ** 11 + maxShots;
  let hits = arena.autofire.get(key);
  if (hits === undefined) {
    const r = autofireHits({ madeBy, maxShots });
    hits = r.ok ? r.value.hits : madeBy >= 0 ? 1 : 0;
    arena.autofire.set(key, hits);
  }
  return hits;
}

/** The volley of the other side's fire at one ship lands on it, and is counted. */
function land(from: Squad, target: Corner, turn: number, dice: Dice, tally: Float64Array, observe: ((e: VolleyEvent) => void) | undefined): void {
  if (target.incoming.length === 0) return;
  if (isDestroyed(target.s)) {
    target.incoming.length = 0;
    return;
  }
  const before = observe === undefined ? undefined : shipOf(target.f.kernel, target.s);
  const rolls: number[] = [];
  const seen: Dice = observe === undefined ? dice : { d6: () => { const f = dice.d6(); rolls.push(f); return f; } };
  const outcome = fireVolley(target.f.kernel, target.s, target.facing, target.incoming, seen);
  from.damage += outcome.points;
  if (outcome.internals > 0 && !target.lostFirstSeen) {
    target.lostFirstSeen = true;
    const parts = target.f.kernel.parts;
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p]!;
      if ((part.kind === 'system' || part.kind === 'phaser' || part.kind === 'track') && partLeft(part, target.s) < part.boxes) tally[target.lostFirst + p]!++;
    }
  }
  if (observe !== undefined && before !== undefined) observe({ turn, from: from.team.side, shield: target.facing, hits: [...target.incoming], before, after: shipOf(target.f.kernel, target.s), outcome, rolls });
  target.incoming.length = 0;
}

/**
 * The ship of `enemy` that attacker `i` fires at (*ours*): with `focus`, the first standing ship
 * in fleet order; with `spread`, the standing ships in turn (attacker i takes the (i mod n)-th).
 */
function targetOf(duel: PreparedDuel, enemy: Squad, i: number): Corner | undefined {
  const standing = enemy.corners.filter((c) => !isDestroyed(c.s));
  if (standing.length === 0) return undefined;
  return duel.targeting === 'focus' ? standing[0] : standing[i % standing.length];
}

/** Every ship of a side fires at its target. */
function fireSide(duel: PreparedDuel, arena: Arena, side: Squad, enemy: Squad, range: number, dice: Dice): void {
  side.corners.forEach((c, i) => {
    const target = targetOf(duel, enemy, i);
    if (target !== undefined) fire(duel, arena, c, target, range, dice);
  });
}

/** The fire aimed at each ship of a side lands, one volley a ship, in fleet order. */
function landOn(from: Squad, side: Squad, turn: number, dice: Dice, tally: Float64Array, observe: ((e: VolleyEvent) => void) | undefined): void {
  for (const c of side.corners) land(from, c, turn, dice, tally, observe);
}

const destroyed = (side: Squad): boolean => side.corners.every((c) => isDestroyed(c.s));

/** Runs one trial and adds what it did to the tally. `observe` sees each volley (for replays; it slows the trial). */
export function runTrial(duel: PreparedDuel, arena: Arena, dice: Dice, tally: Float64Array, observe?: (e: VolleyEvent) => void): void {
  const { a, b } = arena;
  startTrial(a);
  startTrial(b);
  const L = duel.layout;
  let turn = 0;
  let deadA = false;
  let deadB = false;
  for (; turn < duel.turns; turn++) {
    const range = rangeOf(duel, turn);
    for (const c of a.corners) c.facing = facingOf(duel, c, turn);
    for (const c of b.corners) c.facing = facingOf(duel, c, turn);
    for (const c of a.corners) allocate(duel, c, turn, range);
    for (const c of b.corners) allocate(duel, c, turn, range);
    const order = duel.firing === 'initiative' ? (dice.d6() <= 3 ? 'a-first' : 'b-first') : duel.firing;
    if (order === 'simultaneous') {
      fireSide(duel, arena, a, b, range, dice);
      fireSide(duel, arena, b, a, range, dice);
      landOn(a, b, turn, dice, tally, observe);
      landOn(b, a, turn, dice, tally, observe);
    } else {
      const [first, second] = order === 'a-first' ? [a, b] : [b, a];
      fireSide(duel, arena, first, second, range, dice);
      landOn(first, second, turn, dice, tally, observe);
      fireSide(duel, arena, second, first, range, dice);
      landOn(second, first, turn, dice, tally, observe);
    }
    deadA = destroyed(a);
    deadB = destroyed(b);
    if (deadA || deadB) break;
    for (const c of a.corners) betweenTurns(c.f.kernel, c.s);
    for (const c of b.corners) betweenTurns(c.f.kernel, c.s);
  }
  tally[T_TRIALS]!++;
  if (deadA) tally[a.layout.destroyedBy + turn]!++;
  if (deadB) tally[b.layout.destroyedBy + turn]!++;
  if (deadA || deadB) tally[L.decided + turn]!++;
  tally[deadA && deadB ? L.both : deadA ? L.bWins : deadB ? L.aWins : L.draws]!++;
  countSide(a, tally);
  countSide(b, tally);
}

/** A side as built, at the start of a trial. */
function startTrial(side: Squad): void {
  side.damage = 0;
  for (const c of side.corners) {
    resetState(c.f.kernel, c.s);
    c.charges.set(c.fullCharges);
    c.broken.fill(0);
    c.power = c.shots = c.hits = 0;
    c.lostFirstSeen = false;
    c.incoming.length = 0;
  }
}

/** Adds a side's sums of the trial, and its ships destroyed, to the tally. */
function countSide(side: Squad, tally: Float64Array): void {
  let power = 0;
  let shots = 0;
  let hits = 0;
  for (const c of side.corners) {
    power += c.power;
    shots += c.shots;
    hits += c.hits;
    if (isDestroyed(c.s)) tally[side.layout.shipDestroyed + c.f.index]!++;
  }
  const damage = side.damage;
  const s = side.layout.sums;
  tally[s.damage]! += damage;
  tally[s.damage2]! += damage * damage;
  tally[s.power]! += power;
  tally[s.power2]! += power * power;
  tally[s.damagePower]! += damage * power;
  tally[s.shots]! += shots;
  tally[s.shots2]! += shots * shots;
  tally[s.hits]! += hits;
  tally[s.hits2]! += hits * hits;
}
