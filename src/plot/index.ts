// spacedock/plot: the charts of a survivability analysis (simulateVolleys) as one SVG document.
export { plotSurvival } from './plot.js';
export { PLOT_LIMITS, type PlotLimits } from './limits.js';
export type { PlotOptions } from './types.js';
export { plotBalance } from './plot-balance.js';
