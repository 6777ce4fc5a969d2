/**
 * Where a sheet's pages go: SVG, one file per page (`ship.svg`, `ship-2.svg`, ...), or PDF, one
 * file of every page. The format is the `-o` file's extension; any other extension is refused
 * before anything is drawn, so a sheet is never written under a name that says another format.
 */
import { pageFile } from './output-names.js';
import { sheetPdfBytes } from './pdf-fonts.js';
import type { Output } from './write-file.js';

/** The formats a record sheet is written in. */
export const SHEET_FORMATS = ['svg', 'pdf'] as const;
/** One of {@link SHEET_FORMATS}. */
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** The format an `-o` file's extension names (any case), or undefined for any other name. */
export function sheetFormatOf(out: string): SheetFormat | undefined {
  const m = /\.(svg|pdf)$/i.exec(out);
  return m === null ? undefined : (m[1]!.toLowerCase() as SheetFormat);
}

/** What `sheet` says when `-o` names neither format. */
export const SHEET_FORMAT_USAGE = '-o names the sheet\'s file: end it in .svg (one file per page: <name>.svg, <name>-2.svg, ...) or .pdf (one file of every page)';

/** The files of a sheet written to `out` (the first named by the user, later SVG pages made up). */
export async function sheetOutputs(out: string, pages: readonly string[], title: string): Promise<Output[]> {
  if (sheetFormatOf(out) === 'pdf') return [{ file: out, text: await sheetPdfBytes(pages, title), chosen: true }];
  return pages.map((page, i) => ({ file: pageFile(out, i + 1), text: page, chosen: i === 0 }));
}
