import type { Span } from '../diagnostics/diagnostic.js';
import type { Modifier } from '../notation/ast.js';
import { MODIFIERS, type ModifierCode } from '../rules/modifiers.js';
import type { SourceRef } from '../rules/source.js';
import {
  ACTIVATION_ROLLS,
  AREA_EFFECTS,
  AUTOFIRE,
  BURNOUT_ROLLS,
  BURNOUT_ROLLS_WITH_CHARGES,
  CHARGES,
  CONTINUOUS,
  EXTRA_TIME,
  FIRING_ARCS,
  JAMMED_ROLLS,
  POWER_MULTIPLIERS,
  type RollTable,
} from '../rules/tables.js';

/** How one modifier counts in a price. */
export interface PriceTerm {
  readonly code: ModifierCode;
  /** `neutral` only for 13 to 16 charges, which neither limit nor free the unit. */
  readonly side: 'advantage' | 'disadvantage' | 'neutral';
  /** The factor from the seed's tables (always positive; `side` says which total it joins). */
  readonly factor: number;
  /** False when the rules drop it: burnout and charges together count only the larger. */
  readonly counted: boolean;
  readonly span: Span;
  readonly source: SourceRef;
}

function roll(table: RollTable, n: number): number {
  const row = table.rows.find((r) => r.roll === n);
  if (row === undefined) throw new Error(`invariant: roll ${n} is not in the table (the validator lets no such unit through)`);
  return row.factor;
}

/** The side and factor of one modifier, read from the rule tables. */
export function termOf(m: Modifier, hasCharges: boolean, limitDefault: number): PriceTerm {
  const rule = MODIFIERS[m.code];
  const make = (side: PriceTerm['side'], factor: number, source: SourceRef = rule.source): PriceTerm => ({ code: m.code, side, factor, counted: true, span: m.span, source });
  switch (m.code) {
    case 'AUTO':
      return make('advantage', AUTOFIRE.baseFactor + AUTOFIRE.factorPerDoubling * Math.log2((m.shots ?? AUTOFIRE.baseShots) / AUTOFIRE.baseShots));
    case 'CH': {
      const row = CHARGES.rows.find((r) => m.charges >= r.from && m.charges <= r.to);
      if (row === undefined) throw new Error(`invariant: ${m.charges} charges are not in the table`);
      return make(row.side, row.factor, CHARGES.source);
    }
    case 'CONT':
      return make('advantage', CONTINUOUS.factor + (m.uncontrolled ? CONTINUOUS.uncontrolledExtra : 0), CONTINUOUS.source);
    case 'ARC':
      return make('advantage', FIRING_ARCS.factorPerExtraArc * Math.max(0, m.arcs.length - FIRING_ARCS.freeArcs));
    case 'AE': {
      const shape = AREA_EFFECTS.shapes.find((s) => s.shape === m.shape)!;
      return make('advantage', shape.factor + (m.selective ? AREA_EFFECTS.selectiveFactor : 0), AREA_EFFECTS.source);
    }
    case 'ACT':
      return make('disadvantage', roll(ACTIVATION_ROLLS, m.roll), ACTIVATION_ROLLS.source);
    case 'JAM':
      return make('disadvantage', roll(JAMMED_ROLLS, m.roll), JAMMED_ROLLS.source);
    case 'BURN': {
      const table = hasCharges ? BURNOUT_ROLLS_WITH_CHARGES : BURNOUT_ROLLS;
      return make('disadvantage', roll(table, m.roll), table.source);
    }
    case 'XTIME':
      return make('disadvantage', EXTRA_TIME.rows.find((r) => r.turns === m.turns)!.factor, EXTRA_TIME.source);
    case 'POWX':
      return make('disadvantage', POWER_MULTIPLIERS.rows.find((r) => r.multiplier === m.multiplier)!.factor, POWER_MULTIPLIERS.source);
    case 'LIMIT':
      return make('disadvantage', m.factor ?? limitDefault);
    default:
      return make(rule.side === 'disadvantage' ? 'disadvantage' : 'advantage', rule.factor!);
  }
}
