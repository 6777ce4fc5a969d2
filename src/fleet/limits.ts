import { deepFreeze } from '../rules/freeze.js';

/**
 * The bounds of `resolveFleet`'s work, checked before the work they bound: a fleet of at most
 * `maxShips` ships (every line's count and nested fleets expanded), fleets nested at most
 * `maxDepth` deep, at most `maxFiles` design files read (each once). Past one, the fleet is a
 * `fleet-too-large` error and nothing more is read (`specs/limits.md#fleets`).
 *
 * @example
 * ```ts
 * import { FLEET_LIMITS } from 'spacedock/design';
 *
 * if (FLEET_LIMITS.maxShips !== 1000 || !Object.isFrozen(FLEET_LIMITS)) throw new Error('a frozen table');
 * ```
 */
export const FLEET_LIMITS: { readonly maxShips: number; readonly maxDepth: number; readonly maxFiles: number } = /* @__PURE__ */ deepFreeze({
  maxShips: 1000,
  maxDepth: 8,
  maxFiles: 64,
});
