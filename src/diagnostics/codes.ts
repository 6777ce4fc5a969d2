import { deepFreeze } from '../rules/freeze.js';

/**
 * Every diagnostic code with its severity. This is the table the library reads when it reports;
 * the summaries for people are in {@link DIAGNOSTIC_SUMMARIES}, apart, so that a bundle that
 * only parses and prices does not carry them. `DiagnosticCode` is derived from this table and
 * `docs/diagnostics.md` is generated from both (a test fails when the page is stale, and when the
 * two tables disagree on their codes).
 *
 * @example
 * ```ts
 * import { DIAGNOSTIC_SEVERITIES, parseUnit } from 'spacedock';
 *
 * // Warnings leave a unit valid: the seed wants a damage type on Zap, but 3d6 Zap still parses.
 * const r = parseUnit('3d6 Zap');
 * const code = r.diagnostics[0]?.code; // 'missing-damage-type'
 * if (!r.ok || code === undefined || DIAGNOSTIC_SEVERITIES[code] !== 'warning') throw new Error('a warning, not an error');
 * ```
 */
export const DIAGNOSTIC_SEVERITIES = /* @__PURE__ */ deepFreeze({
  // Lexical
  'unterminated-string': 'error',
  'invalid-escape': 'error',
  'unexpected-token': 'error',
  'unclosed-paren': 'error',
  'extra-comma': 'warning',
  // Structure
  'empty-input': 'error',
  'not-a-string': 'error',
  'missing-function': 'error',
  'unknown-function': 'error',
  'unknown-damage-type': 'error',
  'damage-type-not-allowed': 'error',
  'missing-damage-type': 'warning',
  'missing-amount': 'error',
  'unexpected-amount': 'error',
  'wrong-amount-form': 'error',
  'unsupported-die': 'error',
  'invalid-number': 'error',
  'number-too-large': 'error',
  'missing-sensor-list': 'error',
  'missing-sensor-type': 'error',
  'invalid-sensor-type': 'error',
  'duplicate-sensor-type': 'error',
  'missing-radius': 'error',
  'missing-sensor-mode': 'error',
  'missing-target-function': 'error',
  'duplicate-special-effect': 'error',
  // Missiles
  'missing-warhead': 'warning',
  'duplicate-warhead': 'error',
  'nested-missile': 'error',
  'unusual-warhead': 'warning',
  'missile-option-not-allowed': 'error',
  'duplicate-missile-option': 'error',
  'value-below-minimum': 'error',
  // Modifiers
  'unknown-modifier': 'error',
  'malformed-modifier': 'error',
  'invalid-table-value': 'error',
  'modifier-not-applicable': 'error',
  'unusual-modifier': 'warning',
  'duplicate-modifier': 'error',
  'conflicting-modifiers': 'error',
  // Declared values
  'duplicate-declared-value': 'error',
  'missing-value': 'error',
  // Pricing
  'declared-power-mismatch': 'warning',
  'declared-range-mismatch': 'warning',
  'area-size-above-basic': 'warning',
  'missile-overspent': 'error',
  'missile-points-unspent': 'info',
  'points-too-large': 'error',
  'invalid-profile': 'error',
  'invalid-unit': 'error',
  // Catalog
  'unknown-system': 'error',
  'ambiguous-system': 'error',
  'invalid-argument': 'error',
  'cost-not-given': 'error',
  'not-available': 'warning',
  // Design files
  'design-too-large': 'error',
  'design-yaml': 'error',
  'design-unsafe': 'error',
  'design-schema': 'error',
  'system-not-available': 'error',
  'value-extrapolated': 'info',
  // Limits
  'too-many-diagnostics': 'info',
  'unit-too-large': 'error',
} as const satisfies Record<string, Severity>);

