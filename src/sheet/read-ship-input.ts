/**
 * A sheet's content from a ship state and its extras (internal): the state checked like any
 * other (`checkShipState`), the units priced under the title's profile (each distinct spec once,
 * within the weapons table's limits), the undamaged shields.
 */
import type { ShipState } from '../damage/ship.js';
import { readShipState } from '../damage/validate-ship.js';
import { MAX_COUNT } from '../design/schema.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { MAX_BOXES } from '../input/limits.js';
import { isPlainRecord, isWhole, readRecordInto, reportNeed, reportUnknownFields, type PlainRecord } from '../input/plain.js';
import { priceUnit, type UnitPrice } from '../pricing/price.js';
import type { Result } from '../diagnostics/result.js';
import { SHEET_LIMITS } from './limits.js';
import type { TableSpec } from './sheet-data.js';
import { unitReadout, type SpecFactsMemo } from '../readout/unit.js';
import type { UnitReadout } from '../readout/model.js';
import { weaponsTable } from './tables.js';
import { namedTotals } from '../design/total-names.js';

/** What a ship input gives the sheet. */
export interface ShipContent {
  readonly ship: ShipState;
  readonly info: readonly string[];
  readonly tables: readonly TableSpec[];
  readonly shieldBoxes: readonly number[] | undefined;
}

const INPUT_FIELDS: readonly string[] = ['ship', 'units', 'title', 'shieldBoxes'];
const TITLE_FIELDS: readonly string[] = ['sizeClass', 'tech', 'profile'];
const UNIT_FIELDS: readonly string[] = ['name', 'spec', 'count'];
const PROFILES: readonly string[] = ['default', 'hero'];
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A record at `path`, or undefined (reported) when it is not one. */
function recordAt(value: unknown, path: string, what: string, r: Report): PlainRecord | undefined {
  if (isPlainRecord(value)) return value;
  reportNeed(r, path, value, what);
  return undefined;
}

/** The title's parts, checked; the info line they make. */
function readTitle(value: unknown, r: Report): { readonly line: string; readonly profile: 'default' | 'hero' } {
  const parts: string[] = [];
  let profile: 'default' | 'hero' = 'default';
  const t = value === undefined ? undefined : recordAt(value, 'title', 'a title (an object with sizeClass, tech, profile)', r);
  if (t !== undefined) {
    reportUnknownFields(r, t, 'title', TITLE_FIELDS, 'a sheet title');
    const { sizeClass, tech, profile: p } = t;
    if (sizeClass !== undefined && !isWhole(sizeClass, 0, 7)) reportNeed(r, 'title.sizeClass', sizeClass, 'a size class, a whole number from 0 to 7');
    else if (sizeClass !== undefined) parts.push(`Size class ${sizeClass}`);
    if (tech !== undefined && !isWhole(tech, 3, 7)) reportNeed(r, 'title.tech', tech, 'a tech level, a whole number from 3 to 7');
    else if (tech !== undefined) parts.push(`Tech ${tech}X`);
    if (p !== undefined && (typeof p !== 'string' || !PROFILES.includes(p))) reportNeed(r, 'title.profile', p, 'a pricing profile: default or hero');
    else if (p !== undefined) {
      profile = p as 'default' | 'hero';
      parts.push(`Profile ${profile}`);
    }
  }
  return { line: parts.join(' · '), profile };
}

/** A unit line as given, checked: what a weapons-table row is made from. */
interface UnitInput {
  readonly at: string;
  readonly name: string;
  readonly spec: string;
  readonly count: number;
}

/** A unit's name as a message quotes it: its start, when it is long (the path names the line). */
const quoted = (name: string): string => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/**
 * The unit lines, checked, priced and read out as a design's would be. (A ship state comes without
 * a design; a compiled ship's sheet reads its model's readout instead, priced once by the loader.)
 *
 * What the pricing costs is bounded before any spec is priced: at most `SHEET_LIMITS.maxTableRows`
 * lines (the weapons table's rows), their specs at most `SHEET_LIMITS.maxSpecText` characters in
 * all. Each distinct spec is priced (and read out) once, however many lines share it.
 */
