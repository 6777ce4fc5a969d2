/**
 * A sheet's content from a loaded ship document (internal): the ship through `shipOfDesign`,
 * the title and totals from the document (`designTotals`), the units and systems tables.
 */
import type { ShipState } from '../damage/ship.js';
import type { LoadedDocument } from '../design/load.js';
import type { ShipDesign } from '../design/schema.js';
import { shipOfDesign } from '../design/ship.js';
import { designTotals } from '../design/totals.js';
import { validateDesign } from '../design/validate.js';
import { report, reportAll, type Report } from '../diagnostics/report.js';
import { readProperty, thrownMessage } from '../input/plain.js';
import { priceUnit, type UnitPrice } from '../pricing/price.js';
import { SHEET_LIMITS } from './limits.js';
import type { TableSpec } from './sheet-data.js';
import { systemsTable, weaponsTable, type PricedUnit } from './tables.js';

/** What a ship document gives the sheet. */
export interface DesignContent {
  readonly ship: ShipState;
  readonly info: readonly string[];
  readonly tables: readonly TableSpec[];
  /** The shields before damage, when the ship drawn is a damaged state. */
  readonly shieldBoxes: readonly number[] | undefined;
}

/** Whether a value looks like a price from `priceUnit` (whole numbers where the table reads them). */
function isPrice(p: unknown): p is UnitPrice {
  if (typeof p !== 'object' || p === null) return false;
  const q = p as Record<string, unknown>;
  const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  return whole(q['build']) && whole(q['power']) && whole(q['range']) && typeof q['ranged'] === 'boolean';
}

/**
 * The loaded price of unit line `i`, or the unit priced again when the document came without one
 * (each spec once, however many lines share it: `memo`); a message saying why when it does not
 * price.
 */
function priceOf(prices: unknown, i: number, spec: string, design: ShipDesign, memo: Map<string, UnitPrice | string>): UnitPrice | string {
  try {
    const p = Array.isArray(prices) ? (prices[i] as unknown) : undefined;
    if (isPrice(p)) return { ...p };
  } catch {
    // A hostile prices list: price the spec itself.
  }
  const known = memo.get(spec);
  if (known !== undefined) return typeof known === 'string' ? known : { ...known };
  const priced = priceUnit(spec, { profile: design.profile ?? 'default' });
  const answer = priced.ok ? priced.value : (priced.diagnostics.find((d) => d.severity === 'error')?.message ?? 'it does not price');
  memo.set(spec, answer);
  return answer;
}

/** A path under a prefix (`design` + `units[0].spec`). */
function under(prefix: string, path: string): string {
  return prefix === '' ? path : `${prefix}.${path}`;
}

/** Reads a loaded ship document; undefined (with the reasons reported) when it makes no ship. */
export function readDesign(loaded: object, r: Report, prefix = ''): DesignContent | undefined {
  const built = shipOfDesign(loaded as LoadedDocument);
  reportAll(r, built.diagnostics, prefix);
  if (!built.ok) return undefined;
  const doc = readProperty(loaded, 'document');
  const checked = doc.ok ? validateDesign(doc.value) : undefined;
  if (checked?.ok !== true || checked.value.kind !== 'ship') return undefined; // shipOfDesign has said why
  const design = checked.value;
  // The weapons table's limit is checked before any unit is priced (issue 23: pricing came first).
  const lines = design.units ?? [];
  if (lines.length > SHEET_LIMITS.maxTableRows) {
    report(r, 'sheet-too-large', under(prefix, 'units'), `${lines.length} lines; a sheet's table holds at most ${SHEET_LIMITS.maxTableRows}`);
    return undefined;
  }
  const read = readProperty(loaded, 'prices');
  const memo = new Map<string, UnitPrice | string>();
  const priced = lines.map((u, i) => priceOf(read.ok ? read.value : undefined, i, u.spec, design, memo));
  priced.forEach((p, i) => {
    if (typeof p === 'string') report(r, 'invalid-value', under(prefix, `units[${i}].spec`), `${lines[i]?.name ?? 'unit'}: the spec does not price: ${p}`);
  });
  if (priced.some((p) => typeof p === 'string')) return undefined;
  const units: PricedUnit[] = lines.map((u, i) => ({ name: u.name, spec: u.spec, count: u.count ?? 1, price: priced[i] as UnitPrice }));

  const info = [`Size class ${design.sizeClass} · Tech ${design.tech}X · Profile ${design.profile ?? 'default'}`];
  try {
    const totals = designTotals({ document: design, prices: units.map((u) => u.price as UnitPrice), range: [0, 0] });
    reportAll(r, totals.diagnostics, prefix);
    if (!totals.ok) return undefined;
    const t = totals.value;
    info.push(`Build ${t.unitBuild} · Power ${t.unitPower} · Spaces ${t.systemSpaces} · Repair ${t.systemRepair}`);
  } catch (error) {
    // Not reached: the document and prices were checked above.
    report(r, 'invalid-value', under(prefix, 'document'), `the totals could not be computed (${thrownMessage(error)})`);
    return undefined;
  }
  const tables: TableSpec[] = [];
  if (units.length > 0) tables.push(weaponsTable(units));
  const systems = systemsTable((design.systems ?? []).map((s) => ({ label: s.label, variant: s.variant, count: s.count ?? 1 })));
  if (systems.rows.length > 0) tables.push(systems);
  return { ship: built.value, info, tables, shieldBoxes: undefined };
}
