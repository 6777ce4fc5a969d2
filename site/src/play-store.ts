/**
 * Where the play view keeps a game: the browser's local storage (a reload, or the page opened
 * offline, finds it again) and, on request, a link (the address holds the files and the state, so
 * the link opens the same game elsewhere). No DOM here beyond `Storage`: the tests run it in Node.
 */
import type { FleetState } from '../../src/design/index.js';
import type { GameFiles, LogEntry } from './play-game.js';
import { decodeText, encodeText } from './state.js';

/** A game as saved: its files, its state (the JSON the CLI reads) and its log. */
export interface SavedGame {
  readonly version: 1;
  readonly source: GameFiles;
  readonly state: FleetState;
  readonly log: readonly LogEntry[];
}

/** What the game is kept in: the browser's `localStorage` (a `Storage`), or a stand-in in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The local storage key of the game. */
export const STORAGE_KEY = 'spacedock.play';

/** A saved game read back, or undefined when the value is not one. */
export function readSaved(text: string | null | undefined): SavedGame | undefined {
  if (typeof text !== 'string') return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const { version, source, state, log } = v as Partial<Record<keyof SavedGame, unknown>>;
  if (version !== 1 || typeof source !== 'object' || source === null || typeof state !== 'object' || state === null || !Array.isArray(log)) return undefined;
  const { files, entry } = source as { files?: unknown; entry?: unknown };
  if (typeof entry !== 'string' || typeof files !== 'object' || files === null || Object.values(files).some((t) => typeof t !== 'string')) return undefined;
  const entries = log.filter((e): e is LogEntry => typeof e === 'object' && e !== null && typeof (e as LogEntry).label === 'string' && typeof (e as LogEntry).summary === 'string');
  return { version: 1, source: { files: files as Record<string, string>, entry }, state: state as FleetState, log: entries };
}

/** Saves a game; false when the storage refused it (full, or turned off). */
export function save(storage: KeyValueStore | undefined, game: SavedGame): boolean {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(game));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The saved game, if any. */
export function load(storage: KeyValueStore | undefined): SavedGame | undefined {
  try {
    return readSaved(storage?.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** A game as the `game` parameter of a link. */
export const linkParam = (game: SavedGame): string => encodeText(JSON.stringify(game));

/** The game of a link's `game` parameter, or undefined. */
export function fromLink(param: string | undefined): SavedGame | undefined {
  if (param === undefined) return undefined;
  return readSaved(decodeText(param));
}
