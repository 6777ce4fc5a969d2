import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/index.js';

/**
 * Golden outputs: the CLI on every example in every format, compared with the files in
 * test/golden/. Run with UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then read
 * the diff before committing it.
 */
const root = new URL('../../', import.meta.url);
const examples = ['cruiser', 'carrier', 'base', 'weapons'];

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t), readStdin: async () => '' });
  return { code, out, err };
}

function golden(name: string, actual: string): void {
  const url = new URL(`test/golden/${name}`, root);
  if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(url)) writeFileSync(url, actual);
  expect(actual).toBe(readFileSync(url, 'utf8'));
}

describe('golden outputs', () => {
  for (const ex of examples) {
    for (const format of ['md', 'csv', 'json'] as const) {
      it(`table examples/${ex}.yaml --format ${format}`, async () => {
        const r = await run(['table', `examples/${ex}.yaml`, '--format', format]);
        expect(r.code).toBe(0);
        golden(`${ex}.table.${format}`, r.out);
      });
    }
    it(`check examples/${ex}.yaml`, async () => {
      const r = await run(['check', `examples/${ex}.yaml`, '--json']);
      expect(r.code).toBe(0);
      golden(`${ex}.check.json`, r.out);
    });
  }

  it('check examples/broken.yaml', async () => {
    const r = await run(['check', 'examples/broken.yaml']);
    expect(r.code).toBe(1);
    golden('broken.check.txt', `${r.err}${r.out}`);
  });

  it('check with a glob, and --strict', async () => {
    const r = await run(['check', 'examples/*.yaml']);
    expect(r.code).toBe(1);
    // Each valid document's totals line (a fleet's: its totals, then its lines), then the summary.
    const documentLine = String.raw`examples\/[\w-]+\.yaml: [^\n]+: (points \d+ \(unit build points|unit build points) \d+[^\n]*\n`;
    const fleetLines = String.raw`examples\/[\w-]+\.yaml: [^\n]+: \d+ ships, points \d+ of \d+[^\n]*\n(  [^\n]+\n)+`;
    expect(r.out).toMatch(new RegExp(`^(${documentLine}|${fleetLines}){6}6 files checked: \\d+ errors, \\d+ warnings?\n$`));
    expect((await run(['check', 'examples/c*.yaml', '--strict'])).code).toBe(0);
    expect((await run(['check', 'examples/nothing-*.yaml'])).code).toBe(1);
  });
});
