import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * spacedock/plot is browser-safe and small: a bundle of `plotSurvival` (from the sources) pulls in
 * no dependency, no Node built-in, and none of the design files, the CLI, the record sheet's
 * layout or the damage engine; only the sheet's text measures and the simulation's limits.
 */
describe('spacedock/plot bundle', () => {
  it('plotSurvival bundles for the browser without dependencies, Node built-ins or the engine', async () => {
    const root = new URL('../../', import.meta.url).pathname;
    const result = await build({
      stdin: { contents: "import { plotSurvival } from './src/plot/index.ts'; globalThis.keep = plotSurvival;", resolveDir: root, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((p) => p.includes('node_modules/') || p.startsWith('node:'))).toEqual([]);
    expect(inputs.filter((p) => /src\/(cli|design|damage|pricing|notation|catalog)\//.test(p))).toEqual([]);
    expect(inputs.filter((p) => p.includes('src/sheet/')).sort()).toEqual(['src/sheet/clean-text.ts', 'src/sheet/escape.ts', 'src/sheet/font-metrics.ts', 'src/sheet/measure.ts', 'src/sheet/rules.ts', 'src/sheet/text-svg.ts']);
    const code = result.outputFiles[0]!.text;
    const gzipped = gzipSync(code).length;
    console.log(`plotSurvival: ${code.length} bytes minified, ${gzipped} bytes min+gzip`);
    expect(gzipped).toBeLessThan(16 * 1024);
  });
});
