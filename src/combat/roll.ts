/**
 * Rolling the caller's dice inside a combat function (internal). A dice source is the caller's
 * code: it may throw, or give something a d6 cannot show. Either is reported as
 * `dice-source-failed` at the dice argument's path, and the call has no value; nothing is thrown.
 */
import { report, type Report } from '../diagnostics/report.js';
import { diceRoller, type Dice } from '../dice/dice.js';

/**
 * Rolls `n` d6 from `dice` (checked before by `diceSource`, with every other input accepted, so
 * that a refused call takes no roll): the faces, or `undefined` with the failure reported. The
 * rolling stops at the first failure, so a broken source gives one diagnostic, not one a die.
 */
export function rollFaces(r: Report, dice: Dice, n: number, path: string): readonly number[] | undefined {
  const roller = diceRoller(dice);
  if (!roller.ok) {
    report(r, 'not-a-dice-source', path, roller.why);
    return undefined;
  }
  const rolls: number[] = [];
  for (let i = 0; i < n; i++) {
    // A d6() that throws is a failed roll too: the roller catches it and says why.
    const face = roller.roll();
    if (!face.ok) {
      report(r, 'dice-source-failed', path, `roll ${i + 1} of ${n}: ${face.why}`);
      return undefined;
    }
    rolls.push(face.face);
  }
  return rolls;
}
