/**
 * Sensor and scanner tracks (D4.33, D6.11, D6.21): the boxes printed on an SSD, best first, and a
 * count of those destroyed. Hits destroy boxes from the front and never the last one, so a track
 * and a count are the whole state. The normative reading is `specs/sensors-cloak.md` §1.
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, type RuleValue, type SourceRef } from '../rules/source.js';
import { count, oneOf, readList, whole } from './read.js';
import { HIGHEST_BOX, SENSOR_RULES } from './sensor-rules.js';

/**
 * The two tracks the sensor rules read: `sensor` (lock-on and drone control, D6.1) and `scanner`
 * (the range adjustment, D6.2).
 *
 * @example
 * ```ts
 * import { checkTrack, type TrackKind } from 'spacedock/turn';
 *
 * const kind: TrackKind = 'scanner';
 * if (!checkTrack(kind, [0, 0, 1, 3, 5, 9]).ok) throw new Error('a valid scanner track');
 * ```
 */
export type TrackKind = 'sensor' | 'scanner';

/**
 * The printed sensor and scanner tracks of one ship, best box first.
 *
 * @example
 * ```ts
 * import { SHIP_TRACKS, checkTrack, type ShipTracks } from 'spacedock/turn';
 *
 * const tracks: ShipTracks = SHIP_TRACKS['klingon-d7'];
 * if (!checkTrack('sensor', tracks.sensor).ok || !checkTrack('scanner', tracks.scanner).ok) throw new Error('valid tracks');
 * ```
 */
export interface ShipTracks {
  readonly sensor: readonly number[];
  readonly scanner: readonly number[];
  readonly source: SourceRef;
}

/**
 * Ships whose tracks this library carries.
 *
 * @example
 * ```ts
 * import { SHIP_TRACKS, type TrackedShip } from 'spacedock/turn';
 *
 * const ship: TrackedShip = 'klingon-d7';
 * if (SHIP_TRACKS[ship].sensor[0] !== 6) throw new Error('the D7 starts at sensor 6');
 * ```
 */
export type TrackedShip = 'klingon-d7';

/**
 * Known sensor and scanner tracks. The Cadet Training Handbook prints no SSD; the D7's tracks are
 * the printed ones as publicly transcribed, and they agree with the example of D6.21 (two sensor
 * hits leave 5, three scanner hits leave 3), which a plain 0, 0, 1, 2, ... scanner track would
 * not (it would leave 2): `specs/sensors-cloak.md` §1.
 *
 * @example
 * ```ts
 * import { SHIP_TRACKS, sensorRating } from 'spacedock/turn';
 *
 * // The D6.21 example: two sensor hits leave the D7 a rating of 5.
 * const r = sensorRating(SHIP_TRACKS['klingon-d7'].sensor, 2);
 * if (!r.ok || r.value !== 5) throw new Error(JSON.stringify(r));
 * ```
 */
export const SHIP_TRACKS: Readonly<Record<TrackedShip, ShipTracks>> = /* @__PURE__ */ deepFreeze({
  'klingon-d7': { sensor: [6, 6, 5, 3, 1, 0], scanner: [0, 0, 1, 3, 5, 9], source: ours('sensor and scanner tracks of the Klingon D7') },
});

/** What a track must be, as messages say it. */
const TRACK = `a list of box numbers (whole numbers from 0 to ${HIGHEST_BOX}), best box first`;

/**
 * Reads a track (internal): a readable list of 1 to `MAX_BOXES` whole numbers from 0 to 9, or
 * undefined with every problem reported (`track-empty` for a list without a box, D4.33).
 */
function readTrack(r: Report, track: unknown, path: string): readonly number[] | undefined {
  const list = readList(r, track, path, TRACK);
  if (list === undefined) return undefined;
  if (list.length === 0) {
    report(r, 'track-empty', path, 'has no box; the last box is never destroyed, so a track always has one', SENSOR_RULES.lastSensorBox.source);
    return undefined;
  }
  let good = true;
  for (let i = 0; i < list.length; i++) if (!whole(r, list[i], pathJoin(path, i), 0, HIGHEST_BOX)) good = false;
  return good ? (list as readonly number[]) : undefined;
}

