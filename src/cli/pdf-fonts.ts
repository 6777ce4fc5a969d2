/**
 * The sheet's font for a PDF, read from the `dejavu-fonts-ttf` package (a runtime dependency: the
 * fonts are embedded in every PDF, so that it prints as the SVG draws on a machine without them).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { SheetPdfFonts } from '../pdf/sheet-pdf.js';

/** DejaVu Sans Book and Bold, as bytes. */
export async function sheetPdfFonts(): Promise<SheetPdfFonts> {
  const require = createRequire(import.meta.url);
  const [regular, bold] = await Promise.all(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${f}`))));
  return { regular: regular!, bold: bold! };
}

/**
 * The sheet of `pages` as PDF bytes (internal to the CLI): the PDF module and its library are
 * loaded only here, so the commands that write no PDF never load them. The creation date is
 * `SOURCE_DATE_EPOCH` (seconds) when set, so that a build can make the same bytes twice.
 */
export async function sheetPdfBytes(pages: readonly string[], title: string): Promise<Uint8Array> {
  const { sheetPdf } = await import('../pdf/sheet-pdf.js');
  const epoch = Number(process.env['SOURCE_DATE_EPOCH']);
  const date = process.env['SOURCE_DATE_EPOCH'] !== undefined && Number.isFinite(epoch) ? new Date(epoch * 1000) : undefined;
  return sheetPdf(pages, { fonts: await sheetPdfFonts(), title, ...(date === undefined ? {} : { date }) });
}
