import { readFileSync } from 'node:fs';
import { DAMAGE_ALLOCATION_CHART, SHIP_SYSTEMS, resolveVolley, type ChartRoll, type ShipState } from '../src/damage/index.js';
import { loadDesigns } from '../src/design/index.js';
import { seededDice } from '../src/index.js';
import { compare, rate } from './harness.js';

/**
 * Volleys per second against a full-size ship (examples/ships/cruiser.json), 60 points on the
 * forward shield (30 absorbed, 30 internal), next to a minimal baseline in the same run: the same
 * dice and chart walk over a flat array of box counts, with no rules beyond "first cell that still
 * has a box", no events and no new state.
 */
export function benchDamage(): void {
  const { ship } = exampleCruiser();
  const points = 60;
  const seeds = Array.from({ length: 500 }, (_, i) => i + 1);

  const names = SHIP_SYSTEMS.filter((n) => ship.systems[n] !== undefined);
  const index = new Map<string, number>(names.map((n, i) => [n, i]));
  const totals = names.map((n) => ship.systems[n]?.total ?? 0);
  const baseline = (seed: number): number => {
    const dice = seededDice(seed);
    const left = totals.slice();
    let shield = 30;
    let scored = 0;
    for (let p = 0; p < points; p++) {
      if (shield > 0) {
        shield--;
        continue;
      }
      const cells = DAMAGE_ALLOCATION_CHART.rows[(dice.d6() + dice.d6()) as ChartRoll];
      for (const cell of cells) {
        const i = index.get(cell.result);
        if (i !== undefined && left[i]! > 0) {
          left[i]!--;
          scored++;
          break;
        }
      }
    }
    return scored;
  };

  const { rates, ratio } = compare<number>([
    { name: 'baseline (minimal chart walk)', items: seeds, work: baseline },
    { name: 'resolveVolley, with event log', items: seeds, work: (s) => resolveVolley(ship, { shield: 1, points }, seededDice(s)) },
    { name: 'resolveVolley, no log', items: seeds, work: (s) => resolveVolley(ship, { shield: 1, points }, seededDice(s), { log: false }) },
  ]);
  console.log(`\ndamage: ${points}-point volleys on the forward shield of a full-size cruiser (30 absorbed, 30 internal)`);
  for (const [i, r] of rates.entries()) {
    const pts = r.perSecond * points;
    const note = i === 0 ? 'baseline' : `${ratio(0, i).toFixed(2)}x the baseline's time; ${rate(pts).replace('/s', '')} damage points/s (target >= 1 M/s: ${pts >= 1e6 ? 'met' : 'NOT MET'})`;
    console.log(`  ${r.name.padEnd(32)} ${rate(r.perSecond).padStart(11)} volleys/s   ${note}`);
  }
}

/** The example cruiser (examples/ships/cruiser.json, a design file): its ship, for the damage and survival benches. */
export function exampleCruiser(): { readonly ship: ShipState } {
  const loaded = loadDesigns(readFileSync(new URL('../examples/ships/cruiser.json', import.meta.url), 'utf8'), 'cruiser.json');
  const model = loaded.ok ? loaded.value.documents[0] : undefined;
  if (model?.kind !== 'ship') throw new Error(JSON.stringify(loaded.diagnostics));
  return { ship: model.ship };
}
