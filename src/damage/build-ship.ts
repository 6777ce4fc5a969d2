/**
 * Building a ship state from a description (`buildShip`), and the parts of that work that
 * `shipFromCatalog` shares: each field of a description read from plain data and checked, then
 * the checked parts put together into a state with nothing destroyed.
 */
import { MAX_BOXES } from './limits.js';
import { isPlainRecord, isWhole, need, problemReason, readPlain, show, unknownFields, type PlainRecord } from './plain.js';
import { DEFAULT_TRACKS, SHIP_SYSTEMS, type ArmorKind, type Boxes, type BuildResult, type Facing, type Phaser, type ShipDescription, type ShipState, type ShipSystem, type Track } from './ship.js';

/** The fields a {@link ShipDescription} may have; any other is refused, so that a typo is not lost. */
const DESCRIPTION_FIELDS: readonly string[] = ['name', 'shields', 'armor', 'armorKind', 'systems', 'phasers', 'shuttlesAboard', 'tracks'];

/**
 * Builds a ship state from a compact description, checking every field: counts are whole
 * numbers from 0 to `MAX_BOXES`, names are chart systems, phasers number at most `MAX_BOXES` in
 * all, and a field the description does not know is refused. The description is read once, as
 * plain data (`specs/damage.md` §5), so getters, proxies and `__proto__` keys are refused with a
 * reason, never followed. Each reason names its field:
 * `shields: [1,2] is not six whole numbers from 0 to 10000, or one for all six`.
 *
 * @example
 * ```ts
 * import { buildShip, remaining } from 'spacedock/damage';
 *
 * const r = buildShip({ name: 'CA', shields: [30, 24, 24, 20, 24, 24], systems: { 'F Hull': 4, 'Impulse': 4 },
 *   phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2 }] });
 * if (!r.ok) throw new Error(r.reasons.join('; '));
 * if (r.ship.phasers.length !== 2 || remaining(r.ship, 'Impulse') !== 4) throw new Error('2 phasers, 4 impulse boxes');
 * // A bad description comes back with every reason, never a throw.
 * const bad = buildShip({ name: 'X', shields: [1, 2] });
 * if (bad.ok || !bad.reasons[0]?.startsWith('shields')) throw new Error('six shields, or one for all');
 * ```
 */
export function buildShip(d: ShipDescription): BuildResult {
  const read = readPlain(d, '');
  if (read.problems.length > 0) return { ok: false, reasons: read.problems.map(problemReason) };
  const reasons: string[] = [];
  const desc = read.value;
  if (!isPlainRecord(desc)) return { ok: false, reasons: [`${show(desc)} is not a ship description (an object with a name and shields)`] };
  unknownFields(desc, '', DESCRIPTION_FIELDS, 'a ship description', reasons);
  const parts = readShipParts(desc, reasons);
  const systems = readSystemCounts(desc['systems'], 'systems', reasons);
  const armor = desc['armor'] ?? 0;
  if (!isWhole(armor, 0, MAX_BOXES)) reasons.push(need('armor', armor, `a whole number from 0 to ${MAX_BOXES}`));
  return assembleShip(parts, systems, isWhole(armor, 0, MAX_BOXES) ? armor : 0, reasons);
}

/** The parts of a description shared by {@link buildShip} and `shipFromCatalog`, as checked. */
export interface ShipParts {
  readonly name: string;
  readonly shields: readonly number[];
  readonly armorKind: ArmorKind;
  readonly phasers: readonly Phaser[];
  readonly shuttlesAboard: number;
  readonly tracks: ShipState['tracks'];
}

const ARMOR_KINDS: readonly ArmorKind[] = ['standard', 'armor-9', 'borg'];

