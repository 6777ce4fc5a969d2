/**
 * Checking a ship state that did not come from `buildShip`: read from a file, built by hand, or
 * handed over by untyped code. Every field is checked before any helper uses it, and a fresh
 * state is built from the checked values only.
 *
 * The check reads the state directly, by its schema: only own enumerable keys, each read once,
 * each list's length checked before its entries, so neither a cycle, deep nesting nor a prototype
 * can lead it anywhere. Should reading throw (a getter, a proxy trap, a revoked proxy), the state
 * is read again as plain data (`readPlain`), which names the part that could not be read; the
 * direct read is what keeps a volley fast on the states that are fine. Diagnostics (and their
 * paths) are only built for what is wrong.
 */
import { pathJoin } from '../diagnostics/path.js';
import { finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { seed000, seed003, type SourceRef } from '../rules/source.js';
import { ARMOR_9 } from './armor/armor-9.js';
import { SKIN } from './armor/skin.js';
import { isChartCell } from './chart.js';
import { MAX_TECH } from './limits.js';
import { MAX_BOXES, MAX_LIST_ITEMS } from '../input/limits.js';
import { isBulky, isWhole, readPlain, reportNeed, reportNeedList, reportProblem } from '../input/plain.js';
import { MAX_ROW_NAME } from './place-system.js';
import { ARMOR_KIND_NAMES, SHIP_SYSTEMS, isArmorKind, type ArmorKind, type ArmorLayer, type Boxes, type Facing, type HullDefenses, type Phaser, type ShipRow, type ShipRowKind, type ShipState, type ShipSystem, type SpecificArmor, type Track } from './ship.js';
import { ONE_SHUTTLE_PER_BOX } from './ship-parts.js';

const STATE_FIELDS: readonly string[] = ['name', 'rows', 'shields', 'armor', 'specificArmor', 'hull', 'tech', 'systems', 'phasers', 'shuttlesAboard', 'tracks', 'destroyed'];
const ROW_FIELDS: readonly string[] = ['name', 'system', 'boxes', 'armorKind'];
const LAYER_FIELDS: readonly string[] = ['total', 'destroyed', 'kind', 'held'];
/** The fields a layer of each kind has besides {@link LAYER_FIELDS}. */
const LAYER_EXTRA: { readonly [K in ArmorKind]: readonly string[] } = { standard: [], 'armor-9': [], borg: [], breen: [], regenerating: ['groups'], skin: ['ignoreLeft', 'internalNext'] };
/** The most points a box of each kind holds before it is destroyed, less one (0: a kind that holds none). */
const MAX_HELD: { readonly [K in ArmorKind]: number } = { standard: 0, 'armor-9': ARMOR_9.pointsPerBox.value - 1, borg: 0, breen: 0, regenerating: 0, skin: SKIN.pointsPerBox.value - 1 };
/** Every field a layer of some kind has. */
const ANY_LAYER_FIELDS: readonly string[] = [...new Set([...LAYER_FIELDS, ...Object.values(LAYER_EXTRA).flat()])];
const SPECIFIC_FIELDS: readonly string[] = ['total', 'destroyed', 'guards'];
const HULL_FIELDS: readonly string[] = ['nonAblative', 'coating', 'solidNeutronium'];
const BOX_FIELDS: readonly string[] = ['total', 'destroyed'];
const PHASER_FIELDS: readonly string[] = ['type', 'arcs', 'destroyed'];
const TRACK_FIELDS: readonly string[] = ['boxes', 'destroyed'];
const TRACKS: readonly (keyof ShipState['tracks'])[] = ['sensor', 'scanner', 'damageControl', 'excess'];

const LAST_TRACK_BOX = seed003('D4.33');
const HELD_SOURCE: { readonly [K in ArmorKind]?: SourceRef } = { 'armor-9': seed000('Armor-9'), skin: seed000('Skin') };
const SKIN_TURN = seed000('Skin');
const EXCESS_DESTROYS = seed003('D4.33');

/**
 * Checks a whole ship state field by field and returns a fresh copy of it, or every problem as a
 * diagnostic at its path: six shields, the armor layers (one per kind; `destroyed` at most `total`;
 * `held`, the points on a part-filled box, from 0 to 8 on Armor-9 and 0 to 299 on Skin, 0 on the
 * others, and only while a box stands; a regenerating layer's groups adding up to its boxes; a
 * Skin layer's allowance at most 300 a box, and an internal owed only with nothing held and a
 * box standing), specific armor (each guarding chart results), the hull defenses, the tech level
 * (absent, or a whole number from 0 to `MAX_TECH`), systems by chart name, phasers, shuttles (at most one per working Shuttle box), the four tracks (the last box of
 * the sensor, scanner and damage control tracks is never destroyed, D4.33) and `destroyed` (true
 * once the excess track is used up), and the optional `rows` (names of 1 to 200 characters, a
 * chart system, `Phaser`, `Armor` (of a layer's kind) or `Specific armor`, and the rows of a system
 * or a layer adding up to its boxes). A field the
 * state does not have is `unknown-field`. A frozen list of frozen rows (what `buildShip` makes)
 * cannot change, so it is shared with the copy rather than copied. `resolveVolley` runs the same
 * check (its paths start with `ship.`).
 *
 * @example
 * ```ts
 * import { buildShip, checkShipState } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10, systems: [{ label: 'Armor-9', count: 2 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * if (!checkShipState(built.value).ok) throw new Error('a built ship is a valid state');
 * const bad = checkShipState({ ...built.value, armor: [{ ...built.value.armor[0]!, held: -50 }] });
 * // { ok: false, diagnostics: [{ severity: 'error', code: 'invalid-value', path: 'armor[0].held',
 * //   message: '-50 is not a whole number from 0 to 8' }] }
 * const d = bad.diagnostics[0];
 * if (bad.ok || d?.path !== 'armor[0].held' || d.message !== '-50 is not a whole number from 0 to 8') throw new Error(JSON.stringify(bad));
 * ```
 */
export function checkShipState(state: unknown): Result<ShipState> {
  const r = newReport();
  return finishReport(r, readShipState(state, '', r));
}

/** Reads and checks a ship state; `prefix` names it in the paths (`ship` gives `ship.armor[0].held`). */
export function readShipState(state: unknown, prefix: string, r: Report): ShipState | undefined {
  const mark = { length: r.diagnostics.length, failed: r.failed, dropped: r.dropped, worst: r.worst, firstDropped: r.firstDropped };
  try {
    return checkState(state, prefix, r);
  } catch {
    // Reading threw: forget what this read reported, and read the state once more as plain data,
    // which names what cannot be read.
    r.diagnostics.length = mark.length;
    Object.assign(r, { failed: mark.failed, dropped: mark.dropped, worst: mark.worst, firstDropped: mark.firstDropped });
    const read = readPlain(state, prefix);
    if (read.problems.length > 0) {
      for (const p of read.problems) reportProblem(r, p);
      return undefined;
    }
    return checkState(read.value, prefix, r);
  }
}

/** How many diagnostics a report has taken so far (kept or not): a section failed if it grew. */
const taken = (r: Report): number => r.diagnostics.length + r.dropped;

const isRecord = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v) && !isBulky(v);

