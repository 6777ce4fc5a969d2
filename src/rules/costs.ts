import type { FunctionKind, SensorMode } from './functions.js';
import { notes, seed001, type SourceRef } from './source.js';
import { deepFreeze } from './freeze.js';

/**
 * What a function's basic points are made of. Every term is optional; the basic cost is
 * `base + perDie x dice + perPoint x points + perExtraSensor x (sensor types - 1)
 * + perRadiusHex x radius + byMode[mode]`.
 */
export interface FunctionCost {
  readonly base?: number;
  readonly perDie?: number;
  readonly perPoint?: number;
  readonly perExtraSensor?: number;
  readonly perRadiusHex?: number;
  readonly byMode?: { readonly [M in SensorMode]: number };
  readonly source: SourceRef;
}

/**
 * Basic point costs of the functions (the Ship Point System, each function's entry): the first step of every
 * price. Shock is 3 per die, not the 5 the aggressor shield example charges (ruling 4). Damage
 * Resistance is bought in its own steps, so its points are its cost. A missile's amount is its
 * basic points.
 *
 * @example
 * ```ts
 * import { FUNCTION_COSTS, priceUnit } from 'spacedock';
 *
 * const zap = FUNCTION_COSTS.zap; // { perDie: 5, ... }
 * const r = priceUnit('3d6 eZap');
 * if (!r.ok || r.value.basic !== 3 * zap.perDie!) throw new Error('3 dice of Zap cost 15');
 * ```
 */
export const FUNCTION_COSTS: { readonly [K in FunctionKind]: FunctionCost } = /* @__PURE__ */ deepFreeze({
  shock: { perDie: 3, source: notes('Contradictions and rulings 4: Shock cost') },
  zap: { perDie: 5, source: seed001('nd6 ZAP') },
  defense: { perPoint: 1, source: seed001('n DEFENSE') },
  darkness: { base: 10, perExtraSensor: 5, perRadiusHex: 10, source: seed001('DARKNESS n Radius vs. x,y,z') },
  flash: { perDie: 10, perExtraSensor: 5, source: seed001('nd6 FLASH vs. x,y,z') },
  'flash-defense': { perPoint: 1, source: seed001('n FLASH DEFENSE=x') },
  illusion: { base: 20, perExtraSensor: 5, source: seed001('ILLUSION vs. x,y,z') },
  invisibility: { base: 30, perExtraSensor: 15, source: seed001('INVISIBILITY vs. x,y,z') },
  sensors: { byMode: { detection: 10, targeting: 20 }, source: seed001('SENSORS') },
  'damage-resistance': { perPoint: 1, source: seed001('DAMAGE RESISTANCE') },
  drain: { perDie: 15, source: seed001('nd6 DRAIN=function') },
  'drain-defense': { perPoint: 1, source: seed001('n DRAIN DEFENSE=function') },
  missile: { perPoint: 1, source: seed001('MISSILE') },
});
