import type { UnitSpec } from '../notation/ast.js';
import { formatModifier, formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import { priceUnit, type UnitPrice } from '../pricing/price.js';
import { PRICE_TABLE_COLUMNS, priceTableCells } from '../pricing/price-table.js';
import type { ProfileName } from '../pricing/profile.js';
import { MODIFIERS } from '../rules/modifiers.js';
import type { CommandRun } from './definition.js';
import { runSpecCommand } from './spec-command.js';
import { mdCell } from '../text/table-cells.js';

/** `spacedock price`: the price with its breakdown; a batch prints a table of prices. */
export const run: CommandRun = (input, io, usage) => {
  const profile = input.options['profile'] as ProfileName | undefined;
  return runSpecCommand(
    input,
    io,
    usage,
    (spec) => {
      const priced = priceUnit(spec, profile === undefined ? undefined : { profile });
      const parsed = priced.ok ? parseUnit(spec) : undefined;
      const canonical = parsed?.ok === true ? formatUnit(parsed.value) : null;
      return {
        ok: priced.ok,
        diagnostics: priced.diagnostics,
        fields: { canonical, price: priced.ok ? priced.value : null },
        text: () => (priced.ok && parsed?.ok === true ? `${canonical}\n${renderPrice(priced.value, parsed.value)}` : ''),
      };
    },
    { head: PRICE_TABLE_HEAD, row: (line, a) => (a.fields.price === null ? undefined : priceRow(line, a.fields.canonical ?? '', a.fields.price)) },
  );
};

/** The heading of a batch's table (the library's columns): one row per valid spec follows, named by its line on standard input. */
const PRICE_TABLE_HEAD = [`| ${PRICE_TABLE_COLUMNS.map((c) => c.name).join(' | ')} |`, `| ${PRICE_TABLE_COLUMNS.map((c) => (c.numeric ? '---:' : '---')).join(' | ')} |`].join('\n');

/** A row of a batch's table, printed as soon as its spec is priced. */
function priceRow(line: number, canonical: string, p: UnitPrice): string {
  return `| ${priceTableCells(line, canonical, p).map(mdCell).join(' | ')} |`;
}

const num = (n: number): string => String(n);

/** A readable account of a price: each modifier, the totals, then the five numbers. */
export function renderPrice(p: UnitPrice, unit: UnitSpec, indent = ''): string {
  const lines: string[] = [];
  const written = unit.modifiers.map(formatModifier);
  const width = Math.max(4, ...written.map((w) => w.length));
  p.breakdown.forEach((t, i) => {
    const sign = t.side === 'advantage' ? '+' : t.side === 'disadvantage' ? '-' : ' ';
    const note = t.counted ? '' : '  (not counted: only the larger of burnout and charges counts)';
    lines.push(`${indent}  ${(written[i] ?? t.code).padEnd(width)}  ${sign}${num(t.factor).padEnd(5)} ${MODIFIERS[t.code].name}${note}`);
  });
  if (p.breakdown.length > 0) lines.push(`${indent}  advantages ${num(p.advantages)}, disadvantages ${num(p.disadvantages)}`);
  lines.push(
    `${indent}basic  ${num(p.basic).padStart(6)}`,
    `${indent}active ${num(p.active).padStart(6)}   basic x (1 + ${num(p.advantages)})`,
    `${indent}build  ${num(p.build).padStart(6)}   active / (1 + ${num(p.disadvantages)})`,
    `${indent}power  ${num(p.power).padStart(6)}`,
    `${indent}range  ${(p.ranged ? num(p.range) : '-').padStart(6)}${p.ranged ? '' : '   (no range: contact or own ship only)'}`,
  );
  const m = p.missile;
  if (m !== undefined) {
    lines.push(
      `${indent}missile points ${m.missilePoints}: move ${m.movement} (${m.spent.movement}), mode ${m.modeFactor} (${m.spent.modeFactor}), endurance ${m.endurance} (${m.spent.endurance}), reusable ${m.reusable ? 'yes' : 'no'} (${m.spent.reusable}), warhead (${m.spent.warhead}); ${m.unspent} unspent; turn mode ${Number.isInteger(m.turnMode) ? m.turnMode : m.turnMode.toFixed(2)}`,
    );
    const warhead = unit.function.kind === 'missile' ? unit.function.warhead : undefined;
    if (m.warhead !== undefined && warhead !== undefined) lines.push(`${indent}warhead ${formatUnit(warhead)}:`, renderPrice(m.warhead, warhead, indent + '  '));
  }
  if (indent === '') lines.push(`profile ${p.profile}`);
  return lines.join('\n');
}
