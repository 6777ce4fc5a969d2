// spacedock/plot: the charts of a survivability analysis (simulateVolleys) and of a duel (duel) as SVG documents.
export { plotSurvival } from './plot.js';
export { plotDuel } from './duel.js';
export { PLOT_LIMITS, type PlotLimits } from './limits.js';
export type { PlotOptions } from './types.js';
export { plotBalance } from './plot-balance.js';
