/**
 * Reading the options of a duel (internal): each field checked at its path under `options`, the
 * defaults of `DUEL_RULES.defaults` for those left out.
 */
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { MAX_HEXES } from '../input/limits.js';
import { isPlainRecord, isWhole, readRecordInto, reportNeed, reportUnknownFields, type PlainRecord } from '../input/plain.js';
import { DUEL_LIMITS } from './limits.js';
import { DUEL_RULES } from './rules.js';
import type { DuelSettings, FacingPolicy, FiringOrder, PowerBudget, RangeSchedule, Targeting, ToHitRule } from './types.js';

/** The options of a duel, checked, with their defaults, and the progress callback. */
export interface ReadOptions extends DuelSettings {
  readonly onProgress: ((done: number, total: number) => void) | undefined;
}

const FIELDS = ['trials', 'turns', 'seed', 'range', 'facing', 'firing', 'power', 'toHit', 'targeting', 'onProgress'];
const TARGETING: readonly Targeting[] = ['focus', 'spread'];
const FIRING: readonly FiringOrder[] = ['simultaneous', 'a-first', 'b-first', 'initiative'];
const FACINGS = ['head-on', 'strongest-shield', 'most-weapons'] as const;
/** The most power a fixed budget may give (far past any ship). */
const MAX_POWER = 1_000_000_000;
/** To Hit numbers beyond these are all or nothing on 3d6. */
const TO_HIT_RANGE = [-100, 100] as const;

/** Reads the options of a duel; undefined (with diagnostics) when a field is wrong. */
export function readDuelOptions(value: unknown, r: Report): ReadOptions | undefined {
  const d = DUEL_RULES.defaults;
  const defaults: ReadOptions = { trials: d.trials, turns: d.turns, seed: d.seed, range: d.range, facing: d.facing, firing: d.firing, power: d.power, toHit: { base: DUEL_RULES.toHit.base, penaltyPerDoubling: DUEL_RULES.toHit.penaltyPerDoubling }, targeting: d.targeting, onProgress: undefined };
  if (value === undefined) return defaults;
  const o: PlainRecord | undefined = readRecordInto(value, 'options', 'an object of duel options (leave it out for the defaults)', r, ['onProgress']);
  if (o === undefined) return undefined;
  const before = r.diagnostics.length + r.dropped;
  reportUnknownFields(r, o, 'options', FIELDS, 'the duel options');
  const whole = (key: 'trials' | 'turns', max: number): number => {
    const n = o[key] ?? defaults[key];
    if (isWhole(n, 1, max)) return n;
    if (isWhole(n, 1, Number.MAX_SAFE_INTEGER)) report(r, 'duel-too-large', pathJoin('options', key), `${n} is more than DUEL_LIMITS.${key} (${max})`);
    else reportNeed(r, pathJoin('options', key), n, `a whole number from 1 to ${max}`);
    return 0;
  };
  const trials = whole('trials', DUEL_LIMITS.trials);
  const turns = whole('turns', DUEL_LIMITS.turns);
  const seed = o['seed'] ?? defaults.seed;
  if (!isWhole(seed, 0, 0xffffffff)) reportNeed(r, 'options.seed', seed, 'a whole number from 0 to 4294967295');
  const range = o['range'] === undefined ? defaults.range : readRange(o['range'], r);
  const facing = o['facing'] === undefined ? defaults.facing : readFacing(o['facing'], r);
  const firing = o['firing'] ?? defaults.firing;
  if (!FIRING.includes(firing as FiringOrder)) reportNeed(r, 'options.firing', firing, `one of ${FIRING.join(', ')}`);
  const power = o['power'] ?? defaults.power;
  if (power !== 'engines' && power !== 'unlimited' && !isWhole(power, 0, MAX_POWER)) reportNeed(r, 'options.power', power, `engines, unlimited, or a whole number of power points from 0 to ${MAX_POWER}`);
  const toHit = o['toHit'] === undefined ? defaults.toHit : readToHit(o['toHit'], r);
  const targeting = o['targeting'] ?? defaults.targeting;
  if (!TARGETING.includes(targeting as Targeting)) reportNeed(r, 'options.targeting', targeting, `one of ${TARGETING.join(', ')}`);
  const onProgress = o['onProgress'];
  if (onProgress !== undefined && typeof onProgress !== 'function') reportNeed(r, 'options.onProgress', onProgress, 'a function (done, total)');
  if (r.diagnostics.length + r.dropped > before || range === undefined || facing === undefined || toHit === undefined) return undefined;
  return { trials, turns, seed: seed as number, range, facing, firing: firing as FiringOrder, power: power as PowerBudget, toHit, targeting: targeting as Targeting, onProgress: onProgress as ReadOptions['onProgress'] };
}

