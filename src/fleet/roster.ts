import type { FleetLimitTotal } from './limit-totals.js';
import { limitWords, shipFigure } from './limit-totals.js';
import type { FleetShip } from './types.js';

/**
 * The most ships a roster names one by one: the rest are one last line (`and 980 more ships: ...`),
 * so that the roster of a fleet of a thousand ships stays readable.
 */
export const MAX_ROSTER_SHIPS = 20;

/**
 * A fleet's roster for one of its totals, as the notes of a `fleet-over-limit` (internal): each
 * ship's share of the total, largest first (in fleet order among equals), one line each:
 * `label (design): figure words, percent`, the design left out where the label is its name. Past
 * {@link MAX_ROSTER_SHIPS} ships, one last line sums the rest. Percents are of the fleet's total,
 * to one decimal (`66.7%`, `50%`).
 */
export function limitRoster(ships: readonly FleetShip[], limit: FleetLimitTotal, total: number): string[] {
  const shares = ships.map((s, i) => ({ ship: s, figure: shipFigure(s.model.totals, limit), i }));
  shares.sort((a, b) => b.figure - a.figure || a.i - b.i);
  const lines = shares.slice(0, MAX_ROSTER_SHIPS).map(({ ship, figure }) => `${ship.label === ship.name ? ship.label : `${ship.label} (${ship.name})`}: ${figure} ${limitWords(limit)}, ${percent(figure, total)}`);
  const rest = shares.slice(MAX_ROSTER_SHIPS);
  if (rest.length > 0) {
    // The figures of at most 1000 ships, each at most 2^53 - 1: their sum is at most the fleet's total.
    const figure = rest.reduce((n, s) => n + s.figure, 0);
    lines.push(`and ${rest.length} more ship${rest.length === 1 ? '' : 's'}: ${figure} ${limitWords(limit)}, ${percent(figure, total)}`);
  }
  return lines;
}

/** `part` as a percent of `whole`, to one decimal, without a trailing `.0` (`0%` of nothing). */
function percent(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  const tenths = Math.round((part * 1000) / whole);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}
