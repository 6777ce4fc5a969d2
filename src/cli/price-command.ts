import type { UnitSpec } from '../notation/ast.js';
import { formatModifier, formatUnit } from '../notation/format.js';
import { parseUnit } from '../notation/parse.js';
import { priceUnit, type UnitPrice } from '../pricing/price.js';
import type { ProfileInput } from '../pricing/resolve-profile.js';
import { MODIFIERS } from '../rules/modifiers.js';
import type { Command } from './io.js';
import { printDiagnostics, readSpecArgs } from './spec-arg.js';

/** `spacedock price "<spec>" [--json] [--profile name]`: the price with its breakdown. */
export const priceCommand: Command = async (args, io) => {
  const a = await readSpecArgs('price', args, { json: { type: 'boolean' }, profile: { type: 'string' } }, io);
  if (!a.ok) return io.err(a.message + '\n'), 2;
  const profile = a.values['profile'];
  // The name is passed as given: priceUnit checks it and reports an unknown one (invalid-profile).
  const result = priceUnit(a.source, typeof profile === 'string' ? { profile: profile as ProfileInput } : undefined);
  printDiagnostics(a.source, result.diagnostics, io);
  if (!result.ok) return 1;
  if (a.values['json'] === true) io.out(JSON.stringify(result.value, null, 2) + '\n');
  else {
    const parsed = parseUnit(a.source);
    if (parsed.ok) io.out(`${formatUnit(parsed.value)}\n${renderPrice(result.value, parsed.value)}\n`);
  }
  return 0;
};

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
