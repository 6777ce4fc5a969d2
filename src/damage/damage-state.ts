import { describeValue } from '../diagnostics/describe.js';
import { pathJoin, pathUnder } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { isPlainRecord, isWhole, readRecordInto, reportNeed, reportUnknownFields, type PlainRecord } from '../input/plain.js';
import { SKIN } from './armor/skin.js';
import { SHIP_SYSTEMS, type ArmorKind, type ArmorLayer, type Boxes, type ShipState, type ShipSystem, type SpecificArmor, type Track } from './ship.js';
import { checkShipState } from './validate-ship.js';

/**
 * The version of the damage state's JSON form ({@link DamageState}): a state of a newer format is
 * refused by name, not misread.
 *
 * @example
 * ```ts
 * import { DAMAGE_STATE_FORMAT } from 'spacedock/damage';
 *
 * if (DAMAGE_STATE_FORMAT !== 2) throw new Error(String(DAMAGE_STATE_FORMAT));
 * ```
 */
export const DAMAGE_STATE_FORMAT = 2;

/**
 * The damage of one armor layer in a {@link DamageState}: its kind (the ship's layer of that
 * place must be of it), its destroyed boxes and the points held on its first standing box; for a
 * Skin layer the allowance left this turn and whether an internal is owed; for a regenerating
 * layer the destroyed boxes of each group (adding up to `destroyed`).
 */
export interface ArmorLayerDamage {
  readonly kind: ArmorKind;
  readonly destroyed: number;
  readonly held: number;
  readonly ignoreLeft?: number;
  readonly internalNext?: boolean;
  readonly groups?: readonly number[];
}

/**
 * A ship's damage as plain JSON, apart from the ship it happened to: what a player saves between
 * volleys, and what `spacedock damage --state`, `spacedock sheet --state` and the page read and
 * write. The ship itself comes from its design; the state says only what is gone, so a state
 * file stays small and readable. Counts of destroyed boxes are the first boxes of their system in
 * the chart's order, as the damage rules destroy them.
 */
export interface DamageState {
  readonly format: typeof DAMAGE_STATE_FORMAT;
  readonly kind: 'damage-state';
  /** The ship's name: a state is applied to the ship of that name only. */
  readonly ship: string;
  /** Shield boxes left on facings #1 to #6. */
  readonly shields: readonly number[];
  /** Each armor layer's damage, in the ship's order of layers. */
  readonly armor: readonly ArmorLayerDamage[];
  /** Destroyed boxes of each specific armor, in the ship's order. */
  readonly specificArmor: readonly number[];
  /** Destroyed boxes of each chart system the ship has (every one listed, 0 included). */
  readonly systems: { readonly [S in ShipSystem]?: number };
  /** The destroyed phasers, by their place in the ship's list of phasers (from 0). */
  readonly phasers: readonly number[];
  readonly shuttlesAboard: number;
  /** Destroyed boxes of each track, from its best box. */
  readonly tracks: { readonly sensor: number; readonly scanner: number; readonly damageControl: number; readonly excess: number };
}

const FIELDS = ['format', 'kind', 'ship', 'shields', 'armor', 'specificArmor', 'systems', 'phasers', 'shuttlesAboard', 'tracks'] as const;
const FIELDS_1 = ['format', 'kind', 'ship', 'shields', 'armor', 'systems', 'phasers', 'shuttlesAboard', 'tracks'] as const;
const TRACKS = ['sensor', 'scanner', 'damageControl', 'excess'] as const;

/**
 * The damage state of a ship state: what {@link applyDamageState} makes the same state of again
 * on the undamaged ship. A value that is not a valid ship state fails with what `checkShipState`
 * says of it; never a throw.
 *
 * @example
 * ```ts
 * import { buildShip, damageStateOf, resolveVolley } from 'spacedock/damage';
 * import { seededDice } from 'spacedock';
 *
 * const ship = buildShip({ name: 'Cutter', shields: 4, systems: [{ label: 'Bridge', count: 2 }, { label: 'F Hull', count: 3 }] });
 * if (!ship.ok) throw new Error('built');
 * const hit = resolveVolley(ship.value, { shield: 1, points: 7 }, seededDice(3));
 * if (!hit.ok) throw new Error('resolved');
 * const state = damageStateOf(hit.value.ship);
 * // { ok: true, value: { format: 2, kind: 'damage-state', ship: 'Cutter', shields: [0, 4, 4, 4, 4, 4], armor: [], specificArmor: [], systems: { Bridge: ..., 'F Hull': ... }, ... } }
 * if (!state.ok || state.value.shields[0] !== 0 || state.value.kind !== 'damage-state') throw new Error(JSON.stringify(state));
 * ```
 */
