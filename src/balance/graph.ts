/**
 * Which designs can be rated on one scale (internal). Two facts of the duels decide it:
 *
 * - **Connected**: every design is linked to every other by a chain of pairs that met. If not,
 *   the groups have no common scale at all (`balance-disconnected`).
 * - **Strongly connected by score** (Zermelo's and Ford's condition for the Bradley-Terry
 *   estimate to be finite): for any split of the designs into two groups, some design of each
 *   group scored (won, drew or died together) against some design of the other. If one group
 *   never lost a duel to the rest, its best estimate lies at infinity (`balance-separated`).
 *
 * The groups are the strongly connected components of the graph "i scored against j".
 */

/** Whether every design is reachable from the first through pairs that met; else the groups. */
export function connectedGroups(n: number, met: readonly (readonly boolean[])[]): number[][] {
  const group = new Array<number>(n).fill(-1);
  const groups: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (group[s] !== -1) continue;
    const g = groups.length;
    const members = [s];
    group[s] = g;
    for (let k = 0; k < members.length; k++) {
      const i = members[k]!;
      for (let j = 0; j < n; j++) {
        if (group[j] === -1 && met[i]![j]) {
          group[j] = g;
          members.push(j);
        }
      }
    }
    groups.push(members.sort((x, y) => x - y));
  }
  return groups;
}

/** Which designs each design reaches along `edge` (itself included). */
function reach(n: number, edge: (i: number, j: number) => boolean): boolean[][] {
  return Array.from({ length: n }, (_, s) => {
    const seen = new Array<boolean>(n).fill(false);
    seen[s] = true;
    const stack = [s];
    while (stack.length > 0) {
      const i = stack.pop()!;
      for (let j = 0; j < n; j++) {
        if (!seen[j] && edge(i, j)) {
          seen[j] = true;
          stack.push(j);
        }
      }
    }
    return seen;
  });
}

/** Where a design stands when the estimate is not finite: relative to the largest group of designs that all scored against each other. */
export type Separation = 'top' | 'bottom' | 'apart' | null;

/**
 * Each design's {@link Separation}: null for every design when "scored against" strongly
 * connects them all (the estimate is finite). Otherwise the largest strongly connected group
 * (the first such, in the order given) is the reference and keeps null; a design of another
 * group is `'top'` when it reaches the reference by scores (its group won against it, never
 * lost), `'bottom'` when the reference reaches it, `'apart'` when neither.
 */
export function separations(n: number, scored: readonly (readonly number[])[]): Separation[] {
  const r = reach(n, (i, j) => scored[i]![j]! > 0);
  const same = (i: number, j: number): boolean => r[i]![j]! && r[j]![i]!;
  let reference = 0;
  let largest = 0;
  for (let i = 0; i < n; i++) {
    let size = 0;
    for (let j = 0; j < n; j++) if (same(i, j)) size++;
    if (size > largest) {
      largest = size;
      reference = i;
    }
  }
  if (largest === n) return new Array<Separation>(n).fill(null);
  return Array.from({ length: n }, (_, i) => {
    if (same(i, reference)) return null;
    // i scored against the reference group (through others) and the group never against i.
    if (r[i]![reference]) return 'top';
    if (r[reference]![i]) return 'bottom';
    return 'apart';
  });
}
