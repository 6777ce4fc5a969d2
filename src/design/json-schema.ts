import * as z from 'zod/mini';
import { DESCRIBED_SCHEMAS, DesignDocumentSchema } from './schema.js';
import { SCHEMA_DESCRIPTIONS } from './schema-descriptions.js';

/**
 * The JSON Schema of a design document (draft 2020-12), generated from the zod schemas (what a
 * file may hold: their input side), so that editors can complete and check design files
 * (`schema/design.schema.json` is this, written out).
 *
 * @example
 * ```ts
 * import { designJsonSchema } from 'spacedock/design';
 *
 * const schema = designJsonSchema() as { $id: string; oneOf: unknown[] };
 * // one branch per document kind: ship, units, fleet
 * if (schema.$id !== 'https://spacedock.dev/schema/design.schema.json' || schema.oneOf.length !== 3) throw new Error(JSON.stringify(schema));
 * ```
 */
export function designJsonSchema(): unknown {
  // The descriptions in a registry of this call, not zod's global one: nothing outside changes.
  const metadata = z.registry<{ description: string }>();
  for (const [schema, key] of DESCRIBED_SCHEMAS) metadata.add(schema, { description: SCHEMA_DESCRIPTIONS[key] });
  return { ...z.toJSONSchema(DesignDocumentSchema, { io: 'input', metadata }), $id: 'https://spacedock.dev/schema/design.schema.json', title: 'spacedock design document, format 1' };
}
