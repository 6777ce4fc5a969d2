/**
 * Resolving a volley: the Damage Allocation procedure of the SFB Cadet Training Handbook (D4),
 * point by point over a checked plan, with the skip-ahead of `specs/damage.md` §2.1.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import type { Dice } from '../dice/dice.js';
import { ARMOR_9 } from './armor/armor-9.js';
import { BORG_ARMOR } from './armor/borg.js';
import { SKIN } from './armor/skin.js';
import { CHART_COLUMNS, type ChartCell, type ChartColumn, type ChartEntry, type ChartRoll } from './chart.js';
import { afterCoating, afterNonAblative, afterSolidNeutronium, unitDefense, weaponTechOf } from './hull-defenses.js';
import { ANY_WARP_TARGETS, ANY_WEAPON_TARGETS, askChooser, type AnyWarpTarget, type AnyWeaponTarget, type ChoiceContext, type ChoiceKind, type PhaserCandidate, type ShuttleBox } from './choices.js';
import { MAX_VOLLEY_EVENTS } from './limits.js';
import { ARMOR_KIND_NAMES, type ArmorLayer, type Boxes, type Facing, type Phaser, type ShipState, type ShipSystem, type SpecificArmor, type Track } from './ship.js';
import { STAGE_KEY, closeLog, emptySummary, record, type Log } from './volley-log.js';
import { planVolley, type VolleyPlan } from './volley-plan.js';
import type { ArmorHit, IgnoredBy, InternalHit, PassWhy, PassedCell, Volley, VolleyEvent, VolleyOptions, VolleyOutcome, VolleySummary } from './volley-types.js';

export { planVolley, type VolleyPlan } from './volley-plan.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** An armor layer as a volley changes it (its groups too). */
type MutableLayer = Omit<Mutable<ArmorLayer>, 'groups'> & { groups?: Mutable<Boxes>[] };

/**
 * Resolves one volley against a ship by the Damage Allocation procedure of the SFB Cadet
 * Training Handbook (D4) and the armor of the SFB:TNG catalog. Each unit's fire is one hit: the
 * struck shield absorbs first; the hull defenses take their share of the rest (solid neutronium
 * by the weapon's tech and label, the neutronium coating, non-ablative armor, Borg armor's first
 * point; `options.weaponTech`, else the ship's `tech`, else 3X, is the tech of a unit that gives
 * none); the armor layers take the points that remain, in order (D4.12; Armor-9 leaks every 10th,
 * Skin ignores its allowance of the turn and owes an internal after each box); then each point
 * rolls 2d6 on the chart and is scored on the first cell, left to right, that the ship can take
 * (a result that standing specific armor guards is taken by that armor):
 * bold cells once per volley (D4.31), phasers only if they bear on the direction of fire (D4.321)
 * with every third phaser hit on the most powerful type (D4.322), the weapon and warp categories
 * (D4.323-D4.325), hull groups with the center absorbing (D4.351), engines by side only
 * (D4.352), Flag on security stations or onwards (D4.354), special tracks best first and never
 * the last box (D4.33), and Excess last. Units of a multi-ship volley are taken in order of the
 * damage they did, most first (D4.34). Where the rules let the owner pick a box (which phaser,
 * which shuttle box, where an Any Weapon or Any Warp hit goes), `options.choices` decides;
 * see `VolleyChoices`. Returns a new state; the input is never changed.
 *
 * Every input is checked before any die is rolled (the ship as `checkShipState` does, the
 * volley, the dice source and the options), and refused with diagnostics at their paths
 * (`ship.armor[0].held`, `volley.units[2].points`, `dice`, `options.choices.anyWarp`). A volley
 * carries at most `MAX_VOLLEY_POINTS` points (`volley-too-large`). Once the rest of a volley is
 * settled (the ship is destroyed, or no chart cell but Excess can take a point) the remaining
 * points are counted at once, without rolling, and logged as one event per unit; the log holds at
 * most `MAX_VOLLEY_EVENTS` events. A dice source whose `d6()` gives anything but a whole number
 * from 1 to 6, or throws, ends the volley with `dice-source-failed`; a chooser that throws or
 * picks a non-candidate with `choice-threw` or `choice-not-a-candidate`. Nothing is thrown.
 *
 * @example
 * ```ts
 * import { seededDice, scriptedDice } from 'spacedock';
 * import { buildShip, remaining, resolveVolley } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Cutter', shields: 4, systems: [{ label: 'F Hull', count: 4 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * // 5 points on shield #1: 4 absorbed; the 5th rolls 2d6 = 3 + 4 = 7 on the chart, whose row
 * // starts Cargo (none aboard), then F Hull.
 * const r = resolveVolley(built.value, { shield: 1, points: 5 }, scriptedDice([3, 4]));
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
 * // r.value.summary: { points: 5, shields: 4, armor: 0, internals: 1, excess: 0, ignored: 0 }
 * if (r.value.summary.internals !== 1 || remaining(r.value.ship, 'F Hull') !== 3) throw new Error(JSON.stringify(r.value.summary));
 * // A bad volley (here read from JSON, so unchecked by the compiler) is a diagnostic at its path.
 * const bad = resolveVolley(built.value, JSON.parse('{ "shield": 7, "points": 5 }'), seededDice(1));
 * if (bad.ok || bad.diagnostics[0]?.path !== 'volley.shield') throw new Error(JSON.stringify(bad));
 * ```
 */
