/**
 * The play view's game, without the DOM (the unit tests run it in Node): the fleet read from the
 * files the player opened (`resolveFleet` through a host over those files), each ship's state as
 * play leaves it, undo and redo, the volley log, and the state as the JSON the CLI reads
 * (`FleetState`). Every change makes a new game: the old one is the undo step.
 */
import { applyDamageState, markBox, nextTurn, resolveVolley, type Facing, type ShipState, type SheetBoxRef } from '../../src/damage/index.js';
import { applyFleetState, fleetShips, fleetStateOf, type Fleet, type FleetState } from '../../src/design/index.js';
import { resolveFleetWith } from '../../src/fleet/resolve.js';
import { loadWith, type FullYamlReader, type NeedsFullReader } from '../../src/design/load-with.js';
import { seededDice } from '../../src/dice/index.js';
import type { Diagnostic, Result } from '../../src/index.js';
import { LOG_LIMIT } from './play-limits.js';
import { baseOf, filesHost } from './files-host.js';

export { filesHost } from './files-host.js';

/** The design files a game is read from, by name (paths with `/`), and the one it starts from. */
export interface GameFiles {
  readonly files: Readonly<Record<string, string>>;
  /** The file holding the fleet (or the ship, for a game of one ship's documents). */
  readonly entry: string;
}

/** A volley in the log: what was fired, at which ship, and what it did. */
export interface LogEntry {
  readonly label: string;
  readonly shield: number;
  readonly points: number;
  readonly seed: number;
  /** What the points did, in words (`8 on shields, 6 internal: Bridge, F Hull ×2`). */
  readonly summary: string;
}

/** One step of play: every ship's state and the log so far. */
export interface Step {
  readonly ships: readonly ShipState[];
  readonly log: readonly LogEntry[];
}

/** A game: the fleet, its ships undamaged, and the steps of play (undo goes back one). */
export interface Game {
  readonly source: GameFiles;
  readonly fleet: Fleet;
  readonly fresh: readonly ShipState[];
  readonly step: Step;
  readonly undo: readonly Step[];
  readonly redo: readonly Step[];
}

/** How many steps undo keeps. */
export const UNDO_LIMIT = 200;

/** The fleet of the entry file: its first fleet, or, in a file without one, a fleet of each of its ships once. */
export function openGame(source: GameFiles, reader: FullYamlReader): Result<Game>;
export function openGame(source: GameFiles, reader: FullYamlReader | undefined): Result<Game> | NeedsFullReader;
export function openGame(source: GameFiles, reader: FullYamlReader | undefined): Result<Game> | NeedsFullReader {
  const text = source.files[source.entry];
  if (text === undefined) return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `${source.entry} is not among the files` }] };
  const loaded = loadWith(text, source.entry, reader);
  if ('needsFullReader' in loaded) return loaded;
  if (!loaded.ok) return { ok: false, diagnostics: loaded.diagnostics };
  let file = { file: loaded.file, documents: loaded.documents, counts: loaded.counts };
  if (!loaded.documents.some((d) => d.document.kind === 'fleet')) {
    // No fleet: the file's ships, one each, as a fleet named after the file.
    const ships = loaded.documents.flatMap((d) => (d.document.kind === 'ship' ? [d.document.name] : []));
    if (ships.length === 0) return { ok: false, diagnostics: [{ severity: 'error', code: 'design-not-a-ship', message: `${source.entry} holds neither a fleet nor a ship` }] };
    const fleetText = `format: 1\nkind: fleet\nname: ${JSON.stringify(ships.length === 1 ? ships[0]! : baseOf(source.entry))}\nships:\n${ships.map((n) => `  - { ship: ${JSON.stringify(n)} }\n`).join('')}`;
    const extra = loadWith(fleetText, source.entry, reader);
    if ('needsFullReader' in extra) return extra;
    if (!extra.ok) return { ok: false, diagnostics: extra.diagnostics };
    file = { ...file, documents: [...loaded.documents, ...extra.documents] };
  }
  // A file the fleet names that needs the full YAML reader, when there is none yet: the whole
  // game is asked again with it (each file is loaded once per asking).
  let needsReader: NeedsFullReader | undefined;
  const load = (t: string, name: string) => {
    const r = loadWith(t, name, reader);
    if ('needsFullReader' in r) {
      needsReader = r;
      return { ok: false as const, diagnostics: [{ severity: 'error' as const, code: 'design-yaml' as const, message: 'this file needs the full YAML reader' }] };
    }
    return r.ok ? { ok: true as const, value: { file: r.file, documents: r.documents, counts: r.counts }, diagnostics: r.diagnostics } : { ok: false as const, diagnostics: r.diagnostics };
  };
  // The page reads only the files the player opened, whatever a line's path: none leads anywhere else.
  const fleet = resolveFleetWith(file, filesHost(source.files), { allowOutsideRefs: true }, load);
  if (needsReader !== undefined) return needsReader;
  if (!fleet.ok) return fleet;
  const fresh = fleetShips(fleet.value);
  return { ok: true, value: { source, fleet: fleet.value, fresh, step: { ships: fresh, log: [] }, undo: [], redo: [] }, diagnostics: fleet.diagnostics };
}

