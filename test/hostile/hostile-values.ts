// Values an attacker (or a careless caller) hands to a library: wrong types, non-finite and
// unsafe numbers, objects whose getters or proxy traps throw, revoked proxies, frozen and
// null-prototype objects, `__proto__` keys, holes, cycles and very deep nesting, broken dice.
// Errors that the hostile values throw themselves are remembered, so a test can tell "the
// library let the caller's own exception through" (allowed) from "the library threw".
import fc from 'fast-check';

const thrownByInput = new WeakSet<object>();

/** An error thrown by a hostile value's own code (a getter, a trap, a die). */
export function inputError(what: string): Error {
  const e = new Error(`hostile input: ${what}`);
  e.name = 'HostileInputError';
  thrownByInput.add(e);
  return e;
}

/** Whether an error came from the hostile input itself rather than from the library. */
export function isInputError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  if (thrownByInput.has(error)) return true;
  // A revoked proxy throws the engine's own TypeError on any use.
  return error instanceof TypeError && /revoked/.test(error.message);
}

/** A proxy whose every trap throws. */
export const trapsThrow = (): object =>
  new Proxy(
    {},
    {
      get: () => {
        throw inputError('get trap');
      },
      has: () => {
        throw inputError('has trap');
      },
      ownKeys: () => {
        throw inputError('ownKeys trap');
      },
      getOwnPropertyDescriptor: () => {
        throw inputError('descriptor trap');
      },
      getPrototypeOf: () => {
        throw inputError('getPrototypeOf trap');
      },
    },
  );

/** An object whose listed keys are getters that throw (enumerable, so a spread or JSON hits them). */
const gettersThrow = (keys: readonly string[]): object => {
  const o = {};
  for (const k of keys) {
    Object.defineProperty(o, k, {
      enumerable: true,
      get: () => {
        throw inputError(`getter ${k}`);
      },
    });
  }
  return o;
};

export const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

/** A proxy that answers every property with itself: infinitely deep, and callable-looking. */
const bottomless = (): object => {
  const p: object = new Proxy({}, { get: (_t, key) => (key === Symbol.toPrimitive ? () => 1 : p) });
  return p;
};

const deepArray = (depth: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

const deepObject = (key: string, depth: number): unknown => {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { [key]: v };
  return v;
};

const cyclic = (): unknown => {
  const o: Record<string, unknown> = { name: 'loop', kind: 'unit' };
  o['self'] = o;
  o['function'] = o;
  o['warhead'] = o;
  o['units'] = [o];
  return o;
};

const COMMON_KEYS = ['kind', 'function', 'modifiers', 'amount', 'count', 'points', 'shield', 'shields', 'systems', 'units', 'name', 'spec', 'label', 'ok', 'd6', 'length', 'then', 'toJSON'];

/** Dice that misbehave. */
const HOSTILE_DICE: readonly (() => unknown)[] = [
  () => ({ d6: () => NaN }),
  () => ({ d6: () => 7 }),
  () => ({ d6: () => -3 }),
  () => ({ d6: () => 2.5 }),
  () => ({ d6: () => '6' }),
  () => ({ d6: 4 }),
  () => ({
    d6: () => {
      throw inputError('d6');
    },
  }),
];

/** Hand-made hostile values, each made fresh (some are consumed by use). */
const MADE: readonly (() => unknown)[] = [
  () => undefined,
  () => null,
  () => NaN,
  () => Infinity,
  () => -Infinity,
  () => -0,
  () => -1,
  () => 2.5,
  () => 1e308,
  () => 5e-324,
  () => 2 ** 53,
  () => Number.MAX_SAFE_INTEGER,
  () => 1e9,
  () => 10n,
  () => Symbol('hostile'),
  () => '',
  () => '\uD800',
  () => 'x'.repeat(100_000),
  () => '['.repeat(2000),
  () => () => 1,
  () => [],
  () => [, 1],
  () => new Array(5),
  () => ({}),
  () => Object.create(null),
  () => Object.freeze({ a: 1 }),
  () => JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  trapsThrow,
  () => gettersThrow(COMMON_KEYS),
  revoked,
  bottomless,
  () => deepArray(100_000),
  () => deepObject('warhead', 100_000),
  () => deepObject('function', 100_000),
  cyclic,
  () => new Date(NaN),
  () => new Map([[1, 2]]),
  () => /x/,
  () => Promise.resolve(1),
  ...HOSTILE_DICE,
];

/** Sets the value at a path inside a JSON-like value (in place), or returns the new value for an empty path. */
function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return root;
}

/** Every path to a node of a JSON-like value (depth-limited). */
function pathsOf(value: unknown, prefix: readonly (string | number)[] = [], out: (string | number)[][] = [], depth = 0): (string | number)[][] {
  out.push([...prefix]);
  if (depth > 8 || value === null || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, Array.isArray(value) ? Number(k) : k], out, depth + 1);
  return out;
}

