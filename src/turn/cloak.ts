/**
 * Cloaking during the turn (G13.0): a timeline that says, impulse by impulse, whether a ship is
 * uncloaked, fading out, cloaked or fading in, what its cloak adds to the range of direct fire at
 * it, whether others hold a lock-on on it, and whether it may fire. The normative reading is
 * `specs/sensors-cloak.md` §6.
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { readRecordInto, reportNeed, reportUnknownFields, type PlainRecord } from '../input/plain.js';
import { deepFreeze } from '../rules/freeze.js';
import { seed003, type RuleValue, type SourceRef } from '../rules/source.js';
import { MOVEMENT_RULES } from './movement.js';
import { fieldsOf, flag, oneOf, readFields, whole } from './read.js';

/**
 * The fixed numbers of cloaking during the turn.
 *
 * @example
 * ```ts
 * import { CLOAK_RULES, cloakTimeline } from 'spacedock/turn';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'cloaked' }, energyPaid: true });
 * if (!t.ok || t.value.impulses.length !== CLOAK_RULES.impulsesPerTurn.value) throw new Error('32 impulses');
 * if (CLOAK_RULES.fadeImpulses.value !== 4) throw new Error('a fade lasts 4 impulses');
 * ```
 */
export const CLOAK_RULES: {
  /** Impulses a fade (out or in) lasts, counting the impulse of the announcement. */
  readonly fadeImpulses: RuleValue;
  /** Range added to direct fire at a fully cloaked ship. */
  readonly fullyCloakedRangeAdjustment: RuleValue;
  /** How many times the cloak may be turned on in one turn. */
  readonly activationsPerTurn: RuleValue;
  /** Impulses in a full-scale turn (the movement rules' own). */
  readonly impulsesPerTurn: RuleValue;
} = /* @__PURE__ */ deepFreeze({
  fadeImpulses: { value: 4, source: seed003('G13.0 cloaking during the turn') },
  fullyCloakedRangeAdjustment: { value: 5, source: seed003('G13.0 uncloaking during the turn; D6.21 example') },
  activationsPerTurn: { value: 1, source: seed003('G13.0 cloaking during the turn') },
  impulsesPerTurn: MOVEMENT_RULES.impulsesPerTurn,
});

const FADE = CLOAK_RULES.fadeImpulses.value;
const FULL = CLOAK_RULES.fullyCloakedRangeAdjustment.value;
const IMPULSES = CLOAK_RULES.impulsesPerTurn.value;

/**
 * Where a ship stands on one impulse.
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakState } from 'spacedock/turn';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 9 }] });
 * const state: CloakState | undefined = t.ok ? t.value.impulses[8]?.state : undefined;
 * if (state !== 'fading-out') throw new Error(String(state));
 * ```
 */
export type CloakState = 'uncloaked' | 'fading-out' | 'cloaked' | 'fading-in';

/** Every {@link CloakState}. */
const STATES: readonly CloakState[] = ['uncloaked', 'fading-out', 'cloaked', 'fading-in'];

/**
 * Which impulse of a four-impulse fade one is (G13.0), counting the announcement as 1.
 *
 * @example
 * ```ts
 * import { cloakTimeline, type FadeStep } from 'spacedock/turn';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 1 }] });
 * const steps: (FadeStep | null)[] = t.ok ? t.value.impulses.slice(0, 5).map((i) => i.fadeStep) : [];
 * if (steps.join() !== '1,2,3,4,') throw new Error(steps.join()); // then cloaked: null
 * ```
 */
export type FadeStep = 1 | 2 | 3 | 4;

/**
 * How many impulses of a fade the previous turn already ran, when it ended mid-fade.
 *
 * @example
 * ```ts
 * import type { CloakCarry, FadeStepsDone } from 'spacedock/turn';
 *
 * const done: FadeStepsDone = 2;
 * const carry: CloakCarry = { state: 'fading-out', impulsesDone: done };
 * ```
 */
export type FadeStepsDone = 1 | 2 | 3;

/**
 * How the previous turn left the ship, by `state`. A fade that had not finished when the turn
 * ended carries over with the number of its impulses already spent (1 to 3).
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakCarry } from 'spacedock/turn';
 *
 * const carry: CloakCarry = { state: 'fading-out', impulsesDone: 2 }; // two fade impulses done last turn
 * const t = cloakTimeline({ previousTurn: carry, energyPaid: true });
 * if (!t.ok || t.value.impulses[0]?.state !== 'fading-out') throw new Error('the fade goes on');
 * ```
 */
