/**
 * Where the play view keeps a game: the browser's local storage (a reload, or the page opened
 * offline, finds it again) and, on request, a link (the address holds the files and the state, so
 * the link opens the same game elsewhere). A saved game is read back whole before it is used:
 * every field and every log entry checked, so that nothing a stored value or a link holds can
 * make the view throw (issue 37: one entry with `"shield": {"toString": 1}` made every redraw
 * throw before the save). No DOM here beyond `Storage`: the tests run it in Node.
 */
import type { FleetState } from '../../src/design/index.js';
import { FLEET_LIMITS } from '../../src/fleet/limits.js';
import type { Diagnostic, Result } from '../../src/index.js';
import { ADDRESS_TEXT_LIMIT } from './address-params.js';
import type { GameFiles, LogEntry } from './play-game.js';
import { LOG_LIMIT, LOG_TEXT_LIMIT, PLAY_VOLLEY_LIMITS } from './play-limits.js';
import { decodeText, encodeText } from './state.js';

/** A game as saved: its files, its state (the JSON the CLI reads) and its log. */
export interface SavedGame {
  readonly version: 1;
  readonly source: GameFiles;
  /** A `FleetState` when saved; read back, an object checked against the fleet when the game is opened (`restoreGame`: `applyFleetState`). */
  readonly state: FleetState | Readonly<Record<string, unknown>>;
  readonly log: readonly LogEntry[];
}

/** What the game is kept in: the browser's `localStorage` (a `Storage`), or a stand-in in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The local storage key of the game. */
export const STORAGE_KEY = 'spacedock.play';

/** The local storage key of the game another one replaced: what "Back to my game" brings back. */
export const REPLACED_KEY = 'spacedock.play.replaced';

/** The files a saved game may hold: a fleet's entry file and the design files it reads. */
const MAX_SAVED_FILES = FLEET_LIMITS.maxFiles + 1;

const error = (path: string, message: string): Diagnostic => ({ severity: 'error', code: 'invalid-value', path, message });
const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWholeIn = (v: unknown, range: { readonly min: number; readonly max: number }): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= range.min && v <= range.max;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= LOG_TEXT_LIMIT;
const LOG_FIELDS: readonly string[] = ['label', 'shield', 'points', 'seed', 'summary'];

/** A log entry read back as a new plain object, or why it is not one. */
function logEntryOf(v: unknown): LogEntry | string {
  if (!isRecord(v)) return 'not an object';
  const extra = Object.keys(v).find((k) => !LOG_FIELDS.includes(k));
  if (extra !== undefined) return `a field ${JSON.stringify(extra.slice(0, 40))} a volley has not`;
  const { label, shield, points, seed, summary } = v;
  if (!isText(label)) return `its label is not a text of 1 to ${LOG_TEXT_LIMIT} characters`;
  if (!isWholeIn(shield, { min: 1, max: 6 })) return 'its shield is not a whole number from 1 to 6';
  if (!isWholeIn(points, PLAY_VOLLEY_LIMITS.points)) return `its points are not a whole number from ${PLAY_VOLLEY_LIMITS.points.min} to ${PLAY_VOLLEY_LIMITS.points.max}`;
  if (!isWholeIn(seed, PLAY_VOLLEY_LIMITS.seed)) return `its seed is not a whole number from ${PLAY_VOLLEY_LIMITS.seed.min} to ${PLAY_VOLLEY_LIMITS.seed.max}`;
  if (!isText(summary)) return `its summary is not a text of 1 to ${LOG_TEXT_LIMIT} characters`;
  return { label, shield, points, seed, summary };
}

/**
 * A saved game read back (from storage or a link): an error when it is not one; else the game,
 * as new plain objects, with a warning for each log entry left out (not a volley this page logs,
 * or older than the last `LOG_LIMIT`). Never throws.
 */
