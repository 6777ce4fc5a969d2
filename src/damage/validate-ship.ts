/**
 * Checking a ship state that did not come from `buildShip`: read from a file, built by hand, or
 * handed over by untyped code. Every field is checked before any helper uses it, and a fresh
 * state is built from the checked values only.
 *
 * The check reads the state directly, by its schema: only own enumerable keys, each read once,
 * each list's length checked before its entries, so neither a cycle, deep nesting nor a prototype
 * can lead it anywhere. Should reading throw (a getter, a proxy trap, a revoked proxy), the state
 * is read again as plain data (`readPlain`), which names the part that could not be read; the
 * direct read is what keeps a volley fast on the states that are fine.
 */
import { MAX_BOXES } from './limits.js';
import { fieldPath, isBulky, isWhole, need, problemReason, readPlain, show, showKey } from './plain.js';
import {
  SHIP_SYSTEMS,
  type ArmorKind,
  type Boxes,
  type BuildResult,
  type Facing,
  type Phaser,
  type ShipState,
  type ShipSystem,
  type Track,
} from './ship.js';

const STATE_FIELDS: readonly string[] = ['name', 'shields', 'armor', 'systems', 'phasers', 'shuttlesAboard', 'tracks', 'destroyed'];
const ARMOR_FIELDS: readonly string[] = ['total', 'destroyed', 'kind', 'held'];
const BOX_FIELDS: readonly string[] = ['total', 'destroyed'];
const PHASER_FIELDS: readonly string[] = ['type', 'arcs', 'destroyed'];
const TRACK_FIELDS: readonly string[] = ['boxes', 'destroyed'];
const TRACKS: readonly (keyof ShipState['tracks'])[] = ['sensor', 'scanner', 'damageControl', 'excess'];

/**
 * Checks a whole ship state field by field and returns a fresh copy of it, or every reason it is
 * not one: six shields, armor (`destroyed` at most `total`; `held`, the points on a part-filled
 * Armor-9 box, from 0 to 8 and only on Armor-9 that still stands), systems by chart name, phasers,
 * shuttles (at most one per working Shuttle box), the four tracks (the last box of the sensor,
 * scanner and damage control tracks is never destroyed) and `destroyed` (true once the excess
 * track is used up). A field the state does not have is refused. `resolveVolley` runs the same
 * check (its reasons start with `ship.`).
 *
 * @example
 * ```ts
 * import { buildShip, checkShipState } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10, armor: 2, armorKind: 'armor-9' });
 * if (!built.ok) throw new Error(built.reasons.join('; '));
 * if (!checkShipState(built.ship).ok) throw new Error('a built ship is a valid state');
 * const bad = checkShipState({ ...built.ship, armor: { ...built.ship.armor, held: -50 } });
 * // { ok: false, reasons: ['armor.held: -50 is not a whole number from 0 to 8'] }
 * if (bad.ok || bad.reasons[0] !== 'armor.held: -50 is not a whole number from 0 to 8') throw new Error(JSON.stringify(bad));
 * ```
 */
export function checkShipState(state: unknown): BuildResult {
  const reasons: string[] = [];
  const ship = readShipState(state, '', reasons);
  return ship === undefined ? { ok: false, reasons } : { ok: true, ship };
}

/** Reads and checks a ship state; `prefix` names it in the reasons (`ship` gives `ship.armor.held`). */
export function readShipState(state: unknown, prefix: string, reasons: string[]): ShipState | undefined {
  const before = reasons.length;
  try {
    return checkState(state, prefix, reasons);
  } catch {
    // Reading threw: read the state once more as plain data, which names what cannot be read.
    reasons.length = before;
    const read = readPlain(state, prefix);
    if (read.problems.length > 0) {
      for (const p of read.problems) reasons.push(problemReason(p));
      return undefined;
    }
    return checkState(read.value, prefix, reasons);
  }
}

const isRecord = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v) && !isBulky(v);