/** How a valid sample is turned hostile. */
type Mutation = 'as-is' | 'replace' | 'delete' | 'null-prototype' | 'frozen' | 'getter' | 'proxy';

/**
 * How to make one hostile argument, as plain data: fast-check generates and prints recipes, and
 * the value is made from it inside the property, so fast-check never touches a proxy or a getter.
 */
export type Recipe =
  | { readonly kind: 'made'; readonly index: number }
  | { readonly kind: 'any'; readonly value: unknown }
  | { readonly kind: 'sample'; readonly which: number; readonly where: number; readonly how: Mutation; readonly what: Recipe };

/**
 * An arbitrary argument recipe: a hand-made hostile value, fast-check's `anything()`, or one of
 * the valid samples as it is or with one field replaced, deleted or wrapped.
 */
export function hostileRecipe(): fc.Arbitrary<Recipe> {
  const made = fc.integer({ min: 0, max: MADE.length - 1 }).map((index): Recipe => ({ kind: 'made', index }));
  const any = fc.anything({ withNullPrototype: true, withBigInt: true, withSparseArray: true, withBoxedValues: true }).map((value): Recipe => ({ kind: 'any', value }));
  const sample = fc
    .record({
      which: fc.nat(),
      where: fc.nat(),
      how: fc.constantFrom<Mutation>('as-is', 'as-is', 'replace', 'replace', 'delete', 'null-prototype', 'frozen', 'getter', 'proxy'),
      what: fc.oneof(made, any),
    })
    .map((r): Recipe => ({ kind: 'sample', ...r }));
  return fc.oneof({ arbitrary: made, weight: 3 }, { arbitrary: any, weight: 2 }, { arbitrary: sample, weight: 5 });
}

/** Makes the value a recipe describes; `samples` gives fresh valid values. */
export function materialize(recipe: Recipe, samples: () => readonly unknown[]): unknown {
  if (recipe.kind === 'made') return MADE[recipe.index]!();
  if (recipe.kind === 'any') return recipe.value;
  const { which, where, how } = recipe;
  const pool = samples();
  const base = pool[which % pool.length];
  if (how === 'replace' && (base === null || typeof base !== 'object')) return materialize(recipe.what, samples);
  if (how === 'as-is' || base === null || typeof base !== 'object') return base;
  let copy: unknown;
  try {
    copy = structuredClone(base);
  } catch {
    return base;
  }
  const paths = pathsOf(copy);
  const path = paths[where % paths.length]!;
  const key = path[path.length - 1];
  const parent = path.slice(0, -1).reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], copy) as Record<string | number, unknown>;
  switch (how) {
    case 'replace':
      return setAt(copy, path, materialize(recipe.what, samples));
    case 'delete':
      if (key !== undefined) delete parent[key];
      return copy;
    case 'null-prototype': {
      const target = path.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], copy);
      if (target === null || typeof target !== 'object' || Array.isArray(target)) return copy;
      return setAt(copy, path, Object.assign(Object.create(null), target));
    }
    case 'frozen':
      return deepFreezeCopy(copy);
    case 'getter':
      if (key === undefined) return gettersThrow(Object.keys(copy as object));
      Object.defineProperty(parent, key, {
        enumerable: true,
        configurable: true,
        get: () => {
          throw inputError(`getter ${String(key)}`);
        },
      });
      return copy;
    case 'proxy':
      return setAt(copy, path, trapsThrow());
  }
}

function deepFreezeCopy<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreezeCopy(v);
  }
  return value;
}

/**
 * Numbers a successful result must never hold: NaN, infinities and integers past 2^53 - 1.
 * Returns the path of the first one found (depth- and size-limited walk), or undefined.
 */
export function badNumberIn(value: unknown, path = '$', seen = new Set<object>(), budget = { left: 100_000 }): string | undefined {
  if (--budget.left < 0) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return `${path} = ${value}`;
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) return `${path} = ${value} (not a safe integer)`;
    return undefined;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) {
    const bad = badNumberIn(v, `${path}.${k}`, seen, budget);
    if (bad !== undefined) return bad;
  }
  return undefined;
}

/** A short description of a value, for a report (never throws). */
export function describe(value: unknown): string {
  try {
    if (typeof value === 'symbol') return value.toString();
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'function') return 'function';
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…(${value.length})` : value);
    if (value === null || typeof value !== 'object') return String(value);
    const s = JSON.stringify(value);
    return s === undefined ? Object.prototype.toString.call(value) : s.length > 120 ? `${s.slice(0, 120)}…` : s;
  } catch {
    return 'unprintable object';
  }
}
