import { FUNCTION_KINDS, FUNCTIONS, MISSILE_BASE, MISSILE_OPTIONS, type FunctionKind, type FunctionRule } from '../rules/functions.js';
import { MODIFIER_CODES, MODIFIER_CONFLICTS, MODIFIERS, type ModifierCode, type ModifierRequirement, type ModifierRule } from '../rules/modifiers.js';
import {
  AUTOFIRE,
  CHARGES,
  DAMAGE_RESISTANCE_STEPS,
  EXTRA_TIME,
  LIMITED_EFFECT,
  POWER_MULTIPLIERS,
  type RollTable,
} from '../rules/tables.js';
import { CHARGES_BY_COUNT, EXTRA_TIME_BY_TURNS, POWER_BY_MULTIPLIER, rollsFor } from '../rules/lookups.js';
import type { Modifier, UnitSpec } from './ast.js';
import type { Report } from './parser.js';
import { emitRule } from './rule-diagnostic.js';

/** Per code: its rule and its bit in a set of codes held in one integer (31 codes fit; a test guards that). */
/** The bit of each function kind, for the "usually on" sets below. */
const KIND_BIT: ReadonlyMap<FunctionKind, number> = new Map(FUNCTION_KINDS.map((k, i) => [k, 1 << i]));

/**
 * Per code: its rule, its bit in a set of codes held in one integer (31 codes fit; a test guards
 * that), and its "usually on" functions as a set of kind bits (all bits when the book sets no
 * expectation). Built once from the tables so that the per-unit checks are bit tests.
 */
const INFO: ReadonlyMap<ModifierCode, { readonly rule: ModifierRule; readonly bit: number; readonly usual: number }> = new Map(
  MODIFIER_CODES.map((code, i) => {
    const rule = MODIFIERS[code];
    const usual = rule.usualOn === undefined ? -1 : rule.usualOn.reduce((set, k) => set | KIND_BIT.get(k)!, 0);
    return [code, { rule, bit: 1 << i, usual }];
  }),
);
const bit = (code: ModifierCode): number => INFO.get(code)!.bit;

/** The facts about a unit that decide which modifiers may sit on it. */
interface UnitFacts {
  readonly rule: FunctionRule | undefined;
  /** The codes present on the unit, as a bit set (see `INFO`). */
  readonly present: number;
}

const DEFENSE_NAMES = Object.values(FUNCTIONS)
  .filter((f) => f.role === 'defense')
  .map((f) => f.name)
  .join(', ');

const has = (facts: UnitFacts, codeBit: number): boolean => (facts.present & codeBit) !== 0;
const CH = bit('CH');
const CONFLICTS = MODIFIER_CONFLICTS.map((c) => ({ ...c, bits: bit(c.codes[0]) | bit(c.codes[1]) }));
const RNG = bit('RNG');
const POWZ = bit('POWZ');

/**
 * Checks what the grammar cannot: table values, repeats, applicability, conflicts, and the
 * missile's options. `unit` is undefined when the function could not be read; the modifiers
 * are still checked on their own. `warheads` says whether to check a missile's warhead too
 * (the parser checks each warhead where it reads it, and passes false).
 */
