import type { Span } from '../diagnostics/diagnostic.js';
import type { Modifier } from '../notation/ast.js';
import { MODIFIERS, type ModifierCode, type ModifierRule } from '../rules/modifiers.js';
import type { SourceRef } from '../rules/source.js';
import { AREA_EFFECTS, AUTOFIRE, CHARGES, CONTINUOUS, EXTRA_TIME, FIRING_ARCS, POWER_MULTIPLIERS } from '../rules/tables.js';
import { CHARGES_BY_COUNT, EXTRA_TIME_BY_TURNS, POWER_BY_MULTIPLIER, rollsFor } from '../rules/lookups.js';

/** How one modifier counts in a price. */
export interface PriceTerm {
  readonly code: ModifierCode;
  /** `neutral` only for 13 to 16 charges, which neither limit nor free the unit. */
  readonly side: 'advantage' | 'disadvantage' | 'neutral';
  /** The factor from the book's tables (always positive; `side` says which total it joins). */
  readonly factor: number;
  /** False when the rules drop it: burnout and charges together count only the larger. */
  readonly counted: boolean;
  readonly span: Span;
  readonly source: SourceRef;
}

/** The modifier rules by code (a Map: this is read once per modifier of every price). */
const RULES: ReadonlyMap<ModifierCode, ModifierRule> = new Map(Object.values(MODIFIERS).map((r) => [r.code, r]));

const AREA_BY_SHAPE: ReadonlyMap<string, number> = new Map(AREA_EFFECTS.shapes.map((s) => [s.shape, s.factor]));

function lookup(map: ReadonlyMap<number, number>, key: number, what: string): number {
  const factor = map.get(key);
  if (factor === undefined) throw new Error(`invariant: ${what} ${key} is not in its table (the validator lets no such unit through)`);
  return factor;
}

/** The side and factor of one modifier, read from the rule tables. */
export function termOf(m: Modifier, hasCharges: boolean, limitDefault: number): PriceTerm {
  const rule = RULES.get(m.code)!;
  let side: PriceTerm['side'] = rule.side === 'disadvantage' ? 'disadvantage' : 'advantage';
  let factor: number;
  let source: SourceRef = rule.source;
  switch (m.code) {
    case 'AUTO':
      factor = AUTOFIRE.baseFactor + AUTOFIRE.factorPerDoubling * Math.log2((m.shots ?? AUTOFIRE.baseShots) / AUTOFIRE.baseShots);
      break;
    case 'CH': {
      const row = CHARGES_BY_COUNT[m.charges];
      if (row === undefined) throw new Error(`invariant: ${m.charges} charges are not in the table`);
      side = row.side;
      factor = row.factor;
      source = CHARGES.source;
      break;
    }
    case 'CONT':
      factor = CONTINUOUS.factor + (m.uncontrolled ? CONTINUOUS.uncontrolledExtra : 0);
      source = CONTINUOUS.source;
      break;
    case 'ARC':
      factor = FIRING_ARCS.factorPerExtraArc * Math.max(0, m.arcs.length - FIRING_ARCS.freeArcs);
      break;
    case 'AE':
      factor = AREA_BY_SHAPE.get(m.shape)! + (m.selective ? AREA_EFFECTS.selectiveFactor : 0);
      source = AREA_EFFECTS.source;
      break;
    case 'ACT':
    case 'JAM':
    case 'BURN': {
      const rolls = rollsFor(m.code, hasCharges);
      factor = lookup(rolls.byRoll, m.roll, 'roll');
      source = rolls.table.source;
      break;
    }
    case 'XTIME':
      factor = lookup(EXTRA_TIME_BY_TURNS, m.turns, 'turns');
      source = EXTRA_TIME.source;
      break;
    case 'POWX':
      factor = lookup(POWER_BY_MULTIPLIER, m.multiplier, 'multiplier');
      source = POWER_MULTIPLIERS.source;
      break;
    case 'LIMIT':
      factor = m.factor ?? limitDefault;
      break;
    default:
      factor = rule.factor!;
  }
  return { code: m.code, side, factor, counted: true, span: m.span, source };
}
