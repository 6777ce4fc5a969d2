/**
 * The one way the CLI writes a file (damage states, sheets, render outputs and their sheets,
 * tables, plots): atomically, never through a link, and never over a file it should not replace.
 *
 * - The text goes to a new temporary file in the same folder (created, never opened if it is
 *   there: no link is followed), is flushed to the disk, then renamed over the file: a reader sees
 *   the old file or the new one, never a half-written one, and a write that fails half way (a full
 *   disk, a quota, a kill) leaves the old file as it was.
 * - A symbolic link, a folder or a device at the path is refused, said why: a dangling link at a
 *   state path never makes a file somewhere else.
 * - A file the user named (`-o`, `--state`) is replaced; a name the run made up (a sheet beside a
 *   render, a sheet's later pages) never replaces a file the run did not write, unless `--force`.
 * - A write that must find the file as it read it (a damage state read, changed and written back)
 *   compares the two just before the rename, under a lock file held for that moment only, so that
 *   two runs at once cannot both write: the second is refused, and nothing is lost.
 */
import * as nodeFs from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readTextFile } from './read-file.js';
import { shownName } from './shown.js';
import { errorCode, reasonOf } from './system-errors.js';

/** What a write must find at its file just before the rename: the bytes it read (their SHA-256), or no file at all. */
export type WriteExpectation = { readonly digest: string } | { readonly absent: true };

/** How one file is written. */
export interface WriteOptions {
  /**
   * The user named this file (`-o`, `--state`): a file there is replaced. Otherwise the run made
   * the name up, and a file there that the run did not write is replaced only with `--force`.
   */
  readonly chosen?: boolean;
  /** Refuse the write unless the file is still as it was read. */
  readonly expect?: WriteExpectation;
}

/** The file system calls the writer makes (Node's `fs`; a test hands in one that fails half way). */
export type WriterFs = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'unlinkSync' | 'lstatSync' | 'statSync' | 'readlinkSync' | 'accessSync'>;

/** Writes the files of one run. */
export interface OutputWriter {
  /** Why `file` cannot be written, checked before any work is written (undefined: it looks writable). */
  readonly refusal: (file: string, options?: WriteOptions) => string | undefined;
  /** Writes `text` (UTF-8) or bytes to `file` atomically; undefined when it is written, else why not (nothing was changed). */
  readonly write: (file: string, text: string | Uint8Array, options?: WriteOptions) => string | undefined;
  /** The files written so far, in order. */
  readonly written: readonly string[];
}

/** How long a write waits for another run's lock on the same file before it gives up (ms). The lock is held for microseconds. */
export const LOCK_WAIT_MS = 5_000;

/** The lock file of a file whose write must find it unchanged: `<file>.lock`, beside it. */
export const lockFileOf = (file: string): string => `${file}.lock`;

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/**
 * The writer of one run. `force` lets names the run made up replace files it did not write;
 * `fs` is Node's file system unless a test hands in another.
 */
