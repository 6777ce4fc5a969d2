import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { UnitPrice } from '../pricing/price.js';
import { FUNCTIONS } from '../rules/functions.js';
import { MODIFIERS } from '../rules/modifiers.js';
import type { UnitLine } from '../design/schema.js';
import type { MissileReadout, UnitReadout } from './model.js';

/**
 * The readout of one unit line of a loaded document, from its line and its price. The spec is
 * parsed again for its canonical form, function and special effect: a loaded document's specs all
 * parse (the loader refuses a file with a spec that does not).
 */
export function unitReadout(line: UnitLine, price: UnitPrice): UnitReadout {
  const parsed = parseUnit(line.spec);
  const count = line.count ?? 1;
  const fn = parsed.ok ? FUNCTIONS[parsed.value.function.kind].name : '';
  const words = [...new Set(price.breakdown.map((t) => MODIFIERS[t.code].name))];
  return {
    name: line.name,
    spec: line.spec,
    canonical: parsed.ok ? formatUnit(parsed.value) : line.spec,
    count,
    function: fn,
    effect: parsed.ok ? (parsed.value.specialEffect?.value ?? null) : null,
    basic: price.basic,
    active: price.active,
    build: price.build,
    power: price.power,
    range: price.ranged ? price.range : null,
    advantages: price.advantages,
    disadvantages: price.disadvantages,
    modifiers: price.breakdown.map((t) => ({ code: t.code, name: MODIFIERS[t.code].name, side: t.side, factor: t.factor, counted: t.counted })),
    summary: words.length === 0 ? fn : `${fn}: ${words.join(', ')}`,
    // Exact: documentReadout fails first when a document's totals pass 2^53 - 1, and a line is part of them.
    totalBuild: price.build * count,
    totalPower: price.power * count,
    weapon: line.weapon ?? null,
    notes: line.notes ?? null,
    missile: missileReadout(price),
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
