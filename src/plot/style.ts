/**
 * The numbers and colours of the plot layout, in one table so the chart code reads them rather
 * than restating them. Conventions of our own (*ours*): type no smaller than the record sheet's
 * (6 pt), the probability bars a dark and a light shade of one hue, every mark a shape as well as
 * a colour so the mono variant (greys and hatching) says the same.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, type SourceRef } from '../rules/source.js';

/** The shape of {@link PLOT_STYLE}. */
export interface PlotStyle {
  /** The default width of a plot, in millimetres (an A4 page less 20 mm margins). */
  readonly width: number;
  /** Space on every side, in millimetres. */
  readonly margin: number;
  /** Font sizes by role, in points. */
  readonly pt: {
    readonly title: number;
    readonly subtitle: number;
    readonly heading: number;
    readonly label: number;
    readonly tick: number;
    readonly value: number;
    readonly note: number;
  };
  /** Row heights and gaps, in millimetres. */
  readonly rows: {
    readonly title: number;
    readonly subtitle: number;
    readonly heading: number;
    /** A heading's second line. */
    readonly headingLine: number;
    readonly legend: number;
    readonly part: number;
    readonly tick: number;
    readonly axisTitle: number;
    readonly note: number;
    readonly value: number;
    readonly chartGap: number;
  };
  /** The thickness of a part's bar, in millimetres. */
  readonly barThickness: number;
  /** The height of a histogram's plotting area, in millimetres. */
  readonly histogramHeight: number;
  /** The share of a histogram slot its bar fills. */
  readonly barFill: number;
  /** Half the length of a whisker's end cap, in millimetres. */
  readonly whiskerCap: number;
  /** Space between two columns of a chart (labels, bars, values), in millimetres. */
  readonly gap: number;
  /** A legend's colour swatch, in millimetres. */
  readonly swatch: number;
  /** The stylesheet of each variant: one rule per class the charts use. */
  readonly css: { readonly color: string; readonly mono: string };
  readonly source: SourceRef;
}

/**
 * The layout's numbers (see {@link PlotStyle}). Classes: `dst` destroyed, `hit` hit, `bar` a
 * histogram bar, `srv` the survived bar, `dis` weapons gone, `grid` grid lines, `axis` axes,
 * `wsk` whiskers, `sw` a swatch's outline.
 */
export const PLOT_STYLE: PlotStyle = /* @__PURE__ */ deepFreeze({
  width: 170,
  margin: 6,
  pt: { title: 11, subtitle: 7, heading: 9, label: 7, tick: 6.5, value: 6, note: 7 },
  rows: { title: 6.5, subtitle: 4.2, heading: 6.5, headingLine: 4.6, legend: 4.2, part: 4.4, tick: 3.8, axisTitle: 4, note: 4.2, value: 3.4, chartGap: 5 },
  barThickness: 2.8,
  histogramHeight: 38,
  barFill: 0.72,
  whiskerCap: 0.7,
  gap: 1.5,
  swatch: 2.6,
  css: {
    color:
      '.dst{fill:#b2182b}.hit{fill:#f4a582}.bar{fill:#4575b4}.srv{fill:#1a9850}.dis{fill:#756bb1}' +
      '.grid{stroke:#d9d9d9;stroke-width:.2}.axis{stroke:#000;stroke-width:.25}.wsk{stroke:#000;stroke-width:.25;fill:none}.sw{stroke:#000;stroke-width:.15}',
    mono:
      '.dst{fill:#404040}.hit{fill:#c8c8c8}.bar{fill:#808080}.srv{fill:url(#hatch);stroke:#000;stroke-width:.2}.dis{fill:#606060}' +
      '.grid{stroke:#d9d9d9;stroke-width:.2}.axis{stroke:#000;stroke-width:.25}.wsk{stroke:#000;stroke-width:.25;fill:none}.sw{stroke:#000;stroke-width:.15}',
  },
  source: ours('survivability plot layout'),
});