export function resolveVolley(ship: ShipState, volley: Volley, dice: Dice, options?: VolleyOptions): Result<VolleyOutcome> {
  const plan = planVolley(ship, volley, dice, options);
  return plan.ok ? runVolley(plan.value) : plan;
}

// ---------------------------------------------------------------------------------------------
// The allocation itself
// ---------------------------------------------------------------------------------------------

/**
 * The ship as a volley changes it: the plan's own copy (made by the check, shared with no one),
 * changed in place, with the phasers' ranks and arcs kept beside them for quick choices.
 */
interface Work {
  readonly shields: number[];
  /** The armor layers, in order, and the first that can still act on a point (none is past the end). */
  readonly layers: MutableLayer[];
  firstLayer: number;
  /** The Borg layer's index, or -1: while it stands, the first point of each hit is ignored. */
  readonly borg: number;
  /** Points that reached a standing Armor-9 layer this volley, for its every-10th leak. */
  armorPoints: number;
  /** Boxes lost so far (armor and chart) and allowances used up: the outlook can only change when this grows. */
  changes: number;
  readonly specific: Mutable<SpecificArmor>[];
  /** For each chart cell (roll * 16 + column), the specific armor guarding its result, in order; undefined for a ship without. */
  readonly guard: readonly (readonly number[] | undefined)[] | undefined;
  readonly systems: { [S in ShipSystem]?: Mutable<Boxes> };
  readonly phasers: Mutable<Phaser>[];
  /** Each phaser's type's place in the ranking (D4.322), by index. */
  readonly rank: readonly number[];
  /** Each phaser's place in the owner's order of losses (lowest first), by index. */
  readonly pref: readonly number[];
  /** Each phaser's arcs as bits (facing f is bit f), by index. */
  readonly mask: readonly number[];
  /** Working phasers bearing on each facing (index 1 to 6), so a Phaser cell is checked in O(1). */
  readonly bearing: number[];
  livePhasers: number;
  shuttlesAboard: number;
  readonly tracks: { readonly [K in keyof ShipState['tracks']]: Mutable<Track> };
  destroyed: boolean;
  /** Where the volley is, for a chooser function's context (kept only when there is one). */
  point: number;
  unit: number;
  roll: ChartRoll;
  /** The diagnostic of a chooser that failed; the volley then stops (see {@link STOP}). */
  failure: Diagnostic | undefined;
  /** Each phaser as a chooser function's candidate, made when first offered. */
  readonly candidates: (PhaserCandidate | undefined)[];
}

/** How the rest of a volley stands: still to be rolled, or settled whatever the dice show. */
type Outlook = 'open' | 'all-ignored' | 'all-excess';

/**
 * Thrown (and caught by `runVolley`) when a chooser function fails, to leave the allocation at
 * once; the diagnostic is in `Work.failure`. Frozen, and only ever compared by identity, so that
 * an exception of the caller's own dice is never mistaken for it.
 */
const STOP = /* @__PURE__ */ Object.freeze({ stop: true });

/** What a chart cell did with a point: what it hit, or why it passed the point on (null: nothing left). */
type Scored = InternalHit | 'Excess' | 'phaser-not-bearing' | 'last-track-box' | null;

/** Settings of {@link runVolley}: the skip-ahead can be turned off to check it against a plain loop. */
export interface RunSettings {
  readonly skipAhead: boolean;
  readonly maxEvents: number;
}

const DEFAULT_SETTINGS: RunSettings = /* @__PURE__ */ Object.freeze({ skipAhead: true, maxEvents: MAX_VOLLEY_EVENTS });

/**
 * Runs a checked volley, changing the plan's copy of the ship in place (so a plan is run once).
 * With `skipAhead`, the rest of the volley is counted at once as soon as it is settled whatever
 * the dice show (`specs/damage.md` §2.1): the ship destroyed (every later point ignored), no chart
 * cell able to take a point (every later point ignored), or Excess the first cell that can take a
 * point on every row (every later point excess until the track is used up, then ignored). Without
 * it every point is rolled; the ship and the summary are the same.
 */
