/**
 * The ship editor: a YAML design (one or more documents) read on every keystroke as
 * `spacedock check` reads a file: the problems at line:column, underlined, with their fixes; the
 * chosen document's totals (those of `check --json`) and cost table (that of `spacedock table`,
 * downloadable in its three formats); its record sheet, drawn once the typing pauses. A design
 * longer than `CHECK_ON_PAGE_LIMIT` is read in a Web Worker once the typing pauses (the page says
 * it is checking, and keeps the last answer on show until the new one comes).
 */
import cruiser from '../../../examples/cruiser.yaml?raw';
import { NUMERIC_TABLE_COLUMNS as NUMERIC } from '../../../src/design/table-columns.js';
import { TABLE_COLUMNS, TABLE_FORMATS, type ShipTotals, type TableFormat, type TableRow, type TotalName, type UnitTotals } from '../../../src/design/index.js';
import { totalLabel } from '../../../src/design/total-names.js';
import { download, field, h, replaceChildren } from '../dom.js';
import { createEditor, type Editor } from '../editor.js';
import { analyseShip, DESIGN_FILE, designNamesIn, FILES_KEY, slugOf, type ShipAnalysis, type ShipDocument } from '../ship-analysis.js';
import { loadFullReader } from '../full-reader.js';
import type { FullYamlReader } from '../../../src/design/load-with.js';
import { CHECK_ON_PAGE_LIMIT, type AnalysisMessage, type AnalysisRequest } from '../analysis-job.js';
import analysisWorkerUrl from '../analysis-worker.ts?worker&url';
import { renderDiagnosticList } from '../diagnostic-list.js';
import { diagnosticsSummary, editorDiagnostics } from '../fixes.js';
import { createSheetPanel } from '../ship-sheet.js';
import { createReadoutPanel } from '../readout-panel.js';
import { version } from '../../../package.json';
import { costRows, tableOutput, TABLE_MEDIA } from '../ship-tables.js';
import { ADDRESS_TEXT_LIMIT } from '../address-params.js';
import { decodeText, encodeText, type StateAccess } from '../state.js';
import type { FleetCode } from '../fleet-code.js';
import type { fleetTotals, OpenedFile, ShipFiles, withFleets } from '../ship-files.js';
import type { View } from './view.js';

/** The example the editor starts with (and goes back to), as the repository has it. */
export const EXAMPLE_DESIGN: string = cruiser;

/** The least time between two rewrites of the address while typing goes on (ms). */
const ADDRESS_DELAY = 300;

/**
 * How long after the last change the cost table is redrawn (ms): a table of a few hundred units
 * is slower to build than the problems and totals, which follow each keystroke at once.
 */
const TABLE_DELAY = 120;

/** The rows of the cost table shown at first, and how many more each "Show more rows" adds. */
const TABLE_FIRST_ROWS = 200;
const TABLE_MORE_ROWS = 1000;

/** How long after the last change a big design is sent to be read in a worker (ms). */
const WORKER_DELAY = 150;

/** A total the panel shows: a number of a ship's totals (a unit list has the units' two). */
/**
 * The totals shown, in order, each named as `spacedock check` names it (`TOTAL_NAMES`): the points
 * and what they are made of, the units' power, the systems' spaces and repair; then the boxes, in
 * all and by kind.
 */
const TOTALS: readonly TotalName[] = ['points', 'unitBuild', 'boxPoints', 'unitPower', 'systemSpaces', 'systemRepair', 'boxes', 'shieldBoxes', 'hullBoxes', 'armorBoxes', 'systemBoxes', 'phasers'];

const FORMAT_NAMES: { readonly [F in TableFormat]: string } = { md: 'Markdown', csv: 'CSV', json: 'JSON' };


const UNREADABLE = 'The design in the address could not be read: the example is shown instead.';
const TOO_LONG_FOR_LINK = `The design was too long for the address (over ${ADDRESS_TEXT_LIMIT.toLocaleString('en-US')} characters): the example is shown instead.`;
const TOO_LONG_NOW = `This design is over ${ADDRESS_TEXT_LIMIT.toLocaleString('en-US')} characters: too long for the address, so a link or a reload will not bring it back. Keep it in a file.`;

