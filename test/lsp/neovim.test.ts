/**
 * A smoke test of `spacedock lsp` in a real editor: Neovim, headless, started with
 * `vim.lsp.start_client` on a broken design (test/lsp/fixtures/neovim-smoke.lua). It must get the
 * diagnostics `spacedock check` gives and a hover with the spec's build points. Skipped, saying
 * why, when Neovim is not installed (`.ci/run` installs Debian's).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const NVIM = '/usr/bin/nvim';
const reason = existsSync(NVIM) ? undefined : `${NVIM} is missing (apt-get install neovim)`;
if (reason !== undefined) console.warn(`test/lsp/neovim skipped: ${reason}`);

describe.skipIf(reason !== undefined)(`spacedock lsp in Neovim${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'spacedock-nvim-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows the diagnostics of `spacedock check` and hovers a spec with its price', () => {
    const file = join(dir, 'broken.yaml');
    const out = join(dir, 'out.json');
    writeFileSync(file, readFileSync('examples/cruiser.yaml', 'utf8').replace('sizeClass: 3', 'sizeClas: 3'));
    const script = new URL('./fixtures/neovim-smoke.lua', import.meta.url).pathname;
    const bin = new URL('../../bin/spacedock.cjs', import.meta.url).pathname;
    // A hang guard only (Neovim waits at most 30 s for the diagnostics itself).
    const r = spawnSync(NVIM, ['--headless', '-u', 'NONE', '-c', `luafile ${script}`], { env: { ...process.env, SMOKE_OUT: out, SMOKE_BIN: bin, SMOKE_FILE: file }, timeout: 120_000, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const seen = JSON.parse(readFileSync(out, 'utf8')) as { diagnostics: { code: string; lnum: number; col: number }[]; hover: string };
    const checked = JSON.parse(spawnSync(process.execPath, [bin, 'check', file, '--json'], { encoding: 'utf8' }).stdout) as { diagnostics: { code: string; span: { line: number; column: number } }[] };
    const at = (d: { code: string; lnum: number; col: number }) => `${d.code}@${d.lnum + 1}:${d.col + 1}`;
    expect(seen.diagnostics.map(at).sort()).toEqual(checked.diagnostics.map((d) => `${d.code}@${d.span.line}:${d.span.column}`).sort());
    const price = JSON.parse(spawnSync(process.execPath, [bin, 'price', '4d6 eZap "Phase Lance" AP ARC:ABF RNG- p=8 rng=32', '--json'], { encoding: 'utf8' }).stdout) as { price: { build: number } };
    expect(seen.hover).toContain(`build **${price.price.build}**`);
  });
});
