/**
 * The compiled model of a design document: what the loader makes of each document once (checked,
 * priced, built, totalled, read out), and what every view reads.
 */
import type { ShipState } from '../damage/ship.js';
import type { Span } from '../diagnostics/diagnostic.js';
import type { Severity } from '../diagnostics/codes.js';
import type { UnitPrice } from '../pricing/price.js';
import type { PricingProfile } from '../pricing/profile.js';
import type { FleetReadout, ShipReadout, UnitListReadout, UnitTotals } from '../readout/model.js';
import type { FleetDesign, ShipDesign, UnitList } from './schema.js';

/** The fields of a fleet that bound one of its totals. */
export type FleetLimitField = 'pointsLimit' | 'powerLimit' | 'spacesLimit' | 'repairLimit' | 'boxesLimit';
import type { ShipTotals } from './totals.js';

/** What every compiled document has. */
interface ModelBase {
  /** The price of each unit line, in order. Lines with the same spec share one price object. */
  readonly prices: readonly UnitPrice[];
  /** The document's offset range in its file: from its `---` line (or first line) to its end. */
  readonly range: readonly [number, number];
}

/**
 * A ship document, compiled: the checked design, each unit's price, the ship state it builds
 * (nothing destroyed, ready for `resolveVolley`), its totals and its readout. Sheets, tables,
 * templates, fleets, damage, simulations, the language server and the page read these fields;
 * none of them checks, prices or builds the ship again.
 */
export interface ShipModel extends ModelBase {
  readonly kind: 'ship';
  readonly document: ShipDesign;
  /** The document's pricing profile, resolved: what its units are priced with and its boxes cost. */
  readonly profile: PricingProfile;
  /** The ship state of the design (`specs/design-format.md` 5.5). */
  readonly ship: ShipState;
  readonly totals: ShipTotals;
  readonly readout: ShipReadout;
}

/** A unit list document, compiled: its units priced, their totals and its readout. */
export interface UnitListModel extends ModelBase {
  readonly kind: 'units';
  readonly document: UnitList;
  /** The document's pricing profile, resolved: what its units are priced with. */
  readonly profile: PricingProfile;
  readonly totals: UnitTotals;
  readonly readout: UnitListReadout;
}

/**
 * A fleet document, compiled: its lines as written and where they are in the file. The ships it
 * names live in other documents (`resolveFleet` reads them); a fleet has no units (`prices` is
 * empty).
 */
export interface FleetModel extends ModelBase {
  readonly kind: 'fleet';
  readonly document: FleetDesign;
  readonly readout: FleetReadout;
  /** Where its parts are in the file, so that the checks of its references point at their line. */
  readonly fleetSpans: FleetSpans;
}

/**
 * One document of a design file as `loadDesigns` gives it: a compiled model, told apart by `kind`
 * (the document's own kind). Build one from a document held as data with `compileDesign`.
 */
export type LoadedDocument = ShipModel | UnitListModel | FleetModel;

/** Where a fleet document's parts are in its file (spans with line and column). */
export interface FleetSpans {
  /** The fleet's `name` value. */
  readonly name: Span;
  /** The value of each limit the fleet sets (`pointsLimit`, `spacesLimit` ...), by its field. */
  readonly limits: { readonly [F in FleetLimitField]?: Span };
  /** Each line of `ships`, in order. */
  readonly lines: readonly FleetLineSpans[];
}

/** Where one fleet line's parts are. */
export interface FleetLineSpans {
  /** The whole line (its mapping). */
  readonly line: Span;
  /** The value of its `ship` or `fleet` key. */
  readonly name: Span;
  /** The value of its `file` key, when there is one. */
  readonly file: Span | undefined;
}

/** What {@link loadDesigns} gives for a file without errors. */
export interface LoadedFile {
  /** The file name given to `loadDesigns` (`<input>` when none was), for showing diagnostics. */
  readonly file: string;
  /** Every document of the file that has content, in file order, compiled. */
  readonly documents: readonly LoadedDocument[];
  /**
   * How many diagnostics of each severity were found (no errors, here), those past the
   * diagnostics cap included: the result's `diagnostics` keep at most `MAX_DIAGNOSTICS`.
   */
  readonly counts: Readonly<Record<Severity, number>>;
}
