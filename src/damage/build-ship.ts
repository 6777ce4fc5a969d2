import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_BOXES } from '../input/limits.js';
import { isWhole, readRecordInto, reportNeed, reportUnknownFields } from '../input/plain.js';
import { SKIN } from './armor/skin.js';
import { MAX_TECH } from './limits.js';
import { HULL_GROUP, placeSystemLine, type TreatAsHull } from './place-system.js';
import { PROBE_LAUNCHER_CHART, type ProbeLauncherHitOn } from './probe-launcher.js';
import { ARMOR_KIND_NAMES, type ArmorKind, type ArmorLayer, type Facing, type PhaserType, type ShipRow, type ShipState, type ShipSystem, type SpecificArmor } from './ship.js';
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
  /**
   * Specific armor only (`Armor`, variant `Specific`): the chart results it guards, one (`Bridge`)
   * or a list (`[L Warp, R Warp]`), in any case. Required there, refused on any other line.
   */
  readonly guards?: string | readonly string[] | undefined;
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
  /**
   * Every box system of the SSD, armor and hull defenses included (`Armor`, `Armor-9`, `Armor`
   * variant `Borg`, `Skin`, `Armor` variant `Specific` with `guards`, `Non-ablative Armor` ...).
   */
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
  /** The ship's tech level (3 is 3X): the default tech of the weapons that fire at it (`ShipState.tech`). */
  readonly tech?: number | undefined;
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
const DESCRIPTION_FIELDS: readonly string[] = ['name', 'shields', 'systems', 'phasers', 'shuttlesAboard', 'tracks', 'tech'];
const OPTION_FIELDS: readonly string[] = ['treatAsHull', 'probeLauncherHitOn'];

/**
 * Builds a ship state, nothing destroyed, from a description with the field names of a design
 * file. Each system line is what `resolveSystemLine` says it is: a damage-chart system the
 * catalog does not price (`Bridge`, `Aux Con`, `L Warp`, `Impulse`, `APR`, `Battery`, `Torp`,
 * `Drone` ..., in any case) is that system; any other label is an SFB:TNG catalog entry (`Shuttle`,
 * `Probe` and the hull groups `F Hull` ... are the catalog's `Shtl`, `Prb` and `Hull` variants;
 * `Tractor` and `Trans` are refused for `Trac` and `Tran`), whose boxes go to the system its "hit
 * on" result names (`Tran` to Trans, `Repair` to Cargo, `Quar` to F Hull, the probe launcher
 * `Prb` to Probe, or to Drone with `options.probeLauncherHitOn`, the center `Hull` to the center
 * group). Armor is placed by kind: each kind of general armor (`Armor`, `Armor-9`, `Armor`
 * variants `Borg` and `Breen`, `Regenerating Armor`, `Skin`) is one layer, the layers in the order
 * their kind first appears among the lines (a regenerating layer keeps each line as a group, a
 * Skin layer starts the turn with its full allowance); `Armor` variant `Specific` is specific
 * armor guarding its line's `guards`; the non-ablative rating (`Armor` variant `Non-Ablative`,
 * `Non-ablative Armor`: the counts add up), the neutronium coating and a solid neutronium hull are
 * `hull` defenses, not boxes. Shop and Cell, which the catalog says to treat as Hull, join the
 * center hull (or the group `options.treatAsHull` names). A catalog system not hit in combat adds
 * no boxes: an `info` diagnostic `system-not-hit` at its line, which does not fail the result.
 * Each line with boxes also gives the ship a named row (`rows`), which views label its boxes with.
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
  const tech = d['tech'];
  if (tech !== undefined && !isWhole(tech, 0, MAX_TECH)) reportNeed(r, 'tech', tech, `a tech level, a whole number from 0 to ${MAX_TECH}`);
  const counts = new Map<ShipSystem, number>();
  const systemRows: ShipRow[] = [];
  const armorRows: ShipRow[] = [];
  const armor = new Map<ArmorKind, number[]>(); // each kind's lines (groups), in the order the kinds first appear
  const specific: SpecificArmor[] = [];
  let specificBoxes = 0;
  const hull = { nonAblative: 0, coating: false, solidNeutronium: false };
  // (A list longer than MAX_LIST_ITEMS is refused as the description is read, by readRecordInto.)
  const list = d['systems'] ?? [];
  if (!Array.isArray(list)) reportNeed(r, 'systems', list, 'a list of system lines ({ label, variant?, count?, name?, guards? })');
  else {
    for (let i = 0; i < list.length; i++) {
      const at = pathJoin('systems', i);
      const placed = placeSystemLine(list[i], at, hullGroup, r, probeKnown ? (probe as ProbeLauncherHitOn) : 'Probe');
      if (placed === undefined) continue;
      const { boxes, name } = placed;
      const tooMany = (what: string, sum: number): void => report(r, 'too-many-boxes', pathJoin(at, 'count'), `brings ${what} to ${sum}, more than MAX_BOXES (${MAX_BOXES})`);
      switch (placed.target) {
        case 'hull':
          if (placed.defense === 'nonAblative') {
            hull.nonAblative += boxes;
            if (hull.nonAblative > MAX_BOXES) tooMany('the non-ablative rating', hull.nonAblative);
          } else if (boxes > 0) hull[placed.defense] = true;
          break;
        case 'armor': {
          if (boxes === 0) break; // no armor: neither a layer nor a row
          const groups = armor.get(placed.armorKind) ?? [];
          groups.push(boxes);
          armor.set(placed.armorKind, groups);
          const sum = groups.reduce((a, b) => a + b, 0);
          if (sum > MAX_BOXES) tooMany(`the ${ARMOR_KIND_NAMES[placed.armorKind]} boxes`, sum);
          armorRows.push(placed.armorKind === 'standard' ? { name, system: 'Armor', boxes } : { name, system: 'Armor', boxes, armorKind: placed.armorKind });
          break;
        }
        case 'specific-armor':
          if (boxes === 0) break;
          specificBoxes += boxes;
          if (specificBoxes > MAX_BOXES) tooMany('the specific armor boxes', specificBoxes);
          specific.push({ total: boxes, destroyed: 0, guards: placed.guards });
          armorRows.push({ name, system: 'Specific armor', boxes });
          break;
        default: {
          const sum = (counts.get(placed.target) ?? 0) + boxes;
          if (sum > MAX_BOXES) tooMany(`the ${placed.target} boxes`, sum);
          counts.set(placed.target, sum);
          if (boxes > 0) systemRows.push({ name, system: placed.target, boxes });
        }
      }
    }
  }
  // Rows in the design's order of systems, then the phasers, then the armor.
  const rows = [...systemRows, ...parts.phaserRows, ...armorRows];
  const layers = [...armor].map(([kind, groups]) => freshLayer(kind, groups));
  const armored = { layers, specific, hull, ...(isWhole(tech, 0, MAX_TECH) ? { tech } : {}) };
  return finishReport(r, assembleShip(parts, counts, armored, rows, r));
}

/** A layer of one armor kind with nothing destroyed, at the start of a turn (a Skin layer's allowance full). */
function freshLayer(kind: ArmorKind, groups: readonly number[]): ArmorLayer {
  const total = groups.reduce((a, b) => a + b, 0);
  if (kind === 'regenerating') return { kind, total, destroyed: 0, held: 0, groups: groups.map((g) => ({ total: g, destroyed: 0 })) };
  if (kind === 'skin') return { kind, total, destroyed: 0, held: 0, ignoreLeft: total * SKIN.ignoredPerBox.value, internalNext: false };
  return { kind, total, destroyed: 0, held: 0 };
}