const hexes = (r: Report, v: unknown, path: string): v is number => {
  if (isWhole(v, 0, MAX_HEXES)) return true;
  reportNeed(r, path, v, `a range in hexes, a whole number from 0 to ${MAX_HEXES}`);
  return false;
};

function readRange(v: unknown, r: Report): RangeSchedule | undefined {
  const path = 'options.range';
  if (!isPlainRecord(v)) {
    reportNeed(r, path, v, 'a range schedule: { kind: fixed, range }, { kind: closing, from, to, step }, { kind: standoff, side }, or { kind: list, ranges }');
    return undefined;
  }
  const at = (k: string): string => pathJoin(path, k);
  const kind = v['kind'];
  const known = (fields: string[]): void => reportUnknownFields(r, v, path, ['kind', ...fields], `a ${String(kind)} range schedule`);
  if (kind === 'fixed') {
    known(['range']);
    return hexes(r, v['range'], at('range')) ? { kind, range: v['range'] } : undefined;
  }
  if (kind === 'closing') {
    known(['from', 'to', 'step']);
    const { from, to, step } = v;
    const ok = [hexes(r, from, at('from')), hexes(r, to, at('to')), hexes(r, step, at('step'))].every(Boolean);
    if (!ok) return undefined;
    if ((to as number) > (from as number)) {
      reportNeed(r, at('to'), to, `a range no longer than from (${String(from)}): a closing schedule closes`);
      return undefined;
    }
    return { kind, from: from as number, to: to as number, step: step as number };
  }
  if (kind === 'standoff') {
    known(['side']);
    const side = v['side'];
    if (side === 'a' || side === 'b') return { kind, side };
    reportNeed(r, at('side'), side, 'a or b: the side that keeps the range');
    return undefined;
  }
  if (kind === 'list') {
    known(['ranges']);
    const list = v['ranges'];
    if (!Array.isArray(list) || list.length === 0) {
      reportNeed(r, at('ranges'), list, 'a non-empty list of ranges, one a turn');
      return undefined;
    }
    if (list.length > DUEL_LIMITS.rangeList) {
      report(r, 'duel-too-large', at('ranges'), `${list.length} ranges, more than DUEL_LIMITS.rangeList (${DUEL_LIMITS.rangeList})`);
      return undefined;
    }
    const ok = list.map((x: unknown, i) => hexes(r, x, pathJoin(at('ranges'), i))).every(Boolean);
    return ok ? { kind, ranges: list as number[] } : undefined;
  }
  reportNeed(r, at('kind'), kind, 'fixed, closing, standoff or list');
  return undefined;
}

function readFacing(v: unknown, r: Report): FacingPolicy | undefined {
  if (typeof v === 'string' && (FACINGS as readonly string[]).includes(v)) return v as FacingPolicy;
  if (isPlainRecord(v)) {
    reportUnknownFields(r, v, 'options.facing', ['a', 'b'], 'fixed facings');
    const { a, b } = v;
    if (!isWhole(a, 1, 6)) reportNeed(r, 'options.facing.a', a, 'a shield facing from 1 to 6');
    if (!isWhole(b, 1, 6)) reportNeed(r, 'options.facing.b', b, 'a shield facing from 1 to 6');
    return isWhole(a, 1, 6) && isWhole(b, 1, 6) ? { a, b } : undefined;
  }
  reportNeed(r, 'options.facing', v, `${FACINGS.join(', ')}, or { a, b }: the facing each ship turns to the other`);
  return undefined;
}

function readToHit(v: unknown, r: Report): Required<ToHitRule> | undefined {
  if (!isPlainRecord(v)) {
    reportNeed(r, 'options.toHit', v, 'an object { base, penaltyPerDoubling }');
    return undefined;
  }
  reportUnknownFields(r, v, 'options.toHit', ['base', 'penaltyPerDoubling'], 'the To Hit rule');
  const base = v['base'] ?? DUEL_RULES.toHit.base;
  const penalty = v['penaltyPerDoubling'] ?? DUEL_RULES.toHit.penaltyPerDoubling;
  const okBase = isWhole(base, TO_HIT_RANGE[0], TO_HIT_RANGE[1]);
  const okPenalty = isWhole(penalty, 0, TO_HIT_RANGE[1]);
  if (!okBase) reportNeed(r, 'options.toHit.base', base, `a whole number from ${TO_HIT_RANGE[0]} to ${TO_HIT_RANGE[1]}`);
  if (!okPenalty) reportNeed(r, 'options.toHit.penaltyPerDoubling', penalty, `a whole number from 0 to ${TO_HIT_RANGE[1]}`);
  return okBase && okPenalty ? { base, penaltyPerDoubling: penalty } : undefined;
}
