import { buildShip, type ShipDescription, type ShipPhaserLine, type ShipSystemLine } from '../damage/build-ship.js';
import { HULL_GROUP, MAX_ROW_NAME, type TreatAsHull } from '../damage/place-system.js';
import { PROBE_LAUNCHER_CHART, type ProbeLauncherHitOn } from '../damage/probe-launcher.js';
import { describeValue } from '../diagnostics/describe.js';
import type { ShipState } from '../damage/ship.js';
import { pathJoin } from '../diagnostics/path.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { failReport, finishReport, newReport, report, reportAll, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_LIST_ITEMS } from '../input/limits.js';
import { parseUnit } from '../notation/parse.js';
import { FUNCTIONS } from '../rules/functions.js';
import { CHART_WEAPONS, FIRING_ROLES, facingsOfSpec } from './chart-weapons.js';
import type { ShipDesign } from './schema.js';

/**
 * How the ships of a design file are built: the readings of the rules a table may choose
 * (`loadDesigns`'s and `compileDesign`'s options).
 */
export interface ShipOptions {
  /**
   * Where the boxes of catalog systems that are to be "treated as Hull" (Shop, Cell) go: the
   * center hull group by default (`TreatAsHull` of `spacedock/damage` explains the choices).
   */
  readonly treatAsHull?: TreatAsHull;
  /**
   * Where the probe launcher's boxes (`Prb`, `PRBD`) go: the chart's `Probe` result by default
   * (spacedock's chart is the older one the catalog names), or `Drone` for a table that plays the
   * newer chart (`PROBE_LAUNCHER_CHART` of `spacedock/damage`).
   */
  readonly probeLauncherHitOn?: ProbeLauncherHitOn;
}

const OPTION_FIELDS: readonly string[] = ['treatAsHull', 'probeLauncherHitOn'];

/**
 * The ship options as given, checked (internal: the loader's entry). They are code, not input:
 * anything but an object of known options with known values is a programming error.
 *
 * @throws {TypeError} for an option the loader does not know or a value it does not take.
 */
export function checkShipOptions(options: unknown, caller: string): ShipOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new TypeError(`${caller}: the options are an object ({ treatAsHull?, probeLauncherHitOn? }), not ${describeValue(options)}`);
  for (const key of Object.keys(options)) if (!OPTION_FIELDS.includes(key)) throw new TypeError(`${caller}: ${describeValue(key)} is not an option (they are ${OPTION_FIELDS.join(', ')})`);
  const { treatAsHull, probeLauncherHitOn } = options as { treatAsHull?: unknown; probeLauncherHitOn?: unknown };
  if (treatAsHull !== undefined && (typeof treatAsHull !== 'string' || !Object.hasOwn(HULL_GROUP, treatAsHull))) throw new TypeError(`${caller}: options.treatAsHull is one of ${Object.keys(HULL_GROUP).join(', ')}, not ${describeValue(treatAsHull)}`);
  if (probeLauncherHitOn !== undefined && (typeof probeLauncherHitOn !== 'string' || !Object.hasOwn(PROBE_LAUNCHER_CHART, probeLauncherHitOn))) throw new TypeError(`${caller}: options.probeLauncherHitOn is one of ${Object.keys(PROBE_LAUNCHER_CHART).join(', ')}, not ${describeValue(probeLauncherHitOn)}`);
  return {
    ...(treatAsHull === undefined ? {} : { treatAsHull: treatAsHull as TreatAsHull }),
    ...(probeLauncherHitOn === undefined ? {} : { probeLauncherHitOn: probeLauncherHitOn as ProbeLauncherHitOn }),
  };
}

/**
 * The ship state of a ship design already checked against the format (internal: the loader
 * builds each ship once, into its model; `specs/design-format.md` 5.5): its ship fields as a
 * ship description for `buildShip` (chart systems by name, catalog systems through their "hit on"
 * result, armor; without shields, none; without tracks, `DEFAULT_TRACKS`), with the weapons of
 * its unit lines: each unit line with a `weapon` adds `count` of it, in a row named after the
 * unit (phasers of that type bearing on the shield facings of the spec's ARC letters, after the
 * design's own phaser lines; or `Torp` or `Drone` boxes, after its system lines). Every
 * diagnostic has its path in the design.
 */
export function buildDesignShip(design: ShipDesign, options: ShipOptions = {}): Result<ShipState> {
  const r = newReport();
  const weapons = readWeapons(design, r);
  if (r.failed) return failReport(r);
  const systems = design.systems ?? [];
  const phasers = design.phasers ?? [];
  const description: ShipDescription = {
    name: design.name,
    tech: design.tech,
    systems: [...systems, ...weapons.boxes],
    phasers: [...phasers, ...weapons.phasers],
    ...(design.shields === undefined ? {} : { shields: design.shields }),
    ...(design.shuttlesAboard === undefined ? {} : { shuttlesAboard: design.shuttlesAboard }),
    ...(design.tracks === undefined ? {} : { tracks: design.tracks }),
  };
  const built = buildShip(description, options);
  const lines = { systems: systems.length, boxUnits: weapons.boxUnits, phasers: phasers.length, phaserUnits: weapons.phaserUnits };
  reportAll(r, built.diagnostics.map((d) => inDesign(d, lines)));
  return built.ok ? finishReport(r, built.value) : failReport(r);
}