/**
 * The own enumerable fields of a record among `known`, each read once; every other key is an
 * `unknown-field`. Keys are never used to write to an object with a prototype.
 */
function fieldsOf(record: object, known: readonly string[], base: string, what: string, r: Report): Readonly<Record<string, unknown>> {
  // Every known field is set, to undefined if absent, so no read of one ever reaches a prototype;
  // no other key is ever written.
  const out: Record<string, unknown> = {};
  for (const key of known) out[key] = undefined;
  const keys = Object.keys(record);
  if (keys.length > known.length + 100) {
    report(r, 'invalid-value', base, `an object of ${keys.length} keys is not ${what}, which has ${known.length} fields`);
    return out;
  }
  for (const key of keys) {
    if (known.includes(key)) out[key] = (record as Record<string, unknown>)[key];
    else report(r, 'unknown-field', pathJoin(base, key), `not a field of ${what} (they are ${known.join(', ')})`);
  }
  return out;
}

function checkState(state: unknown, prefix: string, r: Report): ShipState | undefined {
  if (!isRecord(state)) {
    reportNeed(r, prefix, state, 'a ship state (build one with buildShip)');
    return undefined;
  }
  const before = taken(r);
  const at = (key: string): string => pathJoin(prefix, key);
  const s = fieldsOf(state, STATE_FIELDS, prefix, 'a ship state', r);

  const name = s['name'];
  if (typeof name !== 'string') reportNeed(r, at('name'), name, 'a text');

  const shieldsIn = s['shields'];
  const shields = Array.isArray(shieldsIn) && shieldsIn.length === 6 ? [shieldsIn[0], shieldsIn[1], shieldsIn[2], shieldsIn[3], shieldsIn[4], shieldsIn[5]] : undefined;
  if (shields === undefined || !shields.every((x) => isWhole(x, 0, MAX_BOXES))) reportNeed(r, at('shields'), shieldsIn, `six whole numbers from 0 to ${MAX_BOXES}`);

  const armor = readArmor(s['armor'], prefix, r);
  const specificArmor = readSpecificArmor(s['specificArmor'], prefix, r);
  const hull = readHull(s['hull'], prefix, r);
  const tech = s['tech'];
  if (tech !== undefined && !isWhole(tech, 0, MAX_TECH)) reportNeed(r, at('tech'), tech, `a tech level, a whole number from 0 to ${MAX_TECH}`);
  const systems = readSystems(s['systems'], prefix, r);
  const phasers = readPhasers(s['phasers'], prefix, r);

  const aboard = s['shuttlesAboard'];
  const shuttleBoxes = systems?.Shuttle === undefined ? 0 : systems.Shuttle.total - systems.Shuttle.destroyed;
  if (!isWhole(aboard, 0, MAX_BOXES)) reportNeed(r, at('shuttlesAboard'), aboard, 'a whole number of shuttles');
  else if (systems !== undefined && aboard > shuttleBoxes) report(r, 'too-many-shuttles', at('shuttlesAboard'), `${aboard} shuttles for ${shuttleBoxes} working Shuttle boxes; at most one per box`, ONE_SHUTTLE_PER_BOX);

  const tracks = readTracks(s['tracks'], prefix, r);
  const rows =
    s['rows'] === undefined || systems === undefined || phasers === undefined || armor === undefined || specificArmor === undefined
      ? undefined
      : readRows(s['rows'], prefix, { systems, phasers: phasers.length, armor, specific: specificArmor }, r);

  const destroyed = s['destroyed'];
  if (typeof destroyed !== 'boolean') reportNeed(r, at('destroyed'), destroyed, 'true or false');
  else if (!destroyed && tracks !== undefined && tracks.excess.destroyed >= tracks.excess.boxes.length) {
    report(r, 'ship-not-marked-destroyed', at('destroyed'), 'false, but the excess damage track is used up, which destroys the ship', EXCESS_DESTROYS);
  }

  if (taken(r) > before || armor === undefined || specificArmor === undefined || hull === undefined || systems === undefined || phasers === undefined || tracks === undefined) return undefined;
  return {
    name: name as string,
    ...(rows === undefined ? {} : { rows }),
    shields: shields as unknown as ShipState['shields'],
    armor,
    specificArmor,
    hull,
    ...(tech === undefined ? {} : { tech: tech as number }),
    systems,
    phasers,
    shuttlesAboard: aboard as number,
    tracks,
    destroyed: destroyed as boolean,
  };
}