/**
 * The own enumerable fields of a record among `known`, each read once; every other key is a
 * reason. Keys are never used to write to an object with a prototype.
 */
function fieldsOf(record: object, known: readonly string[], base: string, what: string, reasons: string[]): Readonly<Record<string, unknown>> {
  // Every known field is set, to undefined if absent, so no read of one ever reaches a prototype;
  // no other key is ever written.
  const out: Record<string, unknown> = {};
  for (const key of known) out[key] = undefined;
  const keys = Object.keys(record);
  if (keys.length > known.length + 100) {
    reasons.push(`${base === '' ? 'the ship' : base}: ${keys.length} keys; ${what} has ${known.length} fields`);
    return out;
  }
  for (const key of keys) {
    if (known.includes(key)) out[key] = (record as Record<string, unknown>)[key];
    else reasons.push(`${fieldPath(base, showKey(key))}: not a field of ${what} (they are ${known.join(', ')})`);
  }
  return out;
}

function checkState(state: unknown, prefix: string, reasons: string[]): ShipState | undefined {
  if (!isRecord(state)) {
    reasons.push(need(prefix === '' ? 'the ship' : prefix, state, 'a ship state (build one with buildShip)'));
    return undefined;
  }
  const before = reasons.length;
  const at = (key: string): string => fieldPath(prefix, key);
  const s = fieldsOf(state, STATE_FIELDS, prefix, 'a ship state', reasons);

  const name = s['name'];
  if (typeof name !== 'string') reasons.push(need(at('name'), name, 'a text'));

  const shieldsIn = s['shields'];
  const shields = Array.isArray(shieldsIn) && shieldsIn.length === 6 ? [shieldsIn[0], shieldsIn[1], shieldsIn[2], shieldsIn[3], shieldsIn[4], shieldsIn[5]] : undefined;
  if (shields === undefined || !shields.every((x) => isWhole(x, 0, MAX_BOXES))) reasons.push(need(at('shields'), shieldsIn, `six whole numbers from 0 to ${MAX_BOXES}`));

  const armor = readArmor(s['armor'], at('armor'), reasons);
  const systems = readSystems(s['systems'], at('systems'), reasons);
  const phasers = readPhasers(s['phasers'], at('phasers'), reasons);

  const aboard = s['shuttlesAboard'];
  const shuttleBoxes = systems?.Shuttle === undefined ? 0 : systems.Shuttle.total - systems.Shuttle.destroyed;
  if (!isWhole(aboard, 0, MAX_BOXES)) reasons.push(need(at('shuttlesAboard'), aboard, 'a whole number of shuttles'));
  else if (systems !== undefined && aboard > shuttleBoxes) reasons.push(`${at('shuttlesAboard')}: ${aboard} shuttles for ${shuttleBoxes} working Shuttle boxes; at most one per box`);

  const tracks = readTracks(s['tracks'], at('tracks'), reasons);

  const destroyed = s['destroyed'];
  if (typeof destroyed !== 'boolean') reasons.push(need(at('destroyed'), destroyed, 'true or false'));
  else if (!destroyed && tracks !== undefined && tracks.excess.destroyed >= tracks.excess.boxes.length) {
    reasons.push(`${at('destroyed')}: false, but the excess damage track is used up, which destroys the ship`);
  }

  if (reasons.length > before || armor === undefined || systems === undefined || phasers === undefined || tracks === undefined) return undefined;
  return {
    name: name as string,
    shields: shields as unknown as ShipState['shields'],
    armor,
    systems,
    phasers,
    shuttlesAboard: aboard as number,
    tracks,
    destroyed: destroyed as boolean,
  };
}