export function runVolley(plan: VolleyPlan, settings: RunSettings = DEFAULT_SETTINGS): Result<VolleyOutcome> {
  const w = workOf(plan);
  try {
    return allocate(plan, w, settings);
  } catch (error) {
    // Only a failed chooser stops the volley this way (a d6() that throws is a failed roll, an
    // answer); anything else is a bug of ours and is not hidden.
    if (error === STOP && w.failure !== undefined) return { ok: false, diagnostics: [w.failure] };
    throw error;
  }
}

function allocate(plan: VolleyPlan, w: Work, settings: RunSettings): Result<VolleyOutcome> {
  const log: Log = { on: plan.log, cap: Math.max(1, settings.maxEvents), events: [], closing: undefined };
  const summary = emptySummary();
  const usedBold = new Uint8Array(13 * 16);
  const s = plan.shield - 1;
  const keepContext = plan.choices.anyFunction;
  const ship = plan.ship;
  let phaserHits = 0;
  let checkedAt = -1;
  let outlook: Outlook = 'open';
  let point = 0;

  // Facings the fire of each unit and of every later one comes through, as bits.
  const directionsFrom = plan.units.map(() => 0);
  for (let i = plan.units.length - 1; i >= 0; i--) directionsFrom[i] = (1 << plan.units[i]!.direction) | (directionsFrom[i + 1] ?? 0);

  for (const [ui, u] of plan.units.entries()) {
    const direction = u.direction;
    const directions = directionsFrom[ui]!;
    checkedAt = -1; // fewer directions of fire may be left: look again
    let k = 0;
    // A run of points settled without rolling: counted at once, one event.
    const run = (stage: 'ignored' | 'excess', count: number, note: 'the ship is destroyed' | 'no chart cell can take a point' | 'Excess is the only cell left on every row'): void => {
      summary.points += count;
      summary[STAGE_KEY[stage]] += count;
      record(log, stage === 'excess' ? { point: point + 1, last: point + count, unit: u.index, stage, result: 'Excess', hit: 'Excess', note } : { point: point + 1, last: point + count, unit: u.index, stage, note });
      point += count;
      k += count;
    };
    // Points a defense or Skin's allowance took off the hit: one event for them all.
    const ignore = (count: number, hit: IgnoredBy): void => {
      if (count <= 0) return;
      summary.points += count;
      summary.ignored += count;
      record(log, count === 1 ? { point: point + 1, unit: u.index, stage: 'ignored', hit } : { point: point + 1, last: point + count, unit: u.index, stage: 'ignored', hit });
      point += count;
      k += count;
    };
    if (!w.destroyed) {
      // The struck shield takes the hit's first points.
      while (k < u.points && w.shields[s]! > 0) {
        k++;
        point++;
        summary.points++;
        w.shields[s]!--;
        summary.shields++;
        if (log.on) record(log, { point, unit: u.index, stage: 'shield', hit: `Shield #${plan.shield}` });
      }
      // The hull defenses take their share of the rest of the hit, in order (each what it leaves of the one before).
      if (k < u.points) {
        const past = u.points - k;
        const defense = unitDefense(ship.hull, u.weapon, weaponTechOf(u.tech, plan.weaponTech, ship.tech));
        const solid = afterSolidNeutronium(defense.solid, past);
        const coated = afterCoating(defense.coated, solid);
        const rated = afterNonAblative(ship.hull.nonAblative, coated);
        ignore(past - solid, 'Solid neutronium hull');
        ignore(solid - coated, 'Neutronium hull coating');
        ignore(coated - rated, 'Non-ablative armor');
        const borg = w.borg >= 0 ? w.layers[w.borg]! : undefined;
        if (borg !== undefined && borg.destroyed < borg.total) ignore(Math.min(rated, BORG_ARMOR.ignoredPerHit.value), 'Borg armor (first point of the hit)');
      }
    }
    while (k < u.points) {
      if (settings.skipAhead) {
        if (w.destroyed) {
          run('ignored', u.points - k, 'the ship is destroyed');
          break;
        }
        if (outlook === 'all-ignored') {
          run('ignored', u.points - k, 'no chart cell can take a point');
          break;
        }
        if (outlook === 'all-excess') {
          const excess = w.tracks.excess;
          const n = Math.min(u.points - k, excess.boxes.length - excess.destroyed);
          if (n <= 0) {
            w.destroyed = true; // unreachable: a used-up excess track has destroyed the ship already
            continue;
          }
          excess.destroyed += n;
          if (excess.destroyed >= excess.boxes.length) w.destroyed = true;
          run('excess', n, 'Excess is the only cell left on every row');
          continue;
        }
      }
      const first = w.firstLayer < w.layers.length ? w.layers[w.firstLayer]! : undefined;
      const allowance = first?.ignoreLeft ?? 0;
      if (allowance > 0 && !w.destroyed) {
        // The first layer left is Skin with some of the turn's allowance: every point of the hit reaches it until it is spent.
        const n = Math.min(u.points - k, allowance);
        first!.ignoreLeft = allowance - n;
        if (allowance === n) layerChanged(w);
        ignore(n, 'Skin');
        continue;
      }
      k++;
      point++;
      summary.points++;
      if (w.destroyed) {
        summary.ignored++;
        if (log.on) record(log, { point, unit: u.index, stage: 'ignored' });
        continue;
      }
      if (first !== undefined && throughLayers(w, log, summary, point, u.index)) continue;
      const a = plan.roll();
      if (!a.ok) return dieFailure(point, a.why);
      const b = plan.roll();
      if (!b.ok) return dieFailure(point, b.why);
      const roll = (a.face + b.face) as ChartRoll;
      if (keepContext) {
        w.point = point;
        w.unit = u.index;
        w.roll = roll;
      }
      const cells = plan.chart[roll]!;
      const passed: PassedCell[] = [];
      let stage: 'internal' | 'excess' | 'ignored' | 'armor' = 'ignored';
      for (let c = 0; c < cells.length; c++) {
        const cell = cells[c]!;
        const column = CHART_COLUMNS[c]!;
        const key = roll * 16 + c;
        if (cell.bold && usedBold[key] === 1) {
          if (plan.log) passed.push(passedCell(column, cell.result, 'bold-used'));
          continue;
        }
        const guards = w.guard?.[key];
        if (guards !== undefined && takeGuarded(w, guards)) {
          // Specific armor guarding this result takes the point; the cell is scored (D4.31 for bold).
          if (cell.bold) usedBold[key] = 1;
          stage = 'armor';
          summary.armor++;
          if (log.on) {
            const hit: ArmorHit = `Specific armor (${cell.result})`;
            record(log, passed.length > 0 ? { point, unit: u.index, stage, roll, column, result: cell.result, hit, passed } : { point, unit: u.index, stage, roll, column, result: cell.result, hit });
          }
          break;
        }
        const hit = score(w, cell.result, direction, plan, phaserHits, c);
        if (hit === null || hit === 'phaser-not-bearing' || hit === 'last-track-box') {
          if (plan.log) passed.push(passedCell(column, cell.result, hit ?? 'nothing-left'));
          continue;
        }
        if (cell.bold) usedBold[key] = 1;
        if (hit.startsWith('Phaser')) phaserHits++;
        w.changes++;
        stage = cell.result === 'Excess' ? 'excess' : 'internal';
        summary[STAGE_KEY[stage]]++;
        if (log.on) {
          record(
            log,
            (passed.length > 0 ? { point, unit: u.index, stage, roll, column, result: cell.result, hit, passed } : { point, unit: u.index, stage, roll, column, result: cell.result, hit }) as VolleyEvent,
          );
        }
        break;
      }
      if (stage === 'ignored') {
        // Only a chart whose row ends without Excess gets here: the point is lost, and said so.
        summary.ignored++;
        record(log, { point, unit: u.index, stage: 'ignored', roll, passed });
      }
      // A point that only Excess or nothing could take is the sign the rest may be settled;
      // look only when something changed since the last look.
      if (settings.skipAhead && (stage === 'excess' || stage === 'ignored') && checkedAt !== w.changes) {
        checkedAt = w.changes;
        outlook = outlookOf(w, plan, s, directions, usedBold);
      }
    }
  }
  return { ok: true, value: { ship: shipOf(plan.ship, w), summary, events: closeLog(log) }, diagnostics: [] };
}