export function outputWriter(options: { readonly force?: boolean; readonly fs?: WriterFs } = {}): OutputWriter {
  const fs = options.fs ?? nodeFs;
  const written: string[] = [];
  /** The files this run made (absolute paths): a made-up name may replace them. */
  const created = new Set<string>();

  const refusal = (file: string, how: WriteOptions = {}): string | undefined => {
    let found: nodeFs.Stats | undefined;
    try {
      found = fs.lstatSync(file);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') return reasonOf(error);
    }
    if (found === undefined) {
      const folder = dirname(file);
      try {
        if (!fs.statSync(folder).isDirectory()) return `its folder, ${shownName(folder)}, is not a folder`;
        fs.accessSync(folder, nodeFs.constants.W_OK);
      } catch (error) {
        return errorCode(error) === 'ENOENT' ? `its folder, ${shownName(folder)}, does not exist` : `its folder cannot be written: ${reasonOf(error)}`;
      }
      return undefined;
    }
    if (found.isSymbolicLink()) {
      let target = '';
      try {
        target = ` to ${shownName(fs.readlinkSync(file, 'utf8'))}`;
      } catch {
        // the link's target is only for the message
      }
      return `it is a symbolic link${target}: spacedock writes no file through a link; name the file itself, or remove the link`;
    }
    if (found.isDirectory()) return 'it is a directory';
    if (!found.isFile()) return 'it is not a regular file';
    if (how.chosen !== true && options.force !== true && !created.has(resolve(file))) return 'a file of this name is there already, and this run did not write it: give --force to replace it';
    return undefined;
  };

  /** Writes the temporary file whole and flushed; its name, or why it could not be. */
  const writeTemporary = (file: string, text: string | Uint8Array): { readonly temp: string } | { readonly reason: string } => {
    // The name's start only: a name near the system's 255-byte limit must still leave room for the rest.
    // node:crypto is loaded when a file is written, not at every command's start (see readTextFile).
    const temp = join(dirname(file), `.${basename(file).slice(0, 64)}.${process.pid}-${process.getBuiltinModule('node:crypto').randomBytes(4).toString('hex')}.tmp`);
    let mode = 0o666;
    try {
      mode = fs.statSync(file).mode & 0o7777;
    } catch {
      // a new file: the default mode, less the umask
    }
    let fd: number | undefined;
    try {
      fd = fs.openSync(temp, 'wx', mode);
      const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
      let done = 0;
      while (done < bytes.length) done += fs.writeSync(fd, bytes, done, bytes.length - done);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      fd = undefined;
      return { temp };
    } catch (error) {
      if (fd !== undefined) closeQuietly(fs, fd);
      if (errorCode(error) !== 'EEXIST') unlinkQuietly(fs, temp);
      return { reason: reasonOf(error) };
    }
  };

  /** Takes the lock of `file` (waiting for another run's), or says why not. */
  const lock = (file: string): string | undefined => {
    const lockFile = lockFileOf(file);
    for (let waited = 0; ; waited += 10) {
      try {
        fs.closeSync(fs.openSync(lockFile, 'wx'));
        return undefined;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') return `its lock file, ${shownName(lockFile)}, cannot be made: ${reasonOf(error)}`;
      }
      if (waited >= LOCK_WAIT_MS) return `another run is writing it: its lock file, ${shownName(lockFile)}, has been there for ${LOCK_WAIT_MS / 1000} s. Nothing was written; if no other run is going, remove the lock file and run again`;
      sleep(10);
    }
  };

  /** Whether `file` is as the write expects it (undefined), or how it changed. */
  const changed = (file: string, expect: WriteExpectation): string | undefined => {
    const now = readTextFile(file, { digest: true });
    const after = '(another run wrote it?): nothing was written; run again, on the file as it is now';
    if ('absent' in expect) {
      if (!now.ok && now.refusal === 'missing') return undefined;
      return now.ok ? `it was made since it was found missing ${after}` : now.reason;
    }
    if (!now.ok) return now.refusal === 'missing' ? `it was removed since it was read ${after}` : now.reason;
    return now.digest === expect.digest ? undefined : `it changed since it was read ${after}`;
  };

  const write = (file: string, text: string | Uint8Array, how: WriteOptions = {}): string | undefined => {
    const before = refusal(file, how);
    if (before !== undefined) return before;
    const existed = (() => {
      try {
        fs.lstatSync(file);
        return true;
      } catch {
        return false;
      }
    })();
    const made = writeTemporary(file, text);
    if ('reason' in made) return made.reason;
    const expect = how.expect;
    const locked = expect === undefined ? undefined : lock(file);
    if (locked !== undefined) {
      unlinkQuietly(fs, made.temp);
      return locked;
    }
    try {
      // Again just before the rename: a link, a folder or a changed file put there meanwhile.
      const problem = refusal(file, how) ?? (expect === undefined ? undefined : changed(file, expect));
      if (problem !== undefined) {
        unlinkQuietly(fs, made.temp);
        return problem;
      }
      fs.renameSync(made.temp, file);
    } catch (error) {
      unlinkQuietly(fs, made.temp);
      return reasonOf(error);
    } finally {
      if (expect !== undefined) unlinkQuietly(fs, lockFileOf(file));
    }
    syncFolder(dirname(resolve(file)));
    written.push(file);
    if (!existed) created.add(resolve(file));
    return undefined;
  };

  return { refusal, write, written };
}

/** One file of a run's output: its name, its text (or bytes), and whether the user named it (see {@link WriteOptions}). */
export interface Output {
  readonly file: string;
  readonly text: string | Uint8Array;
  readonly chosen: boolean;
}

/**
 * Writes several files, each atomically: every one is checked first (a link, a folder, a file
 * there the run may not replace), so that a refusal writes none of them; then each is written in
 * order. Undefined when all are written, else the file that failed and why (the files before it
 * are written).
 */
export function writeAll(writer: OutputWriter, outputs: readonly Output[]): { readonly file: string; readonly reason: string } | undefined {
  for (const o of outputs) {
    const reason = writer.refusal(o.file, { chosen: o.chosen });
    if (reason !== undefined) return { file: o.file, reason };
  }
  for (const o of outputs) {
    const reason = writer.write(o.file, o.text, { chosen: o.chosen });
    if (reason !== undefined) return { file: o.file, reason };
  }
  return undefined;
}

function closeQuietly(fs: WriterFs, fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // already failing: the first error is the one to report
  }
}

function unlinkQuietly(fs: WriterFs, file: string): void {
  try {
    fs.unlinkSync(file);
  } catch {
    // nothing there to remove
  }
}

/** Flushes a folder's entries (the rename) to the disk, where the system allows it; a failure only costs durability. */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = nodeFs.openSync(folder, 'r');
    nodeFs.fsyncSync(fd);
  } catch {
    // not every system opens or flushes a folder
  } finally {
    if (fd !== undefined) closeQuietly(nodeFs, fd);
  }
}
