/**
 * The ship editor's record sheet: the preview of the chosen document's sheet (`renderSheet`, one
 * page at a time), its paper, orientation and colours, and the SVG download. Drawing a sheet takes
 * longer than reading the design, so it is drawn a moment after the typing stops, not on every
 * keystroke, and not again when neither the document's text nor the options changed.
 */
import { renderSheet, type PageName, type SheetOptions } from '../../src/sheet/index.js';
import { download, field, h, replaceChildren, svgElement } from './dom.js';
import { createZoomBar } from './zoom.js';
import { slugOf, type ShipDocument } from './ship-analysis.js';
import { scopeSvgStyle } from './ship-svg.js';
import type { StateAccess } from './state.js';

/** How long after the last change the sheet is drawn (ms). */
const SHEET_DELAY = 200;

const PAPERS: readonly { readonly value: PageName; readonly label: string }[] = [
  { value: 'letter', label: 'US Letter' },
  { value: 'a4', label: 'A4' },
];

/** What the sheet is drawn from: the document, and the text it was read from (to know when it changed). */
export interface SheetSource {
  readonly document: ShipDocument | undefined;
  /** The document's text (its range of the file), or a reason there is no sheet. */
  readonly key: string;
  /** Shown instead of a sheet when there is no document to draw. */
  readonly reason?: string;
  /** The document is the last version without errors of a design that now has errors. */
  readonly stale?: boolean;
}

export interface SheetPanel {
  readonly element: HTMLElement;
  /** Draws the sheet of this source a moment from now (the latest source wins). */
  schedule(source: SheetSource): void;
  /** Reads the options from the address again. */
  show(): void;
}

interface Drawn {
  readonly key: string;
  readonly pages: readonly string[];
  readonly title: string;
}