export type CloakCarry =
  | { readonly state: 'uncloaked' }
  | { readonly state: 'cloaked' }
  | { readonly state: 'fading-out' | 'fading-in'; readonly impulsesDone: FadeStepsDone };

/**
 * What an announcement in the Cloak/Uncloak Step does: start cloaking or start uncloaking.
 *
 * @example
 * ```ts
 * import type { CloakAction, CloakAnnouncement } from 'spacedock/turn';
 *
 * const action: CloakAction = 'uncloak';
 * const announce: CloakAnnouncement = { action, impulse: 17 };
 * ```
 */
export type CloakAction = 'cloak' | 'uncloak';

const ACTIONS: readonly CloakAction[] = ['cloak', 'uncloak'];

/**
 * A cloak or uncloak announcement, made in the Cloak/Uncloak Step of an impulse (1 to 32).
 *
 * @example
 * ```ts
 * import type { CloakAnnouncement } from 'spacedock/turn';
 *
 * const announce: CloakAnnouncement = { action: 'cloak', impulse: 9 }; // turn the cloak on at impulse 9
 * ```
 */
export interface CloakAnnouncement {
  readonly action: CloakAction;
  readonly impulse: number;
}

/**
 * One turn of a cloak-equipped ship.
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakTurn } from 'spacedock/turn';
 *
 * const turn: CloakTurn = { previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 1 }] };
 * if (!cloakTimeline(turn).ok) throw new Error('a paid cloak may be turned on');
 * ```
 */
export interface CloakTurn {
  /** How the previous turn ended (this is also the state the turn starts from). */
  readonly previousTurn: CloakCarry;
  /** Whether the cloak's energy was allocated at this turn's Energy Allocation (`checkAllocation`'s `cloakPaid`). */
  readonly energyPaid: boolean;
  /** This turn's announcements, in any order. */
  readonly announcements?: readonly CloakAnnouncement[];
}

/**
 * What a cloak adds to the range of direct fire at its ship (G13.0): 0 uncloaked, 1 to 4 over a
 * fade, 5 fully cloaked.
 *
 * @example
 * ```ts
 * import { effectiveRange, type CloakRangeAdjustment } from 'spacedock/turn';
 *
 * const full: CloakRangeAdjustment = 5;
 * const r = effectiveRange({ trueRange: 3, lockedOn: false, cloakAdjustment: full });
 * if (!r.ok || r.value !== 11) throw new Error(JSON.stringify(r));
 * ```
 */
export type CloakRangeAdjustment = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The cloak on one impulse, by `state`: an uncloaked ship may fire and is seen (others' own
 * lock-on rolls still apply); a fully cloaked one adds 5 to the range and denies lock-on; a
 * fading one adds its fade's addition (1, 2, 3, 4 fading out; 4, 3, 2, 1 fading in), leaves
 * others their lock-on, and may not fire.
 *
 * @example
 * ```ts
 * import type { CloakImpulse } from 'spacedock/turn';
 *
 * const third: CloakImpulse = { impulse: 3, state: 'fading-out', fadeStep: 3, rangeAdjustment: 3, othersHoldLockOn: true, mayFire: false };
 * const said = third.state === 'fading-out' || third.state === 'fading-in' ? `step ${third.fadeStep}` : 'no fade';
 * ```
 */
export type CloakImpulse =
  | { readonly impulse: number; readonly state: 'uncloaked'; readonly fadeStep: null; readonly rangeAdjustment: 0; readonly othersHoldLockOn: true; readonly mayFire: true }
  | { readonly impulse: number; readonly state: 'cloaked'; readonly fadeStep: null; readonly rangeAdjustment: CloakRangeAdjustment; readonly othersHoldLockOn: false; readonly mayFire: false }
  | {
      readonly impulse: number;
      readonly state: 'fading-out' | 'fading-in';
      readonly fadeStep: FadeStep;
      readonly rangeAdjustment: CloakRangeAdjustment;
      readonly othersHoldLockOn: true;
      readonly mayFire: false;
    };

/**
 * A valid turn's cloak, impulse by impulse.
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakTimeline } from 'spacedock/turn';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'cloaked' }, energyPaid: true });
 * if (!t.ok) throw new Error('expected a timeline');
 * const timeline: CloakTimeline = t.value;
 * if (timeline.impulses.length !== 32) throw new Error('one entry per impulse');
 * ```
 */
export interface CloakTimeline {
  /** Impulses 1 to 32, in order (`impulses[i - 1]` is impulse i). */
  readonly impulses: readonly CloakImpulse[];
  /** Whether the cloak was turned on this turn (0 or 1 activations). */
  readonly activated: boolean;
  /** How this turn ends, to feed the next turn's `previousTurn`. */
  readonly endOfTurn: CloakCarry;
}

