import type { FleetLimitField } from '../design/model.js';
import type { ShipTotals } from '../design/totals.js';
import { TOTAL_NAMES } from '../design/total-names.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, type SourceRef } from '../rules/source.js';
import type { FleetTotals } from './types.js';

/** One limit a fleet may set: the field, the total it bounds, and how messages name it. */
export interface FleetLimitTotal {
  /** The fleet's field (`spacesLimit`). */
  readonly field: FleetLimitField;
  /** The fleet's total it bounds (`FleetTotals`). */
  readonly total: Exclude<keyof FleetTotals, 'ships'>;
  /** Each ship's share of it: the ship's own total (`ShipTotals`). */
  readonly ship: 'points' | 'unitPower' | 'systemSpaces' | 'systemRepair' | 'boxes';
  /** What the fleet does with it, in the message (`costs 46 points`, `has 120 system spaces`). */
  readonly verb: 'costs' | 'has' | 'needs';
  readonly source: SourceRef;
}

const LIMITS_READING = ours('fleet limits: a fleet may bound any total of its ships');

/**
 * The limits a fleet may set, in the format's order (`specs/design-format.md` 6.4), each bounding
 * the sum of one total of its ships (internal: `resolveFleet` reads it, and the messages of
 * `fleet-over-limit` name each total with its words).
 */
export const FLEET_LIMIT_TOTALS: readonly FleetLimitTotal[] = /* @__PURE__ */ deepFreeze([
  { field: 'pointsLimit', total: 'points', ship: 'points', verb: 'costs', source: LIMITS_READING },
  { field: 'powerLimit', total: 'power', ship: 'unitPower', verb: 'needs', source: LIMITS_READING },
  { field: 'spacesLimit', total: 'spaces', ship: 'systemSpaces', verb: 'has', source: LIMITS_READING },
  { field: 'repairLimit', total: 'repair', ship: 'systemRepair', verb: 'has', source: LIMITS_READING },
  { field: 'boxesLimit', total: 'boxes', ship: 'boxes', verb: 'has', source: LIMITS_READING },
] satisfies readonly FleetLimitTotal[]);

/** A limit's total in words, after a number (`120 system spaces`): its ships' total's `TOTAL_NAMES` (internal). */
export const limitWords = (limit: FleetLimitTotal): string => TOTAL_NAMES[limit.ship];

/** A ship's figure for one limit (internal). */
export const shipFigure = (totals: ShipTotals, limit: FleetLimitTotal): number => totals[limit.ship];
