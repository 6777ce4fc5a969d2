/**
 * Cloaking during the turn (seed 003, G13.0): the cloak's energy cost per ship, and a timeline
 * that says, impulse by impulse, whether a ship is uncloaked, fading out, cloaked or fading in,
 * what its cloak adds to the range of direct fire at it, whether others hold a lock-on on it,
 * and whether it may fire. The normative reading is `specs/sensors-cloak.md`.
 *
 * @module
 */
import { deepFreeze } from '../rules/freeze.js';
import { seed003, type SourceRef } from '../rules/source.js';
import { isPlainRecord, readPlain, show } from './plain.js';
import { effectiveRange, type RuleConstant } from './sensors.js';

/**
 * Ships with a full-scale cloak cost in G13.0.
 *
 * @example
 * ```ts
 * import { cloakCost, type CloakShip } from 'spacedock/damage';
 *
 * const ship: CloakShip = 'kr';
 * if (cloakCost(ship) !== 20) throw new Error('a KR pays 20 for its cloak');
 * ```
 */
export type CloakShip = 'war-eagle' | 'kr';

/**
 * Energy a ship pays at Energy Allocation to run its cloak for a turn (G13.0).
 *
 * @example
 * ```ts
 * import { CLOAK_COSTS } from 'spacedock/damage';
 *
 * const kr = CLOAK_COSTS.kr; // { energy: 20, source: { file: '003_...', entry: 'G13.0' } }
 * if (kr.energy !== 20 || kr.source.entry !== 'G13.0') throw new Error(JSON.stringify(kr));
 * ```
 */
export const CLOAK_COSTS: Readonly<Record<CloakShip, { readonly energy: number; readonly source: SourceRef }>> = /* @__PURE__ */ deepFreeze({
  'war-eagle': { energy: 6, source: seed003('G13.0') },
  kr: { energy: 20, source: seed003('G13.0') },
});

/**
 * The cloak's energy cost per turn for a ship (G13.0).
 *
 * @throws {RangeError} when `ship` is not one of {@link CLOAK_COSTS}'s (a programming error: there
 *   is no cost to give for a ship the rules do not price).
 *
 * @example
 * ```ts
 * import { cloakCost } from 'spacedock/damage';
 *
 * if (cloakCost('war-eagle') !== 6) throw new Error('a War Eagle pays 6');
 * ```
 */
export function cloakCost(ship: CloakShip): number {
  if (typeof ship !== 'string' || !Object.hasOwn(CLOAK_COSTS, ship)) throw new RangeError(`cloakCost: ${show(ship)} is not a ship of CLOAK_COSTS`);
  return CLOAK_COSTS[ship].energy;
}

/**
 * The fixed numbers of cloaking during the turn.
 *
 * @example
 * ```ts
 * import { CLOAK_RULES, cloakTimeline } from 'spacedock/damage';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'cloaked' }, energyPaid: true });
 * if (!t.ok || t.impulses.length !== CLOAK_RULES.impulsesPerTurn.value) throw new Error('32 impulses');
 * if (CLOAK_RULES.fadeImpulses.value !== 4) throw new Error('a fade lasts 4 impulses');
 * ```
 */
export const CLOAK_RULES: {
  /** Impulses a fade (out or in) lasts, counting the impulse of the announcement. */
  readonly fadeImpulses: RuleConstant;
  /** Range added to direct fire at a fully cloaked ship. */
  readonly fullyCloakedRangeAdjustment: RuleConstant;
  /** How many times the cloak may be turned on in one turn. */
  readonly activationsPerTurn: RuleConstant;
  /** Impulses in a full-scale turn. */
  readonly impulsesPerTurn: RuleConstant;
} = /* @__PURE__ */ deepFreeze({
  fadeImpulses: { value: 4, source: seed003('G13.0 cloaking during the turn') },
  fullyCloakedRangeAdjustment: { value: 5, source: seed003('G13.0 uncloaking during the turn; D6.21 example') },
  activationsPerTurn: { value: 1, source: seed003('G13.0 cloaking during the turn') },
  impulsesPerTurn: { value: 32, source: seed003('B3.0 movement') },
});

