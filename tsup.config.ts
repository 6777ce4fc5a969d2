import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

/** The package's entry points (`exports` in package.json), each with its declarations. */
const LIBRARY = {
  index: 'src/index.ts',
  catalog: 'src/catalog/index.ts',
  combat: 'src/combat/index.ts',
  damage: 'src/damage/index.ts',
  design: 'src/design/index.ts',
  duel: 'src/duel/index.ts',
  plot: 'src/plot/index.ts',
  render: 'src/render/index.ts',
  sheet: 'src/sheet/index.ts',
  turn: 'src/turn/index.ts',
};

/**
 * Each entry's thin files: `<entry>.cjs` for `require`, which loads the ES module (Node 20.19 and
 * later load ES modules from `require`), so the code ships once; and `<entry>.d.ts` for `import`,
 * which re-exports the `.d.cts` (an ES module may re-export a CommonJS one; the API is the same).
 */
async function thinFiles(): Promise<void> {
  for (const name of Object.keys(LIBRARY)) {
    await writeFile(`dist/${name}.cjs`, `'use strict';\n// spacedock${name === 'index' ? '' : `/${name}`} for require(): the ES module itself (Node 20.19+ loads ES modules from require).\nmodule.exports = require('./${name}.js');\n`);
    await writeFile(`dist/${name}.d.ts`, `export * from './${name}.cjs';\n`);
  }
}

/**
 * The licences of the packages bundled into the CLI (read from esbuild's list of its inputs, so the
 * list follows the code), written beside it as `dist/cli.licenses.txt`: their MIT and ISC licences
 * ask that the notice go with every copy.
 */
const bundledLicences: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'bundled-licences',
  setup(build) {
    build.initialOptions.metafile = true;
    build.onEnd(async (result) => {
      if (result.metafile === undefined || result.errors.length > 0) return;
      const packages = new Set<string>();
      for (const input of Object.keys(result.metafile.inputs)) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
        if (m !== null) packages.add(m[1]!);
      }
      const parts: string[] = ['The spacedock CLI (dist/cli.cjs, dist/simulate-worker.cjs, dist/duel-worker.cjs) bundles these packages, under these licences.\n'];
      for (const name of [...packages].sort()) {
        const pkg = JSON.parse(await readFile(`node_modules/${name}/package.json`, 'utf8')) as { version: string; license?: string };
        const text = await readFile(`node_modules/${name}/LICENSE`, 'utf8').catch(() => `(no LICENSE file; package.json says ${pkg.license ?? 'nothing'})`);
        parts.push(`${'-'.repeat(72)}\n${name} ${pkg.version} (${pkg.license ?? 'unknown'})\n\n${text.trim()}\n`);
      }
      await writeFile('dist/cli.licenses.txt', parts.join('\n'));
    });
  },
};

export default defineConfig([
  {
    // The library as ES modules, sharing chunks between its entries.
    entry: LIBRARY,
    format: ['esm'],
    splitting: true,
    sourcemap: false,
    target: 'es2022',
    platform: 'neutral',
    treeshake: true,
    // The thin files of each entry (see the declarations below).
    onSuccess: thinFiles,
  },
  {
    // Declarations, one set: the CommonJS ones (`.d.cts`, with their shared chunks), emitted
    // alone; `thinFiles` adds the rest.
    entry: LIBRARY,
    format: ['cjs'],
    dts: { only: true },
  },
  {
    // The CLI, an application: its own code and every dependency it uses (commander, tinyglobby,
    // zod, yaml) bundled and minified into one CommonJS file, so that it starts without resolving
    // hundreds of files in node_modules (zod alone is 95) and parses only what its commands use
    // (esbuild drops the rest of zod). CommonJS, because Node 20 can hand a CommonJS script its
    // code cache (`vm.Script`, see src/cli/start.ts) but not an ES module; and because running an
    // ES module first loads Node's ES module loader (bench/start.ts measured both).
    // `bin/spacedock.cjs` requires dist/start.cjs, which runs dist/cli.cjs; the workers of
    // `simulate --workers` and `duel --workers` are found beside it.
    entry: { cli: 'src/cli/main.ts', start: 'src/cli/start.ts', 'simulate-worker': 'src/cli/simulate-worker.ts', 'duel-worker': 'src/cli/duel-worker.ts' },
    format: ['cjs'],
    splitting: false,
    sourcemap: false,
    target: 'node20',
    platform: 'node',
    // Every dependency bundled, save the language server's libraries, LiquidJS and PDFKit: only
    // `spacedock lsp`, `render` and `table`, and a sheet written as PDF load them (a runtime
    // dependency each); bundled, the language server made every command's file a third bigger,
    // LiquidJS 15% bigger, and PDFKit with its font library would have tripled it.
    noExternal: [/^(?!vscode-languageserver|liquidjs|pdfkit|svg-to-pdfkit)/],
    external: ['vscode-languageserver', 'vscode-languageserver-textdocument', 'liquidjs', 'pdfkit', 'svg-to-pdfkit'],
    minify: true,
    // `import.meta.url` (the worker's address) as the CommonJS file's own.
    shims: true,
    // Each `import()` of Node's modules as a `require`: src/cli/start.ts compiles the bundle with
    // `vm.Script`, which cannot run an `import()` without an experimental flag.
    esbuildOptions(options) {
      options.supported = { ...options.supported, 'dynamic-import': false };
    },
    esbuildPlugins: [bundledLicences],
  },
]);
