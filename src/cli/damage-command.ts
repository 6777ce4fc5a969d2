import { ARMOR_KIND_NAMES, SHIP_SYSTEMS, type Facing, type ShipState } from '../damage/ship.js';
import { resolveVolley } from '../damage/volley.js';
import type { VolleyEvent, VolleyOutcome } from '../damage/volley-types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { seededDice, type Dice } from '../dice/dice.js';
import type { CommandRun } from './definition.js';
import { shownName } from './files.js';
import { readInputFile } from './read-file.js';
import { calledShip, readShip } from './ship-file.js';
import { shipFromStateFile, writeStateFile } from './state-file.js';
import { outputWriter, type WriteExpectation } from './write-file.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';

/**
 * `spacedock damage`: resolves one volley against a ship file and prints where every point went
 * and what survives, or all of it as JSON. The options are checked by their definitions.
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const file = args[0] ?? '-';
  const json = options['json'] === true;
  const shield = options['shield'] as Facing;
  const points = options['points'] as number;
  const rolls = options['rolls'] as readonly number[] | undefined;
  if (options['seed'] !== undefined && rolls !== undefined) usage('give --seed or --rolls, not both');
  const seed = rolls !== undefined ? undefined : ((options['seed'] as number | undefined) ?? Date.now() % 1_000_000_007);
  const dice: Dice = rolls === undefined ? seededDice(seed!) : rollsInOrder(rolls);

  /** The ship's label in its fleet, when the ship came from one (`--ship Wasp 2`). */
  let label: string | null = null;
  const answer = (diagnostics: readonly JsonDiagnostic[], ship?: ShipState, result?: VolleyOutcome): void =>
    printJson(
      jsonReport(diagnostics, {
        file,
        ship: ship?.name ?? null,
        label: ship === undefined ? null : label,
        shield,
        points,
        seed: seed ?? null,
        rolls: rolls ?? null,
        summary: result?.summary ?? null,
        events: result?.events ?? null,
        state: result?.ship ?? null,
      }),
      io,
    );
  const read = await readInputFile(file, io);
  if (!read.ok) {
    const d: Diagnostic = { severity: 'error', code: 'unreadable-input', message: `cannot read this file: ${read.reason}` };
    if (json) answer([{ ...d, file }]);
    else printDiagnostics([d], { file }, io);
    return 1;
  }
  const got = readShip(file, read.text, options['ship'] as string | undefined, usage);
  label = got.label ?? null;
  // With --state, the volley falls on the ship as the saved state left it, and the state is written back.
  const stateFile = options['state'] as string | undefined;
  let start: ShipState | undefined = got.ship.ok ? got.ship.value : undefined;
  const writer = outputWriter();
  let expect: WriteExpectation = { absent: true };
  if (start !== undefined && stateFile !== undefined) {
    const saved = shipFromStateFile(stateFile, start, writer);
    if (!saved.ok) {
      const ds = saved.diagnostics.map((d): JsonDiagnostic => ({ ...d, file: stateFile }));
      if (json) answer(ds);
      else printDiagnostics(saved.diagnostics, { file: stateFile }, io);
      return 1;
    }
    start = saved.ship;
    expect = saved.expect;
  }
  const weaponTech = options['weaponTech'] as number | undefined;
  const resolved = start !== undefined ? resolveVolley(start, { shield, points }, dice, weaponTech === undefined ? undefined : { weaponTech }) : undefined;
  if (resolved?.ok === true && stateFile !== undefined) {
    const unwritten = writeStateFile(stateFile, resolved.value.ship, writer, expect);
    if (unwritten !== undefined) {
      if (json) answer([{ ...unwritten, file: stateFile }]);
      else printDiagnostics([unwritten], { file: stateFile }, io);
      return 1;
    }
    if (!json) io.err(`wrote ${shownName(stateFile)}\n`);
  }
  // The file's own diagnostics point into its text; the ship's have a path in it; the volley's are about the options.
  const fileDiagnostics = [...got.fileDiagnostics, ...got.ship.diagnostics].map((d): JsonDiagnostic => ({ ...d, file }));
  const all = [...fileDiagnostics, ...(resolved?.diagnostics ?? [])];
  if (json) {
    answer(all, start, resolved?.ok === true ? resolved.value : undefined);
    return resolved?.ok === true ? 0 : 1;
  }
  // Notes (a missile's unspent points, a catalog system that is never hit) are for JSON readers:
  // the text shows what matters to the volley.
  const matters = (d: Diagnostic): boolean => d.severity !== 'info';
  printDiagnostics(got.fileDiagnostics.filter(matters), { source: got.source, file }, io);
  printDiagnostics(got.ship.diagnostics.filter(matters), { file }, io);
  if (resolved === undefined || !got.ship.ok) return 1;
  printDiagnostics(resolved.diagnostics, {}, io);
  if (!resolved.ok) return 1;
  const ship = start ?? got.ship.value;
  const result = resolved.value;
  // Say which seed was used when the clock chose it, so that any run can be replayed.
  if (options['seed'] === undefined && seed !== undefined) io.err(`seed ${seed} (pass --seed ${seed} to replay this volley)\n`);
  const log = renderLog(result.events, shield);
  // A ship chosen by its fleet label is called by it (`Wasp 2 (Wasp)`).
  const called = calledShip(got, ship.name);
  io.out(`${called}: ${points} points on shield #${shield}\n${log === '' ? '' : `${log}\n`}`);
  const sum = result.summary;
  io.out(`summary: ${sum.points} points: shields ${sum.shields}, armor ${sum.armor}, internals ${sum.internals}, excess ${sum.excess}, ignored ${sum.ignored}${result.ship.destroyed ? '; the ship is destroyed' : ''}\n`);
  io.out(`${renderSurvivors(result.ship)}\n`);
  return 0;
};