export function damageStateOf(ship: ShipState): Result<DamageState> {
  const checked = checkShipState(ship);
  if (!checked.ok) return checked;
  const s = checked.value;
  const systems: Partial<Record<ShipSystem, number>> = {};
  for (const name of SHIP_SYSTEMS) {
    const b = s.systems[name];
    if (b !== undefined) systems[name] = b.destroyed;
  }
  return {
    ok: true,
    diagnostics: [],
    value: {
    format: DAMAGE_STATE_FORMAT,
    kind: 'damage-state',
    ship: s.name,
    shields: [...s.shields],
    armor: s.armor.map(layerDamage),
    specificArmor: s.specificArmor.map((a) => a.destroyed),
    systems,
    phasers: s.phasers.flatMap((p, i) => (p.destroyed ? [i] : [])),
    shuttlesAboard: s.shuttlesAboard,
    tracks: { sensor: s.tracks.sensor.destroyed, scanner: s.tracks.scanner.destroyed, damageControl: s.tracks.damageControl.destroyed, excess: s.tracks.excess.destroyed },
    },
  };
}

/** A layer's damage as a state writes it. */
function layerDamage(a: ArmorLayer): ArmorLayerDamage {
  const base = { kind: a.kind, destroyed: a.destroyed, held: a.held };
  if (a.groups !== undefined) return { ...base, groups: a.groups.map((g) => g.destroyed) };
  if (a.kind === 'skin') return { ...base, ignoreLeft: a.ignoreLeft ?? 0, internalNext: a.internalNext ?? false };
  return base;
}

/** A whole number from `min` to `max` at `path`, or undefined with the problem reported. */
function whole(r: Report, record: PlainRecord, key: string, path: string, min: number, max: number, what: string): number | undefined {
  const v = record[key];
  if (isWhole(v, min, max)) return v;
  reportNeed(r, path, v, `${what}, a whole number from ${min} to ${max}`);
  return undefined;
}

/**
 * Applies a saved damage state (JSON, untrusted) to a ship: the ship as the state says it was
 * left. Every field is checked against the ship: its name, six shields of at most the ship's
 * boxes, each armor layer of the ship's kind in its place (its destroyed boxes, points held, a
 * Skin layer's allowance and owed internal, a regenerating layer's groups), each specific armor's
 * destroyed boxes, destroyed boxes of at most each system's (a system the ship does not have is
 * an error), phasers by their place in the ship's list, tracks whose last box stands (the excess
 * track's may fall: the ship is then destroyed), shuttles aboard at most the ship's. A state of
 * another ship (its `ship` another name) is one error naming both ships, its fields unread. A state of
 * format 1 (one `armor` object, no specific armor) is read for a ship of at most one armor layer
 * (a Skin layer then starts the turn afresh; a regenerating layer's boxes are destroyed from its
 * first group on). A problem is a diagnostic at its path in the state, written as every path is
 * (`pathJoin`: `systems.Bridge`, `systems["L Warp"]`, `armor[1].held`); never a throw.
 *
 * @example
 * ```ts
 * import { applyDamageState, buildShip } from 'spacedock/damage';
 *
 * const ship = buildShip({ name: 'Cutter', shields: 4, systems: [{ label: 'Bridge', count: 2 }] });
 * if (!ship.ok) throw new Error('built');
 * const state = { format: 2, kind: 'damage-state', ship: 'Cutter', shields: [0, 4, 4, 4, 4, 4], armor: [], specificArmor: [],
 *   systems: { Bridge: 1 }, phasers: [], shuttlesAboard: 0, tracks: { sensor: 0, scanner: 0, damageControl: 0, excess: 0 } };
 * const r = applyDamageState(ship.value, state);
 * if (!r.ok || r.value.systems.Bridge?.destroyed !== 1 || r.value.shields[0] !== 0) throw new Error(JSON.stringify(r));
 * const bad = applyDamageState(ship.value, { ...state, systems: { Bridge: 3 } });
 * // invalid-value at systems.Bridge: 3 is not the Bridge's destroyed boxes, a whole number from 0 to 2
 * if (bad.ok || bad.diagnostics[0]?.path !== 'systems.Bridge') throw new Error(JSON.stringify(bad));
 * ```
 */
