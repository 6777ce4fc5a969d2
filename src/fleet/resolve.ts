import type { FleetModel, LoadedDocument, LoadedFile, ShipModel } from '../design/model.js';
import { documentTitle } from '../design/document-parts.js';
import { isDesignText } from '../design/design-text.js';
import type { FleetDesign } from '../design/schema.js';
import type { ShipTotals } from '../design/totals.js';
import { DIAGNOSTIC_SEVERITIES, type DiagnosticCode } from '../diagnostics/codes.js';
import type { Diagnostic, Span } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { describeValue } from '../diagnostics/describe.js';
import { thrownMessage } from '../input/plain.js';
import { closest } from '../text/closest.js';
import { FLEET_LIMITS } from './limits.js';
import { FLEET_LIMIT_TOTALS, limitWords, shipFigure } from './limit-totals.js';
import { limitRoster } from './roster.js';
import { uniqueLabels } from './labels.js';
import { referenceDepth } from './reference-place.js';
import type { Fleet, FleetFileRead, FleetHost, FleetLineTotals, FleetOptions, FleetShip, FleetTotals } from './types.js';

/** A ship before its final label: the label its lines give it. */
interface Member {
  readonly label: string;
  readonly name: string;
  readonly file: string;
  readonly model: ShipModel;
}

/** What one resolution shares: files read, totals worked out, the diagnostics and the ship count. */
interface Run {
  readonly host: FleetHost;
  readonly load: FleetLoader;
  readonly files: Map<string, LoadedFile | string>;
  /** How many folders below the fleet file's folder each file read sits, as the references name it (see {@link referenceDepth}); empty when references may lead anywhere. */
  readonly depths: Map<string, number> | undefined;
  /** How the caller lets references lead outside (`FleetOptions.howToAllow`). */
  readonly howToAllow: string;
  /** The host's answers, by the file that names a reference and the reference: each asked once. */
  readonly answers: Map<string, FleetFileRead>;
  /**
   * Each nested fleet's ships, read once (undefined: it had an error, said at its first line):
   * a fleet named by many lines, at many depths, is not read again for each.
   */
  readonly nested: Map<string, readonly Member[] | undefined>;
  readonly diagnostics: Diagnostic[];
  ships: number;
  /** Set once a limit is passed: nothing more is read. */
  stopped: boolean;
}

/** Where a problem found while reading one top-level line goes: its spans, and the chain of nested fleets. */
interface Place {
  readonly spans: { readonly name: Span; readonly file: Span | undefined; readonly line: Span } | undefined;
  /** Nested fleets on the way, outermost first (`"Reserve" in reserve.yaml`). */
  readonly via: readonly string[];
}

const add = (r: Run, code: DiagnosticCode, message: string, span: Span | undefined, suggestions?: readonly string[], notes?: readonly string[]): void => {
  const d: Diagnostic = {
    severity: DIAGNOSTIC_SEVERITIES[code],
    code,
    message,
    ...(span === undefined ? {} : { span }),
    ...(suggestions === undefined ? {} : { suggestions }),
    ...(notes === undefined || notes.length === 0 ? {} : { notes }),
  };
  r.diagnostics.push(d);
};

/** How a file named by a fleet is loaded: `loadDesigns` (the page hands in its own loader, which loads the full YAML reader only when a text needs it). */
export type FleetLoader = (text: string, file: string) => Result<LoadedFile>;

