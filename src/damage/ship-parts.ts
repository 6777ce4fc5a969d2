/**
 * The parts of a ship description other than its system lines (internal to `buildShip`): each
 * field read from plain data and checked, with a diagnostic at its path for every problem, then
 * the checked parts put together into a state with nothing destroyed.
 */
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours } from '../rules/source.js';
import { MAX_BOXES } from '../input/limits.js';
import { isPlainRecord, isWhole, reportNeed, reportNeedList, reportUnknownFields, type PlainRecord } from '../input/plain.js';
import { DEFAULT_TRACKS } from './default-tracks.js';
import { MAX_ROW_NAME } from './place-system.js';
import { SHIP_SYSTEMS, type ArmorLayer, type Boxes, type Facing, type HullDefenses, type Phaser, type ShipRow, type ShipState, type ShipSystem, type SpecificArmor, type Track } from './ship.js';

/** The parts of a description other than its systems, as checked. */
export interface ShipParts {
  readonly name: string;
  readonly shields: readonly number[];
  readonly phasers: readonly Phaser[];
  /** A row for each phaser line with phasers. */
  readonly phaserRows: readonly ShipRow[];
  readonly shuttlesAboard: number;
  readonly tracks: ShipState['tracks'];
}

const PHASER_FIELDS: readonly string[] = ['type', 'arcs', 'count', 'name'];
const TRACK_KEYS: readonly string[] = ['sensor', 'scanner', 'damageControl', 'excess'];

/** The one-shuttle-per-box reading of the ship state (the catalog lets a bay hold more; a state counts boxes). */
export const ONE_SHUTTLE_PER_BOX = ours('ship state: at most one shuttle per Shuttle box');

/** Reads the name, shields, phasers, shuttles and tracks of a plain description. */
export function readShipParts(d: PlainRecord, r: Report): ShipParts {
  const name = d['name'] ?? '';
  if (typeof name !== 'string') reportNeed(r, 'name', name, 'a text');

  // No shields given is no shields: a design file's ship without `shields` reads the same way.
  const shieldsIn = d['shields'] ?? 0;
  const shields = typeof shieldsIn === 'number' ? [shieldsIn, shieldsIn, shieldsIn, shieldsIn, shieldsIn, shieldsIn] : Array.isArray(shieldsIn) ? shieldsIn : undefined;
  if (shields === undefined || shields.length !== 6 || !shields.every((s) => isWhole(s, 0, MAX_BOXES))) {
    reportNeed(r, 'shields', shieldsIn, `six whole numbers from 0 to ${MAX_BOXES}, or one for all six`);
  }

  const { phasers, rows: phaserRows } = readPhaserList(d['phasers'] ?? [], r);

  const shuttlesAboard = d['shuttlesAboard'] ?? 0;
  if (!isWhole(shuttlesAboard, 0, MAX_BOXES)) reportNeed(r, 'shuttlesAboard', shuttlesAboard, `a whole number from 0 to ${MAX_BOXES}, at most one shuttle per Shuttle box`);

  const tracksIn = d['tracks'] ?? Object.create(null);
  const t: PlainRecord = isPlainRecord(tracksIn) ? tracksIn : Object.create(null);
  if (!isPlainRecord(tracksIn)) reportNeed(r, 'tracks', tracksIn, 'an object of the special tracks');
  else reportUnknownFields(r, tracksIn, 'tracks', TRACK_KEYS, 'the tracks');
  const track = (key: 'sensor' | 'scanner' | 'damageControl'): Track => ({ boxes: readTrackBoxes(t[key] ?? DEFAULT_TRACKS[key], pathJoin('tracks', key), r) ?? [], destroyed: 0 });
  const excess = t['excess'] ?? DEFAULT_TRACKS.excess;
  const excessOk = isWhole(excess, 1, MAX_BOXES);
  if (!excessOk) reportNeed(r, 'tracks.excess', excess, `a whole number of boxes from 1 to ${MAX_BOXES}`);
  return {
    name: typeof name === 'string' ? name : '',
    shields: shields ?? [0, 0, 0, 0, 0, 0],
    phasers,
    phaserRows,
    shuttlesAboard: isWhole(shuttlesAboard, 0, MAX_BOXES) ? shuttlesAboard : 0,
    tracks: {
      sensor: track('sensor'),
      scanner: track('scanner'),
      damageControl: track('damageControl'),
      excess: { boxes: new Array<number>(excessOk ? excess : 0).fill(0), destroyed: 0 },
    },
  };
}

