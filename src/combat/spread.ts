/** Spreading a Zap for hitting or for area, which a Beam cannot do (`specs/combat.md` §6). */
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { reportNeed } from '../input/plain.js';
import { diceCount, optionalBoolean, readFields } from './check.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/** How a Zap is spread: `'hit'` trades dice for a better to-hit number, `'area'` for more hexes. */
export type ZapSpreadMode = 'hit' | 'area';

/** Inputs of {@link spreadZap}. */
export interface SpreadZapOptions {
  readonly mode: ZapSpreadMode;
  /** Dice of damage given up. */
  readonly diceGivenUp: number;
  /** Whether the Zap has the Beam disadvantage (`BM`), which forbids spreading. */
  readonly beam?: boolean;
}

/**
 * A Zap after spreading, by mode: spread for hit it gains a to-hit bonus and covers the one hex
 * aimed at; spread for area it covers more hexes and gains no bonus.
 */
export type SpreadZap =
  | {
      readonly mode: 'hit';
      /** Damage dice left. */
      readonly dice: number;
      /** Added to the to-hit number: one per die given up. */
      readonly toHitBonus: number;
      readonly hexes: 1;
    }
  | {
      readonly mode: 'area';
      /** Damage dice left. */
      readonly dice: number;
      readonly toHitBonus: 0;
      /** Contiguous hexes covered: the aimed hex and one per die given up. */
      readonly hexes: number;
    };

const MODES: readonly ZapSpreadMode[] = ['hit', 'area'];

/**
 * Spreads a Zap: for `'hit'`, each die given up adds 1 to the to-hit number; for `'area'`, each
 * die given up adds one contiguous hex to the aimed hex (each ship in them needs its own to-hit
 * roll). At least one die must stay (`zap-spread-too-far`), and a Beam (`BM`) Zap cannot spread
 * at all (`beam-cannot-spread`); both at `options.diceGivenUp`.
 *
 * @example
 * ```ts
 * import { spreadZap } from 'spacedock/combat';
 *
 * const aimed = spreadZap(5, { mode: 'hit', diceGivenUp: 2 }); // value: { mode: 'hit', dice: 3, toHitBonus: 2, hexes: 1 }
 * const wide = spreadZap(5, { mode: 'area', diceGivenUp: 4 }); // value: { mode: 'area', dice: 1, toHitBonus: 0, hexes: 5 }
 * if (!aimed.ok || aimed.value.toHitBonus !== 2 || !wide.ok || wide.value.hexes !== 5) throw new Error('expected +2 to hit, then 5 hexes');
 *
 * const beam = spreadZap(3, { mode: 'hit', diceGivenUp: 1, beam: true });
 * if (beam.ok || beam.diagnostics[0]?.code !== 'beam-cannot-spread') throw new Error(JSON.stringify(beam));
 * ```
 */
export function spreadZap(damageDice: number, options: SpreadZapOptions): Result<SpreadZap> {
  const r = newReport();
  const countOk = diceCount(r, damageDice, 'damageDice');
  const o = readFields(r, options, 'options', 'the spread options', ['mode', 'diceGivenUp', 'beam']);
  if (o === undefined) return failReport(r);
  const mode = o['mode'];
  if (!MODES.includes(mode as ZapSpreadMode)) reportNeed(r, 'options.mode', mode, `a spread mode (${MODES.map((m) => `'${m}'`).join(' or ')})`);
  optionalBoolean(r, o['beam'], 'options.beam');
  const given = o['diceGivenUp'];
  if (diceCount(r, given, 'options.diceGivenUp') && given > 0) {
    if (o['beam'] === true) report(r, 'beam-cannot-spread', 'options.diceGivenUp', `a Beam (BM) Zap cannot be spread; give up no dice, not ${given}`, R.zap.beamSource);
    else if (countOk && damageDice - given < R.zap.minimumDice)
      report(r, 'zap-spread-too-far', 'options.diceGivenUp', `a spread Zap keeps at least ${R.zap.minimumDice} die: give up at most ${Math.max(0, damageDice - R.zap.minimumDice)} of ${damageDice}, not ${given}`, R.zap.spreadReading);
  }
  if (r.failed || typeof given !== 'number') return failReport(r);
  const dice = damageDice - given;
  return finishReport<SpreadZap>(r, mode === 'hit' ? { mode, dice, toHitBonus: given * R.zap.toHitPerDie, hexes: 1 } : { mode: 'area', dice, toHitBonus: 0, hexes: 1 + given * R.zap.hexesPerDie });
}