/** {@link resolveFleet} with the loader given (internal). */
export function resolveFleetWith(file: LoadedFile, host: FleetHost, options: FleetOptions, load: FleetLoader): Result<Fleet> {
  if (typeof file !== 'object' || file === null || typeof file.file !== 'string' || !Array.isArray(file.documents as unknown)) throw new TypeError(`resolveFleet takes a file from loadDesigns, not ${describeValue(file)}`);
  if (typeof host !== 'object' || host === null || typeof host.read !== 'function') throw new TypeError(`resolveFleet takes a host with a read function, not ${describeValue(host)}`);
  if (typeof options !== 'object' || options === null || (options.fleet !== undefined && typeof options.fleet !== 'string') || (options.howToAllow !== undefined && typeof options.howToAllow !== 'string')) throw new TypeError(`resolveFleet: the options are { fleet?: string, allowOutsideRefs?: boolean, howToAllow?: string }, not ${describeValue(options)}`);
  const run = newRun(file, host, options, load);
  const fleets = file.documents.filter((d): d is FleetModel => d.kind === 'fleet');
  const wanted = options.fleet?.toLowerCase();
  const chosen = wanted === undefined ? fleets[0] : fleets.find((d) => d.document.name.toLowerCase() === wanted);
  if (chosen === undefined) {
    const names = fleets.map((d) => d.document.name);
    const message = wanted === undefined ? 'this file holds no fleet (`kind: fleet`)' : `this file has no fleet named "${options.fleet}"; its fleets: ${names.map((n) => `"${n}"`).join(', ') || 'none'}`;
    add(run, 'fleet-unknown-name', message, undefined);
    return { ok: false, diagnostics: run.diagnostics };
  }
  return resolveChosen(run, file, chosen, 0);
}

/**
 * What is left of a fleet whose lines with schema errors were left out (internal: `check`
 * resolves `FullLoad.partialFleets` with it): the other lines' references read as
 * {@link resolveFleet} reads them, each problem at its line, and each limit the lines read pass
 * already (every total is 0 or more, so a line left out can only add to it). `lines` is how many
 * lines the file's fleet has, those left out included. Never a fleet: only the diagnostics.
 */
export function resolvePartialFleet(file: LoadedFile, fleet: FleetModel, lines: number, host: FleetHost, options: FleetOptions, load: FleetLoader): readonly Diagnostic[] {
  const run = newRun(file, host, options, load);
  resolveChosen(run, file, fleet, Math.max(0, lines - fleet.document.ships.length));
  return run.diagnostics;
}

/**
 * Resolves the fleet `chosen` of `file`. With `leftOut` lines left out of it for their own
 * errors, the limits are still checked on the lines that resolve (a total passed without them
 * is passed with them), and the answer is never a fleet.
 */
function resolveChosen(run: Run, file: LoadedFile, chosen: FleetModel, leftOut: number): Result<Fleet> {
  const fleet = chosen.document;
  const spans = chosen.fleetSpans;
  const lines: FleetLineTotals[] = [];
  const members: (Member & { readonly line: number })[] = [];
  const stack: Step[] = [{ key: keyOf(file.file, fleet.name), name: fleet.name }];
  fleet.ships.forEach((line, i) => {
    if (run.stopped) return;
    const place: Place = { spans: spans?.lines[i], via: [] };
    const got = expandLine(run, line, file.file, stack, place);
    if (got === undefined) return;
    for (const m of got.members) members.push({ ...m, line: i });
    lines.push(got.totals);
  });
  if (run.stopped || (leftOut === 0 && run.diagnostics.some((d) => d.severity === 'error'))) return { ok: false, diagnostics: run.diagnostics };
  // Lines that could not be read add nothing here, as the lines left out.
  const missing = leftOut + fleet.ships.length - lines.length;
  const labels = uniqueLabels(members.map((m) => m.label));
  const ships: FleetShip[] = members.map((m, i) => ({ label: labels[i]!, name: m.name, file: m.file, model: m.model, line: m.line }));
  const totals = sums(ships.map((s) => s.model.totals));
  if (totals === undefined) {
    add(run, 'points-too-large', `the fleet's sums pass ${Number.MAX_SAFE_INTEGER}`, spans?.name);
    return { ok: false, diagnostics: run.diagnostics };
  }
  // Every limit passed is one error at its own line, with the roster of that total.
  for (const limit of FLEET_LIMIT_TOTALS) {
    const most = fleet[limit.field];
    const sum = totals[limit.total];
    if (most === undefined || sum <= most) continue;
    const without = missing === 0 ? '' : ` (without ${missing === 1 ? 'the line' : `the ${missing} lines`} left out for ${missing === 1 ? 'its' : 'their'} errors, which can only add to it)`;
    const message = `the fleet ${limit.verb} ${missing === 0 ? '' : 'at least '}${sum} ${limitWords(limit)}${without}, ${sum - most} over its limit of ${most}`;
    add(run, 'fleet-over-limit', message, spans?.limits[limit.field] ?? spans?.name, undefined, limitRoster(ships, limit, sum));
  }
  if (missing > 0 || run.diagnostics.some((d) => d.severity === 'error')) return { ok: false, diagnostics: run.diagnostics };
  const limits = { pointsLimit: fleet.pointsLimit ?? null, powerLimit: fleet.powerLimit ?? null, spacesLimit: fleet.spacesLimit ?? null, repairLimit: fleet.repairLimit ?? null, boxesLimit: fleet.boxesLimit ?? null };
  return { ok: true, value: { name: fleet.name, file: file.file, ...limits, notes: fleet.notes ?? null, lines, ships, totals: { ships: ships.length, ...totals } }, diagnostics: run.diagnostics };
}