type Phase = { readonly state: 'uncloaked' | 'cloaked' } | { readonly state: 'fading-out' | 'fading-in'; readonly step: FadeStep };

// Shared by every diagnostic that cites them, so frozen: a caller cannot change another's source.
const DURING: SourceRef = /* @__PURE__ */ Object.freeze(seed003('G13.0 cloaking during the turn'));
const UNCLOAKING: SourceRef = /* @__PURE__ */ Object.freeze(seed003('G13.0 uncloaking during the turn'));
const BOUNDARY: SourceRef = /* @__PURE__ */ Object.freeze(seed003('G13.0 when using these rules'));

const TURN_FIELDS = ['previousTurn', 'energyPaid', 'announcements'] as const;

/** The phase one impulse later, with no announcement: fades run their four impulses, then end. */
function advance(p: Phase): Phase {
  if (!('step' in p)) return p;
  if (p.step < FADE) return { state: p.state, step: (p.step + 1) as FadeStep };
  return { state: p.state === 'fading-out' ? 'cloaked' : 'uncloaked' };
}

function view(impulse: number, p: Phase): CloakImpulse {
  switch (p.state) {
    case 'uncloaked':
      return { impulse, state: p.state, fadeStep: null, rangeAdjustment: 0, othersHoldLockOn: true, mayFire: true };
    case 'cloaked':
      return { impulse, state: p.state, fadeStep: null, rangeAdjustment: FULL as CloakRangeAdjustment, othersHoldLockOn: false, mayFire: false };
    case 'fading-out':
      // Others keep their lock-on while the ship fades out; each impulse of the fade adds one.
      return { impulse, state: p.state, fadeStep: p.step, rangeAdjustment: p.step, othersHoldLockOn: true, mayFire: false };
    case 'fading-in':
      // Others regain lock-on at the announcement; the addition counts the fade's impulses left.
      return { impulse, state: p.state, fadeStep: p.step, rangeAdjustment: (FADE + 1 - p.step) as CloakRangeAdjustment, othersHoldLockOn: true, mayFire: false };
  }
}

/** The state the next turn starts from, given the phase on this turn's last impulse. */
function carryOf(p: Phase): CloakCarry {
  const next = advance(p);
  return 'step' in next ? { state: next.state, impulsesDone: (next.step - 1) as FadeStepsDone } : { state: next.state };
}

/** Reads `previousTurn` (already read as plain data): the carry, or undefined (reported). */
function readCarry(r: Report, x: unknown): CloakCarry | undefined {
  const c = fieldsOf(r, x, 'previousTurn', 'how the previous turn ended (a CloakCarry)', ['state', 'impulsesDone']);
  if (c === undefined) return undefined;
  const state = c['state'];
  if (!oneOf(r, state, 'previousTurn.state', STATES, 'a cloak state')) return undefined;
  const done = c['impulsesDone'];
  if (state === 'uncloaked' || state === 'cloaked') {
    if (done === undefined) return { state };
    report(r, 'invalid-value', 'previousTurn.impulsesDone', `given for a ship ${state}; only a fade carried over counts its impulses done`, DURING);
    return undefined;
  }
  if (!whole(r, done, 'previousTurn.impulsesDone', 1, FADE - 1, DURING)) return undefined;
  return { state, impulsesDone: done as FadeStepsDone };
}

/** One valid announcement, with where it was given. */
interface Announced {
  readonly action: CloakAction;
  readonly path: string;
}

/**
 * Reads `announcements` (already read as plain data): the valid ones by impulse. Each one that is
 * not a `CloakAnnouncement` is reported and left out; a second one on an impulse is
 * `cloak-announced-twice`.
 */
function readAnnouncements(r: Report, x: unknown): Map<number, Announced> {
  const byImpulse = new Map<number, Announced>();
  if (x === undefined) return byImpulse;
  if (!Array.isArray(x)) {
    reportNeed(r, 'announcements', x, 'a list of cloak announcements');
    return byImpulse;
  }
  for (let n = 0; n < x.length; n++) {
    const at = pathJoin('announcements', n);
    const a = fieldsOf(r, x[n], at, 'a cloak announcement', ['action', 'impulse']);
    if (a === undefined) continue;
    const action = a['action'];
    const impulse = a['impulse'];
    const known = oneOf(r, action, pathJoin(at, 'action'), ACTIONS, 'a cloak action');
    if (!whole(r, impulse, pathJoin(at, 'impulse'), 1, IMPULSES, CLOAK_RULES.impulsesPerTurn.source) || !known) continue;
    // The Cloak/Uncloak Step comes once an impulse: one ship cannot announce twice in it.
    const first = byImpulse.get(impulse);
    if (first !== undefined) report(r, 'cloak-announced-twice', at, `a second announcement on impulse ${impulse} (the first is ${first.path})`, DURING);
    else byImpulse.set(impulse, { action, path: at });
  }
  return byImpulse;
}

