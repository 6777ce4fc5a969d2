/**
 * The table of prices, one row per spec: the columns `spacedock price -` prints for a batch and
 * the unit bench shows for its specs, and the texts of a row. The spec is its canonical form;
 * a unit without range shows `-`.
 */
import type { UnitPrice } from './price.js';

/** A column of the table of prices: its heading, and whether it holds numbers (right-aligned). */
export interface PriceTableColumn {
  readonly name: 'line' | 'spec' | 'basic' | 'active' | 'build' | 'power' | 'range';
  readonly numeric: boolean;
}

/**
 * The columns of the table of prices, in order.
 */
export const PRICE_TABLE_COLUMNS: readonly PriceTableColumn[] = /* @__PURE__ */ Object.freeze(
  (['line', 'spec', 'basic', 'active', 'build', 'power', 'range'] as const).map((name) => Object.freeze({ name, numeric: name !== 'spec' })),
);

/**
 * The texts of a row of the table of prices, one per column of {@link PRICE_TABLE_COLUMNS}.
 */
export function priceTableCells(line: number, canonical: string, p: UnitPrice): readonly string[] {
  return [String(line), canonical, String(p.basic), String(p.active), String(p.build), String(p.power), p.ranged ? String(p.range) : '-'];
}