/** Whether a layer can still act on a point: a box stands, or (Skin) some of the turn's allowance is left. */
const layerActive = (a: MutableLayer): boolean => a.destroyed < a.total || (a.ignoreLeft ?? 0) > 0;

/** After a layer lost a box or its allowance: counts the change, and moves past the layers that can no longer act. */
function layerChanged(w: Work): void {
  w.changes++;
  while (w.firstLayer < w.layers.length && !layerActive(w.layers[w.firstLayer]!)) w.firstLayer++;
}

/**
 * One point through the armor layers, first to last (specs/armor.md): a plain, Breen or Borg box
 * stops it; a regenerating box of the first group with one standing stops it; Armor-9 holds it
 * (its every 10th point leaks on); Skin ignores it while the turn's allowance lasts, else holds it
 * (300 a box), except the point owed after a box is lost, which goes on as an internal. Logs what
 * took it and answers true, or false when it passed every layer (on to the chart).
 */
function throughLayers(w: Work, log: Log, summary: Mutable<VolleySummary>, point: number, unit: number): boolean {
  for (let l = w.firstLayer; l < w.layers.length; l++) {
    const a = w.layers[l]!;
    if (!layerActive(a)) continue;
    switch (a.kind) {
      case 'armor-9':
        // Every 10th point that reaches standing Armor-9 leaks past it, whatever the boxes.
        if (++w.armorPoints % ARMOR_9.leakEvery.value === 0) continue;
        if (++a.held >= ARMOR_9.pointsPerBox.value) {
          a.held = 0;
          a.destroyed++;
          layerChanged(w);
        }
        break;
      case 'skin':
        if ((a.ignoreLeft ?? 0) > 0) {
          a.ignoreLeft = (a.ignoreLeft ?? 0) - 1;
          if (a.ignoreLeft === 0) layerChanged(w);
          summary.ignored++;
          record(log, { point, unit, stage: 'ignored', hit: 'Skin' });
          return true;
        }
        if (a.internalNext === true) {
          // The point after a lost Skin box goes on as an internal.
          a.internalNext = false;
          continue;
        }
        if (++a.held >= SKIN.pointsPerBox.value) {
          a.held = 0;
          a.destroyed++;
          a.internalNext = a.destroyed < a.total;
          layerChanged(w);
        }
        break;
      case 'regenerating': {
        // The boxes of the first group with one standing (a group's regained boxes are hit again first).
        let g = 0;
        while (a.groups![g]!.destroyed >= a.groups![g]!.total) g++;
        a.groups![g]!.destroyed++;
        a.destroyed++;
        layerChanged(w);
        break;
      }
      default:
        a.destroyed++;
        layerChanged(w);
    }
    summary.armor++;
    if (log.on) record(log, { point, unit, stage: 'armor', hit: ARMOR_KIND_NAMES[a.kind] as ArmorHit });
    return true;
  }
  return false;
}