/** The game after a new step (undo keeps the old one; redo is cleared). */
function next(game: Game, step: Step): Game {
  return { ...game, step, undo: [...game.undo.slice(-(UNDO_LIMIT - 1)), game.step], redo: [] };
}

/** A box of ship `i` marked (destroyed, or restored): `markBox` with the ship's undamaged shields. */
export function markShipBox(game: Game, i: number, box: SheetBoxRef): Result<Game> {
  const ship = game.step.ships[i];
  const fresh = game.fresh[i];
  if (ship === undefined || fresh === undefined) return { ok: false, diagnostics: [{ severity: 'error', code: 'invalid-value', message: `the fleet has no ship ${i + 1}` }] };
  const r = markBox(ship, box, fresh.shields);
  if (!r.ok) return r;
  return { ok: true, value: next(game, { ...game.step, ships: game.step.ships.map((s, k) => (k === i ? r.value : s)) }), diagnostics: r.diagnostics };
}

/** What a volley did, in words. */
function summaryOf(summary: { readonly shields: number; readonly armor: number; readonly internals: number; readonly excess: number; readonly ignored: number }, hits: readonly string[]): string {
  const parts = [
    summary.shields > 0 ? `${summary.shields} on shields` : '',
    summary.armor > 0 ? `${summary.armor} on armor` : '',
    summary.internals > 0 ? `${summary.internals} internal` : '',
    summary.excess > 0 ? `${summary.excess} excess` : '',
    summary.ignored > 0 ? `${summary.ignored} ignored` : '',
  ].filter((p) => p !== '');
  const counted = new Map<string, number>();
  for (const h of hits) counted.set(h, (counted.get(h) ?? 0) + 1);
  const list = [...counted].map(([h, n]) => (n === 1 ? h : `${h} ×${n}`)).join(', ');
  return `${parts.join(', ') || 'nothing'}${list === '' ? '' : `: ${list}`}`;
}

/** A seeded volley on ship `i` (`resolveVolley` with `seededDice(seed)`, as `spacedock damage --seed`), logged. */
export function fireVolley(game: Game, i: number, volley: { readonly shield: number; readonly points: number; readonly seed: number }): Result<Game> {
  const ship = game.step.ships[i];
  const label = game.fleet.ships[i]?.label;
  if (ship === undefined || label === undefined) return { ok: false, diagnostics: [{ severity: 'error', code: 'invalid-value', message: `the fleet has no ship ${i + 1}` }] };
  const r = resolveVolley(ship, { shield: volley.shield as Facing, points: volley.points }, seededDice(volley.seed));
  if (!r.ok) return r;
  const hits = r.value.events.flatMap((e) => (e.stage === 'internal' && e.hit !== undefined ? [e.hit] : []));
  const entry: LogEntry = { label, shield: volley.shield, points: volley.points, seed: volley.seed, summary: summaryOf(r.value.summary, hits) };
  const log = [...game.step.log.slice(-(LOG_LIMIT - 1)), entry];
  return { ok: true, value: next(game, { ships: game.step.ships.map((s, k) => (k === i ? r.value.ship : s)), log }), diagnostics: r.diagnostics };
}

