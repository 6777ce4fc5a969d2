// Hostile cases that span the library: every exported function of every entry point called with
// arbitrary values (fast-check), in a child process so that a hang or a crash is caught.
import fc from 'fast-check';
import { ENTRY_MODULES } from '../../helpers/entries.js';
import * as root from '../../../src/index.js';
import * as catalog from '../../../src/catalog/index.js';
import * as damage from '../../../src/damage/index.js';
import * as design from '../../../src/design/index.js';
import { balanceReport } from '../../../src/balance/index.js';
import { badNumberIn, describe, hostileRecipe, isInputError, materialize, type Recipe } from '../hostile-values.js';
import type { HostileCase } from './index.js';
import { fromCounts } from '../../helpers/ship-lines.js';
import { xmlProblems } from '../../plot/svg.js';

/** Calls each sample builder, keeping those that work on the current API. */
const tryEach = (builders: readonly (() => unknown)[]): unknown[] =>
  builders.flatMap((b) => {
    try {
      const v = b();
      return v === undefined ? [] : [v];
    } catch {
      return [];
    }
  });

/** Valid values of the shapes the library takes, so mutations reach past the first check. */
function validSamples(): readonly unknown[] {
  const ok = <T>(r: { ok: boolean }, pick: (r: never) => T): T | undefined => (r.ok ? pick(r as never) : undefined);
  return tryEach([
    () => '3d6 eZap "Laser" AP RNG- p=5 rng=23',
    () => '10 Missile move=20 (3d6 eZap)',
    () => ok(root.parseUnit('3d6 eZap "Laser" AP RNG- ARC:AB p=5'), (r: { value: unknown }) => r.value),
    () => ok(root.parseUnit('12 Missile move=20 (2d6 pShock AP)'), (r: { value: unknown }) => r.value),
    () => ok(root.priceUnit('3d6 eZap AP'), (r: { value: unknown }) => r.value),
    () => ({ profile: 'hero' }),
    () => ({ powerDivisor: 5, rangeBasis: 'build' }),
    () => damage.buildShip(fromCounts({ name: 'Cutter', shields: [10, 8, 8, 6, 8, 8], armor: 4, systems: { 'F Hull': 4, Bridge: 2, 'L Warp': 6, 'R Warp': 6, Torp: 2 }, phasers: [{ type: 'Ph-1', arcs: [1, 2, 6] }], shuttlesAboard: 1, tracks: { sensor: [6, 5, 4], scanner: [0, 1, 3], damageControl: [4, 2], excess: 5 } })),
    () => ok(damage.buildShip(fromCounts({ name: 'Cutter', shields: 4, systems: { 'F Hull': 4, 'A Hull': 3, Bridge: 1 } })) as { ok: boolean }, (r: { value: unknown }) => r.value),
    () => ({ shield: 1, points: 12 }),
    () => ({ shield: 2, units: [{ points: 5, direction: 1 }, { points: 3 }] }),
    () => ({ log: false, choices: { anyWarp: ['L Warp', 'C Warp', 'R Warp'], phaser: (c: readonly unknown[]) => c[0] } }),
    () => ({ dice: root.seededDice(3), distances: [0, 1, 2] }),
    () => ({ attack: { type: 'e', armorPiercing: true }, defenses: [{ type: 'e', points: 9 }] }),
    () => root.seededDice(7),
    () => root.scriptedDice([1, 2, 3, 4, 5, 6]),
    () => ({ previousSpeed: 12 }),
    () => [6, 5, 4, 0],
    () => ({ previousTurn: { state: 'uncloaked' }, energyPaid: true, announcements: [{ impulse: 4, action: 'cloak' }] }),
    () => ({ lockedOn: true, rule: 'one-per-rack', racks: 2, rack: 0, launchedFrom: [], dronesControlled: 6, controlLimit: 6 }),
    () => ({ trueRange: 8, lockedOn: false, scannerAdjustment: 1, cloakAdjustment: 5 }),
    () => ({ warp: 20, impulse: 4, apr: 2, batteries: 1 }),
    () => ({ lifeSupport: 1, fireControl: 1, shields: 2, movement: 10, weapons: 8, reinforcement: 0, other: 0 }),
    () => ({ lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 }),
    () => ok(catalog.findEntry('Lab') as { ok: boolean }, (r: { value: unknown }) => r.value),
    () => ok(catalog.findEntry('Trac', 'Mech') as { ok: boolean }, (r: { value: unknown }) => r.value),
    () => ({ boxes: 3, biomechanical: 'breen' }),
    () => ({ label: 'Lab', tech: 4 }),
    () => 'format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n',
    () => 'format: 1\nkind: ship\nname: X\nsizeClass: 3\ntech: 4\nunits:\n  - { name: Laser, spec: 3d6 eZap AP, count: 2 }\nsystems:\n  - { label: Lab, count: 2 }\n',
    () => ok(design.loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n', 'g.yaml'), (r: { value: { documents: unknown[] } }) => r.value.documents[0]),
    () => ['name', 'build'],
    () => 'md',
    () => 3,
    () => 1,
    () => 0,
    () => 'Lab',
  ]);
}

/** A ship for the sheet and the simulation, and its survivability analysis, each made once. */
const made: { frigate?: unknown; survival?: unknown } = {};
const aFrigate = (): unknown => {
  if (made.frigate === undefined) {
    const built = damage.buildShip({ name: 'Frigate <F>', shields: 12, systems: [{ label: 'F Hull', count: 4 }, { label: 'A Hull', count: 3 }, { label: 'Bridge' }], phasers: [{ type: 'Ph-1', arcs: [1, 2, 6] }] });
    made.frigate = built.ok ? built.value : undefined;
  }
  return made.frigate;
};
const aSurvival = (): unknown => {
  if (made.survival === undefined) {
    const r = damage.simulateVolleys(aFrigate() as never, [{ shield: 1, points: 20 }], { trials: 50, turns: 3, seed: 7 });
    made.survival = r.ok ? r.value : undefined;
  }
  return made.survival;
};

/** A balance report of four designs (one named with markup), for `plotBalance`. */
const aBalanceReport = (): unknown => {
  const designs = [{ name: 'Tug <b>', cost: 50 }, { name: 'Frigate', cost: 100 }, { name: 'Cruiser & co', cost: 200 }, { name: 'Dread', cost: 400 }];
  const outcomes = [
    { a: 'Tug <b>', b: 'Frigate', aWins: 30, bWins: 60, draws: 10, bothDestroyed: 0, trials: 100 },
    { a: 'Cruiser & co', b: 'Tug <b>', aWins: 80, bWins: 15, draws: 0, bothDestroyed: 5, trials: 100 },
    { a: 'Tug <b>', b: 'Dread', aWins: 5, bWins: 90, draws: 5, bothDestroyed: 0, trials: 100 },
    { a: 'Frigate', b: 'Cruiser & co', aWins: 35, bWins: 60, draws: 5, bothDestroyed: 0, trials: 100 },
    { a: 'Dread', b: 'Frigate', aWins: 85, bWins: 10, draws: 5, bothDestroyed: 0, trials: 100 },
    { a: 'Cruiser & co', b: 'Dread', aWins: 30, bWins: 65, draws: 5, bothDestroyed: 0, trials: 100 },
  ];
  const r = balanceReport(designs, outcomes);
  return r.ok ? r.value : undefined;
};

/**
 * A valid call of each function of the printers (`entry name`): its runs start from these
 * arguments half the time and turn one of them hostile (replaced, or one field of it replaced,
 * deleted, made a getter or proxy that throws, frozen...), so that they reach past the first check.
 * Any other function's runs are as before (arbitrary arguments only, so their seeds give the
 * same runs).
 */
const VALID_CALLS: Readonly<Record<string, () => unknown[]>> = {
  'spacedock/sheet pageSvg': () => [
    [
      { kind: 'box', x: 10, y: 10, w: 4, h: 4, system: 'Armor', index: 2, destroyed: false, held: 3 },
      { kind: 'box', x: 15, y: 10, w: 4, h: 4, system: 'Lab <1>', index: 0, destroyed: true },
      { kind: 'text', x: 16, y: 10, w: 30, h: 4, text: 'Lab <1>', size: 7, anchor: 'middle', bold: true, role: 'held' },
      { kind: 'rect', x: 5, y: 5, w: 50, h: 40, role: 'ship' },
      { kind: 'line', x1: 10, y1: 10, x2: 14, y2: 14, role: 'cross' },
    ],
    { width: 215.9, height: 279.4, margin: 10 },
    true,
  ],
  'spacedock/sheet fitText': () => ['Emergency Bridge', 20, 4, 7, true],
  'spacedock/sheet textWidth': () => ['Emergency Bridge', 7, false],
  'spacedock/sheet escapeSvgText': () => ['<script>&"\''],
  'spacedock/sheet renderSheet': () => [{ ship: aFrigate(), units: [{ name: 'Laser', spec: '3d6 eZap AP', count: 2 }], title: { sizeClass: 3, tech: 4 } }, { page: 'a4', landscape: true, mono: true }],
  'spacedock/plot plotSurvival': () => [aSurvival(), { mono: true, width: 170, parts: 'all', title: 'Survival <of> "the" Frigate' }],
  'spacedock/plot plotBalance': () => [aBalanceReport(), { mono: true, width: 170, title: 'Balance <of> "the" fleet' }],
};

/** How one run calls a function: arbitrary arguments, or a valid call with one argument made hostile. */
type CallRecipe = { readonly kind: 'random'; readonly recipes: readonly Recipe[] } | { readonly kind: 'valid'; readonly at: number; readonly recipe: Recipe };

/** What calling one function with arbitrary arguments did, summed over the runs. */
export interface FuzzOutcome {
  readonly calls: number;
  /** Calls that returned (rather than threw), and of those the results with `ok: true`: how far past the first check the runs got. */
  readonly answered: number;
  readonly okResults: number;
  /** Thrown errors by `name`, with one example each: the library's own throws. */
  readonly threw: Record<string, { count: number; message: string; args: string }>;
  /** Results with `ok: true` holding NaN, an infinity or an unsafe integer. */
  readonly badNumbers: { path: string; args: string }[];
  /**
   * Results not of the one result shape: an object with a boolean `ok` whose keys are not exactly
   * `ok`, `value`, `diagnostics` (no `value` when `ok` is false), or whose diagnostics are not
   * a list of diagnostics (severity, code, message; a span or a path when given of the right type).
   */
  readonly badShapes: { shape: string; args: string }[];
  /**
   * SVG documents answered (a string, a result's value, a sheet's pages) that are not well formed,
   * or hold an element the printers do not write (a `<script>`) or an event or link attribute;
   * and texts from `escapeSvgText` with a bare `< > " '` or `&`.
   */
  readonly badMarkup: { markup: string; args: string }[];
}

/** The elements the sheet and plot printers write. */
const SVG_ELEMENTS = new Set(['svg', 'style', 'title', 'defs', 'pattern', 'g', 'rect', 'line', 'text']);

/** The SVG documents in a function's answer: the answer itself, a result's value, or a sheet's pages. */
function svgDocuments(result: unknown): string[] {
  const value = result !== null && typeof result === 'object' && (result as { ok?: unknown }).ok === true ? (result as { value?: unknown }).value : result;
  const pages = value !== null && typeof value === 'object' ? (value as { pages?: unknown }).pages : undefined;
  const all = Array.isArray(pages) ? (pages as unknown[]) : [value];
  return all.filter((x): x is string => typeof x === 'string' && x.startsWith('<svg'));
}

/** What is wrong with the markup a printer answered, or undefined. */
function markupProblem(name: string, result: unknown): string | undefined {
  if (name === 'escapeSvgText' && typeof result === 'string') {
    if (/[<>"']|&(?!(?:amp|lt|gt|quot|#39);)/.test(result)) return `escaped text with a bare markup character: ${describe(result)}`;
    return undefined;
  }
  for (const svg of svgDocuments(result)) {
    const xml = xmlProblems(svg)[0];
    if (xml !== undefined) return xml;
    for (const tag of svg.matchAll(/<\/?([A-Za-z][\w:-]*)([^>]*)>/g)) {
      if (!SVG_ELEMENTS.has(tag[1]!)) return `a <${tag[1]}> element`;
      // Attribute by attribute (a value is quoted and holds no quote), so a name is never read inside a value.
      for (const a of tag[2]!.matchAll(/([\w:-]+)="[^"]*"/g)) if (/^on|href$/i.test(a[1]!)) return `an ${a[1]} attribute on <${tag[1]}>`;
    }
  }
  return undefined;
}

/** What is wrong with a result's shape, or undefined when it is the one result type. */
function shapeProblem(result: unknown): string | undefined {
  if (result === null || typeof result !== 'object' || typeof (result as { ok?: unknown }).ok !== 'boolean') return undefined;
  const r = result as { ok: boolean; diagnostics?: unknown };
  const keys = Object.keys(r).sort().join(',');
  const want = r.ok ? 'diagnostics,ok,value' : 'diagnostics,ok';
  if (keys !== want) return `keys ${keys}`;
  if (!Array.isArray(r.diagnostics)) return 'diagnostics is not a list';
  for (const d of r.diagnostics as unknown[]) {
    const x = d as { severity?: unknown; code?: unknown; message?: unknown; span?: { start?: unknown; end?: unknown }; path?: unknown };
    if (typeof x !== 'object' || x === null || typeof x.code !== 'string' || typeof x.message !== 'string' || !['error', 'warning', 'info'].includes(x.severity as string)) return 'a diagnostic without severity, code and message';
    if (x.span !== undefined && (typeof x.span.start !== 'number' || typeof x.span.end !== 'number')) return `${x.code}: a malformed span`;
    if (x.path !== undefined && typeof x.path !== 'string') return `${x.code}: a path that is not text`;
  }
  if (!r.ok && !(r.diagnostics as { severity: string }[]).some((d) => d.severity === 'error')) return 'ok: false without an error';
  return undefined;
}

/** Runs every exported function of one entry point `runs` times with arbitrary arguments. */
function fuzzEntry(entry: string, runs: number, seed: number): Record<string, FuzzOutcome> {
  let pool: readonly unknown[] | undefined;
  const samples = (): readonly unknown[] => (pool ??= validSamples());
  const arg = hostileRecipe();
  const out: Record<string, FuzzOutcome> = {};
  for (const [name, fn] of Object.entries(ENTRY_MODULES[entry]!)) {
    if (typeof fn !== 'function') continue;
    const outcome: FuzzOutcome = { calls: 0, answered: 0, okResults: 0, threw: {}, badNumbers: [], badShapes: [], badMarkup: [] };
    out[name] = outcome;
    const arity = Math.max(fn.length, 1);
    const valid = VALID_CALLS[`${entry} ${name}`];
    const random = fc.array(arg, { minLength: 0, maxLength: arity + 1 }).map((recipes): CallRecipe => ({ kind: 'random', recipes }));
    const calls = valid === undefined ? random : fc.oneof(random, fc.record({ at: fc.nat(), recipe: arg }).map((r): CallRecipe => ({ kind: 'valid', ...r })));
    const argsOf = (c: CallRecipe): unknown[] => {
      if (c.kind === 'random') return c.recipes.map((r) => materialize(r, samples));
      const args = (valid ?? (() => []))();
      const at = c.at % args.length;
      // A sample recipe mutates this argument itself; another replaces it.
      args[at] = materialize(c.recipe, () => [args[at]]);
      return args;
    };
    fc.assert(
      fc.property(calls, (call) => {
        (outcome as { calls: number }).calls++;
        const args = argsOf(call);
        let result: unknown;
        try {
          result = (fn as (...a: unknown[]) => unknown)(...args);
        } catch (error) {
          if (isInputError(error)) return;
          const key = error instanceof Error ? error.name : typeof error;
          const seen = (outcome.threw[key] ??= { count: 0, message: error instanceof Error ? error.message.slice(0, 200) : describe(error), args: args.map(describe).join(', ').slice(0, 400) });
          seen.count++;
          return;
        }
        (outcome as { answered: number }).answered++;
        if (result !== null && typeof result === 'object' && (result as { ok?: unknown }).ok === true) (outcome as { okResults: number }).okResults++;
        if (outcome.badMarkup.length < 3) {
          const markup = markupProblem(name, result);
          if (markup !== undefined) outcome.badMarkup.push({ markup, args: args.map(describe).join(', ').slice(0, 400) });
        }
        if (outcome.badShapes.length < 3) {
          const shape = shapeProblem(result);
          if (shape !== undefined) outcome.badShapes.push({ shape, args: args.map(describe).join(', ').slice(0, 400) });
        }
        if (result !== null && typeof result === 'object' && (result as { ok?: unknown }).ok === true && outcome.badNumbers.length < 3) {
          const bad = badNumberIn(result);
          if (bad !== undefined) outcome.badNumbers.push({ path: bad, args: args.map(describe).join(', ').slice(0, 400) });
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }
  return out;
}

const RUNS = 300;

/** Tries to write an exported table; returns whether the write was refused (strict mode throws). */
function tryWrite(write: () => void): string {
  try {
    write();
    return 'written';
  } catch (error) {
    return error instanceof TypeError ? 'refused' : `threw ${String(error)}`;
  }
}

/**
 * The global-state attacks of the issue: writes to exported limits and tables, then the calls
 * that read them, which must answer as if nothing had been written.
 */
function globalState(): unknown {
  const limits = design.LOAD_LIMITS as unknown as Record<string, number>;
  const columns = damage.CHART_COLUMNS as unknown as string[];
  const writes = {
    maxLength: tryWrite(() => (limits['maxLength'] = 5)),
    maxAliasCount: tryWrite(() => (limits['maxAliasCount'] = -1)),
    chartColumn: tryWrite(() => (columns[0] = 'Z')),
    chartPush: tryWrite(() => columns.push('N')),
    tableColumns: tryWrite(() => (design.TABLE_COLUMNS as unknown as string[]).push('secret')),
    functionKinds: tryWrite(() => ((root.FUNCTION_KINDS as unknown as string[]).length = 0)),
    modifierCodes: tryWrite(() => (root.MODIFIER_CODES as unknown as string[]).pop()),
    techLevels: tryWrite(() => ((catalog.TECH_LEVELS as unknown as number[])[0] = 99)),
    maxDiagnostics: tryWrite(() => Object.defineProperty(root, 'MAX_DIAGNOSTICS', { value: 1 })),
  };
  const load = design.loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n', 'g.yaml');
  const laughs = design.loadDesigns('a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n', 'l.yaml');
  const built = damage.buildShip(fromCounts({ name: 'Cutter', shields: 0, systems: { 'F Hull': 4 } }));
  const volley = built.ok ? damage.resolveVolley(built.value, { shield: 1, points: 1 }, root.scriptedDice([3, 4])) : undefined;
  return {
    writes,
    loadOk: load.ok,
    laughs: laughs.diagnostics.map((d) => d.code),
    column: volley?.ok === true ? (volley.value.events[0] as { column?: string } | undefined)?.column : 'no volley',
    columns: damage.CHART_COLUMNS.join(''),
    tableColumns: design.TABLE_COLUMNS.length,
    kinds: root.FUNCTION_KINDS.length > 0,
    tech: catalog.TECH_LEVELS.join(','),
  };
}

export const MISC_CASES: Readonly<Record<string, HostileCase>> = {
  ...Object.fromEntries(Object.keys(ENTRY_MODULES).map((entry, i) => [`fuzz/${entry}`, () => fuzzEntry(entry, RUNS, 20261130 + i)])),
  'global-state/writes': globalState,
};
