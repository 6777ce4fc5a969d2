import { quotedName } from './shown.js';
import { FUNCTION_COSTS, type FunctionCost } from '../rules/costs.js';
import { FUNCTIONS, type FunctionRule } from '../rules/functions.js';
import { MODIFIERS, type ModifierCode, type ModifierRule } from '../rules/modifiers.js';
import type { SourceRef } from '../rules/source.js';
import { costText } from '../rules/cost-text.js';
import { FACTOR_RANGES, type FactorRange } from '../rules/factor-ranges.js';
import type { CommandRun, OutputFormat } from './definition.js';
import { jsonReport, printJson } from './output.js';
import { csvCell, mdCell } from '../text/table-cells.js';

/** A function as `rules --json` lists it. */
export interface FunctionEntry {
  readonly code: string;
  readonly name: string;
  readonly amount: FunctionRule['amount'];
  readonly damageType: boolean;
  readonly args: FunctionRule['args'];
  readonly role: FunctionRule['role'];
  readonly hasRange: boolean;
  readonly needsPower: boolean;
  /** FUNCTION_COSTS: the terms of its basic points, and where they come from. */
  readonly cost: FunctionCost;
  readonly example: string;
  readonly source: SourceRef;
}

/** A modifier as `rules --json` lists it. */
export interface ModifierEntry {
  readonly code: ModifierCode;
  readonly name: string;
  readonly side: ModifierRule['side'];
  /** The fixed factor, or null when it depends on the parameter (then `variableFactor` says how). */
  readonly factor: number | null;
  readonly variableFactor: FactorRange | null;
  readonly params: ModifierRule['params'];
  readonly stacks: boolean;
  readonly requires: readonly string[];
  /** Function kinds it is generally used on (a warning elsewhere); empty when the book names none. */
  readonly usualOn: readonly string[];
  readonly source: SourceRef;
}

/** Every function, from FUNCTIONS and FUNCTION_COSTS. */
export function functionEntries(): FunctionEntry[] {
  return Object.values(FUNCTIONS).map((f) => ({
    code: f.kind,
    name: f.name,
    amount: f.amount,
    damageType: f.damageType,
    args: f.args,
    role: f.role,
    hasRange: f.hasRange,
    needsPower: f.needsPower,
    cost: FUNCTION_COSTS[f.kind],
    example: f.example,
    source: f.source,
  }));
}

/** Every modifier, from MODIFIERS and the factor tables. */
export function modifierEntries(): ModifierEntry[] {
  return Object.values(MODIFIERS).map((m) => ({
    code: m.code,
    name: m.name,
    side: m.side,
    factor: m.factor,
    variableFactor: m.factor === null ? (FACTOR_RANGES[m.code] ?? null) : null,
    params: m.params,
    stacks: m.stacks,
    requires: m.requires,
    usualOn: m.usualOn ?? [],
    source: m.source,
  }));
}

/** A modifier's factor in a table cell: the number, or its range and table (`0.25 to 2 by roll (ACTIVATION_ROLLS)`). */
export function factorText(m: ModifierEntry): string {
  if (m.factor !== null) return String(m.factor);
  const v = m.variableFactor;
  if (v === null) return 'by its parameter (docs/rules.md)';
  return `${v.max === null ? `${v.min} or more` : `${v.min} to ${v.max}`} by ${v.by} (${v.table})`;
}

const cite = (s: SourceRef): string => `${s.book}: ${s.entry}`;
const yesNo = (b: boolean): string => (b ? 'yes' : 'no');

/** The cells of each table, by column; the CSV holds every column of both, with the table's name first. */
const FUNCTION_COLUMNS = ['code', 'name', 'amount', 'damage type', 'range', 'power', 'basic points', 'source'] as const;
const MODIFIER_COLUMNS = ['code', 'name', 'side', 'factor', 'stacks', 'requires', 'usually on', 'source'] as const;
const CSV_COLUMNS = ['table', 'code', 'name', 'amount', 'damage type', 'range', 'power', 'basic points', 'side', 'factor', 'stacks', 'requires', 'usually on', 'source'] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Cells = Readonly<Partial<Record<Column, string>>>;

function functionCells(f: FunctionEntry): Cells {
  return {
    table: 'function',
    code: f.code,
    name: f.name,
    amount: f.amount,
    'damage type': f.damageType ? 'e/p/c' : '',
    range: f.hasRange ? 'yes' : 'with RNG',
    power: yesNo(f.needsPower),
    'basic points': costText(f.cost),
    // The price is what the table shows, so it cites where the price comes from (as docs/rules.md).
    source: cite(f.cost.source),
  };
}

function modifierCells(m: ModifierEntry): Cells {
  return {
    table: 'modifier',
    code: m.code,
    name: m.name,
    side: m.side,
    factor: factorText(m),
    stacks: yesNo(m.stacks),
    requires: m.requires.join(', '),
    'usually on': m.usualOn.map((k) => FUNCTIONS[k as keyof typeof FUNCTIONS].name).join(', '),
    source: cite(m.source),
  };
}


function markdown(columns: readonly Column[], rows: readonly Cells[]): string {
  return [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${columns.map((c) => mdCell(r[c] ?? '')).join(' | ')} |`)].join('\n');
}

/** Whether an entry's code or name contains the word, in any case. */
const matches = (word: string | undefined) => (e: { readonly code: string; readonly name: string }): boolean =>
  word === undefined || e.code.toLowerCase().includes(word.toLowerCase()) || e.name.toLowerCase().includes(word.toLowerCase());

/**
 * `spacedock rules`: the functions and modifiers, filtered by `--search`, as Markdown sections,
 * one CSV or JSON. Nothing matching is an empty answer (exit 0), said on standard error.
 */
export const run: CommandRun = async ({ options }, io) => {
  const search = typeof options['search'] === 'string' ? options['search'] : undefined;
  const format = options['format'] as OutputFormat;
  const functions = functionEntries().filter(matches(search));
  const modifiers = modifierEntries().filter(matches(search));
  if (format === 'json') {
    printJson(jsonReport([], { search: search ?? null, functions, modifiers }), io);
    return 0;
  }
  if (functions.length + modifiers.length === 0) {
    io.err(`no function or modifier has ${quotedName(search ?? '')} in its code or name\n`);
    return 0;
  }
  const fRows = functions.map(functionCells);
  const mRows = modifiers.map(modifierCells);
  if (format === 'csv') {
    io.out(`${[CSV_COLUMNS.join(','), ...[...fRows, ...mRows].map((r) => CSV_COLUMNS.map((c) => csvCell(r[c] ?? '')).join(','))].join('\n')}\n`);
    return 0;
  }
  const sections: string[] = [];
  if (fRows.length > 0) sections.push(`## Functions\n\n${markdown(FUNCTION_COLUMNS, fRows)}`);
  if (mRows.length > 0) sections.push(`## Modifiers\n\n${markdown(MODIFIER_COLUMNS, mRows)}`);
  io.out(`${sections.join('\n\n')}\n`);
  return 0;
};
