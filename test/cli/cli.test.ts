import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/index.js';

async function run(argv: string[], stdin = '') {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), readStdin: async () => stdin });
  return { code, out, err };
}

describe('spacedock parse', () => {
  it('prints the AST as JSON and exits 0', async () => {
    const r = await run(['parse', '3d6 eZap "Laser" AP RNG- p=5 rng=23']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const ast = JSON.parse(r.out);
    expect(ast.function).toMatchObject({ kind: 'zap', damageType: 'energy', dice: { count: 3 } });
    expect(ast.modifiers.map((m: { code: string }) => m.code)).toEqual(['AP', 'RNG-']);
    expect(ast.power.value).toBe(5);
  });

  it('prints diagnostics with carets on stderr and exits 1 on errors', async () => {
    const r = await run(['parse', '3d6 eZap ACT13<']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('error[invalid-table-value]');
    expect(r.err).toContain('1 | 3d6 eZap ACT13<\n  |          ^^^^^^');
  });

  it('prints warnings but still succeeds', async () => {
    const r = await run(['parse', '3d6 Zap']);
    expect(r.code).toBe(0);
    expect(r.err).toContain('warning[missing-damage-type]');
    expect(JSON.parse(r.out).function.kind).toBe('zap');
  });

  it('renders at most 50 diagnostics and counts the rest, fast', async () => {
    const t0 = performance.now();
    const r = await run(['parse', '-'], '3d6 eZap ' + 'qq '.repeat(40_000));
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(r.code).toBe(1);
    expect(r.err.match(/error\[unknown-modifier\]/g)).toHaveLength(50);
    // The parse keeps 1000 and counts the rest; the CLI adds them up.
    expect(r.err).toContain('... and 39950 more (at least 951 errors)');
  });

  it('joins unquoted words and reads "-" from stdin', async () => {
    expect(JSON.parse((await run(['parse', '9', 'pDefense', 'POWZ'])).out).modifiers[0].code).toBe('POWZ');
    const r = await run(['parse', '-', '--compact'], '9 eDefense p=2\n');
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toHaveLength(1);
  });

  it('explains its usage', async () => {
    expect((await run(['parse'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
    expect((await run(['frobnicate'])).err).toContain('unknown command');
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('parse');
  });
});

describe('spacedock format', () => {
  it('prints the canonical form', async () => {
    const r = await run(['format', '3d6   ezap ap,rng-']);
    expect(r).toEqual({ code: 0, out: '3d6 eZap AP RNG-\n', err: '' });
  });
});

describe('spacedock price', () => {
  it('prints a readable breakdown of the laser cannon', async () => {
    const r = await run(['price', '3d6 eZap "Laser" AP RNG- p=5 rng=23']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('AP    +0.5   Armor Piercing');
    expect(r.out).toMatch(/active\s+23 /);
    expect(r.out).toMatch(/build\s+18 /);
    expect(r.out).toMatch(/range\s+18\n/);
    expect(r.err).toContain('warning[declared-range-mismatch]');
  });

  it('prints JSON and honours --profile', async () => {
    const r = await run(['price', '9 eDefense LIMIT:1="x"', '--json', '--profile', 'hero']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ basic: 9, active: 9, build: 4, profile: 'hero' });
  });

  it('exits 1 on errors and 2 on a bad command line', async () => {
    expect((await run(['price', '5 Missile move=40 (3d6 pShock)'])).code).toBe(1);
    expect((await run(['price', '3d6 eZap', '--profile', 'nonesuch'])).code).toBe(1);
    expect((await run(['price', '--bogus', '3d6 eZap'])).code).toBe(2);
  });
});

describe('spacedock catalog', () => {
  it('prints JSON rows with label, variant, repair, spaces and hitOn', async () => {
    const r = await run(['catalog', '--format', 'json', '--label', 'trac']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { label: string; variant: string | null; repair: number | null; spaces: number | null; hitOn: string[] }[];
    expect(rows.map((x) => x.variant)).toEqual(['no Mech', 'Mech', 'Hard', 'Borg']);
    expect(rows[2]).toMatchObject({ label: 'Trac', repair: 5, spaces: 3, hitOn: ['Trac'] });
  });

  it('filters by chart result and tech, and writes CSV and Markdown', async () => {
    const csv = await run(['catalog', '--format', 'csv', '--hit-on', 'shtl', '--tech', '3']);
    expect(csv.out.split('\n')[0]).toBe('label,variant,name,repair,spaces,hit on,tech,treat as');
    expect(csv.out).toContain('Ftr,tube,');
    expect(csv.out).not.toContain('Hangar-I');
    const md = await run(['catalog']);
    expect(md.out.startsWith('| label | variant |')).toBe(true);
  });

  it('refuses bad options', async () => {
    expect((await run(['catalog', '--format', 'xml'])).code).toBe(2);
    expect((await run(['catalog', '--tech', '9'])).code).toBe(2);
    expect((await run(['catalog', '--hit-on', 'Bridge'])).code).toBe(2);
  });
});

describe('spacedock check and table', () => {
  const list = (units: string) => `format: 1\nkind: units\ntitle: T\nunits:\n${units}`;
  const ship = 'format: 1\nkind: ship\nname: S\nsizeClass: 3\ntech: 3\nunits: [{ name: a, spec: 9 eDefense, count: 2 }]\nsystems: [{ label: Lab }]\n';

  it('lists each diagnostic in JSON as the library gives it, with the file', async () => {
    const text = `${ship}---\n${list('  - { name: Gun, spec: 3d6 eZap XX }\n')}`;
    const r = await run(['check', '-', '--json'], text);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out) as { ok: boolean; errors: number; files: { file: string; ok: boolean; documents: number; totals: unknown[]; diagnostics: Record<string, unknown>[] }[] };
    expect(out).toMatchObject({ ok: false, errors: 1, warnings: 0 });
    const [file] = out.files;
    // The ship has no error: it is counted and totalled next to the other document's error.
    expect(file).toMatchObject({ file: '-', ok: false, documents: 1, totals: [{ unitBuild: 18, systemSpaces: 1, byChartResult: { Lab: 1 } }] });
    expect(file?.diagnostics).toEqual([
      { severity: 'error', code: 'unknown-modifier', message: 'Gun: "XX" is not a modifier; did you mean EX?', span: { start: text.indexOf('XX'), end: text.indexOf('XX') + 2, line: 13, column: 33 }, path: 'units[0].spec', file: '-' },
    ]);
  });

  it('shows where each problem is in the text, the path in the document too', async () => {
    const r = await run(['check', '-'], list('  - { name: Gun, spec: 3d6 eZap, count: 0 }\n'));
    expect(r.code).toBe(1);
    expect(r.err).toBe(['error[design-schema]: Too small: expected number to be >=1', ' --> -:5:41', '  |', '5 |   - { name: Gun, spec: 3d6 eZap, count: 0 }', '  |                                         ^', '  = at: units[0].count', ''].join('\n'));
    expect(r.out).toBe('1 file checked: 1 error, 0 warnings\n');
  });

  it('reports a total past 2^53 - 1 as an error of its document, in text and in JSON', async () => {
    const huge = 'format: 1\nkind: ship\nname: Wall\nsizeClass: 3\ntech: 3\nunits: [{ name: w, spec: 9007199254740991 eDefense, count: 10 }]\n';
    const text = await run(['check', '-'], huge);
    expect(text.code).toBe(1);
    expect(text.err).toContain('error[points-too-large]: the sum of the build points of the units is 90071992547409910');
    expect(text.err).toContain(' --> -:1:1');
    expect(text.err).toContain('= at: units');
    const json = JSON.parse((await run(['check', '-', '--json'], huge)).out) as { errors: number; files: { ok: boolean; totals: unknown[]; diagnostics: { code: string; path: string }[] }[] };
    expect(json.errors).toBe(2); // build points and power
    expect(json.files[0]?.totals).toEqual([null]);
    expect(json.files[0]?.diagnostics.map((d) => [d.code, d.path])).toEqual([['points-too-large', 'units'], ['points-too-large', 'units']]);
  });

  it('prints no table for a file with errors, and refuses unknown formats and columns', async () => {
    const bad = await run(['table', '-'], list('  - { name: Gun, spec: 3d6 eZap XX }\n'));
    expect(bad.code).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err).toContain('error[unknown-modifier]');
    expect((await run(['table', '-', '--format', 'xml'])).err).toContain('--format must be md, csv or json');
    expect((await run(['table', '-', '--columns', 'name,cost'])).code).toBe(2);
    const csv = await run(['table', '-', '--format', 'csv', '--columns', 'name,build'], list('  - { name: Screen, spec: 9 eDefense }\n'));
    expect(csv).toEqual({ code: 0, out: 'name,build\nScreen,9\n', err: '' });
  });
});

describe('spacedock damage', () => {
  const file = new URL('../../examples/ships/cruiser.json', import.meta.url).pathname;
  it('prints where every point went and what survives', async () => {
    const r = await run(['damage', file, '--shield', '1', '--points', '32', '--rolls', '6,6,4,5']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1-30     shield #1');
    expect(r.out).toContain('roll 12  A  Aux Con');
    expect(r.out).toContain('roll  9  A  L Warp');
    expect(r.out).toContain('summary: 32 points: shields 30, armor 0, internals 2');
    expect(r.out).toContain('Aux Con 1/2');
  });

  it('is reproducible with a seed, and writes JSON', async () => {
    const a = await run(['damage', file, '--shield', '2', '--points', '60', '--seed', '9', '--json']);
    const b = await run(['damage', file, '--shield', '2', '--points', '60', '--seed', '9', '--json']);
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out).summary.points).toBe(60);
  });

  it('refuses bad arguments and files', async () => {
    expect((await run(['damage', file, '--shield', '7', '--points', '1'])).code).toBe(2);
    expect((await run(['damage', '/nonexistent.json', '--shield', '1', '--points', '1'])).code).toBe(1);
    expect((await run(['damage', file, '--shield', '1', '--points', '1', '--rolls', '0,9'])).code).toBe(2);
  });
});

describe('the built bin', () => {
  const bin = new URL('../../dist/cli.js', import.meta.url).pathname;
  // CI builds before it tests, so there the bin must exist; locally the test waits for a build.
  it.skipIf(!existsSync(bin) && process.env['CI'] === undefined)('runs under node with the right exit codes', () => {
    const ok = execFileSync(process.execPath, [bin, 'parse', '9 eDefense p=2', '--compact'], { encoding: 'utf8' });
    expect(JSON.parse(ok).function.kind).toBe('defense');
    const bad = spawnSync(process.execPath, [bin, 'parse', '9 eDefense BM'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('modifier-not-applicable');
  });
});