/** The armor layers: a list of at most one layer of each kind, each checked by {@link readLayer}. */
function readArmor(value: unknown, prefix: string, r: Report): ArmorLayer[] | undefined {
  const field = pathJoin(prefix, 'armor');
  const kinds = Object.keys(ARMOR_KIND_NAMES).length;
  if (!Array.isArray(value) || value.length > kinds) {
    reportNeedList(r, field, value, `a list of armor layers, at most one of each of the ${kinds} kinds`, kinds, 'the armor kinds');
    return undefined;
  }
  const before = taken(r);
  const out: ArmorLayer[] = [];
  for (let i = 0; i < value.length; i++) {
    const layer = readLayer(value[i], pathJoin(field, i), r);
    if (layer === undefined) continue;
    if (out.some((l) => l.kind === layer.kind)) report(r, 'invalid-value', pathJoin(pathJoin(field, i), 'kind'), `a second ${layer.kind} layer: a ship has one layer of each kind of armor`);
    out.push(layer);
  }
  return taken(r) > before ? undefined : out;
}

/**
 * One armor layer: `total` and `destroyed` boxes, its `kind`, the points `held` on its first
 * standing box, and the fields of its kind (a regenerating layer's `groups`, a Skin layer's
 * `ignoreLeft` and `internalNext`). A field of another kind is `unknown-field`.
 */
