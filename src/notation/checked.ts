import type { UnitSpec } from './ast.js';

/**
 * The units `parseUnit` builds are instances of this class, and only they carry its private
 * field. A unit that has it came from an accepted parse and passed every check, so pricing need
 * not check it again. Nothing else can carry the mark: copies (spread, `structuredClone`, JSON)
 * are plain objects, an object made with the same prototype lacks the field, and a `#field in`
 * test looks at the object itself, so a Proxy around a parsed unit is not marked either and no
 * trap of it runs. (A class is used for this one reason: a private field is the only mark that
 * cannot be forged or faked by a proxy.) The syntax tree's types are read-only; a parsed unit
 * edited in place through a cast is outside what the mark vouches for (see `specs/pricing.md`).
 */
class ParsedUnit {
  readonly #parsed = true;

  /** Whether `value` was built by {@link newParsedUnit}. Never throws, runs no proxy trap. */
  static has(value: object): boolean {
    return #parsed in value;
  }
}

/** A new, empty unit object with the mark, for the parser to fill in. */
export function newParsedUnit(): object {
  return new ParsedUnit();
}

/** Whether a value is a unit built by an accepted parse. */
export function isChecked(value: unknown): value is UnitSpec {
  return typeof value === 'object' && value !== null && ParsedUnit.has(value);
}
