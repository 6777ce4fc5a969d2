import { z } from 'zod';
import { TECH_LEVELS, type SizeClass } from '../catalog/rule-tables.js';
import type { TechLevel } from '../catalog/types.js';

/**
 * The design file format, version 1 (`specs/design-format.md`). These zod schemas are the single
 * source of truth: the TypeScript types below are inferred from them and
 * `schema/design.schema.json` is generated from them (a test fails when it is stale).
 *
 * The schema objects stay inside the package: a zod schema is a mutable object that cannot be
 * frozen, so exporting one would let any caller change the format for every other caller in the
 * process. `validateDesign` (validate.ts) is the public way to check a value against them.
 */

/**
 * The most units or systems of one kind a line may count: a cap that keeps a typo from asking
 * for millions of boxes.
 *
 * @example
 * ```ts
 * import { MAX_COUNT, validateDesign } from 'spacedock/design';
 *
 * const ship = (count: number) => ({ format: 1, kind: 'ship', name: 'Tug', sizeClass: 6, tech: 3, systems: [{ label: 'Lab', count }] });
 * if (!validateDesign(ship(MAX_COUNT)).ok) throw new Error('the cap is allowed');
 * if (validateDesign(ship(MAX_COUNT + 1)).ok) throw new Error('one more is not');
 * ```
 */
export const MAX_COUNT = 10_000;

/** The size classes of SFB ships, 0 (largest) to 7 (the catalog's {@link SizeClass}). */
const SIZE_CLASSES = [0, 1, 2, 3, 4, 5, 6, 7] as const satisfies readonly SizeClass[];

/**
 * A whole number from a closed list of consecutive values: checked as a range, so that a mistake
 * reads "too big" or "expected number", and typed as the list's union (`TechLevel`, not `number`).
 * The JSON Schema shows the range (the input side of the pipe).
 */
const wholeIn = <T extends number>(values: readonly T[], description: string) =>
  z
    .number()
    .int()
    .min(values.reduce<number>((a, b) => Math.min(a, b), Infinity))
    .max(values.reduce<number>((a, b) => Math.max(a, b), -Infinity))
    .describe(description)
    .pipe(z.literal(values));

const count = z.number().int().min(1).max(MAX_COUNT).describe('How many are mounted (default 1).');
const profile = z.enum(['default', 'hero']).describe('The pricing rule profile for every unit of the document (default: default).');

/**
 * The zod schema of one unit line in a design: a name, its notation, how many, and notes.
 * Unknown keys are refused, so a misspelt field is an error rather than silently ignored.
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
 */
export const ShipDesignSchema = z
  .strictObject({
    format: z.literal(1),
    kind: z.literal('ship'),
    name: z.string().min(1),
    sizeClass: wholeIn(SIZE_CLASSES, 'Size class, 0 (largest) to 7.'),
    tech: wholeIn(TECH_LEVELS, 'Tech level, 3 (3X) to 7 (7X).'),
    profile: profile.optional(),
    units: z.array(UnitLineSchema).optional(),
    systems: z.array(SystemLineSchema).optional(),
    notes: z.string().optional(),
  })
  .describe('A ship: the units it mounts and the hull systems it carries.');

/**
 * The zod schema of a unit list (`kind: units`): a titled table of units for a rulebook, with
 * at least one unit.
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
 * The zod schema of any design document, told apart by `kind` (`ship` or `units`): the source of
 * the JSON Schema. `validateDesign` checks values with its parts, one line at a time.
 */
export const DesignDocumentSchema = z.discriminatedUnion('kind', [ShipDesignSchema, UnitListSchema]);

/** One unit line of a design, as the format defines it (`specs/design-format.md`, 5.1). */
export interface UnitLine {
  /** What the unit is called in the book or on the ship. */
  name: string;
  /** The unit in spacedock notation, such as `3d6 eZap "Laser" AP RNG-`. */
  spec: string;
  /** How many are mounted (1 to {@link MAX_COUNT}; 1 when absent). */
  count?: number | undefined;
  notes?: string | undefined;
}

/** One hull system line of a ship, as the format defines it (5.2). */
export interface SystemLine {
  /** The SSD label, as in the catalog (`Trac`, `LAB+`, `Hull` ...). */
  label: string;
  /** The variant, when the label has several (`Mech`, `F`, `tube` ...). */
  variant?: string | undefined;
  /** How many boxes (1 to {@link MAX_COUNT}; 1 when absent). */
  count?: number | undefined;
}

/** A ship design document (`kind: ship`), as the format defines it (section 3). */
export interface ShipDesign {
  format: 1;
  kind: 'ship';
  name: string;
  /** Size class, 0 (largest) to 7. */
  sizeClass: SizeClass;
  /** Tech level, 3 (3X) to 7 (7X). */
  tech: TechLevel;
  /** The pricing rule profile of every unit of the document (`default` when absent). */
  profile?: 'default' | 'hero' | undefined;
  units?: UnitLine[] | undefined;
  systems?: SystemLine[] | undefined;
  notes?: string | undefined;
}

/** A unit list document (`kind: units`), as the format defines it (section 4). */
export interface UnitList {
  format: 1;
  kind: 'units';
  title: string;
  /** The pricing rule profile of every unit of the document (`default` when absent). */
  profile?: 'default' | 'hero' | undefined;
  /** At least one unit. */
  units: UnitLine[];
  notes?: string | undefined;
}

/** Any design document: a {@link ShipDesign} or a {@link UnitList}, told apart by `kind`. */
export type DesignDocument = ShipDesign | UnitList;

/** The kinds of design document: `ship` ({@link ShipDesign}) and `units` ({@link UnitList}). */
export type DesignKind = DesignDocument['kind'];

// The interfaces above are written out for readers and for the API reference; these checks make
// the compiler fail the moment they and the schemas (the source of truth) disagree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _SchemaChecks = [
  Assert<Same<UnitLine, z.infer<typeof UnitLineSchema>>>,
  Assert<Same<SystemLine, z.infer<typeof SystemLineSchema>>>,
  Assert<Same<ShipDesign, z.infer<typeof ShipDesignSchema>>>,
  Assert<Same<UnitList, z.infer<typeof UnitListSchema>>>,
  Assert<Same<DesignDocument, z.infer<typeof DesignDocumentSchema>>>,
];

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
 * // one branch per document kind: ship, units
 * if (schema.$id !== 'https://spacedock.dev/schema/design.schema.json' || schema.oneOf.length !== 2) throw new Error(JSON.stringify(schema));
 * ```
 */
export function designJsonSchema(): unknown {
  return { ...z.toJSONSchema(DesignDocumentSchema, { io: 'input' }), $id: 'https://spacedock.dev/schema/design.schema.json', title: 'spacedock design document, format 1' };
}
