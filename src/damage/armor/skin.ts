import { failReport, finishReport, newReport, report, type Report } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { seed000, type RuleValue } from '../../rules/source.js';
import { reportNeed } from '../../input/plain.js';
import { checkRecord, checkWhole, plainArg } from './check.js';

/** The shape of {@link SKIN}: the Species 8472 Skin numbers, each with its source. */
export interface SkinRules {
  /** Damage ignored each turn for every Skin box working when the turn begins. */
  readonly ignoredPerBox: RuleValue<number>;
  /** Damage that destroys one Skin box (on its last point). */
  readonly pointsPerBox: RuleValue<number>;
  /** Points scored as internals right after each Skin box is destroyed. */
  readonly internalsPerDestroyedBox: RuleValue<number>;
}

/**
 * The Skin constants: 300 ignored per working box each turn, 300 points destroy a box, and the
 * point after each destroyed box is an internal.
 *
 * @example
 * ```ts
 * import { SKIN, startSkinTurn } from 'spacedock/damage';
 *
 * const r = startSkinTurn(9); // a fighter with 9 Skin boxes
 * if (!r.ok || r.value.ignoreLeft !== 9 * SKIN.ignoredPerBox.value) throw new Error('2700 points ignored this turn');
 * ```
 */
export const SKIN: SkinRules = /* @__PURE__ */ deepFreeze({
  ignoredPerBox: { value: 300, source: seed000('Skin') },
  pointsPerBox: { value: 300, source: seed000('Skin') },
  internalsPerDestroyedBox: { value: 1, source: seed000('Skin') },
});

/** A ship's Skin during one turn. */
export interface SkinTurn {
  /** Skin boxes working (not destroyed). */
  readonly boxes: number;
  /** Damage still to be ignored this turn. */
  readonly ignoreLeft: number;
  /** Damage held on the Skin box now being filled (0 to 299); cleared when a turn begins. */
  readonly held: number;
  /** Whether the next point is an internal because a Skin box was just destroyed. */
  readonly internalNext: boolean;
}

/** Where the points of one amount of damage went against Skin. */
export interface SkinOutcome {
  readonly ignored: number;
  /** Points put on Skin boxes (those that destroyed boxes and those now held). */
  readonly onSkin: number;
  /** Points scored as internals on the ship. */
  readonly internal: number;
  readonly boxesDestroyed: number;
  readonly turn: SkinTurn;
}

/**
 * The Skin at the start of a turn: held damage is cleared, and the turn's ignore allowance is 300
 * for each working box, fixed now for the whole turn. A box count that is not a whole number (or
 * so large the allowance would pass 2^53 - 1) is an `invalid-value` diagnostic.
 *
 * @example
 * ```ts
 * import { startSkinTurn } from 'spacedock/damage';
 *
 * const r = startSkinTurn(9); // value: { boxes: 9, ignoreLeft: 2700, held: 0, internalNext: false }
 * if (!r.ok || r.value.ignoreLeft !== 2700 || r.value.held !== 0) throw new Error(JSON.stringify(r));
 * ```
 */
export function startSkinTurn(boxes: number): Result<SkinTurn> {
  const r = newReport();
  const per = SKIN.ignoredPerBox.value;
  if (!checkWhole(r, boxes, '', Math.floor(Number.MAX_SAFE_INTEGER / per))) return failReport(r);
  return finishReport(r, { boxes, ignoreLeft: boxes * per, held: 0, internalNext: false });
}

const TURN_FIELDS: readonly string[] = ['boxes', 'ignoreLeft', 'held', 'internalNext'];