export function validateUnit(unit: UnitSpec | undefined, modifiers: readonly Modifier[], report: Report, warheads = true): void {
  // First pass: which codes are present, and repeats. Applicability needs the whole set, so
  // it waits for the second pass, which checks the first occurrence of each code.
  let present = 0;
  let limitTexts: Set<string> | undefined;
  for (const m of modifiers) {
    const info = INFO.get(m.code)!;
    if ((present & info.bit) !== 0 && !info.rule.stacks) {
      emitRule(report, 'duplicate-modifier', `${info.rule.name} (${m.code}) is already on this unit and does not stack`, m.span.start, m.span.end, info.rule.source);
    }
    present |= info.bit;
    if (m.code === 'LIMIT') {
      limitTexts ??= new Set();
      if (limitTexts.has(m.text.value)) emitRule(report, 'duplicate-modifier', 'this limitation is already on the unit', m.span.start, m.span.end, info.rule.source);
      limitTexts.add(m.text.value);
    }
  }
  const facts: UnitFacts = { rule: unit === undefined ? undefined : FUNCTIONS[unit.function.kind], present };
  let applied = 0;
  for (const m of modifiers) {
    checkTableValue(m, facts, report);
    const info = INFO.get(m.code)!;
    if (facts.rule !== undefined && (applied & info.bit) === 0) checkApplies(m, info.rule, info.usual, facts, report);
    applied |= info.bit;
  }

  for (const conflict of CONFLICTS) {
    if ((present & conflict.bits) !== conflict.bits) continue;
    const [a, b] = conflict.codes;
    const ma = modifiers.find((m) => m.code === a)!;
    const mb = modifiers.find((m) => m.code === b)!;
    const later = ma.span.start > mb.span.start ? ma : mb;
    emitRule(report, 'conflicting-modifiers', `${a} and ${b} cannot both apply: ${conflict.reason}`, later.span.start, later.span.end, conflict.source, conflict.severity);
  }

  if (unit !== undefined) checkFunction(unit, report, warheads);
}

function rollRows(table: RollTable): string {
  return table.rows.map((r) => `${r.roll}<`).join(', ');
}

function checkTableValue(m: Modifier, facts: UnitFacts, report: Report): void {
  const at = m.span;
  switch (m.code) {
    case 'AUTO': {
      if (m.shots === undefined) return;
      let shots: number = AUTOFIRE.baseShots;
      while (shots < m.shots) shots *= 2;
      if (shots !== m.shots) {
        emitRule(report, 'invalid-table-value', `autofire comes in ${AUTOFIRE.baseShots} shots, doubled for each further ${AUTOFIRE.factorPerDoubling}: ${AUTOFIRE.baseShots}, ${AUTOFIRE.baseShots * 2}, ${AUTOFIRE.baseShots * 4}, ...; not ${m.shots}`, at.start, at.end, AUTOFIRE.source);
      }
      return;
    }
    case 'CH': {
      if (CHARGES_BY_COUNT[m.charges] === undefined) {
        const first = CHARGES.rows[0]!;
        const last = CHARGES.rows[CHARGES.rows.length - 1]!;
        emitRule(report, 'invalid-table-value', `the charges table runs from ${first.from} to ${last.to}; ${m.charges} charges is not defined`, at.start, at.end, CHARGES.source);
      }
      return;
    }
    case 'ACT':
    case 'JAM':
    case 'BURN': {
      const charged = has(facts, CH);
      const { table, byRoll } = rollsFor(m.code, charged);
      if (!byRoll.has(m.roll)) {
        const which = m.code === 'BURN' ? (charged ? ' with charges' : ' without charges') : '';
        emitRule(report, 'invalid-table-value', `${MODIFIERS[m.code].name}${which} is defined for ${rollRows(table)} only; not ${m.roll}<`, at.start, at.end, table.source);
      }
      return;
    }
    case 'XTIME':
      if (!EXTRA_TIME_BY_TURNS.has(m.turns)) {
        emitRule(report, 'invalid-table-value', `extra time is defined for ${EXTRA_TIME.rows.map((r) => r.turns).join(', ')} turns only; not ${m.turns}`, at.start, at.end, EXTRA_TIME.source);
      }
      return;
    case 'POWX':
      if (!POWER_BY_MULTIPLIER.has(m.multiplier)) {
        emitRule(report, 'invalid-table-value', `increased power is defined for x${POWER_MULTIPLIERS.rows.map((r) => r.multiplier).join(', x')} only; not x${m.multiplier}`, at.start, at.end, POWER_MULTIPLIERS.source);
      }
      return;
    case 'LIMIT': {
      const f = m.factor;
      if (f === undefined) return;
      const steps = f / LIMITED_EFFECT.step;
      if (f < LIMITED_EFFECT.min || f > LIMITED_EFFECT.max || steps !== Math.floor(steps)) {
        emitRule(report, 'invalid-table-value', `a LIMIT factor is a multiple of ${LIMITED_EFFECT.step} from ${LIMITED_EFFECT.min} to ${LIMITED_EFFECT.max}; not ${f}`, at.start, at.end, LIMITED_EFFECT.source);
      }
      return;
    }
    default:
      return;
  }
}

