import { z } from 'zod';

/**
 * The design file format, version 1 (`specs/design-format.md`). These zod schemas are the single
 * source of truth: the TypeScript types below are inferred from them and
 * `schema/design.schema.json` is generated from them (a test fails when it is stale).
 */

/**
 * The most units or systems of one kind a line may count: a cap that keeps a typo from asking
 * for millions of boxes.
 *
 * @example
 * ```ts
 * import { MAX_COUNT, SystemLineSchema } from 'spacedock/design';
 *
 * if (!SystemLineSchema.safeParse({ label: 'Lab', count: MAX_COUNT }).success) throw new Error('the cap is allowed');
 * if (SystemLineSchema.safeParse({ label: 'Lab', count: MAX_COUNT + 1 }).success) throw new Error('one more is not');
 * ```
 */
export const MAX_COUNT = 10_000;

const count = z.number().int().min(1).max(MAX_COUNT).describe('How many are mounted (default 1).');
const profile = z.enum(['default', 'hero']).describe('The pricing rule profile for every unit of the document (default: default).');

/**
 * The zod schema of one unit line in a design: a name, its notation, how many, and notes.
 * Unknown keys are refused, so a misspelt field is an error rather than silently ignored.
 *
 * @example
 * ```ts
 * import { UnitLineSchema } from 'spacedock/design';
 *
 * if (!UnitLineSchema.safeParse({ name: 'Laser', spec: '3d6 eZap AP', count: 2 }).success) throw new Error('a valid line');
 * if (UnitLineSchema.safeParse({ name: 'Laser', spec: '3d6 eZap', colour: 'red' }).success) throw new Error('unknown keys are refused');
 * ```
 */
export const UnitLineSchema = z
  .strictObject({
    name: z.string().min(1).describe('What the unit is called in the book or on the ship.'),
    spec: z.string().min(1).describe('The unit in spacedock notation, such as 3d6 eZap "Laser" AP RNG-.'),
    count: count.optional(),
    notes: z.string().optional(),
  })
  .describe('A unit, by name and notation.');

/**
 * The zod schema of one SFB:TNG hull system line in a ship: its SSD label, variant and box
 * count (the label and variant are looked up in the catalog when the file is loaded).
 *
 * @example
 * ```ts
 * import { SystemLineSchema } from 'spacedock/design';
 *
 * const r = SystemLineSchema.safeParse({ label: 'Trac', variant: 'Mech', count: 2 });
 * if (!r.success || r.data.variant !== 'Mech') throw new Error('a valid system line');
 * ```
 */
export const SystemLineSchema = z
  .strictObject({
    label: z.string().min(1).describe('The SSD label, as in the catalog (Trac, LAB+, Hull ...).'),
    variant: z.string().min(1).optional().describe('The variant, when the label has several (Mech, F, tube ...).'),
    count: count.optional(),
  })
  .describe('An SFB:TNG hull system, by SSD label.');

/**
 * The zod schema of a ship design (`kind: ship`): name, size class, tech level, and the units
 * and hull systems it carries.
 *
 * @example
 * ```ts
 * import { ShipDesignSchema } from 'spacedock/design';
 *
 * const ship = { format: 1, kind: 'ship', name: 'Cutter', sizeClass: 4, tech: 3, systems: [{ label: 'Lab' }] };
 * if (!ShipDesignSchema.safeParse(ship).success) throw new Error('a valid ship');
 * if (ShipDesignSchema.safeParse({ ...ship, tech: 2 }).success) throw new Error('tech starts at 3');
 * ```
 */
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

/**
 * The zod schema of a unit list (`kind: units`): a titled table of units for a rulebook, with
 * at least one unit.
 *
 * @example
 * ```ts
 * import { UnitListSchema } from 'spacedock/design';
 *
 * const list = { format: 1, kind: 'units', title: 'Guns', units: [{ name: 'Laser', spec: '3d6 eZap AP' }] };
 * if (!UnitListSchema.safeParse(list).success) throw new Error('a valid list');
 * if (UnitListSchema.safeParse({ ...list, units: [] }).success) throw new Error('a list needs a unit');
 * ```
 */
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

/**
 * The zod schema of any design document, told apart by `kind` (`ship` or `units`). Use it to
 * validate a design held as data; {@link loadDesigns} applies it to YAML text with positions.
 *
 * @example
 * ```ts
 * import { DesignDocumentSchema } from 'spacedock/design';
 *
 * const r = DesignDocumentSchema.safeParse({ format: 1, kind: 'units', title: 'Guns', units: [{ name: 'Laser', spec: '3d6 eZap' }] });
 * if (!r.success || r.data.kind !== 'units') throw new Error('a unit list');
 * if (DesignDocumentSchema.safeParse({ format: 1, kind: 'station' }).success) throw new Error('no such kind');
 * ```
 */
export const DesignDocumentSchema = z.discriminatedUnion('kind', [ShipDesignSchema, UnitListSchema]);

/** One unit line of a design, as {@link UnitLineSchema} accepts it: name, notation, count, notes. */
export type UnitLine = z.infer<typeof UnitLineSchema>;
/** One hull system line of a ship, as {@link SystemLineSchema} accepts it: SSD label, variant, count. */
export type SystemLine = z.infer<typeof SystemLineSchema>;
/** A ship design document (`kind: ship`), as {@link ShipDesignSchema} accepts it. */
export type ShipDesign = z.infer<typeof ShipDesignSchema>;
/** A unit list document (`kind: units`), as {@link UnitListSchema} accepts it. */
export type UnitList = z.infer<typeof UnitListSchema>;
/** Any design document: a {@link ShipDesign} or a {@link UnitList}, told apart by `kind`. */
export type DesignDocument = z.infer<typeof DesignDocumentSchema>;

/**
 * The JSON Schema of a design document (draft 2020-12), generated from the zod schemas, so that
 * editors can complete and check design files (`schema/design.schema.json` is this, written out).
 *
 * @example
 * ```ts
 * import { designJsonSchema } from 'spacedock/design';
 *
 * const schema = designJsonSchema() as { $id: string; oneOf: unknown[] };
 * // one branch per document kind: ship, units
 * if (schema.$id !== 'https://spacedock.dev/schema/design.schema.json' || schema.oneOf.length !== 2) throw new Error(JSON.stringify(schema));
 * ```
 */
export function designJsonSchema(): unknown {
  return { ...z.toJSONSchema(DesignDocumentSchema), $id: 'https://spacedock.dev/schema/design.schema.json', title: 'spacedock design document, format 1' };
}
