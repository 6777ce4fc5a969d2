/**
 * A fleet in the ship editor's totals panel: its figures (ship-fleet.ts `fleetFigures`), each with
 * the limit the fleet sets, then its lines. In the chunk of ship-files.ts, which the ship editor
 * loads the first time it shows a fleet (or opens a file).
 */
import type { Fleet } from '../../src/fleet/types.js';
import { h } from './dom.js';
import type { FleetCode } from './fleet-code.js';
import { fleetFigures, fleetLineWords } from './ship-fleet.js';

export { withFleets } from './ship-fleet.js';

/** The totals panel's parts for a fleet: each figure (`data-field`, its limit in `data-limit`), then its lines. */
export function fleetTotals(code: FleetCode, fleet: Fleet): HTMLElement[] {
  return [
    ...fleetFigures(code, fleet).map((x) => h('div', { class: 'total' }, h('dt', {}, x.label), h('dd', { 'data-field': x.field, 'data-limit': x.limit ?? undefined }, String(x.value), x.limit === null ? null : h('span', { class: 'limit' }, ` of ${x.limit}`)))),
    h('div', { class: 'total wide' }, h('dt', {}, 'Lines'), h('dd', { id: 'fleet-lines' }, fleetLineWords(fleet).join('; '))),
  ];
}
