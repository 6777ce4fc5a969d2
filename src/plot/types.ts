/**
 * The shapes of `spacedock/plot`: its options, and the items a plot is placed as before it is
 * written out as SVG (geometry as data, in millimetres from the top left corner).
 */

/** The options of `plotSurvival` (and of `plotBalance`, which takes all but `parts`). */
export interface PlotOptions {
  /** Greys and hatching only, for a black and white printer (false by default: colour). */
  readonly mono?: boolean;
  /** The width of the plot in millimetres, from `PLOT_LIMITS.minWidth` to `maxWidth` (170 by default); the height follows from the content. */
  readonly width?: number;
  /** Which parts the system-loss chart lists: `'lost'` (the default) those some trial hit, `'all'` every part. */
  readonly parts?: 'all' | 'lost';
  /** The title printed at the top and in the SVG's `<title>` (by default "Survivability of" and the ship's name), at most `PLOT_LIMITS.titleLength` characters. */
  readonly title?: string;
}

/** The role of a text, which sets its size and weight. */
export type PlotTextRole = 'title' | 'subtitle' | 'heading' | 'label' | 'tick' | 'value' | 'note';

/** A text fitted to its cell (internal). */
export interface PlotText {
  readonly kind: 'text';
  /** The cell the text must stay inside (written as `data-fit`). */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly text: string;
  /** Font size in points, after fitting. */
  readonly size: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly bold: boolean;
}

/** A filled rectangle: a bar (with the value it stands for) or a legend swatch (internal). */
export interface PlotRect {
  readonly kind: 'rect';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The style class (see `PLOT_STYLE`). */
  readonly cls: string;
  /** What the bar stands for (written as `data-value`): a probability or a share of the trials, from 0 to 1. */
  readonly value?: number;
  /** What the bar is (written as `data-bar`): a part's name and `destroyed`/`hit`, a turn, a range of values. */
  readonly bar?: string;
}

/** A straight line: an axis, a grid line or a whisker (internal). */
export interface PlotLine {
  readonly kind: 'line';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly cls: string;
}

/** One item of a placed plot (internal). */
export type PlotItem = PlotText | PlotRect | PlotLine;

/**
 * The value axis of a chart (internal; written on the chart's group as
 * `data-axis="origin length max direction"`): where the value 0 lies, how long the axis is, the
 * value at its far end, and which way it runs (`x` to the right, `y` upwards).
 */
export interface PlotAxis {
  readonly origin: number;
  readonly length: number;
  readonly max: number;
  readonly direction: 'x' | 'y';
}

/** One chart, placed (internal): its name, the items, its value axis, and its height. */
export interface PlacedChart {
  readonly name: 'loss' | 'destruction' | 'disarmed' | 'internals' | 'title' | 'outcomes' | 'decided' | 'lost-a' | 'lost-b' | 'balance';
  readonly items: readonly PlotItem[];
  readonly axis?: PlotAxis;
  readonly height: number;
}
