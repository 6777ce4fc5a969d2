/** Words longer than this get no suggestion: the comparison would cost more than it helps. */
const MAX_LENGTH = 16;

/**
 * The candidate closest to `word` (ignoring case) by edit distance, if it is close enough to be
 * a likely typo: one edit for words of up to four letters, two beyond. Used only on the error
 * path, for "did you mean" hints.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  if (word.length > MAX_LENGTH) return undefined;
  const w = word.toUpperCase();
  const limit = w.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    const d = distance(w, c.toUpperCase(), bestDistance);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), cut off at `cap`. */
function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}
