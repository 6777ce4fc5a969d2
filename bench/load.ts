import { parse as parseYaml } from 'yaml';
import { runCli } from '../src/cli/program.js';
import { loadDesigns } from '../src/design/index.js';
import { priceUnit } from '../src/index.js';
import { oneMistakePerLine, realisticSpecs } from './corpus.js';
import { compare } from './harness.js';

const MB = 1024 * 1024;

/**
 * A valid unit list of about `size` characters: realistic units (bench/corpus.ts), names all
 * different, one line in five with a count and one in ten with notes, and its JSON twin (the same
 * data, for the baseline).
 */
function unitList(size: number, specs: readonly string[]): { readonly yaml: string; readonly json: string } {
  const head = 'format: 1\nkind: units\ntitle: Bench list\nunits:\n';
  const parts = [head];
  const units: { name: string; spec: string; count?: number; notes?: string }[] = [];
  let length = head.length;
  for (let i = 0; length < size - 200; i++) {
    const unit: { name: string; spec: string; count?: number; notes?: string } = { name: `Unit ${i}`, spec: specs[i % specs.length]! };
    let line = `  - name: ${unit.name}\n    spec: ${unit.spec}\n`;
    if (i % 5 === 0) {
      unit.count = 1 + (i % 9);
      line += `    count: ${unit.count}\n`;
    }
    if (i % 10 === 0) {
      unit.notes = `Mounted in bay ${i % 12}, refitted in year ${2300 + (i % 90)}.`;
      line += `    notes: ${unit.notes}\n`;
    }
    parts.push(line);
    units.push(unit);
    length += line.length;
  }
  return { yaml: parts.join(''), json: JSON.stringify({ format: 1, kind: 'units', title: 'Bench list', units }) };
}

const mbps = (perSecond: number, chars: number): string => `${((perSecond * chars) / MB).toFixed(1)} MB/s`.padStart(11);

/**
 * Design loading throughput: `loadDesigns` on valid unit lists of 0.1, 1 and 10 MB, next to
 * `JSON.parse` of the same data as JSON and, up to 1 MB, the `yaml` library's own `parse` of the
 * same text (no positions, no checks), measured in the same run; then `spacedock check` on a 1 MB
 * file with a mistake on every line (1000 diagnostics rendered, the rest counted).
 */
export async function benchLoad(): Promise<void> {
  // 20 000 realistic specs, those that price without a diagnostic (repeats are allowed, as in a book).
  const specs = realisticSpecs(20000, 20261130).filter((s) => {
    const r = priceUnit(s);
    return r.ok && r.diagnostics.length === 0;
  });
  console.log(`\ndesign files: valid unit lists of realistic units (${specs.length} different specs), medians`);
  for (const size of [0.1 * MB, MB, 10 * MB]) {
    const { yaml, json } = unitList(size, specs);
    const check = loadDesigns(yaml, 'bench.yaml');
    if (!check.ok || check.diagnostics.length > 0) throw new Error(`the bench file is not valid: ${check.diagnostics[0]?.message}`);
    const big = size > MB;
    const workloads = [
      { name: 'JSON.parse of the same data', items: [json], work: (t: string) => JSON.parse(t) as unknown },
      { name: 'loadDesigns', items: [yaml], work: (t: string) => loadDesigns(t, 'bench.yaml') },
      ...(big ? [] : [{ name: 'yaml parse (the library alone)', items: [yaml], work: (t: string) => parseYaml(t) as unknown }]),
    ];
    const { rates, ratio } = compare(workloads, big ? 100 : 250, big ? 5 : 11);
    const label = `${(size / MB).toFixed(size < MB ? 1 : 0)} MB`;
    console.log(`  ${label.padEnd(7)} ${rates[1]!.name.padEnd(32)} ${mbps(rates[1]!.perSecond, yaml.length)}   ${(1000 / rates[1]!.perSecond).toFixed(0).padStart(5)} ms`);
    console.log(`  ${''.padEnd(7)} ${rates[0]!.name.padEnd(32)} ${mbps(rates[0]!.perSecond, json.length)}   loadDesigns takes ${ratio(0, 1).toFixed(1)}x its time`);
    if (!big) console.log(`  ${''.padEnd(7)} ${rates[2]!.name.padEnd(32)} ${mbps(rates[2]!.perSecond, yaml.length)}   loadDesigns takes ${ratio(2, 1).toFixed(2)}x its time`);
    else console.log(`  ${''.padEnd(7)} target: 10 MB in under 2 s: ${1000 / rates[1]!.perSecond < 2000 ? 'met' : 'NOT MET'}`);
  }

  const text = oneMistakePerLine(MB);
  let rendered = 0;
  const io = { out: () => undefined, err: (t: string) => void (rendered += t.startsWith('error[') ? 1 : 0), readStdin: async () => text };
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    rendered = 0;
    const t0 = performance.now();
    await runCli(['check', '-'], io);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`  check, 1 MB with a mistake on each of its ${text.split('\n').length - 5} lines: ${times[2]!.toFixed(0)} ms (${rendered} rendered, the rest counted)`);
}
