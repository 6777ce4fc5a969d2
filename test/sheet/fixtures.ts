/** The example ships the sheet tests draw: the three example designs and the JSON cruiser. */
import { readFileSync } from 'node:fs';
import { buildShip, resolveVolley, type ShipDescription, type ShipState } from '../../src/damage/index.js';
import { loadDesigns, shipOfDesign, type LoadedDocument } from '../../src/design/index.js';
import { seededDice } from '../../src/index.js';

export const DESIGN_FILES = ['cruiser', 'carrier', 'base'] as const;

/** A loaded example design and its ship. */
export function exampleDesign(name: (typeof DESIGN_FILES)[number]): { loaded: LoadedDocument; ship: ShipState } {
  const text = readFileSync(new URL(`../../examples/${name}.yaml`, import.meta.url), 'utf8');
  const r = loadDesigns(text, `${name}.yaml`);
  if (!r.ok || r.value.documents[0] === undefined) throw new Error(JSON.stringify(r.diagnostics));
  const ship = shipOfDesign(r.value.documents[0]);
  if (!ship.ok) throw new Error(JSON.stringify(ship.diagnostics));
  return { loaded: r.value.documents[0], ship: ship.value };
}

/** The JSON cruiser (a `buildShip` description). */
export function jsonCruiser(): ShipState {
  const d = JSON.parse(readFileSync(new URL('../../examples/ships/cruiser.json', import.meta.url), 'utf8')) as ShipDescription;
  const r = buildShip(d);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

/** A ship after seeded volleys (each on its shield, with its points and seed). */
export function afterVolleys(ship: ShipState, volleys: readonly { shield: 1 | 2 | 3 | 4 | 5 | 6; points: number; seed: number }[]): ShipState {
  let s = ship;
  for (const v of volleys) {
    const r = resolveVolley(s, { shield: v.shield, points: v.points }, seededDice(v.seed), { log: false });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    s = r.value.ship;
  }
  return s;
}
