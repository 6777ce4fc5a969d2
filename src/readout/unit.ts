import { formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import type { UnitPrice } from '../pricing/price.js';
import { FUNCTIONS } from '../rules/functions.js';
import { MODIFIERS } from '../rules/modifiers.js';
import type { UnitLine } from '../design/schema.js';
import type { MissileReadout, UnitReadout } from './model.js';

/** What a spec's text says, whatever line it is on: its canonical form, function and special effect. */
interface SpecFacts {
  readonly canonical: string;
  readonly function: string;
  readonly effect: string | null;
  readonly arcs: readonly string[];
}

/** The facts of each spec text met while compiling a file (internal): a spec shared by many lines is parsed once. */
export type SpecFactsMemo = Map<string, SpecFacts>;

function specFacts(spec: string, memo: SpecFactsMemo | undefined): SpecFacts {
  const known = memo?.get(spec);
  if (known !== undefined) return known;
  // A compiled document's specs all parse (the loader refuses a file with a spec that does not).
  const parsed = parseUnit(spec);
  const facts: SpecFacts = parsed.ok
    ? {
        canonical: formatUnit(parsed.value),
        function: FUNCTIONS[parsed.value.function.kind].name,
        effect: parsed.value.specialEffect?.value ?? null,
        arcs: parsed.value.modifiers.flatMap((m) => (m.code === 'ARC' ? m.arcs : [])),
      }
    : { canonical: spec, function: '', effect: null, arcs: [] };
  memo?.set(spec, facts);
  return facts;
}

/**
 * The readout of one unit line, from its line and its price (internal: the loader's compile
 * step). Its spec is parsed for its canonical form, function and special effect once per text
 * (`memo`).
 */
export function unitReadout(line: UnitLine, price: UnitPrice, memo?: SpecFactsMemo): UnitReadout {
  const facts = specFacts(line.spec, memo);
  const count = line.count ?? 1;
  const fn = facts.function;
  const words = [...new Set(price.breakdown.map((t) => MODIFIERS[t.code].name))];
  return {
    name: line.name,
    spec: line.spec,
    canonical: facts.canonical,
    count,
    function: fn,
    effect: facts.effect,
    arcs: facts.arcs,
    basic: price.basic,
    active: price.active,
    build: price.build,
    power: price.power,
    range: price.ranged ? price.range : null,
    advantages: price.advantages,
    disadvantages: price.disadvantages,
    modifiers: price.breakdown.map((t) => ({ code: t.code, name: MODIFIERS[t.code].name, side: t.side, factor: t.factor, counted: t.counted })),
    summary: words.length === 0 ? fn : `${fn}: ${words.join(', ')}`,
    // Exact: the loader refuses a document whose totals pass 2^53 - 1, and a line is part of them.
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
