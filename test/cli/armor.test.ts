// The armor of issue 36 on the command line: `spacedock damage` and `spacedock simulate` take a
// ship with every armor kind, and `--weapon-tech` sets the tech of the weapons that fire at it.
import { describe, expect, it } from 'vitest';
import { runIn as run } from './harness.js';

/** A 6X ship on a solid neutronium hull, with Skin behind Breen armor and specific armor on the bridge. */
const ROCK = [
  'format: 1',
  'kind: ship',
  'name: Rock',
  'sizeClass: 4',
  'tech: 6',
  'shields: 4',
  'systems:',
  '  - { label: Solid Neutronium Hull }',
  '  - { label: Armor, variant: Breen, count: 2 }',
  '  - { label: Skin, count: 1 }',
  '  - { label: Armor, variant: Specific, count: 1, guards: Bridge }',
  '  - { label: Bridge }',
  '  - { label: Hull, variant: C, count: 4 }',
].join('\n');

describe('armor on the command line', () => {
  it('damage: the weapons are of the ship\'s tech by default; --weapon-tech 3 meets the solid neutronium hull', async () => {
    const own = await run(['damage', '-', '--shield', '1', '--points', '10', '--seed', '1', '--json'], ROCK);
    expect(own.code).toBe(0);
    const ownSummary = (JSON.parse(own.out) as { summary: Record<string, number> }).summary;
    // 4 on the shield; at 6X the hull is no defense: 2 on the Breen armor, 4 ignored by the Skin's allowance.
    expect(ownSummary).toEqual({ points: 10, shields: 4, armor: 2, internals: 0, excess: 0, ignored: 4 });
    const old = await run(['damage', '-', '--shield', '1', '--points', '10', '--seed', '1', '--weapon-tech', '3'], ROCK);
    expect(old.code).toBe(0);
    expect(old.out).toContain('ignored (Solid neutronium hull)');
    expect(old.out).toContain('summary: 10 points: shields 4, armor 0, internals 0, excess 0, ignored 6');
    expect(old.out).toMatch(/surviving: .*Breen armor 2\/2; Skin 1\/1; specific armor \(Bridge\) 1\/1; /);
  });

  it('simulate: --weapon-tech reaches the simulation; a bad value is a usage error naming the range', async () => {
    const a = await run(['simulate', '-', '--shield', '1', '--points', '40', '--trials', '200', '--turns', '2', '--json'], ROCK);
    const b = await run(['simulate', '-', '--shield', '1', '--points', '40', '--trials', '200', '--turns', '2', '--weapon-tech', '3', '--json'], ROCK);
    expect([a.code, b.code]).toEqual([0, 0]);
    type Sim = { simulation: { parts: { name: string; hit: { value: number } }[] } };
    const breen = (r: { out: string }): number => (JSON.parse(r.out) as Sim).simulation.parts.find((p) => p.name === 'Breen armor')!.hit.value;
    expect(breen(a)).toBe(1);
    expect(breen(b)).toBe(0); // 3X weapons do nothing to solid neutronium
    const bad = await run(['simulate', '-', '--shield', '1', '--points', '4', '--weapon-tech', '100'], ROCK);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('a tech level from 0 to 99');
  });
});
