/**
 * What a sheet shows, before any of it is placed (internal): the title lines, rows of boxes and
 * the tables, read from the input by `read-input.ts` and placed by `layout.ts`.
 */

/** One damage box to draw. */
export interface BoxSpec {
  readonly system: string;
  readonly index: number;
  readonly destroyed: boolean;
  /** Points held on this box (Armor-9, Skin). */
  readonly held?: number;
  /** The number printed in the box (a track box's value). */
  readonly number?: string;
}

/** A labelled row of boxes: a named row of a system, of phasers or of armor, a track, a shield facing; or a note (no boxes). */
export interface BoxRowSpec {
  readonly label: string;
  readonly boxes: readonly BoxSpec[];
  /** A line of text across the column instead of a row of boxes (the hull defenses). */
  readonly note?: true;
}

/** A titled group of rows. */
export interface BoxGroupSpec {
  readonly title: string;
  readonly rows: readonly BoxRowSpec[];
}

/** A column of a table: its heading, its share of the width and its alignment. */
export interface TableColumnSpec {
  readonly head: string;
  readonly weight: number;
  readonly align: 'start' | 'end';
}

/** A titled table of text cells. */
export interface TableSpec {
  readonly title: string;
  readonly columns: readonly TableColumnSpec[];
  readonly rows: readonly (readonly string[])[];
}

/** Everything a sheet shows. */
export interface SheetData {
  readonly name: string;
  /** The lines under the name: class, tech and profile; the totals. */
  readonly info: readonly string[];
  /** Shields #1 to #6, in facing order. */
  readonly shields: readonly BoxRowSpec[];
  readonly groups: readonly BoxGroupSpec[];
  readonly tables: readonly TableSpec[];
  /** The ship is destroyed (its excess damage track used up): the title block says so. */
  readonly destroyed: boolean;
  /** The ship's kinds of armor whose boxes hold points (`Armor-9`, `Skin`): the legend explains held points then. */
  readonly holding: readonly string[];
}