function readLayer(value: unknown, field: string, r: Report): ArmorLayer | undefined {
  if (!isRecord(value)) {
    reportNeed(r, field, value, 'an armor layer: an object with kind, total, destroyed and held');
    return undefined;
  }
  const before = taken(r);
  // Every field any kind has is read once; those of another kind than the layer's are then refused.
  const a = fieldsOf(value, ANY_LAYER_FIELDS, field, 'an armor layer', r);
  const kind: ArmorKind | undefined = isArmorKind(a['kind']) ? a['kind'] : undefined;
  if (kind === undefined) reportNeed(r, pathJoin(field, 'kind'), a['kind'], Object.keys(ARMOR_KIND_NAMES).join(', '));
  else {
    for (const key of ANY_LAYER_FIELDS) {
      if (a[key] !== undefined && !LAYER_FIELDS.includes(key) && !LAYER_EXTRA[kind].includes(key)) report(r, 'unknown-field', pathJoin(field, key), `not a field of a ${kind} armor layer (they are ${[...LAYER_FIELDS, ...LAYER_EXTRA[kind]].join(', ')})`);
    }
  }
  const boxes = readBoxes(a, field, r);
  if (kind === undefined || boxes === undefined) return undefined;
  const standing = boxes.destroyed < boxes.total;
  const held = a['held'];
  const maxHeld = MAX_HELD[kind];
  if (!isWhole(held, 0, maxHeld)) reportNeed(r, pathJoin(field, 'held'), held, maxHeld === 0 ? '0 (only Armor-9 and Skin hold points on a box)' : `a whole number from 0 to ${maxHeld}`);
  else if (held > 0 && !standing) report(r, 'points-held-without-box', pathJoin(field, 'held'), `${held} points held, but no ${ARMOR_KIND_NAMES[kind]} box stands`, HELD_SOURCE[kind]);
  const layer: { -readonly [K in keyof ArmorLayer]: ArmorLayer[K] } = { kind, total: boxes.total, destroyed: boxes.destroyed, held: held as number };
  if (kind === 'regenerating') {
    const groups = readGroups(a['groups'], pathJoin(field, 'groups'), boxes, r);
    if (groups !== undefined) layer.groups = groups;
  } else if (kind === 'skin') {
    const ignoreLeft = a['ignoreLeft'];
    const most = boxes.total * SKIN.ignoredPerBox.value;
    if (!isWhole(ignoreLeft, 0, most)) reportNeed(r, pathJoin(field, 'ignoreLeft'), ignoreLeft, `the damage still to be ignored this turn, a whole number from 0 to ${most} (${SKIN.ignoredPerBox.value} a box)`);
    const internalNext = a['internalNext'];
    if (typeof internalNext !== 'boolean') reportNeed(r, pathJoin(field, 'internalNext'), internalNext, 'true or false');
    else if (internalNext && (held !== 0 || !standing)) {
      report(r, 'skin-turn-inconsistent', pathJoin(field, 'internalNext'), held !== 0 ? 'true, but damage is held on the next box, which only starts filling after the internal point' : 'true, but no Skin box stands', SKIN_TURN);
    }
    layer.ignoreLeft = ignoreLeft as number;
    layer.internalNext = internalNext as boolean;
  }
  return taken(r) > before ? undefined : layer;
}

/** A regenerating layer's groups: a list of `{ total, destroyed }` adding up to the layer's boxes. */
function readGroups(value: unknown, field: string, layer: Boxes, r: Report): Boxes[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LIST_ITEMS) {
    reportNeedList(r, field, value, 'a non-empty list of groups ({ total, destroyed }), one per system line', MAX_LIST_ITEMS, 'MAX_LIST_ITEMS');
    return undefined;
  }
  const before = taken(r);
  const out: Boxes[] = [];
  let total = 0;
  let destroyed = 0;
  for (let i = 0; i < value.length; i++) {
    const g: unknown = value[i];
    if (!isRecord(g)) {
      reportNeed(r, pathJoin(field, i), g, 'a group: an object with total and destroyed boxes');
      continue;
    }
    const boxes = readBoxes(fieldsOf(g, BOX_FIELDS, pathJoin(field, i), 'a group', r), pathJoin(field, i), r);
    if (boxes === undefined) continue;
    total += boxes.total;
    destroyed += boxes.destroyed;
    out.push(boxes);
  }
  if (taken(r) > before) return undefined;
  if (total !== layer.total || destroyed !== layer.destroyed) {
    report(r, 'invalid-value', field, `the groups hold ${total} boxes, ${destroyed} destroyed, and the layer ${layer.total}, ${layer.destroyed} destroyed: they must agree`);
    return undefined;
  }
  return out;
}

