import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_BOXES } from '../input/limits.js';
import { readRecordInto, reportNeed, reportUnknownFields } from '../input/plain.js';
import { HULL_GROUP, placeSystemLine, type TreatAsHull } from './place-system.js';
import { PROBE_LAUNCHER_CHART, type ProbeLauncherHitOn } from './probe-launcher.js';
import type { ArmorKind, Facing, PhaserType, ShipRow, ShipState, ShipSystem } from './ship.js';
import { assembleShip, readShipParts } from './ship-parts.js';

/**
 * One line of a ship's systems, as a design file writes it (`specs/design-format.md` 5.2): a
 * damage-chart system by its name (`Bridge`, `L Warp`, `Torp`), or an SFB:TNG catalog system by
 * its SSD label and variant; `count` boxes of it (1 when absent); `name`, the row's name on the
 * record sheet (the catalog's name of the entry, or the chart system's, when absent).
 */
export interface ShipSystemLine {
  readonly label: string;
  readonly variant?: string | undefined;
  readonly count?: number | undefined;
  readonly name?: string | undefined;
}

/** One line of a ship's phasers, as a design file writes it: `count` phasers (1 when absent) of a type, bearing on facings. */
export interface ShipPhaserLine {
  readonly type: PhaserType;
  /** The shield facings it fires through, 1 (forward) to 6, clockwise. */
  readonly arcs: readonly Facing[];
  readonly count?: number | undefined;
  /** The row's name on the record sheet (the type, when absent). */
  readonly name?: string | undefined;
}

/**
 * A ship's SSD, with the field names of a ship design file (`specs/design-format.md` 3 and 5):
 * its name, shields, system lines (chart systems, catalog systems and armor), phaser lines,
 * shuttles aboard and tracks. Only `name` is needed: without `shields` the ship has none,
 * without `tracks` it has `DEFAULT_TRACKS`.
 */
export interface ShipDescription {
  readonly name: string;
  /** Six shield strengths (#1 forward to #6, clockwise), or one for all six; absent, no shields (0 on every facing). */
  readonly shields?: number | readonly number[] | undefined;
  /** Every box system of the SSD, general armor included (`Armor`, `Armor-9`, `Armor` variant `Borg`). */
  readonly systems?: readonly ShipSystemLine[] | undefined;
  readonly phasers?: readonly ShipPhaserLine[] | undefined;
  /** Shuttles aboard, at most one per Shuttle box. */
  readonly shuttlesAboard?: number | undefined;
  readonly tracks?:
    | {
        readonly sensor?: readonly number[] | undefined;
        readonly scanner?: readonly number[] | undefined;
        readonly damageControl?: readonly number[] | undefined;
        /** The number of excess damage boxes. */
        readonly excess?: number | undefined;
      }
    | undefined;
}

/** Options of {@link buildShip}. */
export interface BuildShipOptions {
  /**
   * Where the boxes of catalog systems that are to be "treated as Hull" (Shop, Cell) go: the
   * `center` hull group by default (see {@link TreatAsHull}).
   */
  readonly treatAsHull?: TreatAsHull;
  /**
   * The chart result the probe launcher (`Prb`, `PRBD`) is hit on: `Probe` by default, the
   * standard chart's own result; `Drone` for a table that uses the newer chart, which has no
   * Probe result (see {@link ProbeLauncherHitOn}).
   */
  readonly probeLauncherHitOn?: ProbeLauncherHitOn;
}

/** The fields a {@link ShipDescription} may have. A design's other fields (`format`, `kind`, `units` ...) are read by the design loader. */
const DESCRIPTION_FIELDS: readonly string[] = ['name', 'shields', 'systems', 'phasers', 'shuttlesAboard', 'tracks'];
const OPTION_FIELDS: readonly string[] = ['treatAsHull', 'probeLauncherHitOn'];

