import { deepFreeze } from '../rules/freeze.js';

/**
 * Default special tracks for a description that gives none: the Klingon D7's as publicly
 * transcribed (they fit the example of rule D6.21: two sensor hits leave 5, three scanner hits
 * leave 3). The rules print no ship sheets, so this choice is ours (`specs/damage.md` §1).
 *
 * @example
 * ```ts
 * import { DEFAULT_TRACKS, buildShip } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10 }); // no tracks given
 * if (!built.ok || built.value.tracks.sensor.boxes.join() !== DEFAULT_TRACKS.sensor.join()) throw new Error('the D7 tracks');
 * if (built.value.tracks.excess.boxes.length !== DEFAULT_TRACKS.excess) throw new Error('8 excess boxes');
 * ```
 */
export const DEFAULT_TRACKS = /* @__PURE__ */ deepFreeze({
  sensor: [6, 6, 5, 3, 1, 0],
  scanner: [0, 0, 1, 3, 5, 9],
  damageControl: [4, 4, 2, 2, 0],
  excess: 8,
} as const);
