/**
 * The "did you mean" search of every reader (specs, design files, structured input): the closest
 * of some candidates to a word by edit distance. In a module of its own, free of the notation, so
 * that an entry point that only checks structured input (spacedock/plot) carries no parser.
 */

/**
 * A name as names are compared for a "did you mean": letters and digits only, upper case
 * (`Armor-Piercing` and `armor piercing` are both `ARMORPIERCING`).
 */
export function foldedName(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Words longer than this get no suggestion: the comparison would cost more than it helps. */
const MAX_LENGTH = 16;

/**
 * The candidate closest to `word` (ignoring case) by edit distance, if it is close enough to be
 * a likely typo: one edit for words of up to four letters, two beyond. Used only on the error
 * path, for "did you mean" hints. Words longer than `maxLength` (16 unless given: the names of
 * ships are longer than the words of the notation) get none.
 */
export function closest(word: string, candidates: Iterable<string>, maxLength = MAX_LENGTH): string | undefined {
  if (word.length > maxLength) return undefined;
  const w = word.toUpperCase();
  const limit = w.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    // A length difference alone rules most candidates out before any case folding or table.
    if (Math.abs(c.length - w.length) >= bestDistance) continue;
    const d = distance(w, c.toUpperCase(), bestDistance);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), cut off at `cap`: once a
 * whole row of the table is at `cap` or more, the distance cannot come back under it.
 */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = new Array<number>(n + 1);
  let row = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin >= cap) return cap;
    const spare = prev2;
    prev2 = prev;
    prev = row;
    row = spare;
  }
  return Math.min(prev[n]!, cap);
}
