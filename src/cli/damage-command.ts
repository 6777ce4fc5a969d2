import { parseArgs } from 'node:util';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { scriptedDice, seededDice, type Dice } from '../dice/dice.js';
import { shipFromCatalog, type CatalogShipDescription } from '../damage/from-catalog.js';
import { buildShip, type ShipDescription } from '../damage/build-ship.js';
import { SHIP_SYSTEMS, type Facing, type ShipState } from '../damage/ship.js';
import { MAX_VOLLEY_POINTS } from '../damage/limits.js';
import { resolveVolley } from '../damage/volley.js';
import type { VolleyEvent } from '../damage/volley-types.js';
import { readInput } from './files.js';
import type { Command } from './io.js';

const USAGE = 'usage: spacedock damage <ship.json> --shield <1-6> --points <n> [--seed <n> | --rolls <d6,d6,...>] [--json]';

/**
 * `spacedock damage`: resolves one volley against a ship file and prints where every point went.
 * A `--points` past MAX_VOLLEY_POINTS is a usage error (exit 2), answered before the file is read.
 */
export const damageCommand: Command = async (args, io) => {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { shield: { type: 'string' }, points: { type: 'string' }, seed: { type: 'string' }, rolls: { type: 'string' }, json: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const v = parsed.values as Record<string, string | boolean | undefined>;
  const fail = (m: string): number => (io.err(`${m}\n${USAGE}\n`), 2);
  const file = parsed.positionals[0];
  if (file === undefined || parsed.positionals.length > 1) return fail('name one ship file');
  const whole = (x: unknown): number => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : NaN);
  const shield = whole(v['shield']);
  const points = whole(v['points']);
  if (!Number.isInteger(shield) || shield < 1 || shield > 6) return fail('--shield must be a facing from 1 to 6');
  if (!Number.isInteger(points) || points < 0) return fail('--points must be a whole number of 0 or more');
  if (points > MAX_VOLLEY_POINTS) return fail(`--points: ${String(v['points']).trim()} is more than MAX_VOLLEY_POINTS (${MAX_VOLLEY_POINTS}), the most one volley may carry`);
  if (v['seed'] !== undefined && v['rolls'] !== undefined) return fail('give --seed or --rolls, not both');
  let dice: Dice;
  let exhausted = (): boolean => false;
  if (typeof v['rolls'] === 'string') {
    const rolls = v['rolls'].split(',').map((x) => Number(x.trim()));
    if (!rolls.every((r) => Number.isInteger(r) && r >= 1 && r <= 6)) return fail('--rolls are d6 results from 1 to 6, separated by commas');
    const scripted = scriptedDice(rolls);
    dice = scripted;
    exhausted = scripted.exhausted;
  } else {
    const seed = v['seed'] === undefined ? Date.now() % 1_000_000_007 : Number(v['seed']);
    if (!Number.isInteger(seed)) return fail('--seed must be a whole number');
    dice = seededDice(seed);
    // Say which seed was used, so that any run can be replayed.
    if (v['seed'] === undefined) io.err(`seed ${seed} (pass --seed ${seed} to replay this volley)\n`);
  }

  let text: string;
  try {
    text = await readInput(file, io);
  } catch (error) {
    io.err(`spacedock: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  let description: unknown;
  try {
    description = JSON.parse(text);
  } catch (error) {
    io.err(`${file}: not valid JSON: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const d = description as { systems?: unknown };
  const built = Array.isArray(d?.systems) ? shipFromCatalog(description as CatalogShipDescription) : buildShip(description as ShipDescription);
  if (!built.ok) {
    // Errors only, one line each, as before: the infos (a catalog system that is not hit) are not shown.
    for (const d of built.diagnostics) if (d.severity === 'error') io.err(`${file}: ${line(d)}\n`);
    return 1;
  }
  const resolved = resolveVolley(built.value, { shield: shield as Facing, points }, dice);
  if (!resolved.ok) {
    for (const d of resolved.diagnostics) io.err(`${line(d)}\n`);
    return 1;
  }
  const result = resolved.value;
  if (exhausted()) io.err('warning: --rolls ran out; the remaining rolls were taken as 1\n');
  if (v['json'] === true) {
    io.out(JSON.stringify({ summary: result.summary, events: result.events, ship: result.ship }, null, 2) + '\n');
    return 0;
  }
  io.out(renderLog(result.events, shield) + '\n');
  const s = result.summary;
  io.out(`summary: ${s.points} points: shields ${s.shields}, armor ${s.armor}, internals ${s.internals}, excess ${s.excess}, ignored ${s.ignored}${result.ship.destroyed ? '; the ship is destroyed' : ''}\n`);
  io.out(renderSurvivors(result.ship) + '\n');
  return 0;
};

/** A diagnostic of a ship file or a volley on one line: `path: message`. */
function line(d: Diagnostic): string {
  return d.path === undefined || d.path === '' ? d.message : `${d.path}: ${d.message}`;
}

function renderLog(events: readonly VolleyEvent[], shield: number): string {
  const lines: string[] = [];
  let i = 0;
  while (i < events.length) {
    const e = events[i]!;
    if (e.last !== undefined) {
      // A run of points settled at once, or the closing event of a capped log.
      const s = e.spent;
      const what =
        e.stage === 'unlogged' && s !== undefined
          ? `not logged one by one (shields ${s.shields}, armor ${s.armor}, internals ${s.internals}, excess ${s.excess}, ignored ${s.ignored})`
          : `${e.stage === 'excess' ? 'Excess' : 'ignored'} (${e.note ?? ''})`;
      lines.push(`  ${`${e.point}-${e.last}`.padEnd(8)} ${what}`);
      i++;
      continue;
    }
    if (e.stage === 'shield' || e.stage === 'armor' || e.stage === 'ignored') {
      let j = i;
      while (j + 1 < events.length && events[j + 1]!.last === undefined && events[j + 1]!.stage === e.stage && events[j + 1]!.hit === e.hit) j++;
      const what = e.stage === 'shield' ? `shield #${shield}` : e.stage === 'armor' ? (e.hit ?? 'armor') : `ignored (${e.hit ?? 'the ship is destroyed'})`;
      lines.push(`  ${(i === j ? `${e.point}` : `${e.point}-${events[j]!.point}`).padEnd(8)} ${what}`);
      i = j + 1;
      continue;
    }
    const passed = e.passed === undefined ? '' : `   (passed ${e.passed.map((p) => `${p.column} ${p.result}: ${p.reason}`).join('; ')})`;
    lines.push(`  ${String(e.point).padEnd(8)} roll ${String(e.roll).padStart(2)}  ${e.column}  ${e.hit ?? ''}${passed}`);
    i++;
  }
  return lines.join('\n');
}

function renderSurvivors(ship: ShipState): string {
  const parts: string[] = [`shields ${ship.shields.map((x, i) => `#${i + 1} ${x}`).join(', ')}`];
  if (ship.armor.total > 0) parts.push(`armor ${ship.armor.total - ship.armor.destroyed}/${ship.armor.total}`);
  for (const name of SHIP_SYSTEMS) {
    const b = ship.systems[name];
    if (b !== undefined) parts.push(`${name} ${b.total - b.destroyed}/${b.total}`);
  }
  const ph = ship.phasers;
  if (ph.length > 0) parts.push(`phasers ${ph.filter((p) => !p.destroyed).length}/${ph.length}`);
  const t = ship.tracks;
  parts.push(`sensor ${t.sensor.boxes[t.sensor.destroyed]}, scanner ${t.scanner.boxes[t.scanner.destroyed]}, dam con ${t.damageControl.boxes[t.damageControl.destroyed]}, excess ${t.excess.boxes.length - t.excess.destroyed}/${t.excess.boxes.length}`);
  return `surviving: ${parts.join('; ')}`;
}
