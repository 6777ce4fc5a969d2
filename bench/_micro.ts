import fc from 'fast-check';
import { formatUnit, parseUnit } from '../src/index.js';
import { validUnit } from '../test/helpers/arbitraries.js';
import { measure, rate } from './harness.js';
const gen = fc.sample(validUnit, { seed: 20261129, numRuns: 2000 }).map(formatUnit);
const sets: Record<string, string[]> = {
  laser: ['3d6 eZap "Laser" AP RNG- p=5 rng=23'],
  damper: ['10d6 Drain=Zap AE:R150 DISPEL LIMIT="only vs. nuclear" p=60'],
  simple: ['9 eDefense p=2'],
  manyMods: ['3d6 eZap AP EX PEN NB RNGN IMMUNE DELAY OTHER BM INTR ACT12< JAM11< 8CH'],
  gen: gen,
};
for (const [k, v] of Object.entries(sets)) {
  const m = measure(k, v, (s) => parseUnit(s), 300, 3);
  const j = v.map((s) => { const r = parseUnit(s); return JSON.stringify(r.ok ? r.unit : null); });
  const b = measure(k, j, (s) => JSON.parse(s), 300, 3);
  console.log(k.padEnd(10), rate(m.perSecond), 'json', rate(b.perSecond), (m.perSecond / b.perSecond).toFixed(2), 'avg len', (v.reduce((a, s) => a + s.length, 0) / v.length).toFixed(0));
}
console.log(gen.slice(0, 8).join('\n'));
let nd = 0; const codes: Record<string, number> = {};
for (const s of gen) { const r = parseUnit(s); nd += r.diagnostics.length; for (const d of r.diagnostics) codes[d.code] = (codes[d.code] ?? 0) + 1; }
console.log('diagnostics per spec', nd / gen.length, codes);