const FADE = CLOAK_RULES.fadeImpulses.value;
const FULL = CLOAK_RULES.fullyCloakedRangeAdjustment.value;
const IMPULSES = CLOAK_RULES.impulsesPerTurn.value;

/**
 * Where a ship stands on one impulse.
 *
 * @example
 * ```ts
 * import { cloakAt, cloakTimeline, type CloakState } from 'spacedock/damage';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 9 }] });
 * const state: CloakState | undefined = t.ok ? cloakAt(t, 9)?.state : undefined;
 * if (state !== 'fading-out') throw new Error(String(state));
 * ```
 */
export type CloakState = 'uncloaked' | 'fading-out' | 'cloaked' | 'fading-in';

/**
 * How the previous turn left the ship. A fade that had not finished when the turn ended
 * carries over with the number of its impulses already spent (1 to 3).
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakCarry } from 'spacedock/damage';
 *
 * const carry: CloakCarry = { state: 'fading-out', impulsesDone: 2 }; // two fade impulses done last turn
 * const t = cloakTimeline({ previousTurn: carry, energyPaid: true });
 * if (!t.ok || t.impulses[0]?.state !== 'fading-out') throw new Error('the fade goes on');
 * ```
 */
export type CloakCarry =
  | { readonly state: 'uncloaked' }
  | { readonly state: 'cloaked' }
  | { readonly state: 'fading-out' | 'fading-in'; readonly impulsesDone: number };

/**
 * A cloak or uncloak announcement, made in the Cloak/Uncloak Step of an impulse (1..32).
 *
 * @example
 * ```ts
 * import type { CloakAnnouncement } from 'spacedock/damage';
 *
 * const announce: CloakAnnouncement = { action: 'cloak', impulse: 9 }; // turn the cloak on at impulse 9
 * ```
 */
export interface CloakAnnouncement {
  readonly action: 'cloak' | 'uncloak';
  readonly impulse: number;
}

/**
 * One turn of a cloak-equipped ship.
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakTurn } from 'spacedock/damage';
 *
 * const turn: CloakTurn = { previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 1 }] };
 * if (!cloakTimeline(turn).ok) throw new Error('a paid cloak may be turned on');
 * ```
 */
export interface CloakTurn {
  /** How the previous turn ended (this is also the state the turn starts from). */
  readonly previousTurn: CloakCarry;
  /** Whether the cloak's energy was allocated at this turn's Energy Allocation. */
  readonly energyPaid: boolean;
  /** This turn's announcements, in any order. */
  readonly announcements?: readonly CloakAnnouncement[];
}

/**
 * The cloak on one impulse.
 *
 * @example
 * ```ts
 * import type { CloakImpulse } from 'spacedock/damage';
 *
 * const third: CloakImpulse = { impulse: 3, state: 'fading-out', fadeStep: 3, rangeAdjustment: 3, othersHoldLockOn: true, mayFire: false };
 * ```
 */
export interface CloakImpulse {
  readonly impulse: number;
  readonly state: CloakState;
  /** Which impulse of a fade this is (1..4), or null outside a fade. */
  readonly fadeStep: number | null;
  /** Added to the range of direct fire at this ship (G13.0). */
  readonly rangeAdjustment: number;
  /** False only while fully cloaked: the cloak takes lock-ons away (each ship still rolls, D6.11). */
  readonly othersHoldLockOn: boolean;
  /** Only an uncloaked ship fires (G13.0). */
  readonly mayFire: boolean;
}

/**
 * Why a turn's cloak events break G13.0.
 *
 * @example
 * ```ts
 * import type { CloakIssue } from 'spacedock/damage';
 *
 * const issue: CloakIssue = 'second-activation'; // the cloak was turned on twice in one turn
 * ```
 */
