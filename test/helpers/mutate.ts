import fc from 'fast-check';
import { inputError, revoked, trapsThrow } from '../hostile/hostile-values.js';

/**
 * Broken copies of valid values, for the "never throws, never a bad number" properties. A mutation
 * is plain data (fast-check generates and prints it); {@link applyMutation} makes the hostile value
 * inside the property, so fast-check itself never touches a getter or a proxy.
 */
export type Mutation =
  | { readonly how: 'replace'; readonly where: number; readonly value: unknown }
  | { readonly how: 'delete' | 'getter' | 'proxy' | 'null-prototype' | 'revoked'; readonly where: number };

/** A value fast-check can print, for replacing a field: anything, plus the numbers that break arithmetic. */
const replacement = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: true, withSparseArray: true, withBoxedValues: true }),
  fc.constantFrom(-1, 0, -0, 2.5, NaN, Infinity, -Infinity, 1e308, 2 ** 53, Number.MAX_SAFE_INTEGER, 'zap', 'missile', 'ARC', 'A', ''),
);

/** A random mutation of a random node (`where` picks it, modulo the number of nodes). */
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ how: fc.constant('replace' as const), where: fc.nat(), value: replacement }) },
  { weight: 1, arbitrary: fc.record({ how: fc.constantFrom('delete', 'getter', 'proxy', 'null-prototype', 'revoked'), where: fc.nat() }) },
);

/** A proxy whose every trap throws (the one of the hostile suite). */
export const throwingProxy = trapsThrow;

/** Every [parent, key] of a JSON-like tree, the root first as [undefined, undefined]. */
function places(root: unknown): [Record<string | number, unknown> | undefined, string | number | undefined][] {
  const out: [Record<string | number, unknown> | undefined, string | number | undefined][] = [[undefined, undefined]];
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      out.push([node as Record<string, unknown>, Array.isArray(node) ? Number(k) : k]);
      walk(v);
    }
  };
  walk(root);
  return out;
}

/**
 * Applies a mutation to `value` in place (pass a copy unless the point is an in-place edit) and
 * returns the result: the same object, or the replacement when the root itself was picked.
 */
export function applyMutation(value: unknown, m: Mutation): unknown {
  const all = places(value);
  const [parent, key] = all[m.where % all.length]!;
  const make = (): unknown => {
    switch (m.how) {
      case 'replace':
        return m.value;
      case 'proxy':
        return throwingProxy();
      case 'revoked':
        return revoked();
      case 'null-prototype': {
        const target = parent === undefined ? value : parent[key!];
        return target !== null && typeof target === 'object' && !Array.isArray(target) ? Object.assign(Object.create(null), target) : target;
      }
      default:
        return undefined;
    }
  };
  if (parent === undefined) return m.how === 'delete' || m.how === 'getter' ? throwingProxy() : make();
  if (m.how === 'delete') delete parent[key!];
  else if (m.how === 'getter') {
    Object.defineProperty(parent, key!, {
      enumerable: true,
      configurable: true,
      get: () => {
        throw inputError(`getter ${String(key)}`);
      },
    });
  } else parent[key!] = make();
  return value;
}

/**
 * Numbers a successful result must never hold: NaN, infinities and integers past 2^53 - 1.
 * Returns the path of the first one, or undefined; fields named in `skip` are not looked into.
 */
export function badNumber(value: unknown, skip: readonly string[] = [], path = '$', seen = new Set<object>()): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) return `${path} = ${value}`;
    return undefined;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) {
    if (skip.includes(k)) continue;
    const bad = badNumber(v, skip, `${path}.${k}`, seen);
    if (bad !== undefined) return bad;
  }
  return undefined;
}
