/**
 * The fields of the lines of a design's lists (unit, system, phaser and fleet lines), read from
 * their schemas (internal): a `key: value` line written with another line's `, field:` in its
 * value is a `{ }` line whose braces were left out.
 */
import * as z from 'zod/mini';
import { FleetLineSchema, PhaserLineSchema, SystemLineSchema, UnitLineSchema } from './schema.js';

/** The keys of an object schema (none for any other). */
function keysOf(schema: z.core.$ZodType): string[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return def.type === 'object' ? Object.keys(def.shape) : [];
}

/** Every field a list line of a design may have (`name`, `spec`, `label`, `variant`, `ship` ...). */
export const LINE_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set([UnitLineSchema, SystemLineSchema, PhaserLineSchema, FleetLineSchema].flatMap(keysOf));