export type CloakIssue =
  /** The input is not the shape {@link CloakTurn} describes. */
  | 'bad-input'
  /** An announcement outside impulses 1..32, or not a whole number. */
  | 'bad-impulse'
  /** A carried fade with other than 1 to 3 impulses done. */
  | 'bad-carry'
  /** Two announcements on one impulse. */
  | 'same-impulse'
  /** A cloak announced without the energy allocated this turn. */
  | 'cloak-not-paid'
  /** A second cloak activation in one turn. */
  | 'second-activation'
  /** A cloak announced while the ship is not fully uncloaked. */
  | 'cloak-not-uncloaked'
  /** An uncloak by a ship that did not begin the turn under a paid cloak. */
  | 'uncloak-not-begun-cloaked'
  /** An uncloak after cloaking this turn: a ship that cloaks stays so to the end of the turn. */
  | 'uncloak-after-cloaking'
  /** An uncloak announced while the ship is not fully cloaked. */
  | 'uncloak-not-cloaked';

/**
 * One problem with a turn's cloak events, as data.
 *
 * @example
 * ```ts
 * import { seed003 } from 'spacedock';
 * import type { CloakReason } from 'spacedock/damage';
 *
 * const reason: CloakReason = { issue: 'cloak-not-paid', impulse: 5, source: seed003('G13.0') };
 * ```
 */
export interface CloakReason {
  readonly issue: CloakIssue;
  /** The impulse of the offending announcement, when there is one. */
  readonly impulse?: number;
  /** For `bad-input`, `bad-carry` and `bad-impulse`: the field at fault (`previousTurn`, `announcements[2].action`). */
  readonly field?: string;
  readonly source: SourceRef;
}

/**
 * A valid turn's cloak, impulse by impulse.
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakTimeline } from 'spacedock/damage';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'cloaked' }, energyPaid: true });
 * if (!t.ok) throw new Error('expected a timeline');
 * const timeline: CloakTimeline = t;
 * if (timeline.impulses.length !== 32) throw new Error('one entry per impulse');
 * ```
 */
export interface CloakTimeline {
  readonly ok: true;
  /** Impulses 1..32, in order (`impulses[i - 1]` is impulse i). */
  readonly impulses: readonly CloakImpulse[];
  /** Whether the cloak was turned on this turn (0 or 1 activations). */
  readonly activated: boolean;
  /** How this turn ends, to feed the next turn's `previousTurn`. */
  readonly endOfTurn: CloakCarry;
}

/**
 * The result of {@link cloakTimeline}: the timeline, or every reason the events are invalid.
 *
 * @example
 * ```ts
 * import { cloakTimeline, type CloakTimelineResult } from 'spacedock/damage';
 *
 * const r: CloakTimelineResult = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: false, announcements: [{ action: 'cloak', impulse: 9 }] });
 * if (r.ok || r.reasons[0]?.issue !== 'cloak-not-paid') throw new Error('an unpaid cloak is refused');
 * ```
 */
export type CloakTimelineResult = CloakTimeline | { readonly ok: false; readonly reasons: readonly CloakReason[] };

type Phase = { readonly state: 'uncloaked' | 'cloaked' } | { readonly state: 'fading-out' | 'fading-in'; readonly step: number };

// Shared by every result that cites them, so frozen: a caller cannot change another's source.
const DURING: SourceRef = /* @__PURE__ */ Object.freeze(seed003('G13.0 cloaking during the turn'));
const UNCLOAKING: SourceRef = /* @__PURE__ */ Object.freeze(seed003('G13.0 uncloaking during the turn'));
const BOUNDARY: SourceRef = /* @__PURE__ */ Object.freeze(seed003('G13.0 when using these rules'));

const isRecord = isPlainRecord;
const TURN_FIELDS: readonly string[] = ['previousTurn', 'energyPaid', 'announcements'];

