/**
 * The readout's working part, fetched the first time the readout is shown (readout-panel.ts):
 * the readout model of the chosen ship, rendered with the built-in templates (readout-render.ts,
 * LiquidJS), the HTML in a sandboxed frame sized to its page, "Copy as Markdown", and both texts
 * as downloads.
 */
import { READOUT_FORMAT, templateData } from '../../src/design/index.js';
import { download, h } from './dom.js';
import type { ReadoutSource } from './readout-panel.js';
import { renderReadout, type ReadoutText } from './readout-render.js';
import { slugOf } from './ship-analysis.js';

/** How long after the last change the readout is rendered again (ms). */
const READOUT_DELAY = 250;

export interface ReadoutBody {
  /** Renders this source now (the readout was just shown). */
  show(source: ReadoutSource): void;
  /** Renders this source a moment from now (the design changed while it is shown). */
  schedule(source: ReadoutSource): void;
}

/** Builds the readout's buttons and frame into `holder`, under its status line `note`. */
export function mountReadoutBody(holder: HTMLElement, note: HTMLElement, generator: string): ReadoutBody {
  const copy = h('button', { type: 'button', id: 'readout-copy-md', class: 'secondary', disabled: true }, 'Copy as Markdown');
  const getHtml = h('button', { type: 'button', id: 'readout-download-html', class: 'secondary', disabled: true, 'aria-label': 'Download the readout as HTML' }, 'HTML');
  const getMd = h('button', { type: 'button', id: 'readout-download-md', class: 'secondary', disabled: true, 'aria-label': 'Download the readout as Markdown' }, 'Markdown');
  const frame = h('iframe', { id: 'readout-frame', title: 'Readout of the ship', sandbox: 'allow-same-origin', hidden: true });
  holder.prepend(h('div', { class: 'row downloads', role: 'group', 'aria-label': 'Readout' }, copy, h('span', { class: 'label' }, 'Download'), getHtml, getMd));
  holder.append(frame);

  let source: ReadoutSource = { document: undefined, key: '' };
  let shownKey: string | undefined;
  let text: Extract<ReadoutText, { ok: true }> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

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
    if (!holder.hidden) fit();
  });

  function render(): void {
    timer = undefined;
    if (holder.hidden || shownKey === source.key) return;
    shownKey = source.key;
    const doc = source.document;
    if (doc === undefined || doc.kind !== 'ship') {
      setText(undefined);
      frame.hidden = true;
      note.textContent = doc === undefined ? 'No readout: the design has errors, or holds no document yet.' : `No readout: this document is a ${doc.kind === 'fleet' ? 'fleet' : 'unit list (its cost table is above)'}. Choose a ship.`;
      return;
    }
    const r: ReadoutText = renderReadout(templateData([{ format: READOUT_FORMAT, file: 'design.yaml', documents: [doc.loaded.readout] }], { generator }));
    if (!r.ok) {
      setText(undefined);
      frame.hidden = true;
      note.textContent = `No readout: ${r.diagnostics.map((d) => d.message).join('; ')}`;
      return;
    }
    setText(r);
    note.textContent = source.stale === true ? `Stale: the design has errors, so this is the readout of the last version of “${doc.title}” without errors.` : '';
    frame.hidden = false;
    frame.srcdoc = r.html;
  }

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
    show(next) {
      source = next;
      if (timer !== undefined) clearTimeout(timer);
      render();
    },
    schedule(next) {
      source = next;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(render, READOUT_DELAY);
    },
  };
}
