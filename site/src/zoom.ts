/**
 * Zoom for a box of SVG pictures (a record sheet, the survivability charts): fitted to the box's
 * width (the default), at 100% or 200% of the picture's printed size in a box that scrolls (a
 * phone's pinch zooms the page as usual), Ctrl or ⌘ with the mouse wheel over the box for the steps
 * between, and "Open full size", the picture alone in a new tab. The bar is hidden while the box
 * holds no picture. Each picture drawn into the box later takes the chosen zoom.
 */
import { h } from './dom.js';

/** The zoom of a box: `fit` (its width), or a factor of the printed size. */
export type Zoom = 'fit' | number;

/** The factors Ctrl + wheel steps through. */
export const ZOOM_STEPS: readonly number[] = Object.freeze([0.5, 0.75, 1, 1.5, 2, 3, 4]);

export interface ZoomBar {
  /** The bar of buttons, to put above the box. */
  readonly element: HTMLElement;
  /** The zoom now. */
  zoom(): Zoom;
  /** Sets the zoom (as the buttons do). */
  set(zoom: Zoom): void;
}

export interface ZoomOptions {
  /** The prefix of the buttons' ids: `<id>-fit`, `<id>-100`, `<id>-200`, `<id>-open`. */
  readonly id: string;
  /** The box the pictures are drawn into. */
  readonly box: HTMLElement;
  /** What the pictures are, for the buttons' labels ("the record sheet"). */
  readonly what: string;
  /** The SVG text of the picture to open full size (undefined when there is none). */
  readonly source: () => string | undefined;
}

/** The printed width of a picture in CSS pixels (its `width`, or else its viewBox's). */
export function printedWidth(svg: SVGSVGElement): number {
  try {
    const w = svg.width.baseVal.value;
    if (w > 0 && svg.getAttribute('width')?.endsWith('%') !== true) return w;
  } catch {
    // no width: the viewBox below
  }
  return svg.viewBox.baseVal?.width || 800;
}

/** Builds the zoom bar of a box. */
export function createZoomBar(o: ZoomOptions): ZoomBar {
  let zoom: Zoom = 'fit';
  // The visible words are the buttons' names (the group names what they zoom); the title says more.
  const button = (suffix: string, text: string, title: string): HTMLButtonElement =>
    h('button', { type: 'button', id: `${o.id}-${suffix}`, class: 'secondary small', 'aria-pressed': 'false', title }, text);
  const fit = button('fit', 'Fit width', `Fit ${o.what} to the panel's width`);
  const one = button('100', '100%', `Show ${o.what} at its printed size`);
  const two = button('200', '200%', `Show ${o.what} at twice its printed size`);
  const open = h('button', { type: 'button', id: `${o.id}-open`, class: 'secondary small', title: `Open ${o.what} alone in a new tab` }, 'Open full size');
  const element = h('div', { class: 'zoom-bar', role: 'group', 'aria-label': `Zoom of ${o.what}`, hidden: true }, h('span', { class: 'label' }, 'Zoom'), fit, one, two, open);

  const apply = (): void => {
    o.box.dataset['zoom'] = String(zoom);
    for (const svg of o.box.querySelectorAll('svg')) {
      if (svg.parentElement?.closest('svg') !== null) continue; // a picture inside a picture
      svg.style.width = zoom === 'fit' ? '' : `${Math.round(printedWidth(svg) * zoom)}px`;
    }
    fit.setAttribute('aria-pressed', String(zoom === 'fit'));
    one.setAttribute('aria-pressed', String(zoom === 1));
    two.setAttribute('aria-pressed', String(zoom === 2));
    // A box that scrolls can be scrolled from the keyboard.
    if (zoom !== 'fit') o.box.setAttribute('tabindex', '0');
    else if (o.box.dataset['focusable'] !== 'always') o.box.removeAttribute('tabindex');
  };
  const set = (z: Zoom): void => {
    zoom = z;
    apply();
  };
  if (o.box.getAttribute('tabindex') === '0') o.box.dataset['focusable'] = 'always';
  fit.addEventListener('click', () => set('fit'));
  one.addEventListener('click', () => set(1));
  two.addEventListener('click', () => set(2));
  open.addEventListener('click', () => {
    const svg = o.source();
    if (svg === undefined) return;
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    window.open(url, '_blank');
    // The new tab has read it by then; the address is let go.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  });
  o.box.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const svg = o.box.querySelector('svg');
      if (svg === null) return;
      // From the fitted size: the step nearest to it.
      const now = zoom === 'fit' ? svg.getBoundingClientRect().width / printedWidth(svg) : zoom;
      const steps = event.deltaY < 0 ? ZOOM_STEPS.filter((s) => s > now + 0.01) : ZOOM_STEPS.filter((s) => s < now - 0.01).reverse();
      const to = steps[0];
      if (to !== undefined) set(to);
    },
    { passive: false },
  );
  // Each picture drawn later takes the zoom; the bar shows while there is one.
  new MutationObserver(() => {
    element.hidden = o.box.querySelector('svg') === null;
    apply();
  }).observe(o.box, { childList: true, subtree: true });
  apply();
  return { element, zoom: () => zoom, set };
}