/** An object argument as plain data; anything that is not one, or cannot be read, reads as empty. */
function recordOf(value: unknown): Readonly<Record<string, unknown>> {
  const read = readPlain(value, '');
  return read.problems.length === 0 && isPlainRecord(read.value) ? read.value : {};
}

/** The phase one impulse later, with no announcement: fades run their four impulses, then end. */
function advance(p: Phase): Phase {
  if (p.state === 'fading-out') return p.step >= FADE ? { state: 'cloaked' } : { state: 'fading-out', step: p.step + 1 };
  if (p.state === 'fading-in') return p.step >= FADE ? { state: 'uncloaked' } : { state: 'fading-in', step: p.step + 1 };
  return p;
}

function view(impulse: number, p: Phase): CloakImpulse {
  switch (p.state) {
    case 'uncloaked':
      return { impulse, state: p.state, fadeStep: null, rangeAdjustment: 0, othersHoldLockOn: true, mayFire: true };
    case 'cloaked':
      return { impulse, state: p.state, fadeStep: null, rangeAdjustment: FULL, othersHoldLockOn: false, mayFire: false };
    case 'fading-out':
      // Others keep their lock-on while the ship fades out; each impulse of the fade adds one.
      return { impulse, state: p.state, fadeStep: p.step, rangeAdjustment: p.step, othersHoldLockOn: true, mayFire: false };
    case 'fading-in':
      // Others regain lock-on at the announcement; the addition counts the fade's impulses left.
      return { impulse, state: p.state, fadeStep: p.step, rangeAdjustment: FADE + 1 - p.step, othersHoldLockOn: true, mayFire: false };
  }
}

/** The state the next turn starts from, given the phase on this turn's last impulse. */
function carryOf(p: Phase): CloakCarry {
  const next = advance(p);
  return 'step' in next ? { state: next.state, impulsesDone: next.step - 1 } : { state: next.state };
}

function readCarry(x: unknown, reasons: CloakReason[]): CloakCarry | undefined {
  if (!isRecord(x)) {
    reasons.push({ issue: 'bad-input', field: 'previousTurn', source: DURING });
    return undefined;
  }
  if (x['state'] === 'uncloaked' || x['state'] === 'cloaked') return { state: x['state'] };
  if (x['state'] === 'fading-out' || x['state'] === 'fading-in') {
    const done = x['impulsesDone'];
    if (typeof done === 'number' && Number.isInteger(done) && done >= 1 && done < FADE) return { state: x['state'], impulsesDone: done };
    reasons.push({ issue: 'bad-carry', field: 'previousTurn.impulsesDone', source: DURING });
    return undefined;
  }
  reasons.push({ issue: 'bad-input', field: 'previousTurn.state', source: DURING });
  return undefined;
}

