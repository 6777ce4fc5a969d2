import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import type { FleetHost } from '../fleet/types.js';
import { reasonOf, refusalOf } from './files.js';

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
      const refused = refusalOf(statSync(file));
      if (refused !== undefined) return { ok: false, file, reason: refused } as const;
      return { ok: true, file, text: readFileSync(file, 'utf8') } as const;
    } catch (error) {
      return { ok: false, file, reason: reasonOf(error) } as const;
    }
  },
});
