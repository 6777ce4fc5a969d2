// Behaviour of the CLI that goldens do not pin well: exact JSON fields, caps, colour, the
// built bin, the one JSON shape across commands. The printed text of every command is in
// test/cli/golden/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useColor } from '../../src/cli/index.js';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { runIn as run } from './harness.js';

describe('spec commands', () => {
  it('parse prints the AST as JSON and exits 0', async () => {
    const r = await run(['parse', '3d6 eZap "Laser" AP RNG- p=5 rng=23']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const ast = JSON.parse(r.out);
    expect(ast.function).toMatchObject({ kind: 'zap', damageType: 'energy', dice: { count: 3 } });
    expect(ast.modifiers.map((m: { code: string }) => m.code)).toEqual(['AP', 'RNG-']);
  });

  it('renders at most 50 diagnostics and counts the rest, fast', async () => {
    const cpu = process.cpuUsage();
    const r = await run(['parse', '-'], '3d6 eZap ' + 'qq '.repeat(40_000));
    // CPU time, not wall time: a loaded machine does not fail it (rendering all 40,000 took minutes).
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(5000);
    expect(r.code).toBe(1);
    expect(r.err.match(/error\[unknown-modifier\]/g)).toHaveLength(50);
    expect(r.err).toContain('... and 39950 more (at least 951 errors)');
  });

  it('price --json keeps the warnings and honours --profile', async () => {
    const r = await run(['price', '9 eDefense LIMIT:1="x"', '--json', '--profile', 'hero']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.price).toMatchObject({ basic: 9, active: 9, build: 4, profile: 'hero' });
    const warned = JSON.parse((await run(['price', '3d6 eZap AP p=9', '--json'])).out);
    expect(warned).toMatchObject({ ok: true, errors: 0, warnings: 1 });
    expect(warned.diagnostics[0]).toMatchObject({ code: 'declared-power-mismatch', span: { line: 1 } });
  });

  it('a batch names each line: its diagnostics -:line:column, its JSON line number', async () => {
    const stdin = '3d6 eZap AP\n\n# note\n  3d6 eZap XX\n';
    const text = await run(['price', '-'], stdin);
    expect(text.code).toBe(1);
    expect(text.err).toContain(' --> -:4:12');
    const lines = (await run(['format', '-', '--json'], stdin)).out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.line, l.ok, l.canonical])).toEqual([
      [1, true, '3d6 eZap AP'],
      [4, false, null],
    ]);
    // In JSON a span stays within its line's spec; its line and column place it in standard input.
    expect(lines[1].diagnostics[0].span).toEqual({ start: 11, end: 13, line: 4, column: 12 });
    expect(lines[1].spec.slice(11, 13)).toBe('XX');
  });
});

describe('check and table', () => {
  const list = (units: string) => `format: 1\nkind: units\ntitle: T\nunits:\n${units}`;
  const ship = 'format: 1\nkind: ship\nname: S\nsizeClass: 3\ntech: 3\nunits: [{ name: a, spec: 9 eDefense, count: 2 }]\nsystems: [{ label: Lab }]\n';

  it('lists each diagnostic in JSON as the library gives it, with the file, and totals the valid documents', async () => {
    const text = `${ship}---\n${list('  - { name: Gun, spec: 3d6 eZap XX }\n')}`;
    const r = await run(['check', '-', '--json'], text);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ ok: false, errors: 1, warnings: 0 });
    expect(out.files).toEqual([{ file: '-', ok: false, readable: true, documents: [{ kind: 'ship', title: 'S', totals: expect.objectContaining({ unitBuild: 18, systemSpaces: 1, byChartResult: { Lab: 1 } }) }] }]);
    expect(out.diagnostics).toEqual([
      { severity: 'error', code: 'unknown-modifier', message: 'Gun: "XX" is not a modifier; did you mean EX?', span: { start: text.indexOf('XX'), end: text.indexOf('XX') + 2, line: 13, column: 33 }, path: 'units[0].spec', suggestions: ['EX'], file: '-' },
    ]);
  });

  it('reports a total past 2^53 - 1 as an error at the lines it sums, in text and in JSON; the document is not loaded', async () => {
    const huge = 'format: 1\nkind: ship\nname: Wall\nsizeClass: 3\ntech: 3\nunits: [{ name: w, spec: 9007199254740991 eDefense, count: 10 }]\n';
    const text = await run(['check', '-'], huge);
    expect(text.code).toBe(1);
    expect(text.err).toContain('error[points-too-large]: the sum of the build points of the units is 90071992547409910');
    expect(text.err).toContain(' --> -:6:8');
    const json = JSON.parse((await run(['check', '-', '--json'], huge)).out);
    expect(json.errors).toBe(2); // build points and power
    expect(json.files[0].documents).toEqual([]);
    expect(json.diagnostics.map((d: { code: string; path: string }) => [d.code, d.path])).toEqual([
      ['points-too-large', 'units'],
      ['points-too-large', 'units'],
    ]);
  });

  it('table CSV of two documents has one header and a document column', async () => {
    const two = `${list('  - { name: Screen, spec: 9 eDefense }\n')}---\n${list('  - { name: "Gun, big", spec: 3d6 eZap }\n').replace('title: T', 'title: "U, 2"')}`;
    const csv = await run(['table', '-', '--format', 'csv', '--columns', 'name,build'], two);
    expect(csv).toMatchObject({ code: 0, out: 'document,name,build\nT,Screen,9\n"U, 2","Gun, big",15\n', err: '' });
  });
});