function readAnnouncements(x: unknown, reasons: CloakReason[]): Map<number, CloakAnnouncement['action']> {
  const byImpulse = new Map<number, CloakAnnouncement['action']>();
  if (x === undefined) return byImpulse;
  if (!Array.isArray(x)) {
    reasons.push({ issue: 'bad-input', field: 'announcements', source: DURING });
    return byImpulse;
  }
  for (let n = 0; n < x.length; n++) {
    const a: unknown = x[n];
    const at = `announcements[${n}]`;
    if (!isRecord(a) || (a['action'] !== 'cloak' && a['action'] !== 'uncloak')) {
      reasons.push({ issue: 'bad-input', field: isRecord(a) ? `${at}.action` : at, source: DURING });
      continue;
    }
    const i = a['impulse'];
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > IMPULSES) {
      // The impulse is echoed only when it is a number a reason can hold (not NaN or an infinity).
      reasons.push(typeof i === 'number' && Number.isSafeInteger(i) ? { issue: 'bad-impulse', impulse: i, field: `${at}.impulse`, source: CLOAK_RULES.impulsesPerTurn.source } : { issue: 'bad-impulse', field: `${at}.impulse`, source: CLOAK_RULES.impulsesPerTurn.source });
      continue;
    }
    // The Cloak/Uncloak Step comes once per impulse: one ship cannot announce twice in it.
    if (byImpulse.has(i)) reasons.push({ issue: 'same-impulse', impulse: i, source: DURING });
    else byImpulse.set(i, a['action']);
  }
  return byImpulse;
}

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
 * Invalid events are reported, all of them, as `{ ok: false, reasons }`; it never throws. The turn
 * is read once as plain data: a field it does not know, a getter that throws, or more than
 * `MAX_LIST_ITEMS` announcements is a `bad-input` reason naming the field.
 *
 * @example
 * ```ts
 * import { cloakTimeline } from 'spacedock/damage';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ action: 'cloak', impulse: 9 }] });
 * if (!t.ok) throw new Error('expected a timeline');
 * const adds = t.impulses.slice(8, 13).map((i) => i.rangeAdjustment); // [1, 2, 3, 4, 5]: fading out, then cloaked
 * if (adds.join() !== '1,2,3,4,5') throw new Error(adds.join());
 * const unpaid = cloakTimeline({ previousTurn: { state: 'uncloaked' }, energyPaid: false, announcements: [{ action: 'cloak', impulse: 9 }] });
 * // { ok: false, reasons: [{ issue: 'cloak-not-paid', impulse: 9, source: ... }] }
 * if (unpaid.ok || unpaid.reasons[0]?.impulse !== 9) throw new Error('expected cloak-not-paid at impulse 9');
 * ```
 */
export function cloakTimeline(turn: CloakTurn): CloakTimelineResult {
  const reasons: CloakReason[] = [];
  const read = readPlain(turn, '');
  if (read.problems.length > 0) return { ok: false, reasons: read.problems.map((p) => ({ issue: 'bad-input', field: p.path === '(the argument)' ? 'turn' : p.path, source: DURING })) };
  const t = read.value;
  if (!isRecord(t)) return { ok: false, reasons: [{ issue: 'bad-input', field: 'turn', source: DURING }] };
  // A turn of unknown shape cannot be replayed: its own reasons are all there is to give.
  const shape: CloakReason[] = Object.keys(t).flatMap((key) => (TURN_FIELDS.includes(key) ? [] : [{ issue: 'bad-input' as const, field: key, source: DURING }]));
  if (typeof t['energyPaid'] !== 'boolean') shape.push({ issue: 'bad-input', field: 'energyPaid', source: DURING });
  const carry = readCarry(t['previousTurn'], reasons);
  const announced = readAnnouncements(t['announcements'], reasons);
  if (shape.length > 0 || carry === undefined) return { ok: false, reasons: [...shape, ...reasons] };
  const paid = t['energyPaid'] === true;

  // Where impulse 1 starts, before any announcement on it.
  let phase: Phase;
  let beganUnderCloak = false;
  if (carry.state === 'uncloaked') phase = carry;
  else if (carry.state === 'fading-in') phase = { state: 'fading-in', step: carry.impulsesDone + 1 };
  else if (!paid) phase = { state: 'fading-in', step: 1 }; // unpaid: the cloak drops over impulses 1-4
  else {
    beganUnderCloak = true;
    phase = carry.state === 'cloaked' ? carry : { state: 'fading-out', step: carry.impulsesDone + 1 };
  }

  let activations = 0;
  const impulses: CloakImpulse[] = [];
  for (let i = 1; i <= IMPULSES; i++) {
    if (i > 1) phase = advance(phase);
    const action = announced.get(i);
    if (action === 'cloak') {
      const issue: CloakIssue | undefined = !paid
        ? 'cloak-not-paid'
        : activations >= CLOAK_RULES.activationsPerTurn.value
          ? 'second-activation'
          : phase.state !== 'uncloaked'
            ? 'cloak-not-uncloaked'
            : undefined;
      if (issue === undefined) {
        activations++;
        phase = { state: 'fading-out', step: 1 };
      } else reasons.push({ issue, impulse: i, source: issue === 'cloak-not-paid' ? BOUNDARY : DURING });
    } else if (action === 'uncloak') {
      const issue: CloakIssue | undefined = !beganUnderCloak
        ? 'uncloak-not-begun-cloaked'
        : activations > 0
          ? 'uncloak-after-cloaking'
          : phase.state !== 'cloaked'
            ? 'uncloak-not-cloaked'
            : undefined;
      if (issue === undefined) phase = { state: 'fading-in', step: 1 };
      else reasons.push({ issue, impulse: i, source: issue === 'uncloak-after-cloaking' ? DURING : UNCLOAKING });
    }
    impulses.push(view(i, phase));
  }
  if (reasons.length > 0) return { ok: false, reasons };
  return { ok: true, impulses, activated: activations > 0, endOfTurn: carryOf(phase) };
}

