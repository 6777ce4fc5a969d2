/**
 * The six shield facings as a record sheet draws them around the ship.
 */
import type { Facing } from '../damage/ship.js';
import { deepFreeze } from '../rules/freeze.js';
import { seed003, type SourceRef } from '../rules/source.js';

/** Where a facing sits around the ship: a column (left, centre, right) and its upper or lower half. */
export interface ShieldPlace {
  readonly facing: Facing;
  readonly label: string;
  readonly column: 'left' | 'center' | 'right';
  readonly half: 'upper' | 'lower';
}

/**
 * The facings around the ship, clockwise from the bow: #1 forward (above), #2 right-forward and
 * #3 right-rear (right), #4 aft (below), #5 left-rear and #6 left-forward (left); the facing
 * numbers are the damage rules' (D4.321).
 */
export const SHIELD_PLACES: readonly ShieldPlace[] = /* @__PURE__ */ deepFreeze([
  { facing: 1, label: '#1 Forward', column: 'center', half: 'upper' },
  { facing: 2, label: '#2 Right forward', column: 'right', half: 'upper' },
  { facing: 3, label: '#3 Right rear', column: 'right', half: 'lower' },
  { facing: 4, label: '#4 Aft', column: 'center', half: 'lower' },
  { facing: 5, label: '#5 Left rear', column: 'left', half: 'lower' },
  { facing: 6, label: '#6 Left forward', column: 'left', half: 'upper' },
] as ShieldPlace[]);

/** The rule the facing numbers come from. */
export const SHIELD_SOURCE: SourceRef = /* @__PURE__ */ deepFreeze(seed003('D4.321'));