/**
 * Whether `text`, which has errors, is still the design `kept` was read from: the name of each of
 * its documents is still in the text (designNamesIn). A text pasted over it, or a ship renamed, is
 * another design: its figures are not shown as this one's.
 */
function isSameDesign(kept: ShipAnalysis, text: string): boolean {
  const names = designNamesIn(text);
  return kept.documents.length > 0 && kept.documents.every((d) => names.has(d.title));
}

/**
 * The design in the address: its text (the example when it has none), and what to say about it.
 * A design longer than `ADDRESS_TEXT_LIMIT` is kept in the editor only, the address saying so
 * (`long=1`); a link of one longer than the loader reads (`ADDRESS_PARAMS.design`) is refused unread.
 */
function designParam(state: StateAccess): { readonly text: string; readonly notice: string } {
  const value = state.get('design');
  if (value === undefined) return { text: EXAMPLE_DESIGN, notice: state.get('long') === '1' || state.refused('design') ? TOO_LONG_FOR_LINK : '' };
  const text = decodeText(value);
  return text === undefined ? { text: EXAMPLE_DESIGN, notice: UNREADABLE } : { text, notice: '' };
}

/**
 * The latest text, kept in this tab's session storage with the address it was typed under: the
 * browser limits how often the address may be rewritten, so a reload right after typing may come
 * back with an address a few keystrokes old. When the page comes back to that very address, the
 * kept text is the newer one. (Storage may be unavailable: then the address alone is used.)
 */
const DRAFT_KEY = 'spacedock-shipyard-design-draft';

/** Keeps the draft (a text too long for the address is not kept: see ADDRESS_TEXT_LIMIT). */
function keepDraft(text: string): void {
  if (text.length > ADDRESS_TEXT_LIMIT) return;
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ address: location.hash, text }));
  } catch {
    // No storage (a private window's quota, a sandbox): the address is still written.
  }
}

function draftFor(address: string): string | undefined {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (draft !== null && typeof draft === 'object' && (draft as { address?: unknown }).address === address) {
      const text = (draft as { text?: unknown }).text;
      return typeof text === 'string' ? text : undefined;
    }
  } catch {
    // Unreadable or unavailable: no draft.
  }
  return undefined;
}