/**
 * The cloak on one impulse of a timeline, or undefined outside 1..32, and for anything that is
 * not a successful timeline (a failed one, `{ ok: false }`, or a value that cannot be read).
 *
 * @example
 * ```ts
 * import { cloakAt, cloakTimeline } from 'spacedock/damage';
 *
 * const t = cloakTimeline({ previousTurn: { state: 'cloaked' }, energyPaid: false }); // unpaid: it fades in
 * if (!t.ok) throw new Error('expected a timeline');
 * const first = cloakAt(t, 1); // { state: 'fading-in', rangeAdjustment: 4, ... }
 * if (first?.state !== 'fading-in' || first.rangeAdjustment !== 4) throw new Error(JSON.stringify(first));
 * if (cloakAt(t, 33) !== undefined) throw new Error('a turn has 32 impulses');
 * ```
 */
export function cloakAt(timeline: CloakTimeline, impulse: number): CloakImpulse | undefined {
  if (typeof impulse !== 'number' || !Number.isInteger(impulse) || impulse < 1 || impulse > IMPULSES) return undefined;
  try {
    // Each field read once; a timeline whose reading throws (a getter, a revoked proxy) is not one.
    const t = timeline as { readonly ok?: unknown; readonly impulses?: unknown };
    if (t === null || typeof t !== 'object' || t.ok !== true) return undefined;
    const impulses = t.impulses;
    const entry: unknown = Array.isArray(impulses) ? impulses[impulse - 1] : undefined;
    return entry !== null && typeof entry === 'object' ? (entry as CloakImpulse) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The effective range of direct fire at a cloak-equipped ship on one impulse: the firer's lock-on
 * counts only while the cloak leaves it (a fully cloaked target doubles the range through the
 * lost lock-on and adds 5, D6.123), then {@link effectiveRange} adds the firer's scanner
 * adjustment and the cloak's addition. Fields are read as {@link effectiveRange} reads them: only
 * `true` holds a lock-on, and a missing or non-numeric adjustment adds nothing.
 *
 * @example
 * ```ts
 * import { rangeToCloakShip, type CloakImpulse } from 'spacedock/damage';
 *
 * const cloaked: CloakImpulse = { impulse: 20, state: 'cloaked', fadeStep: null, rangeAdjustment: 5, othersHoldLockOn: false, mayFire: false };
 * // Lock-on is lost: 3 x 2, plus the cloak's 5.
 * const range = rangeToCloakShip(cloaked, { trueRange: 3, firerLockedOn: true, scannerAdjustment: 0 });
 * if (range !== 11) throw new Error(String(range));
 * ```
 */
export function rangeToCloakShip(
  target: CloakImpulse,
  firer: { readonly trueRange: number; readonly firerLockedOn: boolean; readonly scannerAdjustment?: number },
): number {
  const t = recordOf(target);
  const f = recordOf(firer);
  return effectiveRange({
    trueRange: f['trueRange'] as number,
    lockedOn: f['firerLockedOn'] === true && t['othersHoldLockOn'] === true,
    scannerAdjustment: f['scannerAdjustment'] as number,
    cloakAdjustment: t['rangeAdjustment'] as number,
  });
}