/**
 * The given d6 results in order; past the last, the source throws, and resolveVolley reports a
 * `dice-source-failed` error naming the point: a list too short is an error, never padded.
 */
function rollsInOrder(rolls: readonly number[]): Dice {
  let next = 0;
  return {
    d6() {
      const roll = rolls[next];
      if (roll === undefined) throw new Error(`--rolls gave ${rolls.length} roll${rolls.length === 1 ? '' : 's'}, and more were needed`);
      next++;
      return roll;
    },
  };
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
          : `${e.stage === 'excess' ? 'Excess' : 'ignored'} (${e.note ?? e.hit ?? ''})`;
      lines.push(`  ${`${e.point}-${e.last}`.padEnd(8)} ${what}`);
      i++;
      continue;
    }
    if (e.stage === 'shield' || (e.stage === 'armor' && e.roll === undefined) || e.stage === 'ignored') {
      let j = i;
      while (j + 1 < events.length && events[j + 1]!.last === undefined && events[j + 1]!.stage === e.stage && events[j + 1]!.hit === e.hit) j++;
      const what = e.stage === 'shield' ? `shield #${shield}` : e.stage === 'armor' ? (e.hit ?? 'armor') : `ignored (${e.hit ?? 'the ship is destroyed'})`;
      lines.push(`  ${(i === j ? `${e.point}` : `${e.point}-${events[j]!.point}`).padEnd(8)} ${what}`);
      i = j + 1;
      continue;
    }
    const passed = e.passed === undefined ? '' : `   (passed ${e.passed.map((p) => `${p.column}: ${p.result}, ${p.reason}`).join('; ')})`;
    lines.push(`  ${String(e.point).padEnd(8)} roll ${String(e.roll).padStart(2)}  ${e.column}  ${e.hit ?? ''}${passed}`);
    i++;
  }
  return lines.join('\n');
}

function renderSurvivors(ship: ShipState): string {
  const parts: string[] = [`shields ${ship.shields.map((x, i) => `#${i + 1} ${x}`).join(', ')}`];
  for (const a of ship.armor) parts.push(`${a.kind === 'standard' ? 'armor' : ARMOR_KIND_NAMES[a.kind]} ${a.total - a.destroyed}/${a.total}`);
  ship.specificArmor.forEach((a) => parts.push(`specific armor (${a.guards.join(', ')}) ${a.total - a.destroyed}/${a.total}`));
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
