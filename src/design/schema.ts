import { z } from 'zod';

/**
 * The design file format, version 1 (`specs/design-format.md`). These zod schemas are the single
 * source of truth: the TypeScript types below are inferred from them and
 * `schema/design.schema.json` is generated from them (a test fails when it is stale).
 */

/** The most units or systems of one kind a line may count. */
export const MAX_COUNT = 10_000;

const count = z.number().int().min(1).max(MAX_COUNT).describe('How many are mounted (default 1).');
const profile = z.enum(['default', 'hero']).describe('The pricing rule profile for every unit of the document (default: default).');

/** One unit in a design: a name, its notation, how many. */
export const UnitLineSchema = z
  .strictObject({
    name: z.string().min(1).describe('What the unit is called in the book or on the ship.'),
    spec: z.string().min(1).describe('The unit in spacedock notation, such as 3d6 eZap "Laser" AP RNG-.'),
    count: count.optional(),
    notes: z.string().optional(),
  })
  .describe('A unit, by name and notation.');

/** One SFB:TNG hull system in a ship: its SSD label, variant and box count. */
export const SystemLineSchema = z
  .strictObject({
    label: z.string().min(1).describe('The SSD label, as in the catalog (Trac, LAB+, Hull ...).'),
    variant: z.string().min(1).optional().describe('The variant, when the label has several (Mech, F, tube ...).'),
    count: count.optional(),
  })
  .describe('An SFB:TNG hull system, by SSD label.');

/** A ship design. */
export const ShipDesignSchema = z
  .strictObject({
    format: z.literal(1),
    kind: z.literal('ship'),
    name: z.string().min(1),
    sizeClass: z.number().int().min(0).max(7).describe('Size class, 0 (largest) to 7.'),
    tech: z.number().int().min(3).max(7).describe('Tech level, 3 (3X) to 7 (7X).'),
    profile: profile.optional(),
    units: z.array(UnitLineSchema).optional(),
    systems: z.array(SystemLineSchema).optional(),
    notes: z.string().optional(),
  })
  .describe('A ship: the units it mounts and the hull systems it carries.');

/** A unit list: a table of units for a rulebook. */
export const UnitListSchema = z
  .strictObject({
    format: z.literal(1),
    kind: z.literal('units'),
    title: z.string().min(1),
    profile: profile.optional(),
    units: z.array(UnitLineSchema).min(1),
    notes: z.string().optional(),
  })
  .describe('A list of units, such as the cost table of a rulebook chapter.');

/** Any design document, told apart by `kind`. */
export const DesignDocumentSchema = z.discriminatedUnion('kind', [ShipDesignSchema, UnitListSchema]);

export type UnitLine = z.infer<typeof UnitLineSchema>;
export type SystemLine = z.infer<typeof SystemLineSchema>;
export type ShipDesign = z.infer<typeof ShipDesignSchema>;
export type UnitList = z.infer<typeof UnitListSchema>;
export type DesignDocument = z.infer<typeof DesignDocumentSchema>;

/** The JSON Schema of a design document, for editors (draft 2020-12). */
export function designJsonSchema(): unknown {
  return { ...z.toJSONSchema(DesignDocumentSchema), $id: 'https://spacedock.dev/schema/design.schema.json', title: 'spacedock design document, format 1' };
}