export function applyDamageState(ship: ShipState, state: unknown): Result<ShipState> {
  const r = newReport();
  const base = checkShipState(ship);
  if (!base.ok) {
    for (const d of base.diagnostics) report(r, d.code, pathUnder('ship', d.path), d.message);
    return failReport(r);
  }
  const s = base.value;
  const record = readRecordInto(state, '', 'a damage state (an object)', r);
  if (record === undefined) return failReport(r);
  const format = record['format'];
  const first = format === 1;
  reportUnknownFields(r, record, '', first ? FIELDS_1 : FIELDS, 'a damage state');
  if (format !== DAMAGE_STATE_FORMAT && !first) {
    if (typeof format === 'number' && format > DAMAGE_STATE_FORMAT) report(r, 'invalid-value', 'format', `format ${format} is newer than this spacedock reads (${DAMAGE_STATE_FORMAT}): update spacedock`);
    else reportNeed(r, 'format', format, `the damage state's format, ${DAMAGE_STATE_FORMAT} (or 1, for a ship of at most one armor layer)`);
  }
  if (record['kind'] !== 'damage-state') reportNeed(r, 'kind', record['kind'], '"damage-state"');
  const named = record['ship'];
  // A state of another ship: one error naming both ships, not one per field that does not fit this one.
  if (typeof named === 'string' && named !== s.name) {
    report(r, 'invalid-value', 'ship', `this damage state is of the ship ${describeValue(named)}, not of this design's ship, ${describeValue(s.name)} (a state is of one ship: give its own state, or a new file to start afresh)`);
    return failReport(r);
  }
  if (named !== s.name) reportNeed(r, 'ship', named, `the ship's name, ${describeValue(s.name)} (a state is of one ship)`);

  // Shields: six, each at most the ship's boxes on that facing.
  const shieldsIn = record['shields'];
  let shields: number[] | undefined;
  if (!Array.isArray(shieldsIn) || shieldsIn.length !== 6) reportNeed(r, 'shields', shieldsIn, 'a list of six shield values');
  else {
    shields = [];
    shieldsIn.forEach((v: unknown, i) => {
      const max = s.shields[i]!;
      if (isWhole(v, 0, max)) shields!.push(v);
      else reportNeed(r, `shields[${i}]`, v, `the boxes left on shield #${i + 1}, a whole number from 0 to ${max}`);
    });
  }

  const armor = first ? readArmorOfFormat1(r, record['armor'], s.armor) : readLayers(r, record['armor'], s.armor);
  const specificArmor = first ? s.specificArmor : readSpecific(r, record['specificArmor'], s.specificArmor);

  const systemsIn = record['systems'];
  const systems: { [S in ShipSystem]?: Boxes } = { ...s.systems };
  if (!isPlainRecord(systemsIn)) reportNeed(r, 'systems', systemsIn, 'an object of destroyed boxes by chart system');
  else {
    const known = SHIP_SYSTEMS.filter((n) => s.systems[n] !== undefined);
    reportUnknownFields(r, systemsIn, 'systems', known, `this ship's systems`);
    for (const name of known) {
      if (systemsIn[name] === undefined) continue; // left out: none destroyed
      const b = s.systems[name]!;
      const destroyed = whole(r, systemsIn, name, pathJoin('systems', name), 0, b.total, `the ${name}'s destroyed boxes`);
      if (destroyed !== undefined) systems[name] = { total: b.total, destroyed };
    }
  }

  const phasersIn = record['phasers'];
  let phasers = s.phasers;
  if (!Array.isArray(phasersIn) || phasersIn.length > s.phasers.length) {
    reportNeed(r, 'phasers', phasersIn, s.phasers.length === 0 ? 'an empty list (this ship has no phasers)' : `a list of destroyed phasers, by place (0 to ${s.phasers.length - 1})`);
  }
  else {
    const gone = new Set<number>();
    phasersIn.forEach((v: unknown, i) => {
      if (!isWhole(v, 0, s.phasers.length - 1)) reportNeed(r, `phasers[${i}]`, v, `a phaser's place in the ship's list, a whole number from 0 to ${s.phasers.length - 1}`);
      else if (gone.has(v)) report(r, 'invalid-value', `phasers[${i}]`, `phaser ${v} is listed twice`);
      else gone.add(v);
    });
    phasers = s.phasers.map((p, i) => ({ ...p, destroyed: gone.has(i) }));
  }

  const shuttlesAboard = whole(r, record, 'shuttlesAboard', 'shuttlesAboard', 0, s.shuttlesAboard, 'the shuttles aboard');

  const tracksIn = record['tracks'];
  const tracks: Record<(typeof TRACKS)[number], Track> = { ...s.tracks };
  if (!isPlainRecord(tracksIn)) reportNeed(r, 'tracks', tracksIn, 'an object of destroyed track boxes');
  else {
    reportUnknownFields(r, tracksIn, 'tracks', TRACKS, 'the tracks');
    for (const key of TRACKS) {
      const t = s.tracks[key];
      // The last box of the sensor, scanner and damage control tracks is never destroyed (D4.33).
      const max = key === 'excess' ? t.boxes.length : t.boxes.length - 1;
      const destroyed = whole(r, tracksIn, key, pathJoin('tracks', key), 0, max, `the ${key} track's destroyed boxes`);
      if (destroyed !== undefined) tracks[key] = { boxes: t.boxes, destroyed };
    }
  }
  if (r.failed || shields === undefined || armor === undefined || specificArmor === undefined || shuttlesAboard === undefined) return failReport(r);
  const next: ShipState = {
    ...s,
    shields: shields as unknown as ShipState['shields'],
    armor,
    specificArmor,
    systems,
    phasers,
    shuttlesAboard,
    tracks,
    destroyed: tracks.excess.destroyed >= tracks.excess.boxes.length,
  };
  // The whole state once more, as every damage helper checks it (shuttles and working Shuttle boxes, held points).
  const checked = checkShipState(next);
  if (!checked.ok) return checked;
  return finishReport(r, checked.value);
}

