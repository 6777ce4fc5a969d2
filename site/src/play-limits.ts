/**
 * The play view's limits beside undo's (`UNDO_LIMIT`, play-game.ts): what a log keeps, what a
 * volley and a log entry may hold, and what Import and Print take before they start any work
 * (issue 37: Print of a 3.7 kB link's fleet blocked the page 11 s, Import parsed a 6 MB state on
 * the main thread before it was refused). Each is listed in specs/limits.md. No DOM here.
 */
import { MAX_DEPTH } from '../../src/input/plain.js';

/**
 * How many volleys the log keeps, the oldest dropped first: the log is drawn and saved at every
 * change (52 000 entries took 1.9 to 3.5 s a mark), and a game is rarely longer.
 */
export const LOG_LIMIT = 500;

/** The play view's volleys: 1 to 1000 points (the form's range), a seed of 31 bits (the seed field's). */
export const PLAY_VOLLEY_LIMITS = Object.freeze({ points: Object.freeze({ min: 1, max: 1000 }), seed: Object.freeze({ min: 0, max: 2_147_483_647 }) });

/** The longest ship label or summary a log entry read back may hold (a volley's summary is a few hundred characters). */
export const LOG_TEXT_LIMIT = 2_000;

/**
 * The largest state file Import reads (bytes, by the file's size, before reading it). A fleet's
 * state is a few kilobytes: the example fleet's, exported, is 3.6 kB, and 1000 ships (the most
 * a fleet holds) of the example cruiser with every box destroyed come to 1.1 MB.
 */
export const IMPORT_STATE_LIMIT = 4 * 1024 * 1024;

/**
 * How deep a state file may nest, checked on its text before it is parsed: the library's readers
 * refuse structured input nested deeper (`MAX_DEPTH`); a fleet state nests 7 deep (the fleet, its
 * ships, a ship, its state, its armor, a layer, its groups).
 */
export const IMPORT_STATE_DEPTH = MAX_DEPTH;

/**
 * The most boxes Print draws (the fleet's `boxes` total, known before drawing): past it, the page
 * says to print from the command line. The sheets are drawn in a Web Worker, but the browser
 * reads each page's SVG on the main thread (about 50 ms a page of 2 000 boxes), and 100 000
 * boxes make about 50 pages.
 */
export const PRINT_BOX_LIMIT = 100_000;