/** Reads a track and a destroyed count: the boxes left (at least the last), or undefined (reported). */
function boxesLeft(r: Report, track: unknown, destroyed: unknown): readonly number[] | undefined {
  const boxes = readTrack(r, track, 'track');
  const ok = count(r, destroyed, 'destroyed');
  if (boxes === undefined || !ok) return undefined;
  return boxes.slice(Math.min(destroyed, boxes.length - 1));
}

/**
 * How many boxes of a track really count as destroyed: `destroyed`, but never the last box
 * (D4.33), so at most one less than the track's length. More hits than boxes is a count the rules
 * allow (every further hit finds the track used up); it is not an error.
 *
 * The track must be a list of 1 to `MAX_BOXES` whole numbers from 0 to 9 (`track-empty`, or
 * `invalid-value` at `track[i]`); `destroyed` a whole number of 0 or more (`invalid-value` at
 * `destroyed`). Nothing is rounded or clamped but the count, as the rule says.
 *
 * @example
 * ```ts
 * import { destroyedBoxes } from 'spacedock/turn';
 *
 * const r = destroyedBoxes([6, 5, 0], 9); // { ok: true, value: 2, diagnostics: [] }: the residual 0 survives
 * if (!r.ok || r.value !== 2) throw new Error(JSON.stringify(r));
 * const bad = destroyedBoxes([6, 5, 0], -1);
 * if (bad.ok || bad.diagnostics[0]?.path !== 'destroyed') throw new Error(JSON.stringify(bad));
 * ```
 */
export function destroyedBoxes(track: readonly number[], destroyed: number): Result<number> {
  const r = newReport();
  const boxes = readTrack(r, track, 'track');
  if (!count(r, destroyed, 'destroyed') || boxes === undefined) return failReport(r);
  return finishReport(r, Math.min(destroyed, boxes.length - 1));
}

/**
 * The destroyed count after `hits` more hits on a track: best box first, never the last (D4.33).
 * The track and `destroyed` are read as {@link destroyedBoxes} reads them; `hits` must be a whole
 * number of 0 or more (`invalid-value` at `hits`).
 *
 * @example
 * ```ts
 * import { hitTrack } from 'spacedock/turn';
 *
 * // One box already gone, three more hits: 4 destroyed.
 * const r = hitTrack([6, 6, 5, 4, 3, 2, 1, 0], 1, 3);
 * if (!r.ok || r.value !== 4) throw new Error(JSON.stringify(r));
 * ```
 */
export function hitTrack(track: readonly number[], destroyed: number, hits: number): Result<number> {
  const r = newReport();
  const boxes = readTrack(r, track, 'track');
  const known = count(r, destroyed, 'destroyed');
  if (!count(r, hits, 'hits') || !known || boxes === undefined) return failReport(r);
  const last = boxes.length - 1;
  // Clamped before adding, so that two huge counts never leave the safe integers.
  return finishReport(r, Math.min(Math.min(destroyed, last) + hits, last));
}

/**
 * The sensor rating: the highest number still undestroyed on the sensor track (D6.11). The last
 * box always survives (D4.33). Takes the two fields of a ship's track in `spacedock/damage`
 * (`boxes`, `destroyed`), read as {@link destroyedBoxes} reads them; whether the track looks like
 * a printed one (a 6 first, a 0 last) is {@link checkTrack}'s question, not this one's.
 *
 * @example
 * ```ts
 * import { sensorRating } from 'spacedock/turn';
 *
 * const track = [6, 6, 5, 4, 3, 2, 1, 0];
 * const two = sensorRating(track, 2); // { ok: true, value: 5, diagnostics: [] }
 * const all = sensorRating(track, 99); // the last box stands: 0
 * if (!two.ok || two.value !== 5 || !all.ok || all.value !== 0) throw new Error('5, then 0');
 * ```
 */
