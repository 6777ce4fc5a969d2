/**
 * Writing a placed plot as one SVG document (internal). User units are millimetres (the
 * `viewBox` is the plot in mm and `width`/`height` say so); each chart is a `<g data-chart>`
 * with its value axis in `data-axis`; every bar carries `data-value` and `data-bar`, every text
 * `data-fit` (the cell it was fitted to). One font stack is declared once, in the `<style>`.
 */
import { escapeSvgText } from '../sheet/escape.js';
import { FONT_FAMILY } from '../sheet/font-metrics.js';
import { fittedTextSvg } from '../sheet/text-svg.js';
import { PLOT_STYLE } from './style.js';
import type { PlacedChart, PlotItem } from './types.js';

/** A number as the SVG writes it: at most three decimals, no trailing zeros. */
function n(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return String(Object.is(r, -0) ? 0 : r);
}

function item(i: PlotItem): string {
  switch (i.kind) {
    case 'rect': {
      const data = `${i.value === undefined ? '' : ` data-value="${n6(i.value)}"`}${i.bar === undefined ? '' : ` data-bar="${escapeSvgText(i.bar)}"`}`;
      return `<rect x="${n(i.x)}" y="${n(i.y)}" width="${n(i.w)}" height="${n(i.h)}" class="${i.cls}"${data}/>`;
    }
    case 'line':
      return `<line x1="${n(i.x1)}" y1="${n(i.y1)}" x2="${n(i.x2)}" y2="${n(i.y2)}" class="${i.cls}"/>`;
    case 'text':
      return fittedTextSvg(i, n);
  }
}

/** A share as `data-value` writes it: six decimals at most (a bar's length is read back from it). */
function n6(v: number): string {
  return String(Math.round(v * 1e6) / 1e6);
}

/** The hatching of the mono variant's "survived" bar: black diagonals on white. */
const HATCH = '<defs><pattern id="hatch" width="1.2" height="1.2" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="1.2" height="1.2" fill="#fff"/><line x1="0" y1="0" x2="0" y2="1.2" stroke="#000" stroke-width=".35"/></pattern></defs>';

/**
 * Places charts one under another, from the top margin and `PLOT_STYLE.rows.chartGap` apart
 * (each `place(y)` draws its chart at y), and draws them as one SVG document of `width`, as tall
 * as they are: the layout every plot of this module shares.
 */
export function stackCharts(place: readonly ((y: number) => PlacedChart)[], width: number, title: string, mono: boolean, css = ''): string {
  const { margin, rows } = PLOT_STYLE;
  const charts: PlacedChart[] = [];
  let y = margin;
  for (const p of place) {
    const chart = p(y);
    charts.push(chart);
    y += chart.height + rows.chartGap;
  }
  return plotSvg(charts, width, y - rows.chartGap + margin, title, mono, css);
}

/** The charts, stacked from the top at the offsets given, as a complete SVG document; `css` adds the rules of a chart's own classes. */
export function plotSvg(charts: readonly PlacedChart[], width: number, height: number, title: string, mono: boolean, css = ''): string {
  const w = n(width);
  const h = n(height);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    `<title>${escapeSvgText(title)}</title>`,
    `<style>text{font-family:${FONT_FAMILY};fill:#000}${mono ? PLOT_STYLE.css.mono : PLOT_STYLE.css.color}${css}</style>`,
  ];
  if (mono) out.push(HATCH);
  out.push(`<rect width="${w}" height="${h}" fill="#fff"/>`);
  for (const c of charts) {
    const axis = c.axis === undefined ? '' : ` data-axis="${n(c.axis.origin)} ${n(c.axis.length)} ${n6(c.axis.max)} ${c.axis.direction}"`;
    out.push(`<g data-chart="${c.name}"${axis}>`);
    for (const i of c.items) out.push(item(i));
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