/** Specific armor: a list of `{ total, destroyed, guards }`, each guarding 1 or more chart results (Excess excepted), each once. */
function readSpecificArmor(value: unknown, prefix: string, r: Report): SpecificArmor[] | undefined {
  const field = pathJoin(prefix, 'specificArmor');
  if (!Array.isArray(value) || value.length > MAX_LIST_ITEMS) {
    reportNeedList(r, field, value, 'a list of specific armor ({ total, destroyed, guards })', MAX_LIST_ITEMS, 'MAX_LIST_ITEMS');
    return undefined;
  }
  const before = taken(r);
  const out: SpecificArmor[] = [];
  for (let i = 0; i < value.length; i++) {
    const at = pathJoin(field, i);
    const raw: unknown = value[i];
    if (!isRecord(raw)) {
      reportNeed(r, at, raw, 'specific armor: an object with total, destroyed and guards');
      continue;
    }
    const a = fieldsOf(raw, SPECIFIC_FIELDS, at, 'specific armor', r);
    const boxes = readBoxes(a, at, r);
    const guardsIn = a['guards'];
    const guards = Array.isArray(guardsIn) && guardsIn.length > 0 && guardsIn.length <= 40 && guardsIn.every((g, k) => isChartCell(g) && g !== 'Excess' && guardsIn.indexOf(g) === k) ? [...(guardsIn as string[])] : undefined;
    if (guards === undefined) reportNeed(r, pathJoin(at, 'guards'), guardsIn, 'a list of the chart results it guards (such as Bridge), each once, Excess excepted');
    if (boxes !== undefined && guards !== undefined) out.push({ total: boxes.total, destroyed: boxes.destroyed, guards });
  }
  return taken(r) > before ? undefined : out;
}

/** The hull defenses: the non-ablative rating (0 to `MAX_BOXES`), the coating and a solid neutronium hull. */
function readHull(value: unknown, prefix: string, r: Report): HullDefenses | undefined {
  const field = pathJoin(prefix, 'hull');
  if (!isRecord(value)) {
    reportNeed(r, field, value, 'the hull defenses: an object with nonAblative, coating and solidNeutronium');
    return undefined;
  }
  const before = taken(r);
  const h = fieldsOf(value, HULL_FIELDS, field, 'the hull defenses', r);
  const { nonAblative, coating, solidNeutronium } = h;
  if (!isWhole(nonAblative, 0, MAX_BOXES)) reportNeed(r, pathJoin(field, 'nonAblative'), nonAblative, `the non-ablative armor rating, a whole number from 0 to ${MAX_BOXES}`);
  if (typeof coating !== 'boolean') reportNeed(r, pathJoin(field, 'coating'), coating, 'true or false');
  if (typeof solidNeutronium !== 'boolean') reportNeed(r, pathJoin(field, 'solidNeutronium'), solidNeutronium, 'true or false');
  if (taken(r) > before) return undefined;
  return { nonAblative: nonAblative as number, coating: coating as boolean, solidNeutronium: solidNeutronium as boolean };
}

/** `total` and `destroyed` of a record: whole numbers, destroyed at most total. */
function readBoxes(value: Readonly<Record<string, unknown>>, field: string, r: Report): Boxes | undefined {
  const total = value['total'];
  const destroyed = value['destroyed'];
  if (!isWhole(total, 0, MAX_BOXES)) {
    reportNeed(r, pathJoin(field, 'total'), total, `a whole number from 0 to ${MAX_BOXES}`);
    return undefined;
  }
  if (!isWhole(destroyed, 0, total)) {
    reportNeed(r, pathJoin(field, 'destroyed'), destroyed, `a whole number from 0 to ${total} (its total)`);
    return undefined;
  }
  return { total, destroyed };
}