/**
 * A one-line meaning of every diagnostic code, for documentation and tools (an editor's hover,
 * a `--explain` flag). Kept apart from the severities so that bundles that never show them
 * leave them out.
 *
 * @example
 * ```ts
 * import { DIAGNOSTIC_SUMMARIES } from 'spacedock';
 *
 * const text = DIAGNOSTIC_SUMMARIES['unsupported-die']; // 'Dice other than d6.'
 * if (text !== 'Dice other than d6.') throw new Error(text);
 * ```
 */
export const DIAGNOSTIC_SUMMARIES: { readonly [C in DiagnosticCode]: string } = /* @__PURE__ */ deepFreeze({
  // Lexical
  'unterminated-string': 'A quoted text has no closing `"`.',
  'invalid-escape': 'A backslash in a quoted text is not followed by `"`, `\\`, `n`, `r`, `t` or `uXXXX`.',
  'unexpected-token': 'A token that cannot stand where it is, such as a stray `=`, `(` or `)`.',
  'unclosed-paren': 'A missile warhead `(` has no closing `)`.',
  'extra-comma': 'Two commas with nothing between them, or a comma at the very end.',
  // Structure
  'empty-input': 'The input holds no unit at all.',
  'not-a-string': '`parseUnit` was handed something other than a string (from untyped code).',
  'missing-function': 'No function name where one is expected.',
  'unknown-function': 'A word where a function name is expected is not one.',
  'unknown-damage-type': 'A damage type prefix other than `e`, `p` or `c`.',
  'damage-type-not-allowed': 'A damage type prefix on a function other than Shock, Zap and Defense.',
  'missing-damage-type': 'Shock, Zap or Defense without a damage type; the seed wants one of `e`, `p`, `c`.',
  'missing-amount': 'The function needs a leading amount (`3d6` or `9`) and has none.',
  'unexpected-amount': 'The function takes no leading amount.',
  'wrong-amount-form': 'Dice (`Nd6`) where points are needed, or points where dice are needed.',
  'unsupported-die': 'Dice other than d6.',
  'invalid-number': 'A number that is malformed, zero where a positive one is needed, or not an integer.',
  'number-too-large': 'A number larger than the largest safe integer (2^53 - 1).',
  'missing-sensor-list': 'Flash, Darkness, Illusion or Invisibility without `vs.` and its sensor types.',
  'missing-sensor-type': 'Flash Defense or Sensors without `=` and a sensor type.',
  'invalid-sensor-type': 'A sensor type that is not a plain word, or that reads as a modifier code.',
  'duplicate-sensor-type': 'The same sensor type twice in one list.',
  'missing-radius': 'Darkness without `<n> Radius`.',
  'missing-sensor-mode': '`Sensors` without `Detection` or `Targeting` before it.',
  'missing-target-function': 'Drain or Drain Defense without `=` and the function it works on.',
  'duplicate-special-effect': 'More than one quoted special effect.',
  // Missiles
  'missing-warhead': 'A missile without a warhead unit in parentheses.',
  'duplicate-warhead': 'A missile with more than one warhead.',
  'nested-missile': 'A missile as the warhead of a missile.',
  'unusual-warhead': 'A warhead that is not an attack function (Shock, Zap, Flash, Drain).',
  'missile-option-not-allowed': 'A missile option (`move=`, `mode=`, `end=`, `reusable`, a warhead) on a unit that is not a missile.',
  'duplicate-missile-option': 'The same missile option twice.',
  'value-below-minimum': 'A missile movement, mode factor or endurance below what every missile has for free.',
  // Modifiers
  'unknown-modifier': 'A word after the function that is not a modifier, a declared value or a missile option.',
  'malformed-modifier': 'A known modifier code with parameters written wrongly.',
  'invalid-table-value': 'A parameter the seed\'s tables do not define (`ACT13<`, `XTIME3`, `POWX9`, `300CH`, `BURN13<`, a LIMIT factor outside 0.25..2.0).',
  'modifier-not-applicable': 'A modifier on a unit it cannot apply to (`BM` off Zap, `HARD` off a defense, a range modifier without range, a power modifier without power).',
  'unusual-modifier': 'A modifier the seed says is generally only used on other functions.',
  'duplicate-modifier': 'A modifier repeated that does not stack.',
  'conflicting-modifiers': 'Two modifiers that contradict each other (the warning form marks odd but legal pairs).',
  // Declared values
  'duplicate-declared-value': '`p=` or `rng=` written twice.',
  'missing-value': 'A `name=` with nothing after the `=`.',
  // Pricing
  'declared-power-mismatch': 'The declared `p=` differs from the power the rules compute; the computed value is used.',
  'declared-range-mismatch': 'The declared `rng=` differs from the range the rules compute (or the unit has no range); the computed value is used.',
  'area-size-above-basic': 'An area effect larger than the unit\'s basic points (every seed example has size = basic points).',
  'missile-overspent': 'A missile spends more missile points (movement, mode, endurance, warhead, reusable) than its basic points buy.',
  'missile-points-unspent': 'A missile leaves some of its missile points unspent.',
  'points-too-large': 'A computed value exceeds the largest safe integer (2^53 - 1).',
  'invalid-profile': 'A pricing profile option is out of range (such as a power divisor of 0).',
  'invalid-unit': 'A unit object handed to the pricing is not a well-formed syntax tree.',
  // Catalog
  'unknown-system': 'No catalog entry has this SSD label (and variant).',
  'ambiguous-system': 'The label has several variants and none was named.',
  'invalid-argument': 'An argument of a catalog rule is out of range (a negative box count, a size class beyond 0..9, ...).',
  'cost-not-given': 'The seed gives no figure for this value ("Repair NA", or an entry that only says what to treat it as, with no such entry).',
  'not-available': 'The system does not exist at the tech level asked for.',
  // Design files
  'design-too-large': 'A design file past a size limit: more than 10 MB of text, more than 1000 documents, or more YAML than the full reader takes (specs/limits.md).',
  'design-yaml': 'The file is not well-formed YAML (the message says where and why).',
  'design-unsafe': 'YAML the loader refuses: nesting deeper than 64, custom tags, too many or too large alias expansions, or keys such as `__proto__`.',
  'design-schema': 'A document does not match the design format (a missing field, a wrong type, an unknown key).',
  'system-not-available': 'A ship carries a system that does not exist at its tech level.',
  'value-extrapolated': 'The seed gives a value for 3X and 4X only; a higher tech level gets the 4X value.',
  // Limits
  'too-many-diagnostics': 'The last diagnostic kept: more were found than the limit keeps (specs/limits.md); it says how many more, and takes the severity of the worst one left out.',
  'unit-too-large': 'A unit with more than 1000 modifiers, or more than 1000 sensor types in one list (specs/limits.md); the rest are not read.',
});

