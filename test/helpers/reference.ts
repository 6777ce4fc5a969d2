/**
 * An independent exact reference for the pricing arithmetic: bigint fractions, no decimal.js,
 * written from the formulas of specs/pricing.md rather than from the library's code.
 */
export type Tie = 'half-up' | 'half-down' | 'half-even';

interface Q {
  n: bigint;
  d: bigint;
}

/** A finite decimal number as an exact fraction (from its shortest spelling). */
export function fraction(x: number): Q {
  const s = String(x);
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(s);
  if (!m) throw new Error(`not a plain decimal: ${s}`);
  const digits = (m[1] ?? '') + (m[2] ?? '');
  let exp = -(m[2]?.length ?? 0) + Number(m[3] ?? 0);
  let n = BigInt(digits);
  let d = 1n;
  if (exp >= 0) n *= 10n ** BigInt(exp);
  else d = 10n ** BigInt(-exp);
  exp = 0;
  return { n, d };
}

/** Rounds n/d (both positive) to an integer with the tie rule. */
export function roundQ(n: bigint, d: bigint, tie: Tie): bigint {
  const f = n / d;
  const r = n - f * d;
  if (2n * r < d) return f;
  if (2n * r > d) return f + 1n;
  if (tie === 'half-up') return f + 1n;
  if (tie === 'half-down') return f;
  return f % 2n === 0n ? f : f + 1n;
}

export interface ReferenceInput {
  basic: number;
  /** Totals in quarters. */
  adv4: number;
  dis4: number;
  /** Power multiplier as a fraction, or null when the unit needs no power. */
  power: { n: number; d: number } | null;
  ranged: boolean;
  rangeUp: number;
  rangeDown: number;
  profile: { powerDivisor: number; rangeBasis: 'basic' | 'active' | 'build'; rangeFactor: number; ties: Record<'active' | 'build' | 'power' | 'range', Tie> };
}

/** active, build, power and range by the formulas, exactly. */
export function referencePrice(x: ReferenceInput): { active: number; build: number; power: number; range: number } {
  const B = BigInt(x.basic);
  const active = roundQ(B * BigInt(4 + x.adv4), 4n, x.profile.ties.active);
  const build = roundQ(active * 4n, BigInt(4 + x.dis4), x.profile.ties.build);
  let power = 0n;
  if (x.power !== null) {
    const div = fraction(x.profile.powerDivisor);
    // active x (pn/pd) / (div.n/div.d)
    power = roundQ(active * BigInt(x.power.n) * div.d, BigInt(x.power.d) * div.n, x.profile.ties.power);
  }
  let range = 0n;
  if (x.ranged) {
    const basis = x.profile.rangeBasis === 'basic' ? B : x.profile.rangeBasis === 'active' ? active : build;
    const f = fraction(x.profile.rangeFactor);
    range = roundQ(basis * f.n * 5n ** BigInt(x.rangeUp), f.d * 2n ** BigInt(x.rangeDown), x.profile.ties.range);
  }
  return { active: Number(active), build: Number(build), power: Number(power), range: Number(range) };
}