describe('one JSON shape', () => {
  const head = (json: Record<string, unknown>) => [typeof json['ok'], typeof json['errors'], typeof json['warnings'], Array.isArray(json['diagnostics'])];
  const lines: readonly (readonly string[])[] = [
    ['parse', '3d6 eZap', '--json'],
    ['format', '3d6 eZap QQ', '--json'],
    ['price', '3d6 eZap', '--json'],
    ['check', 'examples/weapons.yaml', '--json'],
    ['table', 'examples/weapons.yaml', '--json'],
    ['render', 'readout.md', 'examples/cruiser.yaml', '--json'],
    ['catalog', '--json'],
    ['rules', '--json'],
    ['damage', 'examples/cruiser.yaml', '--shield', '1', '--points', '3', '--seed', '1', '--json'],
    ['turn', '--speed', '9', '--json'],
    ['sheet', 'examples/cruiser.yaml', '--volley', 'shield=1,points=30', '--json'],
    ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--trials', '500', '--json'],
    ['duel', 'examples/cruiser.yaml', 'examples/cruiser.yaml', '--trials', '200', '--json'],
    ['balance', 'examples/cruiser.yaml', 'examples/carrier.yaml', '--duels', '20', '--json'],
  ];

  it('covers every command (but `lsp`, which speaks the Language Server Protocol: test/lsp)', () => {
    expect(new Set(lines.map((l) => l[0]))).toEqual(new Set(COMMANDS.filter((c) => c.json !== false).map((c) => c.name)));
  });

  it.each(lines.map((l) => [l.join(' '), l] as const))('%s', async (_, argv) => {
    const r = await run(argv);
    expect(r.err).toBe('');
    const json = JSON.parse(r.out) as Record<string, unknown>;
    expect(head(json)).toEqual(['boolean', 'number', 'number', true]);
    expect(r.code).toBe(json['ok'] === true ? 0 : 1);
  });

  it('answers a wrong command line in the same envelope under --json: a usage-error, exit 2, nothing on standard error', async () => {
    const wrong: readonly (readonly string[])[] = [
      ['catalog', '--tech', '9', '--json'],
      ['catalog', '--tech', '9', '--format', 'json'],
      ['table', 'examples/weapons.yaml', '--format=json', '--colums', 'name'],
      ['pirce', '3d6 eZap', '--json'],
      ['sheet', 'examples/cruiser.yaml', '--volley', 'shield=1,pionts=3', '--json'],
      ['price', '--json'],
    ];
    for (const argv of wrong) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toBe('');
      const json = JSON.parse(r.out) as { ok: boolean; errors: number; diagnostics: { code: string; message: string; suggestions?: string[] }[] };
      expect(json, argv.join(' ')).toMatchObject({ ok: false, errors: 1, warnings: 0 });
      expect(json.diagnostics.map((d) => d.code)).toEqual(['usage-error']);
      expect(json.diagnostics[0]!.message).not.toMatch(/^error:|\n/);
    }
    const typo = JSON.parse((await run(['pirce', '3d6 eZap', '--json'])).out) as { diagnostics: { message: string; suggestions?: string[] }[] };
    expect(typo.diagnostics[0]).toEqual({ severity: 'error', code: 'usage-error', message: "unknown command 'pirce'; did you mean price?", suggestions: ['price'] });
    // Without --json (or after --), the text on standard error as before.
    const text = await run(['catalog', '--tech', '9']);
    expect(text).toMatchObject({ code: 2, out: '' });
    expect(text.err).toContain("error: option '--tech <level>' argument '9' is invalid");
    const after = await run(['price', '--', '--json']);
    expect(after.out).not.toContain('usage-error');
  });
});

