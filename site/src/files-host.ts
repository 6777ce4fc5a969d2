/**
 * The files open in the page as a fleet's folder (`FleetHost`): the play view's game and the ship
 * editor's tabs read a fleet's `ships:` references against the files the reader opened, since the
 * page has no file system. No DOM here: the tests run it in Node.
 */
import type { FleetHost } from '../../src/design/index.js';

/** `a/b/../c` as `a/c`; a leading `./` dropped. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

const folderOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '');
/** The file name of a path (after its last `/`). */
export const baseOf = (file: string): string => file.slice(file.lastIndexOf('/') + 1);

/**
 * The files as a fleet's host: a reference relative to the folder of the file that names it;
 * when no file has that path, the one file of that name, wherever it is (files opened from a
 * disk arrive without their folders).
 */
export function filesHost(files: Readonly<Record<string, string>>): FleetHost {
  return {
    read: (reference, from) => {
      const path = normalize(`${folderOf(from)}${reference}`);
      if (Object.hasOwn(files, path)) return { ok: true, file: path, text: files[path]! };
      const same = Object.keys(files).filter((f) => baseOf(f) === baseOf(path));
      if (same.length === 1) return { ok: true, file: same[0]!, text: files[same[0]!]! };
      return { ok: false, file: path, reason: same.length > 1 ? `several open files are named ${baseOf(path)}` : 'it is not among the files opened (open it too)' };
    },
  };
}

