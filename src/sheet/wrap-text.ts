/**
 * Wrapping a text over the lines of a box (internal): for a name that is to be read whole where
 * one line is too short for it (the ship's name in the outline of the shield diagram).
 */
import { mm } from './block.js';
import { cleanText } from './clean-text.js';
import { textHeight, textWidth } from './measure.js';
import { SHEET_RULES } from './rules.js';

/** A text wrapped: its lines, their size in points and the height each line's cell takes (mm). */
export interface WrappedText {
  readonly lines: readonly string[];
  readonly size: number;
  readonly lineH: number;
}

/** Slack for the rounding of cells to the 0.01 mm grid, so that each line fits the cell it is given. */
const GRID = 0.02;

/**
 * The text broken between words into lines that each fit `w` (less the padding) and together fit
 * `h`, at `sizePt` or the largest quarter point down to 6 pt at which they do; undefined when
 * they do not even at 6 pt (a word wider than the box, or too many lines), and for a text of no
 * words. Never cut: the lines hold every word.
 */
export function wrapText(text: string, w: number, h: number, sizePt: number, bold: boolean): WrappedText | undefined {
  if (text.length > 2 * SHEET_RULES.maxTextLength) return undefined;
  const clean = cleanText(text);
  const words = clean.split(' ').filter((word) => word !== '');
  if (words.length === 0 || clean.length > SHEET_RULES.maxTextLength) return undefined;
  const room = w - 2 * SHEET_RULES.textPad - GRID;
  for (let size = sizePt; size >= SHEET_RULES.minTextPt; size -= 0.25) {
    const lineH = mm(textHeight(size, clean) + GRID);
    const most = Math.floor(h / lineH + 1e-9);
    const lines = breakLines(words, room, size, bold, most);
    if (lines !== undefined) return { lines, size, lineH };
  }
  return undefined;
}

/** Words filled greedily into lines of `room` mm, or undefined when a word does not fit or more than `most` lines are needed. */
function breakLines(words: readonly string[], room: number, size: number, bold: boolean, most: number): string[] | undefined {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (textWidth(word, size, bold) > room) return undefined;
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined, size, bold) <= room) line = joined;
    else {
      lines.push(line);
      line = word;
    }
    if (lines.length >= most) return undefined;
  }
  lines.push(line);
  return lines.length <= most ? lines : undefined;
}
