/**
 * Where the ship editor keeps its open files: the browser's local storage, as the play view keeps
 * its game (play-store.ts), so that a reload, or the page opened offline, finds the same tabs
 * with their unsaved changes. What is kept is read back whole before it is used: every field
 * checked, at most `MAX_KEPT_FILES` files (a fleet's file and the files it reads), each at most
 * `ADDRESS_TEXT_LIMIT` characters (a longer file is not kept: the tab says so). No DOM here beyond
 * `Storage`: the tests run it in Node.
 */
import type { Diagnostic, Result } from '../../src/index.js';
import { ADDRESS_TEXT_LIMIT } from './address-params.js';
import type { KeyValueStore } from './play-store.js';
import { FILES_KEY } from './ship-analysis.js';

/** One open file as kept: its name, its text, and whether it has changes not saved to its file. */
export interface KeptFile {
  readonly name: string;
  readonly text: string;
  readonly dirty: boolean;
}

/** The open files as kept, and which one is shown. */
export interface KeptFiles {
  readonly version: 1;
  readonly files: readonly KeptFile[];
  readonly active: number;
}

export { FILES_KEY } from './ship-analysis.js';

/**
 * The most files kept: as many as a saved game of the play view holds, a fleet's file and every
 * file it reads (`FLEET_LIMITS.maxFiles` + 1; a test holds them equal). A number here, not read
 * from `FLEET_LIMITS`: that import would split a chunk of its own out of the page's views.
 */
export const MAX_KEPT_FILES = 65;

/** The longest file name kept (a name is shown on its tab and used for its download). */
export const FILE_NAME_LIMIT = 255;

const error = (path: string, message: string): Diagnostic => ({ severity: 'error', code: 'invalid-value', path, message });
const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The open files read back (from storage): an error when they are not what `keepFiles` writes; a
 * file of the wrong shape is left out with a warning. Never throws.
 */
export function readKept(text: string | null | undefined): Result<KeptFiles> {
  if (typeof text !== 'string') return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: 'no files are kept' }] };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message: `the kept files are not JSON (${e instanceof Error ? e.message : String(e)})` }] };
  }
  if (!isRecord(v) || v['version'] !== 1) return { ok: false, diagnostics: [error('version', 'the kept files are not of version 1')] };
  const { files, active } = v;
  if (!Array.isArray(files) || files.length === 0) return { ok: false, diagnostics: [error('files', 'the kept files are not a list of files')] };
  if (files.length > MAX_KEPT_FILES) return { ok: false, diagnostics: [error('files', `${files.length} files are kept, more than the ${MAX_KEPT_FILES} the editor keeps`)] };
  const diagnostics: Diagnostic[] = [];
  const kept: KeptFile[] = [];
  files.forEach((f: unknown, i) => {
    if (!isRecord(f)) return void diagnostics.push({ ...error(`files[${i}]`, 'this file was left out: it is not an object'), severity: 'warning' });
    const { name, text: body, dirty } = f;
    if (typeof name !== 'string' || name === '' || name.length > FILE_NAME_LIMIT) return void diagnostics.push({ ...error(`files[${i}].name`, `this file was left out: its name is not a text of 1 to ${FILE_NAME_LIMIT} characters`), severity: 'warning' });
    if (typeof body !== 'string' || body.length > ADDRESS_TEXT_LIMIT) return void diagnostics.push({ ...error(`files[${i}].text`, `this file was left out: its text is not a text of at most ${ADDRESS_TEXT_LIMIT} characters`), severity: 'warning' });
    kept.push({ name, text: body, dirty: dirty === true });
  });
  if (kept.length === 0) return { ok: false, diagnostics: [error('files', 'no kept file could be read'), ...diagnostics] };
  const at = typeof active === 'number' && Number.isSafeInteger(active) && active >= 0 && active < kept.length ? active : 0;
  return { ok: true, value: { version: 1, files: kept, active: at }, diagnostics };
}

/**
 * Keeps the open files, leaving out any longer than `ADDRESS_TEXT_LIMIT` (their names are given
 * back); `kept` false when the storage refused them (full, or turned off). No files: forgets them.
 */
export function keepFiles(storage: KeyValueStore | undefined, files: readonly KeptFile[], active: number): { readonly kept: boolean; readonly left: readonly string[] } {
  const fit = files.filter((f) => f.text.length <= ADDRESS_TEXT_LIMIT).slice(0, MAX_KEPT_FILES);
  const left = files.filter((f) => !fit.includes(f)).map((f) => f.name);
  const shown = files[active];
  const at = shown === undefined ? 0 : Math.max(0, fit.indexOf(shown));
  try {
    if (storage === undefined) return { kept: false, left };
    if (fit.length === 0) storage.removeItem(FILES_KEY);
    else storage.setItem(FILES_KEY, JSON.stringify({ version: 1, files: fit.map((f) => ({ name: f.name, text: f.text, dirty: f.dirty })), active: at } satisfies KeptFiles));
    return { kept: true, left };
  } catch {
    return { kept: false, left };
  }
}

/** The open files kept in `storage`, read back whole (an error when there are none or they are not readable). */
export function loadKept(storage: KeyValueStore | undefined): Result<KeptFiles> {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(FILES_KEY);
  } catch {
    text = undefined;
  }
  return readKept(text);
}
