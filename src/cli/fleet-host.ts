import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import type { FleetFileRead, FleetHost, FleetOptions } from '../fleet/types.js';
import { fileReader } from './read-file.js';
import { shownName } from './shown.js';

/** How {@link fileSystemHost} reads a fleet's references. */
export interface FileSystemHostOptions {
  /** The fleet's file as it was named (`-` for standard input, whose references are relative to the working folder). */
  readonly fleetFile: string;
  /** Let references lead anywhere, not only into the fleet file's folder and the folders under it (default false). */
  readonly allowOutside?: boolean;
  /** How the user lets them, said when a reference is refused: `give --allow-outside-refs to read it`. */
  readonly howToAllow?: string;
}

/** The real path of the folder a fleet's references must stay in: the fleet file's (standard input's: the working folder). */
function rootOf(fleetFile: string): string {
  const folder = fleetFile === '-' ? '.' : dirname(fleetFile);
  try {
    return realpathSync.native(folder);
  } catch {
    return resolve(folder);
  }
}

const inside = (root: string, real: string): boolean => real === root || real.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);

/**
 * The file system as `resolveFleet` reads it, for one resolution (a new host for each: it
 * remembers what it read). A reference is relative to the folder of the file that holds it
 * (standard input's, to the working folder) and is read through the CLI's one reader
 * (`read-file.ts`: regular files only, at most `MAX_INPUT_BYTES`, the bytes counted as they are
 * read). It must lead into the fleet file's folder or a folder under it once every link is
 * followed, unless `allowOutside`; a refused reference says how to allow it. Each file is read
 * once however it is named (links, hard links, `/proc/self/root/...`), and goes by the first name
 * a line gave it, so that `resolveFleet` loads it once too; names are shown as the user would type
 * them (`examples/ships/cruiser.json`).
 */
export function fileSystemHost(options: FileSystemHostOptions): FleetHost {
  let root: string | undefined;
  const how = options.howToAllow ?? 'the caller may allow more';
  const allow = options.allowOutside === true
    ? undefined
    : (real: string): string | undefined => {
        root ??= rootOf(options.fleetFile);
        if (inside(root, real)) return undefined;
        return `it is outside the fleet file's folder, ${shownName(root)} (it leads to ${shownName(real)}): a fleet's references stay in its folder and the folders under it; ${how}`;
      };
  const reader = fileReader(allow === undefined ? {} : { allow });
  /** The name each file goes by (the first a line gave it), by its device and inode. */
  const names = new Map<string, string>();
  return {
    read: (reference: string, from: string): FleetFileRead => {
      const file = isAbsolute(reference) ? normalize(reference) : join(from === '-' ? '.' : dirname(from), reference);
      const got = reader.read(file);
      if (!got.ok) return { ok: false, file, reason: got.reason };
      let name = names.get(got.id);
      if (name === undefined) {
        name = file;
        names.set(got.id, name);
      }
      return { ok: true, file: name, text: got.text };
    },
  };
}

/**
 * The options of `resolveFleet` that go with a {@link fileSystemHost} of the same `options`: the
 * library refuses, from their text, the references that lead outside (absolute, or `..` above the
 * fleet's folder), in the same words, and the host what links lead outside.
 */
export function fleetOptionsOf(options: FileSystemHostOptions): FleetOptions {
  return { allowOutsideRefs: options.allowOutside === true, ...(options.howToAllow === undefined ? {} : { howToAllow: options.howToAllow }) };
}