/** How a state reads in a message. */
const SAID: Readonly<Record<CloakState, string>> = { uncloaked: 'uncloaked', 'fading-out': 'still fading out', cloaked: 'cloaked', 'fading-in': 'fading in' };

/**
 * The cloak of one ship over one turn (G13.0), impulse by impulse.
 *
 * - A cloak needs this turn's energy and a fully uncloaked ship, and may be turned on once a
 *   turn. It fades out over four impulses counting the announcement (range +1, +2, +3, +4;
 *   others keep lock-on), then the ship is cloaked (+5, no lock-on) to the end of the turn.
 * - An uncloak needs a ship that began the turn under a paid cloak, has not cloaked again this
 *   turn, and is fully cloaked. It fades in over four impulses counting the announcement
 *   (+4, +3, +2, +1; others regain lock-on at once), then the ship is uncloaked.
 * - Turn boundaries: an uncloaked ship that pays and cloaks on impulse 1 fades out over 1-4;
 *   a ship that ended the turn cloaked (or fading out) and did not pay fades in over 1-4; a
 *   fade unfinished at the end of a turn goes on into the next.
 * - The ship may fire only on impulses where it is uncloaked.
 *
 * Every announcement that breaks these rules is an error at its path (`announcements[2]`), with
 * its code (`cloak-not-paid`, `cloak-second-activation`, `cloak-while-not-uncloaked`,
 * `uncloak-not-begun-cloaked`, `uncloak-after-cloaking`, `uncloak-while-not-cloaked`,
 * `cloak-announced-twice`) and rule. The turn is read once as plain data: a field it does not
 * know, a value of the wrong kind, an impulse outside 1 to 32 or a getter that throws is a general
 * diagnostic at its field. A bad announcement is left out and the others are still checked; a bad
 * `previousTurn` or `energyPaid` stops the check there. It never throws.
 *
 * @example
 * ```ts
 * import { cloakTimeline } from 'spacedock/turn';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 9 }] });
 * if (!t.ok) throw new Error('expected a timeline');
 * const adds = t.value.impulses.slice(8, 13).map((i) => i.rangeAdjustment); // [1, 2, 3, 4, 5]: fading out, then cloaked
 * if (adds.join() !== '1,2,3,4,5') throw new Error(adds.join());
 *
 * const unpaid = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: false, announcements: [{ action: 'cloak', impulse: 9 }] });
 * // { ok: false, diagnostics: [{ code: 'cloak-not-paid', path: 'announcements[0]', source: { ..., entry: 'G13.0 when using these rules' }, ... }] }
 * if (unpaid.ok || unpaid.diagnostics[0]?.code !== 'cloak-not-paid' || unpaid.diagnostics[0].path !== 'announcements[0]') throw new Error(JSON.stringify(unpaid));
 * ```
 */
