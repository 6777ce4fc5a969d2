// The bin's start (src/cli/start.ts): the CLI bundle run through V8's code cache, kept per command
// and per build, refused when it does not fit, and never in the way of the command's answer.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const bin = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'spacedock-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: readonly string[], env: NodeJS.ProcessEnv) => {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

/** The cache files under `folder` (spacedock/v8-<version>-<arch>/<command>-<size>-<mtime>.bin). */
const cacheFiles = (folder: string): string[] => {
  const base = join(folder, 'spacedock');
  if (!existsSync(base)) return [];
  return readdirSync(base).flatMap((v) => readdirSync(join(base, v)).map((f) => join(base, v, f)));
};

const CHECK = ['check', 'examples/ships/cruiser.yaml'];
const PRICE = ['price', '3d6 eZap AP', '--json'];

describe('the code cache of the bin', () => {
  const plain = { check: run(CHECK, { NODE_DISABLE_COMPILE_CACHE: '1' }), price: run(PRICE, { NODE_DISABLE_COMPILE_CACHE: '1' }) };

  it('answers as without a cache, writes one file per command, and reads it on the next run', () => {
    expect(plain.check.code).toBe(0);
    expect(plain.check.out).toContain('1 file checked: 0 errors');
    const folder = join(dir, 'fresh');
    expect(run(CHECK, { NODE_COMPILE_CACHE: folder })).toEqual(plain.check);
    const after = cacheFiles(folder);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/[/\\]check-\d+-\d+\.bin$/);
    expect(statSync(after[0]!).size).toBeGreaterThan(10_000);
    if (process.platform !== 'win32') expect(statSync(after[0]!).mode & 0o077).toBe(0);
    const written = statSync(after[0]!).mtimeMs;
    // The second run reads the cache (V8 takes it: nothing is written again) and answers the same.
    expect(run(CHECK, { NODE_COMPILE_CACHE: folder })).toEqual(plain.check);
    expect(statSync(after[0]!).mtimeMs).toBe(written);
    expect(run(PRICE, { NODE_COMPILE_CACHE: folder })).toEqual(plain.price);
    expect(cacheFiles(folder).map((f) => f.replace(/.*[/\\]/, '').split('-')[0]).sort()).toEqual(['check', 'price']);
  });

  it('replaces a cache V8 refuses (damaged, or of another build) and drops the caches of older builds', () => {
    const folder = join(dir, 'damaged');
    run(CHECK, { NODE_COMPILE_CACHE: folder });
    const [file] = cacheFiles(folder);
    writeFileSync(file!, Buffer.alloc(4096, 7));
    expect(run(CHECK, { NODE_COMPILE_CACHE: folder })).toEqual(plain.check);
    expect(readFileSync(file!).subarray(0, 4096).equals(Buffer.alloc(4096, 7))).toBe(false);
    // A cache of an older build of the bundle (another size and time) goes when a new one is written.
    const old = join(file!, '..', 'price-1-1.bin');
    writeFileSync(old, 'old');
    expect(run(PRICE, { NODE_COMPILE_CACHE: folder })).toEqual(plain.price);
    expect(existsSync(old)).toBe(false);
  });

  it('writes nothing when turned off, and answers the same when the folder cannot be written', () => {
    const off = join(dir, 'off');
    expect(run(CHECK, { NODE_COMPILE_CACHE: off, NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual(plain.check);
    expect(existsSync(off)).toBe(false);
    // A file where the folder should be: no cache can be written, and nothing fails.
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, '');
    expect(run(CHECK, { NODE_COMPILE_CACHE: blocked })).toEqual(plain.check);
    if (process.platform !== 'win32' && process.getuid?.() !== 0) {
      const readOnly = join(dir, 'read-only');
      mkdirSync(readOnly);
      chmodSync(readOnly, 0o500);
      expect(run(CHECK, { NODE_COMPILE_CACHE: readOnly })).toEqual(plain.check);
    }
  });

  it('keeps the exit codes and the error output of a failing command', () => {
    const folder = join(dir, 'errors');
    const bad = ['price', '3d6 eZap QQ'];
    const once = run(bad, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(once.code).toBe(1);
    expect(run(bad, { NODE_COMPILE_CACHE: folder })).toEqual(once);
    expect(run(bad, { NODE_COMPILE_CACHE: folder })).toEqual(once);
    const usage = run(['price'], { NODE_COMPILE_CACHE: folder });
    expect(usage.code).toBe(2);
  });
});

describe('what a command loads', () => {
  // A preloaded probe says at exit whether Node's crypto module was loaded: it takes about 7 ms of
  // a command's start, so only a command that writes a file or checks a state's digest loads it.
  const probe = join(dir, 'probe.cjs');
  writeFileSync(probe, `process.on('exit', () => process.stderr.write('crypto loaded: ' + process.moduleLoadList.includes('NativeModule crypto') + '\\n'));\n`);
  const probed = (args: readonly string[]) => {
    const r = spawnSync(process.execPath, ['--require', probe, bin, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('leaves node:crypto unloaded for commands that write no file', () => {
    const simulate = probed(['simulate', 'examples/ships/cruiser.json', '--shield', '1', '--points', '30', '--trials', '1', '--json']);
    expect(simulate.code).toBe(0);
    expect(simulate.err).toContain('crypto loaded: false');
    const check = probed(CHECK);
    expect(check.code).toBe(0);
    expect(check.err).toContain('crypto loaded: false');
  });

  it('loads it when a state is read and written back, and the write is whole', () => {
    const state = join(dir, 'probe-state.json');
    const first = probed(['damage', 'examples/cruiser.yaml', '--state', state, '--shield', '1', '--points', '40', '--seed', '7']);
    expect(first.code).toBe(0);
    expect(first.err).toContain('crypto loaded: true');
    const second = probed(['damage', 'examples/cruiser.yaml', '--state', state, '--shield', '2', '--points', '30', '--seed', '11', '--json']);
    expect(second.code).toBe(0);
    expect(JSON.parse(readFileSync(state, 'utf8'))).toBeTypeOf('object');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