function readArmor(value: unknown, field: string, reasons: string[]): ShipState['armor'] | undefined {
  if (!isRecord(value)) {
    reasons.push(need(field, value, 'an object with total and destroyed boxes'));
    return undefined;
  }
  const before = reasons.length;
  const a = fieldsOf(value, ARMOR_FIELDS, field, 'the armor', reasons);
  const boxes = readBoxes(a, field, reasons);
  const kind = a['kind'] ?? 'standard';
  if (kind !== 'standard' && kind !== 'armor-9' && kind !== 'borg') reasons.push(need(`${field}.kind`, kind, 'standard, armor-9 or borg'));
  const held = a['held'] ?? 0;
  const maxHeld = kind === 'armor-9' ? 8 : 0;
  if (!isWhole(held, 0, maxHeld)) reasons.push(need(`${field}.held`, held, maxHeld === 0 ? '0 (only Armor-9 holds points on a box)' : 'a whole number from 0 to 8'));
  else if (held > 0 && boxes !== undefined && boxes.destroyed >= boxes.total) reasons.push(`${field}.held: ${held} points held, but no Armor-9 box stands`);
  if (reasons.length > before || boxes === undefined) return undefined;
  return { total: boxes.total, destroyed: boxes.destroyed, kind: kind as ArmorKind, held: held as number };
}

/** `total` and `destroyed` of a record: whole numbers, destroyed at most total. */
function readBoxes(value: Readonly<Record<string, unknown>>, field: string, reasons: string[]): Boxes | undefined {
  const total = value['total'];
  const destroyed = value['destroyed'];
  if (!isWhole(total, 0, MAX_BOXES)) {
    reasons.push(need(`${field}.total`, total, `a whole number from 0 to ${MAX_BOXES}`));
    return undefined;
  }
  if (!isWhole(destroyed, 0, total)) {
    reasons.push(need(`${field}.destroyed`, destroyed, `a whole number from 0 to ${total} (its total)`));
    return undefined;
  }
  return { total, destroyed };
}

function readSystems(value: unknown, field: string, reasons: string[]): ShipState['systems'] | undefined {
  if (!isRecord(value)) {
    reasons.push(need(field, value, 'an object of boxes by chart system'));
    return undefined;
  }
  const before = reasons.length;
  const keys = Object.keys(value);
  if (keys.length > SHIP_SYSTEMS.length + 100) {
    reasons.push(`${field}: ${keys.length} keys; there are ${SHIP_SYSTEMS.length} chart systems`);
    return undefined;
  }
  // Built key by key, and only under the fixed names, so no key of the input reaches the new state.
  const out: { [S in ShipSystem]?: Boxes } = {};
  for (const key of keys) {
    if (!SHIP_SYSTEMS.includes(key as ShipSystem)) {
      reasons.push(`${field}: ${show(key)} is not a chart system; they are ${SHIP_SYSTEMS.join(', ')}`);
      continue;
    }
    const b: unknown = (value as Record<string, unknown>)[key];
    if (b === undefined) continue;
    const at = `${field}.${key}`;
    if (!isRecord(b)) {
      reasons.push(need(at, b, 'an object with total and destroyed boxes'));
      continue;
    }
    // The common case, just the two fields, read by name (a system is read 21 times a volley).
    const own = Object.keys(b);
    const plain = own.length === 2 && own.includes('total') && own.includes('destroyed');
    const fields = plain ? { total: (b as Boxes).total, destroyed: (b as Boxes).destroyed } : fieldsOf(b, BOX_FIELDS, at, 'a system', reasons);
    const boxes = readBoxes(fields, at, reasons);
    if (boxes !== undefined) out[key as ShipSystem] = boxes;
  }
  return reasons.length > before ? undefined : out;
}

/** Shield facings 1 to 6, each at most once, as a fresh list. */
function readFacings(value: unknown, field: string, reasons: string[]): Facing[] | undefined {
  let seen = 0;
  const ok =
    Array.isArray(value) &&
    value.length <= 6 &&
    value.every((a) => {
      if (!isWhole(a, 1, 6) || (seen & (1 << a)) !== 0) return false;
      seen |= 1 << a;
      return true;
    });
  if (!ok) {
    reasons.push(need(field, value, 'a list of shield facings 1 to 6, each at most once'));
    return undefined;
  }
  return [...(value as Facing[])];
}

