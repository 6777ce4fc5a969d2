/**
 * From whatever `renderSheet` was given to what the sheet shows (internal): a compiled ship, a
 * compiled ship with a state of its ship, or a ship input, told apart by their fields, each read
 * by its own reader; then the ship's boxes as rows, within `SHEET_LIMITS`.
 */
import type { ShipState } from '../damage/ship.js';
import { report, type Report } from '../diagnostics/report.js';
import { readProperty } from '../input/plain.js';
import { SHEET_LIMITS } from './limits.js';
import { readDesign } from './read-design.js';
import { readDesignState } from './read-design-state.js';
import { readShipInput } from './read-ship-input.js';
import { armorBoxCount, armorHolding, boxGroups, shieldRows } from './ship-content.js';
import type { SheetData } from './sheet-data.js';

/** How many damage boxes a sheet of the ship draws. */
function boxCount(ship: ShipState, shieldBoxes: readonly number[] | undefined): number {
  let n = ship.phasers.length + armorBoxCount(ship);
  ship.shields.forEach((s, i) => (n += shieldBoxes?.[i] ?? s));
  for (const b of Object.values(ship.systems)) n += b?.total ?? 0;
  const t = ship.tracks;
  return n + t.sensor.boxes.length + t.scanner.boxes.length + t.damageControl.boxes.length + t.excess.boxes.length;
}

/** Reads the input; undefined (with every reason reported) when it cannot be drawn. */
export function readSheetInput(input: unknown, r: Report): SheetData | undefined {
  const has = (key: string): boolean => {
    const read = readProperty(input, key);
    return read.ok && read.value !== undefined;
  };
  const object = typeof input === 'object' && input !== null;
  // A compiled document has a `document` (and a ship model a `ship` too): it is told apart first.
  const kind = !object ? 'ship' : has('design') ? 'design-state' : has('document') ? 'design' : 'ship';
  const content = kind === 'design' ? readDesign(input, r) : kind === 'design-state' ? readDesignState(input as object, r) : readShipInput(input, r);
  if (content === undefined) return undefined;
  const isDesign = kind === 'design';
  const shieldBoxes = content.shieldBoxes;
  const boxes = boxCount(content.ship, shieldBoxes);
  if (boxes > SHEET_LIMITS.maxBoxes) {
    report(r, 'sheet-too-large', isDesign ? '' : 'ship', `the ship has ${boxes} damage boxes; a sheet draws at most ${SHEET_LIMITS.maxBoxes}`);
    return undefined;
  }
  for (const t of content.tables) {
    if (t.rows.length > SHEET_LIMITS.maxTableRows) {
      report(r, 'sheet-too-large', isDesign ? (t.title === 'Hull systems' ? 'systems' : 'units') : 'units', `${t.rows.length} lines; a sheet's table holds at most ${SHEET_LIMITS.maxTableRows}`);
      return undefined;
    }
  }
  const ship = content.ship;
  return {
    name: ship.name,
    info: [...content.info, `Damage boxes ${boxes}`],
    shields: shieldRows(ship, shieldBoxes),
    groups: boxGroups(ship),
    tables: content.tables,
    holding: armorHolding(ship),
    destroyed: ship.destroyed,
  };
}