/** Whether a requirement of a modifier holds on this unit. */
function meets(req: ModifierRequirement, rule: FunctionRule, facts: UnitFacts): boolean {
  switch (req) {
    case 'range':
      return rule.hasRange || has(facts, RNG);
    case 'no-range':
      return !rule.hasRange;
    case 'defense':
      return rule.role === 'defense';
    case 'zap':
      return rule.kind === 'zap';
    case 'power':
      return rule.needsPower && !has(facts, CH);
    case 'power-left':
      return !has(facts, POWZ);
  }
}

function whyNot(req: ModifierRequirement, rule: FunctionRule): string {
  switch (req) {
    case 'range':
      return `${rule.name} has no range (add RNG to give it some)`;
    case 'no-range':
      return `${rule.name} already has range`;
    case 'defense':
      return `it only applies to defenses (${DEFENSE_NAMES}), not ${rule.name}`;
    case 'zap':
      return `it only applies to Zap, not ${rule.name}`;
    case 'power':
      return rule.needsPower ? 'charges replace the power this unit would need' : `${rule.name} needs no power`;
    case 'power-left':
      return 'POWZ already removes all power';
  }
}

function checkApplies(m: Modifier, mod: ModifierRule, usual: number, facts: UnitFacts, report: Report): void {
  const rule = facts.rule!;
  for (let i = 0; i < mod.requires.length; i++) {
    const req = mod.requires[i]!;
    if (!meets(req, rule, facts)) {
      emitRule(report, 'modifier-not-applicable', `${mod.name} (${m.code}) cannot apply here: ${whyNot(req, rule)}`, m.span.start, m.span.end, mod.source);
      return;
    }
  }
  if ((usual & KIND_BIT.get(rule.kind)!) === 0) {
    const on = (mod.usualOn ?? []).map((k) => FUNCTIONS[k].name).join(', ');
    emitRule(report, 'unusual-modifier', `${mod.name} (${m.code}) is generally only used on ${on}, not ${rule.name}`, m.span.start, m.span.end, mod.source);
  }
}

/** Checks on the function's own values: Damage Resistance steps, missile options, a warhead. */
function checkFunction(unit: UnitSpec, report: Report, warheads: boolean): void {
  const fn = unit.function;
  if (fn.kind === 'damage-resistance') {
    const steps = DAMAGE_RESISTANCE_STEPS.rows;
    if (!steps.some((s) => s.points === fn.points.value)) {
      emitRule(report, 'invalid-table-value', `Damage Resistance comes in steps of ${steps.map((s) => s.points).join(', ')} points; not ${fn.points.value}`, fn.points.span.start, fn.points.span.end, DAMAGE_RESISTANCE_STEPS.source);
    }
  } else if (fn.kind === 'missile') {
    if (fn.basic.value < MISSILE_BASE.minimumBasic) {
      emitRule(report, 'value-below-minimum', `a missile costs at least ${MISSILE_BASE.minimumBasic} basic points; not ${fn.basic.value}`, fn.basic.span.start, fn.basic.span.end, MISSILE_BASE.source);
    }
    for (const option of MISSILE_OPTIONS) {
      const node = fn[option.key];
      if (node !== undefined && node.value < option.free) {
        emitRule(report, 'value-below-minimum', `every missile has ${option.word}=${option.free} for free; ${node.value} is below that`, node.span.start, node.span.end, option.source);
      }
    }
    if (warheads && fn.warhead !== undefined) validateUnit(fn.warhead, fn.warhead.modifiers, report);
  }
}