function readPhasers(value: unknown, field: string, reasons: string[]): Phaser[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_BOXES) {
    reasons.push(need(field, value, `a list of at most ${MAX_BOXES} phasers`));
    return undefined;
  }
  const before = reasons.length;
  const out: Phaser[] = [];
  for (let i = 0; i < value.length; i++) {
    const at = `${field}[${i}]`;
    const raw: unknown = value[i];
    if (!isRecord(raw)) {
      reasons.push(need(at, raw, 'a phaser: an object with a type, arcs and destroyed'));
      continue;
    }
    const own = Object.keys(raw);
    const plain = own.length === 3 && own.includes('type') && own.includes('arcs') && own.includes('destroyed');
    const p = plain ? { type: (raw as Phaser).type, arcs: (raw as Phaser).arcs, destroyed: (raw as Phaser).destroyed } : fieldsOf(raw, PHASER_FIELDS, at, 'a phaser', reasons);
    const type = p['type'];
    if (typeof type !== 'string' || type.trim() === '') reasons.push(need(`${at}.type`, type, 'a phaser type such as Ph-1'));
    const arcs = readFacings(p['arcs'], `${at}.arcs`, reasons);
    const destroyed = p['destroyed'];
    if (typeof destroyed !== 'boolean') reasons.push(need(`${at}.destroyed`, destroyed, 'true or false'));
    if (typeof type === 'string' && arcs !== undefined && typeof destroyed === 'boolean') out.push({ type, arcs, destroyed });
  }
  return reasons.length > before ? undefined : out;
}

/** A track's boxes: a non-empty list of at most MAX_BOXES whole numbers of 0 or more, as a fresh list. */
function readBoxList(value: unknown, field: string, reasons: string[]): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BOXES || !value.every((x) => isWhole(x, 0, Number.MAX_SAFE_INTEGER))) {
    reasons.push(need(field, value, `a non-empty list of at most ${MAX_BOXES} whole numbers of 0 or more`));
    return undefined;
  }
  return [...(value as number[])];
}

function readTracks(value: unknown, field: string, reasons: string[]): ShipState['tracks'] | undefined {
  if (!isRecord(value)) {
    reasons.push(need(field, value, 'an object of the sensor, scanner, damageControl and excess tracks'));
    return undefined;
  }
  const before = reasons.length;
  const tracks = fieldsOf(value, TRACKS, field, 'the tracks', reasons);
  const out: Partial<Record<(typeof TRACKS)[number], Track>> = {};
  for (const key of TRACKS) {
    const at = `${field}.${key}`;
    const raw = tracks[key];
    if (!isRecord(raw)) {
      reasons.push(need(at, raw, 'a track: an object with boxes and destroyed'));
      continue;
    }
    const own = Object.keys(raw);
    const plain = own.length === 2 && own.includes('boxes') && own.includes('destroyed');
    const t = plain ? { boxes: (raw as Track).boxes, destroyed: (raw as Track).destroyed } : fieldsOf(raw, TRACK_FIELDS, at, 'a track', reasons);
    const boxes = readBoxList(t['boxes'], `${at}.boxes`, reasons);
    if (boxes === undefined) continue;
    // D4.33: the last box of a capability track is never destroyed; the excess track can be used up.
    const most = key === 'excess' ? boxes.length : boxes.length - 1;
    const destroyed = t['destroyed'];
    if (!isWhole(destroyed, 0, most)) {
      reasons.push(need(`${at}.destroyed`, destroyed, key === 'excess' ? `a whole number from 0 to ${most} (its boxes)` : `a whole number from 0 to ${most} (the last box is never destroyed, D4.33)`));
      continue;
    }
    out[key] = { boxes, destroyed };
  }
  if (reasons.length > before) return undefined;
  return { sensor: out.sensor!, scanner: out.scanner!, damageControl: out.damageControl!, excess: out.excess! };
}
