/**
 * The shapes of the balance lab: what it takes (designs with their cost, the outcomes of the
 * duels between pairs of them) and what it answers (a strength rating per design with its
 * standard error, the rating set against cost, and the designs flagged as mispriced).
 */

/** A design as the balance lab knows it: a unique name and its cost in points (more than 0). */
export interface DesignCost {
  readonly name: string;
  readonly cost: number;
}

/**
 * The duels of one pair of designs, counted. The four outcomes are disjoint and add up to
 * `trials`: `a` won (`b` destroyed, `a` not), `b` won, a draw (both still there when the duel
 * ends), or both destroyed in the same turn. The rating counts a draw and a mutual kill alike:
 * half a win to each side.
 */
export interface PairOutcome {
  /** The name of one design of {@link DesignCost}. */
  readonly a: string;
  /** The name of the other design (not `a`). */
  readonly b: string;
  readonly aWins: number;
  readonly bWins: number;
  readonly draws: number;
  readonly bothDestroyed: number;
  readonly trials: number;
}

/** The counts of a pair's duels, without the names (what a round robin's `play` answers). */
export type DuelCounts = Omit<PairOutcome, 'a' | 'b'>;

/** Options of `fitRatings` (and of `balanceReport`, which passes them on). */
export interface RatingOptions {
  /**
   * Virtual drawn duels added to every pair that played, before the fit: a pull of every rating
   * towards its opponents' (a prior). By default none when the plain estimate exists, and one
   * a pair when it does not (a design or a group won, or lost, every duel against the rest:
   * a `balance-separated` warning). A number from 0 to `BALANCE_LIMITS.maxVirtualDraws`.
   */
  readonly virtualDraws?: number;
}

/** One design's fitted strength. */
export interface Rating {
  readonly name: string;
  readonly cost: number;
  /**
   * The strength on the log-odds scale, anchored so that the ratings of all designs average 0:
   * design i beats design j with the chance 1 / (1 + exp(strength_j - strength_i)).
   */
  readonly strength: number;
  /** The standard error of `strength` (from the Fisher information, under the mean-0 anchor). */
  readonly standardError: number;
  /** `strength` in Elo-like points (400 / ln 10 per unit: 400 points is odds of 10 to 1), mean 0. */
  readonly points: number;
  /** The standard error of `points`. */
  readonly pointsError: number;
  /** Duels played, and the score: wins plus half the draws and mutual kills. */
  readonly duels: number;
  readonly score: number;
  /**
   * Null when the design's strength has a finite estimate. Otherwise (a `balance-separated`
   * warning) where it stands against the largest group of designs that all scored against each
   * other: `'top'` when its group never lost a duel to that group (its strength is a lower
   * bound), `'bottom'` when it never won one (an upper bound), `'apart'` when neither can be
   * said. Such a rating rests on the virtual draws.
   */
  readonly separated: 'top' | 'bottom' | 'apart' | null;
}

/** What `fitRatings` answers. */
export interface RatingFit {
  /** The ratings, in the order the designs were given. */
  readonly ratings: readonly Rating[];
  /**
   * The covariance of the strengths (row-major, designs in order): what the pricing check needs,
   * since two ratings measured against the same opponents are not independent.
   */
  readonly covariance: readonly (readonly number[])[];
  /** Newton steps taken, and whether the last one was negligible. */
  readonly iterations: number;
  readonly converged: boolean;
  /** The virtual draws a pair that were added (0 when none). */
  readonly virtualDraws: number;
  /** The log-likelihood of the outcomes at the fit (draws as half wins; virtual draws included). */
  readonly logLikelihood: number;
}

/** Options of `checkPricing` (and of `balanceReport`). */
export interface PricingOptions {
  /**
   * The chance, on a fairly priced set, that any design at all is flagged (a family-wise false
   * alarm rate, split evenly between the designs: Bonferroni). From 1e-6 to 0.5; 0.05 by default.
   */
  readonly falseAlarm?: number;
}

/** A rated design as `checkPricing` reads it: what {@link Rating} holds, or the same from elsewhere. */
export interface RatedDesign {
  readonly name: string;
  readonly cost: number;
  readonly strength: number;
  readonly standardError: number;
}

/** The line of strength against the logarithm of cost: strength = intercept + slope * ln(cost). */
export interface CostLine {
  readonly intercept: number;
  readonly slope: number;
  /** The standard error of the slope (from the ratings' covariance and the scatter about the line). */
  readonly slopeError: number;
  /** The designs the line was fitted to (the separated and the flagged ones are left out). */
  readonly designs: number;
}

/** How a design's price compares with its strength. */
export interface PriceCheck {
  readonly name: string;
  readonly cost: number;
  readonly strength: number;
  /** The strength the line of the other designs gives its cost (null when there is no such line). */
  readonly expected: number | null;
  /** `strength - expected`: above 0 the design is stronger than its price says. */
  readonly residual: number | null;
  /** The residual in its own standard errors (null when there is no line). */
  readonly z: number | null;
  /**
   * The |z| past which this design is flagged: the report's `threshold` when the residual's error
   * is all the ratings' own, higher (Student's t) when part of it is the scatter estimated from
   * the other designs. Null when there is no line.
   */
  readonly threshold: number | null;
  /**
   * The cost the line of the other designs gives its strength (rounded to a whole point), null
   * when there is no line or it does not rise with cost.
   */
  readonly shouldCost: number | null;
  /** `'underpriced'`: stronger than its cost, beyond the threshold; `'overpriced'`: weaker; else null. */
  readonly flag: 'underpriced' | 'overpriced' | null;
}

/** What `checkPricing` answers. */
export interface PricingCheck {
  /** The line fitted to every design neither separated nor flagged (null with fewer than 3 such designs). */
  readonly line: CostLine | null;
  /**
   * The least threshold of |z| past which a design is flagged (the normal quantile of
   * 1 - falseAlarm / (2n)), and the false-alarm rate it comes from; a design whose error includes
   * estimated scatter has a higher one of its own (`PriceCheck.threshold`).
   */
  readonly threshold: number;
  readonly falseAlarm: number;
  /** One per design, in the order given. */
  readonly designs: readonly PriceCheck[];
}

/** Options of `balanceReport`: the fit's and the pricing check's. */
export interface BalanceOptions extends RatingOptions, PricingOptions {}

/** A design in the balance report: its rating and its price check together (the check's fields as `PriceCheck` has them). */
export interface BalanceDesign extends Rating, Omit<PriceCheck, keyof Rating> {}

/** What `balanceReport` answers: the data the balance templates and `plotBalance` read. */
export interface BalanceReport {
  /** The designs, strongest first. */
  readonly designs: readonly BalanceDesign[];
  /** The pairs as given (merged when a pair was given twice), with the share of duels `a` scored. */
  readonly pairs: readonly (PairOutcome & { readonly aScore: number })[];
  readonly fit: Omit<RatingFit, 'ratings' | 'covariance'>;
  readonly pricing: Omit<PricingCheck, 'designs'>;
  /** The designs flagged, by name (the order of `designs`). */
  readonly flagged: readonly string[];
  /** The duels in all. */
  readonly duels: number;
}
