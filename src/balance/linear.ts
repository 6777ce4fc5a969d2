/**
 * The little linear algebra the fit needs (internal): the Cholesky factor of a symmetric
 * positive definite matrix, a solve with it, and the inverse. Matrices are row-major lists of
 * rows; at most `BALANCE_LIMITS.designs` square.
 */

/** A square matrix as rows. */
export type Matrix = number[][];

/** A square matrix read only. */
export type ReadonlyMatrix = readonly (readonly number[])[];

/** A square matrix of zeros. */
export function zeros(n: number): Matrix {
  return Array.from({ length: n }, () => new Array<number>(n).fill(0));
}

/**
 * The lower Cholesky factor L of a symmetric positive definite `a` (a = L Lᵀ), or undefined
 * when `a` is not positive definite (a pivot at or below a tiny share of the diagonal's largest).
 */
export function cholesky(a: Matrix): Matrix | undefined {
  const n = a.length;
  const l = zeros(n);
  let scale = 0;
  for (let i = 0; i < n; i++) scale = Math.max(scale, Math.abs(a[i]![i]!));
  const tiny = scale * 1e-13;
  for (let j = 0; j < n; j++) {
    const lj = l[j]!;
    let d = a[j]![j]!;
    for (let k = 0; k < j; k++) d -= lj[k]! * lj[k]!;
    if (!(d > tiny)) return undefined;
    const root = Math.sqrt(d);
    lj[j] = root;
    for (let i = j + 1; i < n; i++) {
      const li = l[i]!;
      let s = a[i]![j]!;
      for (let k = 0; k < j; k++) s -= li[k]! * lj[k]!;
      li[j] = s / root;
    }
  }
  return l;
}

/** x with L Lᵀ x = b, for the Cholesky factor L of {@link cholesky}. */
export function choleskySolve(l: Matrix, b: readonly number[]): number[] {
  const n = l.length;
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i]![k]! * y[k]!;
    y[i] = s / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k]![i]! * x[k]!;
    x[i] = s / l[i]![i]!;
  }
  return x;
}

/** The inverse of L Lᵀ, column by column (symmetric). */
export function choleskyInverse(l: Matrix): Matrix {
  const n = l.length;
  const inv = zeros(n);
  for (let j = 0; j < n; j++) {
    const e = new Array<number>(n).fill(0);
    e[j] = 1;
    const col = choleskySolve(l, e);
    for (let i = 0; i < n; i++) inv[i]![j] = col[i]!;
  }
  return inv;
}
