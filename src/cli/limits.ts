import { LOAD_LIMITS } from '../design/load-limits.js';

/**
 * The most bytes the CLI reads from one file or from standard input: three bytes (UTF-8's most
 * per UTF-16 code unit) for each character a design file may have, so no input that a command
 * could accept is cut, and nothing larger is held in memory.
 */
export const MAX_INPUT_BYTES = 3 * LOAD_LIMITS.maxLength;