describe('sheet', () => {
  it('writes one file per page with -o, and the same pages as renderSheet', async () => {
    const { mkdtempSync, readFileSync, existsSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadDesigns } = await import('../../src/design/index.js');
    const { renderSheet } = await import('../../src/sheet/index.js');
    const dir = mkdtempSync(join(tmpdir(), 'spacedock-sheet-'));
    const out = join(dir, 'base.svg');
    const r = await run(['sheet', 'examples/base.yaml', '-o', out, '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.files).toEqual([out, join(dir, 'base-2.svg')]);
    const loaded = loadDesigns(readFileSync('examples/base.yaml', 'utf8'), 'examples/base.yaml');
    const expected = loaded.ok ? renderSheet(loaded.value.documents[0]!) : undefined;
    expect(expected?.ok).toBe(true);
    if (expected?.ok) expect(json.files.map((f: string) => readFileSync(f, 'utf8'))).toEqual(expected.value.pages);
    expect(existsSync(join(dir, 'base-3.svg'))).toBe(false);
  });

  it('keeps the shield boxes of a JSON ship after a volley, crossed out', async () => {
    const r = await run(['sheet', 'examples/ships/cruiser.json', '--volley', 'shield=1,points=40,seed=7']);
    expect(r.code).toBe(0);
    // Shield #1 has 30 boxes (examples/ships/cruiser.json): all drawn, all destroyed by 40 points.
    const shield1 = [...r.out.matchAll(/data-box="Shield #1:\d+"[^>]*/g)].map((m) => m[0]);
    expect(shield1).toHaveLength(30);
    expect(shield1.every((b) => b.includes('data-destroyed="true"'))).toBe(true);
  });

  it('says which file it cannot write', async () => {
    const r = await run(['sheet', 'examples/cruiser.yaml', '-o', '/nonexistent-dir/x.svg']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('error[unwritable-output]: cannot write this file: its folder, /nonexistent-dir, does not exist\n --> /nonexistent-dir/x.svg\n');
  });

  it('draws the volleys given: the crossed boxes are those the damage engine destroyed', async () => {
    const r = await run(['sheet', 'examples/cruiser.yaml', '--volley', 'shield=1,points=40,seed=7', '--volley', 'shield=2,points=30,seed=8']);
    expect(r.code).toBe(0);
    const crossed = r.out.match(/data-destroyed="true"/g)?.length ?? 0;
    const json = JSON.parse((await run(['damage', 'examples/cruiser.yaml', '--shield', '1', '--points', '40', '--seed', '7', '--json'])).out);
    // The first volley alone destroys at least its shield's boxes; the two together more.
    expect(crossed).toBeGreaterThan(json.summary.shields + json.summary.internals - json.summary.ignored);
  });
});

describe('colour', () => {
  it('follows NO_COLOR, then FORCE_COLOR, then the terminal', () => {
    expect(useColor({}, true)).toBe(true);
    expect(useColor({}, false)).toBe(false);
    expect(useColor({ NO_COLOR: '1' }, true)).toBe(false);
    expect(useColor({ NO_COLOR: '' }, true)).toBe(true);
    expect(useColor({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(useColor({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(useColor({ FORCE_COLOR: '1', NO_COLOR: '1' }, false)).toBe(false);
  });

  it('colours the severity of every command’s diagnostics, and nothing when off', async () => {
    const argvs = [['price', '3d6 eZap ACT13<'], ['check', 'test/cli/fixtures/empty.yaml'], ['table', 'examples/nope.yaml'], ['damage', 'examples/weapons.yaml', '--shield', '1', '--points', '1', '--seed', '1']];
    for (const argv of argvs) {
      const on = await run(argv, '', true);
      expect(on.err, argv.join(' ')).toMatch(/^\u001b\[1;3[13]m(error|warning)\u001b\[0m\[/);
      expect((await run(argv)).err).not.toContain('\u001b[');
      // --no-color turns it off on a colour terminal, after the command or before it.
      expect((await run([...argv, '--no-color'], '', true)).err, argv.join(' ')).not.toContain('\u001b[');
      expect((await run(['--no-color', ...argv], '', true)).err, argv.join(' ')).not.toContain('\u001b[');
    }
  });
});

describe('table -o', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spacedock-table-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes what standard output would show, in every format, and says so', async () => {
    for (const format of ['md', 'csv', 'json'] as const) {
      const file = join(dir, `weapons.${format}`);
      const printed = await run(['table', 'examples/weapons.yaml', '--format', format]);
      const written = await run(['table', 'examples/weapons.yaml', '--format', format, '-o', file]);
      expect(written.code).toBe(0);
      expect(written.out).toBe('');
      expect(readFileSync(file, 'utf8')).toBe(printed.out);
      expect(written.err).toBe(format === 'json' ? '' : `wrote ${file}\n`);
    }
  });

  it('writes nothing when a file has errors, and reports a file it cannot write', async () => {
    const file = join(dir, 'broken.md');
    const broken = await run(['table', 'examples/broken.yaml', '-o', file]);
    expect(broken.code).toBe(1);
    expect(existsSync(file)).toBe(false);
    const unwritable = await run(['table', 'examples/weapons.yaml', '--json', '-o', join(dir, 'no', 'such', 'dir.json')]);
    expect(unwritable.code).toBe(1);
    expect(JSON.parse(unwritable.out)).toMatchObject({ ok: false, diagnostics: [{ code: 'unwritable-output' }], documents: [] });
  });
});

describe('the built bin', () => {
  const bin = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
  // test/built.ts builds dist/ before the tests when it is stale.
  it('runs under node with the right exit codes and colour rules', () => {
    const ok = execFileSync(process.execPath, [bin, 'parse', '9 eDefense p=2', '--compact'], { encoding: 'utf8' });
    expect(JSON.parse(ok).function.kind).toBe('defense');
    const bad = spawnSync(process.execPath, [bin, 'parse', '9 eDefense BM'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '1' } });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('modifier-not-applicable');
    expect(bad.stderr).toContain('\u001b[1;31merror\u001b[0m');
    const usage = spawnSync(process.execPath, [bin, 'prise'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('(Did you mean price?)');
    expect(execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