export function sensorRating(track: readonly number[], destroyed: number): Result<number> {
  const r = newReport();
  const left = boxesLeft(r, track, destroyed);
  if (left === undefined) return failReport(r);
  // A loop, not a spread into Math.max: a track of MAX_BOXES entries must not reach the stack.
  let best = 0;
  for (const box of left) if (box > best) best = box;
  return finishReport(r, best);
}

/**
 * The scanner adjustment: the lowest number still undestroyed on the scanner track (D6.21). The
 * last box always survives (D4.33). Read as {@link sensorRating} reads its track.
 *
 * @example
 * ```ts
 * import { scannerAdjustment } from 'spacedock/turn';
 *
 * const hit = scannerAdjustment([0, 0, 1, 3, 5, 9], 3); // { ok: true, value: 3, ... }: the D6.21 example
 * const intact = scannerAdjustment([0, 0, 1, 3, 5, 9], 0); // 0: an intact scanner adds nothing
 * if (!hit.ok || hit.value !== 3 || !intact.ok || intact.value !== 0) throw new Error('3, then 0');
 * ```
 */
export function scannerAdjustment(track: readonly number[], destroyed: number): Result<number> {
  const r = newReport();
  const left = boxesLeft(r, track, destroyed);
  if (left === undefined) return failReport(r);
  let lowest = HIGHEST_BOX;
  for (const box of left) if (box < lowest) lowest = box;
  return finishReport(r, lowest);
}

/** The first and last box of each kind of track. */
const ENDS: Readonly<Record<TrackKind, { readonly first: RuleValue; readonly last: RuleValue }>> = /* @__PURE__ */ deepFreeze({
  sensor: { first: SENSOR_RULES.firstSensorBox, last: SENSOR_RULES.lastSensorBox },
  scanner: { first: SENSOR_RULES.firstScannerBox, last: SENSOR_RULES.lastScannerBox },
});

/**
 * Checks a sensor or scanner track against what the rules say every SSD has: a 6 first on the
 * sensor track (D6.11), a 0 first on the scanner track (D6.21), and the residual 0 or 9 last
 * (D4.33): `track-first-box-wrong` at `track[0]`, `track-last-box-wrong` at the last box. The
 * track is read as {@link destroyedBoxes} reads it; `kind` must be `sensor` or `scanner`
 * (`invalid-value` at `kind`). The value is the track as read, a plain copy.
 *
 * @example
 * ```ts
 * import { checkTrack } from 'spacedock/turn';
 *
 * if (!checkTrack('scanner', [0, 0, 1, 3, 5, 9]).ok) throw new Error('a valid scanner track');
 * const bad = checkTrack('sensor', [5, 0]);
 * // { ok: false, diagnostics: [{ code: 'track-first-box-wrong', path: 'track[0]', source: { book: 'SFB Cadet Training Handbook', entry: 'D6.11' }, ... }] }
 * if (bad.ok || bad.diagnostics[0]?.code !== 'track-first-box-wrong' || bad.diagnostics[0].path !== 'track[0]') throw new Error(JSON.stringify(bad));
 * ```
 */
export function checkTrack(kind: TrackKind, track: readonly number[]): Result<readonly number[]> {
  const r = newReport();
  const known = oneOf(r, kind, 'kind', ['sensor', 'scanner'] as const, 'a kind of track');
  const boxes = readTrack(r, track, 'track');
  if (!known || boxes === undefined) return failReport(r);
  const { first, last } = ENDS[kind];
  const end = boxes.length - 1;
  if (boxes[0] !== first.value) report(r, 'track-first-box-wrong', 'track[0]', `${boxes[0]}; a ${kind} track starts with ${first.value}`, first.source);
  if (boxes[end] !== last.value) report(r, 'track-last-box-wrong', pathJoin('track', end), `${boxes[end]}; a ${kind} track ends with ${last.value}, the box never destroyed`, last.source);
  return finishReport(r, boxes);
}
