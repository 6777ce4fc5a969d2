/**
 * The fleet code the ship editor's fleet tabs use (ship-fleet.ts), which the play view's chunk
 * holds anyway: the editor takes it from there (views/play.ts re-exports it) rather than
 * importing it, since a module imported by two chunks is split into a third, and each split costs
 * every view bytes.
 */
import { FLEET_LIMIT_TOTALS, limitWords } from '../../src/fleet/limit-totals.js';
import { resolveFleetWith } from '../../src/fleet/resolve.js';
import { filesHost } from './files-host.js';

/** What ship-fleet.ts needs of the fleet code: the resolution, the open files as a host, the limits and their words. */
export interface FleetCode {
  readonly resolveFleetWith: typeof resolveFleetWith;
  readonly filesHost: typeof filesHost;
  readonly FLEET_LIMIT_TOTALS: typeof FLEET_LIMIT_TOTALS;
  readonly limitWords: typeof limitWords;
}

/** The fleet code, for ship-fleet.ts. */
export const FLEET_CODE: FleetCode = Object.freeze({ resolveFleetWith, filesHost, FLEET_LIMIT_TOTALS, limitWords });
