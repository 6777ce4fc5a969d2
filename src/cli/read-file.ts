/**
 * The one way the CLI and the language server read a file: design files, standard input, the
 * files a fleet names, damage and fleet states, templates and their partials.
 *
 * - Only a regular file is read. Its path is resolved to its real path (every link followed)
 *   once; anything that is not a regular file there (a folder, a device, a pipe, a socket) is
 *   refused from its `stat`, never opened.
 * - The file is opened, the open descriptor checked again (`fstat`: still a regular file, and not
 *   already past the limit), then read in chunks, the bytes counted as they come: past the limit
 *   the reading stops and the file is refused. The size the file system gives is never trusted
 *   to size the read: procfs and sysfs give 0 for files that hold megabytes
 *   (`/proc/self/pagemap`); a size already past the limit refuses the file unread. A file renamed
 *   onto the path between the `stat` and the open (another run's atomic write, an editor's save)
 *   is read as it is: the descriptor holds that one file whole.
 * - A {@link fileReader} reads each file once, however it is named: by its real path (links,
 *   `./a/../b`, `/proc/self/root/...`) and by its device and inode (hard links).
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync, type BigIntStats } from 'node:fs';
import type { Readable } from 'node:stream';
import { LOAD_LIMITS } from '../design/load-limits.js';
import type { CliIO } from './io.js';
import { MAX_INPUT_BYTES } from './limits.js';
import { errorCode, reasonOf } from './system-errors.js';

/** Why a file was not read: it does not exist, it is not a regular file, it is too large, the caller does not allow it, or reading it failed. */
export type ReadRefusal = 'missing' | 'not-a-file' | 'too-large' | 'not-allowed' | 'failed';

/** A file read: its text and what it is, or why it was not read (in words, for a diagnostic). */
export type FileRead =
  | {
      readonly ok: true;
      readonly text: string;
      /** Its real path, every link followed. */
      readonly real: string;
      /** Its device and inode (`<dev>:<ino>`): the same for every name of the file. */
      readonly id: string;
      /** The SHA-256 of its bytes, in hex, when asked for (`digest: true`). */
      readonly digest?: string;
    }
  | { readonly ok: false; readonly refusal: ReadRefusal; readonly reason: string };

/** How a file is read. */
export interface ReadOptions {
  /** The most bytes read; past it the reading stops and the file is refused. Default `MAX_INPUT_BYTES`. */
  readonly maxBytes?: number;
  /** The limit in words, after "more than": default `the 31457280 bytes the CLI reads (...)`. */
  readonly limitWords?: string;
  /** Why a real path may not be read (checked before the file is opened), or undefined when it may. */
  readonly allow?: (real: string) => string | undefined;
  /** Also give the SHA-256 of the bytes read (to see later whether the file changed). */
  readonly digest?: boolean;
}

/** The default limit in words. */
const CLI_LIMIT = `the ${MAX_INPUT_BYTES} bytes the CLI reads (3 bytes for each of the ${LOAD_LIMITS.maxLength} characters a design file may have)`;

/** Bytes read at a time, at most. */
const CHUNK = 256 * 1024;

/** A read's size is a whole number of these (a memory page; a multiple of every procfs record size). */
const PAGE = 4096;

/** The flags a file is opened with: read only, not through a link put there since its real path was found, without waiting (a pipe swapped in) or taking a terminal. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

const idOf = (s: BigIntStats): string => `${s.dev}:${s.ino}`;

/** Why a file of this `stat` is not read as text, or undefined when it is a regular file. */
function kindRefusal(s: BigIntStats): string | undefined {
  if (s.isFile()) return undefined;
  return s.isDirectory() ? 'it is a directory' : 'it is not a regular file';
}

const refused = (refusal: ReadRefusal, reason: string): FileRead => ({ ok: false, refusal, reason });

/** A system error while reading, as a refusal. */
const failedWith = (error: unknown): FileRead => refused(errorCode(error) === 'ENOENT' ? 'missing' : 'failed', reasonOf(error));

/**
 * Reads one file as UTF-8 text, by the rules of this module: its real path found once, only a
 * regular file opened, the bytes counted while they are read and the reading stopped past
 * `maxBytes` (`/proc/self/pagemap` is refused after 31 MB, where it would give gigabytes).
 * Never throws: every failure is a refusal with its reason in words.
 */
export function readTextFile(path: string, options: ReadOptions = {}): FileRead {
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch (error) {
    return failedWith(error);
  }
  return readReal(real, options);
}

