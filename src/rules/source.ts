/**
 * Where a rule or a table value comes from: a rule book and the rule number, entry headword or
 * ruling in it. The books are listed by {@link SourceBook}.
 */
export interface SourceRef {
  readonly book: SourceBook;
  /** The rule number (`D4.321`), entry headword (`Tractor Beam`) or ruling the value is read from. */
  readonly entry: string;
}

/**
 * The rule books a {@link SourceRef} cites:
 * - `Ship Point System`: the HERO-System-style point system for ship units (functions,
 *   advantages and disadvantages, costs, the notation);
 * - `SFB:TNG`: the hull-systems catalog of *Star Fleet Battles: The Next Generation*;
 * - `SFB Cadet Training Handbook`: the Star Fleet Battles rules for full-scale ships (energy,
 *   the Damage Allocation Chart, sensors, drones, cloaking), cited by rule number;
 * - `spacedock rulings`: the project's rulings where those books are silent or contradict
 *   themselves (`specs/pricing.md` lists them);
 * - `spacedock`: a choice this library made, explained in `specs/`.
 */
export type SourceBook = 'Ship Point System' | 'SFB:TNG' | 'SFB Cadet Training Handbook' | 'spacedock rulings' | 'spacedock';

// Internal: how the rule tables cite their sources (the seed files behind each book are listed in
// `shared/seeds/README.md`). Not exported from any entry point.

/** Cites the Ship Point System (seed 001) by entry. */
export const seed001 = (entry: string): SourceRef => ({ book: 'Ship Point System', entry });
/** Cites the SFB:TNG hull-systems catalog (seed 000) by entry. */
export const seed000 = (entry: string): SourceRef => ({ book: 'SFB:TNG', entry });
/** Cites the SFB Cadet Training Handbook (seed 003) by rule number. */
export const seed003 = (entry: string): SourceRef => ({ book: 'SFB Cadet Training Handbook', entry });
/** Cites one of the project's rulings (`shared/reference/unit-rules-notes.md`). */
export const notes = (entry: string): SourceRef => ({ book: 'spacedock rulings', entry });
/** Cites a choice of this library, documented in `specs/`. */
export const ours = (entry: string): SourceRef => ({ book: 'spacedock', entry });

/** A number (or other value) fixed by the rules, with where it comes from. */
export interface RuleValue<T = number> {
  readonly value: T;
  readonly source: SourceRef;
}
