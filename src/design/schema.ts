import * as z from 'zod/mini';
import { TECH_LEVELS, type SizeClass } from '../catalog/rule-tables.js';
import type { TechLevel } from '../catalog/types.js';
import { MAX_ROW_NAME } from '../damage/place-system.js';
import type { Facing } from '../damage/ship.js';
import { MAX_BOXES } from '../input/limits.js';
import type { ProfileName, RangeBasis, TieRule } from '../pricing/profile.js';
import { CHART_WEAPON_NAMES, type ChartWeapon } from './chart-weapons.js';
import type { DescriptionKey } from './schema-descriptions.js';

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

/** The shield facings, 1 (forward) to 6, clockwise. */
const FACINGS = [1, 2, 3, 4, 5, 6] as const satisfies readonly Facing[];

/** The size classes of SFB ships, 0 (largest) to 7 (the catalog's {@link SizeClass}). */
const SIZE_CLASSES = [0, 1, 2, 3, 4, 5, 6, 7] as const satisfies readonly SizeClass[];

/**
 * A whole number from a closed list of consecutive values: checked as a range, so that a mistake
 * reads "too big" or "expected number", and typed as the list's union (`TechLevel`, not `number`).
 * The JSON Schema shows the range (the input side of the pipe).
 */
const wholeIn = <T extends number>(values: readonly T[], description: DescriptionKey) =>
  z.pipe(
    described(
      whole(
        values.reduce<number>((a, b) => Math.min(a, b), Infinity),
        values.reduce<number>((a, b) => Math.max(a, b), -Infinity),
      ),
      description,
    ),
    z.literal(values),
  );

/** The schemas that have a description, each with its key in `SCHEMA_DESCRIPTIONS` (schema-descriptions.ts). */
const describedSchemas: [z.ZodMiniType, DescriptionKey][] = [];

/**
 * `schema`, noted as described by the text of `key`: the JSON Schema (json-schema.ts) gives it
 * that description. The texts live apart, so that code that only checks designs carries none.
 */
function described<T extends z.ZodMiniType>(schema: T, key: DescriptionKey): T {
  describedSchemas.push([schema, key]);
  return schema;
}

/** A whole number from `min` to `max`. */
const whole = (min: number, max?: number) => z.number().check(z.int(), z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)]));

const count = described(whole(1, MAX_COUNT), 'count');
const rowName = described(
  z.string().check(z.minLength(1), z.maxLength(MAX_ROW_NAME)), 'rowName',
);
/** The ready-made profiles' names (`PROFILES` of spacedock), as the format spells them. */
const PROFILE_NAMES = ['default', 'hero'] as const satisfies readonly ProfileName[];
const tieRule = described(z.enum(['half-up', 'half-down', 'half-even']), 'profile.tie');
/** A number of a profile: its range is the profile's own check (`invalid-profile`), not the format's. */
const profileNumber = (key: DescriptionKey) => described(z.number(), key);

/**
 * A profile written out: a ready-made one (`base`) and options laid over it, each as
 * `PricingProfile` names it. The shape is the format's; the values are checked by the profile's
 * own rules when the document is loaded (`invalid-profile`, `specs/pricing.md` section 7).
 */
const ProfileOptionsSchema = described(
  z.strictObject({
    base: z.optional(described(z.enum(PROFILE_NAMES), 'profile.base')),
    powerDivisor: z.optional(profileNumber('profile.powerDivisor')),
    rangeBasis: z.optional(described(z.enum(['basic', 'active', 'build']), 'profile.rangeBasis')),
    rangeFactor: z.optional(profileNumber('profile.rangeFactor')),
    limitDefaultFactor: z.optional(profileNumber('profile.limitDefaultFactor')),
    rounding: z.optional(described(z.strictObject({ active: z.optional(tieRule), build: z.optional(tieRule), power: z.optional(tieRule), range: z.optional(tieRule) }), 'profile.rounding')),
    boxPoints: z.optional(
      described(
        z.strictObject({
          shield: z.optional(profileNumber('profile.boxPoints.shield')),
          hull: z.optional(profileNumber('profile.boxPoints.hull')),
          armor: z.optional(profileNumber('profile.boxPoints.armor')),
          systems: z.optional(described(z.record(z.string(), profileNumber('profile.boxPoints.price')), 'profile.boxPoints.systems')),
        }),
        'profile.boxPoints',
      ),
    ),
  }), 'profile.options',
);

