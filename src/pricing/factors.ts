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
  let side: PriceTerm['side'] = rule.side === 'disadvantage' ? 'disadvantage' : 'advantage';
  let factor: number;
  let source: SourceRef = rule.source;
  switch (m.code) {
    case 'AUTO':
      factor = AUTOFIRE.baseFactor + AUTOFIRE.factorPerDoubling * Math.log2((m.shots ?? AUTOFIRE.baseShots) / AUTOFIRE.baseShots);
      break;
    case 'CH': {
      const row = CHARGES.rows.find((r) => m.charges >= r.from && m.charges <= r.to);
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
      factor = AREA_EFFECTS.shapes.find((s) => s.shape === m.shape)!.factor + (m.selective ? AREA_EFFECTS.selectiveFactor : 0);
      source = AREA_EFFECTS.source;
      break;
    case 'ACT':
      factor = roll(ACTIVATION_ROLLS, m.roll);
      source = ACTIVATION_ROLLS.source;
      break;
    case 'JAM':
      factor = roll(JAMMED_ROLLS, m.roll);
      source = JAMMED_ROLLS.source;
      break;
    case 'BURN': {
      const table = hasCharges ? BURNOUT_ROLLS_WITH_CHARGES : BURNOUT_ROLLS;
      factor = roll(table, m.roll);
      source = table.source;
      break;
    }
    case 'XTIME':
      factor = EXTRA_TIME.rows.find((r) => r.turns === m.turns)!.factor;
      source = EXTRA_TIME.source;
      break;
    case 'POWX':
      factor = POWER_MULTIPLIERS.rows.find((r) => r.multiplier === m.multiplier)!.factor;
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
