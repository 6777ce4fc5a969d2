import type { UnitSpec } from './ast.js';

/** The key of the mark, on the prototype only. */
const MARK: unique symbol = Symbol('spacedock.checked');

/**
 * The prototype of the units `parseUnit` builds. A unit that still has it came from an accepted
 * parse and passed every check, so pricing need not check it again. Copies (spread,
 * `structuredClone`, JSON) get the plain object prototype and are checked afresh; the syntax
 * tree's types are read-only, which keeps a parsed unit from being edited in place. The mark
 * sits on the prototype, so the unit itself stays plain data with no extra property.
 */
const CHECKED: object = /* @__PURE__ */ Object.freeze({ [MARK]: true });

/** A new, empty unit object with the checked prototype, for the parser to fill in. */
export function newParsedUnit(): object {
  return Object.create(CHECKED) as object;
}

/** Whether a unit was built by an accepted parse. */
export function isChecked(unit: UnitSpec): boolean {
  return (unit as { readonly [MARK]?: true })[MARK] === true;
}