const profile = described(z.union([z.enum(PROFILE_NAMES), ProfileOptionsSchema]), 'profile');
const text = z.string();
const nonEmpty = z.string().check(z.minLength(1));
/**
 * A ship's or a fleet's name, and the names a fleet line gives: at most as long as a row's name
 * (issue 38). A new schema each time: a description is kept by schema, and each field has its own.
 */
const documentName = () => z.string().check(z.minLength(1), z.maxLength(MAX_ROW_NAME));

const weapon = described(
  z.enum(CHART_WEAPON_NAMES), 'weapon',
);

/**
 * The zod schema of one unit line in a design: a name, its notation, how many, notes, and what
 * it is on the damage chart. Unknown keys are refused, so a misspelt field is an error rather
 * than silently ignored.
 */
export const UnitLineSchema = described(
  z.strictObject({
    name: described(z.string().check(z.minLength(1)), 'unit.name'),
    spec: described(z.string().check(z.minLength(1)), 'unit.spec'),
    count: z.optional(count),
    notes: z.optional(text),
    weapon: z.optional(weapon),
  }), 'unitLine',
);

/** A chart result that specific armor guards (checked against the chart when the ship is built). */
const guardName = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * The zod schema of one SFB:TNG hull system line in a ship: its SSD label, variant and box
 * count (the label and variant are looked up in the catalog when the file is loaded).
 */
export const SystemLineSchema = described(
  z.strictObject({
    label: described(
      z.string().check(z.minLength(1)), 'system.label',
    ),
    variant: described(z.optional(z.string().check(z.minLength(1))), 'system.variant'),
    count: z.optional(count),
    name: z.optional(rowName),
    guards: described(z.optional(z.union([guardName, z.array(guardName).check(z.minLength(1), z.maxLength(40))])), 'system.guards'),
  }), 'systemLine',
);

/**
 * The zod schema of one phaser line of a ship: `count` phasers of a type, bearing on shield
 * facings 1 to 6 (the shape `buildShip` reads).
 */
export const PhaserLineSchema = described(
  z.strictObject({
    type: described(
      z.string().check(z.minLength(1), z.maxLength(MAX_ROW_NAME)), 'phaser.type',
    ),
    arcs: described(
      z.array(wholeIn(FACINGS, 'facing')).check(z.maxLength(6)), 'phaser.arcs',
    ),
    count: z.optional(count),
    name: z.optional(rowName),
  }), 'phaserLine',
);

const boxes = whole(0, MAX_BOXES);

/** One shield value for all six facings, or six: the shape `buildShip` reads. */
const shields = described(
  z.union([boxes, z.array(boxes).check(z.length(6))]), 'shields',
);

/** A track's boxes, best first: the shape and limits `buildShip` reads. */
const trackBoxes = (key: 'tracks.sensor' | 'tracks.scanner' | 'tracks.damageControl') =>
  described(
    z.array(whole(0)).check(z.minLength(1), z.maxLength(MAX_BOXES)), key,
  );

/**
 * The zod schema of a ship's special function tracks (SFB D4.33), each optional: a track left
 * out is the default one (`DEFAULT_TRACKS` of `spacedock/damage`).
 */
const TracksSchema = described(
  z.strictObject({
    sensor: z.optional(trackBoxes('tracks.sensor')),
    scanner: z.optional(trackBoxes('tracks.scanner')),
    damageControl: z.optional(trackBoxes('tracks.damageControl')),
    excess: z.optional(
      described(whole(1, MAX_BOXES), 'tracks.excess'),
    ),
  }), 'tracks',
);

/**
 * The zod schema of a ship design (`kind: ship`): name, size class, tech level, the units and
 * hull systems it carries, and its shields and tracks for the damage chart.
 */
export const ShipDesignSchema = described(
  z.strictObject({
    format: z.literal(1),
    kind: z.literal('ship'),
    name: documentName(),
    sizeClass: wholeIn(SIZE_CLASSES, 'sizeClass'),
    tech: wholeIn(TECH_LEVELS, 'tech'),
    profile: z.optional(profile),
    units: z.optional(z.array(UnitLineSchema)),
    systems: z.optional(z.array(SystemLineSchema)),
    phasers: z.optional(z.array(PhaserLineSchema)),
    shields: z.optional(shields),
    shuttlesAboard: z.optional(described(whole(0, MAX_BOXES), 'shuttlesAboard')),
    tracks: z.optional(TracksSchema),
    notes: z.optional(text),
  }), 'ship',
);

