// Hostile cases: notation, pricing, rules, catalog and cost tables. Each runs alone in a child
// process (1 GB heap, a hang guard) and returns a small summary that test/hostile/pricing.test.ts
// checks: codes, counts and the field path named, not merely that nothing crashed.
import { MAX_DIAGNOSTICS, formatModifier, formatUnit, parseUnit, priceUnit, rollUnder3d6, type Diagnostic, type UnitSpec } from '../../../src/index.js';
import { CATALOG_ENTRIES, findEntry, hetEscape, repairCost, scaledValue, spacesOf, tractorMoveEnergy, tractorStrength } from '../../../src/catalog/index.js';
import { formatTable, loadDesigns, tableRows } from '../../../src/design/index.js';
import type { HostileCase } from './index.js';
import { S, missile, zap } from '../../helpers/trees.js';


/** What pricing said, in brief. */
function priced(input: unknown): { ok: boolean; codes: string[]; message: string; path?: string; basic?: number } {
  const r = priceUnit(input as UnitSpec);
  const out = { ok: r.ok, codes: r.diagnostics.map((d) => d.code), message: r.diagnostics.map((d) => d.message).join(' | ') };
  const path = r.diagnostics[0]?.path;
  const placed = path === undefined ? out : { ...out, path };
  return r.ok ? { ...placed, basic: r.value.basic } : placed;
}

/** What a call threw, in brief (or that it returned). */
function thrown(call: () => unknown): { name: string; message: string } | { returned: string } {
  try {
    return { returned: String(call()) };
  } catch (e) {
    return e instanceof Error ? { name: e.name, message: e.message } : { name: typeof e, message: '' };
  }
}

/** A long list's summary: how many, the codes seen, the last one. */
function capped(diagnostics: readonly Diagnostic[]): { count: number; codes: string[]; last: Diagnostic | undefined; sorted: boolean } {
  const sorted = diagnostics.slice(0, MAX_DIAGNOSTICS).every((d, i, a) => i === 0 || (a[i - 1]!.span?.start ?? 0) <= (d.span?.start ?? 0));
  return { count: diagnostics.length, codes: [...new Set(diagnostics.map((d) => d.code))], last: diagnostics.at(-1), sorted };
}

/** A proxy whose every trap throws. */
const trapsThrow = (): object =>
  new Proxy({}, {
    get: () => {
      throw new Error('trap');
    },
    has: () => {
      throw new Error('trap');
    },
    ownKeys: () => {
      throw new Error('trap');
    },
    getOwnPropertyDescriptor: () => {
      throw new Error('trap');
    },
    getPrototypeOf: () => {
      throw new Error('trap');
    },
  });

/** An array proxy that claims 2^32 - 1 items, each a valid modifier. */
const endlessModifiers = (): unknown => new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : typeof k === 'string' && /^\d+$/.test(k) ? { code: 'RNGX', span: S } : Reflect.get(t, k)) });

const TEN_MB_UNKNOWN = (): string => '3d6 eZap ' + 'XX '.repeat(3.3e6);

