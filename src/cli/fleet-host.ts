import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import type { FleetHost } from '../fleet/types.js';
import { reasonOf } from './files.js';
import { MAX_INPUT_BYTES } from './limits.js';

/**
 * The file system as `resolveFleet` reads it: a reference relative to the folder of the file that
 * holds it (standard input's references, relative to the working folder), refused as `check`
 * refuses a file (not a regular file, too large). A file goes by its path as joined
 * (`examples/fleet/ships.yaml`), so the diagnostics show it as the user would type it.
 */
export const FILE_SYSTEM_HOST: FleetHost = Object.freeze({
  read: (reference: string, from: string) => {
    const file = isAbsolute(reference) ? normalize(reference) : join(from === '-' ? '.' : dirname(from), reference);
    try {
      const s = statSync(file);
      if (!s.isFile()) return { ok: false, file, reason: s.isDirectory() ? 'it is a directory' : 'it is not a regular file' } as const;
      if (s.size > MAX_INPUT_BYTES) return { ok: false, file, reason: `it has ${s.size} bytes, more than the ${MAX_INPUT_BYTES} the CLI reads` } as const;
      return { ok: true, file, text: readFileSync(file, 'utf8') } as const;
    } catch (error) {
      return { ok: false, file, reason: reasonOf(error) } as const;
    }
  },
});
