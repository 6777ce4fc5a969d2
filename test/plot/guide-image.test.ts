// The plotted example of the survivability guide (docs/survival-guide.md) is what the library draws
// today: the same simulation as the guide's command, plotted, byte for byte. UPDATE_IMAGES=1
// rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import { shipOfFile } from '../helpers/ship-lines.js';
import { describe, expect, it } from 'vitest';
import { simulateVolleys } from '../../src/damage/index.js';
import { plotSurvival } from '../../src/plot/index.js';

const IMAGE = new URL('../../docs/images/survival-cruiser.svg', import.meta.url);

describe('the guide\'s plotted example', () => {
  it('is up to date (spacedock simulate examples/ships/cruiser.json --shield 1 --points 22 --trials 20000 --seed 7 --svg ...)', () => {
    const result = simulateVolleys(shipOfFile('examples/ships/cruiser.json'), [{ shield: 1, points: 22 }], { trials: 20_000, turns: 10, seed: 7 });
    if (!result.ok) throw new Error('the example simulates');
    const svg = plotSurvival(result.value);
    if (!svg.ok) throw new Error('the example plots');
    if (process.env['UPDATE_IMAGES'] === '1') writeFileSync(IMAGE, svg.value);
    expect(readFileSync(IMAGE, 'utf8')).toBe(svg.value);
    expect(svg.value).toContain('Example heavy cruiser');
  });
});
