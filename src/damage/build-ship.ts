import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_BOXES } from '../input/limits.js';
import { isWhole, readRecordInto, reportNeed, reportUnknownFields } from '../input/plain.js';
import type { ArmorKind, Facing, PhaserType, ShipState, ShipSystem } from './ship.js';
import { assembleShip, readShipParts, readSystemCounts } from './ship-parts.js';

/**
 * A compact ship description for {@link buildShip}: box counts and phasers, nothing destroyed.
 * Only `name` is needed: without `shields` the ship has none, without `tracks` it has
 * `DEFAULT_TRACKS`.
 */
export interface ShipDescription {
  readonly name: string;
  /** Six shield strengths (#1 forward to #6, clockwise), or one for all six; absent, no shields (0 on every facing). */
  readonly shields?: number | readonly number[];
  readonly armor?: number;
  /** The armor's kind (standard by default). */
  readonly armorKind?: ArmorKind;
  /** Box counts by system. */
  readonly systems?: { readonly [S in ShipSystem]?: number };
  /** Phasers with their type and firing facings; `count` of them (1 by default). */
  readonly phasers?: readonly { readonly type: PhaserType; readonly arcs: readonly Facing[]; readonly count?: number }[];
  readonly shuttlesAboard?: number;
  readonly tracks?: {
    readonly sensor?: readonly number[];
    readonly scanner?: readonly number[];
    readonly damageControl?: readonly number[];
    /** The number of excess damage boxes. */
    readonly excess?: number;
  };
}

/** The fields a {@link ShipDescription} may have; any other is refused, so that a typo is not lost. */
const DESCRIPTION_FIELDS: readonly string[] = ['name', 'shields', 'armor', 'armorKind', 'systems', 'phasers', 'shuttlesAboard', 'tracks'];

/**
 * Builds a ship state from a compact description, checking every field: counts are whole
 * numbers from 0 to `MAX_BOXES`, names are chart systems, phasers number at most `MAX_BOXES` in
 * all, and a field the description does not know is refused (`unknown-field`), so that a typo is
 * not lost. The description is read once, as plain data (`specs/damage.md` §5), so getters,
 * proxies and `__proto__` keys are refused with a diagnostic, never followed. Each diagnostic
 * has the field's path (`shields`, `phasers[1].arcs`, `systems["F Hull"]`).
 *
 * @example
 * ```ts
 * import { buildShip, remaining } from 'spacedock/damage';
 *
 * const r = buildShip({ name: 'CA', shields: [30, 24, 24, 20, 24, 24], systems: { 'F Hull': 4, 'Impulse': 4 },
 *   phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2 }] });
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
 * if (r.value.phasers.length !== 2 || remaining(r.value, 'Impulse') !== 4) throw new Error('2 phasers, 4 impulse boxes');
 * // Shields and tracks may be left out: no shields, the default tracks.
 * const bare = buildShip({ name: 'Hulk' });
 * if (!bare.ok || bare.value.shields.some((s) => s !== 0)) throw new Error('no shields');
 * // A bad description comes back with every problem, never a throw.
 * const bad = buildShip({ name: 'X', shields: [1, 2] });
 * // { ok: false, diagnostics: [{ severity: 'error', code: 'invalid-value', path: 'shields',
 * //   message: '[1,2] is not six whole numbers from 0 to 10000, or one for all six' }] }
 * if (bad.ok || bad.diagnostics[0]?.path !== 'shields') throw new Error('six shields, or one for all');
 * ```
 */
export function buildShip(description: ShipDescription): Result<ShipState> {
  const r = newReport();
  const d = readRecordInto(description, '', 'a ship description (an object with a name)', r);
  if (d === undefined) return failReport(r);
  reportUnknownFields(r, d, '', DESCRIPTION_FIELDS, 'a ship description');
  const parts = readShipParts(d, r);
  const systems = readSystemCounts(d['systems'], 'systems', r);
  const armor = d['armor'] ?? 0;
  if (!isWhole(armor, 0, MAX_BOXES)) reportNeed(r, 'armor', armor, `a whole number from 0 to ${MAX_BOXES}`);
  return finishReport(r, assembleShip(parts, systems, isWhole(armor, 0, MAX_BOXES) ? armor : 0, r));
}
