import { buildShip, type ShipDescription, type ShipPhaserLine, type ShipSystemLine } from '../damage/build-ship.js';
import { MAX_ROW_NAME, type TreatAsHull } from '../damage/place-system.js';
import type { ShipState } from '../damage/ship.js';
import { pathJoin } from '../diagnostics/path.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { failReport, finishReport, newReport, report, reportAll, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { MAX_LIST_ITEMS } from '../input/limits.js';
import { readProperty, readRecordInto, reportUnknownFields } from '../input/plain.js';
import { parseUnit } from '../notation/parse.js';
import { CHART_WEAPONS, facingsOfSpec } from './chart-weapons.js';
import type { LoadedDocument } from './load.js';
import type { ShipDesign } from './schema.js';
import { validateDesign } from './validate.js';

/** Options of {@link shipOfDesign}. */
export interface ShipOfDesignOptions {
  /**
   * Where the boxes of catalog systems that are to be "treated as Hull" (Shop, Cell) go: the
   * center hull group by default (`TreatAsHull` of `spacedock/damage` explains the choices).
   */
  readonly treatAsHull?: TreatAsHull;
}

const OPTION_FIELDS: readonly string[] = ['treatAsHull'];

/**
 * The ship state of a loaded ship design, with nothing destroyed, ready for `resolveVolley` and
 * the other helpers of `spacedock/damage` (`specs/design-format.md` 5.5): the design's ship
 * fields (`name`, `shields`, `systems`, `phasers`, `shuttlesAboard`, `tracks`) are a ship
 * description, built by `buildShip` (chart systems by name, catalog systems through their "hit
 * on" result, armor; without shields, none; without tracks, `DEFAULT_TRACKS`). Each unit line
 * with a `weapon` adds `count` of it, in a row named after the unit: phasers of that type,
 * bearing on the shield facings of the spec's ARC letters (`A` is #1 forward, clockwise to `F`,
 * #6; a spinal mount bears on #1 only; no ARC, all six), after the design's own phaser lines; or
 * `Torp` or `Drone` boxes, after its system lines. Unit lines without a `weapon` add nothing: the
 * point system's units have no box of their own on the chart.
 *
 * Never throws. The document is checked against the format first (a document built in code
 * rather than loaded is welcome); a unit list is refused (`design-not-a-ship`, at `kind`).
 * Every diagnostic has its path in the document: `systems[3]` for a catalog system that is not
 * hit in combat (an `info`, `system-not-hit`, which does not fail the result), `units[2].weapon`
 * for a value that is not a weapon, `units[0].count` for phasers past `MAX_BOXES` in all, and
 * `options.treatAsHull` for a bad option.
 *
 * @example
 * ```ts
 * import { remaining } from 'spacedock/damage';
 * import { loadDesigns, shipOfDesign } from 'spacedock/design';
 *
 * const yaml = ['format: 1', 'kind: ship', 'name: Cutter', 'sizeClass: 4', 'tech: 3', 'shields: [12, 10, 8, 8, 8, 10]',
 *   'units:', '  - { name: Lance, spec: 3d6 eZap AP ARC:AB, count: 2, weapon: Ph-1 }',
 *   '  - { name: Tube, spec: 4d6 pZap, weapon: Torp }',
 *   'systems: [{ label: Lab, count: 2 }, { label: Hull, variant: F, count: 3 }]'].join('\n');
 * const loaded = loadDesigns(yaml, 'cutter.yaml');
 * if (!loaded.ok || loaded.value.documents[0] === undefined) throw new Error(JSON.stringify(loaded.diagnostics));
 * const r = shipOfDesign(loaded.value.documents[0]);
 * if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
 * const ship = r.value;
 * // Two Ph-1 bearing on facings 1 and 2 (arcs A and B), one torpedo box, the catalog's boxes.
 * if (ship.phasers.length !== 2 || ship.phasers[0]?.arcs.join() !== '1,2') throw new Error(JSON.stringify(ship.phasers));
 * if (remaining(ship, 'Torp') !== 1 || remaining(ship, 'Lab') !== 2 || remaining(ship, 'F Hull') !== 3) throw new Error(JSON.stringify(ship.systems));
 * if (ship.shields.join() !== '12,10,8,8,8,10' || ship.tracks.excess.boxes.length !== 8) throw new Error('shields given, default tracks');
 *
 * // A unit list is no ship.
 * const list = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Laser, spec: 3d6 eZap }]');
 * const no = list.ok && list.value.documents[0] !== undefined ? shipOfDesign(list.value.documents[0]) : undefined;
 * if (no === undefined || no.ok || no.diagnostics[0]?.code !== 'design-not-a-ship' || no.diagnostics[0].path !== 'kind') throw new Error(JSON.stringify(no));
 * ```
 */
export function shipOfDesign(loaded: LoadedDocument, options?: ShipOfDesignOptions): Result<ShipState> {
  const r = newReport();
  const opts = options === undefined ? {} : readRecordInto(options, 'options', 'options (an object)', r);
  if (opts === undefined) return failReport(r);
  reportUnknownFields(r, opts, 'options', OPTION_FIELDS, 'the options of shipOfDesign');

  const read = readProperty(loaded, 'document');
  if (!read.ok || typeof loaded !== 'object' || loaded === null) {
    report(r, 'invalid-value', '', `not a loaded design document (from loadDesigns)${read.ok ? '' : `: its document ${read.detail}`}`);
    return failReport(r);
  }
  const checked = validateDesign(read.value);
  reportAll(r, checked.diagnostics);
  if (!checked.ok) return failReport(r);
  const design = checked.value;
  if (design.kind !== 'ship') {
    report(r, 'design-not-a-ship', 'kind', 'this document is a unit list, which has no hull, shields or tracks; only a ship document makes a ship');
    return failReport(r);
  }
  const built = buildDesignShip(design, opts['treatAsHull'] as TreatAsHull | undefined);
  reportAll(r, built.diagnostics);
  return built.ok ? finishReport(r, built.value) : failReport(r);
}

/**
 * The ship state of a ship design already checked against the format (internal: `shipOfDesign`
 * and the loader's own check that a ship builds): its ship fields through `buildShip`, with the
 * weapons of its unit lines, every diagnostic at its path in the design.
 */
export function buildDesignShip(design: ShipDesign, treatAsHull?: TreatAsHull): Result<ShipState> {
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
  const built = buildShip(description, treatAsHull === undefined ? {} : { treatAsHull });
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
    if (target !== 'phaser') {
      weapons.boxes.push({ label: target, count, name: rowName(u.name) });
      weapons.boxUnits.push(i);
      return;
    }
    // A loaded document's specs parse (the loader priced them); a document built in code may not.
    // Each spec is parsed once, however many unit lines share it (a file may repeat a huge one).
    const spec = parsed.get(u.spec) ?? parseUnit(u.spec);
    parsed.set(u.spec, spec);
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