/**
 * The zod schema of a unit list (`kind: units`): a titled table of units for a rulebook, with
 * at least one unit.
 */
export const UnitListSchema = described(
  z.strictObject({
    format: z.literal(1),
    kind: z.literal('units'),
    title: nonEmpty,
    profile: z.optional(profile),
    units: z.array(UnitLineSchema).check(z.minLength(1)),
    notes: z.optional(text),
  }), 'units',
);

/**
 * The most lines a fleet document may list (each may count up to {@link MAX_FLEET_COUNT} ships).
 *
 * @example
 * ```ts
 * import { MAX_FLEET_LINES, validateDesign } from 'spacedock/design';
 *
 * const fleet = (lines: number) => ({ format: 1, kind: 'fleet', name: 'Swarm', ships: Array.from({ length: lines }, () => ({ ship: 'Cutter' })) });
 * if (!validateDesign(fleet(MAX_FLEET_LINES)).ok || validateDesign(fleet(MAX_FLEET_LINES + 1)).ok) throw new Error('the cap, and no more');
 * ```
 */
export const MAX_FLEET_LINES = 200;

/**
 * The most ships of one fleet line (its `count`).
 *
 * @example
 * ```ts
 * import { MAX_FLEET_COUNT, validateDesign } from 'spacedock/design';
 *
 * const fleet = (count: number) => ({ format: 1, kind: 'fleet', name: 'Swarm', ships: [{ ship: 'Cutter', count }] });
 * if (!validateDesign(fleet(MAX_FLEET_COUNT)).ok || validateDesign(fleet(MAX_FLEET_COUNT + 1)).ok) throw new Error('the cap, and no more');
 * ```
 */
export const MAX_FLEET_COUNT = 100;

/**
 * The zod schema of one line of a fleet: a ship or a fleet by name, in another design file
 * (`file`, relative to the fleet's file) or in the fleet's own file, with a count and a label.
 */
export const FleetLineSchema = described(
  z.strictObject({
    ship: z.optional(described(documentName(), 'fleetLine.ship')),
    fleet: z.optional(described(documentName(), 'fleetLine.fleet')),
    file: z.optional(described(z.string().check(z.minLength(1), z.maxLength(1024)), 'fleetLine.file')),
    count: z.optional(described(whole(1, MAX_FLEET_COUNT), 'fleetLine.count')),
    label: z.optional(described(documentName(), 'fleetLine.label')),
  }).check(
    z.refine((line) => (line.ship === undefined) !== (line.fleet === undefined), { message: 'a fleet line names one ship (`ship: <name>`) or one fleet (`fleet: <name>`)' }),
  ), 'fleetLine',
);

/**
 * The zod schema of a fleet (`kind: fleet`): a name, optional limits on its totals (points,
 * power, spaces, repair, boxes), and its ships by reference (`specs/design-format.md`, section 6).
 */
export const FleetSchema = described(
  z.strictObject({
    format: z.literal(1),
    kind: z.literal('fleet'),
    name: described(documentName(), 'fleet.name'),
    pointsLimit: z.optional(described(whole(0, Number.MAX_SAFE_INTEGER), 'fleet.pointsLimit')),
    powerLimit: z.optional(described(whole(0, Number.MAX_SAFE_INTEGER), 'fleet.powerLimit')),
    spacesLimit: z.optional(described(whole(0, Number.MAX_SAFE_INTEGER), 'fleet.spacesLimit')),
    repairLimit: z.optional(described(whole(0, Number.MAX_SAFE_INTEGER), 'fleet.repairLimit')),
    boxesLimit: z.optional(described(whole(0, Number.MAX_SAFE_INTEGER), 'fleet.boxesLimit')),
    ships: z.array(FleetLineSchema).check(z.minLength(1), z.maxLength(MAX_FLEET_LINES)),
    notes: z.optional(text),
  }), 'fleet',
);

/**
 * The zod schema of any design document, told apart by `kind` (`ship`, `units` or `fleet`): the
 * source of the JSON Schema. `validateDesign` checks values with its parts, one line at a time.
 */
