/**
 * The names a design text gives (site/src/ship-analysis.ts `designNamesIn`): what tells the ship
 * editor whether a text with errors is still the design whose last valid figures it shows.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designNamesIn } from '../../site/src/ship-analysis.js';

describe('designNamesIn', () => {
  it('reads the ship names and unit-list titles of YAML and JSON designs, not the units’ names', () => {
    expect([...designNamesIn(readFileSync('examples/cruiser.yaml', 'utf8'))]).toEqual(['Meridian-class Patrol Cruiser']);
    expect(designNamesIn(readFileSync('examples/ships/cruiser.json', 'utf8')).has('Example heavy cruiser (original numbers, not an SFB data sheet)')).toBe(true);
    const two = 'kind: units\ntitle: "Guns: \\"big\\""\nunits:\n  - name: Laser\n---\nkind: ship\nname: \'Heron\'\'s Tender\'  # the tender\n';
    expect([...designNamesIn(two)]).toEqual(['Guns: "big"', "Heron's Tender"]);
  });

  it('reads a text with errors (the loader refuses it) as well', () => {
    const broken = readFileSync('examples/cruiser.yaml', 'utf8').replace('sizeClass: 3', 'sizeClas: [3').replace('units:', 'units: {');
    expect(designNamesIn(broken).has('Meridian-class Patrol Cruiser')).toBe(true);
  });

  it('never throws, and gives at most 1000 names, on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const names = designNamesIn(text);
        expect(names.size).toBeLessThanOrEqual(1000);
      }),
    );
    expect(designNamesIn(Array.from({ length: 5000 }, (_, i) => `name: n${i}`).join('\n')).size).toBe(1000);
  });
});