/** A chart result guarded by specific armor: its first entry with a box standing loses one and takes the hit; false when none stands. */
function takeGuarded(w: Work, guards: readonly number[]): boolean {
  for (const i of guards) {
    const a = w.specific[i]!;
    if (a.destroyed < a.total) {
      a.destroyed++;
      w.changes++;
      return true;
    }
  }
  return false;
}

/** Whether specific armor guarding a result still stands. */
function guardStands(w: Work, guards: readonly number[]): boolean {
  for (const i of guards) if (w.specific[i]!.destroyed < w.specific[i]!.total) return true;
  return false;
}

/** The volley's answer when the dice source gave something that is not a die. */
function dieFailure(point: number, why: string): Result<never> {
  return { ok: false, diagnostics: [{ severity: 'error', code: 'dice-source-failed', message: `at point ${point}: ${why}`, path: 'dice' }] };
}

const PASS_REASON: { readonly [W in Exclude<PassWhy, 'last-track-box'>]: string } = {
  'bold-used': 'bold: already scored this volley (D4.31)',
  'nothing-left': 'nothing left to hit',
  'phaser-not-bearing': 'no phaser bears on the direction of fire (D4.321)',
};

function passedCell(column: ChartColumn, result: ChartCell, why: PassWhy): PassedCell {
  const reason = why === 'last-track-box' ? `only the ${result} track's last box is left, and it is never destroyed (D4.33)` : PASS_REASON[why];
  return { column, result, why, reason };
}

/**
 * Whether the rest of the volley is settled whatever the dice show. Cells only ever close (boxes
 * are destroyed, bold positions used, phasers lost, shuttles lost), never open, so once every
 * row is closed, or leads to a plain Excess cell as its first open cell, it stays so.
 */
function outlookOf(w: Work, plan: VolleyPlan, s: number, directions: number, usedBold: Uint8Array): Outlook {
  // A standing layer takes (or passes on) the next points in ways the dice do not settle.
  if (w.destroyed || w.shields[s]! > 0 || w.firstLayer < w.layers.length) return 'open';
  let allClosed = true;
  let allExcess = true;
  for (let roll = 2; roll <= 12; roll++) {
    const cells = plan.chart[roll]!;
    let first: ChartEntry | undefined;
    for (let c = 0; c < cells.length && first === undefined; c++) {
      const cell = cells[c]!;
      if (cell.bold && usedBold[roll * 16 + c] === 1) continue;
      // Standing specific armor keeps the cells of the results it guards open.
      const guards = w.guard?.[roll * 16 + c];
      if ((guards !== undefined && guardStands(w, guards)) || canTake(w, cell.result, directions, plan)) first = cell;
    }
    if (first === undefined) allExcess = false;
    else {
      allClosed = false;
      // A bold Excess closes after one point, so its row is not settled.
      if (first.result !== 'Excess' || first.bold) allExcess = false;
    }
    if (!allClosed && !allExcess) return 'open';
  }
  return allClosed ? 'all-ignored' : 'all-excess';
}

