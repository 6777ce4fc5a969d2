// spacedock simulate: the text renderer on hand-made results, the progress line on a fake clock,
// the sharing of blocks between workers, the command against the library, and the built bin
// with real worker threads. The printed text of the command is in test/cli/golden/simulate.txt.
import { execFileSync, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedVolley } from '../../src/cli/commands/simulate.js';
import { runCli } from '../../src/cli/index.js';
import { progressBar } from '../../src/cli/progress.js';
import { blockClaims, runBlocksOnWorkers, runJobBlocks, startWorkers } from '../../src/cli/block-workers.js';
import { blockBar, isUtf8Locale, renderSurvivability } from '../../src/cli/simulate-text.js';
import { runWorkerJob, type WorkerJob, type WorkerMessage } from '../../src/cli/simulate-worker.js';
import { buildShip } from '../../src/damage/index.js';
import { mergeTallies, prepareSimulation, runBlocks, summarize } from '../../src/survival/run.js';
import { simulateVolleys } from '../../src/survival/simulate.js';
import { runIn as run } from './harness.js';
import { LONG, SMALL, UNTOUCHED } from './simulate-fixture.js';
import { fromCounts, shipOfFile } from '../helpers/ship-lines.js';

const ANSI = /\u001b\[[0-9;]*m/g;
const columns = (line: string): number => [...line.replace(ANSI, '')].length;
/** The row of a part, without its name (`Shield #1` holds a `#`). */
const rowOf = (text: string, name: string): string => text.split('\n').find((l) => l.startsWith(`  ${name} `))?.slice(name.length + 2) ?? '';
const count = (text: string, ch: string): number => text.split(ch).length - 1;

describe('the text of a simulation', () => {
  it('draws P(destroyed) over P(hit) in proportion, and leaves out the parts no trial hit', () => {
    const text = renderSurvivability(SMALL, { unicode: false, width: 80, color: false });
    const full = count(rowOf(text, 'Shield #1'), '#');
    expect(full).toBeGreaterThanOrEqual(8);
    // F Hull: destroyed in 25% of the trials, hit in 50%; the phaser hit in 12.5%, never destroyed.
    const hull = rowOf(text, 'F Hull');
    expect(count(hull, '#')).toBe(Math.round(full / 4));
    expect(count(hull, '#') + count(hull, '=')).toBe(Math.round(full / 2));
    expect(hull).toMatch(/ 50\.0% \+-2\.0 +25\.0% \+-1\.0$/);
    const phaser = rowOf(text, 'Phaser (Ph-1)');
    expect(count(phaser, '#')).toBe(0);
    expect(count(phaser, '=')).toBe(Math.round(full / 8));
    expect(rowOf(text, 'Bridge')).toBe('');
  });

  it('uses Unicode blocks and ± in Unicode, nothing but ASCII otherwise', () => {
    const unicode = renderSurvivability(SMALL, { unicode: true, width: 80, color: false });
    expect(unicode).toContain('█');
    expect(unicode).toContain('±');
    for (const r of [SMALL, LONG, UNTOUCHED]) {
      const ascii = renderSurvivability({ ...r, ship: 'Plain' }, { unicode: false, width: 80, color: false });
      expect(ascii).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it('keeps every line within the width, from 60 to 200 columns', () => {
    for (const r of [SMALL, LONG, UNTOUCHED])
      for (const width of [60, 72, 80, 132, 200])
        for (const unicode of [true, false]) {
          const lines = renderSurvivability(r, { unicode, width, color: true }).split('\n');
          const over = lines.filter((l) => columns(l) > width);
          expect(over, `${width} columns`).toEqual([]);
        }
  });

  it('colours only when asked, and the colours add nothing but escapes', () => {
    const plain = renderSurvivability(SMALL, { unicode: true, width: 80, color: false });
    const coloured = renderSurvivability(SMALL, { unicode: true, width: 80, color: true });
    expect(plain).not.toMatch(ANSI);
    expect(coloured).toContain('\u001b[31m█');
    expect(coloured.replace(ANSI, '')).toBe(plain.replace(ANSI, ''));
  });

  it('shows a control character of the ship name as ·', () => {
    const text = renderSurvivability(SMALL, { unicode: true, width: 80, color: false });
    expect(text.split('\n')[0]).toBe('Test·[31mShip');
    expect(text).not.toContain('\u001b');
  });

  it('gives one histogram row per turn up to the last destruction, then the trials that survived', () => {
    const text = renderSurvivability(SMALL, { unicode: true, width: 80, color: false });
    expect(text).toMatch(/\n {2}turn 1 +█+ +20\.0% +200\n {2}turn 2 +█+ +40\.0% +400\n {2}survived +█+ +40\.0% +400\n/);
    expect(text).toContain('median turn 2');
    expect(text).toContain('1  30.0%   2  70.0%');
  });

  it('groups the turns of a long run, the counts adding up to the trials', () => {
    const text = renderSurvivability(LONG, { unicode: false, width: 80, color: false });
    const rows = text.split('\n').filter((l) => /^ {2}turns \d+-\d+ /.test(l));
    expect(rows).toHaveLength(15);
    expect(rows[0]).toMatch(/^ {2}turns 1-3 /);
    expect(rows.reduce((t, r) => t + Number(r.trim().split(/ +/).at(-1)), 0)).toBe(LONG.trials);
    // The weapons line wraps, each turn once.
    expect(text.match(/ \d+ +\d+\.\d%/g)?.length).toBe(45);
  });

  it('says so when nothing was hit, the ship was never destroyed, and it has no weapons', () => {
    const text = renderSurvivability(UNTOUCHED, { unicode: true, width: 80, color: false });
    expect(text).toContain('no trial hit any part');
    expect(text).toContain('never destroyed; median: not within 2 turns');
    expect(text).toContain('the ship has no weapons');
    expect(text).toMatch(/survived +█+ +100\.0% +1000/);
  });
});

describe('bars and locales', () => {
  it('draws a fraction of a bar in eighths of a cell, never past its cells', () => {
    expect(blockBar(0.5, 1, true)).toBe('▌');
    expect(blockBar(1, 3, true)).toBe('███');
    expect(blockBar(0.5, 3, true)).toBe('█▌');
    expect(blockBar(0, 10, true)).toBe('');
    expect(blockBar(0.5, 3, false)).toBe('##');
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), fc.integer({ min: 1, max: 80 }), (f, cells) => {
        const bar = blockBar(f, cells, true);
        const eighths = [...bar].reduce((t, c) => t + (c === '█' ? 8 : '▏▎▍▌▋▊▉'.indexOf(c) + 1), 0);
        expect([...bar].length).toBeLessThanOrEqual(cells);
        expect(eighths).toBe(Math.round(Math.min(1, Math.max(0, f)) * cells * 8));
        expect(blockBar(f, cells, false).length).toBe(Math.round(Math.min(1, Math.max(0, f)) * cells));
      }),
    );
  });

  it('reads the locale as the C library does: LC_ALL, then LC_CTYPE, then LANG', () => {
    expect(isUtf8Locale({ LANG: 'en_US.UTF-8' })).toBe(true);
    expect(isUtf8Locale({ LANG: 'de_DE.utf8' })).toBe(true);
    expect(isUtf8Locale({ LC_ALL: 'C', LANG: 'en_US.UTF-8' })).toBe(false);
    expect(isUtf8Locale({ LC_ALL: '', LC_CTYPE: 'C.UTF-8', LANG: 'C' })).toBe(true);
    expect(isUtf8Locale({ LC_CTYPE: 'POSIX', LANG: 'en_US.UTF-8' })).toBe(false);
    expect(isUtf8Locale({})).toBe(false);
  });
});

describe('the progress line', () => {
  const clocked = (enabled = true) => {
    let now = 0;
    const written: string[] = [];
    const bar = progressBar({ write: (t) => written.push(t), enabled, label: 'simulating', unit: 'trials', unicode: false, width: 80, now: () => now });
    return { bar, written, at: (ms: number) => (now = ms) };
  };

  it('stays quiet for the first second, then redraws at most ten times a second, and wipes itself', () => {
    const { bar, written, at } = clocked();
    at(900);
    bar.update(100, 1000);
    expect(written).toEqual([]);
    at(1000);
    bar.update(200, 1000);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\rsimulating \[#{5}-{19}\] 20% 200\/1000 trials, about 4 s left$/);
    at(1050);
    bar.update(300, 1000);
    expect(written).toHaveLength(1);
    at(1100);
    bar.update(400, 1000);
    expect(written).toHaveLength(2);
    at(1120);
    bar.update(1000, 1000);
    // The end of the count is always drawn, and the shorter line covers the longer one.
    expect(written).toHaveLength(3);
    expect(written[2]).toMatch(/^\rsimulating \[#{24}\] 100% 1000\/1000 trials +$/);
    expect(written[2]!.length).toBe(written[1]!.length);
    bar.end();
    expect(written[3]).toBe(`\r${' '.repeat(written[1]!.length - 1)}\r`);
  });

  it('draws nothing when off (not a terminal, or JSON), and end then writes nothing', () => {
    const { bar, written, at } = clocked(false);
    at(5000);
    bar.update(1, 2);
    bar.end();
    expect(written).toEqual([]);
  });

  it('shortens the bar before it cuts the figures', () => {
    const written: string[] = [];
    const bar = progressBar({ write: (t) => written.push(t), enabled: true, label: 'simulating', unit: 'trials', unicode: false, width: 64, delay: 0, now: () => 10 });
    bar.update(5000, 10000);
    expect(written[0]).toMatch(/^\rsimulating \[#+-+\] 50% 5000\/10000 trials, about 1 s left$/);
    expect(columns(written[0]!.slice(1))).toBe(63);
  });

  it('never draws a line as wide as the terminal', () => {
    const written: string[] = [];
    const bar = progressBar({ write: (t) => written.push(t), enabled: true, label: 'simulating', unit: 'trials', unicode: true, width: 30, delay: 0, now: () => 10 });
    bar.update(5, 10);
    expect(columns(written[0]!.slice(1))).toBe(29);
  });
});

describe('sharing the blocks among workers', () => {
  it('threads taking runs of blocks from one counter run every block once, each run at most a chunk and a share of what is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 40 }), (blocks, chunk, threads, from) => {
        const range = { from, to: from + blocks, claims: blockClaims(from, chunk, threads) };
        const runs: (readonly [number, number, number])[] = [];
        // Thread t's first run starts thread t + 1 before it ends, so the threads' runs interleave.
        const thread = (t: number): void => {
          let first = true;
          const r = runJobBlocks(range, 1, (a, b, into) => {
            runs.push([a, b, t]);
            if (first && t + 1 < threads) thread(t + 1);
            first = false;
            into[0]! += b - a;
            return { ok: true, value: into, diagnostics: [] };
          });
          if (!r.ok) throw new Error('refused');
          // The job's one tally holds every block it ran.
          expect(r.value[0]).toBe(runs.filter((x) => x[2] === t).reduce((n, [a, b]) => n + b - a, 0));
        };
        thread(0);
        // The runs in the order they were taken: each at most a 2 × threads-th of the blocks left.
        for (const [a, b] of runs) expect(b - a).toBeLessThanOrEqual(Math.max(1, Math.ceil((from + blocks - a) / (2 * threads))));
        // The last run is one block.
        const last = runs.reduce<readonly [number, number, number] | undefined>((l, r) => (l === undefined || r[0] > l[0] ? r : l), undefined);
        if (blocks > 0) expect(last !== undefined && last[1] - last[0]).toBe(1);
        const sorted = [...runs].sort((x, y) => x[0] - y[0]);
        let next = from;
        for (const [a, b] of sorted) {
          expect(a).toBe(next);
          expect(b - a).toBeGreaterThan(0);
          expect(b - a).toBeLessThanOrEqual(chunk);
          next = b;
        }
        expect(next).toBe(from + blocks);
        if (blocks > chunk * threads) expect(new Set(runs.map((r) => r[2])).size).toBe(threads);
      }),
    );
  });

  it('gives the same answer from worker jobs as from one run of every block, for 1, 2 and 3 workers', () => {
    const built = buildShip(fromCounts({ name: 'Frigate', shields: 12, systems: { 'F Hull': 4, 'A Hull': 3, Impulse: 2, Bridge: 1, Torp: 2 }, phasers: [{ type: 'Ph-1', arcs: [1, 2, 6] }] }));
    if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
    const plan = [{ shield: 1, points: 14 }];
    const options = { trials: 2300, turns: 4, seed: 9 };
    const prepared = prepareSimulation(built.value, plan, options);
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.diagnostics));
    const whole = runBlocks(prepared.value, 0, prepared.value.blocks);
    if (!whole.ok) throw new Error('the run failed');
    for (const workers of [1, 2, 3]) {
      const sum = new Float64Array(prepared.value.layout.size);
      let trials = 0;
      // The jobs take their blocks from one counter, a block at a time; each job's first block
      // starts the next job before it goes on, so that their blocks interleave.
      const claims = blockClaims(0, 1, workers);
      const runJob = (w: number): void => {
        const job: WorkerJob = { job: 'spacedock-simulate', ship: structuredClone(built.value), plan, options, from: 0, to: prepared.value.blocks, claims };
        const messages: WorkerMessage[] = [];
        runWorkerJob(structuredClone(job), (m) => {
          messages.push(structuredClone(m));
          if (m.kind === 'progress' && messages.length === 1 && w + 1 < workers) runJob(w + 1);
        });
        const last = messages.at(-1);
        if (last?.kind !== 'done') throw new Error(JSON.stringify(last));
        for (const m of messages) if (m.kind === 'progress') trials += m.trials;
        mergeTallies(sum, last.tally);
      };
      runJob(0);
      expect(trials).toBe(options.trials);
      expect(sum).toEqual(whole.value);
      expect(summarize(prepared.value, sum)).toEqual(summarize(prepared.value, whole.value));
    }
    // And another seed gives another answer (the test can fail).
    const other = prepareSimulation(built.value, plan, { ...options, seed: 10 });
    if (!other.ok) throw new Error('prepare');
    const otherTally = runBlocks(other.value, 0, other.value.blocks);
    expect(otherTally.ok && otherTally.value).not.toEqual(whole.value);
  });

  it('a job the library refuses answers with its diagnostics', () => {
    const messages: WorkerMessage[] = [];
    runWorkerJob({ job: 'spacedock-simulate', ship: { name: 'x' }, plan: [], options: {}, from: 0, to: 1 }, (m) => messages.push(m));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.kind).toBe('refused');
  });
});

