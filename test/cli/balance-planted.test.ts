// The balance report on designs fought by the duel engine: a set of fairly priced variants of the
// example cruiser (more weapons cost more and are stronger) and one planted underpriced design
// (the same weapons as a cheap variant, shields two and a half times as strong: shields cost no
// points), through `spacedock balance` end to end. The report flags the planted design, and only
// it; with the planted design's shields as the others', nothing is flagged.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runIn as run } from './harness.js';

const BASE = readFileSync(new URL('../../examples/cruiser.yaml', import.meta.url), 'utf8')
  // Without its Defense units the cruisers kill each other in ten turns often enough to rate.
  .replace(/^ {2}- name: Deflector screen\n {4}spec: [^\n]*\n/m, '')
  .replace(/^ {2}- name: Ablative plating\n {4}spec: [^\n]*\n {4}notes: [^\n]*\n/m, '');

function variant(name: string, lances: number, flak: number, shieldScale: number): string {
  const shields = /^shields: \[([^\]]+)\]$/m.exec(BASE)!;
  return BASE.replace(/^name: .*$/m, `name: ${name}`)
    .replace(/( {4}spec: 4d6 eZap "Phase Lance"[^\n]*\n {4}count: )2/, `$1${lances}`)
    .replace(/( {4}spec: 2d6 pZap "Flak Battery"[^\n]*\n {4}count: )2/, `$1${flak}`)
    .replace(shields[0], `shields: [${shields[1]!.split(',').map((v) => Math.round(Number(v) * shieldScale)).join(', ')}]`);
}

/** Eight fair variants (1 to 4 Phase lances, 1 or 2 Flak batteries) and the planted one, in a new folder. */
function designs(plantedShields: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'spacedock-planted-'));
  let i = 0;
  for (const lances of [1, 2, 3, 4]) for (const flak of [1, 2]) writeFileSync(join(dir, `fair-${++i}.yaml`), variant(`Fair ${i}`, lances, flak, 1));
  writeFileSync(join(dir, 'planted.yaml'), variant('Planted', 2, 1, plantedShields));
  return dir;
}

interface Rated {
  readonly name: string;
  readonly cost: number;
  readonly flag: string | null;
}

async function balance(dir: string): Promise<readonly Rated[]> {
  const r = await run(['balance', dir, '--duels', '400', '--seed', '7', '--json']);
  expect(r.code, r.err).toBe(0);
  const json = JSON.parse(r.out) as { report: { designs: Rated[] } };
  expect(json.report.designs).toHaveLength(9);
  return json.report.designs;
}

describe('the balance report on duels of real designs', () => {
  it('flags a planted underpriced design, and no fairly priced one', async () => {
    const rated = await balance(designs(2.5));
    const planted = rated.find((d) => d.name === 'Planted')!;
    // The planted design costs what a cheap variant costs (shields cost no points)...
    expect(planted.cost).toBe(rated.find((d) => d.name === 'Fair 3')!.cost);
    // ...and the report says it is worth more.
    expect(planted.flag).toBe('underpriced');
    expect(rated.filter((d) => d.name !== 'Planted').map((d) => d.flag)).toEqual(Array(8).fill(null));
  }, 120_000);

  it('flags nothing when the planted design is priced as the others are', async () => {
    const rated = await balance(designs(1));
    expect(rated.map((d) => d.flag)).toEqual(Array(9).fill(null));
  }, 120_000);
});