const has = (w: Work, system: ShipSystem): boolean => {
  const b = w.systems[system];
  return b !== undefined && b.destroyed < b.total;
};

/** Whether a Shuttle box with a shuttle aboard is left (for Any Weapon, D4.324). */
const occupiedLeft = (w: Work): boolean => w.shuttlesAboard > 0 && has(w, 'Shuttle');

/**
 * Whether a chart result can take a point now, for fire through any of `directions` (bits);
 * changes nothing. An owner's choice never declines a hit: a candidate is always taken, so the
 * choices do not change what can take a point, only which box does.
 */
function canTake(w: Work, result: ChartCell, directions: number, plan: VolleyPlan): boolean {
  switch (result) {
    case 'F Hull':
    case 'A Hull':
      return has(w, result) || has(w, 'C Hull');
    case 'Any Warp':
      return ANY_WARP_TARGETS.some((s) => has(w, s));
    case 'Phaser':
      for (let f = 1; f <= 6; f++) if ((directions & (1 << f)) !== 0 && w.bearing[f]! > 0) return true;
      return false;
    case 'Any Weapon':
      return plan.choices.anyWeapon.order.some((kind) => (kind === 'Phaser' ? w.livePhasers > 0 : kind === 'Shuttle' ? occupiedLeft(w) : has(w, kind)));
    case 'Sensor':
      return w.tracks.sensor.destroyed < w.tracks.sensor.boxes.length - 1;
    case 'Scanner':
      return w.tracks.scanner.destroyed < w.tracks.scanner.boxes.length - 1;
    case 'Dam Con':
      return w.tracks.damageControl.destroyed < w.tracks.damageControl.boxes.length - 1;
    case 'Excess':
      return w.tracks.excess.destroyed < w.tracks.excess.boxes.length;
    default:
      return has(w, result);
  }
}

/**
 * Scores one point on a chart result, changing the working copy. Returns what was hit, or why
 * the ship cannot take it (null: nothing left) and the point moves on. `c` is the cell's column.
 */
function score(w: Work, result: ChartCell, direction: Facing, plan: VolleyPlan, phaserHits: number, c: number): Scored {
  switch (result) {
    case 'F Hull':
    case 'A Hull':
      // D4.351: a lost forward or aft group passes to the center group, never to the other end.
      return take(w, result) ?? take(w, 'C Hull');
    case 'L Warp':
    case 'R Warp':
    case 'C Warp':
      return take(w, result); // D4.352: no transfer between engine sides
    case 'Any Warp':
      return anyWarp(w, plan, direction, phaserHits, c);
    case 'Phaser':
      return phaser(w, plan, direction, phaserHits, true, c, 'Phaser') ?? 'phaser-not-bearing';
    case 'Any Weapon':
      return anyWeapon(w, plan, direction, phaserHits, c);
    case 'Shuttle':
      return shuttle(w, plan, direction, phaserHits, c);
    case 'Sensor':
      return track(w.tracks.sensor, 'Sensor', true);
    case 'Scanner':
      return track(w.tracks.scanner, 'Scanner', true);
    case 'Dam Con':
      return track(w.tracks.damageControl, 'Dam Con', true);
    case 'Excess': {
      const hit = track(w.tracks.excess, 'Excess', false);
      if (w.tracks.excess.destroyed >= w.tracks.excess.boxes.length) w.destroyed = true;
      return hit === null ? null : 'Excess';
    }
    case 'Flag': // D4.354: security stations (Klingon) or onwards
    default:
      return take(w, result);
  }
}

function take(w: Work, system: ShipSystem): ShipSystem | null {
  const b = w.systems[system];
  if (b === undefined || b.destroyed >= b.total) return null;
  b.destroyed++;
  return system;
}

/** D4.33: best box first; the last box of a capability track is never destroyed. */
function track<N extends 'Sensor' | 'Scanner' | 'Dam Con' | 'Excess'>(t: Mutable<Track>, name: N, keepLast: boolean): N | 'last-track-box' | null {
  const limit = keepLast ? t.boxes.length - 1 : t.boxes.length;
  if (t.destroyed >= limit) return keepLast ? 'last-track-box' : null;
  t.destroyed++;
  return name;
}

/** The context a chooser function is given for the point being scored. */
function contextOf(w: Work, direction: Facing, phaserHits: number, c: number, result: ChoiceContext['result']): ChoiceContext {
  return { point: w.point, unit: w.unit, direction, roll: w.roll, column: CHART_COLUMNS[c]!, result, phaserHits };
}

