// spacedock balance: a round robin of real duels between the ships of a folder, as the library
// answers it (pair k seeded seed + k), the reports it writes (Markdown with the plot beside, HTML
// with it inline), fleets read once per design, the refusals before any duel, and the built bin
// on 2 workers giving the same answer as 1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duelCounts } from '../../src/cli/balance-command.js';
import { balanceReport, duel, roundRobinPairs, type PairOutcome } from '../../src/duel/index.js';
import { testShip } from '../duel/ships.js';
import { runIn as run } from './harness.js';

/** A ship with `n` lasers (30 points each) and engines to power them, as a design document. */
function gunship(n: number): Record<string, unknown> {
  return {
    format: 1,
    kind: 'ship',
    name: `Gunship ${n}`,
    sizeClass: 4,
    tech: 3,
    shields: 6,
    tracks: { excess: 4 },
    units: [{ name: 'Laser', spec: '4d6 eZap AP', count: n, weapon: 'Ph-1' }],
    systems: [{ label: 'Bridge' }, { label: 'Hull', variant: 'F', count: 3 }, { label: 'Hull', variant: 'A', count: 3 }, { label: 'L Warp', count: 4 + n }, { label: 'R Warp', count: 4 + n }, { label: 'Impulse', count: 2 }],
  };
}

const GUNS = [1, 2, 3, 5, 8];

/** A folder of gunship files (JSON is YAML). */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spacedock-balance-'));
  for (const n of GUNS) writeFileSync(join(dir, `gunship-${n}.yaml`), JSON.stringify(gunship(n)));
  return dir;
}

describe('spacedock balance', () => {
  it('rates the ships of a folder from the duels the library fights, pair k with seed + k', async () => {
    const dir = folder();
    const r = await run(['balance', dir, '--duels', '150', '--seed', '7', '--range', '4', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.ok).toBe(true);
    expect(json.designs.map((d: { name: string }) => d.name)).toEqual(GUNS.map((n) => `Gunship ${n}`));
    // The same duels from the library: every pair of the schedule, its seed 7 + k.
    const models = GUNS.map((n) => testShip([{ name: 'Laser', spec: '4d6 eZap AP', count: n, weapon: 'Ph-1' }], { name: `Gunship ${n}`, warp: 4 + n }));
    const expected: PairOutcome[] = roundRobinPairs(GUNS.length).map(([a, b], k) => {
      const d = duel(models[a]!, models[b]!, { trials: 150, seed: 7 + k, range: { kind: 'fixed', range: 4 } });
      if (!d.ok) throw new Error(JSON.stringify(d.diagnostics));
      return { a: `Gunship ${GUNS[a]}`, b: `Gunship ${GUNS[b]}`, ...duelCounts(d.value) };
    });
    expect(json.outcomes).toEqual(expected);
    const lib = balanceReport(
      models.map((m) => ({ name: m.document.name, cost: m.totals.points })),
      expected,
    );
    expect(lib.ok && JSON.parse(JSON.stringify(lib.value))).toEqual(json.report);
    // More guns, more strength: the 8-gun ship is rated above the 1-gun one by far.
    const points = (name: string) => json.report.designs.find((d: { name: string }) => d.name === name).points;
    expect(points('Gunship 8') - points('Gunship 1')).toBeGreaterThan(200);
    expect(json.output).toBeNull();
  });

  it('writes a Markdown report with the plot beside it, or an HTML one with the plot inline', async () => {
    const dir = folder();
    const md = await run(['balance', dir, '--duels', '60', '-o', join(dir, 'report.md')]);
    expect(md.code).toBe(0);
    expect(md.err).toContain('wrote');
    const text = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(text).toContain('![Rating against cost](report.svg)');
    expect(text).toContain('| 1 | Gunship 8 |');
    expect(text).toContain('each fighting 60 duels');
    expect(readFileSync(join(dir, 'report.svg'), 'utf8')).toContain('data-chart="balance"');
    const html = await run(['balance', dir, '--duels', '60', '-o', join(dir, 'report.html')]);
    expect(html.code).toBe(0);
    const page = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain('<figure><svg xmlns="http://www.w3.org/2000/svg"');
    expect(existsSync(join(dir, 'report.svg'))).toBe(true);
    // Without -o the report goes to standard output.
    const out = await run(['balance', dir, '--duels', '20', '--format', 'html']);
    expect(out.code).toBe(0);
    expect(out.out).toContain('<h1>Balance of the designs</h1>');
  });

  it('reads each design of a fleet once, and the examples make a report', async () => {
    const r = await run(['balance', 'examples/home-guard.yaml', 'examples/cruiser.yaml', '--duels', '30', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    const names: string[] = json.designs.map((d: { name: string }) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Picket Cutter');
    expect(names).toContain('Meridian-class Patrol Cruiser');
    expect(json.outcomes.length).toBe((names.length * (names.length - 1)) / 2);
    expect(json.report.designs.length).toBe(names.length);
  });

  it('refuses a single design, and an output it may not write, before any duel', async () => {
    const dir = folder();
    const one = await run(['balance', join(dir, 'gunship-1.yaml'), '--json']);
    expect(one.code).toBe(2);
    const blocked = await run(['balance', dir, '--duels', '5', '-o', join(dir, 'no-such-folder', 'r.md'), '--json']);
    expect(blocked.code).toBe(1);
    const json = JSON.parse(blocked.out);
    expect(json.diagnostics.map((d: { code: string }) => d.code)).toContain('unwritable-output');
    expect(json.outcomes).toBeNull();
    // The plot's name beside a Markdown report is one the run makes up: a file there is kept without --force.
    writeFileSync(join(dir, 'taken.svg'), 'mine');
    const kept = await run(['balance', dir, '--duels', '5', '-o', join(dir, 'taken.md'), '--json']);
    expect(kept.code).toBe(1);
    expect(readFileSync(join(dir, 'taken.svg'), 'utf8')).toBe('mine');
    const forced = await run(['balance', dir, '--duels', '5', '-o', join(dir, 'taken.md'), '--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, 'taken.svg'), 'utf8')).toContain('<svg');
  });

  it('the built bin gives the same answer on 2 workers as on 1', () => {
    const dir = folder();
    const bin = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
    const argv = [bin, 'balance', dir, '--duels', '200', '--json'];
    const one = JSON.parse(execFileSync(process.execPath, argv, { encoding: 'utf8' }));
    const two = JSON.parse(execFileSync(process.execPath, [...argv, '--workers', '2'], { encoding: 'utf8' }));
    expect(one.ok).toBe(true);
    expect(two.outcomes).toEqual(one.outcomes);
    expect(two.report).toEqual(one.report);
  });
});