/** Builds the sheet panel. */
export function createSheetPanel(state: StateAccess): SheetPanel {
  const page = h('select', { id: 'sheet-page' });
  const pageField = field('Page', page);
  const paper = h('select', { id: 'sheet-paper' }, ...PAPERS.map((p) => h('option', { value: p.value }, p.label)));
  const landscape = h('input', { type: 'checkbox', id: 'sheet-landscape' });
  const mono = h('input', { type: 'checkbox', id: 'sheet-mono' });
  const downloadSvg = h('button', { type: 'button', id: 'download-svg', class: 'secondary' }, 'Download SVG');
  const downloadPdf = h('button', { type: 'button', id: 'download-pdf', class: 'secondary' }, 'Download PDF');
  const preview = h('div', { id: 'sheet-preview', class: 'preview sheet-preview', role: 'region', 'aria-label': 'Record sheet preview', tabindex: 0 });
  const status = h('p', { class: 'sheet-status', role: 'status' });
  const zoom = createZoomBar({ id: 'sheet-zoom', box: preview, what: 'the record sheet', source: () => drawn?.pages[Number(page.value) || 0] });
  const staleBadge = h('span', { class: 'badge stale', hidden: true, title: 'The design has errors: this is the sheet of its last version without errors.' }, 'stale');
  const element = h(
    'div',
    { class: 'sheet-panel' },
    h('h3', {}, 'Record sheet', staleBadge),
    h(
      'div',
      { class: 'row' },
      pageField,
      field('Paper', paper),
      h('label', { class: 'check', for: 'sheet-landscape' }, landscape, ' Landscape'),
      h('label', { class: 'check', for: 'sheet-mono' }, mono, ' Black and white'),
      downloadSvg,
      downloadPdf,
    ),
    status,
    zoom.element,
    preview,
  );

  let source: SheetSource = { document: undefined, key: '', reason: '' };
  let drawn: Drawn | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const options = (): SheetOptions => ({ page: paper.value === 'a4' ? 'a4' : 'letter', landscape: landscape.checked, mono: mono.checked });
  const optionsKey = (): string => `${paper.value}|${landscape.checked}|${mono.checked}`;

  const readOptions = (): void => {
    paper.value = state.get('sheetPaper') === 'a4' ? 'a4' : 'letter';
    landscape.checked = state.get('sheetLandscape') === '1';
    mono.checked = state.get('sheetMono') === '1';
  };

  const showPage = (): void => {
    const svg = drawn?.pages[Number(page.value) || 0];
    const el = svg === undefined ? undefined : svgElement(scopeSvgStyle(svg, '#sheet-preview'));
    if (el === undefined) {
      replaceChildren(preview);
      return;
    }
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', `Record sheet of ${drawn?.title ?? 'the ship'}, page ${(Number(page.value) || 0) + 1} of ${drawn?.pages.length ?? 1}`);
    replaceChildren(preview, el);
  };

  const draw = (): void => {
    timer = undefined;
    const key = `${optionsKey()}|${source.key}`;
    if (drawn?.key === key) return;
    const doc = source.document;
    staleBadge.hidden = source.stale !== true || doc === undefined;
    status.classList.remove('why');
    if (doc === undefined || doc.kind !== 'ship') {
      drawn = { key, pages: [], title: '' };
      status.textContent = source.reason ?? (doc === undefined ? '' : `No record sheet: a ${doc.kind === 'fleet' ? 'fleet' : 'unit list'} has none. Choose a ship document.`);
      status.classList.toggle('why', status.textContent !== '');
      setPages(0);
      showPage();
      return;
    }
    const r = renderSheet(doc.loaded, options());
    if (!r.ok) {
      drawn = { key, pages: [], title: doc.title };
      status.textContent = `No record sheet: ${r.diagnostics.map((d) => d.message).join('; ')}`;
      status.classList.add('why');
      setPages(0);
      showPage();
      return;
    }
    const before = Number(page.value) || 0;
    drawn = { key, pages: r.value.pages, title: doc.title };
    status.textContent = [source.stale === true ? `Stale: the sheet of the last version of “${doc.title}” without errors.` : '', r.value.pages.length > 1 ? `${r.value.pages.length} pages.` : ''].filter((t) => t !== '').join(' ');
    setPages(r.value.pages.length, before);
    showPage();
  };

  const setPages = (count: number, keep = 0): void => {
    if (page.options.length !== count) replaceChildren(page, ...Array.from({ length: count }, (_, i) => h('option', { value: i }, `${i + 1} of ${count}`)));
    page.value = String(Math.min(keep, Math.max(0, count - 1)));
    pageField.hidden = count < 2;
    downloadSvg.disabled = count === 0;
    downloadPdf.disabled = count === 0;
  };

  const later = (delay: number): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(draw, delay);
  };

  const optionChanged = (): void => {
    state.set({ sheetPaper: paper.value === 'a4' ? 'a4' : undefined, sheetLandscape: landscape.checked ? '1' : undefined, sheetMono: mono.checked ? '1' : undefined });
    later(0);
  };
  paper.addEventListener('change', optionChanged);
  landscape.addEventListener('change', optionChanged);
  mono.addEventListener('change', optionChanged);
  page.addEventListener('change', showPage);
  downloadSvg.addEventListener('click', () => {
    const at = Number(page.value) || 0;
    const svg = drawn?.pages[at];
    if (svg === undefined) return;
    // Named as `spacedock sheet -o` names its pages: name.svg, name-2.svg, ...
    download(`${slugOf(drawn?.title ?? 'sheet')}${at === 0 ? '' : `-${at + 1}`}.svg`, svg, 'image/svg+xml');
  });

  // Every page in one PDF, named as `spacedock sheet -o name.pdf` would be; the PDF library is
  // loaded now, not with the page.
  downloadPdf.addEventListener('click', () => {
    const sheet = drawn;
    if (sheet === undefined) return;
    downloadPdf.disabled = true;
    status.textContent = 'Making the PDF…';
    import('./sheet-pdf-lazy.js')
      .then(({ sheetPdfBlob }) => sheetPdfBlob(sheet.pages, sheet.title))
      .then((pdf) => {
        download(`${slugOf(sheet.title)}.pdf`, pdf, 'application/pdf');
        status.textContent = `PDF of ${sheet.pages.length} ${sheet.pages.length === 1 ? 'page' : 'pages'} made.`;
      })
      .catch((error: unknown) => {
        status.textContent = `No PDF: ${error instanceof Error ? error.message : String(error)}`;
      })
      .finally(() => {
        downloadPdf.disabled = drawn === undefined;
      });
  });

  readOptions();
  setPages(0);
  return {
    element,
    schedule(next) {
      source = next;
      later(drawn === undefined ? 0 : SHEET_DELAY);
    },
    show() {
      const before = optionsKey();
      readOptions();
      if (optionsKey() !== before) later(0);
    },
  };
}
