// Files as an attacker names them (issue 37), each run in a child process with a CPU budget and a
// heap cap: /proc/self/pagemap (it says it has 0 bytes and gives gigabytes) as a design file, a
// fleet's reference, a damage state, a template, and in the language server; one 2 MB design
// named 64 ways, read once; damage runs at once on one state file, none of their updates lost.
import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundle, caseResult, runNode } from './harness.js';

/** Prints, at the CLI's exit, the CPU time it used (user + system, ms) on a line of its own on standard error. */
const CPU_AT_EXIT = `data:text/javascript,${encodeURIComponent("import { writeSync } from 'node:fs'; process.on('exit', () => { const u = process.cpuUsage(); writeSync(2, `\\ncpu-ms ${(u.user + u.system) / 1000}\\n`); });")}`;

/** A CLI run in its own process (256 MB heap): its exit status, standard error without the CPU line, and the CPU time it used. */
function cli(args: readonly string[], heapMb = 256): { status: number | null; stdout: string; stderr: string; cpuMs: number } {
  const r = runNode(bundle('src/cli/main.ts'), args, { heapMb, nodeFlags: [`--import=${CPU_AT_EXIT}`] });
  if (r.timedOut) throw new Error(`spacedock ${args.join(' ')} hung`);
  const m = /\ncpu-ms ([\d.]+)\n$/.exec(r.stderr);
  if (m === null) throw new Error(`spacedock ${args.join(' ')} ended without its CPU line (exit ${r.status}, signal ${r.signal}): ${r.stderr.slice(-1000)}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.slice(0, m.index), cpuMs: Number(m[1]) };
}

/** The CPU budget of a refusal: a pagemap refused after 30 MB took 0.4 s of CPU here; the old reader read 1.5 GB and more. */
const REFUSAL_CPU_MS = 5_000;

const scratch = (): string => realpathSync(mkdtempSync(join(tmpdir(), 'spacedock-hostile-files-')));
const CUT = /it has more than the 31457280 bytes the CLI reads \([^)]*\): the reading stopped there \(the file system gives its size as 0 bytes\)/;

describe('/proc/self/pagemap is refused at the byte limit, wherever it is named', () => {
  it('as a design file: spacedock check /proc/self/pagemap', () => {
    const r = cli(['check', '/proc/self/pagemap']);
    console.log(`check /proc/self/pagemap: ${Math.round(r.cpuMs)} ms CPU`);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^error\[unreadable-input\]: cannot read this file: /);
    expect(r.stderr).toMatch(CUT);
    expect(r.cpuMs).toBeLessThan(REFUSAL_CPU_MS);
  });

  it('as a fleet line: refused as outside the folder unread, and cut at the limit when allowed', () => {
    const dir = scratch();
    const fleet = join(dir, 'fleet.yaml');
    writeFileSync(fleet, 'format: 1\nkind: fleet\nname: F\nships:\n  - { file: /proc/self/pagemap, ship: X }\n  - { file: /proc/self/environ, ship: X }\n');
    const r = cli(['check', fleet]);
    expect(r.status).toBe(1);
    expect(r.stderr.match(/error\[fleet-file\]: \/proc\/self\/\w+ leads outside the fleet file's folder/g)).toHaveLength(2);
    const allowed = cli(['check', fleet, '--allow-outside-refs']);
    console.log(`check of a fleet naming /proc/self/pagemap, allowed: ${Math.round(allowed.cpuMs)} ms CPU`);
    expect(allowed.status).toBe(1);
    expect(allowed.stderr).toMatch(new RegExp(`error\\[fleet-file\\]: cannot read /proc/self/pagemap: ${CUT.source}`));
    // /proc/self/environ is read, and is no design: not a character of it is shown.
    expect(allowed.stderr).toContain('error[fleet-file]: /proc/self/environ does not load, and does not read as a design document');
    expect(allowed.stderr).not.toContain('PATH=');
    expect(allowed.cpuMs).toBeLessThan(REFUSAL_CPU_MS);
  });

  it('as a damage state and a fleet state (a template: test/cli/files.test.ts, in-process, where the built-in templates are found)', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'fleet.yaml'), 'format: 1\nkind: fleet\nname: F\nships: [{ ship: Cutter }]\n---\nformat: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\n');
    const runs = [
      { args: ['damage', 'examples/cruiser.yaml', '--shield', '1', '--points', '3', '--state', '/proc/self/pagemap'], code: 'unreadable-input' },
      { args: ['sheet', 'examples/cruiser.yaml', '--state', '/proc/self/pagemap'], code: 'unreadable-input' },
      { args: ['sheet', join(dir, 'fleet.yaml'), '--state', '/proc/self/pagemap'], code: 'unreadable-input' },
    ];
    for (const { args, code } of runs) {
      const r = cli(args);
      console.log(`${args.join(' ')}: ${Math.round(r.cpuMs)} ms CPU`);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toContain(`error[${code}]`);
      expect(r.stderr, args.join(' ')).toMatch(/the reading stopped there \(the file system gives its size as 0 bytes\)/);
      expect(r.cpuMs, args.join(' ')).toBeLessThan(REFUSAL_CPU_MS);
    }
  });

  it('in the language server: a 5-line fleet naming it is answered at once, refused, or cut when allowed', () => {
    const budget = { cpuMs: REFUSAL_CPU_MS, heapMb: 256 };
    expect(caseResult('files/lsp-pagemap-fleet', budget)).toEqual([
      { code: 'fleet-file', line: 4, message: "/proc/self/pagemap leads outside the fleet file's folder: a fleet's references stay in its folder and the folders under it; set the language server's allowOutsideRefs option to read it" },
    ]);
    expect(caseResult('files/lsp-pagemap-fleet-allowed', budget)).toEqual([{ code: 'fleet-file', line: 4, message: expect.stringMatching(new RegExp(`^cannot read /proc/self/pagemap: ${CUT.source}$`)) }]);
    expect(caseResult('files/lsp-pagemap-link', budget)).toEqual([{ code: 'fleet-file', message: expect.stringMatching(/^cannot read <dir>\/ships\.yaml: it is outside the fleet file's folder, <dir> \(it leads to \/proc\/\d+\/pagemap\)/) }]);
  });

  it('a folder, a device and a named pipe nobody writes to are refused unread, never waited on', () => {
    const dir = scratch();
    expect(spawnSync('mkfifo', [join(dir, 'pipe.yaml')]).status).toBe(0);
    for (const file of [join(dir, 'pipe.yaml'), '/dev/zero', '/dev/urandom']) {
      const r = cli(['check', file]);
      expect(r.status, file).toBe(1);
      expect(r.stderr, file).toContain('error[unreadable-input]: cannot read this file: it is not a regular file');
    }
    const fleet = join(dir, 'fleet.yaml');
    writeFileSync(fleet, 'format: 1\nkind: fleet\nname: F\nships:\n  - { file: pipe.yaml, ship: X }\n');
    const r = cli(['check', fleet]);
    expect(r.stderr).toContain('error[fleet-file]: cannot read ');
    expect(r.stderr).toContain('pipe.yaml: it is not a regular file');
  });
});

describe('one file, many names', () => {
  it('a 2 MB design named 64 ways (links, hard links, /proc/self/root, ./x/..) is read and loaded once: the check costs about what one name costs', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'sub'));
    const units = Array.from({ length: 40_000 }, (_, i) => `  - { name: U${i}, spec: 3d6 eZap AP }\n`).join('');
    const design = `format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits:\n${units}`;
    expect(design.length).toBeGreaterThan(1_400_000);
    writeFileSync(join(dir, 'ship.yaml'), design);
    const names = ['ship.yaml', './sub/../ship.yaml', `/proc/self/root${dir}/ship.yaml`, `${dir}/ship.yaml`];
    for (let i = 0; names.length < 64; i++) {
      const name = `name-${i}.yaml`;
      if (i % 2 === 0) symlinkSync('ship.yaml', join(dir, name));
      else linkSync(join(dir, 'ship.yaml'), join(dir, name));
      names.push(name);
    }
    const fleetOf = (refs: readonly string[]): string => `format: 1\nkind: fleet\nname: F\nships:\n${refs.map((r) => `  - { file: ${JSON.stringify(r)}, ship: Cutter }\n`).join('')}`;
    writeFileSync(join(dir, 'one.yaml'), fleetOf(['ship.yaml']));
    writeFileSync(join(dir, 'many.yaml'), fleetOf(names));
    const one = cli(['check', join(dir, 'one.yaml'), '--quiet', '--allow-outside-refs'], 1024);
    const many = cli(['check', join(dir, 'many.yaml'), '--quiet', '--allow-outside-refs'], 1024);
    console.log(`check of a 2 MB design named once: ${Math.round(one.cpuMs)} ms CPU; named 64 ways: ${Math.round(many.cpuMs)} ms CPU`);
    expect(one.status, one.stderr).toBe(0);
    expect(many.status, many.stderr).toBe(0);
    // Read 64 times, it cost 7 times as much; read once, the difference is the 64 lines' own work.
    expect(many.cpuMs).toBeLessThan(one.cpuMs * 2 + 500);
  });
});

describe('damage runs at once on one state file', () => {
  it('lose no update: each run either writes on the state the last write left, or is refused and writes nothing', () => {
    const dir = scratch();
    const state = join(dir, 'game.json');
    const runs = 8;
    // Each run is a 1-point volley on shield #1 (24 boxes): one box each.
    const line = `for i in $(seq ${runs}); do ( node --max-old-space-size=256 ${bundle('src/cli/main.ts')} damage examples/cruiser.yaml --shield 1 --points 1 --seed $i --state '${state}' >/dev/null 2>"${dir}/err-$i"; echo $? > "${dir}/status-$i" ) & done; wait`;
    expect(spawnSync('bash', ['-c', line], { timeout: 180_000, env: { ...process.env, NO_COLOR: '1' } }).status).toBe(0);
    const statuses = Array.from({ length: runs }, (_, i) => readFileSync(join(dir, `status-${i + 1}`), 'utf8').trim());
    const errors = Array.from({ length: runs }, (_, i) => readFileSync(join(dir, `err-${i + 1}`), 'utf8'));
    const written = statuses.filter((s) => s === '0').length;
    const lost = /error\[unwritable-output\]: cannot write this damage state: it (changed|was made) since it (was read|was found missing)/;
    const refused = errors.filter((e) => lost.test(e)).length;
    console.log(`${runs} damage runs at once: ${written} wrote, ${refused} refused`);
    // Any other end is said whole (a run once failed to read the state another run was renaming onto it).
    const others = statuses.flatMap((status, i) => (status === '0' || lost.test(errors[i]!) ? [] : [`run ${i + 1}, exit ${status}: ${errors[i]}`]));
    expect(others).toEqual([]);
    expect(written + refused).toBe(runs);
    expect(written).toBeGreaterThanOrEqual(1);
    const final = JSON.parse(readFileSync(state, 'utf8')) as { shields: number[] };
    expect(final.shields[0]).toBe(24 - written);
  });
});
