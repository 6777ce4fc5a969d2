/**
 * The parameters the page's address may hold, each with the longest value it keeps (issue 37:
 * unknown parameters were kept and written back at every keystroke, and a 1.9 MB link of them
 * made each key block the page for seconds). `readState` keeps only these, the first of each, and
 * refuses a value past its limit before reading it; `addressState` writes only these. No DOM here.
 */
import { LOAD_LIMITS } from '../../src/design/load-limits.js';

/**
 * The longest text (UTF-16 code units) the page writes into its address: the ship editor's design
 * and the play view's game. Writing a longer one at each keystroke took over a second of the main
 * thread at 2 MB, and Chromium refuses addresses over 2 MB; as base64url of UTF-8 such a text
 * takes at most `encodedTextLimit(ADDRESS_TEXT_LIMIT)` = 400 000 characters.
 */
export const ADDRESS_TEXT_LIMIT = 100_000;

/** The longest spec (UTF-16 code units) the unit bench keeps in its address (a spec of 1 000 modifiers is about 5 000). */
export const SPEC_ADDRESS_LIMIT = 10_000;

/** The longest value of a parameter that holds a word or a number (a view name, a seed, a page size). */
export const WORD_ADDRESS_LIMIT = 64;

/**
 * The longest base64url of a text of `chars` UTF-16 code units: each takes at most three bytes of
 * UTF-8 (a surrogate pair, two code units, takes four), and base64 writes three bytes as four
 * characters.
 */
export const encodedTextLimit = (chars: number): number => 4 * chars;

/**
 * Every parameter of the page, by name, with the longest value (after the address's
 * percent-decoding) kept: nothing else is kept in the address. What each holds is said beside it
 * (a comment: the page's script carries only the numbers).
 */
export const ADDRESS_PARAMS = Object.freeze({
  spec: SPEC_ADDRESS_LIMIT, // the unit bench's spec
  profile: WORD_ADDRESS_LIMIT, // the unit bench's pricing profile
  // The ship editor's design, base64url of its UTF-8: read in the editor's worker (a link of 5 MB
  // is answered), up to the loader's own limit.
  design: encodedTextLimit(LOAD_LIMITS.maxLength),
  long: WORD_ADDRESS_LIMIT, // 1 when the design was too long for the address
  doc: WORD_ADDRESS_LIMIT, // the chosen document of the design
  sheetPaper: WORD_ADDRESS_LIMIT, // the record sheet's paper
  sheetLandscape: WORD_ADDRESS_LIMIT, // the record sheet turned
  sheetMono: WORD_ADDRESS_LIMIT, // the record sheet in black and white
  q: 200, // the catalog's search
  hitOn: WORD_ADDRESS_LIMIT, // the catalog's chart result filter
  tech: WORD_ADDRESS_LIMIT, // the catalog's tech filter
  group: WORD_ADDRESS_LIMIT, // the catalog's group filter
  vship: WORD_ADDRESS_LIMIT, // the volley lab's ship
  shield: WORD_ADDRESS_LIMIT, // the volley lab's shield
  points: WORD_ADDRESS_LIMIT, // the volley lab's points
  seed: WORD_ADDRESS_LIMIT, // the volley lab's seed
  step: WORD_ADDRESS_LIMIT, // the volley lab's step
  trials: WORD_ADDRESS_LIMIT, // the simulation's trials
  turns: WORD_ADDRESS_LIMIT, // the simulation's turns
  // A shared game, base64url of its JSON: the play view writes one only when its JSON is at most
  // ADDRESS_TEXT_LIMIT long.
  game: encodedTextLimit(ADDRESS_TEXT_LIMIT),
} satisfies Readonly<Record<string, number>>);

/** The name of a parameter of the page. */
export type AddressKey = keyof typeof ADDRESS_PARAMS;

/** Whether `key` names a parameter of the page (an own key of the table: `__proto__` is not one). */
export const isAddressKey = (key: string): key is AddressKey => Object.hasOwn(ADDRESS_PARAMS, key);

/**
 * The longest a value of at most `maxLength` code units can be in an address: percent-encoding
 * writes a code unit as at most nine characters (three bytes of UTF-8, `%XX` each). A longer raw
 * value is refused before it is decoded.
 */
export const rawLimit = (maxLength: number): number => 9 * maxLength;