/**
 * The next turn for every ship (`nextTurn`: regenerating armor regains its boxes at the Damage
 * Control phase, Skin starts the turn with its allowance), as a new step that undo takes back.
 */
export function nextTurnStep(game: Game): Result<Game> {
  const ships: ShipState[] = [];
  for (const ship of game.step.ships) {
    const r = nextTurn(ship);
    if (!r.ok) return r;
    ships.push(r.value);
  }
  return { ok: true, value: next(game, { ...game.step, ships }), diagnostics: [] };
}

/** The game one step back, or the same game when there is none. */
export function undoStep(game: Game): Game {
  const prev = game.undo[game.undo.length - 1];
  return prev === undefined ? game : { ...game, step: prev, undo: game.undo.slice(0, -1), redo: [...game.redo, game.step] };
}

/** The game one undone step forward again, or the same game when there is none. */
export function redoStep(game: Game): Game {
  const again = game.redo[game.redo.length - 1];
  return again === undefined ? game : { ...game, step: again, undo: [...game.undo, game.step], redo: game.redo.slice(0, -1) };
}

/** The game's state as the JSON `spacedock sheet fleet.yaml --state` reads. */
export function stateOf(game: Game): Result<FleetState> {
  return fleetStateOf(game.fleet, game.step.ships);
}

/**
 * The game with an imported state (a new step, undoable); the log is kept. A fleet state sets
 * every ship; a ship's damage state (`spacedock damage --state`'s file) sets ship `i`.
 */
export function importState(game: Game, value: unknown, i = 0): Result<Game> {
  if (typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'damage-state') {
    const fresh = game.fresh[i];
    if (fresh === undefined) return { ok: false, diagnostics: [{ severity: 'error', code: 'invalid-value', message: `the fleet has no ship ${i + 1}` }] };
    const one = applyDamageState(fresh, value);
    if (!one.ok) return one;
    return { ok: true, value: next(game, { ...game.step, ships: game.step.ships.map((s, k) => (k === i ? one.value : s)) }), diagnostics: one.diagnostics };
  }
  const r = applyFleetState(game.fleet, value);
  if (!r.ok) return r;
  return { ok: true, value: next(game, { ...game.step, ships: r.value }), diagnostics: r.diagnostics };
}

/**
 * The ship states a saved state (and log) gives this game, as its first step: a reload or a shared
 * link. The log's entries are read back by `readSaved` (play-store.ts); one naming no ship of this
 * fleet is left out, with a warning, as are all but the last `LOG_LIMIT`.
 */
export function restoreGame(game: Game, state: unknown, log: readonly LogEntry[]): Result<Game> {
  const r = applyFleetState(game.fleet, state);
  if (!r.ok) return r;
  const labels = new Set(game.fleet.ships.map((s) => s.label));
  const diagnostics: Diagnostic[] = [...r.diagnostics];
  const kept: LogEntry[] = [];
  const from = Math.max(0, log.length - LOG_LIMIT);
  if (from > 0) diagnostics.push({ severity: 'warning', code: 'invalid-value', path: 'log', message: `the log held ${log.length} volleys: the first ${from} were left out (it keeps the last ${LOG_LIMIT})` });
  log.slice(from).forEach((entry, i) => {
    if (labels.has(entry.label)) kept.push(entry);
    else diagnostics.push({ severity: 'warning', code: 'invalid-value', path: `log[${from + i}].label`, message: `the fleet has no ship labelled ${JSON.stringify(entry.label.slice(0, 80))}: this volley was left out of the log` });
  });
  return { ok: true, value: { ...game, step: { ships: r.value, log: kept }, undo: [], redo: [] }, diagnostics };
}

/** A problem in words, for the page. */
export const problemText = (d: Diagnostic): string => `${d.span?.line !== undefined ? `${d.span.line}:${d.span.column ?? 1}: ` : d.path !== undefined && d.path !== '' ? `${d.path}: ` : ''}${d.message}`;