/**
 * Every diagnostic code with its severity and a one-line summary, for tools that explain or
 * filter diagnostics (the summaries are what `docs/diagnostics.md` lists).
 *
 * @example
 * ```ts
 * import { DIAGNOSTIC_CODES, parseUnit } from 'spacedock';
 *
 * const code = parseUnit('3d6 eZap XX').diagnostics[0]!.code; // 'unknown-modifier'
 * const { severity, summary } = DIAGNOSTIC_CODES[code];
 * // summary: 'A word after the function that is not a modifier, a declared value or a missile option.'
 * if (severity !== 'error' || summary === '') throw new Error(code);
 * ```
 */
export const DIAGNOSTIC_CODES: { readonly [C in DiagnosticCode]: { readonly severity: Severity; readonly summary: string } } = /* @__PURE__ */ deepFreeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ (/* @__PURE__ */ Object.keys(DIAGNOSTIC_SEVERITIES) as DiagnosticCode[]).map((code) => [code, { severity: DIAGNOSTIC_SEVERITIES[code], summary: DIAGNOSTIC_SUMMARIES[code] }]),
  ) as { [C in DiagnosticCode]: { severity: Severity; summary: string } },
);

/** How serious a diagnostic is. Only `error` makes a result fail. */
export type Severity = 'error' | 'warning' | 'info';

/** Every diagnostic code the library reports. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_SEVERITIES;
