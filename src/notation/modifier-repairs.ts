import { MODIFIER_CODES, MODIFIERS, type ModifierCode } from '../rules/modifiers.js';
import { closest, foldedName } from '../text/closest.js';
import { MODIFIER_FORMS, readModifier } from './words.js';

/**
 * What a mistaken modifier was probably meant as (issue 24): the repairs behind the notation's
 * "did you mean". Each is tried only on the error path, and a repair is offered only when the
 * parser reads it as a modifier, so a suggestion is always valid and never the text itself.
 *
 * - two words that are one modifier: `ACT 12<` → `ACT12<`, `AUTO 10` → `AUTO:10`, `ARC: AB` →
 *   `ARC:AB`, `4 CH` → `4CH`, `ACT 12` → `ACT12<`;
 * - slips within a word: `_` for `-` (`RNG_` → `RNG-`), a missing `:` (`AUTO10` → `AUTO:10`), a
 *   missing `<` (`ACT12` → `ACT12<`), the `<` before the roll (`BURN<14` → `BURN14<`, issue 38);
 * - a modifier's full name, in one word or several, in any case and spacing (`ARMORPIERCING`,
 *   `Armor Piercing` → `AP`), or misspelt by one or two letters, or only its first word when no
 *   other name starts with it (`Hardened` → `HARD`, issue 38).
 */

const NO_SPAN = { start: 0, end: 0 } as const;

/** Whether the parser reads `text` as a modifier (`AUTO` alone is one; `ACT` alone is not). */
export function reads(text: string): boolean {
  const m = readModifier(text, NO_SPAN);
  return m !== undefined && m.code !== undefined;
}

/** Each modifier's full name, folded (`ARMORPIERCING`), to its code. */
const BY_NAME: ReadonlyMap<string, ModifierCode> = /* @__PURE__ */ new Map(MODIFIER_CODES.map((c) => [foldedName(MODIFIERS[c].name), c] as const));

/** The most words a full name has (`Increase Maximum Range`). */
export const MAX_NAME_WORDS = /* @__PURE__ */ MODIFIER_CODES.reduce((most, c) => Math.max(most, MODIFIERS[c].name.split(/\s+/).length), 1);

/**
 * The first word of a full name of several words, folded (`HARDENED` of Hardened Defense), to its
 * code, when no other name starts with that word (issue 38: `Hardened` for HARD).
 */
const BY_FIRST_WORD: ReadonlyMap<string, ModifierCode> = /* @__PURE__ */ (() => {
  const firsts = MODIFIER_CODES.flatMap((c) => {
    const words = MODIFIERS[c].name.split(/\s+/);
    return words.length > 1 ? [[foldedName(words[0]!), c] as const] : [];
  });
  const once = firsts.filter(([w]) => firsts.filter(([v]) => v === w).length === 1 && w.length >= 4);
  return new Map(once);
})();

/** The code whose full name `text` spells (any case, spacing and punctuation), exactly. */
export function modifierOfName(text: string): ModifierCode | undefined {
  return BY_NAME.get(foldedName(text));
}

/**
 * The one modifier two adjacent words were meant as, if any: joined as they are, with a `:`
 * between them, or with the roll's closing `<` added.
 */
export function joinedModifier(first: string, second: string): string | undefined {
  const forms = [`${first}${second}`, ...(first.endsWith(':') || second.startsWith(':') ? [] : [`${first}:${second}`]), `${first}${second}<`];
  return forms.find(reads);
}

/** The codes whose value follows a `:` (`AUTO:10`, `ARC:AB`), as their written forms say. */
const COLON_CODES: readonly string[] = /* @__PURE__ */ Object.keys(MODIFIER_FORMS).filter((code) => MODIFIER_FORMS[code]!.includes(`${code}:`));

/** `AUTO10` → `AUTO:10`: a code written with a value but without its `:`. */
function withColon(word: string): string | undefined {
  const upper = word.toUpperCase();
  for (const code of COLON_CODES) {
    if (upper.startsWith(code) && word.length > code.length && word[code.length] !== ':') return `${word.slice(0, code.length)}:${word.slice(code.length)}`;
  }
  return undefined;
}

/**
 * The modifier a word that is none was most likely meant as: a repaired slip, a full name, or
 * (by edit distance) a code or full name; never the word itself. `codes` are the words to compare
 * by edit distance (the parser's list, with its `TRIGGER="..."` forms).
 */
export function repairedModifier(word: string, codes: readonly string[]): string | undefined {
  const slips = [word.replace(/_/g, '-'), withColon(word), `${word}<`, word.replace(/^([A-Za-z]+)<([0-9]+)$/, '$1$2<')];
  for (const s of slips) if (s !== undefined && s !== word && reads(s)) return s;
  const named = modifierOfName(word);
  if (named !== undefined && reads(named)) return named;
  const first = BY_FIRST_WORD.get(foldedName(word));
  if (first !== undefined && reads(first)) return first;
  const near = closest(word, codes);
  if (near !== undefined && near.toUpperCase() !== word.toUpperCase()) return near;
  // A full name misspelt (`ARMORPEIRCING`): only for words long enough to be one.
  const key = foldedName(word);
  if (key.length < 6) return undefined;
  const nearName = closest(key, BY_NAME.keys());
  const code = nearName === undefined ? undefined : BY_NAME.get(nearName);
  return code !== undefined && reads(code) ? code : undefined;
}

/** How a code that takes a value is written (`ACT<n><, for example ACT12<`), when `word` is such a code alone. */
export function bareCodeForm(word: string): { readonly code: string; readonly form: string } | undefined {
  const code = word.toUpperCase();
  const form = Object.hasOwn(MODIFIER_FORMS, code) ? MODIFIER_FORMS[code] : undefined;
  return form === undefined ? undefined : { code, form };
}
