import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { UnitPrice } from '../pricing/price.js';
import { FUNCTIONS } from '../rules/functions.js';
import { MODIFIERS } from '../rules/modifiers.js';
import type { UnitLine } from '../design/schema.js';
import type { MissileReadout, UnitReadout } from './model.js';

/** What a unit line's spec and price say, whatever line it is on: every field of its readout but the line's own. */
type UnitCore = Omit<UnitReadout, 'name' | 'count' | 'totalBuild' | 'totalPower' | 'weapon' | 'notes'>;

/**
 * The cores worked out while compiling a file (internal), by price: the loader gives every line
 * of one spec (under one profile) the same price object, so a spec shared by thousands of lines
 * is read out once (its parse for the canonical form, function, effect and arcs; its modifiers
 * in words).
 */
export type SpecFactsMemo = Map<UnitPrice, UnitCore>;

/** The core of a line's readout: from the memo when its price was read out before (for the same spec). */
function unitCore(spec: string, price: UnitPrice, memo: SpecFactsMemo | undefined): UnitCore {
  const known = memo?.get(price);
  if (known !== undefined && known.spec === spec) return known;
  // A compiled document's specs all parse (the loader refuses a file with a spec that does not).
  const parsed = parseUnit(spec);
  const fn = parsed.ok ? FUNCTIONS[parsed.value.function.kind].name : '';
  const words = [...new Set(price.breakdown.map((t) => MODIFIERS[t.code].name))];
  const core: UnitCore = {
    spec,
    canonical: parsed.ok ? formatUnit(parsed.value) : spec,
    function: fn,
    effect: parsed.ok ? (parsed.value.specialEffect?.value ?? null) : null,
    arcs: parsed.ok ? parsed.value.modifiers.flatMap((m) => (m.code === 'ARC' ? m.arcs : [])) : [],
    basic: price.basic,
    active: price.active,
    build: price.build,
    power: price.power,
    range: price.ranged ? price.range : null,
    advantages: price.advantages,
    disadvantages: price.disadvantages,
    modifiers: price.breakdown.map((t) => ({ code: t.code, name: MODIFIERS[t.code].name, side: t.side, factor: t.factor, counted: t.counted })),
    summary: words.length === 0 ? fn : `${fn}: ${words.join(', ')}`,
    missile: missileReadout(price),
  };
  memo?.set(price, core);
  return core;
}

/**
 * The readout of one unit line, from its line and its price (internal: the loader's compile
 * step). What its spec and price say is worked out once per price (`memo`): lines that share a
 * spec share those parts of their readouts.
 */
export function unitReadout(line: UnitLine, price: UnitPrice, memo?: SpecFactsMemo): UnitReadout {
  const core = unitCore(line.spec, price, memo);
  const count = line.count ?? 1;
  return {
    name: line.name,
    spec: core.spec,
    canonical: core.canonical,
    count,
    function: core.function,
    effect: core.effect,
    arcs: core.arcs,
    basic: core.basic,
    active: core.active,
    build: core.build,
    power: core.power,
    range: core.range,
    advantages: core.advantages,
    disadvantages: core.disadvantages,
    modifiers: core.modifiers,
    summary: core.summary,
    // Exact: the loader refuses a document whose totals pass 2^53 - 1, and a line is part of them.
    totalBuild: core.build * count,
    totalPower: core.power * count,
    weapon: line.weapon ?? null,
    notes: line.notes ?? null,
    missile: core.missile,
  };
}

/** A missile's purchases, without the warhead's whole price (its figures only). */
function missileReadout(price: UnitPrice): MissileReadout | null {
  const m = price.missile;
  if (m === undefined) return null;
  const w = m.warhead;
  return {
    missilePoints: m.missilePoints,
    spent: { ...m.spent },
    unspent: m.unspent,
    movement: m.movement,
    modeFactor: m.modeFactor,
    endurance: m.endurance,
    turnMode: m.turnMode,
    reusable: m.reusable,
    warhead: w === undefined ? null : { basic: w.basic, active: w.active, build: w.build, range: w.ranged ? w.range : null },
  };
}
