/** The example ships the sheet tests draw: the three example designs and the JSON cruiser. */
import { readFileSync } from 'node:fs';
import { buildShip, resolveVolley, type ShipState } from '../../src/damage/index.js';
import { loadDesigns, type ShipModel } from '../../src/design/index.js';
import { seededDice } from '../../src/index.js';

export const DESIGN_FILES = ['cruiser', 'carrier', 'base'] as const;

/** Every example ship file the sheet tests draw, under examples/ (the JSON cruiser has a YAML twin). */
export const SHIP_FILES = ['cruiser.yaml', 'carrier.yaml', 'base.yaml', 'ships/cruiser.yaml'] as const;

/** A loaded example ship file (its first document, compiled) and its ship. */
export function designOfFile(file: string): { loaded: ShipModel; ship: ShipState } {
  const text = readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8');
  const r = loadDesigns(text, file);
  const model = r.ok ? r.value.documents[0] : undefined;
  if (model?.kind !== 'ship') throw new Error(JSON.stringify(r.diagnostics));
  return { loaded: model, ship: model.ship };
}

/** A loaded example design and its ship. */
export function exampleDesign(name: (typeof DESIGN_FILES)[number]): { loaded: ShipModel; ship: ShipState } {
  return designOfFile(`${name}.yaml`);
}

/** The JSON cruiser (examples/ships/cruiser.json, a design file in JSON), its ship as `buildShip` makes it. */
export function jsonCruiser(): ShipState {
  return designOfFile('ships/cruiser.json').ship;
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

/** A ship of about 3,000 boxes whose rows run over columns and pages, with accented names (rows and ship). */
export function bigShip(): ShipState {
  const r = buildShip({
    name: 'ÅLESUND-CLASS ÑÉÅ STATION Ørsted',
    shields: 40,
    systems: [
      { label: 'Bridge', count: 4 },
      { label: 'Aux Con', count: 4, name: 'Ålesund auxiliary control' },
      { label: 'L Warp', count: 60 },
      { label: 'R Warp', count: 60 },
      { label: 'APR', count: 40 },
      { label: 'F Hull', count: 300 },
      { label: 'A Hull', count: 300 },
      { label: 'C Hull', count: 400, name: 'Core hull' },
      { label: 'Cargo', count: 500, name: 'ÑÅÉ Ålesund bay' },
      { label: 'Cargo', count: 400 },
      { label: 'Repair', count: 20 },
      { label: 'Lab', count: 200 },
      { label: 'Tran', variant: 'normal', count: 100 },
      { label: 'Shuttle', count: 200 },
      { label: 'Armor', count: 200, name: 'Ablative Ærø plating' },
    ],
    phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 60, name: 'Phase lance' }, { type: 'Ph-3', arcs: [1, 2, 3, 4, 5, 6], count: 40 }],
    shuttlesAboard: 20,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}
