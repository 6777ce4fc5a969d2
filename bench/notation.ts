import fc from 'fast-check';
import { formatUnit, parseUnit } from '../src/index.js';
import { validUnit } from '../test/helpers/arbitraries.js';
import { loadFixture } from '../test/helpers/fixtures.js';
import { measure, rate } from './harness.js';

/**
 * Parse throughput against `JSON.parse` of the same ASTs, JSON-encoded, in the same run.
 * The corpus: every accepted seed fixture plus generated specs (fixed seed, so the same every run).
 */
export function benchNotation(): void {
  const seed = loadFixture<{ spec: string }[]>('notation-accepted.yaml').map((f) => f.spec);
  const generated = fc.sample(validUnit, { seed: 20261129, numRuns: 2000 }).map(formatUnit);
  const corpus = [...seed, ...generated];
  const json = corpus.map((spec) => {
    const r = parseUnit(spec);
    if (!r.ok) throw new Error(`corpus spec does not parse: ${spec}`);
    return JSON.stringify(r.unit);
  });
  const chars = corpus.reduce((n, s) => n + s.length, 0);
  const jsonChars = json.reduce((n, s) => n + s.length, 0);

  const baseline = measure('JSON.parse (same ASTs)', json, (s) => JSON.parse(s));
  const parse = measure('parseUnit', corpus, (s) => parseUnit(s));
  const ratio = parse.perSecond / baseline.perSecond;

  console.log(`\nnotation: ${corpus.length} specs (${seed.length} seed, ${generated.length} generated), ${(chars / corpus.length).toFixed(1)} chars/spec; JSON ${(jsonChars / corpus.length).toFixed(0)} chars/AST`);
  console.log(`  ${baseline.name.padEnd(28)} ${rate(baseline.perSecond).padStart(12)}   (baseline)`);
  console.log(`  ${parse.name.padEnd(28)} ${rate(parse.perSecond).padStart(12)}   ratio ${ratio.toFixed(2)} (target >= 1.00) ${ratio >= 1 ? 'MET' : 'NOT MET'}`);
}
