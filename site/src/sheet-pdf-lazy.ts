/**
 * The sheet's PDF in the browser (loaded on demand, when the PDF button is pressed: its own
 * chunk, with PDFKit and the SVG converter, so the page's first load does not grow). The fonts
 * are the DejaVu Sans files of the `dejavu-fonts-ttf` package, served beside the page as assets
 * and fetched only then; the PDF embeds the subset of them the sheet uses, as the CLI's does.
 */
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import { sheetPdf } from '../../src/pdf/sheet-pdf.js';

/** The font files' addresses, for the offline cache (offline.ts) to fetch ahead. */
export const PDF_FONT_URLS: readonly string[] = [regularUrl, boldUrl];

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the sheet's font could not be loaded (${response.status} ${response.statusText})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The sheet's pages as one PDF, ready to download. */
export async function sheetPdfBlob(pages: readonly string[], title: string): Promise<Blob> {
  const [regular, bold] = await Promise.all([bytesOf(regularUrl), bytesOf(boldUrl)]);
  const pdf = await sheetPdf(pages, { fonts: { regular, bold }, title });
  return new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
