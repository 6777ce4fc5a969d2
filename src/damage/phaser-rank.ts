import { deepFreeze } from '../rules/freeze.js';
import { seed003, type SourceRef } from '../rules/source.js';
import type { PhaserType } from './ship.js';

/**
 * Phaser types from the most powerful down, for D4.322: every third phaser hit of a volley must
 * take one of the more powerful types (the rule names Ph1, PhG, Ph2 and Ph-3, in that order).
 * `resolveVolley` uses it unless given its own ranking (`options.phaserRank`).
 *
 * @example
 * ```ts
 * import { PHASER_RANK } from 'spacedock/damage';
 *
 * if (PHASER_RANK.types.indexOf('Ph-G') >= PHASER_RANK.types.indexOf('Ph-2')) throw new Error('Ph-G outranks Ph-2');
 * if (PHASER_RANK.source.entry !== 'D4.322') throw new Error(PHASER_RANK.source.entry);
 * ```
 */
export const PHASER_RANK: { readonly types: readonly PhaserType[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  types: ['Ph-1', 'Ph-G', 'Ph-2', 'Ph-3'],
  source: seed003('D4.322'),
});