function checkSkinTurn(r: Report, value: unknown): SkinTurn | undefined {
  const turn = checkRecord(r, value, 'turn', 'a Skin turn: an object with boxes, ignoreLeft, held and internalNext (see startSkinTurn)', TURN_FIELDS);
  if (turn === undefined) return undefined;
  const perBox = SKIN.pointsPerBox.value;
  const { boxes, ignoreLeft, held, internalNext } = turn;
  const okBoxes = checkWhole(r, boxes, 'turn.boxes');
  checkWhole(r, ignoreLeft, 'turn.ignoreLeft');
  if (checkWhole(r, held, 'turn.held', perBox - 1) && okBoxes && held > 0 && boxes === 0) {
    report(r, 'points-held-without-box', 'turn.held', `${held} points held, but no Skin box works`, SKIN.pointsPerBox.source);
  }
  if (typeof internalNext !== 'boolean') reportNeed(r, 'turn.internalNext', internalNext, 'true or false');
  // Right after a box is destroyed the next box is still clean: no point can be held on it yet.
  else if (internalNext && (held !== 0 || boxes === 0)) {
    report(r, 'skin-turn-inconsistent', 'turn.internalNext', held !== 0 ? 'true, but damage is held on the next box, which only starts filling after the internal point' : 'true, but no Skin box works', SKIN.internalsPerDestroyedBox.source);
  }
  if (r.failed) return undefined;
  return { boxes: boxes as number, ignoreLeft: ignoreLeft as number, held: held as number, internalNext: internalNext as boolean };
}

/**
 * Applies one amount of damage to Species 8472 Skin, later in the same turn as the `turn` given.
 * First the rest of the turn's ignore allowance is used; then the points fill the working Skin
 * boxes 300 at a time, each box destroyed on its 300th point and the very next point scored as an
 * internal; once no Skin box works, every point is an internal. Pass the returned `turn` to the
 * next hit of the same turn, and call {@link startSkinTurn} when a new turn begins. Problems are
 * diagnostics at `turn.held`, `damage`, ...
 *
 * @example
 * ```ts
 * import { applySkinDamage, startSkinTurn } from 'spacedock/damage';
 *
 * const start = startSkinTurn(9); // a Species 8472 fighter
 * if (!start.ok) throw new Error('expected a turn');
 * const r = applySkinDamage(start.value, 3200);
 * // value: { ignored: 2700, onSkin: 499, internal: 1, boxesDestroyed: 1,
 * //          turn: { boxes: 8, ignoreLeft: 0, held: 199, internalNext: false } }
 * if (!r.ok || r.value.ignored !== 2700 || r.value.internal !== 1 || r.value.turn.boxes !== 8 || r.value.turn.held !== 199) throw new Error(JSON.stringify(r));
 * ```
 */
export function applySkinDamage(turn: SkinTurn, damage: number): Result<SkinOutcome> {
  const r = newReport();
  const read = plainArg(r, turn, 'turn');
  if (!read.ok) return failReport(r);
  const t = checkSkinTurn(r, read.value);
  checkWhole(r, damage, 'damage');
  if (r.failed || t === undefined) return failReport(r);

  const perBox = SKIN.pointsPerBox.value;
  const leak = SKIN.internalsPerDestroyedBox.value;
  const cycle = perBox + leak;
  let rest = damage;
  const ignored = Math.min(rest, t.ignoreLeft);
  rest -= ignored;
  let boxes = t.boxes;
  let held = t.held;
  let internalNext = t.internalNext;
  let onSkin = 0;
  let internal = 0;

  // Each stage below is closed-form, so a huge hit on a huge Skin track costs no more than a small one.
  if (rest > 0 && boxes > 0 && internalNext) {
    const n = Math.min(leak, rest);
    internal += n;
    rest -= n;
    internalNext = false;
  }
  if (rest > 0 && boxes > 0) {
    const need = perBox - held;
    if (rest < need) {
      held += rest;
      onSkin += rest;
      rest = 0;
    } else {
      onSkin += need;
      rest -= need;
      held = 0;
      boxes -= 1;
      internalNext = true;
      // From here every whole cycle is the internal point after a box plus the next box's 300.
      const cycles = Math.min(boxes, Math.floor(rest / cycle));
      internal += cycles * leak;
      onSkin += cycles * perBox;
      boxes -= cycles;
      rest -= cycles * cycle;
      if (rest > 0 && boxes > 0) {
        // rest < cycle here, so after the internal point fewer than 300 are left for the box.
        const n = Math.min(leak, rest);
        internal += n;
        rest -= n;
        internalNext = false;
        held = rest;
        onSkin += rest;
        rest = 0;
      }
    }
  }
  // With no working Skin box left there is nothing to fill: the rest is internal.
  internal += rest;
  if (boxes === 0) internalNext = false;
  return finishReport(r, {
    ignored,
    onSkin,
    internal,
    boxesDestroyed: t.boxes - boxes,
    turn: { boxes, ignoreLeft: t.ignoreLeft - ignored, held, internalNext },
  });
}
