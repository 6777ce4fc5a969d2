/**
 * The ship editor's readout (issue 28): the chosen ship's stat block as `spacedock render` prints
 * it, with the same built-in templates. Only its heading and "Show the readout" are built with the
 * view: the first press fetches the rest in a chunk of its own (site/src/readout-body.ts, with
 * LiquidJS and the templates), which draws the HTML readout in a sandboxed frame (no script runs
 * in it) and follows the design as it is edited.
 */
import { h } from './dom.js';
import type { ShipDocument } from './ship-analysis.js';
import type { ReadoutBody } from './readout-body.js';

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

/** Builds the readout panel: its heading and button now, the rest when first shown. */
export function createReadoutPanel(generator: string): ReadoutPanel {
  const toggle = h('button', { type: 'button', id: 'readout-show', class: 'secondary', 'aria-expanded': 'false', 'aria-controls': 'readout-body' }, 'Show the readout');
  const note = h('p', { id: 'readout-note', class: 'stale-note', role: 'status' });
  const holder = h('div', { id: 'readout-body', hidden: true });
  const element = h(
    'div',
    { class: 'panel readout-panel' },
    h('h3', { id: 'readout-title' }, 'Readout'),
    h('p', { class: 'intro' }, 'The ship’s stat block for a rulebook, as ', h('code', {}, 'spacedock render readout.html'), ' prints it.'),
    toggle,
    holder,
  );
  holder.append(note);
  let source: ReadoutSource = { document: undefined, key: '' };
  let body: ReadoutBody | undefined;
  let open = false;

  toggle.addEventListener('click', () => {
    open = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? 'Hide the readout' : 'Show the readout';
    holder.hidden = !open;
    if (!open) return;
    if (body !== undefined) {
      body.show(source);
      return;
    }
    note.textContent = 'Loading the readout…';
    import('./readout-body.js').then(
      (m) => {
        body ??= m.mountReadoutBody(holder, note, generator);
        if (open) body.show(source);
      },
      (error: unknown) => {
        note.textContent = `The readout could not be loaded (${error instanceof Error ? error.message : String(error)}; is the page offline?)`;
      },
    );
  });

  return {
    element,
    schedule(next) {
      source = next;
      if (open) body?.schedule(next);
    },
  };
}