/** A description's phasers, each line `count` times, at most MAX_BOXES in all; a row per line. */
function readPhaserList(list: unknown, r: Report): { phasers: Phaser[]; rows: ShipRow[] } {
  const phasers: Phaser[] = [];
  const rows: ShipRow[] = [];
  if (!Array.isArray(list)) {
    reportNeed(r, 'phasers', list, 'a list of phasers');
    return { phasers, rows };
  }
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    const at = pathJoin('phasers', i);
    const p: unknown = list[i];
    if (!isPlainRecord(p)) {
      reportNeed(r, at, p, 'a phaser: an object with a type and arcs');
      continue;
    }
    const before = r.diagnostics.length + r.dropped;
    reportUnknownFields(r, p, at, PHASER_FIELDS, 'a phaser');
    const type = p['type'];
    if (typeof type !== 'string' || type.trim() === '' || type.length > MAX_ROW_NAME) reportNeed(r, pathJoin(at, 'type'), type, `a phaser type such as Ph-1 (at most ${MAX_ROW_NAME} characters)`);
    const arcs = readArcs(p['arcs'] ?? [], pathJoin(at, 'arcs'), r);
    const count = p['count'] ?? 1;
    if (!isWhole(count, 0, MAX_BOXES)) reportNeed(r, pathJoin(at, 'count'), count, `a whole number from 0 to ${MAX_BOXES}`);
    else total += count;
    const name = p['name'];
    if (name !== undefined && (typeof name !== 'string' || name.length === 0 || name.length > MAX_ROW_NAME)) reportNeed(r, pathJoin(at, 'name'), name, `a name of 1 to ${MAX_ROW_NAME} characters`);
    if (r.diagnostics.length + r.dropped > before) continue;
    if (total > MAX_BOXES) {
      report(r, 'too-many-boxes', pathJoin(at, 'count'), `brings the phasers to ${total} in all, more than MAX_BOXES (${MAX_BOXES})`);
      break;
    }
    for (let k = 0; k < (count as number); k++) phasers.push({ type: type as string, arcs: [...arcs!], destroyed: false });
    if ((count as number) > 0) rows.push({ name: (name as string | undefined) ?? (type as string), system: 'Phaser', boxes: count as number });
  }
  return { phasers, rows };
}

/** A description's shield facings 1 to 6 (a facing listed twice counts once). */
function readArcs(value: unknown, path: string, r: Report): Facing[] | undefined {
  if (!Array.isArray(value) || !value.every((a) => isWhole(a, 1, 6))) {
    reportNeed(r, path, value, 'a list of shield facings 1 to 6');
    return undefined;
  }
  return [...new Set(value as Facing[])];
}

/** The boxes of a special track: a non-empty list of at most MAX_BOXES whole numbers of 0 or more. */
function readTrackBoxes(value: unknown, path: string, r: Report): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BOXES || !value.every((x) => isWhole(x, 0, Number.MAX_SAFE_INTEGER))) {
    reportNeedList(r, path, value, `a non-empty list of at most ${MAX_BOXES} whole numbers of 0 or more`, MAX_BOXES, 'MAX_BOXES');
    return undefined;
  }
  return [...(value as number[])];
}

/** The armor of a ship as `buildShip` read it: its layers, specific armor, hull defenses and tech level. */
export interface ArmorParts {
  readonly layers: readonly ArmorLayer[];
  readonly specific: readonly SpecificArmor[];
  readonly hull: HullDefenses;
  readonly tech?: number;
}

/** Puts checked parts together into a ship state, or undefined when a problem was reported. */
export function assembleShip(parts: ShipParts, counts: ReadonlyMap<ShipSystem, number>, armor: ArmorParts, rows: readonly ShipRow[], r: Report): ShipState | undefined {
  // Built key by key from the fixed list of systems, so no key of the input reaches the state.
  const systems: { [S in ShipSystem]?: Boxes } = {};
  for (const name of SHIP_SYSTEMS) {
    const count = counts.get(name) ?? 0;
    if (count > 0) systems[name] = { total: count, destroyed: 0 };
  }
  const boxes = systems.Shuttle?.total ?? 0;
  if (parts.shuttlesAboard > boxes) report(r, 'too-many-shuttles', 'shuttlesAboard', `${parts.shuttlesAboard} shuttles for ${boxes} Shuttle ${boxes === 1 ? 'box' : 'boxes'}; at most one per box`, ONE_SHUTTLE_PER_BOX);
  if (r.failed) return undefined;
  return {
    name: parts.name,
    // Frozen: the rows never change with damage, so every later state shares them (validate-ship.ts).
    rows: deepFreeze([...rows]),
    shields: [...parts.shields] as unknown as ShipState['shields'],
    armor: armor.layers,
    specificArmor: armor.specific,
    hull: armor.hull,
    ...(armor.tech === undefined ? {} : { tech: armor.tech }),
    systems,
    phasers: parts.phasers,
    shuttlesAboard: parts.shuttlesAboard,
    tracks: parts.tracks,
    destroyed: false,
  };
}