function readSystems(value: unknown, prefix: string, r: Report): ShipState['systems'] | undefined {
  if (!isRecord(value)) {
    reportNeed(r, pathJoin(prefix, 'systems'), value, 'an object of boxes by chart system');
    return undefined;
  }
  const keys = Object.keys(value);
  if (keys.length > SHIP_SYSTEMS.length + 100) {
    report(r, 'invalid-value', pathJoin(prefix, 'systems'), `an object of ${keys.length} keys is not boxes by chart system (there are ${SHIP_SYSTEMS.length} chart systems)`);
    return undefined;
  }
  let ok = true;
  // Built key by key, and only under the fixed names, so no key of the input reaches the new state.
  const out: { [S in ShipSystem]?: Boxes } = {};
  for (const key of keys) {
    if (!SHIP_SYSTEMS.includes(key as ShipSystem)) {
      report(r, 'unknown-field', pathJoin(pathJoin(prefix, 'systems'), key), `not a chart system (they are ${SHIP_SYSTEMS.join(', ')})`);
      ok = false;
      continue;
    }
    const b: unknown = (value as Record<string, unknown>)[key];
    if (b === undefined) continue;
    if (!isRecord(b)) {
      reportNeed(r, pathJoin(pathJoin(prefix, 'systems'), key), b, 'an object with total and destroyed boxes');
      ok = false;
      continue;
    }
    // The common case, just the two fields, read by name (a system is read 21 times a volley).
    const own = Object.keys(b);
    const plain = own.length === 2 && own.includes('total') && own.includes('destroyed');
    let boxes: Boxes | undefined;
    if (plain) {
      const total = (b as Boxes).total;
      const destroyed = (b as Boxes).destroyed;
      // Checked inline: a path is only made for a problem.
      if (isWhole(total, 0, MAX_BOXES) && isWhole(destroyed, 0, total)) boxes = { total, destroyed };
      else boxes = readBoxes({ total, destroyed }, pathJoin(pathJoin(prefix, 'systems'), key), r);
    } else {
      const at = pathJoin(pathJoin(prefix, 'systems'), key);
      const before = taken(r);
      const fields = fieldsOf(b, BOX_FIELDS, at, 'a system', r);
      boxes = taken(r) > before ? undefined : readBoxes(fields, at, r);
    }
    if (boxes !== undefined) out[key as ShipSystem] = boxes;
    else ok = false;
  }
  return ok ? out : undefined;
}

/**
 * The rows of a state: each a name of 1 to 200 characters, a system (a chart system, `Phaser`,
 * `Armor` or `Specific armor`), its boxes and, on an `Armor` row, the kind of its layer
 * (`standard` when absent); at most twice `MAX_LIST_ITEMS` of them (a system and a phaser line
 * each); the rows of a system, or of a layer, add up to its boxes.
 */