export function readSaved(text: string | null | undefined): Result<SavedGame> {
  if (typeof text !== 'string') return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: 'no game is saved' }] };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `the game is not JSON (${e instanceof Error ? e.message : String(e)})` }] };
  }
  if (!isRecord(v)) return { ok: false, diagnostics: [error('', 'the game is not an object')] };
  const { version, source, state, log } = v;
  if (version !== 1) return { ok: false, diagnostics: [error('version', 'the game is not of version 1')] };
  if (!isRecord(source)) return { ok: false, diagnostics: [error('source', 'the game has no files')] };
  const { files, entry } = source;
  if (!isRecord(files)) return { ok: false, diagnostics: [error('source.files', 'the game’s files are not an object')] };
  const names = Object.keys(files);
  if (names.length > MAX_SAVED_FILES) return { ok: false, diagnostics: [error('source.files', `the game holds ${names.length} files, more than the ${MAX_SAVED_FILES} a fleet reads`)] };
  const bad = names.find((n) => typeof files[n] !== 'string');
  if (bad !== undefined) return { ok: false, diagnostics: [error(`source.files[${JSON.stringify(bad.slice(0, 40))}]`, 'a file of the game is not a text')] };
  if (typeof entry !== 'string' || !Object.hasOwn(files, entry)) return { ok: false, diagnostics: [error('source.entry', 'the game’s entry is not one of its files')] };
  if (!isRecord(state)) return { ok: false, diagnostics: [error('state', 'the game’s state is not an object')] };
  if (!Array.isArray(log)) return { ok: false, diagnostics: [error('log', 'the game’s log is not a list')] };
  const diagnostics: Diagnostic[] = [];
  const from = Math.max(0, log.length - LOG_LIMIT);
  if (from > 0) diagnostics.push({ severity: 'warning', code: 'invalid-value', path: 'log', message: `the log held ${log.length} volleys: the first ${from} were left out (it keeps the last ${LOG_LIMIT})` });
  const entries: LogEntry[] = [];
  for (let i = from; i < log.length; i++) {
    const read = logEntryOf(log[i]);
    if (typeof read === 'string') diagnostics.push({ severity: 'warning', code: 'invalid-value', path: `log[${i}]`, message: `this volley of the log was left out: ${read}` });
    else entries.push(read);
  }
  const kept = Object.fromEntries(names.map((n) => [n, files[n] as string]));
  return { ok: true, value: { version: 1, source: { files: kept, entry }, state, log: entries }, diagnostics };
}

/** Saves a game under `key`; false when the storage refused it (full, or turned off). */
export function save(storage: KeyValueStore | undefined, game: SavedGame, key: string = STORAGE_KEY): boolean {
  try {
    storage?.setItem(key, JSON.stringify(game));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The game saved under `key`, read back whole (an error when there is none or it is not one). */
export function load(storage: KeyValueStore | undefined, key: string = STORAGE_KEY): Result<SavedGame> {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(key);
  } catch {
    text = undefined;
  }
  return readSaved(text);
}

/** Forgets what is saved under `key` (nothing when the storage is off). */
export function forget(storage: KeyValueStore | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage turned off: nothing was kept either.
  }
}

/**
 * A game as the `game` parameter of a link, or how long its JSON is when that is past
 * `ADDRESS_TEXT_LIMIT`, the ship editor's limit for the address: a longer link would make an
 * address browsers refuse to open (Chromium: 2 MB), so none is offered.
 */
export function linkParam(game: SavedGame): { readonly ok: true; readonly param: string } | { readonly ok: false; readonly length: number } {
  const text = JSON.stringify(game);
  return text.length > ADDRESS_TEXT_LIMIT ? { ok: false, length: text.length } : { ok: true, param: encodeText(text) };
}

/**
 * The game of a link's `game` parameter. The address refuses a parameter longer than any game
 * link the page writes before it is decoded (`ADDRESS_PARAMS.game`); its text is checked against
 * `ADDRESS_TEXT_LIMIT` before it is parsed.
 */
export function fromLink(param: string): Result<SavedGame> {
  const text = decodeText(param);
  if (text === undefined) return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: 'the link’s game is not base64url of UTF-8 text' }] };
  if (text.length > ADDRESS_TEXT_LIMIT) return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `the link’s game is longer than the ${ADDRESS_TEXT_LIMIT.toLocaleString('en-US')} characters a game link holds` }] };
  return readSaved(text);
}

/** Whether two saved games are the same game in the same state (a link to the game in progress asks nothing). */
export const sameGame = (a: SavedGame, b: SavedGame): boolean => JSON.stringify([a.source, a.state, a.log]) === JSON.stringify([b.source, b.state, b.log]);