/** The weapons of a ship's unit lines, as lines of a ship description. */
interface Weapons {
  /** One phaser line per unit line with a phaser `weapon`. */
  readonly phasers: ShipPhaserLine[];
  /** The unit line of each entry of `phasers`, for the paths of diagnostics. */
  readonly phaserUnits: number[];
  /** A Torp or Drone system line per unit line with such a `weapon`. */
  readonly boxes: ShipSystemLine[];
  /** The unit line of each entry of `boxes`. */
  readonly boxUnits: number[];
}

/** Reads the `weapon` of every unit line: phasers with the facings of their spec, Torp and Drone boxes, each named by its unit. */
function readWeapons(design: ShipDesign, r: Report): Weapons {
  const weapons: Weapons = { phasers: [], phaserUnits: [], boxes: [], boxUnits: [] };
  const parsed = new Map<string, ReturnType<typeof parseUnit>>();
  (design.units ?? []).forEach((u, i) => {
    if (u.weapon === undefined) return;
    const count = u.count ?? 1;
    const target = CHART_WEAPONS[u.weapon].target;
    // A loaded document's specs parse (the loader priced them); a document built in code may not.
    // Each spec is parsed once, however many unit lines share it (a file may repeat a huge one).
    const spec = parsed.get(u.spec) ?? parseUnit(u.spec);
    parsed.set(u.spec, spec);
    const rule = spec.ok ? FUNCTIONS[spec.value.function.kind] : undefined;
    if (rule !== undefined && !FIRING_ROLES.roles.includes(rule.role)) {
      report(r, 'weapon-cannot-fire', pathJoin(pathJoin('units', i), 'weapon'), `${u.name}: a ${rule.name} unit does not fire, so it is no ${u.weapon} on the damage chart; leave weapon out, or give it a function that fires (${firingFunctions()})`, FIRING_ROLES.source);
    }
    if (target !== 'phaser') {
      weapons.boxes.push({ label: target, count, name: rowName(u.name) });
      weapons.boxUnits.push(i);
      return;
    }
    if (!spec.ok) {
      const at = pathJoin(pathJoin('units', i), 'spec');
      for (const d of spec.diagnostics) if (d.severity === 'error') report(r, d.code, at, `${u.name}: ${d.message}`, d.source);
      return;
    }
    weapons.phasers.push({ type: u.weapon, arcs: facingsOfSpec(spec.value), count, name: rowName(u.name) });
    weapons.phaserUnits.push(i);
  });
  return weapons;
}

/** The functions whose units fire, by name: "Shock, Zap, Flash, Drain or Missile". */
function firingFunctions(): string {
  const names = Object.values(FUNCTIONS).filter((f) => FIRING_ROLES.roles.includes(f.role)).map((f) => f.name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]!}`;
}

/** A unit's name as its row's: cut to the longest a row's name may be (a unit's name has no limit). */
const rowName = (name: string): string => (name.length > MAX_ROW_NAME ? `${name.slice(0, MAX_ROW_NAME - 1)}…` : name);

/** How the lines of the description built from a design map back to the design's lines. */
interface LineMap {
  readonly systems: number;
  readonly boxUnits: readonly number[];
  readonly phasers: number;
  readonly phaserUnits: readonly number[];
}

/**
 * A diagnostic of `buildShip` with its path in the design: a system or phaser line past the
 * design's own is the unit line whose `weapon` made it (its `count`, or the line), an option is
 * under `options`.
 */
function inDesign(d: Diagnostic, lines: LineMap): Diagnostic {
  const path = d.path;
  if (path === undefined) return d;
  // A whole list refused (too many lines) is the units' fault when the design's own lines are few.
  if (path === 'systems' || path === 'phasers') return (path === 'systems' ? lines.systems : lines.phasers) <= MAX_LIST_ITEMS ? { ...d, path: 'units' } : d;
  const line = /^(systems|phasers)\[(\d+)\](?:\.(\w+))?/.exec(path);
  if (line !== null) {
    const n = Number(line[2]);
    const own = line[1] === 'systems' ? lines.systems : lines.phasers;
    if (n < own) return d;
    const unit = pathJoin('units', (line[1] === 'systems' ? lines.boxUnits : lines.phaserUnits)[n - own] ?? 0);
    const field = line[3] === undefined ? undefined : line[3] === 'count' || line[3] === 'name' ? line[3] : 'weapon';
    return { ...d, path: field === undefined ? unit : pathJoin(unit, field) };
  }
  return d;
}