export const PRICING_CASES: Readonly<Record<string, HostileCase>> = {
  // Hand-built units, one malformed field each.
  'pricing/dice-negative': () => priced(zap(-1)),
  'pricing/dice-fraction': () => priced(zap(2.5)),
  'pricing/dice-minus-infinity': () => priced(zap(-Infinity)),
  'pricing/dice-unsafe': () => priced(zap(2 ** 53)),
  'pricing/nine-a-arcs': () => priced(zap(3, { modifiers: [{ code: 'ARC', arcs: Array(9).fill('A'), span: S }] })),
  'pricing/arc-repeated': () => priced(zap(3, { modifiers: [{ code: 'ARC', arcs: ['A', 'C', 'A'], span: S }] })),
  'pricing/missile-in-missile': () => priced(missile(missile(zap(3)))),
  'pricing/unknown-modifier-code': () => priced(zap(3, { modifiers: [{ code: 'XX', span: S }] })),
  'pricing/null-modifier': () => priced(zap(3, { modifiers: [null] })),
  'pricing/function-without-dice': () => priced({ span: S, function: { kind: 'zap', span: S, nameSpan: S }, modifiers: [] }),
  'pricing/cyclic-warhead': () => {
    const m = missile(undefined) as { function: { warhead: unknown } };
    m.function.warhead = m;
    return priced(m);
  },
  'pricing/warhead-100k-deep': () => {
    let deep: unknown = zap(3);
    for (let i = 0; i < 100_000; i++) deep = missile(deep);
    return priced(deep);
  },
  'pricing/function-100k-deep': () => {
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { function: deep };
    return priced(deep);
  },
  'pricing/modifiers-100k-deep-array': () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    return priced(zap(3, { modifiers: deep }));
  },
  'pricing/throwing-getter': () => {
    const u = zap(3) as { function: object };
    Object.defineProperty(u.function, 'dice', {
      get: () => {
        throw new Error('getter');
      },
    });
    return priced(u);
  },
  'pricing/proxy-traps-throw': () => priced(trapsThrow()),
  'pricing/revoked-proxy': () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return priced(proxy);
  },
  'pricing/proxy-around-parsed-unit': () => {
    const r = parseUnit('3d6 eZap AP');
    if (!r.ok) throw new Error('parse');
    return priced(new Proxy(r.value, { get: (t, k) => (k === 'modifiers' ? [{ code: 'NOPE', span: S }] : Reflect.get(t, k)) }));
  },
  'pricing/parsed-unit-edited-in-place': () => {
    const r = parseUnit('3d6 eZap AP');
    if (!r.ok) throw new Error('parse');
    (r.value.function as { dice: { count: number } }).dice.count = -1;
    return priced(r.value);
  },
  'pricing/endless-modifier-list': () => priced(zap(3, { modifiers: endlessModifiers() })),
  'pricing/null-prototype-unit': () => priced(Object.assign(Object.create(null), zap(3))),
  'pricing/symbol': () => priced(Symbol('unit')),
  'pricing/json-round-trip': () => {
    const specs = ['3d6 eZap "Laser" AP RNG- p=5 rng=23', '10 Missile move=8 (3d6 pShock 1CH)', 'Darkness 2 Radius vs. radar,lidar LIMIT:1="x"', '3d6 eZap ARC:ABC AE:C15s AUTO:20 BURN12< 4CH'];
    return specs.map((spec) => {
      const r = parseUnit(spec);
      if (!r.ok) return 'no parse';
      const a = priceUnit(r.value);
      const b = priceUnit(JSON.parse(JSON.stringify(r.value)) as UnitSpec);
      return a.ok && b.ok && JSON.stringify(a.value) === JSON.stringify(b.value);
    });
  },
  'pricing/options-that-throw': () => {
    const options = Object.defineProperty({}, 'profile', {
      get: () => {
        throw new Error('getter');
      },
    });
    return [priced2('3d6 eZap', options), priced2('3d6 eZap', { profile: trapsThrow() })];
  },
  'pricing/format-malformed': () => [thrown(() => formatUnit(zap(-1) as UnitSpec)), thrown(() => formatUnit(trapsThrow() as UnitSpec)), thrown(() => formatModifier({ code: 'ARC', arcs: ['A', 'A'], span: S } as never))],

  // The parser's cap on diagnostics.
  'notation/10mb-unknown-words': () => {
    const text = TEN_MB_UNKNOWN();
    const before = process.memoryUsage().heapUsed;
    const r = parseUnit(text);
    const grew = process.memoryUsage().heapUsed - before;
    return { ...capped(r.diagnostics), ok: r.ok, heapGrowthUnder100MB: grew < 100 * 1024 * 1024 };
  },
  'notation/10mb-duplicate-modifiers': () => {
    const r = parseUnit('3d6 eZap ' + 'AP '.repeat(3.3e6));
    return { ...capped(r.diagnostics), ok: r.ok };
  },
  'notation/10mb-sensor-list': () => {
    const names = Array.from({ length: 2e6 }, (_, i) => `s${i.toString(36)}`).join(',');
    const before = process.memoryUsage().heapUsed;
    const r = parseUnit('Illusion vs. ' + names);
    return { ...capped(r.diagnostics), ok: r.ok, heapGrowthUnder100MB: process.memoryUsage().heapUsed - before < 100 * 1024 * 1024 };
  },
  'notation/10mb-commas': () => {
    const r = parseUnit('3d6 eZap ' + ','.repeat(1e7));
    return { ...capped(r.diagnostics), ok: r.ok };
  },
  'notation/errors-only-past-the-cap': () => {
    const r = parseUnit('3d6 eZap' + ','.repeat(1500) + ' XX');
    return { ...capped(r.diagnostics), ok: r.ok, keptSeverities: [...new Set(r.diagnostics.slice(0, -1).map((d) => d.severity))] };
  },
  'notation/late-checks-early-positions': () => {
    const r = parseUnit('3d6 eZap AP AP' + ' XX'.repeat(5000));
    return { ...capped(r.diagnostics), first: r.diagnostics[0] };
  },
  'pricing/10mb-string': () => {
    const r = priceUnit(TEN_MB_UNKNOWN());
    return { ...capped(r.diagnostics), ok: r.ok };
  },

  // Rules, catalog, cost tables.
  'rules/roll-under-edges': () => [thrown(() => rollUnder3d6(NaN)), thrown(() => rollUnder3d6('10' as never)), rollUnder3d6(Infinity), rollUnder3d6(-Infinity), rollUnder3d6(10.5), rollUnder3d6(1e308)],
  'catalog/find-entry-hostile': () => [findEntry(Object.create(null)), findEntry(Symbol('x') as never), findEntry('Lab', Symbol('v') as never), findEntry(trapsThrow() as never)].map((r) => ({ ok: r.ok, codes: r.diagnostics.map((d) => d.code), message: r.diagnostics[0]?.message, path: r.diagnostics[0]?.path })),
  'catalog/numbers-hostile': () => {
    const lab = CATALOG_ENTRIES.find((e) => e.id === 'lab')!;
    return [
      tractorMoveEnergy(2, 1e308),
      tractorStrength(1e308, 0, { hard: true }),
      repairCost(lab, { boxes: Number.MAX_SAFE_INTEGER }),
      spacesOf(lab, Infinity),
      scaledValue(Object.create(null), 'range', 3),
      repairCost(lab, trapsThrow() as never),
    ].map((r) => ({ ok: r.ok, codes: r.diagnostics.map((d) => d.code), message: r.diagnostics[0]?.message, path: r.diagnostics[0]?.path }));
  },
  'catalog/endless-rolls': () => {
    const rolls = new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : typeof k === 'string' && /^\d+$/.test(k) ? 1 : Reflect.get(t, k)) });
    const r = hetEscape(1e300, rolls as never);
    const ten = hetEscape(3, Array(10_000_000).fill('x') as never);
    return [{ ok: r.ok, message: r.diagnostics[0]?.message, path: r.diagnostics[0]?.path }, { ok: ten.ok, count: ten.diagnostics.length }];
  },
  'table/unknown-format-and-column': () => [thrown(() => formatTable([], 'xml' as never)), thrown(() => formatTable([], 'csv', ['name', 'cost' as never])), thrown(() => tableRows(null as never))],
  'totals/past-2^53': () => {
    const text = 'format: 1\nkind: units\ntitle: Walls\nunits: [{ name: Wall, spec: 9007199254740991 eDefense, count: 10000 }, { name: Gun, spec: 3d6 eZap }]\n';
    const loaded = loadDesigns(text, 'walls.yaml');
    const doc = loaded.ok ? loaded.value.documents[0] : undefined;
    if (doc !== undefined && doc.kind !== 'fleet') return { ok: true, unitBuild: doc.totals.unitBuild, unitPower: doc.totals.unitPower };
    return { ok: false, diagnostics: loaded.diagnostics.map(({ span: _span, ...d }) => d) };
  },
};

/** priced(), with options. */
function priced2(spec: string, options: unknown): { ok: boolean; codes: string[] } {
  const r = priceUnit(spec, options as never);
  return { ok: r.ok, codes: r.diagnostics.map((d) => d.code) };
}