function readUnits(value: unknown, profile: 'default' | 'hero', r: Report): UnitReadout[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    reportNeed(r, 'units', value, 'a list of units ({ name, spec, count? })');
    return [];
  }
  if (value.length > SHEET_LIMITS.maxTableRows) {
    report(r, 'sheet-too-large', 'units', `${value.length} lines; a sheet's table holds at most ${SHEET_LIMITS.maxTableRows}`);
    return [];
  }
  const lines: UnitInput[] = [];
  let specText = 0;
  value.forEach((item: unknown, i) => {
    const at = pathJoin('units', i);
    const u = recordAt(item, at, 'a unit (an object with name, spec and count)', r);
    if (u === undefined) return;
    reportUnknownFields(r, u, at, UNIT_FIELDS, 'a sheet unit');
    const { name, spec, count = 1 } = u;
    let good = true;
    const need = (field: string, v: unknown, what: string): void => {
      reportNeed(r, pathJoin(at, field), v, what);
      good = false;
    };
    if (typeof name !== 'string' || name === '') need('name', name, 'a name (a non-empty string)');
    if (typeof spec !== 'string' || spec === '') need('spec', spec, 'a spec in spacedock notation (a non-empty string)');
    if (!isWhole(count, 1, MAX_COUNT)) need('count', count, `a whole number from 1 to ${MAX_COUNT}`);
    if (!good) return;
    specText += (spec as string).length;
    lines.push({ at, name: name as string, spec: spec as string, count: count as number });
  });
  if (specText > SHEET_LIMITS.maxSpecText) {
    report(r, 'sheet-too-large', 'units', `the units' specs hold ${specText} characters in all; a sheet prices at most ${SHEET_LIMITS.maxSpecText}`);
    return [];
  }
  const units: UnitReadout[] = [];
  // One price (and so one readout of what the spec says) per distinct spec.
  const prices = new Map<string, Result<UnitPrice>>();
  const facts: SpecFactsMemo = new Map();
  for (const line of lines) {
    let priced = prices.get(line.spec);
    if (priced === undefined) {
      priced = priceUnit(line.spec, { profile });
      prices.set(line.spec, priced);
    }
    if (!priced.ok) {
      for (const d of priced.diagnostics) if (d.severity === 'error') report(r, d.code, pathJoin(line.at, 'spec'), `${quoted(line.name)}: ${d.message}`, d.source);
      continue;
    }
    units.push(unitReadout({ name: line.name, spec: line.spec, count: line.count }, priced.value, facts));
  }
  return units;
}

/** The undamaged shields: six whole numbers, each at least the ship's own. */
function readShieldBoxes(value: unknown, ship: ShipState, r: Report): number[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length !== 6) {
    reportNeed(r, 'shieldBoxes', value, 'six whole numbers, the shield boxes of facings #1 to #6 before damage');
    return undefined;
  }
  const out: number[] = [];
  value.forEach((n: unknown, i) => {
    const left = ship.shields[i] ?? 0;
    if (!isWhole(n, left, MAX_BOXES)) reportNeed(r, pathJoin('shieldBoxes', i), n, `a whole number from ${left} (the boxes facing #${i + 1} has left) to ${MAX_BOXES}`);
    else out.push(n);
  });
  return out.length === 6 ? out : undefined;
}

/** Reads a ship input; undefined (with the reasons reported) when it cannot be drawn. */
export function readShipInput(input: unknown, r: Report): ShipContent | undefined {
  // The ship is kept as given and read by its own schema (readShipState), whose lists (rows: up to
  // twice MAX_LIST_ITEMS) are not the generic reader's.
  const rec = readRecordInto(input, '', 'a sheet input: a loaded ship document, or { ship, units?, title?, shieldBoxes? }', r, ['ship']);
  if (rec === undefined) return undefined;
  reportUnknownFields(r, rec, '', INPUT_FIELDS, 'a sheet input');
  const ship = readShipState(rec['ship'], 'ship', r);
  const title = readTitle(rec['title'], r);
  const units = readUnits(rec['units'], title.profile, r);
  const shieldBoxes = ship === undefined ? undefined : readShieldBoxes(rec['shieldBoxes'], ship, r);
  if (ship === undefined || r.failed) return undefined;

  const info: string[] = [];
  if (title.line !== '') info.push(title.line);
  if (units.length > 0) {
    let build = 0n;
    let power = 0n;
    for (const u of units) {
      build += BigInt(u.build) * BigInt(u.count);
      power += BigInt(u.power) * BigInt(u.count);
    }
    if (build > MAX_SAFE || power > MAX_SAFE) {
      report(r, 'points-too-large', 'units', `the units' build points (${build}) or power (${power}) add up to more than ${Number.MAX_SAFE_INTEGER}`);
      return undefined;
    }
    info.push(namedTotals({ unitBuild: Number(build), unitPower: Number(power) }, ['unitBuild', 'unitPower'], true).join(' · '));
  }
  return { ship, info, tables: units.length > 0 ? [weaponsTable(units)] : [], shieldBoxes };
}
