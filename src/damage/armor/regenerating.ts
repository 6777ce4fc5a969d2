import { pathJoin } from '../../diagnostics/path.js';
import { failReport, finishReport, newReport, report } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { seed000, type RuleValue } from '../../rules/source.js';
import { checkList, checkRecord, checkWhole, plainArg } from './check.js';

/** The shape of {@link REGENERATING_ARMOR}: the regeneration rate and rounding, each with its source. */
export interface RegeneratingArmorRules {
  /** Share of a group's original boxes repaired each Damage Control phase, in percent. */
  readonly percentPerPhase: RuleValue<number>;
  /** How a fractional number of boxes is rounded. */
  readonly rounding: RuleValue<'up'>;
}

/**
 * The regenerating armor constants: 20% of each group's original boxes per Damage Control phase,
 * fractions rounded up.
 *
 * @example
 * ```ts
 * import { REGENERATING_ARMOR, regenerateArmor } from 'spacedock/damage';
 *
 * const r = regenerateArmor([{ original: 10, destroyed: 5 }]);
 * // 20% of 10 original boxes: 2 repaired per Damage Control phase
 * if (!r.ok || r.value.repaired !== (10 * REGENERATING_ARMOR.percentPerPhase.value) / 100) throw new Error('expected 2');
 * ```
 */
export const REGENERATING_ARMOR: RegeneratingArmorRules = /* @__PURE__ */ deepFreeze({
  percentPerPhase: { value: 20, source: seed000('Regenerating Armor') },
  rounding: { value: 'up', source: seed000('Regenerating Armor') },
});

/** One group of regenerating armor boxes (boxes never move between groups). */
export interface ArmorGroup {
  /** Boxes the group had at the start of the scenario. */
  readonly original: number;
  /** Boxes of the group now destroyed. */
  readonly destroyed: number;
}

/** A group after one Damage Control phase. */
export interface RegeneratedGroup extends ArmorGroup {
  /** Boxes repaired this phase. */
  readonly repaired: number;
}

/** The groups after one Damage Control phase. */
export interface RegenerationOutcome {
  readonly groups: readonly RegeneratedGroup[];
  /** Boxes repaired over all groups. */
  readonly repaired: number;
}

/** A group's fields; `repaired` is allowed (and not read) so that the groups of an outcome can be passed back. */
const GROUP_FIELDS: readonly string[] = ['original', 'destroyed', 'repaired'];

/** ceil(n × percent / 100) without forming n × percent, which could leave the safe integers. */
function percentUp(n: number, percent: number): number {
  const hundreds = Math.floor(n / 100);
  return hundreds * percent + Math.ceil(((n - hundreds * 100) * percent) / 100);
}

/**
 * The boxes a group of `original` boxes regains at each Damage Control phase (before the cap at
 * what it has lost): ceil(20% of them). Internal: the helper below, `nextTurn` and the simulation
 * kernel share it.
 */
export function regeneratedPerPhase(original: number): number {
  return percentUp(original, REGENERATING_ARMOR.percentPerPhase.value);
}

/**
 * One Damage Control phase of regenerating armor: each group gets back 20% of its original boxes
 * (fractions up), but never more than it has destroyed; a group's spare repairs are lost, not
 * given to another group. Problems are diagnostics at the group's path (`[1].destroyed`: the
 * groups are the one input).
 *
 * @example
 * ```ts
 * import { regenerateArmor } from 'spacedock/damage';
 *
 * const r = regenerateArmor([{ original: 12, destroyed: 5 }, { original: 4, destroyed: 4 }]);
 * // repaired [3, 1]: 20% of 12 = 2.4 -> 3; 20% of 4 = 0.8 -> 1
 * if (!r.ok || r.value.groups.map((g) => g.repaired).join() !== '3,1') throw new Error(JSON.stringify(r));
 * // The groups after a phase can be passed back for the next one: 2 and 1 more.
 * const next = regenerateArmor(r.value.groups);
 * if (!next.ok || next.value.repaired !== 3) throw new Error(JSON.stringify(next));
 * ```
 */
export function regenerateArmor(groups: readonly ArmorGroup[]): Result<RegenerationOutcome> {
  const r = newReport();
  const read = plainArg(r, groups, '');
  if (!read.ok) return failReport(r);
  const list = read.value;
  const ok: ArmorGroup[] = [];
  if (checkList(r, list, '', 'a list of armor groups')) {
    for (let i = 0; i < list.length; i++) {
      const at = pathJoin('', i);
      const g = checkRecord(r, list[i], at, 'an armor group: an object with original and destroyed', GROUP_FIELDS);
      if (g === undefined) continue;
      const okOriginal = checkWhole(r, g['original'], pathJoin(at, 'original'));
      const okDestroyed = okOriginal && checkWhole(r, g['destroyed'], pathJoin(at, 'destroyed'), g['original'] as number);
      if (!okOriginal) checkWhole(r, g['destroyed'], pathJoin(at, 'destroyed'));
      if (okOriginal && okDestroyed) ok.push({ original: g['original'] as number, destroyed: g['destroyed'] as number });
    }
  }
  if (!r.failed && ok.reduce((s, g) => s + g.destroyed, 0) > Number.MAX_SAFE_INTEGER) report(r, 'hits-total-too-large', '', 'the destroyed boxes add up past 2^53 - 1');
  if (r.failed) return failReport(r);
  const out = ok.map((g): RegeneratedGroup => {
    const repaired = Math.min(g.destroyed, regeneratedPerPhase(g.original));
    return { original: g.original, destroyed: g.destroyed - repaired, repaired };
  });
  return finishReport(r, { groups: out, repaired: out.reduce((s, g) => s + g.repaired, 0) });
}
