/**
 * Tapping a record sheet on a phone (issue 39). At "Fit width" a phone draws a sheet's boxes 5 or
 * 6 px across, far too small for a finger, so a touch there never marks a box: it zooms the sheet
 * to the tap size (its boxes TAP_BOX_PX across) with the place tapped in the middle of the box
 * that holds the sheet. At that size a tap marks the box under it, as a click does; a mouse click
 * marks at any size; "Fit width" shows the whole sheet again. The "Tap size" button zooms the same
 * way, around the middle of what is shown.
 */
import { h } from './dom.js';
import { printedWidth, type ZoomBar } from './zoom.js';

/** The width a box is drawn at in tap size, in CSS px: above the 24 px of WCAG 2.5.8, with a margin for rounding and fingers. */
export const TAP_BOX_PX = 28;
/** Below this width (CSS px) a touch on the sheet zooms instead of marking (WCAG 2.5.8's smallest target). */
export const TAP_MIN_PX = 24;

/** A sheet's tap zoom: the "Tap size" button (put into the zoom bar), and the touch handler. */
export interface TapZoom {
  readonly button: HTMLButtonElement;
  /** For a click on the sheet: true when it was a touch on boxes too small to tap, which zoomed the sheet (the click marks nothing). */
  zoomed(event: MouseEvent): boolean;
}

/** The tap zoom of the sheet drawn in `box`, zoomed by `zoom`. */
export function createTapZoom(box: HTMLElement, zoom: ZoomBar): TapZoom {
  /** Zooms so that a box is TAP_BOX_PX across, keeping the point (x, y) of the viewport (or the middle) at the middle of the box. */
  const zoomTo = (x?: number, y?: number): void => {
    const svg = box.querySelector('svg');
    const cell = box.querySelector('[data-box]');
    if (svg === null || cell === null) return;
    const r = svg.getBoundingClientRect();
    const w = cell.getBoundingClientRect().width;
    if (r.width === 0 || w === 0) return;
    const fx = ((x ?? box.getBoundingClientRect().left + box.clientWidth / 2) - r.left) / r.width;
    const fy = ((y ?? box.getBoundingClientRect().top + box.clientHeight / 2) - r.top) / r.height;
    zoom.set((TAP_BOX_PX / w) * (r.width / printedWidth(svg)));
    const after = svg.getBoundingClientRect();
    box.scrollLeft += after.left + fx * after.width - (box.getBoundingClientRect().left + box.clientWidth / 2);
    box.scrollTop += after.top + fy * after.height - (box.getBoundingClientRect().top + box.clientHeight / 2);
    box.scrollIntoView({ block: 'nearest' });
  };
  const button = h('button', { type: 'button', id: 'play-zoom-tap', class: 'secondary small', title: `Zoom the record sheet until its boxes are ${TAP_BOX_PX} px across, large enough to tap` }, 'Tap size');
  button.addEventListener('click', () => zoomTo());
  return {
    button,
    zoomed(event) {
      const type = (event as PointerEvent).pointerType;
      if (type !== 'touch' && type !== 'pen') return false;
      const cell = box.querySelector('[data-box]');
      if (cell === null || cell.getBoundingClientRect().width >= TAP_MIN_PX) return false;
      zoomTo(event.clientX, event.clientY);
      return true;
    },
  };
}
