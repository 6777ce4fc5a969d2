/**
 * The volley lab's steps (site/src/volley-prefix.ts): the ship after the first p points of a
 * volley is the ship after a volley of p points with the same seeded dice. Checked point by point
 * on the example ships, for several seeds and shields, up to and past their destruction: the
 * shorter volley's log is the longer one's log cut at point p, and each point changes exactly
 * what its event says it hit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/design/full-yaml.js';
import { ARMOR_KIND_NAMES, resolveVolley, SHIP_SYSTEMS, type Facing, type ShipState, type VolleyEvent } from '../../src/damage/index.js';
import { seededDice } from '../../src/index.js';
import { lastPointOf, volleySteps } from '../../site/src/volley-prefix.js';
import { volleyShipOf } from '../../site/src/volley-source.js';

/** The full YAML reader, as the analysis worker hands it. */
const FULL = { readSource };

const EXAMPLES = ['examples/cruiser.yaml', 'examples/carrier.yaml', 'examples/base.yaml', 'examples/ships/cruiser.json'] as const;
const VOLLEYS: readonly { readonly shield: Facing; readonly seed: number }[] = [
  { shield: 1, seed: 1 },
  { shield: 4, seed: 7 },
  { shield: 2, seed: 2024 },
  { shield: 6, seed: 4_000_000_000 },
];

function shipOf(file: string): ShipState {
  const r = volleyShipOf(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file, FULL);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value.ship;
}

/** Every box count of a ship by name: what a point can change. */
function counts(s: ShipState): Map<string, number> {
  const m = new Map<string, number>();
  s.shields.forEach((n, i) => m.set(`Shield #${i + 1}`, n));
  for (const a of s.armor) m.set(ARMOR_KIND_NAMES[a.kind], a.destroyed * 1000 + a.held + (a.ignoreLeft ?? 0) * 1000_000 + (a.internalNext === true ? 0.5 : 0));
  // (A specific armor's event names the result it took, `Specific armor (Bridge)`: the examples have none.)
  s.specificArmor.forEach((a, i) => m.set(`Specific armor #${i + 1}`, a.destroyed));
  for (const name of SHIP_SYSTEMS) m.set(name, s.systems[name]?.destroyed ?? 0);
  for (const p of s.phasers) m.set(`Phaser (${p.type})`, (m.get(`Phaser (${p.type})`) ?? 0) + (p.destroyed ? 1 : 0));
  m.set('Shuttles aboard', s.shuttlesAboard);
  m.set('Sensor', s.tracks.sensor.destroyed);
  m.set('Scanner', s.tracks.scanner.destroyed);
  m.set('Dam Con', s.tracks.damageControl.destroyed);
  m.set('Excess', s.tracks.excess.destroyed);
  return m;
}

/** The counts that differ between two ships. */
function changed(a: ShipState, b: ShipState): string[] {
  const ca = counts(a);
  const cb = counts(b);
  return [...ca.keys()].filter((k) => ca.get(k) !== cb.get(k)).sort();
}

/** What an event's points may change, by what it hit. */
function expectedChange(e: VolleyEvent): string[] {
  if (e.stage === 'ignored' || e.stage === 'unlogged') return [];
  if (e.stage === 'armor') return [e.hit];
  if (e.hit === 'Shuttle (with its shuttle)') return ['Shuttle', 'Shuttles aboard'];
  return [e.hit];
}

/** The log of the first p points, cut from the log of the whole volley. */
function cut(events: readonly VolleyEvent[], p: number): VolleyEvent[] {
  return events.filter((e) => e.point <= p).map((e) => (e.last !== undefined && e.last > p ? ({ ...e, last: p } as VolleyEvent) : e));
}

describe.each(EXAMPLES)('stepping through a volley at %s', (file) => {
  const ship = shipOf(file);
  // Enough points to destroy the ship: every shield and box, and some over.
  const boxes = (s: ShipState): number =>
    s.shields.reduce((a, b) => a + b, 0) + s.armor.reduce((n, a) => n + a.total, 0) + Object.values(s.systems).reduce((a, b) => a + (b?.total ?? 0), 0) + s.phasers.length + s.tracks.excess.boxes.length + 20;
  const points = boxes(ship);

  it.each(VOLLEYS)('the first p points of the volley are the volley of p points (shield $shield, seed $seed)', ({ shield, seed }) => {
    const steps = volleySteps(ship, { shield, points, seed });
    if (!steps.ok) throw new Error(JSON.stringify(steps.diagnostics));
    const { outcome, count } = steps.value;
    const events = outcome.events;
    expect(events.some((e) => e.stage === 'unlogged')).toBe(false);
    // The volley goes through the shield into the ship and destroys it, so every kind of step is seen.
    expect(outcome.ship.destroyed).toBe(true);
    expect(events.some((e) => e.stage === 'internal' && e.passed !== undefined)).toBe(true);
    expect(count).toBe(events.length);
    expect(steps.value.pointsAfter(count)).toBe(points);

    let before = ship;
    for (let k = 1; k <= count; k++) {
      const event = events[k - 1]!;
      const p = steps.value.pointsAfter(k);
      expect(p).toBe(lastPointOf(event));
      // The volley of p points, logged, with fresh dice of the same seed.
      const prefix = resolveVolley(ship, { shield, points: p }, seededDice(seed));
      if (!prefix.ok) throw new Error(JSON.stringify(prefix.diagnostics));
      expect(prefix.value.events).toEqual(cut(events, p));
      const after = steps.value.shipAfter(k);
      expect(after).toEqual(prefix.value.ship);
      // The step changed exactly what its event hit, by the points it stands for.
      expect(changed(before, after)).toEqual(expectedChange(event).sort());
      const n = p - event.point + 1;
      if (event.stage === 'excess') expect(after.tracks.excess.destroyed - before.tracks.excess.destroyed).toBe(n);
      if (event.stage === 'shield') expect(before.shields[shield - 1]! - after.shields[shield - 1]!).toBe(1);
      before = after;
    }
    expect(steps.value.shipAfter(count)).toEqual(outcome.ship);
    expect(steps.value.shipAfter(0)).toBe(ship);
  });
});

describe('steps at the edges', () => {
  const ship = shipOf('examples/cruiser.yaml');

  it('clamps a step outside the log and keeps each ship once resolved', () => {
    const steps = volleySteps(ship, { shield: 1, points: 40, seed: 3 });
    if (!steps.ok) throw new Error(JSON.stringify(steps.diagnostics));
    const s = steps.value;
    expect(s.shipAfter(-4)).toBe(ship);
    expect(s.shipAfter(s.count + 10)).toBe(s.outcome.ship);
    expect(s.pointsAfter(s.count + 10)).toBe(40);
    const mid = Math.floor(s.count / 2);
    expect(s.shipAfter(mid)).toBe(s.shipAfter(mid));
  });

  it('a volley of 0 points has no steps; a bad volley is a diagnostic, not a throw', () => {
    const none = volleySteps(ship, { shield: 1, points: 0, seed: 1 });
    expect(none.ok && none.value.count).toBe(0);
    const bad = volleySteps(ship, { shield: 7 as Facing, points: 5, seed: 1 });
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics[0]?.path).toBe('volley.shield');
  });
});
