/**
 * A sheet's content from a compiled ship (internal): its ship state, title and totals, units and
 * systems as the model holds them. Nothing is checked, priced or built again: the loader did it
 * once (`loadDesigns`, `compileDesign`).
 */
import type { ShipState } from '../damage/ship.js';
import type { ShipModel } from '../design/model.js';
import { report, type Report } from '../diagnostics/report.js';
import { describeValue } from '../diagnostics/describe.js';
import { pathUnder } from '../diagnostics/path.js';
import { SHEET_LIMITS } from './limits.js';
import { namedTotals } from '../design/total-names.js';
import type { TableSpec } from './sheet-data.js';
import { systemsTable, weaponsTable } from './tables.js';

/** What a ship document gives the sheet. */
export interface DesignContent {
  readonly ship: ShipState;
  readonly info: readonly string[];
  readonly tables: readonly TableSpec[];
  /** The shields before damage, when the ship drawn is a damaged state. */
  readonly shieldBoxes: readonly number[] | undefined;
}

/** A path under a prefix (`design` + `units`). */
function under(prefix: string, path: string): string {
  return pathUnder(prefix, path);
}

/**
 * Whether a value is a compiled ship, by the fields the sheet reads: a model is the loader's
 * output, trusted as it is (a value made up to look like one is the caller's mistake, and any
 * error reading it is caught by `renderSheet`).
 */
export function isShipModel(value: unknown): value is ShipModel {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<ShipModel>;
  return m.kind === 'ship' && typeof m.ship === 'object' && typeof m.totals === 'object' && typeof m.readout === 'object' && typeof m.document === 'object';
}

/** A compiled document's content for the sheet; undefined (with the reason reported) when it is not a ship. */
export function readDesign(model: unknown, r: Report, prefix = ''): DesignContent | undefined {
  if (!isShipModel(model)) {
    const kind = typeof model === 'object' && model !== null ? (model as { kind?: unknown }).kind : undefined;
    if (kind === 'units' || kind === 'fleet') report(r, 'design-not-a-ship', under(prefix, 'kind'), `this document is a ${kind === 'units' ? 'unit list' : 'fleet'}, which has no record sheet of its own; only a ship document has one`);
    else report(r, 'invalid-value', prefix, `${describeValue(model)} is not a compiled ship document (from loadDesigns or compileDesign)`);
    return undefined;
  }
  const { readout, totals: t, ship } = model;
  // The weapons table's limit is checked before anything is laid out.
  if (readout.units.length > SHEET_LIMITS.maxTableRows) {
    report(r, 'sheet-too-large', under(prefix, 'units'), `${readout.units.length} lines; a sheet's table holds at most ${SHEET_LIMITS.maxTableRows}`);
    return undefined;
  }
  const info = [
    `Size class ${readout.sizeClass} · Tech ${readout.tech}X · Profile ${readout.profile}`,
    // The totals in the words `check` prints them with: the points and what they are made of, then the others.
    namedTotals(t, ['points', 'unitBuild', 'boxPoints'], true).join(' · '),
    namedTotals(t, ['unitPower', 'systemSpaces', 'systemRepair'], true).join(' · '),
  ];
  const tables: TableSpec[] = [];
  if (readout.units.length > 0) tables.push(weaponsTable(readout.units));
  const systems = systemsTable(readout.systems);
  if (systems.rows.length > 0) tables.push(systems);
  return { ship, info, tables, shieldBoxes: undefined };
}
