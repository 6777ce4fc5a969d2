import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The size budget and tree-shaking of the main entry point: a minified bundle of
 * `import { parseUnit, priceUnit } from 'spacedock'` (built from dist/, which test/built.ts builds first when it is stale).
 */
const root = new URL('../../', import.meta.url).pathname;
/**
 * min+gzip bytes allowed for parseUnit + priceUnit, under the target of 25 kB. Measured after
 * the exact arithmetic moved from decimal.js (13 kB min+gzip on its own) to bigint ratios, then
 * raised from 20 kB when the structured-input reporter and the paths of diagnostics joined the
 * core (issue 12: 20.1 kB -> 20.7 kB; the core reads only the severities of its own codes, not
 * every module's), then raised from 21 kB when the notation's repairs joined it (issue 24: split
 * modifiers, full names and slips as suggestions, 21.2 kB -> 22.2 kB), then from 22.5 kB when the
 * spec mistakes of issue 38 joined it (quotes, `p:2`, `BURN<14`, `Energy Zap`, a bare warhead:
 * 22.1 kB -> 23.3 kB): see the console line below and CHANGELOG.md.
 */
const BUDGET = 24 * 1024;

describe('bundle size', () => {
  it('parseUnit + priceUnit stay under budget and pull in no catalog, zod, yaml or other dependency', async () => {
    const result = await build({
      stdin: { contents: "import { parseUnit, priceUnit } from './dist/index.js'; globalThis.keep = [parseUnit, priceUnit];", resolveDir: root, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes('node_modules/zod'))).toBe(false);
    expect(inputs.some((p) => p.includes('node_modules/yaml'))).toBe(false);
    expect(code).not.toContain('Three Forward'); // catalog data
    expect(code).not.toContain('Damage Allocation'); // damage chart
    expect(inputs.some((p) => p.includes('node_modules/'))).toBe(false); // no runtime dependency at all
    const gzipped = gzipSync(code).length;
    console.log(`parseUnit + priceUnit: ${code.length} bytes minified, ${gzipped} bytes min+gzip (budget ${BUDGET})`);
    expect(gzipped).toBeLessThan(BUDGET);
  });
});
