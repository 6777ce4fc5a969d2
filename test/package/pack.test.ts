import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The published package (issue 25): its size against the goals, and what is in it. Packed from
 * dist/ as it is (test/built.ts builds it first when stale); scripts/pack-test.mjs installs the
 * tarball and uses every entry from ESM, CommonJS, TypeScript and a bundler.
 */
const root = new URL('../../', import.meta.url).pathname;
/**
 * The goals: the tarball as npm publishes it, and what it unpacks to in `node_modules`. Issue 25
 * set 600 kB packed. Issue 36 (the compiled model, one resolver of system lines, every armor kind
 * in the state, the volley, the kernel and the sheet, box prices and fleet limits, with their
 * declarations and docs) took the package from 599 kB to 646 kB packed. Issue 37 took it to
 * 665 kB: the template bounds (a filter's work read by the clock and counted, escapes measured
 * first) and the LaTeX table of what pdflatex typesets (render.js 3 kB gzipped larger), and one
 * file reader and writer, fleet references kept in their folder, unique sheet names, the
 * language server's fixes and exactVolley's sums in the CLI bundle (8 kB). Issue 38's
 * explanations (one pass over a file's parts, the spec and file mistakes, fleet-aware commands)
 * took it to 678 kB (each source byte ships as ESM, CJS and in the CLI bundle), issue 39 to 683 kB.
 * Issue 40 took it to 692 kB: the faster simulation kernel (its first, later replaced, row hints, the
 * roll stream: 5.5 kB, as it ships in the library, the CLI and the simulate worker) and the
 * library's shares of a simulation for threads (3 kB with their declarations and docs). Issue 41
 * took it to 788 kB: a new entry point, `spacedock/duel` (the duel engine and the balance lab:
 * 12 kB gzipped for duel.js, 4 kB of declarations), the `duel` and `balance` commands in the CLI
 * bundle (16 kB), the duel's worker (14 kB; it could share one file with the simulation's worker,
 * about 13 kB less), the balance report templates (3.4 kB), plotDuel and plotBalance, and their
 * docs. The goal is 800 kB.
 */
const MAX_PACKED = 800_000;
const MAX_UNPACKED = 3_000_000;

interface PackInfo {
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}

describe('the npm package', () => {
  const info = (JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as PackInfo[])[0]!;
  const paths = info.files.map((f) => f.path);

  it(`packs to at most ${MAX_PACKED} bytes and unpacks to at most ${MAX_UNPACKED}`, () => {
    console.log(`npm pack: ${info.size} bytes packed, ${info.unpackedSize} bytes unpacked, ${info.entryCount} files (goals ${MAX_PACKED} and ${MAX_UNPACKED})`);
    expect(info.size).toBeLessThanOrEqual(MAX_PACKED);
    expect(info.unpackedSize).toBeLessThanOrEqual(MAX_UNPACKED);
  });

  it('holds no source maps, one set of declarations, and every exported file', () => {
    expect(paths.filter((p) => p.endsWith('.map'))).toEqual([]);
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { exports: Record<string, unknown>; bin: Record<string, string> };
    const targetsOf = (v: unknown): string[] => (typeof v === 'string' ? [v] : Object.values(v as Record<string, unknown>).flatMap(targetsOf));
    const targets = targetsOf(pkg.exports).map((t) => t.slice(2)).filter((t) => t !== 'package.json');
    for (const target of [...new Set(targets), ...Object.values(pkg.bin).map((b) => b.slice(2))]) {
      // A pattern (`./templates/*`) is every file of its folder: at least one must be there.
      if (target.endsWith('/*')) expect(paths.some((p) => p.startsWith(target.slice(0, -1))), target).toBe(true);
      else expect(paths, target).toContain(target);
    }
    // Every built-in template, for authors to copy.
    for (const name of ['readout.md', 'readout.html', 'readout.tex', 'chapter.md', 'table.md', 'table.csv', 'readout.json']) expect(paths).toContain(`templates/${name}.liquid`);
    // The licences of what the CLI bundles go with it, one for each package in it.
    expect(paths).toContain('dist/cli.licenses.txt');
    const licences = readFileSync(`${root}dist/cli.licenses.txt`, 'utf8');
    for (const name of ['commander', 'tinyglobby', 'zod', 'yaml']) expect(licences, name).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\((MIT|ISC)\\)$`, 'm'));
    // The ES module declarations of each entry re-export the CommonJS ones: one line each.
    for (const p of paths.filter((x) => /^dist\/[a-z]+\.d\.ts$/.test(x))) expect(info.files.find((f) => f.path === p)!.size, p).toBeLessThan(100);
  });
});
