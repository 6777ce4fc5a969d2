import { failReport, finishReport, newReport, report } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { seed000, type RuleValue } from '../../rules/source.js';
import { checkRecord, checkWhole, plainArg } from './check.js';

/** The shape of {@link ARMOR_9}: the Armor-9 numbers, each with its source. */
export interface Armor9Rules {
  /** Damage points one Armor-9 box takes before it is destroyed. */
  readonly pointsPerBox: RuleValue<number>;
  /** Every this-many-th point of a damage stream leaks past the Armor-9. */
  readonly leakEvery: RuleValue<number>;
}

/**
 * The Armor-9 constants of the SFB:TNG catalog: 9 points per box, every 10th point leaks.
 *
 * @example
 * ```ts
 * import { ARMOR_9, applyArmor9 } from 'spacedock/damage';
 *
 * // One box stops 9 points; the stream's 10th point leaks past it.
 * const r = applyArmor9({ boxes: 1 }, ARMOR_9.leakEvery.value);
 * if (!r.ok || r.value.absorbed !== ARMOR_9.pointsPerBox.value || r.value.leaked !== 1) throw new Error('expected 9 stopped, 1 leaked');
 * ```
 */
export const ARMOR_9: Armor9Rules = /* @__PURE__ */ deepFreeze({
  pointsPerBox: { value: 9, source: seed000('Armor-9') },
  leakEvery: { value: 10, source: seed000('Armor-9') },
});

/**
 * An Armor-9 track. `held` and `counted` may be left out for an undamaged track at the start of a
 * damage stream.
 */
export interface Armor9Input {
  /** Armor-9 boxes still standing. */
  readonly boxes: number;
  /** Damage already on the first standing box (0 to 8). */
  readonly held?: number;
  /** Points of the current damage stream already counted toward the next leak (0 to 9). */
  readonly counted?: number;
}

/** An Armor-9 track after damage, ready to pass to the next call. */
export interface Armor9State {
  readonly boxes: number;
  readonly held: number;
  readonly counted: number;
}

/** Where the points of an Armor-9 damage stream went. */
export interface Armor9Outcome {
  /** Points stopped by Armor-9 boxes. */
  readonly absorbed: number;
  /** Every 10th point, which slips past whether or not boxes remain. */
  readonly leaked: number;
  /** Other points that found no Armor-9 box left. */
  readonly through: number;
  /** `leaked + through`: what goes on to reinforcement, normal armor and the ship. */
  readonly passedOn: number;
  readonly boxesDestroyed: number;
  readonly state: Armor9State;
}

const TRACK_FIELDS: readonly string[] = ['boxes', 'held', 'counted'];

/**
 * Runs a stream of damage points through Armor-9. The points are counted from 1: every 10th one
 * leaks past before any box is looked at; every other point goes into the first standing box,
 * which is destroyed on its 9th point; once no box stands the other points go through. So a fresh
 * track stops 9 of every 10 points until it is gone. The count carries on in `state.counted`; pass
 * the state back to continue the same stream, or reset `counted` to 0 to start a new one.
 * Problems are diagnostics at `track.boxes`, `track.held`, `damage`, ...
 *
 * @example
 * ```ts
 * import { applyArmor9 } from 'spacedock/damage';
 *
 * const r = applyArmor9({ boxes: 3 }, 25);
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
 * // absorbed 23, leaked 2 (points 10 and 20), 2 boxes destroyed; state: { boxes: 1, held: 5, counted: 5 }
 * const { absorbed, leaked, boxesDestroyed, state } = r.value;
 * if (absorbed !== 23 || leaked !== 2 || boxesDestroyed !== 2) throw new Error(JSON.stringify(r.value));
 * if (state.boxes !== 1 || state.held !== 5 || state.counted !== 5) throw new Error(JSON.stringify(state));
 * // A bad track is a diagnostic at its path, never a throw.
 * const bad = applyArmor9({ boxes: 1, held: 12 }, 5); // path 'track.held': 12 is not a whole number from 0 to 8
 * if (bad.ok || bad.diagnostics[0]?.path !== 'track.held') throw new Error(JSON.stringify(bad));
 * ```
 */
export function applyArmor9(track: Armor9Input, damage: number): Result<Armor9Outcome> {
  const r = newReport();
  const read = plainArg(r, track, 'track');
  if (!read.ok) return failReport(r);
  const perBox = ARMOR_9.pointsPerBox.value;
  const every = ARMOR_9.leakEvery.value;
  let boxes = 0;
  let held = 0;
  let counted = 0;
  const t = checkRecord(r, read.value, 'track', 'an Armor-9 track: an object with boxes (and held, counted)', TRACK_FIELDS);
  if (t !== undefined) {
    const okBoxes = checkWhole(r, t['boxes'], 'track.boxes', Math.floor(Number.MAX_SAFE_INTEGER / perBox));
    if (okBoxes) boxes = t['boxes'] as number;
    const h = t['held'] ?? 0;
    if (checkWhole(r, h, 'track.held', perBox - 1)) {
      if (okBoxes && h > 0 && boxes === 0) report(r, 'points-held-without-box', 'track.held', `${h} points held, but no Armor-9 box stands`, ARMOR_9.pointsPerBox.source);
      else held = h;
    }
    const c = t['counted'] ?? 0;
    if (checkWhole(r, c, 'track.counted', every - 1)) counted = c;
  }
  checkWhole(r, damage, 'damage');
  if (r.failed) return failReport(r);

  // Whether a point leaks depends only on its place in the count, never on the boxes, so the
  // leaks can be counted first and the rest poured into the boxes: no per-point loop is needed.
  const tail = (damage % every) + counted;
  const leaked = Math.floor(damage / every) + (tail >= every ? 1 : 0);
  const others = damage - leaked;
  const absorbed = Math.min(boxes * perBox - held, others);
  const onBoxes = held + absorbed;
  const boxesDestroyed = Math.floor(onBoxes / perBox);
  const through = others - absorbed;
  return finishReport(r, {
    absorbed,
    leaked,
    through,
    passedOn: leaked + through,
    boxesDestroyed,
    state: { boxes: boxes - boxesDestroyed, held: onBoxes % perBox, counted: tail % every },
  });
}
