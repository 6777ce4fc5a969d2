/**
 * A record sheet's SVG pages as one PDF (PDFKit draws the document, svg-to-pdfkit converts each
 * SVG page into PDF drawing operators): vector, the sheet's font (DejaVu Sans, regular and bold)
 * embedded as a subset of the characters used, one PDF page per SVG page at the SVG's own size.
 *
 * Apart from the library (not in any `exports` entry): the CLI loads it for `sheet -o <file>.pdf`
 * and `render --sheet-format pdf`, the page loads it on demand for its PDF download. It imports no
 * Node module: the fonts are handed in as bytes, read from the `dejavu-fonts-ttf` package by the
 * CLI (`src/cli/pdf-fonts.ts`) and fetched by the page.
 */
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/** The TrueType files of the sheet's font, as bytes. */
export interface SheetPdfFonts {
  /** DejaVu Sans Book (`DejaVuSans.ttf`). */
  readonly regular: Uint8Array;
  /** DejaVu Sans Bold (`DejaVuSans-Bold.ttf`). */
  readonly bold: Uint8Array;
}

/** How the PDF is made. */
export interface SheetPdfOptions {
  readonly fonts: SheetPdfFonts;
  /** The document's title (its `Title` entry, shown by viewers). */
  readonly title?: string;
  /** The document's creation date (default: now). A fixed date gives the same bytes for the same sheet. */
  readonly date?: Date;
}

/** Points (1/72 in) per millimetre: the SVG pages are in millimetres, PDF pages in points. */
const PT_PER_MM = 72 / 25.4;

/** The names the two faces are registered under in the document. */
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

/** A page's size in millimetres, from its `viewBox` (the sheets' SVG is in millimetres). */
function pageSize(svg: string, i: number): { readonly width: number; readonly height: number } {
  const m = /<svg\b[^>]*\bviewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = Number(m?.[1]);
  const height = Number(m?.[2]);
  if (m === null || !(width > 0) || !(height > 0)) throw new TypeError(`sheetPdf: page ${i + 1} is not a sheet's SVG (no viewBox="0 0 <width> <height>")`);
  return { width, height };
}

/** The bytes of a finished document, joined from the chunks PDFKit wrote. */
function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

/**
 * The pages of a record sheet (`renderSheet(...).value.pages`, or a fleet's) as one PDF: each SVG
 * page becomes a PDF page of the same size (Letter, A4, either way round), drawn as vectors, its
 * texts set in the embedded DejaVu Sans (so the PDF prints as the SVG draws, on any machine, and
 * its texts can be searched and copied).
 *
 * @throws {TypeError} when a page is not a sheet's SVG (no `viewBox` in millimetres) or there are
 * no pages, and when the SVG converter reports an element it cannot draw: a programming error,
 * since the pages are what `renderSheet` wrote.
 *
 * Not a package export, so its example is a test: test/pdf/sheet-pdf.test.ts.
 */
export function sheetPdf(pages: readonly string[], options: SheetPdfOptions): Promise<Uint8Array> {
  if (pages.length === 0) throw new TypeError('sheetPdf: a sheet has at least one page');
  const sizes = pages.map(pageSize);
  const doc = new PDFDocument({
    autoFirstPage: false,
    // No default font: PDFKit's is Helvetica, whose metrics its browser build does not carry; every
    // text of a sheet is set in the DejaVu Sans registered below.
    font: null as unknown as string,
    compress: true,
    info: { Title: options.title ?? 'Record sheet', Creator: 'spacedock', CreationDate: options.date ?? new Date() },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(joined(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, options.fonts.regular as Buffer);
  doc.registerFont(BOLD, options.fonts.bold as Buffer);
  const warnings: string[] = [];
  pages.forEach((svg, i) => {
    const size = sizes[i]!;
    const width = size.width * PT_PER_MM;
    const height = size.height * PT_PER_MM;
    doc.addPage({ size: [width, height], margin: 0 });
    SVGtoPDF(doc, svg, 0, 0, {
      width,
      height,
      // The sheets set every text in one family, bold or not.
      fontCallback: (_family, bold) => (bold ? BOLD : REGULAR),
      warningCallback: (w) => warnings.push(`page ${i + 1}: ${w}`),
    });
  });
  if (warnings.length > 0) throw new TypeError(`sheetPdf: the SVG could not be drawn as it is (${warnings.join('; ')})`);
  doc.end();
  return done;
}
