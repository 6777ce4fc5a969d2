/**
 * The ship editor's file handles kept across a reload (issue 39): the handle each tab was opened
 * or saved through (File System Access API), in the browser's IndexedDB (local storage holds only
 * text; a handle is structured-cloneable), so that Save after a reload writes back to the same
 * file. One record holds the handles of all the tabs, in tab order, each with its tab's name; it
 * is rewritten whenever a tab gains, loses or renames its handle. In the file-handling chunk.
 */
import type { Diagnostic, Result } from '../../src/index.js';
import { FILE_NAME_LIMIT, MAX_KEPT_FILES } from './ship-files-store.js';

/** One tab's handle as kept: the tab's name and the file Save writes through. */
export interface KeptHandle {
  readonly name: string;
  readonly handle: FileSystemFileHandle;
}

/** The IndexedDB database, its object store and the one key the handles are kept under. */
export const HANDLES_DB = { name: 'spacedock.ship.handles', store: 'handles', key: 'tabs' } as const;

/** A handle's permission, as Chromium's `queryPermission`/`requestPermission` give it (not in TypeScript's DOM types). */
type PermissionState = 'granted' | 'denied' | 'prompt';
interface PermissionMethods {
  queryPermission?(descriptor: { readonly mode: 'readwrite' }): Promise<PermissionState>;
  requestPermission?(descriptor: { readonly mode: 'readwrite' }): Promise<PermissionState>;
}

const failed = (message: string): Result<readonly KeptHandle[]> => ({ ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message }] });
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const isHandle = (v: unknown): v is FileSystemFileHandle => typeof FileSystemFileHandle === 'function' && v instanceof FileSystemFileHandle;

/** The request's result, or its error as a rejection. */
const settled = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('the request failed'));
  });

/** Runs `body` on the handles' object store (the database opened, and created the first time, for it alone). */
async function withStore<T>(factory: IDBFactory, mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const opening = factory.open(HANDLES_DB.name, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(HANDLES_DB.store);
  const db = await settled(opening);
  try {
    const tx = db.transaction(HANDLES_DB.store, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('the transaction failed'));
    });
    const [result] = await Promise.all([settled(body(tx.objectStore(HANDLES_DB.store))), done]);
    return result;
  } finally {
    db.close();
  }
}

/**
 * Keeps the tabs' handles (those that are the browser's own handles; at most `MAX_KEPT_FILES`),
 * in place of the ones kept before; none: forgets them. `false` when there is no IndexedDB or it
 * refused them. Never throws.
 *
 * @example
 * await keepHandles(undefined, []); // => false (no IndexedDB here)
 */
export async function keepHandles(factory: IDBFactory | undefined, handles: readonly KeptHandle[]): Promise<boolean> {
  if (factory === undefined) return false;
  const kept = handles.filter((h) => isHandle(h.handle)).slice(0, MAX_KEPT_FILES).map((h) => ({ name: h.name, handle: h.handle }));
  try {
    if (kept.length === 0) await withStore(factory, 'readwrite', (store) => store.delete(HANDLES_DB.key));
    else await withStore(factory, 'readwrite', (store) => store.put(kept, HANDLES_DB.key));
    return true;
  } catch {
    return false;
  }
}

/**
 * The handles kept by `keepHandles`, read back whole: an error when there is no IndexedDB, none
 * are kept or they cannot be read; an entry of the wrong shape is left out with a warning. Never
 * throws.
 *
 * @example
 * const r = await loadHandles(undefined); // r.ok === false: no IndexedDB here
 */
export async function loadHandles(factory: IDBFactory | undefined): Promise<Result<readonly KeptHandle[]>> {
  if (factory === undefined) return failed('this browser has no IndexedDB');
  let value: unknown;
  try {
    value = await withStore(factory, 'readonly', (store) => store.get(HANDLES_DB.key));
  } catch (e) {
    return failed(`the kept file handles could not be read (${messageOf(e)})`);
  }
  if (value === undefined) return failed('no file handles are kept');
  if (!Array.isArray(value) || value.length > MAX_KEPT_FILES) return failed(`the kept file handles are not a list of at most ${MAX_KEPT_FILES}`);
  const diagnostics: Diagnostic[] = [];
  const kept: KeptHandle[] = [];
  value.forEach((entry: unknown, i) => {
    const { name, handle } = (typeof entry === 'object' && entry !== null ? entry : {}) as { name?: unknown; handle?: unknown };
    if (typeof name === 'string' && name !== '' && name.length <= FILE_NAME_LIMIT && isHandle(handle)) kept.push({ name, handle });
    else diagnostics.push({ severity: 'warning', code: 'invalid-value', path: `[${i}]`, message: 'this kept file handle was left out: it is not a name and a file handle' });
  });
  return { ok: true, value: kept, diagnostics };
}

/**
 * Whether the page may write to the file through `handle`: granted already, else asked for (a
 * Save is a user gesture, so the browser may ask). A browser without these methods is taken to
 * allow it (its `createWritable` asks itself). Never throws.
 *
 * @example
 * const may = await writePermission(handle); // false: refused, or the browser could not ask
 */
export async function writePermission(handle: FileSystemFileHandle): Promise<boolean> {
  const h = handle as FileSystemFileHandle & PermissionMethods;
  const mode = { mode: 'readwrite' } as const;
  try {
    if (typeof h.queryPermission !== 'function') return true;
    if ((await h.queryPermission(mode)) === 'granted') return true;
    return typeof h.requestPermission === 'function' && (await h.requestPermission(mode)) === 'granted';
  } catch {
    return false;
  }
}