export function cloakTimeline(turn: CloakTurn): Result<CloakTimeline> {
  const r = newReport();
  const t: PlainRecord | undefined = readFields(r, turn, '', 'a cloak turn', TURN_FIELDS);
  if (t === undefined) return failReport(r);
  const carry = readCarry(r, t['previousTurn']);
  const paidKnown = flag(r, t['energyPaid'], 'energyPaid');
  const announced = readAnnouncements(r, t['announcements']);
  // A turn of unknown shape cannot be replayed: its own diagnostics are all there is to give.
  if (carry === undefined || !paidKnown || Object.keys(t).some((k) => !(TURN_FIELDS as readonly string[]).includes(k))) return failReport(r);
  const paid = t['energyPaid'] === true;

  // Where impulse 1 starts, before any announcement on it.
  let phase: Phase;
  let beganUnderCloak = false;
  if (carry.state === 'uncloaked') phase = carry;
  else if (carry.state === 'fading-in') phase = { state: 'fading-in', step: (carry.impulsesDone + 1) as FadeStep };
  else if (!paid) phase = { state: 'fading-in', step: 1 }; // unpaid: the cloak drops over impulses 1-4
  else {
    beganUnderCloak = true;
    phase = carry.state === 'cloaked' ? carry : { state: 'fading-out', step: (carry.impulsesDone + 1) as FadeStep };
  }

  let activations = 0;
  let cloakedOn: number | undefined;
  const impulses: CloakImpulse[] = [];
  for (let i = 1; i <= IMPULSES; i++) {
    if (i > 1) phase = advance(phase);
    const a = announced.get(i);
    if (a?.action === 'cloak') {
      if (!paid) report(r, 'cloak-not-paid', a.path, `cloak on impulse ${i}, but this turn's Energy Allocation did not pay for the cloak`, BOUNDARY);
      else if (activations >= CLOAK_RULES.activationsPerTurn.value) report(r, 'cloak-second-activation', a.path, `cloak on impulse ${i}, after turning it on at impulse ${cloakedOn}`, DURING);
      else if (phase.state !== 'uncloaked') report(r, 'cloak-while-not-uncloaked', a.path, `cloak on impulse ${i}, while the ship is ${SAID[phase.state]}`, DURING);
      else {
        activations++;
        cloakedOn = i;
        phase = { state: 'fading-out', step: 1 };
      }
    } else if (a?.action === 'uncloak') {
      if (!beganUnderCloak) report(r, 'uncloak-not-begun-cloaked', a.path, `uncloak on impulse ${i}, but the ship did not begin the turn under a cloak paid for this turn`, UNCLOAKING);
      else if (cloakedOn !== undefined) report(r, 'uncloak-after-cloaking', a.path, `uncloak on impulse ${i}, after cloaking at impulse ${cloakedOn}`, DURING);
      else if (phase.state !== 'cloaked') report(r, 'uncloak-while-not-cloaked', a.path, `uncloak on impulse ${i}, while the ship is ${SAID[phase.state]}`, UNCLOAKING);
      else phase = { state: 'fading-in', step: 1 };
    }
    impulses.push(view(i, phase));
  }
  return finishReport(r, { impulses, activated: activations > 0, endOfTurn: carryOf(phase) });
}

/**
 * The cloak on one impulse of a timeline: `timeline.impulses[impulse - 1]`, checked. The
 * impulse must be a whole number from 1 to 32 (`invalid-value` at `impulse`); the timeline the
 * value of a successful `cloakTimeline` (`invalid-value` under `timeline` when it has no such
 * entry).
 *
 * @example
 * ```ts
 * import { cloakAt, cloakTimeline } from 'spacedock/turn';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'cloaked' }, energyPaid: false }); // unpaid: it fades in
 * if (!t.ok) throw new Error('expected a timeline');
 * const first = cloakAt(t.value, 1); // value: { impulse: 1, state: 'fading-in', fadeStep: 1, rangeAdjustment: 4, ... }
 * if (!first.ok || first.value.state !== 'fading-in' || first.value.rangeAdjustment !== 4) throw new Error(JSON.stringify(first));
 * const past = cloakAt(t.value, 33); // a turn has 32 impulses
 * if (past.ok || past.diagnostics[0]?.path !== 'impulse') throw new Error(JSON.stringify(past));
 * ```
 */
export function cloakAt(timeline: CloakTimeline, impulse: number): Result<CloakImpulse> {
  const r = newReport();
  const read = readRecordInto(timeline, 'timeline', 'a cloak timeline', r);
  // A whole result passed for its value is the likely mistake: say so rather than list its fields.
  const isResult = read !== undefined && 'ok' in read && 'diagnostics' in read;
  if (isResult) report(r, 'invalid-value', 'timeline', `a result of cloakTimeline${read['ok'] === true ? '' : ' that failed'}, not a timeline: pass its value`);
  else if (read !== undefined) reportUnknownFields(r, read, 'timeline', ['impulses', 'activated', 'endOfTurn'], 'a cloak timeline');
  const i = whole(r, impulse, 'impulse', 1, IMPULSES, CLOAK_RULES.impulsesPerTurn.source);
  const t = isResult ? undefined : read;
  if (t === undefined || !i) return failReport(r);
  const list = t['impulses'];
  if (!Array.isArray(list) || list.length !== IMPULSES) {
    reportNeed(r, 'timeline.impulses', list, `a list of ${IMPULSES} cloak impulses`);
    return failReport(r);
  }
  const at = pathJoin('timeline.impulses', impulse - 1);
  const entry = fieldsOf(r, list[impulse - 1], at, 'a cloak impulse', ['impulse', 'state', 'fadeStep', 'rangeAdjustment', 'othersHoldLockOn', 'mayFire']);
  if (entry === undefined) return failReport(r);
  if (entry['impulse'] !== impulse || !STATES.includes(entry['state'] as CloakState)) {
    report(r, 'invalid-value', at, `is not the entry of impulse ${impulse} of a cloak timeline`);
    return failReport(r);
  }
  return finishReport(r, entry as unknown as CloakImpulse);
}