/** A chooser function's pick among `candidates` (two or more), or the volley stops. */
function ask<C>(w: Work, plan: VolleyPlan, kind: ChoiceKind, candidates: readonly C[], context: ChoiceContext, describe: (c: C) => string): C {
  const answer = askChooser(kind, plan.choices[kind].fn!, candidates, context, describe);
  if (answer.ok) return answer.pick;
  w.failure = answer.diagnostic;
  throw STOP;
}

/** Any Warp: the owner's engine (center, left, right by default); never declined. */
function anyWarp(w: Work, plan: VolleyPlan, direction: Facing, phaserHits: number, c: number): ShipSystem | null {
  const choice = plan.choices.anyWarp;
  if (choice.fn === undefined) {
    for (const s of choice.order) {
      const hit = take(w, s);
      if (hit !== null) return hit;
    }
    return null;
  }
  const candidates = ANY_WARP_TARGETS.filter((s) => has(w, s));
  if (candidates.length === 0) return null;
  const pick = candidates.length === 1 ? candidates[0]! : ask<AnyWarpTarget>(w, plan, 'anyWarp', candidates, contextOf(w, direction, phaserHits, c, 'Any Warp'), (x) => JSON.stringify(x));
  return take(w, pick);
}

/** D4.324: a phaser whatever its direction, a drone or a torpedo box, or (if the owner wants) a shuttle box with its shuttle. */
function anyWeapon(w: Work, plan: VolleyPlan, direction: Facing, phaserHits: number, c: number): InternalHit | null {
  const choice = plan.choices.anyWeapon;
  const hitOn = (kind: AnyWeaponTarget): InternalHit | null =>
    kind === 'Phaser' ? phaser(w, plan, direction, phaserHits, false, c, 'Any Weapon') : kind === 'Shuttle' ? occupiedShuttle(w) : take(w, kind);
  if (choice.fn === undefined) {
    for (const kind of choice.order) {
      const hit = hitOn(kind);
      if (hit !== null) return hit;
    }
    return null;
  }
  const candidates = ANY_WEAPON_TARGETS.filter((kind) => (kind === 'Phaser' ? w.livePhasers > 0 : kind === 'Shuttle' ? occupiedLeft(w) : has(w, kind)));
  if (candidates.length === 0) return null;
  const pick = candidates.length === 1 ? candidates[0]! : ask<AnyWeaponTarget>(w, plan, 'anyWeapon', candidates, contextOf(w, direction, phaserHits, c, 'Any Weapon'), (x) => JSON.stringify(x));
  return hitOn(pick);
}

/** D4.325: the owner picks the box (an empty one first by default); a shuttle aboard it is lost with it. */
function shuttle(w: Work, plan: VolleyPlan, direction: Facing, phaserHits: number, c: number): InternalHit | null {
  const b = w.systems.Shuttle;
  if (b === undefined || b.destroyed >= b.total) return null;
  const left = b.total - b.destroyed;
  const empty = left > w.shuttlesAboard;
  const occupied = w.shuttlesAboard > 0;
  let pick: ShuttleBox = empty ? 'empty' : 'occupied';
  if (empty && occupied) {
    const choice = plan.choices.shuttle;
    pick = choice.fn === undefined ? choice.order[0]! : ask<ShuttleBox>(w, plan, 'shuttle', ['empty', 'occupied'], contextOf(w, direction, phaserHits, c, 'Shuttle'), (x) => JSON.stringify(x));
  }
  b.destroyed++;
  if (pick === 'empty') return 'Shuttle';
  w.shuttlesAboard--;
  return 'Shuttle (with its shuttle)';
}

/** D4.324: an Any Weapon hit on a shuttle box counts only if a shuttle is aboard. */
function occupiedShuttle(w: Work): InternalHit | null {
  if (!occupiedLeft(w)) return null;
  w.systems.Shuttle!.destroyed++;
  w.shuttlesAboard--;
  return 'Shuttle (with its shuttle)';
}

/**
 * D4.321-D4.322: a phaser that bears on the direction of fire (unless `directional` is false,
 * for Any Weapon); on every third phaser hit of the volley only the most powerful type among
 * them may take it. Of those, the owner's choice (by default the least powerful type, the first
 * of a type in the ship's list).
 */