/** A new resolution of a fleet of `file`: nothing read yet but the file itself. */
function newRun(file: LoadedFile, host: FleetHost, options: FleetOptions, load: FleetLoader): Run {
  const depths = options.allowOutsideRefs === true ? undefined : new Map([[file.file, 0]]);
  const howToAllow = options.howToAllow ?? 'pass allowOutsideRefs: true to resolveFleet to read it';
  const run: Run = { host, load, files: new Map([[file.file, file]]), depths, howToAllow, answers: new Map(), nested: new Map(), diagnostics: [], ships: 0, stopped: false };
  return run;
}

const keyOf = (file: string, fleet: string): string => `${file}\u0000${fleet.toLowerCase()}`;

/** A fleet on the way to the line being read: the key it is known by (file and name), and its name. */
interface Step {
  readonly key: string;
  readonly name: string;
}

/** The sums of some ships' totals, each total of a limit (`FLEET_LIMIT_TOTALS`) summed exactly; undefined past 2^53 - 1. */
function sums(all: readonly ShipTotals[]): Omit<FleetTotals, 'ships'> | undefined {
  const exact = { points: 0n, power: 0n, spaces: 0n, repair: 0n, boxes: 0n };
  for (const t of all) for (const limit of FLEET_LIMIT_TOTALS) exact[limit.total] += BigInt(shipFigure(t, limit));
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (Object.values(exact).some((n) => n > max)) return undefined;
  return { points: Number(exact.points), power: Number(exact.power), spaces: Number(exact.spaces), repair: Number(exact.repair), boxes: Number(exact.boxes) };
}

/** A problem of a line, in the words of where it is (`in fleet "Reserve" (reserve.yaml): ...`). */
function within(place: Place, message: string): string {
  return place.via.length === 0 ? message : `in ${place.via.join(', in ')}: ${message}`;
}

/** The file a line names (or `from` itself), read and loaded once per run; undefined (with a diagnostic) when it cannot be. */
function fileOf(run: Run, reference: string | undefined, from: string, place: Place): LoadedFile | undefined {
  const at = place.via.length === 0 ? (place.spans?.file ?? place.spans?.name) : place.spans?.line;
  let read: FleetFileRead;
  if (reference === undefined) {
    const known = run.files.get(from);
    return typeof known === 'object' ? known : undefined;
  }
  // A reference that leads outside the fleet's folder is refused from its text, never asked of the host.
  const depth = run.depths === undefined ? 0 : referenceDepth(reference, run.depths.get(from) ?? 0);
  if (depth === undefined) {
    add(run, 'fleet-file', within(place, `${reference} leads outside the fleet file's folder: a fleet's references stay in its folder and the folders under it; ${run.howToAllow}`), at);
    return undefined;
  }
  const asked = `${from}\u0000${reference}`;
  const answered = run.answers.get(asked);
  if (answered !== undefined) read = answered;
  else {
    try {
      read = run.host.read(reference, from);
    } catch (error) {
      read = { ok: false, file: reference, reason: thrownMessage(error) };
    }
    if (typeof read !== 'object' || read === null || typeof read.file !== 'string') read = { ok: false, file: reference, reason: 'the host gave no answer' };
    run.answers.set(asked, read);
  }
  if (run.depths !== undefined && !run.depths.has(read.file)) run.depths.set(read.file, depth);
  const known = run.files.get(read.file);
  if (typeof known === 'object') return known;
  if (typeof known === 'string') {
    add(run, 'fleet-file', within(place, known), at);
    return undefined;
  }
  if (run.files.size >= FLEET_LIMITS.maxFiles) {
    add(run, 'fleet-too-large', within(place, `the fleet reads more than ${FLEET_LIMITS.maxFiles} files`), at);
    run.stopped = true;
    return undefined;
  }
  if (!read.ok || typeof read.text !== 'string') {
    const why = `cannot read ${read.file}: ${read.ok ? 'it is not text' : read.reason}`;
    run.files.set(read.file, why);
    add(run, 'fleet-file', within(place, why), at);
    return undefined;
  }
  const loaded = run.load(read.text, read.file);
  if (!loaded.ok) {
    const why = notLoaded(read.file, read.text, loaded.diagnostics);
    run.files.set(read.file, why);
    add(run, 'fleet-file', within(place, why), at);
    return undefined;
  }
  run.files.set(read.file, loaded.value);
  return loaded.value;
}