/** Reads the name, shields, armor kind, phasers, shuttles and tracks of a plain description. */
export function readShipParts(d: PlainRecord, reasons: string[]): ShipParts {
  const name = d['name'] ?? '';
  if (typeof name !== 'string') reasons.push(need('name', name, 'a text'));

  const shieldsIn = d['shields'];
  const shields = typeof shieldsIn === 'number' ? [shieldsIn, shieldsIn, shieldsIn, shieldsIn, shieldsIn, shieldsIn] : Array.isArray(shieldsIn) ? shieldsIn : undefined;
  if (shields === undefined || shields.length !== 6 || !shields.every((s) => isWhole(s, 0, MAX_BOXES))) {
    reasons.push(need('shields', shieldsIn, `six whole numbers from 0 to ${MAX_BOXES}, or one for all six`));
  }

  const armorKind = d['armorKind'] ?? 'standard';
  if (!ARMOR_KINDS.includes(armorKind as ArmorKind)) reasons.push(need('armorKind', armorKind, 'standard, armor-9 or borg'));

  const phasers: Phaser[] = [];
  const phaserList = d['phasers'] ?? [];
  if (!Array.isArray(phaserList)) reasons.push(need('phasers', phaserList, 'a list of phasers'));
  else {
    let total = 0;
    for (let i = 0; i < phaserList.length; i++) {
      const at = `phasers[${i}]`;
      const p: unknown = phaserList[i];
      if (!isPlainRecord(p)) {
        reasons.push(need(at, p, 'a phaser: an object with a type and arcs'));
        continue;
      }
      const before = reasons.length;
      unknownFields(p, at, ['type', 'arcs', 'count'], 'a phaser', reasons);
      const type = p['type'];
      if (typeof type !== 'string' || type.trim() === '') reasons.push(need(`${at}.type`, type, 'a phaser type such as Ph-1'));
      const arcs = readArcs(p['arcs'] ?? [], `${at}.arcs`, reasons);
      const count = p['count'] ?? 1;
      if (!isWhole(count, 0, MAX_BOXES)) reasons.push(need(`${at}.count`, count, `a whole number from 0 to ${MAX_BOXES}`));
      else total += count;
      if (reasons.length > before) continue;
      if (total > MAX_BOXES) {
        reasons.push(`phasers: ${total} phasers in all by phasers[${i}], more than MAX_BOXES (${MAX_BOXES})`);
        break;
      }
      for (let k = 0; k < (count as number); k++) phasers.push({ type: type as string, arcs: [...arcs!], destroyed: false });
    }
  }

  const shuttlesAboard = d['shuttlesAboard'] ?? 0;
  if (!isWhole(shuttlesAboard, 0, MAX_BOXES)) reasons.push(need('shuttlesAboard', shuttlesAboard, 'a whole number, at most one shuttle per Shuttle box'));

  const tracksIn = d['tracks'] ?? Object.create(null);
  const t: PlainRecord = isPlainRecord(tracksIn) ? tracksIn : Object.create(null);
  if (!isPlainRecord(tracksIn)) reasons.push(need('tracks', tracksIn, 'an object of the special tracks'));
  else unknownFields(tracksIn, 'tracks', ['sensor', 'scanner', 'damageControl', 'excess'], 'the tracks', reasons);
  const track = (key: 'sensor' | 'scanner' | 'damageControl'): Track => {
    const boxes = readTrackBoxes(t[key] ?? DEFAULT_TRACKS[key], `tracks.${key}`, reasons);
    return { boxes: boxes ?? [], destroyed: 0 };
  };
  const excess = t['excess'] ?? DEFAULT_TRACKS.excess;
  const excessOk = isWhole(excess, 1, MAX_BOXES);
  if (!excessOk) reasons.push(need('tracks.excess', excess, `a whole number of boxes from 1 to ${MAX_BOXES}`));
  return {
    name: typeof name === 'string' ? name : '',
    shields: shields ?? [0, 0, 0, 0, 0, 0],
    armorKind: ARMOR_KINDS.includes(armorKind as ArmorKind) ? (armorKind as ArmorKind) : 'standard',
    phasers,
    shuttlesAboard: isWhole(shuttlesAboard, 0, MAX_BOXES) ? shuttlesAboard : 0,
    tracks: {
      sensor: track('sensor'),
      scanner: track('scanner'),
      damageControl: track('damageControl'),
      excess: { boxes: new Array<number>(excessOk ? excess : 0).fill(0), destroyed: 0 },
    },
  };
}

/** A description's shield facings 1 to 6 (a facing listed twice counts once). */
function readArcs(value: unknown, field: string, reasons: string[]): Facing[] | undefined {
  if (!Array.isArray(value) || !value.every((a) => isWhole(a, 1, 6))) {
    reasons.push(need(field, value, 'a list of shield facings 1 to 6'));
    return undefined;
  }
  return [...new Set(value as Facing[])];
}

/** The boxes of a special track: a non-empty list of at most MAX_BOXES whole numbers of 0 or more. */
function readTrackBoxes(value: unknown, field: string, reasons: string[]): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BOXES || !value.every((x) => isWhole(x, 0, Number.MAX_SAFE_INTEGER))) {
    reasons.push(need(field, value, `a non-empty list of at most ${MAX_BOXES} whole numbers of 0 or more`));
    return undefined;
  }
  return [...(value as number[])];
}

/** Box counts by chart system (a description's `systems`, a catalog ship's `other`). */
export function readSystemCounts(value: unknown, field: string, reasons: string[]): Map<ShipSystem, number> {
  const counts = new Map<ShipSystem, number>();
  if (value === undefined) return counts;
  if (!isPlainRecord(value)) {
    reasons.push(need(field, value, 'an object of box counts by chart system'));
    return counts;
  }
  for (const name of Object.keys(value)) {
    const count = value[name];
    if (!SHIP_SYSTEMS.includes(name as ShipSystem)) reasons.push(`${field}: ${show(name)} is not a chart system; they are ${SHIP_SYSTEMS.join(', ')}`);
    else if (!isWhole(count, 0, MAX_BOXES)) reasons.push(need(`${field}.${name}`, count, `a whole number from 0 to ${MAX_BOXES}`));
    else counts.set(name as ShipSystem, count);
  }
  return counts;
}

/** Puts checked parts together into a ship state, or returns every reason found. */
export function assembleShip(parts: ShipParts, counts: ReadonlyMap<ShipSystem, number>, armor: number, reasons: string[]): BuildResult {
  // Built key by key from the fixed list of systems, so no key of the input reaches the state.
  const systems: { [S in ShipSystem]?: Boxes } = {};
  for (const name of SHIP_SYSTEMS) {
    const count = counts.get(name) ?? 0;
    if (count > 0) systems[name] = { total: count, destroyed: 0 };
  }
  if (parts.shuttlesAboard > (systems.Shuttle?.total ?? 0)) reasons.push(`shuttlesAboard: ${parts.shuttlesAboard} shuttles for ${systems.Shuttle?.total ?? 0} Shuttle boxes; at most one per box`);
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    ship: {
      name: parts.name,
      shields: [...parts.shields] as unknown as ShipState['shields'],
      armor: { total: armor, destroyed: 0, kind: parts.armorKind, held: 0 },
      systems,
      phasers: parts.phasers,
      shuttlesAboard: parts.shuttlesAboard,
      tracks: parts.tracks,
      destroyed: false,
    },
  };
}