function readRows(value: unknown, prefix: string, has: { readonly systems: ShipState['systems']; readonly phasers: number; readonly armor: readonly ArmorLayer[]; readonly specific: readonly SpecificArmor[] }, r: Report): readonly ShipRow[] | undefined {
  if (!Array.isArray(value) || value.length > 2 * MAX_LIST_ITEMS) {
    reportNeedList(r, pathJoin(prefix, 'rows'), value, `a list of at most ${2 * MAX_LIST_ITEMS} rows`, 2 * MAX_LIST_ITEMS, 'twice MAX_LIST_ITEMS');
    return undefined;
  }
  const before = taken(r);
  const out: ShipRow[] = [];
  // A frozen list of frozen rows (as buildShip makes them) cannot change under the new state, so
  // once checked it is kept as it is rather than copied: a state's rows are read on every volley.
  let shared = Object.isFrozen(value);
  // Boxes by row kind (an armor layer's rows by `Armor <kind>`), summed as the rows are read.
  const sums = new Map<string, number>();
  for (let i = 0; i < value.length; i++) {
    const raw: unknown = value[i];
    if (!isRecord(raw)) {
      reportNeed(r, pathJoin(pathJoin(prefix, 'rows'), i), raw, 'a row: an object with a name, a system and boxes');
      continue;
    }
    // The common case, just the three fields, read by name; anything else field by field.
    const own = Object.keys(raw);
    const plain = own.length === 3 && own.includes('name') && own.includes('system') && own.includes('boxes');
    const row = plain ? (raw as ShipRow) : fieldsOf(raw, ROW_FIELDS, pathJoin(pathJoin(prefix, 'rows'), i), 'a row', r);
    const name: unknown = row['name'];
    const system: unknown = row['system'];
    const boxes: unknown = row['boxes'];
    const armorKind: unknown = row['armorKind'];
    const kind = typeof system === 'string' && ROW_KINDS.has(system) ? (system as ShipRowKind) : undefined;
    const layerOk = armorKind === undefined || (kind === 'Armor' && isArmorKind(armorKind));
    if (typeof name === 'string' && name.length > 0 && name.length <= MAX_ROW_NAME && kind !== undefined && layerOk && isWhole(boxes, 0, MAX_BOXES)) {
      const key = kind === 'Armor' ? `Armor ${(armorKind as ArmorKind | undefined) ?? 'standard'}` : kind;
      sums.set(key, (sums.get(key) ?? 0) + boxes);
      if (shared && (plain || own.length === 4) && Object.isFrozen(raw)) continue;
      if (shared) {
        shared = false;
        for (let k = 0; k < i; k++) out.push({ ...(value[k] as ShipRow) });
      }
      out.push(armorKind === undefined ? { name, system: kind, boxes } : { name, system: kind, boxes, armorKind: armorKind as ArmorKind });
      continue;
    }
    // Paths are made only here, for a row that is wrong.
    const at = pathJoin(pathJoin(prefix, 'rows'), i);
    if (typeof name !== 'string' || name.length === 0 || name.length > MAX_ROW_NAME) reportNeed(r, pathJoin(at, 'name'), name, `a name of 1 to ${MAX_ROW_NAME} characters`);
    if (kind === undefined) reportNeed(r, pathJoin(at, 'system'), system, 'a chart system, Phaser, Armor or Specific armor');
    if (!layerOk) reportNeed(r, pathJoin(at, 'armorKind'), armorKind, `the kind of an Armor row's layer (${Object.keys(ARMOR_KIND_NAMES).join(', ')})`);
    if (!isWhole(boxes, 0, MAX_BOXES)) reportNeed(r, pathJoin(at, 'boxes'), boxes, `a whole number from 0 to ${MAX_BOXES}`);
  }
  if (taken(r) > before) return undefined;
  for (const [key, sum] of sums) {
    const layer = key.startsWith('Armor ') ? key.slice('Armor '.length) : undefined;
    const total =
      key === 'Phaser' ? has.phasers
      : key === 'Specific armor' ? has.specific.reduce((t, a) => t + a.total, 0)
      : layer !== undefined ? has.armor.find((l) => l.kind === layer)?.total ?? 0
      : has.systems[key as ShipSystem]?.total ?? 0;
    const what = layer === undefined ? key : `${ARMOR_KIND_NAMES[layer as ArmorKind]} (armor)`;
    if (sum !== 0 && sum !== total) report(r, 'invalid-value', pathJoin(prefix, 'rows'), `the rows of ${what} hold ${sum} boxes, and the ship has ${total}`);
  }
  if (taken(r) > before) return undefined;
  return shared ? (value as readonly ShipRow[]) : out;
}

/** Every kind a row may hold: the chart systems, the phasers and the armor. */
const ROW_KINDS: ReadonlySet<string> = /* @__PURE__ */ new Set<ShipRowKind>([...SHIP_SYSTEMS, 'Phaser', 'Armor', 'Specific armor']);

/** Shield facings 1 to 6, each at most once, as a fresh list; undefined if they are not. */
function facingsOf(value: unknown): Facing[] | undefined {
  let seen = 0;
  const ok =
    Array.isArray(value) &&
    value.length <= 6 &&
    value.every((a) => {
      if (!isWhole(a, 1, 6) || (seen & (1 << a)) !== 0) return false;
      seen |= 1 << a;
      return true;
    });
  return ok ? [...(value as Facing[])] : undefined;
}

