/**
 * Where a rule or a table value comes from.
 *
 * `file` names one of the project's source documents (see `shared/seeds/README.md`), the
 * reference notes that record the project's rulings, or `spacedock` for a choice this library
 * made where the sources are silent (each such choice is explained in `specs/`).
 */
export interface SourceRef {
  readonly file: SourceFile;
  /** The rule number, entry headword or ruling the value is read from. */
  readonly entry: string;
}

/** The documents a {@link SourceRef} can cite. */
export type SourceFile =
  | '001_2a3fcc4457c4239e.txt'
  | '000_bf9d27ba96fc5f1b.txt'
  | '003_c4be5d629a77d77c.txt'
  | 'unit-rules-notes.md'
  | 'spacedock';

/**
 * Cites the unit point system seed (001) by entry. Builds the {@link SourceRef} that the rule tables attach to every value, so
 * that each number can be traced to its passage.
 *
 * @example
 * ```ts
 * import { seed001 } from 'spacedock';
 *
 * const ref = seed001('RANGE'); // { file: '001_2a3fcc4457c4239e.txt', entry: 'RANGE' }
 * if (ref.file !== '001_2a3fcc4457c4239e.txt' || ref.entry !== 'RANGE') throw new Error(JSON.stringify(ref));
 * ```
 */
export const seed001 = (entry: string): SourceRef => ({ file: '001_2a3fcc4457c4239e.txt', entry });
/**
 * Cites the SFB:TNG hull systems catalog seed (000) by entry. Builds the {@link SourceRef} that the rule tables attach to every value, so
 * that each number can be traced to its passage.
 *
 * @example
 * ```ts
 * import { seed000 } from 'spacedock';
 *
 * const ref = seed000('Tractor Beam'); // { file: '000_bf9d27ba96fc5f1b.txt', entry: 'Tractor Beam' }
 * if (ref.file !== '000_bf9d27ba96fc5f1b.txt' || ref.entry !== 'Tractor Beam') throw new Error(JSON.stringify(ref));
 * ```
 */
export const seed000 = (entry: string): SourceRef => ({ file: '000_bf9d27ba96fc5f1b.txt', entry });
/**
 * Cites the Star Fleet Battles Cadet Training Handbook seed (003) by rule number. Builds the {@link SourceRef} that the rule tables attach to every value, so
 * that each number can be traced to its passage.
 *
 * @example
 * ```ts
 * import { seed003 } from 'spacedock';
 *
 * const ref = seed003('D4.0'); // { file: '003_c4be5d629a77d77c.txt', entry: 'D4.0' }
 * if (ref.file !== '003_c4be5d629a77d77c.txt' || ref.entry !== 'D4.0') throw new Error(JSON.stringify(ref));
 * ```
 */
export const seed003 = (entry: string): SourceRef => ({ file: '003_c4be5d629a77d77c.txt', entry });
/**
 * Cites a ruling of `shared/reference/unit-rules-notes.md`. Builds the {@link SourceRef} that the rule tables attach to every value, so
 * that each number can be traced to its passage.
 *
 * @example
 * ```ts
 * import { notes } from 'spacedock';
 *
 * const ref = notes('Contradictions and rulings 2: Power'); // { file: 'unit-rules-notes.md', entry: 'Contradictions and rulings 2: Power' }
 * if (ref.file !== 'unit-rules-notes.md' || ref.entry !== 'Contradictions and rulings 2: Power') throw new Error(JSON.stringify(ref));
 * ```
 */
export const notes = (entry: string): SourceRef => ({ file: 'unit-rules-notes.md', entry });
/**
 * Cites a design decision of this library, documented in `specs/`. Builds the {@link SourceRef} that the rule tables attach to every value, so
 * that each number can be traced to its passage.
 *
 * @example
 * ```ts
 * import { ours } from 'spacedock';
 *
 * const ref = ours('notation: ARC letters'); // { file: 'spacedock', entry: 'notation: ARC letters' }
 * if (ref.file !== 'spacedock' || ref.entry !== 'notation: ARC letters') throw new Error(JSON.stringify(ref));
 * ```
 */
export const ours = (entry: string): SourceRef => ({ file: 'spacedock', entry });

/** A number (or other value) fixed by the rules, with where it comes from. */
export interface RuleValue<T = number> {
  readonly value: T;
  readonly source: SourceRef;
}
