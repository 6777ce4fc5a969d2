import fc from 'fast-check';
import { formatUnit, parseUnit } from '../src/index.js';
import { validUnit } from '../test/helpers/arbitraries.js';
import { loadFixture } from '../test/helpers/fixtures.js';
import { realisticSpecs } from './corpus.js';
import { compare, rate, type Throughput } from './harness.js';

/**
 * Parse throughput against `JSON.parse` of the same ASTs, JSON-encoded, measured in the same run.
 *
 * Two corpora: the target one (every accepted seed fixture plus 2000 realistic generated specs)
 * and, for information, the stress corpus of the round-trip property (long random texts in any
 * script, ten-digit numbers, a dozen modifiers per unit).
 */
export function benchNotation(): void {
  const seed = loadFixture<{ spec: string }[]>('notation-accepted.yaml').map((f) => f.spec);
  // Generated combinations the rules forbid (POWX beside charges, say) are dropped: the corpus is
  // of specs a designer would keep.
  const realistic = realisticSpecs(2400, 20261129).filter((s) => parseUnit(s).ok).slice(0, 2000);
  run('seed + realistic (target)', [...seed, ...realistic], `${seed.length} seed + ${realistic.length} generated`, true);
  run('stress (information)', fc.sample(validUnit, { seed: 20261129, numRuns: 2000 }).map(formatUnit), '2000 generated', false);
}

function run(name: string, corpus: readonly string[], what: string, target: boolean): void {
  const json = corpus.map((spec) => {
    const r = parseUnit(spec);
    if (!r.ok) throw new Error(`corpus spec does not parse: ${spec}\n${r.diagnostics.map((d) => d.message).join('\n')}`);
    return JSON.stringify(r.value);
  });
  const chars = corpus.reduce((n, s) => n + s.length, 0);
  const jsonChars = json.reduce((n, s) => n + s.length, 0);
  const { rates, ratio } = compare<string>([
    { name: 'JSON.parse (same ASTs)', items: json, work: (s) => JSON.parse(s) },
    { name: 'parseUnit', items: corpus, work: (s) => parseUnit(s) },
  ]);
  const r = ratio(1, 0);
  console.log(`\nnotation, ${name}: ${corpus.length} specs (${what}), ${(chars / corpus.length).toFixed(0)} chars/spec, JSON ${(jsonChars / corpus.length).toFixed(0)} chars/AST`);
  line(rates[0]!, 'baseline');
  line(rates[1]!, `ratio ${r.toFixed(2)}${target ? ` (target >= 1.00: ${r >= 1 ? 'met' : 'NOT MET'})` : ''}`);
}

function line(t: Throughput, note: string): void {
  console.log(`  ${t.name.padEnd(24)} ${rate(t.perSecond).padStart(11)} specs/s   ${note}`);
}