function phaser(w: Work, plan: VolleyPlan, direction: Facing, phaserHits: number, directional: boolean, c: number, result: 'Phaser' | 'Any Weapon'): `Phaser (${string})` | null {
  if (w.livePhasers === 0 || (directional && w.bearing[direction] === 0)) return null;
  const strongest = (phaserHits + 1) % 3 === 0;
  const bit = 1 << direction;
  const rank = w.rank;
  const pref = w.pref;
  let best = -1;
  if (plan.choices.phaser.fn === undefined) {
    for (let i = 0; i < w.phasers.length; i++) {
      if (w.phasers[i]!.destroyed || (directional && (w.mask[i]! & bit) === 0)) continue;
      if (best < 0 || (strongest ? rank[i]! < rank[best]! || (rank[i] === rank[best] && pref[i]! < pref[best]!) : pref[i]! < pref[best]!)) best = i;
    }
  } else {
    let eligible: number[] = [];
    for (let i = 0; i < w.phasers.length; i++) if (!w.phasers[i]!.destroyed && (!directional || (w.mask[i]! & bit) !== 0)) eligible.push(i);
    if (strongest && eligible.length > 1) {
      let top = Infinity;
      for (const i of eligible) top = Math.min(top, rank[i]!);
      eligible = eligible.filter((i) => rank[i] === top);
    }
    if (eligible.length === 1) best = eligible[0]!;
    else if (eligible.length > 1) {
      // Each phaser's candidate is made once and kept, so that a ship of many phasers does not make them anew for every hit.
      const candidates = eligible.map((i): PhaserCandidate => (w.candidates[i] ??= Object.freeze({ index: i, type: w.phasers[i]!.type, arcs: Object.freeze([...w.phasers[i]!.arcs]) })));
      best = ask(w, plan, 'phaser', candidates, contextOf(w, direction, phaserHits, c, result), (x) => `${x.type} #${x.index}`).index;
    }
  }
  if (best < 0) return null;
  const p = w.phasers[best]!;
  p.destroyed = true;
  w.livePhasers--;
  for (const f of p.arcs) w.bearing[f]!--;
  return `Phaser (${p.type})`;
}

function workOf(plan: VolleyPlan): Work {
  const s = plan.ship as Mutable<ShipState>;
  const unranked = Object.keys(plan.rank).length;
  const order = plan.choices.phaser.order;
  const bearing = [0, 0, 0, 0, 0, 0, 0];
  let livePhasers = 0;
  for (const p of s.phasers) {
    if (p.destroyed) continue;
    livePhasers++;
    for (const f of p.arcs) bearing[f]!++;
  }
  const rank = s.phasers.map((p) => (Object.hasOwn(plan.rank, p.type) ? plan.rank[p.type]! : unranked));
  // The owner's order of losses: the listed types first, in order; the others after them, the
  // least powerful first (the default when nothing is listed).
  const pref = s.phasers.map((p, i) => {
    const listed = order.indexOf(p.type);
    return listed >= 0 ? listed : order.length + (unranked - rank[i]!);
  });
  const layers = s.armor as MutableLayer[];
  let firstLayer = 0;
  while (firstLayer < layers.length && !layerActive(layers[firstLayer]!)) firstLayer++;
  return {
    shields: s.shields as unknown as number[],
    layers,
    firstLayer,
    borg: layers.findIndex((a) => a.kind === 'borg'),
    armorPoints: 0,
    changes: 0,
    specific: s.specificArmor as Mutable<SpecificArmor>[],
    guard: s.specificArmor.length === 0 ? undefined : guardTable(plan, s.specificArmor),
    systems: s.systems as Work['systems'],
    phasers: s.phasers as Mutable<Phaser>[],
    rank,
    pref,
    mask: s.phasers.map((p) => p.arcs.reduce((m, f) => m | (1 << f), 0)),
    bearing,
    livePhasers,
    shuttlesAboard: s.shuttlesAboard,
    tracks: s.tracks as Work['tracks'],
    destroyed: s.destroyed,
    point: 0,
    unit: 0,
    roll: 2,
    failure: undefined,
    candidates: [],
  };
}

/** For each chart cell (roll * 16 + column), the specific armor entries guarding its result, in order (undefined: none). */
function guardTable(plan: VolleyPlan, specific: readonly SpecificArmor[]): (readonly number[] | undefined)[] {
  const table: (readonly number[] | undefined)[] = new Array<undefined>(13 * 16).fill(undefined);
  for (let roll = 2; roll <= 12; roll++) {
    plan.chart[roll]!.forEach((cell, c) => {
      const guards = specific.flatMap((a, i) => (a.guards.includes(cell.result) ? [i] : []));
      if (guards.length > 0) table[roll * 16 + c] = guards;
    });
  }
  return table;
}

/** The ship after the volley: the work's parts, with the two fields a volley replaces. */
function shipOf(s: ShipState, w: Work): ShipState {
  return { ...s, shuttlesAboard: w.shuttlesAboard, destroyed: w.destroyed };
}