/**
 * Why a file a line names did not load. A design document's first error is quoted, with its place;
 * of any other file (a fleet line may name `/proc/self/environ` or a key file) not a word is shown:
 * the diagnostic is published where the file's content must not be (a CI log, an editor).
 */
function notLoaded(file: string, text: string, diagnostics: readonly Diagnostic[]): string {
  if (!isDesignText(text)) return `${file} does not load, and does not read as a design document (YAML whose first document has \`format\` or a design's \`kind\`), so nothing of it is shown here; run spacedock check ${file} to see why`;
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  const where = first?.span?.line === undefined ? '' : ` ${first.span.line}:${first.span.column ?? 1}`;
  return `${file} has ${errors.length === 1 ? 'an error' : `${errors.length}${diagnostics.length >= 100 ? ' or more' : ''} errors`} (the first, at${where || ' its start'}: ${first?.message ?? 'unknown'}); run spacedock check ${file}`;
}

/**
 * One line of a fleet: its ships (a ship line's `count` copies of one ship, a fleet line's nested
 * ships `count` times over) and its sums; undefined, with diagnostics, when it cannot be read.
 */
function expandLine(
  run: Run,
  line: FleetDesign['ships'][number],
  from: string,
  stack: Step[],
  place: Place,
): { readonly members: readonly Member[]; readonly totals: FleetLineTotals } | undefined {
  const at = place.via.length === 0 ? place.spans?.name : place.spans?.line;
  const loaded = fileOf(run, line.file, from, place);
  if (loaded === undefined) return undefined;
  const kind = line.fleet === undefined ? 'ship' : 'fleet';
  const name = line.fleet ?? line.ship ?? '';
  const count = line.count ?? 1;
  const candidates = loaded.documents.filter((d) => d.kind === kind);
  const nameOf = (d: LoadedDocument): string => documentTitle(d.document);
  const found = candidates.find((d) => nameOf(d) === name) ?? candidates.find((d) => nameOf(d).toLowerCase() === name.toLowerCase());
  if (found === undefined) {
    const names = candidates.map(nameOf);
    // Ship names are long: up to 64 characters compared, against the first 200 names (the error path stays cheap).
    const near = closest(name, names.slice(0, 200), 64);
    const where = line.file === undefined ? 'this file' : loaded.file;
    const listed = near !== undefined ? `; did you mean ${near}?` : `; its ${kind}s: ${names.map((n) => `"${n}"`).join(', ') || 'none'}`;
    add(run, 'fleet-unknown-name', within(place, `${where} has no ${kind} "${name}"${listed}`), at, near !== undefined && place.via.length === 0 ? [near] : undefined);
    return undefined;
  }
  const label = line.label ?? nameOf(found);
  if (found.kind === 'ship') {
    const totals = found.totals;
    if (!room(run, count, place)) return undefined;
    const members = Array.from({ length: count }, (_, k): Member => ({ label: count === 1 ? label : `${label} ${k + 1}`, name: found.document.name, file: loaded.file, model: found }));
    const s = sums(members.map((m) => m.model.totals));
    if (s === undefined) {
      add(run, 'points-too-large', within(place, `the sums of this line pass ${Number.MAX_SAFE_INTEGER}`), at);
      return undefined;
    }
    return { members, totals: { kind, name: found.document.name, file: loaded.file, count, label, ships: count, pointsEach: totals.points, ...s } };
  }
  // A nested fleet: its own lines, with this fleet's chain; a fleet already on the way is a cycle.
  const nested = found.document as FleetDesign;
  const key = keyOf(loaded.file, nested.name);
  const chain = [...stack.map((s) => s.name), nested.name];
  if (stack.some((s) => s.key === key)) {
    add(run, 'fleet-cycle', within(place, `fleet "${nested.name}" includes itself: ${chain.map((n) => `"${n}"`).join(' → ')}`), at);
    return undefined;
  }
  if (run.nested.has(key)) {
    const known = run.nested.get(key);
    return known === undefined ? undefined : copies(run, known, line, nested.name, kind, loaded.file, place, at);
  }
  if (stack.length >= FLEET_LIMITS.maxDepth) {
    add(run, 'fleet-too-large', within(place, `fleets nest more than ${FLEET_LIMITS.maxDepth} deep here`), at);
    run.stopped = true;
    return undefined;
  }
  stack.push({ key, name: nested.name });
  const inner: Member[] = [];
  const innerPlace: Place = { spans: place.spans, via: [...place.via, `fleet "${nested.name}" (${loaded.file})`] };
  for (const l of nested.ships) {
    if (run.stopped) break;
    const got = expandLine(run, l, loaded.file, stack, innerPlace);
    if (got === undefined) continue;
    for (const m of got.members) inner.push(m);
  }
  stack.pop();
  const failed = run.stopped || run.diagnostics.some((d) => d.severity === 'error');
  run.nested.set(key, failed ? undefined : inner);
  if (failed) return undefined;
  // The nested ships were counted once already: the other count - 1 copies need room too.
  if (!room(run, (count - 1) * inner.length, place)) return undefined;
  return copies(run, inner, line, nested.name, kind, loaded.file, place, at, true);
}