describe('spacedock simulate', () => {
  it('reads --volley as shield and points only', () => {
    expect(plannedVolley('shield=2, points=12')).toEqual({ shield: 2, points: 12 });
    expect(() => plannedVolley('shield=2,points=12,seed=3')).toThrow(/"seed=3" is not one of those\.$/);
    // A misspelt key is named with the fix, as design files name theirs (issue 24).
    expect(() => plannedVolley('shield=2,pionts=12')).toThrow(/"pionts=12" is not one of those \(did you mean points=12\?\)/);
    expect(() => plannedVolley('Shield=2,points=12')).toThrow(/did you mean shield=2\?/);
    expect(() => plannedVolley('shield=2')).toThrow(/both are required/);
    expect(() => plannedVolley('shield=2,shield=3,points=1')).toThrow(/shield is given twice/);
    expect(() => plannedVolley('shield=7,points=1')).toThrow(/facing from 1 to 6/);
  });

  it('answers what simulateVolleys answers for the same ship, plan and options, whatever --workers', async () => {
    const argv = ['simulate', 'examples/ships/cruiser.json', '--volley', 'shield=1,points=20', '--volley', 'shield=2,points=12', '--turns', '4', '--trials', '1200', '--seed', '5', '--json'];
    const one = await run(argv);
    expect(one.code).toBe(0);
    expect(one.err).toBe('');
    const json = JSON.parse(one.out);
    const built = { ok: true as const, value: shipOfFile('examples/ships/cruiser.json') };
    if (!built.ok) throw new Error('the example ship does not build');
    const expected = simulateVolleys(built.value, [{ shield: 1, points: 20 }, { shield: 2, points: 12 }], { turns: 4, trials: 1200, seed: 5 });
    if (!expected.ok) throw new Error('the simulation failed');
    expect(json).toMatchObject({ ok: true, plan: [{ shield: 1, points: 20 }, { shield: 2, points: 12 }], svg: null });
    expect(json.simulation).toEqual(JSON.parse(JSON.stringify(expected.value)));
    // From the TypeScript sources there is no worker file: the blocks run on this thread, silently.
    const three = await run([...argv, '--workers', '3']);
    expect(three.err).toBe('');
    expect(three.out).toBe(one.out);
  });

  it('shows no progress line for a run shorter than a second, even on a terminal', async () => {
    let err = '';
    const code = await runCli(['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '10', '--trials', '100', '--charset', 'ascii'], { out: () => {}, err: (t) => (err += t), readStdin: async () => '', progress: true });
    expect(code).toBe(0);
    expect(err).toBe('');
  });

  it('says which file it cannot write, before running', async () => {
    const r = await run(['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--svg', '/nonexistent-dir/x.svg']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe('error[unwritable-output]: cannot write this file: its folder, /nonexistent-dir, does not exist\n --> /nonexistent-dir/x.svg\n');
  });

  it('writes the plot of the run with --svg', async () => {
    const { plotSurvival } = await import('../../src/plot/index.js');
    const dir = mkdtempSync(join(tmpdir(), 'spacedock-simulate-'));
    const out = join(dir, 'plot.svg');
    const r = await run(['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--trials', '500', '--turns', '4', '--svg', out, '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.svg).toBe(out);
    const plotted = plotSurvival(json.simulation);
    expect(plotted.ok).toBe(true);
    if (plotted.ok) expect(readFileSync(out, 'utf8')).toBe(plotted.value);
    const text = await run(['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--trials', '500', '--turns', '4', '--svg', out, '--charset', 'ascii']);
    expect(text.code).toBe(0);
    expect(text.err).toBe(`wrote ${out}\n`);
  });
});

describe('the built bin', () => {
  const bin = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
  // CI builds before it tests, so there the bin must exist; locally the test waits for a build.
  it('runs simulate on 2 and 3 worker threads with the answer of one thread', () => {
    expect(existsSync(new URL('../../dist/simulate-worker.cjs', import.meta.url))).toBe(true);
    const argv = [bin, 'simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '24', '--turns', '6', '--trials', '4100', '--seed', '3', '--json'];
    const one = execFileSync(process.execPath, argv, { encoding: 'utf8' });
    const two = execFileSync(process.execPath, [...argv, '--workers', '2'], { encoding: 'utf8' });
    const three = execFileSync(process.execPath, [...argv, '--workers', '3'], { encoding: 'utf8' });
    expect(JSON.parse(one).ok).toBe(true);
    expect(JSON.parse(one).simulation.trials).toBe(4100);
    expect(two).toBe(one);
    expect(three).toBe(one);
  });

  it('runs blocks on workers started before their job, and stops every worker, used or not', async () => {
    const url = new URL('../../dist/simulate-worker.cjs', import.meta.url);
    const built = buildShip(fromCounts({ name: 'Frigate', shields: 12, systems: { 'F Hull': 4, 'A Hull': 3, Impulse: 2, Bridge: 1, Torp: 2 } }));
    if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
    const plan = [{ shield: 1, points: 14 }];
    // 9 blocks over 3 threads; 1 block, which this thread runs alone.
    for (const options of [{ trials: 4300, turns: 3, seed: 5 }, { trials: 300, turns: 3, seed: 5 }]) {
      const prepared = prepareSimulation(built.value, plan, options);
      if (!prepared.ok) throw new Error(JSON.stringify(prepared.diagnostics));
      const sim = prepared.value;
      const whole = runBlocks(sim, 0, sim.blocks);
      const threads = await startWorkers(url, 2);
      const exited = threads.map((w) => once(w, 'exit'));
      let trials = 0;
      const job = { job: 'spacedock-simulate' as const, ship: built.value, plan, options };
      const tally = await runBlocksOnWorkers(threads, 'simulation', sim.blocks, sim.layout.size, (range): WorkerJob => ({ ...job, ...range }), (n) => (trials += n), (from, to, onRun, into) => runBlocks(sim, from, to, onRun, into));
      await Promise.all(exited);
      expect(trials).toBe(options.trials);
      expect(tally.ok && whole.ok && summarize(sim, tally.value)).toEqual(whole.ok && summarize(sim, whole.value));
    }
  });

  it('ends at once when it refuses its input after starting its workers', () => {
    const refused = (args: readonly string[], status = 1): readonly string[] => {
      // A generous bound: a worker left waiting would hold the process open for good.
      const r = spawnSync(process.execPath, [bin, ...args, '--workers', '2', '--json'], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(status);
      return (JSON.parse(r.stdout) as { diagnostics: { code: string; severity: string }[] }).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
    };
    expect(refused(['simulate', 'examples/no-such-ship.yaml', '--shield', '1', '--points', '30'])).toEqual(['unreadable-input']);
    // Refused by the library, after the ship is read.
    expect(refused(['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--trials', '10000000', '--turns', '50'])).toEqual(['simulation-too-large']);
    // A usage error the command finds once its workers have started.
    expect(refused(['simulate', 'examples/cruiser.yaml', '--shield', '1'], 2)).toEqual(['usage-error']);
  });
});
