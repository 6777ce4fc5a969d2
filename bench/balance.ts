import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../scripts/built.mjs';

/**
 * 20 designs for the round robin: the example cruiser (examples/cruiser.yaml) without its two
 * Defense units (with them, the cruisers never kill each other in ten turns: every duel is a
 * draw, which measures nothing), its shields scaled from 60% to 155%, and every other one with a
 * third Phase lance, each named apart. Their costs and strengths differ, as a real set's do, and
 * about 60% of their duels end in a kill.
 */
export function balanceDesigns(): { readonly name: string; readonly text: string }[] {
  const base = readFileSync(new URL('../examples/cruiser.yaml', import.meta.url), 'utf8');
  const shields = /^shields: \[([^\]]+)\]$/m.exec(base);
  if (shields === null) throw new Error('examples/cruiser.yaml: no shields line');
  const values = shields[1]!.split(',').map(Number);
  return Array.from({ length: 20 }, (_, i) => {
    const scale = 0.6 + 0.05 * i;
    let text = base
      .replace(/^ {2}- name: Deflector screen\n {4}spec: [^\n]*\n/m, '')
      .replace(/^ {2}- name: Ablative plating\n {4}spec: [^\n]*\n {4}notes: [^\n]*\n/m, '')
      .replace(/^name: .*$/m, `name: Variant ${i + 1}`).replace(shields[0], `shields: [${values.map((v) => Math.round(v * scale)).join(', ')}]`);
    if (i % 2 === 1) text = text.replace(/(    spec: 4d6 eZap "Phase Lance"[^\n]*\n    count: )2/, '$13');
    if (text.includes('Deflector screen') || text.includes('Ablative plating')) throw new Error('examples/cruiser.yaml: its Defense units are not where the bench looks for them');
    return { name: `variant-${String(i + 1).padStart(2, '0')}.yaml`, text };
  });
}

/**
 * Issue 41's round robin: `spacedock balance` from the built bin on 20 designs (190 pairs) at 2,000
 * ten-turn duels a pair, on 2 workers: wall time, against the goal of a minute on 2 cores. A
 * smaller run (200 duels a pair) first shows the scale.
 */
export function benchBalance(duels = 2000): void {
  ensureBuilt();
  const bin = new URL('../bin/spacedock.cjs', import.meta.url).pathname;
  const dir = mkdtempSync(join(tmpdir(), 'spacedock-balance-'));
  try {
    for (const d of balanceDesigns()) writeFileSync(join(dir, d.name), d.text);
    const run = (n: number): number => {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [bin, 'balance', dir, '--duels', String(n), '--workers', '2', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      const ms = performance.now() - t0;
      if (r.status !== 0 && r.status !== 1) throw new Error(`balance exited with ${String(r.status)}: ${r.stderr}`);
      const json = JSON.parse(r.stdout) as { designs?: unknown[] };
      if (json.designs?.length !== 20) throw new Error(`balance rated ${String(json.designs?.length)} designs`);
      return ms;
    };
    console.log(`\nbalance (issue 41): spacedock balance on 20 designs (190 pairs) of ten-turn duels, --workers 2, from the built bin, wall time (${availableParallelism()} threads here); goal: 2,000 duels a pair within 60 s on 2 cores`);
    const small = run(duels / 10);
    console.log(`  ${String(duels / 10).padStart(5)} duels a pair  ${(small / 1000).toFixed(1).padStart(6)} s`);
    const full = run(duels);
    console.log(`  ${String(duels).padStart(5)} duels a pair  ${(full / 1000).toFixed(1).padStart(6)} s   (${((190 * duels) / (full / 1000)).toFixed(0)} duels a second)   goal: ${full <= 60_000 ? 'met' : 'NOT MET'}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
