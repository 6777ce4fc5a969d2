/**
 * The answers the page must agree with: the CLI run in-process (as the CLI tests run it), from
 * the repository root, its `--json` output parsed.
 */
import { runCli } from '../../src/cli/index.js';

/** Runs `spacedock <argv>` and parses its JSON answer (standard input holds `stdin`). */
export async function cliJson(argv: readonly string[], stdin = ''): Promise<Record<string, unknown>> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => void (out += t), err: (t) => void (err += t), readStdin: async () => stdin, color: false });
  if (code === 2) throw new Error(`spacedock ${argv.join(' ')}: usage error: ${err}`);
  return JSON.parse(out) as Record<string, unknown>;
}

/** The five numbers of `spacedock price --json --profile <profile> <spec>`. */
export async function cliPrice(spec: string, profile: 'default' | 'hero'): Promise<Readonly<Record<PriceField, number>>> {
  const r = await cliJson(['price', '--json', '--profile', profile, spec]);
  const price = r['price'] as Record<PriceField, number> | null;
  if (price === null) throw new Error(`spacedock price ${spec}: ${JSON.stringify(r['diagnostics'])}`);
  return Object.fromEntries(PRICE_FIELDS.map((f) => [f, price[f]])) as Record<PriceField, number>;
}

/** The price cells of the unit bench, by `data-field`. */
export const PRICE_FIELDS = ['basic', 'active', 'build', 'power', 'range'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** The totals cells of the ship view, by `data-field`: every number of a ship's totals, named as in `check --json`. */
export const TOTAL_FIELDS = ['points', 'unitBuild', 'boxPoints', 'unitPower', 'systemSpaces', 'systemRepair', 'boxes', 'shieldBoxes', 'hullBoxes', 'armorBoxes', 'systemBoxes', 'phasers'] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];

/** `spacedock check - --json` on a design text: its first document's totals. */
export async function cliTotals(text: string): Promise<Readonly<Record<TotalField, number>>> {
  const r = await cliJson(['check', '-', '--json'], text);
  const files = r['files'] as { documents: { totals: Record<TotalField, number> | null }[] }[];
  const totals = files[0]?.documents[0]?.totals;
  if (totals === undefined || totals === null) throw new Error(`spacedock check: no totals: ${JSON.stringify(r['diagnostics'])}`);
  return Object.fromEntries(TOTAL_FIELDS.map((f) => [f, totals[f]])) as Record<TotalField, number>;
}

/** The `events` of `spacedock damage <file> --shield --points --seed --json`. */
export async function cliVolleyEvents(file: string, shield: number, points: number, seed: number): Promise<readonly unknown[]> {
  const r = await cliJson(['damage', file, '--shield', String(shield), '--points', String(points), '--seed', String(seed), '--json']);
  const events = r['events'];
  if (!Array.isArray(events)) throw new Error(`spacedock damage ${file}: no events: ${JSON.stringify(r['diagnostics'])}`);
  return events as unknown[];
}