/** The fields of a layer's damage, by kind. */
const LAYER_FIELDS = ['kind', 'destroyed', 'held'];
const EXTRA_FIELDS: { readonly [K in ArmorKind]: readonly string[] } = { standard: [], 'armor-9': [], borg: [], breen: [], regenerating: ['groups'], skin: ['ignoreLeft', 'internalNext'] };

/**
 * The armor layers of a format-2 state: one entry per layer of the ship, in its order, each of
 * the layer's kind. The numbers are checked against the ship's boxes here; the consistency rules
 * (points held on a standing box, Skin's owed internal) are `checkShipState`'s, on the result.
 */
function readLayers(r: Report, value: unknown, layers: readonly ArmorLayer[]): ArmorLayer[] | undefined {
  if (!Array.isArray(value) || value.length !== layers.length) {
    reportNeed(r, 'armor', value, `a list of ${layers.length} armor layer${layers.length === 1 ? '' : 's'}, one for each of the ship's (${layers.map((a) => a.kind).join(', ') || 'it has none'})`);
    return undefined;
  }
  const before = r.diagnostics.length + r.dropped;
  const out = layers.map((a, i): ArmorLayer => {
    const at = `armor[${i}]`;
    const d: unknown = value[i];
    if (!isPlainRecord(d)) {
      reportNeed(r, at, d, `the damage of the ship's ${a.kind} layer: an object with kind, destroyed and held`);
      return a;
    }
    reportUnknownFields(r, d, at, [...LAYER_FIELDS, ...EXTRA_FIELDS[a.kind]], `the damage of a ${a.kind} layer`);
    if (d['kind'] !== a.kind) reportNeed(r, `${at}.kind`, d['kind'], `"${a.kind}", the kind of the ship's layer ${i + 1}`);
    const destroyed = whole(r, d, 'destroyed', `${at}.destroyed`, 0, a.total, `the ${a.kind} layer's destroyed boxes`) ?? a.destroyed;
    const held = whole(r, d, 'held', `${at}.held`, 0, a.kind === 'armor-9' ? 8 : a.kind === 'skin' ? 299 : 0, 'the points held on its first standing box') ?? a.held;
    if (a.groups !== undefined) {
      const groupsIn = d['groups'];
      if (!Array.isArray(groupsIn) || groupsIn.length !== a.groups.length) {
        reportNeed(r, `${at}.groups`, groupsIn, `the destroyed boxes of each of its ${a.groups.length} groups`);
        return a;
      }
      const mark = r.diagnostics.length + r.dropped;
      const groups = a.groups.map((g, k) => ({ total: g.total, destroyed: whole(r, { n: groupsIn[k] }, 'n', `${at}.groups[${k}]`, 0, g.total, `group ${k + 1}'s destroyed boxes`) ?? 0 }));
      const sum = groups.reduce((n, g) => n + g.destroyed, 0);
      if (r.diagnostics.length + r.dropped === mark && sum !== destroyed) report(r, 'invalid-value', `${at}.groups`, `the groups' destroyed boxes add up to ${sum}, and the layer's are ${destroyed}`);
      return { ...a, destroyed, held, groups };
    }
    if (a.kind === 'skin') {
      const ignoreLeft = whole(r, d, 'ignoreLeft', `${at}.ignoreLeft`, 0, a.total * SKIN.ignoredPerBox.value, 'the damage still to be ignored this turn') ?? 0;
      const internalNext = d['internalNext'];
      if (typeof internalNext !== 'boolean') reportNeed(r, `${at}.internalNext`, internalNext, 'true or false');
      return { ...a, destroyed, held, ignoreLeft, internalNext: internalNext === true };
    }
    return { ...a, destroyed, held };
  });
  return r.diagnostics.length + r.dropped > before ? undefined : out;
}

