// Generators of ships, house charts, volleys and the owner's choices, for the properties that
// check the volley against itself (skip-ahead) and against the simulation kernel.
import fc from 'fast-check';
import type { ChartCell, DamageChart, ShipDescription, VolleyChoices } from '../../src/damage/index.js';
import { ARMOR_KINDS, armorLines, hullDefenses, shipTech, specificLines, unit } from './armor.js';
import { fromCounts } from './ship-lines.js';

export const CELLS: readonly ChartCell[] = [
  'Bridge', 'Flag', 'Sensor', 'Dam Con', 'A Hull', 'F Hull', 'L Warp', 'R Warp', 'C Warp', 'Trans', 'Tractor', 'Shuttle', 'Lab', 'Drone',
  'Phaser', 'Impulse', 'Battery', 'Probe', 'APR', 'Cargo', 'Torp', 'Any Weapon', 'Any Warp', 'Scanner', 'Aux Con', 'Emer Bridge', 'Excess',
];
export const SYSTEMS = ['Bridge', 'Flag', 'Aux Con', 'Emer Bridge', 'F Hull', 'A Hull', 'C Hull', 'L Warp', 'R Warp', 'C Warp', 'Impulse', 'APR', 'Battery', 'Trans', 'Tractor', 'Shuttle', 'Lab', 'Probe', 'Cargo', 'Torp', 'Drone'] as const;
export const facing = fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<1 | 2 | 3 | 4 | 5 | 6>;

/**
 * Small ships, so that volleys of a few dozen points often reach the settled states; their armor
 * of every kind, mixed (one kind first, then more lines of any kinds), specific armor and hull
 * defenses now and then.
 */
export const description: fc.Arbitrary<ShipDescription> = fc.record({
  name: fc.constant('gen'),
  shields: fc.array(fc.nat(4), { minLength: 6, maxLength: 6 }),
  armor: fc.nat(3),
  armorKind: fc.constantFrom(...ARMOR_KINDS),
  armorLines: fc.oneof(fc.constant([]), armorLines),
  specific: fc.oneof(fc.constant([]), specificLines),
  defenses: hullDefenses,
  tech: shipTech,
  systems: fc.dictionary(fc.constantFrom(...SYSTEMS), fc.nat(3), { maxKeys: 5 }),
  phasers: fc.array(fc.record({ type: fc.constantFrom('Ph-1', 'Ph-2', 'Ph-3', 'Ph-X'), arcs: fc.subarray([1, 2, 3, 4, 5, 6] as const, { minLength: 1 }) }), { maxLength: 4 }),
  // Shuttles aboard at most the Shuttle boxes (a description with more is refused by buildShip).
  shuttlesAboard: fc.nat(2),
  tracks: fc.record({
    sensor: fc.array(fc.nat(6), { minLength: 1, maxLength: 3 }),
    scanner: fc.array(fc.nat(9), { minLength: 1, maxLength: 3 }),
    damageControl: fc.array(fc.nat(4), { minLength: 1, maxLength: 3 }),
    excess: fc.integer({ min: 1, max: 40 }),
  }),
}).map(({ defenses, tech, ...d }) => fromCounts({ ...d, ...defenses, ...(tech === undefined ? {} : { tech }) }));

/** Small ships with much armor: layers of every kind mixed, specific armor, hull defenses, few shields. */
export const armored: fc.Arbitrary<ShipDescription> = fc
  .record({
    shields: fc.nat(2),
    armor: fc.array(fc.record({ kind: fc.constantFrom(...ARMOR_KINDS), count: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 5 }),
    specific: specificLines,
    defenses: hullDefenses,
    tech: shipTech,
    systems: fc.dictionary(fc.constantFrom(...SYSTEMS), fc.integer({ min: 1, max: 3 }), { minKeys: 2, maxKeys: 6 }),
    excess: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ armor, defenses, tech, excess, ...d }) => fromCounts({ name: 'armored', ...d, armorLines: armor, ...defenses, ...(tech === undefined ? {} : { tech }), tracks: { excess } }));

/** House charts: any results, bold or not, rows of any length up to `cells`, with or without Excess (bold Excess too). */
export const houseChart = (cells: number): fc.Arbitrary<DamageChart> =>
  fc
    .array(fc.array(fc.record({ result: fc.constantFrom(...CELLS, 'Excess', 'Excess'), bold: fc.boolean() }), { maxLength: cells }), { minLength: 11, maxLength: 11 })
    .map((rows) => ({ rows: Object.fromEntries(rows.map((r, i) => [i + 2, r])) as unknown as DamageChart['rows'], source: { book: 'spacedock', entry: 'a house chart (test)' } }));

/** Mostly charts whose rows all end with a plain Excess (so the settled states come up), some fully random. */
export const chart: fc.Arbitrary<DamageChart | undefined> = fc.oneof(
  fc.constant(undefined),
  houseChart(13).map((c): DamageChart => ({ ...c, rows: Object.fromEntries(Object.entries(c.rows).map(([k, r]) => [k, [...r.slice(0, 12), { result: 'Excess' as const, bold: false }]])) as unknown as DamageChart['rows'] })),
  houseChart(13),
  houseChart(3),
);

/** A volley of one to three units, some with their weapon's tech and label. */
export const volley = fc.record({
  shield: facing,
  units: fc.array(unit, { minLength: 1, maxLength: 3 }),
});

/**
 * The owner's choices: orders, and deterministic functions (the skip may only depend on what can
 * take a point, which a choice never changes; the two runs must then pick alike).
 */
export const choices: fc.Arbitrary<VolleyChoices> = fc.record(
  {
    anyWeapon: fc.oneof(fc.subarray(['Phaser', 'Drone', 'Torp', 'Shuttle'] as const), fc.constant(<C>(c: readonly C[]) => c[c.length - 1]!)),
    anyWarp: fc.oneof(fc.subarray(['C Warp', 'L Warp', 'R Warp'] as const), fc.constant(<C>(c: readonly C[]) => c[c.length - 1]!)),
    shuttle: fc.oneof(fc.subarray(['empty', 'occupied'] as const), fc.constant(<C>(c: readonly C[]) => c[1]!)),
    phaser: fc.oneof(fc.subarray(['Ph-1', 'Ph-2', 'Ph-3', 'Ph-X'] as const), fc.constant(<C>(c: readonly C[]) => c[c.length - 1]!)),
  },
  { requiredKeys: [] },
);

export const options = fc.record({
  choices,
  phaserRank: fc.constantFrom(['Ph-1', 'Ph-G', 'Ph-2', 'Ph-3'], ['Ph-3', 'Ph-1']),
});

