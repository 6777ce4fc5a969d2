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

/**
 * A 6X bastion with every armor of the catalog (issue 36): Armor-9 before plain armor, Borg,
 * Breen, two groups of regenerating armor, Skin, specific armor over the bridge and over the warp
 * engines, and the hull defenses (non-ablative 1, the coating, solid neutronium).
 */
export const ARMORED_DESIGN = `format: 1
kind: ship
name: Bastion-class Armored Cruiser
sizeClass: 3
tech: 6
shields: [14, 10, 10, 8, 10, 10]
systems:
  - { label: Bridge, count: 2 }
  - { label: L Warp, count: 6 }
  - { label: R Warp, count: 6 }
  - { label: Impulse, count: 3 }
  - { label: Hull, variant: F, count: 5 }
  - { label: Hull, variant: A, count: 4 }
  - { label: Lab, count: 2 }
  - { label: Armor-9, count: 3, name: Heavy plate }
  - { label: Armor, count: 6 }
  - { label: Armor, variant: Borg, count: 3 }
  - { label: Armor, variant: Breen, count: 4 }
  - { label: Regenerating Armor, count: 5, name: Bow mesh }
  - { label: Regenerating Armor, count: 5, name: Stern mesh }
  - { label: Skin, count: 2 }
  - { label: Armor, variant: Specific, count: 2, guards: Bridge, name: Bridge shell }
  - { label: Armor, variant: Specific, count: 3, guards: [L Warp, R Warp], name: Nacelle cowls }
  - { label: Non-ablative Armor, count: 1 }
  - { label: Nuetronium Hull Coating }
  - { label: Solid Neutronium Hull }
phasers:
  - { type: Ph-1, arcs: [1, 2, 6], count: 4 }
units:
  - { name: Photon, spec: 4d6 pZap "Photon" ARC:A p=4, count: 2, weapon: Torp }
`;

/**
 * The armored bastion's design and its ship in mid-game: a volley of 8X weapons on shield #1 (its
 * points past the shield fill two Armor-9 boxes and leave 4 on the third, and two leaks take plain
 * armor boxes), then, as a later turn might leave them, regenerating armor part gone in both
 * groups, 137 points held on a Skin box with this turn's allowance spent, and a box of the bridge's
 * specific armor lost.
 */
export function armoredBastion(): { loaded: ShipModel; ship: ShipState } {
  const r = loadDesigns(ARMORED_DESIGN, 'bastion.yaml');
  const model = r.ok ? r.value.documents[0] : undefined;
  if (model?.kind !== 'ship') throw new Error(JSON.stringify(r.diagnostics));
  const hit = resolveVolley(model.ship, { shield: 1, units: [{ points: 40, tech: 8 }] }, seededDice(3), { log: false });
  if (!hit.ok) throw new Error(JSON.stringify(hit.diagnostics));
  const s = hit.value.ship;
  const ship: ShipState = {
    ...s,
    armor: s.armor.map((a) =>
      a.kind === 'regenerating' ? { ...a, destroyed: 4, groups: [{ total: 5, destroyed: 3 }, { total: 5, destroyed: 1 }] } : a.kind === 'skin' ? { ...a, held: 137, ignoreLeft: 0 } : a,
    ),
    specificArmor: s.specificArmor.map((a, i) => (i === 0 ? { ...a, destroyed: 1 } : a)),
  };
  return { loaded: model, ship };
}