/**
 * Builds a ship state, nothing destroyed, from a description with the field names of a design
 * file. Each system line is what `resolveSystemLine` says it is: a damage-chart system the
 * catalog does not price (`Bridge`, `Aux Con`, `L Warp`, `Impulse`, `APR`, `Battery`, `Torp`,
 * `Drone` ..., in any case) is that system; any other label is an SFB:TNG catalog entry (`Shuttle`,
 * `Probe` and the hull groups `F Hull` ... are the catalog's `Shtl`, `Prb` and `Hull` variants;
 * `Tractor` and `Trans` are refused for `Trac` and `Tran`), whose boxes go to the system its "hit
 * on" result names (`Tran` to Trans, `Repair` to Cargo, `Quar` to F Hull, the probe launcher
 * `Prb` to Probe, or to Drone with `options.probeLauncherHitOn`, the center `Hull` to the center group), or to general armor (`Armor`, `Armor-9`,
 * `Armor` variant `Borg`: one kind a ship). Shop and Cell, which the catalog says to treat as Hull,
 * join the center hull (or the group `options.treatAsHull` names). A catalog system not hit in
 * combat adds no boxes: an `info` diagnostic `system-not-hit` at its line, which does not fail the
 * result. Each line also gives the ship a named row (`rows`), which views label its boxes with.
 *
 * Every field is checked: counts are whole numbers from 0 to `MAX_BOXES`, a system's boxes and
 * the phasers number at most `MAX_BOXES` each, lists at most `MAX_LIST_ITEMS` lines, names at
 * most 200 characters, and a field the description does not know is refused (`unknown-field`),
 * so that a typo is not lost. The description is read once, as plain data (`specs/damage.md` §5),
 * so getters, proxies and `__proto__` keys are refused with a diagnostic, never followed. Each
 * diagnostic has the field's path (`shields`, `phasers[1].arcs`, `systems[2].count`).
 *
 * @example
 * ```ts
 * import { buildShip, remaining } from 'spacedock/damage';
 *
 * const r = buildShip({
 *   name: 'CA', shields: [30, 24, 24, 20, 24, 24],
 *   systems: [{ label: 'Bridge', count: 2 }, { label: 'L Warp', count: 6 }, { label: 'Hull', variant: 'F', count: 4 }, { label: 'Repair' }],
 *   phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2, name: 'Phaser-1' }],
 * });
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
 * if (r.value.phasers.length !== 2 || remaining(r.value, 'L Warp') !== 6 || remaining(r.value, 'F Hull') !== 4) throw new Error('placed');
 * // The Repair system is hit on Cargo; its row keeps its name.
 * if (remaining(r.value, 'Cargo') !== 1 || r.value.rows?.[3]?.name !== 'Repair') throw new Error(JSON.stringify(r.value.rows));
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
export function buildShip(description: ShipDescription, options?: BuildShipOptions): Result<ShipState> {
  const r = newReport();
  const d = readRecordInto(description, '', 'a ship description (an object with a name)', r);
  const opts = options === undefined ? {} : readRecordInto(options, 'options', 'options (an object)', r);
  if (d === undefined || opts === undefined) return failReport(r);
  reportUnknownFields(r, d, '', DESCRIPTION_FIELDS, 'a ship description');
  reportUnknownFields(r, opts, 'options', OPTION_FIELDS, 'the options of buildShip');
  const treatAsHull = opts['treatAsHull'] ?? 'center';
  const known = typeof treatAsHull === 'string' && Object.hasOwn(HULL_GROUP, treatAsHull);
  if (!known) reportNeed(r, 'options.treatAsHull', treatAsHull, 'center, forward, aft or not-hit');
  const hullGroup = known ? HULL_GROUP[treatAsHull as TreatAsHull] : HULL_GROUP.center;
  const probe = opts['probeLauncherHitOn'] ?? 'Probe';
  const probeKnown = typeof probe === 'string' && Object.hasOwn(PROBE_LAUNCHER_CHART, probe);
  if (!probeKnown) reportNeed(r, 'options.probeLauncherHitOn', probe, 'Probe or Drone');

  const parts = readShipParts(d, r);
  const counts = new Map<ShipSystem, number>();
  const systemRows: ShipRow[] = [];
  const armorRows: ShipRow[] = [];
  let armor = 0;
  let armorKind: ArmorKind | undefined;
  // (A list longer than MAX_LIST_ITEMS is refused as the description is read, by readRecordInto.)
  const list = d['systems'] ?? [];
  if (!Array.isArray(list)) reportNeed(r, 'systems', list, 'a list of system lines ({ label, variant?, count?, name? })');
  else {
    for (let i = 0; i < list.length; i++) {
      const at = pathJoin('systems', i);
      const placed = placeSystemLine(list[i], at, hullGroup, r, probeKnown ? (probe as ProbeLauncherHitOn) : 'Probe');
      if (placed === undefined) continue;
      const { target, boxes, name } = placed;
      if (target === 'armor') {
        if (boxes === 0) continue; // no armor: neither a kind nor a row
        armor += boxes;
        if (armor > MAX_BOXES) report(r, 'too-many-boxes', pathJoin(at, 'count'), `brings the armor boxes to ${armor}, more than MAX_BOXES (${MAX_BOXES})`);
        const kind = placed.armorKind ?? 'standard';
        if (armorKind !== undefined && armorKind !== kind) report(r, 'armor-kinds-mixed', at, `${kind} armor on a ship whose armor is ${armorKind}; a ship has one kind of general armor`);
        armorKind = kind;
        armorRows.push({ name, system: 'Armor', boxes });
      } else {
        const sum = (counts.get(target) ?? 0) + boxes;
        if (sum > MAX_BOXES) report(r, 'too-many-boxes', pathJoin(at, 'count'), `brings the ${target} boxes to ${sum}, more than MAX_BOXES (${MAX_BOXES})`);
        counts.set(target, sum);
        if (boxes > 0) systemRows.push({ name, system: target, boxes });
      }
    }
  }
  // Rows in the design's order of systems, then the phasers, then the armor.
  const rows = [...systemRows, ...parts.phaserRows, ...armorRows];
  return finishReport(r, assembleShip(parts, counts, { boxes: armor, kind: armorKind ?? 'standard' }, rows, r));
}
