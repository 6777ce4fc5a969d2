// spacedock duel: the command against the library, its JSON and diagnostics, the option readers,
// the SVG, and the built bin on worker threads.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { facingPolicy, powerBudget, rangeSchedule } from '../../src/cli/commands/duel.js';
import { duelJob, runDuelWorkerJob, type DuelWorkerMessage } from '../../src/cli/duel-worker.js';
import { renderDuel } from '../../src/cli/duel-text.js';
import { loadDesigns } from '../../src/design/load.js';
import { duel } from '../../src/duel/index.js';
import { prepareDuel, runDuelBlocks } from '../../src/duel/run.js';
import { plotDuel } from '../../src/plot/index.js';
import { runIn as run } from './harness.js';
import { BRAWLER, testShip } from '../duel/ships.js';

const cruiser = () => {
  const f = loadDesigns(readFileSync('examples/cruiser.yaml', 'utf8'), 'examples/cruiser.yaml');
  const d = f.ok ? f.value.documents[0] : undefined;
  if (d?.kind !== 'ship') throw new Error('the example cruiser');
  return d;
};

describe('the options of duel', () => {
  it('reads range schedules, facings and power budgets, and refuses the rest', () => {
    expect(rangeSchedule('8')).toEqual({ kind: 'fixed', range: 8 });
    expect(rangeSchedule('24:4:2')).toEqual({ kind: 'closing', from: 24, to: 4, step: 2 });
    expect(rangeSchedule('20,16,8')).toEqual({ kind: 'list', ranges: [20, 16, 8] });
    expect(rangeSchedule('standoff-b')).toEqual({ kind: 'standoff', side: 'b' });
    for (const bad of ['4:24:1', 'x', '1:2', '-3', '']) expect(() => rangeSchedule(bad), bad).toThrow();
    expect(facingPolicy('4,1')).toEqual({ a: 4, b: 1 });
    expect(facingPolicy('Most-Weapons')).toBe('most-weapons');
    expect(() => facingPolicy('7,1')).toThrow();
    expect(powerBudget('unlimited')).toBe('unlimited');
    expect(powerBudget('12')).toBe(12);
    expect(() => powerBudget('-1')).toThrow();
  });
});

describe('spacedock duel', () => {
  it('answers as duel() does, in JSON', async () => {
    const r = await run(['duel', 'examples/cruiser.yaml', 'examples/cruiser.yaml', '--trials', '600', '--range', '4', '--seed', '5', '--json']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const json = JSON.parse(r.out);
    expect(json.ok).toBe(true);
    expect(json.a).toEqual({ file: 'examples/cruiser.yaml', kind: 'ship', name: 'Meridian-class Patrol Cruiser', label: null });
    const lib = duel(cruiser(), cruiser(), { trials: 600, range: { kind: 'fixed', range: 4 }, seed: 5 });
    expect(lib.ok && JSON.parse(JSON.stringify(lib.value))).toEqual(json.duel);
    expect(json.diagnostics.map((d: { code: string }) => d.code).filter((c: string) => c.startsWith('duel-'))).toEqual(['duel-unit-not-fired', 'duel-unit-not-fired']);
    expect(json.svg).toBeNull();
  });

  it('prints the outcomes, the turns and both ships as text', async () => {
    const r = await run(['duel', 'examples/cruiser.yaml', 'examples/cruiser.yaml', '--trials', '300', '--turns', '4', '--charset', 'ascii']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Meridian-class Patrol Cruiser \(a\) against Meridian-class Patrol Cruiser \(b\)\n300 duels of up to 4 turns, seed 1; range closing from 24 to 4 by 4 a turn/);
    for (const line of ['Outcome', '  draw (both stand)', 'Decided in turn', '  damage a power point', 'Lost first by a: ']) expect(r.out).toContain(line);
    expect(r.out).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('puts the library\'s option problems on the command line, exit 1; a usage error is exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spacedock-duel-'));
    const big = join(dir, 'big.json');
    writeFileSync(big, JSON.stringify({ format: 1, kind: 'ship', name: 'Big', sizeClass: 1, tech: 3, units: [{ name: 'Gun', spec: '1000d6 eZap', count: 1000 }], systems: [{ label: 'Bridge' }] }));
    const r = await run(['duel', big, big, '--trials', '10000000', '--turns', '1000', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.diagnostics.find((d: { code: string }) => d.code === 'duel-too-large')?.path).toBe('--trials');
    expect(json.duel).toBeNull();
    expect((await run(['duel', 'examples/cruiser.yaml', 'examples/cruiser.yaml', '--range', 'far'])).code).toBe(2);
    expect((await run(['duel', '-', '-'])).code).toBe(2);
    const missing = await run(['duel', 'examples/cruiser.yaml', join(dir, 'none.yaml'), '--json']);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.out).diagnostics.at(-1).code).toBe('unreadable-input');
  });

  it('writes the charts with --svg, as plotDuel draws them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spacedock-duel-'));
    const out = join(dir, 'duel.svg');
    const r = await run(['duel', 'examples/cruiser.yaml', 'examples/cruiser.yaml', '--trials', '200', '--range', '4', '--svg', out, '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.svg).toBe(out);
    const plotted = plotDuel(json.duel);
    expect(plotted.ok).toBe(true);
    if (plotted.ok) expect(readFileSync(out, 'utf8')).toBe(plotted.value);
    for (const chart of ['outcomes', 'decided', 'lost-a', 'lost-b']) expect(readFileSync(out, 'utf8')).toContain(`data-chart="${chart}"`);
  });
});