/** {@link readTextFile} of a path already resolved to its real path. */
function readReal(real: string, options: ReadOptions, known?: BigIntStats): FileRead {
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  const limit = options.limitWords ?? CLI_LIMIT;
  const notAllowed = options.allow?.(real);
  if (notAllowed !== undefined) return refused('not-allowed', notAllowed);
  let s: BigIntStats;
  try {
    s = known ?? statSync(real, { bigint: true });
  } catch (error) {
    return failedWith(error);
  }
  const kind = kindRefusal(s);
  if (kind !== undefined) return refused('not-a-file', kind);
  if (s.size > BigInt(max)) return refused('too-large', `it has ${s.size} bytes, more than ${limit}`);
  let fd: number;
  try {
    fd = openSync(real, OPEN_FLAGS);
  } catch (error) {
    return failedWith(error);
  }
  try {
    const opened = fstatSync(fd, { bigint: true });
    const kindNow = kindRefusal(opened);
    if (kindNow !== undefined) return refused('not-a-file', kindNow);
    // Another file may have been renamed onto the path since the `stat` (see the module's
    // comment): it is read, and the answer's `id` is its own. Refusing it failed about one read in
    // fifty while another process replaced the file in a loop.
    if (opened.size > BigInt(max)) return refused('too-large', `it has ${opened.size} bytes, more than ${limit}`);
    const chunks: Buffer[] = [];
    // node:crypto is loaded only for a digest: loading it costs every command's start about 7 ms.
    const hash = options.digest === true ? process.getBuiltinModule('node:crypto').createHash('sha256') : undefined;
    let total = 0;
    for (;;) {
      // One byte more than the limit is asked for (a file of exactly the limit is read whole), in
      // whole pages: some files answer only reads of a multiple of their record size
      // (`/proc/self/pagemap`: 8 bytes, EINVAL otherwise). So at most a page past the limit is read.
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, Math.ceil((max + 1 - total) / PAGE) * PAGE));
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      total += n;
      if (total > max) return refused('too-large', `it has more than ${limit}: the reading stopped there (the file system gives its size as ${opened.size} bytes)`);
      const chunk = n === buffer.length ? buffer : buffer.subarray(0, n);
      chunks.push(chunk);
      hash?.update(chunk);
    }
    const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total)).toString('utf8');
    return { ok: true, text, real, id: idOf(opened), ...(hash === undefined ? {} : { digest: hash.digest('hex') }) };
  } catch (error) {
    return failedWith(error);
  } finally {
    closeSync(fd);
  }
}

/** A reader that reads each file once (see {@link fileReader}). */
export interface FileReader {
  /** The file at `path` read, or the answer given before for the same file under any name. */
  readonly read: (path: string) => FileRead;
}

/**
 * A reader that remembers what it read: each path is resolved to its real path once, and a path
 * that leads to a file already read (by its real path, or by its device and inode: a hard link)
 * gets the first answer without reading it again. A refusal is remembered by path too. For one
 * piece of work (a fleet's resolution): it holds every text it read until it is dropped.
 */
export function fileReader(options: ReadOptions = {}): FileReader {
  const byPath = new Map<string, FileRead>();
  const byReal = new Map<string, FileRead>();
  const byId = new Map<string, FileRead>();
  const read = (path: string): FileRead => {
    const known = byPath.get(path);
    if (known !== undefined) return known;
    const answer = readOnce(path);
    byPath.set(path, answer);
    return answer;
  };
  const readOnce = (path: string): FileRead => {
    let real: string;
    try {
      real = realpathSync.native(path);
    } catch (error) {
      return failedWith(error);
    }
    const same = byReal.get(real);
    if (same !== undefined) return same;
    const notAllowed = options.allow?.(real);
    if (notAllowed !== undefined) return refused('not-allowed', notAllowed);
    let s: BigIntStats;
    try {
      s = statSync(real, { bigint: true });
    } catch (error) {
      return failedWith(error);
    }
    const linked = byId.get(idOf(s));
    if (linked !== undefined) return linked;
    const answer = readReal(real, options, s);
    byReal.set(real, answer);
    if (answer.ok) byId.set(answer.id, answer);
    return answer;
  };
  return { read };
}

/**
 * Reads all of a stream (standard input) as UTF-8 text, at most `maxBytes`: past that it stops
 * reading, destroys the stream and rejects, so that the command answers as for a file it cannot
 * read.
 */
export async function readStream(stream: Readable, maxBytes: number = MAX_INPUT_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new Error(`standard input has more than ${maxBytes} bytes, more than the CLI reads`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What {@link readInputFile} gives: the text (and, when asked, the digest of a file's bytes), or why not. */
export type InputRead =
  | { readonly ok: true; readonly text: string; readonly digest?: string }
  | { readonly ok: false; readonly refusal: ReadRefusal; readonly reason: string };

/**
 * Reads a file named on the command line, or standard input for `-` (through `io`, which counts
 * its bytes as it reads), by the rules of this module. Every command reads its files through
 * here, so that each refusal reads the same.
 */
export async function readInputFile(file: string, io: CliIO, options: ReadOptions = {}): Promise<InputRead> {
  if (file !== '-') return readTextFile(file, options);
  try {
    return { ok: true, text: await io.readStdin() };
  } catch (error) {
    return { ok: false, refusal: 'too-large', reason: reasonOf(error) };
  }
}
