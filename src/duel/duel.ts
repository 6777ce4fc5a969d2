/**
 * Two ships fought turn by turn, many times over, and who won.
 */
import type { Result } from '../diagnostics/result.js';
import type { DuelContender } from './types.js';
import { prepareDuel } from './prepare.js';
import { summarizeDuel } from './summarize.js';
import { runDuelBlocks } from './tally.js';
import type { DuelOptions, DuelResult } from './types.js';

/**
 * Fights ship `a` against ship `b` (compiled models, as `loadDesigns` gives them; or a fleet,
 * as `resolveFleet` gives it, each of its ships in the fight: `specs/duel.md` §2.11) for up to
 * `options.turns` turns, in `options.trials` independent trials, and answers the chance each
 * wins, the chance of a draw (both stand at the end) and of both destroyed, each with its
 * standard error; the turn each was destroyed in (a distribution); the damage each dealt, in all,
 * per power point and per design point; and the parts each ship lost first.
 *
 * Each turn (`specs/duel.md`): the range comes from `options.range`, each ship turns a facing to
 * the other (`options.facing`), powers its Defense units and then its weapons in unit order
 * within its power (`options.power`), and fires each powered weapon that bears and reaches: a To
 * Hit roll on 3d6 (`options.toHit`), the unit's damage dice with the combat modifiers of
 * `spacedock/combat` (AP, PEN, HARD, autofire, Reduced by Range, Damage Resistance), then the
 * other ship's shield facing and the damage chart (the simulation kernel, as `resolveVolley`).
 * Every input is checked first, each problem a diagnostic at its path (`a.ship.shields`,
 * `options.range.step`); `DUEL_LIMITS` bounds the work. Nothing is thrown. The answer depends
 * only on the input and `options.seed`, however the trials are split (`prepareDuel` and
 * `runDuelBlocks` run blocks of them on other threads).
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { loadDesigns } from 'spacedock/design';
 * import { duel } from 'spacedock/duel';
 *
 * const file = loadDesigns(readFileSync('examples/cruiser.yaml', 'utf8'), 'cruiser.yaml');
 * if (!file.ok) throw new Error(file.diagnostics.map((d) => d.message).join('; '));
 * const cruiser = file.value.documents[0];
 * if (cruiser?.kind !== 'ship') throw new Error('a ship');
 * const r = duel(cruiser, cruiser, { trials: 200, turns: 10, seed: 7 });
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
 * const { aWins, bWins, draw, bothDestroyed } = r.value.outcomes; // each { value, standardError }
 * const total = aWins.value + bWins.value + draw.value + bothDestroyed.value;
 * if (Math.abs(total - 1) > 1e-9 || r.value.a.damageDealt.value <= 0) throw new Error(JSON.stringify(r.value.outcomes));
 * ```
 */
export function duel(a: DuelContender, b: DuelContender, options?: DuelOptions): Result<DuelResult> {
  const prepared = prepareDuel(a, b, options);
  if (!prepared.ok) return prepared;
  const d = prepared.value;
  let done = 0;
  const progress = d.onProgress;
  const tally = runDuelBlocks(
    d,
    0,
    d.blocks,
    progress === undefined
      ? undefined
      : (n) => {
          done += n;
          try {
            progress(done, d.trials);
          } catch {
            // A progress callback is a courtesy: what it throws does not stop the duel.
          }
        },
  );
  if (!tally.ok) return tally;
  return { ok: true, value: summarizeDuel(d, tally.value), diagnostics: prepared.diagnostics };
}
