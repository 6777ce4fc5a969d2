/**
 * The text of `spacedock duel`: the outcomes with bars, the turn the duels were decided in, the
 * two ships side by side, and the parts each lost first.
 */
import type { DuelResult, DuelSide, Estimate, RangeSchedule } from '../duel/types.js';
import { blockBar, type ChartStyle } from './simulate-text.js';

/** The most parts listed under "lost first" for each ship. */
const LOST_LISTED = 6;
/** Past this many turns the histogram puts several turns in one row. */
const MAX_ROWS = 20;

const shown = (text: string): string => text.replace(/[\x00-\x1f\x7f-\x9f]/g, '·');
const columns = (text: string): number => [...text].length;
const padEnd = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - columns(text)));
const fit = (text: string, width: number): string => (columns(text) <= width ? text : `${[...text].slice(0, width - 1).join('')}~`);
const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** A range schedule in words. */
export function rangeText(s: RangeSchedule): string {
  switch (s.kind) {
    case 'fixed':
      return `range ${s.range}`;
    case 'closing':
      return `range closing from ${s.from} to ${s.to} by ${s.step} a turn`;
    case 'standoff':
      return `range kept by ${s.side} at its longest reach`;
    case 'list':
      return `range ${s.ranges.slice(0, 12).join(', ')}${s.ranges.length > 12 ? ', ...' : ''} by turn`;
  }
}

/** The text of a duel's figures, within `style.width` columns (60 to 200). */
export function renderDuel(r: DuelResult, style: ChartStyle): string {
  const width = Math.min(200, Math.max(60, style.width));
  const pm = style.unicode ? '±' : '+-';
  const est = (e: Estimate, digits = 1): string => `${e.value.toFixed(digits)} ${pm}${(2 * e.standardError).toFixed(digits)}`;
  const pct = (e: Estimate): string => `${percent(e.value)} ${pm}${(200 * e.standardError).toFixed(1)}`;
  const name = (side: DuelSide): string => shown(side.kind === 'fleet' ? `fleet ${side.name}` : side.name);
  const out: string[] = [];
  out.push(`${fit(`${name(r.a)} (a) against ${name(r.b)} (b)`, width)}`);
  const power = typeof r.power === 'number' ? `power ${r.power} a turn` : `power ${r.power}`;
  const facing = typeof r.facing === 'object' ? `facings ${r.facing.a} and ${r.facing.b}` : `facing ${r.facing}`;
  out.push(fit(`${r.trials} duels of up to ${r.turns} turns, seed ${r.seed}; ${rangeText(r.range)}; ${facing}; firing ${r.firing}; ${power}; To Hit ${r.toHit.base} on 3d6, -${r.toHit.penaltyPerDoubling} a doubling past 4 hexes`, width * 3));
  out.push(`(${pm} figures are two standard errors)`, '');

  const labelW = Math.min(34, Math.max(columns(name(r.a)), columns(name(r.b))) + 8);
  const valueW = 14;
  const barW = Math.max(8, Math.min(60, width - labelW - valueW - 4));
  const row = (label: string, e: Estimate): string => `  ${padEnd(fit(label, labelW), labelW)} ${padEnd(blockBar(e.value, barW, style.unicode), barW)} ${pct(e)}`;
  out.push('Outcome');
  out.push(row(`a wins: ${name(r.a)}`, r.outcomes.aWins));
  out.push(row(`b wins: ${name(r.b)}`, r.outcomes.bWins));
  out.push(row('draw (both stand)', r.outcomes.draw));
  out.push(row('both destroyed', r.outcomes.bothDestroyed));
  out.push('');

  const byTurn = r.decidedBy.byTurn;
  const k = Math.ceil(r.turns / MAX_ROWS);
  out.push(`Decided in turn (${percent(r.decidedBy.chance.value)} of the duels${r.decidedBy.mean === null ? '' : `; mean turn ${est(r.decidedBy.mean, 2)}`})`);
  for (let from = 1; from <= r.turns; from += k) {
    const to = Math.min(r.turns, from + k - 1);
    let n = 0;
    for (let t = from; t <= to; t++) n += byTurn[t - 1] ?? 0;
    const label = from === to ? `${from}` : `${from}-${to}`;
    out.push(`  ${padEnd(label, 9)} ${padEnd(blockBar(r.trials > 0 ? n / r.trials : 0, barW, style.unicode), barW)} ${percent(r.trials > 0 ? n / r.trials : 0)}`);
  }
  out.push('');

  const colW = Math.max(10, Math.floor((width - 28) / 2));
  const line = (label: string, a: string, b: string): string => `  ${padEnd(label, 24)} ${padEnd(fit(a, colW), colW)} ${fit(b, colW)}`;
  const side = (f: (s: DuelSide) => string): [string, string] => [f(r.a), f(r.b)];
  out.push(line('', ...side((s) => `${s === r.a ? 'a' : 'b'}: ${name(s)}`)));
  out.push(line('design points', ...side((s) => String(s.points))));
  const weapons = (s: DuelSide): string => {
    const all = new Map<string, number>();
    for (const ship of s.ships) for (const w of ship.weapons) all.set(w.name, (all.get(w.name) ?? 0) + w.count);
    return all.size === 0 ? 'none' : [...all].map(([n, c]) => `${c} ${shown(n)}`).join(', ');
  };
  out.push(line('weapons fired', ...side(weapons)));
  out.push(line('destroyed', ...side((s) => pct(s.destroyed.chance))));
  if (r.a.kind === 'fleet' || r.b.kind === 'fleet') {
    const most = Math.max(r.a.ships.length, r.b.ships.length);
    for (let i = 0; i < most; i++) {
      const cell = (s: DuelSide): string => {
        const ship = s.kind === 'fleet' ? s.ships[i] : undefined;
        return ship === undefined ? '' : `${shown(ship.label)}: ${pct(ship.destroyed)}`;
      };
      out.push(line(i === 0 ? '  ships destroyed' : '', cell(r.a), cell(r.b)));
    }
  }
  out.push(line('damage dealt a duel', ...side((s) => est(s.damageDealt))));
  out.push(line('power spent a duel', ...side((s) => est(s.powerSpent))));
  out.push(line('damage a power point', ...side((s) => (s.damagePerPower === null ? '-' : est(s.damagePerPower, 3)))));
  out.push(line('damage a design point', ...side((s) => (s.damagePerDesignPoint === null ? '-' : est(s.damagePerDesignPoint, 3)))));
  out.push(line('To Hit rolls a duel', ...side((s) => est(s.shots))));
  out.push(line('hits a duel', ...side((s) => est(s.hits))));
  for (const s of [r.a, r.b]) {
    out.push('', fit(`Lost first by ${s === r.a ? 'a' : 'b'}: ${name(s)}`, width));
    if (s.lostFirst.length === 0) out.push('  no internal damage in any duel');
    for (const p of s.lostFirst.slice(0, LOST_LISTED)) out.push(`  ${padEnd(fit(shown(s.kind === 'fleet' ? `${p.ship}: ${p.name}` : p.name), 30), 30)} ${pct(p.chance)}`);
  }
  return `${out.join('\n')}\n`;
}
