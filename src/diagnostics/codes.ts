import { deepFreeze } from '../rules/freeze.js';
import type { Severity } from './severity.js';
import { NOTATION_SEVERITIES, NOTATION_SUMMARIES } from './codes/notation.js';
import { PRICING_SEVERITIES, PRICING_SUMMARIES } from './codes/pricing.js';
import { CATALOG_SEVERITIES, CATALOG_SUMMARIES } from './codes/catalog.js';
import { DESIGN_SEVERITIES, DESIGN_SUMMARIES } from './codes/design.js';
import { DAMAGE_SEVERITIES, DAMAGE_SUMMARIES } from './codes/damage.js';
import { COMBAT_SEVERITIES, COMBAT_SUMMARIES } from './codes/combat.js';
import { TURN_SEVERITIES, TURN_SUMMARIES } from './codes/turn.js';
import { DUEL_SEVERITIES, DUEL_SUMMARIES } from './codes/duel.js';
import { SHEET_SEVERITIES, SHEET_SUMMARIES } from './codes/sheet.js';
import { RENDER_SEVERITIES, RENDER_SUMMARIES } from './codes/render.js';
import { BALANCE_SEVERITIES, BALANCE_SUMMARIES } from './codes/balance.js';
import { GENERAL_SEVERITIES, GENERAL_SUMMARIES } from './codes/general.js';

export type { Severity } from './severity.js';

type Union<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Union<R> : unknown;

/**
 * The module tables as one frozen table. A call (marked pure) rather than an object spread, so
 * that a bundle that never reads the merged table (the summaries, in one that only prices) drops
 * it and the module tables with it: a bundler must keep a spread, which could run a getter.
 */
function merged<T extends readonly object[]>(...tables: T): { readonly [K in keyof Union<T>]: Union<T>[K] } {
  return deepFreeze(Object.assign({}, ...tables)) as { readonly [K in keyof Union<T>]: Union<T>[K] };
}

/**
 * The modules that report diagnostics, in the order `docs/diagnostics.md` lists them: each entry
 * point's own codes, then `general` for the ones every module can give (the diagnostics cap,
 * the shape of structured input, dice sources). Each code's module is in {@link DIAGNOSTIC_CODES}.
 *
 * @example
 * ```ts
 * import { DIAGNOSTIC_CODES, DIAGNOSTIC_MODULES } from 'spacedock';
 *
 * // The codes of one module, as docs/diagnostics.md groups them.
 * const turn = Object.entries(DIAGNOSTIC_CODES).filter(([, c]) => c.module === 'turn').map(([code]) => code);
 * if (!DIAGNOSTIC_MODULES.includes('turn') || !turn.includes('speed-too-high')) throw new Error(turn.join());
 * ```
 */
export const DIAGNOSTIC_MODULES = /* @__PURE__ */ deepFreeze(['notation', 'pricing', 'catalog', 'design', 'damage', 'combat', 'turn', 'duel', 'balance', 'sheet', 'render', 'general'] as const);

/** One of {@link DIAGNOSTIC_MODULES}. */
export type DiagnosticModule = (typeof DIAGNOSTIC_MODULES)[number];

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
export const DIAGNOSTIC_SEVERITIES = /* @__PURE__ */ merged(
  NOTATION_SEVERITIES,
  PRICING_SEVERITIES,
  CATALOG_SEVERITIES,
  DESIGN_SEVERITIES,
  DAMAGE_SEVERITIES,
  COMBAT_SEVERITIES,
  TURN_SEVERITIES,
  DUEL_SEVERITIES,
  SHEET_SEVERITIES,
  RENDER_SEVERITIES,
  BALANCE_SEVERITIES,
  GENERAL_SEVERITIES,
);

/** Every diagnostic code the library reports. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_SEVERITIES;

/**
 * The severities of the codes the root entry's parse and price report (notation, pricing and the
 * shared codes): what their reporters read, so that a bundle that only parses and prices does not
 * carry every module's codes. Internal.
 */
export const CORE_SEVERITIES = /* @__PURE__ */ merged(NOTATION_SEVERITIES, PRICING_SEVERITIES, GENERAL_SEVERITIES);

/** A code of {@link CORE_SEVERITIES}. */
export type CoreCode = keyof typeof CORE_SEVERITIES;

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
export const DIAGNOSTIC_SUMMARIES: { readonly [C in DiagnosticCode]: string } = /* @__PURE__ */ merged(
  NOTATION_SUMMARIES,
  PRICING_SUMMARIES,
  CATALOG_SUMMARIES,
  DESIGN_SUMMARIES,
  DAMAGE_SUMMARIES,
  COMBAT_SUMMARIES,
  TURN_SUMMARIES,
  DUEL_SUMMARIES,
  SHEET_SUMMARIES,
  RENDER_SUMMARIES,
  BALANCE_SUMMARIES,
  GENERAL_SUMMARIES,
);

/** Each module's codes, in the order of {@link DIAGNOSTIC_MODULES}. */
const byModule = (): Readonly<Record<DiagnosticModule, readonly string[]>> => ({
  notation: Object.keys(NOTATION_SEVERITIES),
  pricing: Object.keys(PRICING_SEVERITIES),
  catalog: Object.keys(CATALOG_SEVERITIES),
  design: Object.keys(DESIGN_SEVERITIES),
  damage: Object.keys(DAMAGE_SEVERITIES),
  combat: Object.keys(COMBAT_SEVERITIES),
  turn: Object.keys(TURN_SEVERITIES),
  duel: Object.keys(DUEL_SEVERITIES),
  sheet: Object.keys(SHEET_SEVERITIES),
  render: Object.keys(RENDER_SEVERITIES),
  balance: Object.keys(BALANCE_SEVERITIES),
  general: Object.keys(GENERAL_SEVERITIES),
});

/** What {@link DIAGNOSTIC_CODES} says of one code. */
export interface DiagnosticCodeInfo {
  readonly severity: Severity;
  /** The module that reports it (`general`: any of them). */
  readonly module: DiagnosticModule;
  readonly summary: string;
}

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
export const DIAGNOSTIC_CODES: { readonly [C in DiagnosticCode]: DiagnosticCodeInfo } = /* @__PURE__ */ deepFreeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ Object.entries(byModule()).flatMap(([module, codes]) =>
      codes.map((code) => [code, { severity: DIAGNOSTIC_SEVERITIES[code as DiagnosticCode], module, summary: DIAGNOSTIC_SUMMARIES[code as DiagnosticCode] }]),
    ),
  ) as { [C in DiagnosticCode]: DiagnosticCodeInfo },
);