describe('duel on workers', () => {
  it('a worker job runs its blocks as the main thread would, from the prepared duel cloned', () => {
    const a = testShip(BRAWLER);
    const b = testShip([{ spec: '3d6 eZap AUTO', count: 2 }], { name: 'Hornet' });
    const options = { trials: 1100, seed: 4, range: { kind: 'fixed', range: 4 } } as const;
    const p = prepareDuel(a, b, options);
    if (!p.ok) throw new Error('refused');
    const whole = runDuelBlocks(p.value, 0, 3);
    const messages: DuelWorkerMessage[] = [];
    // The job crosses a thread as structured data: cloned.
    runDuelWorkerJob(structuredClone(duelJob({ ...p.value, onProgress: () => undefined }, { from: 1, to: 3 })), (m) => messages.push(m));
    const done = messages.at(-1);
    expect(messages.filter((m) => m.kind === 'progress').map((m) => (m.kind === 'progress' ? m.trials : 0))).toEqual([500, 100]);
    const first = runDuelBlocks(p.value, 0, 1);
    if (!whole.ok || !first.ok || done?.kind !== 'done') throw new Error('no tally');
    const sum = Array.from(first.value, (x, i) => x + done.tally[i]!);
    expect(sum).toEqual(Array.from(whole.value));
  });

  it('the text keeps within the width', () => {
    const r = duel(testShip(BRAWLER, { name: 'A very long ship name that goes on and on and on' }), testShip(BRAWLER), { trials: 100 });
    if (!r.ok) throw new Error('refused');
    for (const width of [60, 80, 132]) {
      const lines = renderDuel(r.value, { unicode: true, width, color: false }).split('\n');
      // The options line wraps in the terminal; every other line fits.
      expect(lines.filter((l, i) => i !== 1 && [...l].length > width)).toEqual([]);
    }
  });
});

describe('the built bin', () => {
  const bin = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
  it('runs duel on worker threads with the answer of one thread', () => {
    expect(existsSync(new URL('../../dist/duel-worker.cjs', import.meta.url))).toBe(true);
    const argv = [bin, 'duel', 'examples/cruiser.yaml', 'examples/cruiser.yaml', '--range', '4', '--trials', '1300', '--seed', '3', '--json'];
    const one = execFileSync(process.execPath, argv, { encoding: 'utf8' });
    const two = execFileSync(process.execPath, [...argv, '--workers', '2'], { encoding: 'utf8' });
    expect(JSON.parse(one).duel.trials).toBe(1300);
    expect(two).toBe(one);
    // A fleet crosses to the workers as its ships' slim inputs.
    const fleet = [bin, 'duel', 'examples/home-guard.yaml', 'examples/cruiser.yaml', '--range', '4', '--trials', '1100', '--json'];
    const fleetOne = execFileSync(process.execPath, fleet, { encoding: 'utf8' });
    expect(JSON.parse(fleetOne).duel.a.kind).toBe('fleet');
    expect(execFileSync(process.execPath, [...fleet, '--workers', '2'], { encoding: 'utf8' })).toBe(fleetOne);
  });

  it('ends at once when it refuses its input after starting its workers', () => {
    // A generous bound: a worker left waiting would hold the process open for good.
    const r = spawnSync(process.execPath, [bin, 'duel', 'examples/cruiser.yaml', 'examples/no-such-ship.yaml', '--workers', '2', '--json'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as { ok: boolean; diagnostics: { code: string; severity: string }[] };
    expect(report.ok).toBe(false);
    expect(report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['unreadable-input']);
    // And a usage error (both ships from standard input) ends it too.
    const usage = spawnSync(process.execPath, [bin, 'duel', '-', '-', '--workers', '2'], { encoding: 'utf8', timeout: 60_000, input: '' });
    expect(usage.status).toBe(2);
  });
});

describe('spacedock duel with a fleet', () => {
  it('a file with one fleet document fights the whole fleet, as duel() fights resolveFleet\'s fleet', async () => {
    const r = await run(['duel', 'examples/home-guard.yaml', 'examples/cruiser.yaml', '--trials', '300', '--range', '4', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.a).toEqual({ file: 'examples/home-guard.yaml', kind: 'fleet', name: 'Home Guard', label: null });
    expect(json.duel.a.ships.map((s: { label: string }) => s.label)).toEqual(['Meridian', 'Hearthstone', 'Picket 1', 'Picket 2']);
    const text = await run(['duel', 'examples/home-guard.yaml', 'examples/cruiser.yaml', '--trials', '300', '--range', '4', '--charset', 'ascii']);
    expect(text.out).toMatch(/^fleet Home Guard \(a\) against Meridian-class Patrol Cruiser \(b\)/);
    expect(text.out).toContain('Picket 2: ');
    // A label still picks one ship of the fleet.
    const one = await run(['duel', 'examples/home-guard.yaml', 'examples/cruiser.yaml', '--ship-a', 'Picket 1', '--trials', '100', '--json']);
    expect(JSON.parse(one.out).a).toEqual({ file: 'examples/home-guard.yaml', kind: 'ship', name: 'Picket Cutter', label: 'Picket 1' });
  });
});