export const DesignDocumentSchema = z.discriminatedUnion('kind', [ShipDesignSchema, UnitListSchema, FleetSchema]);

/** One unit line of a design, as the format defines it (`specs/design-format.md`, 5.1). */
export interface UnitLine {
  /** What the unit is called in the book or on the ship. */
  name: string;
  /** The unit in spacedock notation, such as `3d6 eZap "Laser" AP RNG-`. */
  spec: string;
  /** How many are mounted (1 to {@link MAX_COUNT}; 1 when absent). */
  count?: number | undefined;
  notes?: string | undefined;
  /**
   * What the unit is on the SFB damage chart (5.3): a phaser type, or `Torp` or `Drone` boxes.
   * Absent: the unit has no box on the chart.
   */
  weapon?: ChartWeapon | undefined;
}

/**
 * A ship's special function tracks (SFB D4.33), as the format defines them (5.4): each track
 * left out is the default one (`DEFAULT_TRACKS` of `spacedock/damage`).
 */
export interface ShipTracks {
  /** The sensor track's boxes, best first (1 to `MAX_BOXES` whole numbers of 0 or more). */
  sensor?: number[] | undefined;
  /** The scanner track's boxes, best first. */
  scanner?: number[] | undefined;
  /** The damage control track's boxes, best first. */
  damageControl?: number[] | undefined;
  /** How many excess damage boxes (1 to `MAX_BOXES`). */
  excess?: number | undefined;
}

/** One system line of a ship, as the format defines it (5.2). */
export interface SystemLine {
  /** A damage-chart system (`Bridge`, `L Warp`, `Torp` ...) or an SSD label of the catalog (`Trac`, `LAB+`, `Hull` ...). */
  label: string;
  /** The catalog variant, when the label has several (`Mech`, `F`, `tube` ...). */
  variant?: string | undefined;
  /** How many boxes (1 to {@link MAX_COUNT}; 1 when absent). */
  count?: number | undefined;
  /** The row's name on the record sheet (1 to 200 characters; the catalog's or the chart's name when absent). */
  name?: string | undefined;
  /** Specific armor only (`Armor`, variant `Specific`): the chart results it guards, one or a list (required there). */
  guards?: string | string[] | undefined;
}

/** One phaser line of a ship, as the format defines it (5.3). */
export interface PhaserLine {
  /** The phaser type (`Ph-1`, `Ph-G`, `Ph-2`, `Ph-3`, or a house type). */
  type: string;
  /** The shield facings it fires through, 1 (forward) to 6. */
  arcs: Facing[];
  /** How many (1 to {@link MAX_COUNT}; 1 when absent). */
  count?: number | undefined;
  /** The row's name on the record sheet (the type when absent). */
  name?: string | undefined;
}

/**
 * A pricing profile written out in a document (section 3): a ready-made profile (`base`, `default`
 * when absent) and options laid over it, each as `PricingProfile` names it. Its values are checked
 * when the document is loaded (`invalid-profile`).
 */
export interface DesignProfileOptions {
  /** The ready-made profile the options are laid over (`default` when absent). */
  base?: ProfileName | undefined;
  powerDivisor?: number | undefined;
  rangeBasis?: RangeBasis | undefined;
  rangeFactor?: number | undefined;
  limitDefaultFactor?: number | undefined;
  /** Tie rules of some rounded quantities; the others are the base's. */
  rounding?: { active?: TieRule | undefined; build?: TieRule | undefined; power?: TieRule | undefined; range?: TieRule | undefined } | undefined;
  /** What boxes cost; a price left out is the base's (0), `systems` replaces the base's labels. */
  boxPoints?: {
    shield?: number | undefined;
    hull?: number | undefined;
    armor?: number | undefined;
    systems?: Record<string, number> | undefined;
  } | undefined;
}

/** A document's pricing profile: a ready-made one by name, or {@link DesignProfileOptions}. */
export type DesignProfile = ProfileName | DesignProfileOptions;

