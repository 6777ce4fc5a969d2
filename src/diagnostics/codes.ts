import { deepFreeze } from '../rules/freeze.js';

/**
 * Every diagnostic code, with its severity and a one-line summary. This table is the single
 * source of truth: the {@link DiagnosticCode} union is derived from it and `docs/diagnostics.md`
 * is generated from it (`npm run gen:docs`; a test fails when the page is stale).
 */
export const DIAGNOSTIC_CODES = /* @__PURE__ */ deepFreeze({
  // Lexical
  'unterminated-string': { severity: 'error', summary: 'A quoted text has no closing `"`.' },
  'invalid-escape': { severity: 'error', summary: 'A backslash in a quoted text is not followed by `"`, `\\`, `n`, `r`, `t` or `uXXXX`.' },
  'unexpected-token': { severity: 'error', summary: 'A token that cannot stand where it is, such as a stray `=`, `(` or `)`.' },
  'unclosed-paren': { severity: 'error', summary: 'A missile warhead `(` has no closing `)`.' },
  'extra-comma': { severity: 'warning', summary: 'Two commas with nothing between them, or a comma at the very end.' },
  // Structure
  'empty-input': { severity: 'error', summary: 'The input holds no unit at all.' },
  'not-a-string': { severity: 'error', summary: '`parseUnit` was handed something other than a string (from untyped code).' },
  'missing-function': { severity: 'error', summary: 'No function name where one is expected.' },
  'unknown-function': { severity: 'error', summary: 'A word where a function name is expected is not one.' },
  'unknown-damage-type': { severity: 'error', summary: 'A damage type prefix other than `e`, `p` or `c`.' },
  'damage-type-not-allowed': { severity: 'error', summary: 'A damage type prefix on a function other than Shock, Zap and Defense.' },
  'missing-damage-type': { severity: 'warning', summary: 'Shock, Zap or Defense without a damage type; the seed wants one of `e`, `p`, `c`.' },
  'missing-amount': { severity: 'error', summary: 'The function needs a leading amount (`3d6` or `9`) and has none.' },
  'unexpected-amount': { severity: 'error', summary: 'The function takes no leading amount.' },
  'wrong-amount-form': { severity: 'error', summary: 'Dice (`Nd6`) where points are needed, or points where dice are needed.' },
  'unsupported-die': { severity: 'error', summary: 'Dice other than d6.' },
  'invalid-number': { severity: 'error', summary: 'A number that is malformed, zero where a positive one is needed, or not an integer.' },
  'number-too-large': { severity: 'error', summary: 'A number larger than the largest safe integer (2^53 - 1).' },
  'missing-sensor-list': { severity: 'error', summary: 'Flash, Darkness, Illusion or Invisibility without `vs.` and its sensor types.' },
  'missing-sensor-type': { severity: 'error', summary: 'Flash Defense or Sensors without `=` and a sensor type.' },
  'invalid-sensor-type': { severity: 'error', summary: 'A sensor type that is not a plain word, or that reads as a modifier code.' },
  'duplicate-sensor-type': { severity: 'error', summary: 'The same sensor type twice in one list.' },
  'missing-radius': { severity: 'error', summary: 'Darkness without `<n> Radius`.' },
  'missing-sensor-mode': { severity: 'error', summary: '`Sensors` without `Detection` or `Targeting` before it.' },
  'missing-target-function': { severity: 'error', summary: 'Drain or Drain Defense without `=` and the function it works on.' },
  'duplicate-special-effect': { severity: 'error', summary: 'More than one quoted special effect.' },
  // Missiles
  'missing-warhead': { severity: 'warning', summary: 'A missile without a warhead unit in parentheses.' },
  'duplicate-warhead': { severity: 'error', summary: 'A missile with more than one warhead.' },
  'nested-missile': { severity: 'error', summary: 'A missile as the warhead of a missile.' },
  'unusual-warhead': { severity: 'warning', summary: 'A warhead that is not an attack function (Shock, Zap, Flash, Drain).' },
  'missile-option-not-allowed': { severity: 'error', summary: 'A missile option (`move=`, `mode=`, `end=`, `reusable`, a warhead) on a unit that is not a missile.' },
  'duplicate-missile-option': { severity: 'error', summary: 'The same missile option twice.' },
  'value-below-minimum': { severity: 'error', summary: 'A missile movement, mode factor or endurance below what every missile has for free.' },
  // Modifiers
  'unknown-modifier': { severity: 'error', summary: 'A word after the function that is not a modifier, a declared value or a missile option.' },
  'malformed-modifier': { severity: 'error', summary: 'A known modifier code with parameters written wrongly.' },
  'invalid-table-value': { severity: 'error', summary: 'A parameter the seed\'s tables do not define (`ACT13<`, `XTIME3`, `POWX9`, `300CH`, `BURN13<`, a LIMIT factor outside 0.25..2.0).' },
  'modifier-not-applicable': { severity: 'error', summary: 'A modifier on a unit it cannot apply to (`BM` off Zap, `HARD` off a defense, a range modifier without range, a power modifier without power).' },
  'unusual-modifier': { severity: 'warning', summary: 'A modifier the seed says is generally only used on other functions.' },
  'duplicate-modifier': { severity: 'error', summary: 'A modifier repeated that does not stack.' },
  'conflicting-modifiers': { severity: 'error', summary: 'Two modifiers that contradict each other (the warning form marks odd but legal pairs).' },
  // Declared values
  'duplicate-declared-value': { severity: 'error', summary: '`p=` or `rng=` written twice.' },
  'missing-value': { severity: 'error', summary: 'A `name=` with nothing after the `=`.' },
  // Pricing
  'declared-power-mismatch': { severity: 'warning', summary: 'The declared `p=` differs from the power the rules compute; the computed value is used.' },
  'declared-range-mismatch': { severity: 'warning', summary: 'The declared `rng=` differs from the range the rules compute (or the unit has no range); the computed value is used.' },
  'area-size-above-basic': { severity: 'warning', summary: 'An area effect larger than the unit\'s basic points (every seed example has size = basic points).' },
  'missile-overspent': { severity: 'error', summary: 'A missile spends more missile points (movement, mode, endurance, warhead, reusable) than its basic points buy.' },
  'missile-points-unspent': { severity: 'info', summary: 'A missile leaves some of its missile points unspent.' },
  'points-too-large': { severity: 'error', summary: 'A computed value exceeds the largest safe integer (2^53 - 1).' },
  'invalid-profile': { severity: 'error', summary: 'A pricing profile option is out of range (such as a power divisor of 0).' },
  'invalid-unit': { severity: 'error', summary: 'A unit object handed to the pricing is not a well-formed syntax tree.' },
  // Catalog
  'unknown-system': { severity: 'error', summary: 'No catalog entry has this SSD label (and variant).' },
  'ambiguous-system': { severity: 'error', summary: 'The label has several variants and none was named.' },
  'invalid-argument': { severity: 'error', summary: 'An argument of a catalog rule is out of range (a negative box count, a size class beyond 0..9, ...).' },
  'cost-not-given': { severity: 'error', summary: 'The seed gives no figure for this value ("Repair NA", or an entry that only says what to treat it as, with no such entry).' },
  'not-available': { severity: 'warning', summary: 'The system does not exist at the tech level asked for.' },
  // Design files
  'design-too-large': { severity: 'error', summary: 'A design file larger than the 10 MB limit.' },
  'design-yaml': { severity: 'error', summary: 'The file is not well-formed YAML (the message says where and why).' },
  'design-unsafe': { severity: 'error', summary: 'YAML the loader refuses: custom tags, too many alias expansions, or keys such as `__proto__`.' },
  'design-schema': { severity: 'error', summary: 'A document does not match the design format (a missing field, a wrong type, an unknown key).' },
  'system-not-available': { severity: 'error', summary: 'A ship carries a system that does not exist at its tech level.' },
  'value-extrapolated': { severity: 'info', summary: 'The seed gives a value for 3X and 4X only; a higher tech level gets the 4X value.' },
} as const satisfies Record<string, { readonly severity: Severity; readonly summary: string }>);

/** How serious a diagnostic is. Only `error` makes a result fail. */
export type Severity = 'error' | 'warning' | 'info';

/** Every diagnostic code the library reports. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
