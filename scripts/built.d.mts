/** Whether dist/ is missing, or older than the sources, the bin, the build config or package.json. */
export function distIsStale(): boolean;
/** Builds dist/ (npm run build) when it is stale, saying so on standard error. */
export function ensureBuilt(): void;