/** A ship design document (`kind: ship`), as the format defines it (section 3). */
export interface ShipDesign {
  format: 1;
  kind: 'ship';
  /** 1 to 200 characters (`MAX_ROW_NAME`), as a fleet line names it. */
  name: string;
  /** Size class, 0 (largest) to 7. */
  sizeClass: SizeClass;
  /** Tech level, 3 (3X) to 7 (7X). */
  tech: TechLevel;
  /** The pricing rule profile of its units and boxes (`default` when absent). */
  profile?: DesignProfile | undefined;
  units?: UnitLine[] | undefined;
  systems?: SystemLine[] | undefined;
  phasers?: PhaserLine[] | undefined;
  /** Shuttles aboard, at most one per Shuttle box (0 when absent). */
  shuttlesAboard?: number | undefined;
  /**
   * Shield boxes of facings #1 (forward) to #6, clockwise: one number for all six, or six
   * (0 to `MAX_BOXES`). Absent: no shields.
   */
  shields?: number | number[] | undefined;
  /** The special function tracks; absent, the default ones (5.4). */
  tracks?: ShipTracks | undefined;
  notes?: string | undefined;
}

/** A unit list document (`kind: units`), as the format defines it (section 4). */
export interface UnitList {
  format: 1;
  kind: 'units';
  title: string;
  /** The pricing rule profile of every unit of the document (`default` when absent). */
  profile?: DesignProfile | undefined;
  /** At least one unit. */
  units: UnitLine[];
  notes?: string | undefined;
}

/** One line of a fleet, as the format defines it (6.1): exactly one of `ship` and `fleet`. */
export interface FleetLine {
  /** The name of a ship document, in `file` or in the fleet's own file. */
  ship?: string | undefined;
  /** The name of a fleet document whose ships join this one. */
  fleet?: string | undefined;
  /** The design file that holds it, relative to the fleet's file; absent, the fleet's own file. */
  file?: string | undefined;
  /** How many (1 to {@link MAX_FLEET_COUNT}; 1 when absent). */
  count?: number | undefined;
  /** The ship's name in this fleet (the ship's own name when absent). */
  label?: string | undefined;
}

/** A fleet document (`kind: fleet`), as the format defines it (section 6). */
export interface FleetDesign {
  format: 1;
  kind: 'fleet';
  name: string;
  /** The most points its ships may cost together (each ship's `points`); absent, no limit. */
  pointsLimit?: number | undefined;
  /** The most power its ships' units may need together; absent, no limit. */
  powerLimit?: number | undefined;
  /** The most spaces its ships' systems may take together; absent, no limit. */
  spacesLimit?: number | undefined;
  /** The most its ships' systems may cost to repair together; absent, no limit. */
  repairLimit?: number | undefined;
  /** The most boxes its ships may have together (each ship's `boxes`); absent, no limit. */
  boxesLimit?: number | undefined;
  /** 1 to {@link MAX_FLEET_LINES} lines. */
  ships: FleetLine[];
  notes?: string | undefined;
}

/** Any design document: a {@link ShipDesign}, a {@link UnitList} or a {@link FleetDesign}, told apart by `kind`. */
export type DesignDocument = ShipDesign | UnitList | FleetDesign;

/** The kinds of design document: `ship` ({@link ShipDesign}), `units` ({@link UnitList}) and `fleet` ({@link FleetDesign}). */
export type DesignKind = DesignDocument['kind'];

// The interfaces above are written out for readers and for the API reference; these checks make
// the compiler fail the moment they and the schemas (the source of truth) disagree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _SchemaChecks = [
  Assert<Same<UnitLine, z.infer<typeof UnitLineSchema>>>,
  Assert<Same<SystemLine, z.infer<typeof SystemLineSchema>>>,
  Assert<Same<PhaserLine, z.infer<typeof PhaserLineSchema>>>,
  Assert<Same<ShipTracks, z.infer<typeof TracksSchema>>>,
  Assert<Same<DesignProfileOptions, z.infer<typeof ProfileOptionsSchema>>>,
  Assert<Same<ShipDesign, z.infer<typeof ShipDesignSchema>>>,
  Assert<Same<UnitList, z.infer<typeof UnitListSchema>>>,
  Assert<Same<FleetLine, z.infer<typeof FleetLineSchema>>>,
  Assert<Same<FleetDesign, z.infer<typeof FleetSchema>>>,
  Assert<Same<DesignDocument, z.infer<typeof DesignDocumentSchema>>>,
];

/** Every described schema and the key of its description, for the JSON Schema (internal). */
export const DESCRIBED_SCHEMAS: readonly (readonly [z.ZodMiniType, DescriptionKey])[] = Object.freeze(describedSchemas);
