import type { Severity } from '../severity.js';

/**
 * The diagnostic codes of `spacedock/sheet` (record sheets), with their severities. Shape
 * problems of its input use the general codes; a ship document's own problems keep their
 * design and damage codes.
 */
export const SHEET_SEVERITIES = {
  'sheet-too-large': 'error',
} as const satisfies Record<string, Severity>;

/** A one-line meaning of each code of {@link SHEET_SEVERITIES}. */
export const SHEET_SUMMARIES: { readonly [C in keyof typeof SHEET_SEVERITIES]: string } = {
  'sheet-too-large': 'A ship with more boxes, or a list with more units, than one record sheet draws, or a ship state\'s units with more spec text than the sheet prices (SHEET_LIMITS of spacedock/sheet): printed, it would run to dozens of pages.',
};
