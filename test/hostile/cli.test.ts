// The CLI's output errors, run as a user would: a reader that closes the pipe early ends the CLI
// quietly; a full disk gives one line and exit 1; no stack trace without SPACEDOCK_DEBUG.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { internalErrorMessage, writeFailure } from '../../src/cli/output-errors.js';
import { bundle } from './harness.js';

const cli = (): string => bundle('src/cli/main.ts');

/**
 * Runs a shell line with `$CLI` set to the bundled CLI (1 GB heap); returns its output and status.
 * `hangMs` only guards against a hang (a loaded machine may take several times the usual time).
 */
function sh(line: string, env: Readonly<Record<string, string>> = {}, hangMs = 60_000): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync('bash', ['-c', line], {
    encoding: 'utf8',
    timeout: hangMs,
    env: { ...process.env, NO_COLOR: '1', CLI: `node --max-old-space-size=1024 ${cli()}`, ...env },
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

describe('CLI output errors', () => {
  it('a reader that stops after one line ends the CLI quietly with exit 0', () => {
    // catalog prints ~90 lines; head -1 closes the pipe after the first.
    const r = sh('$CLI catalog --format csv | head -1; echo "status=${PIPESTATUS[0]}" >&2');
    expect(r.stdout).toBe('label,variant,name,repair,spaces,hit on,tech,treat as\n');
    expect(r.stderr).toBe('status=0\n');
  });

  it('a reader that reads nothing (| true) ends the CLI quietly with exit 0', () => {
    // Enough output to fill the pipe buffer, so the write meets the closed pipe.
    const r = sh('$CLI catalog | true; $CLI catalog --format json | true; echo "status=${PIPESTATUS[0]}" >&2');
    expect(r.stderr).toBe('status=0\n');
  });

  it('a full disk gives one line and exit 1, with the stack only under SPACEDOCK_DEBUG', () => {
    const r = sh('$CLI catalog > /dev/full');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('spacedock: cannot write the output: ENOSPC, no space left on the device\n');
    const debug = sh('$CLI catalog > /dev/full', { SPACEDOCK_DEBUG: '1' });
    expect(debug.status).toBe(1);
    expect(debug.stderr).toMatch(/^spacedock: cannot write the output: ENOSPC[^\n]*\nError: ENOSPC[^\n]*\n\s+at /);
  });

  it('standard input past MAX_INPUT_BYTES ends with one line and exit 1, without reading on', () => {
    const r = sh('head -c 40000000 /dev/zero | $CLI parse -; echo "status=${PIPESTATUS[1]}"');
    expect(r.stderr).toBe('spacedock: standard input has more than 31457280 bytes, more than the CLI reads\n');
    expect(r.stdout).toBe('status=1\n');
  });

  it('standard input past MAX_INPUT_BYTES under --json: the JSON envelope, for spec and file commands alike', () => {
    for (const command of ['parse -', 'check -', 'damage - --shield 1 --points 1']) {
      const r = sh(`head -c 40000000 /dev/zero | $CLI ${command} --json; echo "status=\${PIPESTATUS[1]}" >&2`);
      const answer = JSON.parse(r.stdout) as { ok: boolean; diagnostics: { code: string; message: string }[] };
      expect(answer.ok, command).toBe(false);
      expect(answer.diagnostics.map((d) => d.code), command).toEqual(['unreadable-input']);
      expect(answer.diagnostics[0]?.message, command).toContain('standard input has more than 31457280 bytes');
      expect(r.stderr, command).toBe('status=1\n');
    }
  });

  it('control and bidirectional characters of names never reach the terminal raw', () => {
    // Two ships, one named with a C1 CSI (U+009B), a right-to-left override (U+202E) and DEL.
    const file = 'format: 1\nkind: ship\nname: "A\\u009b31mB\\u202eC\\x7f"\nsizeClass: 4\ntech: 3\n---\nformat: 1\nkind: ship\nname: Two\nsizeClass: 4\ntech: 3\n';
    for (const command of ['sheet', 'damage --shield 1 --points 1', 'simulate --shield 1 --points 1']) {
      const r = sh(`printf '%s' '${file}' | $CLI ${command.replace(/^(\w+)/, '$1 -')}`);
      expect(r.status, command).toBe(2);
      expect(r.stderr, command).toContain('"A·31mB·C·"');
      expect(r.stderr, command).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u007f]/);
    }
  });

  it('--workers past the threads the machine runs at once is capped, with a note, and the same answer', () => {
    const r = sh('$CLI simulate examples/cruiser.yaml --shield 1 --points 20 --trials 600 --turns 2 --workers 64 --charset ascii');
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^note: --workers 64 runs \d+ workers?, the threads this machine runs at once\n/);
    const one = sh('$CLI simulate examples/cruiser.yaml --shield 1 --points 20 --trials 600 --turns 2 --charset ascii');
    expect(r.stdout).toBe(one.stdout);
  });

  it('a glob of braces nested 3,000 deep is refused before it is expanded (it took 18.6 s CPU)', () => {
    const glob = `${'{a,'.repeat(3000)}b${'}'.repeat(3000)}`;
    const r = sh(`$CLI check '${glob}'`, {}, 120_000); // a hang guard only: the refusal is immediate, the old expansion took minutes
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: \{a,\{a,[^\n]{0,80}: braces may nest at most 4 deep in a glob \(this one nests 3000\): use several arguments\n/);
    // Ordinary braces still work.
    expect(sh("$CLI check 'examples/{cruiser,carrier}.yaml' --quiet").status).toBe(0);
  });

  it('a batch is printed as it is answered: 4 MB of specs price and parse in a 128 MB heap (10 MB used 1 GB)', () => {
    const line = '3d6 eZap "Laser" AP RNG- p=5';
    const lines = Math.ceil(4_000_000 / (line.length + 1));
    for (const command of ['price', 'parse']) {
      const r = sh(`yes '${line}' | head -n ${lines} | node --max-old-space-size=128 ${cli()} ${command} - | tail -n 1; echo "status=\${PIPESTATUS[2]}" >&2`, {}, 120_000);
      expect(r.stderr, command).toBe('status=0\n');
      expect(r.stdout, command).toEqual(command === 'price' ? `| ${lines} | 3d6 eZap "Laser" AP RNG- p=5 | 15 | 23 | 18 | 5 | 18 |\n` : expect.stringMatching(/^\{"span":\{"start":0,"end":28\}/));
    }
  });

  it('a ship "file" that is a directory or a device is refused unread', () => {
    const dir = sh('$CLI damage /tmp --shield 1 --points 3');
    expect(dir.status).toBe(1);
    expect(dir.stderr).toBe('error[unreadable-input]: cannot read this file: it is a directory\n --> /tmp\n');
    const dev = sh('$CLI damage /dev/zero --shield 1 --points 3');
    expect(dev.status).toBe(1);
    expect(dev.stderr).toBe('error[unreadable-input]: cannot read this file: it is not a regular file\n --> /dev/zero\n');
  });

  it('errors on standard error itself end quietly', () => {
    const r = sh('$CLI price "3d6 eZap XX" 2> /dev/full; echo "status=$?"');
    expect(r.stdout).toBe('status=1\n');
  });
});

describe('writeFailure and internalErrorMessage', () => {
  const error = (code: string): Error => Object.assign(new Error(`${code}: failed`), { code });

  it('a closed pipe is a quiet exit 0, other errors exit 1 with one line', () => {
    expect(writeFailure('stdout', error('EPIPE'), false)).toEqual({ exitCode: 0 });
    expect(writeFailure('stdout', error('EIO'), false)).toEqual({ exitCode: 1, message: 'spacedock: cannot write the output: EIO, input/output error\n' });
    expect(writeFailure('stdout', error('EWHATEVER'), false)).toEqual({ exitCode: 1, message: 'spacedock: cannot write the output: EWHATEVER, the write failed\n' });
    expect(writeFailure('stderr', error('ENOSPC'), false)).toEqual({ exitCode: 1 });
    expect(writeFailure('stdout', 'odd', false)).toEqual({ exitCode: 1, message: 'spacedock: cannot write the output: odd\n' });
  });

  it('an internal error is one line unless debugging, and survives odd thrown values', () => {
    expect(internalErrorMessage(new Error('boom\nsecond line'), false)).toBe('spacedock: internal error: boom (set SPACEDOCK_DEBUG=1 to see where)\n');
    expect(internalErrorMessage(new Error('boom'), true)).toMatch(/^spacedock: internal error: boom\nError: boom\n\s+at /);
    const hostile = { toString: () => { throw new Error('no'); } };
    expect(internalErrorMessage(hostile, false)).toBe('spacedock: internal error: unprintable error (set SPACEDOCK_DEBUG=1 to see where)\n');
    expect(internalErrorMessage(Object.create(null), false)).toBe('spacedock: internal error: unprintable error (set SPACEDOCK_DEBUG=1 to see where)\n');
  });
});
