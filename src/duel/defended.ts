/**
 * What the defender's point-system protection leaves of one hit (internal): `defendRolls` of
 * `spacedock/combat` (Defense, AP, HARD, PEN, Damage Resistance), remembered. Its answer depends
 * only on the attack's traits, the defenses in play, how many dice were rolled and their sum
 * (specs/combat.md §1-2: the defenses come off the sum; PEN's minimum counts the dice), so a hit
 * is looked up by those, and `defendRolls` runs once for each new combination.
 */
import { defendRolls, type DefenseUnit } from '../combat/defenses.js';
import { attackOf, type Defense } from './armament.js';

/** Remembered answers of one defending ship. */
export interface DefenseTable {
  readonly defenses: readonly Defense[];
  readonly resistance: 0.75 | 0.5 | 0.25 | undefined;
  /** By traits, mask and dice (one number, see {@link defended}): the final damage for each sum (-1 not yet known). */
  readonly known: Map<number, Int32Array>;
}

/** A table for a ship's defenses and Damage Resistance. */
export const defenseTable = (defenses: readonly Defense[], resistance: DefenseTable['resistance']): DefenseTable => ({ defenses, resistance, known: new Map() });

/**
 * The damage that gets through: `sum` rolled on `dice` dice, by an attack of traits `traits`,
 * against the defenses whose bits are set in `mask`.
 */
export function defended(t: DefenseTable, traits: number, mask: number, dice: number, sum: number): number {
  if (t.defenses.length === 0 && t.resistance === undefined) return sum;
  // Traits < 12, dice <= DUEL_LIMITS.dice < 1024, mask < 2^30: the key stays below 2^53.
  const key = (mask * 12 + traits) * 1024 + dice;
  let row = t.known.get(key);
  if (row === undefined) {
    row = new Int32Array(6 * dice + 1).fill(-1);
    t.known.set(key, row);
  }
  const seen = row[sum]!;
  if (seen >= 0) return seen;
  const defenses: DefenseUnit[] = [];
  t.defenses.forEach((d, i) => {
    if ((mask & (1 << i)) !== 0) defenses.push({ points: d.points, damageType: d.damageType, hardened: d.hardened });
  });
  const r = defendRolls(facesOf(dice, sum), { defenses, attack: attackOf(traits), ...(t.resistance === undefined ? {} : { damageResistance: t.resistance }) });
  // Checked defenses and faces of a d6: defendRolls refuses neither.
  if (!r.ok) throw new Error(`defended: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  row[sum] = r.value.final;
  return r.value.final;
}

/** Faces of `dice` d6 that add up to `sum` (dice <= sum <= 6 dice). */
export function facesOf(dice: number, sum: number): number[] {
  const faces = new Array<number>(dice).fill(1);
  let left = sum - dice;
  for (let i = 0; i < dice && left > 0; i++) {
    const add = Math.min(5, left);
    faces[i] = 1 + add;
    left -= add;
  }
  return faces;
}