/**
 * A fleet line's copies of a nested fleet's ships, labelled, and the line's sums. `counted`: the
 * ships are already counted against the limit (the first reading counts one copy, and the caller
 * the rest); otherwise every copy is counted here.
 */
function copies(
  run: Run,
  inner: readonly Member[],
  line: FleetDesign['ships'][number],
  name: string,
  kind: 'ship' | 'fleet',
  file: string,
  place: Place,
  at: Span | undefined,
  counted = false,
): { readonly members: readonly Member[]; readonly totals: FleetLineTotals } | undefined {
  const count = line.count ?? 1;
  if (!counted && !room(run, count * inner.length, place)) return undefined;
  const label = line.label ?? name;
  // The line's label (or, for several copies, the fleet's name) before each ship's own, numbered per copy.
  const base = line.label ?? (count === 1 ? undefined : name);
  const members: Member[] = [];
  for (let k = 1; k <= count; k++) {
    const p = base === undefined ? '' : `${base}${count === 1 ? '' : ` ${k}`} / `;
    for (const m of inner) members.push({ ...m, label: `${p}${m.label}` });
  }
  const one = sums(inner.map((m) => m.model.totals));
  const s = sums(members.map((m) => m.model.totals));
  if (one === undefined || s === undefined) {
    add(run, 'points-too-large', within(place, `the sums of this line pass ${Number.MAX_SAFE_INTEGER}`), at);
    return undefined;
  }
  return { members, totals: { kind, name, file, count, label, ships: members.length, pointsEach: one.points, ...s } };
}

/** Whether `more` ships still fit under `FLEET_LIMITS.maxShips` (counted in), or a diagnostic says not. */
function room(run: Run, more: number, place: Place): boolean {
  run.ships += more;
  if (run.ships <= FLEET_LIMITS.maxShips) return true;
  add(run, 'fleet-too-large', within(place, `the fleet has more than ${FLEET_LIMITS.maxShips} ships`), place.spans?.line);
  run.stopped = true;
  return false;
}