function readPhasers(value: unknown, prefix: string, r: Report): Phaser[] | undefined {
  const field = pathJoin(prefix, 'phasers');
  if (!Array.isArray(value) || value.length > MAX_BOXES) {
    reportNeedList(r, field, value, `a list of at most ${MAX_BOXES} phasers`, MAX_BOXES, 'MAX_BOXES');
    return undefined;
  }
  const before = taken(r);
  const out: Phaser[] = [];
  for (let i = 0; i < value.length; i++) {
    const raw: unknown = value[i];
    if (!isRecord(raw)) {
      reportNeed(r, pathJoin(field, i), raw, 'a phaser: an object with a type, arcs and destroyed');
      continue;
    }
    const own = Object.keys(raw);
    const plain = own.length === 3 && own.includes('type') && own.includes('arcs') && own.includes('destroyed');
    const p = plain ? { type: (raw as Phaser).type, arcs: (raw as Phaser).arcs, destroyed: (raw as Phaser).destroyed } : fieldsOf(raw, PHASER_FIELDS, pathJoin(field, i), 'a phaser', r);
    const type = p['type'];
    const arcs = facingsOf(p['arcs']);
    const destroyed = p['destroyed'];
    if (typeof type === 'string' && type.trim() !== '' && arcs !== undefined && typeof destroyed === 'boolean') {
      out.push({ type, arcs, destroyed });
      continue;
    }
    // Paths are made only here, for a phaser that is wrong.
    const at = pathJoin(field, i);
    if (typeof type !== 'string' || type.trim() === '') reportNeed(r, pathJoin(at, 'type'), type, 'a phaser type such as Ph-1');
    if (arcs === undefined) reportNeed(r, pathJoin(at, 'arcs'), p['arcs'], 'a list of shield facings 1 to 6, each at most once');
    if (typeof destroyed !== 'boolean') reportNeed(r, pathJoin(at, 'destroyed'), destroyed, 'true or false');
  }
  return taken(r) > before ? undefined : out;
}

/** A track's boxes: a non-empty list of at most MAX_BOXES whole numbers of 0 or more, as a fresh list. */
function readBoxList(value: unknown, field: string, r: Report): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BOXES || !value.every((x) => isWhole(x, 0, Number.MAX_SAFE_INTEGER))) {
    reportNeedList(r, field, value, `a non-empty list of at most ${MAX_BOXES} whole numbers of 0 or more`, MAX_BOXES, 'MAX_BOXES');
    return undefined;
  }
  return [...(value as number[])];
}

function readTracks(value: unknown, prefix: string, r: Report): ShipState['tracks'] | undefined {
  const field = pathJoin(prefix, 'tracks');
  if (!isRecord(value)) {
    reportNeed(r, field, value, 'an object of the sensor, scanner, damageControl and excess tracks');
    return undefined;
  }
  const tracks = fieldsOf(value, TRACKS, field, 'the tracks', r);
  const out: Partial<Record<(typeof TRACKS)[number], Track>> = {};
  for (const key of TRACKS) {
    const raw = tracks[key];
    if (!isRecord(raw)) {
      reportNeed(r, pathJoin(field, key), raw, 'a track: an object with boxes and destroyed');
      continue;
    }
    const own = Object.keys(raw);
    const plain = own.length === 2 && own.includes('boxes') && own.includes('destroyed');
    const t = plain ? { boxes: (raw as Track).boxes, destroyed: (raw as Track).destroyed } : fieldsOf(raw, TRACK_FIELDS, pathJoin(field, key), 'a track', r);
    const boxes = readBoxList(t['boxes'], pathJoin(pathJoin(field, key), 'boxes'), r);
    if (boxes === undefined) continue;
    // D4.33: the last box of a capability track is never destroyed; the excess track can be used up.
    const most = key === 'excess' ? boxes.length : boxes.length - 1;
    const destroyed = t['destroyed'];
    if (!isWhole(destroyed, 0, key === 'excess' ? most : boxes.length)) {
      reportNeed(r, pathJoin(pathJoin(field, key), 'destroyed'), destroyed, `a whole number from 0 to ${most} (${key === 'excess' ? 'its boxes' : 'the last box is never destroyed'})`);
      continue;
    }
    if (destroyed > most) {
      report(r, 'track-last-box-destroyed', pathJoin(pathJoin(field, key), 'destroyed'), `${destroyed} boxes destroyed of ${boxes.length}: the last box of the ${key} track is never destroyed`, LAST_TRACK_BOX);
      continue;
    }
    out[key] = { boxes, destroyed };
  }
  if (out.sensor === undefined || out.scanner === undefined || out.damageControl === undefined || out.excess === undefined) return undefined;
  return { sensor: out.sensor, scanner: out.scanner, damageControl: out.damageControl, excess: out.excess };
}
