/**
 * The words a schema error uses for what a field expects (src/design/schema-words.ts) are read from
 * zod's definitions, not from zod's `toJSONSchema` (which would carry zod's JSON Schema code into
 * the page). This holds the two readings equal on every schema the design format is made of, and
 * on the kinds of schema the format could grow into.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DesignDocumentSchema } from '../../src/design/schema.js';
import { expectedText, expectedTextOf, type Json } from '../../src/design/schema-words.js';

type Schema = z.core.$ZodType;

/** Every schema reachable from `root` through zod's definitions, each once. */
function reachable(root: Schema): Schema[] {
  const seen = new Set<Schema>();
  const walk = (s: Schema): void => {
    if (seen.has(s)) return;
    seen.add(s);
    const def = (s as z.core.$ZodTypes)._zod.def as unknown as Record<string, unknown>;
    for (const key of ['innerType', 'in', 'out', 'element', 'keyType', 'valueType', 'rest']) {
      const child = def[key];
      if (child !== null && typeof child === 'object' && '_zod' in child) walk(child as Schema);
    }
    for (const key of ['options', 'items']) {
      const list = def[key];
      if (Array.isArray(list)) for (const child of list) walk(child as Schema);
    }
    if (def.type === 'object') for (const child of Object.values(def.shape as Record<string, Schema>)) walk(child);
  };
  walk(root);
  return [...seen];
}

/** What zod's own JSON Schema gives, read by the same words. */
const viaZod = (s: Schema): string => expectedTextOf([z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Json]);

describe('schema words read from zod definitions', () => {
  const schemas = reachable(DesignDocumentSchema);

  it('covers the design format (more than a hundred schemas, of every kind it uses)', () => {
    expect(schemas.length).toBeGreaterThan(100);
    const kinds = new Set(schemas.map((s) => (s as z.core.$ZodTypes)._zod.def.type));
    for (const kind of ['object', 'array', 'union', 'literal', 'enum', 'string', 'number', 'optional', 'pipe', 'record']) expect(kinds).toContain(kind);
  });

  it("say what zod's JSON Schema says, on every schema of the design format", () => {
    const differ = schemas.map((s) => ({ ours: expectedText([s]), zod: viaZod(s) })).filter((d) => d.ours !== d.zod);
    expect(differ).toEqual([]);
  });

  it("say what zod's JSON Schema says, on kinds the format does not use yet", () => {
    const others: Schema[] = [
      z.number().check(z.int()),
      z.number().check(z.gt(0), z.lt(5)),
      z.number().check(z.gte(-3)),
      z.nullable(z.string()),
      z.nullable(z.union([z.number(), z.boolean()])),
      z.literal(['a', 'b']),
      z.literal(3),
      z.tuple([z.number(), z.string()]),
      z.array(z.string()).check(z.minLength(2), z.maxLength(4)),
      z.array(z.string()).check(z.minLength(1)),
      z.array(z.number()).check(z.length(1)),
      z.boolean(),
      z.null(),
      z.unknown(),
    ];
    for (const s of others) expect(expectedText([s])).toBe(viaZod(s));
    expect(expectedText([z.number().check(z.int(), z.minimum(0), z.maximum(7))])).toBe('a whole number from 0 to 7');
  });
});
