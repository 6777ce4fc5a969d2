/**
 * Reading a PDF back with a PDF library (Mozilla's pdf.js, `pdfjs-dist`, in Node): its pages,
 * each page's size in millimetres and its text, and page 1 drawn to pixels (`@napi-rs/canvas`,
 * pdf.js's canvas in Node). What the PDF tests check the sheets' PDFs with.
 */
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF as pdf.js reads it. */
export interface OpenedPdf {
  /** The document's title (its information dictionary's `Title`). */
  readonly title: string | undefined;
  /** Each page's size in millimetres and its text (the strings pdf.js extracts, joined by spaces). */
  readonly pages: readonly { readonly width: number; readonly height: number; readonly text: string }[];
}

const MM_PER_PT = 25.4 / 72;

/** Opens a PDF: every page's size and text. */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const vp = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    pages.push({ width: vp.width * MM_PER_PT, height: vp.height * MM_PER_PT, text });
  }
  const info = (await pdf.getMetadata()).info as { Title?: string };
  await pdf.destroy();
  return { title: info.Title, pages };
}

/** Page `n` of a PDF drawn at `pxPerMm` pixels per millimetre: its width, height and RGBA pixels. */
export async function pdfPagePixels(bytes: Uint8Array, n: number, pxPerMm: number): Promise<{ width: number; height: number; data: Uint8ClampedArray; png: Buffer }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: pxPerMm / (72 / 25.4) });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const context = canvas.getContext('2d');
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const png = canvas.toBuffer('image/png');
  await pdf.destroy();
  return { width: canvas.width, height: canvas.height, data, png };
}
