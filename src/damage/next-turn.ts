import type { Result } from '../diagnostics/result.js';
import { regeneratedPerPhase } from './armor/regenerating.js';
import { SKIN } from './armor/skin.js';
import type { ArmorLayer, ShipState } from './ship.js';
import { checkShipState } from './validate-ship.js';

/**
 * The armor rules between two turns: the Damage Control phase of the turn that ends, then the
 * start of the next. Each group of regenerating armor (a system line of it) regains ceil(20%) of
 * its boxes, at most those it has lost (SFB:TNG, Regenerating Armor; free and automatic, ours);
 * Skin begins the turn with an allowance of 300 for each standing box, nothing held on its boxes
 * and no internal owed (SFB:TNG, Skin). Nothing else changes: other armor is not repaired in
 * combat, and damage held on an Armor-9 box stays until the box is destroyed. `simulateVolleys`
 * plays the same rules between its turns; a freshly built ship is at the start of turn 1.
 *
 * The ship is checked as `checkShipState` checks it; a problem is a diagnostic at its path, never
 * a throw.
 *
 * @example
 * ```ts
 * import { buildShip, nextTurn, resolveVolley } from 'spacedock/damage';
 * import { seededDice } from 'spacedock';
 *
 * const built = buildShip({ name: 'Mender', systems: [{ label: 'Regenerating Armor', count: 10 }, { label: 'Skin', count: 1 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * // 6 points on the regenerating armor (hit first: it is listed first); the Skin is untouched.
 * const hit = resolveVolley(built.value, { shield: 1, points: 6 }, seededDice(1));
 * if (!hit.ok || hit.value.ship.armor[0]?.destroyed !== 6) throw new Error(JSON.stringify(hit));
 * const next = nextTurn(hit.value.ship);
 * // 20% of 10 boxes: 2 come back; the Skin starts its turn with 300 points to ignore.
 * if (!next.ok || next.value.armor[0]?.destroyed !== 4 || next.value.armor[1]?.ignoreLeft !== 300) throw new Error(JSON.stringify(next));
 * ```
 */
export function nextTurn(ship: ShipState): Result<ShipState> {
  const checked = checkShipState(ship);
  if (!checked.ok) return checked;
  const s = checked.value;
  return { ok: true, value: { ...s, armor: s.armor.map(nextTurnOfLayer) }, diagnostics: [] };
}

/** One layer at the start of the next turn (see {@link nextTurn}). */
function nextTurnOfLayer(a: ArmorLayer): ArmorLayer {
  if (a.groups !== undefined) {
    const groups = a.groups.map((g) => ({ total: g.total, destroyed: g.destroyed - Math.min(g.destroyed, regeneratedPerPhase(g.total)) }));
    return { ...a, destroyed: groups.reduce((n, g) => n + g.destroyed, 0), groups };
  }
  if (a.kind === 'skin') return { ...a, held: 0, ignoreLeft: (a.total - a.destroyed) * SKIN.ignoredPerBox.value, internalNext: false };
  return a;
}
