/**
 * The ship editor's readout (issue 28): the chosen ship's stat block as `spacedock render` prints
 * it, with the same built-in templates. Shown on request: the first "Show the readout" fetches its
 * chunk (LiquidJS and the templates, site/src/readout-render.ts), then the HTML readout is drawn in
 * a sandboxed frame (no script runs in it) and follows the design as it is edited. "Copy as
 * Markdown" puts readout.md on the clipboard; both texts download too.
 */
import { documentReadout, READOUT_FORMAT, templateData } from '../../src/design/index.js';
import type { ReadoutText } from './readout-render.js';
import { download, h } from './dom.js';
import { slugOf, type ShipDocument } from './ship-analysis.js';

/** How long after the last change the readout is rendered again (ms). */
const READOUT_DELAY = 250;

/** What the readout is made of: the chosen document and a key naming its text. */
export interface ReadoutSource {
  readonly document: ShipDocument | undefined;
  readonly key: string;
  /** The document is the last version without errors of a design that now has errors. */
  readonly stale?: boolean;
}

export interface ReadoutPanel {
  readonly element: HTMLElement;
  /** Renders the readout of this source a moment from now, when it is shown. */
  schedule(source: ReadoutSource): void;
}

type Render = (document: ShipDocument) => ReadoutText;

/** Loads the readout's chunk (the browser fetches it once, and answers later imports at once). */
function loadRenderer(generator: string): Promise<Render> {
  return import('./readout-render.js').then((m) => (document: ShipDocument) => {
    const doc = documentReadout(document.loaded);
    if (!doc.ok) return { ok: false, diagnostics: doc.diagnostics };
    return m.renderReadout(templateData([{ format: READOUT_FORMAT, file: 'design.yaml', documents: [doc.value] }], { generator }));
  });
}

/** Builds the readout panel. */
export function createReadoutPanel(generator: string): ReadoutPanel {
  const toggle = h('button', { type: 'button', id: 'readout-show', class: 'secondary', 'aria-expanded': 'false', 'aria-controls': 'readout-body' }, 'Show the readout');
  const copy = h('button', { type: 'button', id: 'readout-copy-md', class: 'secondary', disabled: true }, 'Copy as Markdown');
  const getHtml = h('button', { type: 'button', id: 'readout-download-html', class: 'secondary', disabled: true, 'aria-label': 'Download the readout as HTML' }, 'HTML');
  const getMd = h('button', { type: 'button', id: 'readout-download-md', class: 'secondary', disabled: true, 'aria-label': 'Download the readout as Markdown' }, 'Markdown');
  const note = h('p', { id: 'readout-note', class: 'stale-note', role: 'status' });
  const frame = h('iframe', { id: 'readout-frame', title: 'Readout of the ship', sandbox: 'allow-same-origin', hidden: true });
  const body = h('div', { id: 'readout-body', hidden: true }, h('div', { class: 'row downloads', role: 'group', 'aria-label': 'Readout' }, copy, h('span', { class: 'label' }, 'Download'), getHtml, getMd), note, frame);
  const element = h(
    'div',
    { class: 'panel readout-panel' },
    h('h3', { id: 'readout-title' }, 'Readout'),
    h('p', { class: 'intro' }, 'The ship’s stat block for a rulebook, as ', h('code', {}, 'spacedock render readout.html'), ' prints it.'),
    toggle,
    body,
  );

  let source: ReadoutSource = { document: undefined, key: '' };
  let shownKey: string | undefined;
  let text: Extract<ReadoutText, { ok: true }> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open = false;

  const setText = (t: typeof text): void => {
    text = t;
    for (const b of [copy, getHtml, getMd]) b.disabled = t === undefined;
  };

  /** Sizes the frame to its page, so that the panel scrolls with the view, not inside the frame. */
  const fit = (): void => {
    const doc = frame.contentDocument;
    if (doc?.documentElement !== undefined && doc.documentElement !== null) frame.style.height = `${doc.documentElement.scrollHeight + 4}px`;
  };
  frame.addEventListener('load', fit);
  window.addEventListener('resize', () => {
    if (open) fit();
  });

  function render(): void {
    timer = undefined;
    if (!open || shownKey === source.key) return;
    const wanted = source;
    const doc = wanted.document;
    if (doc === undefined || doc.kind !== 'ship') {
      shownKey = wanted.key;
      setText(undefined);
      frame.hidden = true;
      note.textContent = doc === undefined ? 'No readout: the design has errors, or holds no document yet.' : 'No readout: this document is a unit list (its cost table is above). Choose a ship.';
      return;
    }
    note.textContent = 'Loading the readout…';
    loadRenderer(generator).then(
      (renderOne) => {
        if (source !== wanted || !open) return; // changed or closed meanwhile: the next render follows
        const r = renderOne(doc);
        shownKey = wanted.key;
        if (!r.ok) {
          setText(undefined);
          frame.hidden = true;
          note.textContent = `No readout: ${r.diagnostics.map((d) => d.message).join('; ')}`;
          return;
        }
        setText(r);
        note.textContent = wanted.stale === true ? `Stale: the design has errors, so this is the readout of the last version of “${doc.title}” without errors.` : '';
        frame.hidden = false;
        frame.srcdoc = r.html;
      },
      (error: unknown) => {
        note.textContent = `The readout could not be loaded (${error instanceof Error ? error.message : String(error)}; is the page offline?)`;
      },
    );
  }

  toggle.addEventListener('click', () => {
    open = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? 'Hide the readout' : 'Show the readout';
    body.hidden = !open;
    if (open) render();
  });
  copy.addEventListener('click', () => {
    if (text === undefined) return;
    navigator.clipboard.writeText(text.md).then(
      () => (note.textContent = 'The Markdown readout is on the clipboard.'),
      () => (note.textContent = 'The clipboard is not available here: download the Markdown instead.'),
    );
  });
  const fileName = (): string => slugOf(source.document?.title ?? 'ship');
  getHtml.addEventListener('click', () => text !== undefined && download(`${fileName()}.html`, text.html, 'text/html'));
  getMd.addEventListener('click', () => text !== undefined && download(`${fileName()}.md`, text.md, 'text/markdown'));

  return {
    element,
    schedule(next) {
      source = next;
      if (!open) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(render, READOUT_DELAY);
    },
  };
}
