// Bundles the extension and vscode-languageclient into one CommonJS file, dist/extension.js (the
// manifest's `main`): the .vsix then carries no node_modules. `vscode` is VS Code's own module.
// esbuild and the client come from the repository's devDependencies (npm ci at the root). The
// licences of the bundled packages (MIT and ISC: their notice goes with every copy) are written
// beside it, dist/extension.licenses.txt, from esbuild's list of its inputs.
import { readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
const result = await build({
  absWorkingDir: here,
  entryPoints: ['src/extension.ts'],
  outfile: 'dist/extension.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  minify: true,
  metafile: true,
  logLevel: 'warning',
});

const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
  if (m !== null) packages.set(m[2], m[1]);
}
const parts = ['The spacedock extension (dist/extension.js) bundles these packages, under these licences.\n'];
for (const [name, dir] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
  const pkg = JSON.parse(await readFile(`${here}${dir}/package.json`, 'utf8'));
  const text = await readFile(`${here}${dir}/LICENSE`, 'utf8')
    .catch(() => readFile(`${here}${dir}/LICENSE.md`, 'utf8'))
    .catch(() => `(no LICENSE file; package.json says ${pkg.license ?? 'nothing'})`);
  parts.push(`${'-'.repeat(72)}\n${name} ${pkg.version} (${pkg.license ?? 'unknown'})\n\n${text.trim()}\n`);
}
await writeFile(`${here}dist/extension.licenses.txt`, parts.join('\n'));