/**
 * The armor of a format-1 state, `{ destroyed, held }`, on a ship of at most one layer (a state of
 * a ship without armor says 0 and 0). A Skin layer starts the turn afresh; a regenerating layer's
 * destroyed boxes are its first groups' (the order a volley takes them in).
 */
function readArmorOfFormat1(r: Report, value: unknown, layers: readonly ArmorLayer[]): ArmorLayer[] | undefined {
  if (layers.length > 1) {
    report(r, 'invalid-value', 'format', `a state of format 1 holds one armor layer, and this ship has ${layers.length} (${layers.map((a) => a.kind).join(', ')}): save it again in format ${DAMAGE_STATE_FORMAT}`);
    return undefined;
  }
  if (!isPlainRecord(value)) {
    reportNeed(r, 'armor', value, 'an object { destroyed, held }');
    return undefined;
  }
  reportUnknownFields(r, value, 'armor', ['destroyed', 'held'], 'the armor');
  const a = layers[0];
  const destroyed = whole(r, value, 'destroyed', 'armor.destroyed', 0, a?.total ?? 0, 'the destroyed armor boxes');
  const held = whole(r, value, 'held', 'armor.held', 0, a?.kind === 'armor-9' ? 8 : a?.kind === 'skin' ? 299 : 0, 'the points held on its first standing box');
  if (destroyed === undefined || held === undefined) return undefined;
  if (a === undefined) return [];
  if (a.groups !== undefined) {
    let rest = destroyed;
    const groups = a.groups.map((g) => {
      const n = Math.min(rest, g.total);
      rest -= n;
      return { total: g.total, destroyed: n };
    });
    return [{ ...a, destroyed, held, groups }];
  }
  if (a.kind === 'skin') return [{ ...a, destroyed, held, ignoreLeft: (a.total - destroyed) * SKIN.ignoredPerBox.value, internalNext: false }];
  return [{ ...a, destroyed, held }];
}

/** The destroyed boxes of each specific armor of the ship, in its order. */
function readSpecific(r: Report, value: unknown, specific: readonly SpecificArmor[]): SpecificArmor[] | undefined {
  if (!Array.isArray(value) || value.length !== specific.length) {
    reportNeed(r, 'specificArmor', value, `a list of the destroyed boxes of each of the ship's ${specific.length} specific armor${specific.length === 1 ? '' : 's'}`);
    return undefined;
  }
  const before = r.diagnostics.length + r.dropped;
  const out = specific.map((a, i) => ({ ...a, destroyed: whole(r, { n: value[i] }, 'n', `specificArmor[${i}]`, 0, a.total, `specific armor ${i + 1}'s destroyed boxes`) ?? 0 }));
  return r.diagnostics.length + r.dropped > before ? undefined : out;
}