/** The browser's local storage, when it has one it lets the page use. */
function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Builds the view into its section; gives what to do when it is shown again. */
function mountShip(root: HTMLElement, state: StateAccess): (state: StateAccess) => void {
  const fromAddress = designParam(state);
  const draft = draftFor(location.hash);
  const start = draft === undefined ? fromAddress : { text: draft, notice: '' };

  // The parts of the view, built once.
  const docSelect = h('select', { id: 'design-document' });
  const docField = field('Document', docSelect);
  const reset = h('button', { type: 'button', id: 'reset-example', class: 'secondary' }, 'Reset to example');
  // Files: opened, saved, one tab each (ship-files.ts, loaded on first use, does the work).
  const fileBar = h(
    'div',
    { class: 'row file-bar', role: 'group', 'aria-label': 'Files' },
    h('button', { type: 'button', id: 'design-open', class: 'secondary' }, 'Open…'),
    h('input', { type: 'file', id: 'design-files', multiple: true, accept: '.yaml,.yml,.json', class: 'visually-hidden', tabindex: -1, 'aria-hidden': 'true' }),
    h('button', { type: 'button', id: 'design-save', class: 'secondary', 'aria-keyshortcuts': 'Control+S' }, 'Save'),
    h('button', { type: 'button', id: 'design-save-as', class: 'secondary' }, 'Save as YAML…'),
    h('span', { id: 'design-files-status', role: 'status' }),
  );
  const tabList = h('ul', { id: 'design-tabs', class: 'file-tabs', 'aria-label': 'Open files', hidden: true });
  const notice = h('p', { class: 'notice', role: 'status' }, start.notice);
  const editorBox = h('div', { class: 'design-editor-box' });
  const status = h('p', { id: 'design-status', class: 'diagnostics-status' });
  const list = h('ul', { id: 'design-diagnostics', class: 'diagnostics', 'aria-labelledby': 'design-diagnostics-title' });
  const totals = h('dl', { id: 'totals', class: 'totals' });
  const totalsNote = h('p', { class: 'stale-note', id: 'totals-note' });
  const table = h('table', { id: 'cost-table' });
  const tableNote = h('p', { id: 'cost-table-note', class: 'stale-note', role: 'status' });
  const tableMore = h('button', { type: 'button', id: 'cost-table-more', class: 'secondary', hidden: true }, 'Show more rows');
  const downloads = TABLE_FORMATS.map((f) => h('button', { type: 'button', id: `download-${f}`, class: 'secondary', 'aria-label': `Download the cost tables as ${FORMAT_NAMES[f]}` }, FORMAT_NAMES[f]));
  const sheet = createSheetPanel(state);
  const readout = createReadoutPanel(`spacedock ${version}`);
  // The mark on the totals and the cost table while they are those of the last valid version.
  const staleBadges = [0, 1].map(() => h('span', { class: 'badge stale', hidden: true, title: 'The design has errors: these figures are of its last version without errors.' }, 'stale'));

  root.append(
    h('h2', {}, 'Ship editor'),
    h(
      'p',
      { class: 'intro' },
      'Edit a ship design in YAML (the format of ',
      h('code', {}, 'spacedock check'),
      '): problems, totals, the cost table and the record sheet follow every keystroke.',
    ),
    h(
      'div',
      { class: 'grid two' },
      h(
        'div',
        { class: 'panel' },
        fileBar,
        tabList,
        h('div', { class: 'row' }, docField, reset),
        notice,
        editorBox,
        h('h3', { id: 'design-diagnostics-title' }, 'Problems'),
        status,
        list,
      ),
      h(
        'div',
        { class: 'panel ship-side', role: 'region', 'aria-label': 'Totals and record sheet' },
        h('h3', {}, 'Totals', staleBadges[0]),
        totals,
        totalsNote,
        sheet.element,
      ),
    ),
    h(
      'div',
      { class: 'panel cost-panel' },
      h('h3', { id: 'cost-table-title' }, 'Cost table', staleBadges[1]),
      h('div', { class: 'row downloads', role: 'group', 'aria-label': 'Downloads' }, h('span', { class: 'label' }, 'Download'), ...downloads),
      h('div', { class: 'scroll', role: 'region', 'aria-labelledby': 'cost-table-title', tabindex: 0 }, table),
      tableNote,
      tableMore,
    ),
    readout.element,
  );

  // What was last read, and the last text without errors (its documents stay on show while the
  // text has errors, marked as such). A big starting text (from a link) is read in a worker too:
  // until it answers, the page holds the reading of an empty text.
  // The full YAML reader, fetched the first time a text needs it (full-reader.ts): until then, a
  // text with unusual YAML or a YAML error waits for it, as a big text waits for the worker.
  let reader: FullYamlReader | undefined;
  let readerAsked = false;
  /** The reading of `text` on the page, or undefined when it needs the full reader, not here yet. */
  const readNow = (text: string): ShipAnalysis | undefined => {
    const r = analyseShip(text, reader);
    return 'needsFullReader' in r ? undefined : r;
  };
  // The open files (ship-files.ts) and the fleet reading (ship-fleet.ts), each loaded on first use.
  let files: ShipFiles | undefined;
  let filesLoading: Promise<ShipFiles | undefined> | undefined;
  let filesCode: Promise<typeof import('../ship-files.js')> | undefined;
  /** The file handling's code (its chunk also holds the fleet reading), fetched once. */
  const loadFilesCode = (): Promise<typeof import('../ship-files.js')> => (filesCode ??= import('../ship-files.js').catch((error: unknown) => {
    filesCode = undefined;
    throw error;
  }));
  let fleets: { readonly code: FleetCode; readonly withFleets: typeof withFleets; readonly fleetTotals: typeof fleetTotals } | undefined;
  let fleetsAsked = false;
  /** `a` with its fleets read against the open files, once the fleet code is here (it is fetched the first time a fleet shows). */
  const withFleetsOf = (a: ShipAnalysis): ShipAnalysis => {
    if (!a.documents.some((d) => d.kind === 'fleet')) return a;
    if (fleets === undefined) {
      if (!fleetsAsked) {
        fleetsAsked = true;
        void Promise.all([import('./play.js'), loadFilesCode()]).then(
          ([p, m]) => {
            fleets = { code: p.FLEET_CODE, withFleets: m.withFleets, fleetTotals: m.fleetTotals };
            analysis = withFleetsOf(analysis);
            editor.refresh();
            update(performance.now());
          },
          () => (fleetsAsked = false),
        );
      }
      return a;
    }
    const r = fleets.withFleets(fleets.code, a, files?.activeName() ?? DESIGN_FILE, files?.files() ?? {}, reader);
    if (r === undefined) fetchReader();
    return r ?? a;
  };
  let started = performance.now();
  // (An empty text needs no full reader.)
  let analysis: ShipAnalysis = withFleetsOf((start.text.length <= CHECK_ON_PAGE_LIMIT ? readNow(start.text) : undefined) ?? readNow('')!);
  let good: ShipAnalysis | undefined = analysis.loaded && analysis.text === start.text ? analysis : undefined;
  if (analysis.text === start.text) document.body.dataset['shipCheckedIn'] = 'page';
  const shown = { diagnostics: '', docs: '', table: '' };
  let addressTimer: ReturnType<typeof setTimeout> | undefined;
  let tableTimer: ReturnType<typeof setTimeout> | undefined;
  let updates = 0;

  // The reading of a big text in a worker: at most one at work, for the latest text.
  let checking: { readonly id: number; readonly text: string; timer?: ReturnType<typeof setTimeout> | undefined; worker?: Worker } | undefined;
  let checks = 0;

  /** Ends the reading under way, if any. */
  function stopChecking(): void {
    if (checking?.timer !== undefined) clearTimeout(checking.timer);
    checking?.worker?.terminate();
    checking = undefined;
  }

  /** Reads `text` in a worker once the typing pauses; `update` is called with the answer. */
  function checkLater(text: string): void {
    if (checking?.text === text) return;
    stopChecking();
    const job: NonNullable<typeof checking> = { id: ++checks, text };
    checking = job;
    const from = performance.now();
    job.timer = setTimeout(() => {
      job.timer = undefined;
      let worker: Worker;
      try {
        worker = new Worker(analysisWorkerUrl, { type: 'module', name: 'spacedock-design-check' });
      } catch (error) {
        checkFailed(job.id, `the check cannot start here (${error instanceof Error ? error.message : String(error)})`);
        return;
      }
      job.worker = worker;
      worker.onmessage = (event: MessageEvent<AnalysisMessage>) => {
        const m = event.data;
        if (checking !== job || m.id !== job.id) return; // the answer to a text changed since
        if (m.type === 'failed') {
          checkFailed(job.id, m.message);
          return;
        }
        stopChecking();
        analysis = withFleetsOf(m.analysis);
        document.body.dataset['shipCheckedIn'] = 'worker';
        editor.refresh();
        update(from);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        checkFailed(job.id, event.message || 'its worker could not run (is the page offline?)');
      };
      const request: AnalysisRequest = { type: 'analyse', id: job.id, text };
      worker.postMessage(request);
    }, WORKER_DELAY);
    showChecking();
  }

  function checkFailed(id: number, message: string): void {
    if (checking?.id !== id) return;
    stopChecking();
    status.textContent = `The design could not be checked: ${message}`;
    status.className = 'diagnostics-status has-errors';
    list.removeAttribute('aria-busy');
  }

  /** While a worker reads the text: said in the status, the last answer staying on show. */
  function showChecking(): void {
    status.textContent = 'Checking the design…';
    status.className = 'diagnostics-status checking';
    list.setAttribute('aria-busy', 'true');
    shown.diagnostics = '';
    for (const b of downloads) b.disabled = true;
  }

  /**
   * The reading of `text`: the last one when it is of this text, else a new one read at once
   * when the text is short, or undefined (a big text, then read in a worker: see checkLater).
   */
  function analysisOf(text: string): ShipAnalysis | undefined {
    if (analysis.text === text) return analysis;
    if (text.length > CHECK_ON_PAGE_LIMIT) {
      checkLater(text);
      return undefined;
    }
    stopChecking();
    started = performance.now();
    const read = readNow(text);
    if (read === undefined) {
      fetchReader();
      return undefined;
    }
    analysis = withFleetsOf(read);
    document.body.dataset['shipCheckedIn'] = 'page';
    return analysis;
  }

  /** Fetches the full YAML reader for a text that needs it; the editor's text is read again once it is here. */
  function fetchReader(): void {
    showChecking();
    if (readerAsked) return;
    readerAsked = true;
    const from = performance.now();
    loadFullReader().then(
      (loaded) => {
        reader = loaded;
        if (analysisOf(editor.text()) === undefined) return; // a big text: the worker answers
        editor.refresh();
        update(from);
      },
      (error: unknown) => {
        readerAsked = false;
        status.textContent = `The design could not be checked: the page could not load its YAML reader (${error instanceof Error ? error.message : String(error)}; is it offline?)`;
        status.className = 'diagnostics-status has-errors';
        list.removeAttribute('aria-busy');
      },
    );
  }

  const editor: Editor = createEditor({
    completeSpecs: 'yaml',
    parent: editorBox,
    doc: start.text,
    label: 'Ship design (YAML)',
    id: 'design-editor',
    yaml: true,
    diagnose(text) {
      const read = analysisOf(text);
      return read === undefined ? undefined : editorDiagnostics(read.diagnostics, text);
    },
    onChange(text) {
      files?.changed(text);
      if (analysisOf(text) !== undefined) update(started);
      writeAddressLater();
      keepDraft(text);
    },
  });

  const docIndex = (count: number): number => {
    const n = Number(state.get('doc') ?? '0');
    return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
  };

  /** Shows the last text read; `from` is when the work on it began (for the timing the tests read). */
  function update(from: number): void {
    if (analysis.loaded) good = analysis;
    const key = JSON.stringify(analysis.diagnostics);
    if (checking === undefined) list.removeAttribute('aria-busy');
    if (key !== shown.diagnostics && checking === undefined) {
      shown.diagnostics = key;
      renderDiagnosticList(list, analysis.diagnostics, {
        text: analysis.text,
        within: 'the design',
        showCode: true,
        select(from, to) {
          const length = editor.view.state.doc.length;
          editor.view.dispatch({ selection: { anchor: Math.min(from, length), head: Math.min(to, length) }, scrollIntoView: true });
          editor.view.focus();
        },
        apply(fix) {
          const length = editor.view.state.doc.length;
          const from = Math.min(fix.from, length);
          editor.view.dispatch({ changes: { from, to: Math.min(Math.max(from, fix.to), length), insert: fix.insert }, selection: { anchor: from + fix.insert.length }, userEvent: 'input.fix' });
          editor.view.focus();
        },
      });
      const summary = diagnosticsSummary(analysis.diagnostics);
      if (status.textContent !== summary) status.textContent = summary;
      status.className = `diagnostics-status ${analysis.diagnostics.some((d) => d.severity === 'error') ? 'has-errors' : 'ok'}`;
    }
    // The last version without errors is shown only while the text is still that design (its
    // chosen document's name is still in the text): never another design's figures.
    const kept = good === undefined || good === analysis || isSameDesign(good, analysis.text) ? good : undefined;
    const docs = kept?.documents ?? [];
    const at = docIndex(docs.length);
    renderDocuments(docs, at);
    const doc = docs[at];
    const stale = kept !== undefined && kept !== analysis;
    renderTotals(doc?.totals ?? undefined, doc, stale, kept);
    for (const badge of staleBadges) badge.hidden = !stale;
    if (stale) table.setAttribute('data-stale', '');
    else table.removeAttribute('data-stale');
    if (tableTimer !== undefined) clearTimeout(tableTimer);
    // The document and its text: the table and the sheet are made again only when it changed.
    const docKey = doc === undefined || kept === undefined ? undefined : `${at}|${kept.text.slice(doc.loaded.range[0], doc.loaded.range[1])}`;
    if (updates === 0) renderTable(doc, docKey ?? '');
    else tableTimer = setTimeout(() => renderTable(doc, docKey ?? ''), TABLE_DELAY);
    for (const b of downloads) b.disabled = !analysis.loaded || checking !== undefined;
    const reason =
      kept === undefined
        ? checking !== undefined
          ? 'Checking the design…'
          : 'No record sheet: the design has errors. Fix them (see Problems) to draw it.'
        : docs.length === 0
          ? 'No record sheet: the file holds no design document yet.'
          : undefined;
    readout.schedule(doc === undefined || docKey === undefined ? { document: undefined, key: `none|${reason ?? ''}` } : { document: doc, key: `${stale ? 'stale' : 'now'}|${docKey}`, stale });
    sheet.schedule(
      doc === undefined || docKey === undefined
        ? { document: undefined, key: `none|${reason ?? ''}`, ...(reason === undefined ? {} : { reason }) }
        : { document: doc, key: `${stale ? 'stale' : 'now'}|${docKey}`, stale },
    );
    const body = document.body.dataset;
    body['shipUpdatedMs'] = (performance.now() - from).toFixed(1);
    updates = Number(body['shipUpdates'] ?? updates) + 1;
    body['shipUpdates'] = String(updates);
  }

  function renderDocuments(docs: readonly ShipDocument[], at: number): void {
    const key = JSON.stringify([docs.map((d) => `${d.kind}:${d.title}`), at]);
    if (key === shown.docs) return;
    shown.docs = key;
    replaceChildren(docSelect, ...docs.map((d, i) => h('option', { value: i }, `${i + 1}. ${d.title} (${d.kind === 'units' ? 'unit list' : d.kind})`)));
    docSelect.value = String(at);
    docField.hidden = docs.length < 2;
  }

  function renderTotals(t: ShipTotals | UnitTotals | undefined, doc: ShipDocument | undefined, stale: boolean, kept: ShipAnalysis | undefined): void {
    if (doc?.kind === 'fleet') {
      // A fleet: its sums against its limits, and its lines, once its references are read.
      const f = doc.fleet;
      replaceChildren(totals, ...(f == null || fleets === undefined ? [] : fleets.fleetTotals(fleets.code, f)));
      totals.removeAttribute('data-stale');
      totalsNote.textContent = f === null ? 'No fleet totals: its ships could not all be read (see Problems). Open the files it names too.' : f === undefined ? 'Reading the fleet…' : '';
      return;
    }
    const cell = (key: TotalName): string => (t !== undefined && key in t ? String((t as ShipTotals)[key]) : '–');
    // Every box once: by the chart system it is hit as, then the phasers and the armor.
    const byResult = t === undefined || !('byChartResult' in t) ? [] : [...Object.entries(t.byChartResult).map(([r, n]) => `${r} ${n}`), ...(t.phasers > 0 ? [`Phasers ${t.phasers}`] : []), ...(t.armorBoxes > 0 ? [`Armor ${t.armorBoxes}`] : [])];
    replaceChildren(
      totals,
      ...TOTALS.map((key) => h('div', { class: 'total' }, h('dt', {}, totalLabel(key)), h('dd', { 'data-field': key }, cell(key)))),
      byResult.length === 0 ? null : h('div', { class: 'total wide' }, h('dt', {}, 'Boxes by damage-chart system'), h('dd', {}, byResult.join(', '))),
      t === undefined || !('unpriced' in t) || t.unpriced.length === 0 ? null : h('div', { class: 'total wide' }, h('dt', {}, 'Systems without a plain spaces or repair figure'), h('dd', {}, t.unpriced.join(', '))),
    );
    if (stale) totals.setAttribute('data-stale', '');
    else totals.removeAttribute('data-stale');
    totalsNote.textContent =
      doc === undefined
        ? kept === undefined
          ? checking !== undefined
            ? 'Checking the design…'
            : 'No totals: the design has errors. Fix them (see Problems) to see its totals, cost table and record sheet.'
          : ''
        : stale
          ? `Stale: the design has errors, so these are the totals, cost table and record sheet of the last version of “${doc.title}” without errors.`
          : '';
  }

  /**
   * The cost table of the chosen document, its first TABLE_FIRST_ROWS rows and more on request
   * (a design of 96,000 units would otherwise put 96,000 rows in the page at once); the
   * downloads hold every row. `key` names the document's text: the rows are made again only
   * when it changes.
   */
  let tableRowsAll: readonly TableRow[] = [];
  let tableBody: HTMLElement | undefined;
  function renderTable(doc: ShipDocument | undefined, key: string): void {
    if (key === shown.table) return;
    shown.table = key;
    tableRowsAll = doc === undefined ? [] : costRows(doc);
    tableBody = h('tbody', {});
    replaceChildren(
      table,
      h('caption', { class: 'visually-hidden' }, doc === undefined ? 'Cost table' : `Cost table of ${doc.title}`),
      h('thead', {}, h('tr', {}, ...TABLE_COLUMNS.map((c) => h('th', { scope: 'col', class: NUMERIC.has(c) ? 'num' : undefined }, c)))),
      tableBody,
    );
    showRows(TABLE_FIRST_ROWS);
  }

  /** Adds up to `count` more rows of the table. */
  function showRows(count: number): void {
    if (tableBody === undefined) return;
    const from = tableBody.childElementCount;
    const to = Math.min(tableRowsAll.length, from + count);
    const added: HTMLElement[] = [];
    for (let i = from; i < to; i++) {
      const row = tableRowsAll[i]!;
      added.push(h('tr', {}, ...TABLE_COLUMNS.map((c) => h('td', { class: NUMERIC.has(c) ? 'num' : c === 'spec' ? 'mono' : undefined }, row[c] === null ? '–' : String(row[c])))));
    }
    tableBody.append(...added);
    const left = tableRowsAll.length - to;
    tableNote.textContent = left === 0 ? '' : `Showing ${to.toLocaleString('en-US')} of ${tableRowsAll.length.toLocaleString('en-US')} rows; the downloads hold every row.`;
    tableMore.hidden = left === 0;
    tableMore.textContent = `Show ${Math.min(left, TABLE_MORE_ROWS).toLocaleString('en-US')} more rows`;
  }
  tableMore.addEventListener('click', () => showRows(TABLE_MORE_ROWS));

  // The address follows the text: at once on the first change, then at most every ADDRESS_DELAY
  // while typing goes on (the browser limits how often an address may be rewritten), and at once
  // when the editor loses focus, so that a link to another view carries the latest design. A
  // reload before the next rewrite finds the latest text in the draft (see keepDraft); rewriting
  // the address while the page unloads would not help, as the reload has already taken it.
  let addressDirty = false;
  function writeAddress(): void {
    addressDirty = false;
    // The length first: a long text is not even read out of the editor.
    const long = editor.view.state.doc.length > ADDRESS_TEXT_LIMIT;
    const text = long ? '' : editor.text();
    state.set({ design: long || text === EXAMPLE_DESIGN ? undefined : encodeText(text), long: long ? '1' : undefined });
    if (long) notice.textContent = TOO_LONG_NOW;
    else if (notice.textContent === TOO_LONG_NOW) notice.textContent = '';
  }
  function writeAddressLater(): void {
    if (addressTimer !== undefined) {
      addressDirty = true;
      return;
    }
    writeAddress();
    const tick = (): void => {
      addressTimer = undefined;
      if (!addressDirty) return;
      writeAddress();
      addressTimer = setTimeout(tick, ADDRESS_DELAY);
    };
    addressTimer = setTimeout(tick, ADDRESS_DELAY);
  }
  const flushAddress = (): void => {
    if (addressDirty) writeAddress();
  };
  editorBox.addEventListener('focusout', flushAddress);
  // A draft newer than the address (a reload right after typing): the address catches up at once.
  if (start.text !== fromAddress.text) writeAddress();

  docSelect.addEventListener('change', () => {
    const from = performance.now();
    state.set({ doc: docSelect.value === '0' ? undefined : docSelect.value });
    update(from);
  });
  reset.addEventListener('click', () => {
    editor.setText(EXAMPLE_DESIGN);
    state.set({ design: undefined, long: undefined, doc: undefined });
    notice.textContent = '';
  });
  // The files: their code is fetched on first use (at once when this browser keeps tabs, and
  // ahead, unused, when the pointer nears the buttons); a click asks for it and then acts, well
  // within the time the browser lets a click open a file picker.
  const useFiles = (): Promise<ShipFiles | undefined> =>
    (filesLoading ??= loadFilesCode().then(
      (m) =>
        (files = m.createShipFiles(
          {
            editor,
            bar: fileBar,
            tabs: tabList,
            example: EXAMPLE_DESIGN,
            fromAddress: state.get('design') !== undefined,
            say: (text) => (fileBar.lastChild!.textContent = text),
            switching: () => state.set({ doc: undefined }),
          },
          localStore(),
        )),
      (error: unknown) => {
        filesLoading = undefined;
        notice.textContent = `The page could not load its file handling (${error instanceof Error ? error.message : String(error)}; is it offline?)`;
        return undefined;
      },
    ));
  const act = (id: string | undefined): void => void (id && useFiles().then((f) => f?.act(id)));
  if (localStore()?.getItem(FILES_KEY) != null) void useFiles();
  fileBar.addEventListener('pointerover', () => void loadFilesCode().catch(() => undefined), { once: true });
  fileBar.addEventListener('click', (event) => act((event.target as Element).closest('button')?.id));
  root.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      act('design-save');
    }
  });
  // Files dropped on the editor open as tabs (caught before the editor, which would insert their text).
  const dropZone = editorBox.parentElement!;
  dropZone.addEventListener(
    'dragover',
    (event) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      dropZone.classList.add('dropping');
    },
    true,
  );
  dropZone.addEventListener('dragleave', (event) => {
    if (!dropZone.contains(event.relatedTarget as Node | null)) dropZone.classList.remove('dropping');
  });
  dropZone.addEventListener(
    'drop',
    (event) => {
      dropZone.classList.remove('dropping');
      const items = [...(event.dataTransfer?.items ?? [])].filter((i) => i.kind === 'file');
      if (items.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      // Read from the drop at once: its data is gone once the event ends.
      const chosen: OpenedFile[] = items.map((i) => ({ file: i.getAsFile(), handle: (i as DataTransferItem & { getAsFileSystemHandle?: () => Promise<FileSystemHandle | null> }).getAsFileSystemHandle?.() }));
      void useFiles().then((f) => f?.openFiles(chosen));
    },
    true,
  );

  downloads.forEach((button, i) => {
    const format = TABLE_FORMATS[i] ?? 'md';
    button.addEventListener('click', () => {
      const text = tableOutput(analysis, format);
      if (text === undefined) return;
      download(`${slugOf(analysis.documents[0]?.title ?? 'design')}-costs.${format}`, text, TABLE_MEDIA[format]);
    });
  });

  update(started);

  // Later visits, or a changed address: take the design and the document from it.
  return (next) => {
    if (addressTimer !== undefined) clearTimeout(addressTimer);
    addressTimer = undefined;
    addressDirty = false;
    // The address says the design was too long for it, and the editor holds that long design
    // (another view was visited): the editor keeps it.
    if (next.get('design') === undefined && next.get('long') === '1' && editor.view.state.doc.length > ADDRESS_TEXT_LIMIT) {
      notice.textContent = TOO_LONG_NOW;
      sheet.show();
      update(performance.now());
      return;
    }
    const wanted = designParam(next);
    notice.textContent = wanted.notice;
    sheet.show();
    if (wanted.text === editor.text()) update(performance.now());
    else if (files !== undefined) files.fromAddress(wanted.text);
    else editor.setText(wanted.text);
  };
}

/** The view; `show` reaches the parts that `mount` built. */
function createShipView(): View {
  let showAgain: ((state: StateAccess) => void) | undefined;
  return {
    title: 'Ship editor',
    mount(root, state) {
      showAgain = mountShip(root, state);
    },
    show(state) {
      showAgain?.(state);
    },
  };
}

export const shipView: View = createShipView();
