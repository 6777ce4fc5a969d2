// Hostile fleets (issue 29), run in child processes by ../harness.ts: fleets that would expand
// into millions of ships, nest without end, name hundreds of files, or name ships among a
// thousand long, near-identical names. Each answers the codes of its diagnostics (and how many
// files the host was asked for), which test/hostile/fleet.test.ts checks; the harness checks the
// CPU budget.
import { loadDesigns, resolveFleet, type FleetHost } from '../../../src/design/index.js';
import type { HostileCase } from './index.js';

const SHIP = (name: string): string => `format: 1\nkind: ship\nname: ${JSON.stringify(name)}\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n`;

/** What resolving the fleet of `text` answered, in brief, with the files in `files`. */
function brief(text: string, files: Readonly<Record<string, string>> = {}): unknown {
  let asked = 0;
  const host: FleetHost = {
    read: (reference) => {
      asked++;
      const t = files[reference];
      return t === undefined ? { ok: false, file: reference, reason: 'no such file' } : { ok: true, file: reference, text: t };
    },
  };
  const loaded = loadDesigns(text, 'fleet.yaml');
  if (!loaded.ok) return { ok: false, load: loaded.diagnostics.slice(0, 3).map((d) => d.code) };
  const r = resolveFleet(loaded.value, host);
  return { ok: r.ok, codes: [...new Set(r.diagnostics.map((d) => d.code))], asked, ships: r.ok ? r.value.ships.length : null };
}

const lines = (n: number, line: (i: number) => string): string => Array.from({ length: n }, (_, i) => `  - ${line(i)}\n`).join('');

export const FLEET_CASES: Readonly<Record<string, HostileCase>> = {
  // 200 lines of 100 ships of a fleet of 200 lines of 100 ships: four hundred million ships, if expanded.
  'fleet/millions-of-ships': () =>
    brief(`format: 1\nkind: fleet\nname: Top\nships:\n${lines(200, () => '{ fleet: Wing, count: 100 }')}---\nformat: 1\nkind: fleet\nname: Wing\nships:\n${lines(200, () => '{ ship: Cutter, count: 100 }')}---\n${SHIP('Cutter')}`),
  // A thousand fleets in a file, each naming the next twice: nesting past the limit, and a tree of 2^1000 paths.
  'fleet/deep-and-wide': () =>
    brief(Array.from({ length: 999 }, (_, i) => `format: 1\nkind: fleet\nname: F${i}\nships: [{ fleet: F${i + 1} }, { fleet: F${i + 1} }]\n`).join('---\n') + `---\n${SHIP('F999')}`),
  // Eight fleets of 200 lines, each line naming the next fleet; the last one's lines name a ship that
  // is not there: 200^7 paths to the same mistake, if each were walked.
  'fleet/wide-paths-to-a-mistake': () =>
    brief(Array.from({ length: 8 }, (_, i) => `format: 1\nkind: fleet\nname: F${i}\nships:\n${lines(200, () => (i === 7 ? '{ ship: Missing }' : `{ fleet: F${i + 1} }`))}`).join('---\n') + `---\n${SHIP('Cutter')}`),
  // 200 lines, each naming a file of its own (only 64 are read), each file holding its ship.
  'fleet/many-files': () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) files[`f${i}.yaml`] = SHIP('Cutter');
    return brief(`format: 1\nkind: fleet\nname: Wide\nships:\n${lines(200, (i) => `{ file: f${i}.yaml, ship: Cutter }`)}`, files);
  },
  // 200 lines that each miss among 999 ships of 190-character names that differ in their last letters.
  'fleet/near-names': () => {
    const names = Array.from({ length: 999 }, (_, i) => `${'Meridian-class Patrol Cruiser '.repeat(6)}${String(i).padStart(4, '0')}`);
    return brief(`format: 1\nkind: fleet\nname: Miss\nships:\n${lines(200, (i) => `{ ship: "${names[i]!.slice(0, -1)}x" }`)}---\n${names.map(SHIP).join('---\n')}`);
  },
};
