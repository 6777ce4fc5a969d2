// `npm run bench`: the benchmarks run as a program that uses the library runs it. esbuild bundles
// bench/run.ts with the library's sources as tsup bundles dist/ (one module whose top-level
// constants are `var`s) into .bench/run.mjs, and plain Node runs that. Not through tsx: tsx's
// loader, as any module hook of Node 20, detaches an ArrayBuffer as it starts, and from then on
// V8 checks every typed array access for a detached buffer (specs/survival.md §7).
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Each bundled file keeps its own `import.meta.url`, so that the benches find the examples and fixtures beside them. */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }));
  },
};

await build({
  entryPoints: ['bench/run.ts'],
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'es2022',
  outfile: '.bench/run.mjs',
  logLevel: 'warning',
  plugins: [ownUrl],
});
const run = spawnSync(process.execPath, ['.bench/run.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
