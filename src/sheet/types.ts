/**
 * The shapes of `spacedock/sheet`: what `renderSheet` takes (a ship, its units, the options) and
 * what it gives (one SVG document per page, and the geometry they were drawn from).
 */
import type { DamageState } from '../damage/damage-state.js';
import type { ShipState } from '../damage/ship.js';
import type { LoadedDocument, ShipModel } from '../design/model.js';

/** A unit of a bare ship's sheet: its name, its spec in spacedock notation, how many are mounted. */
export interface SheetUnit {
  readonly name: string;
  readonly spec: string;
  /** How many are mounted (1 when absent). */
  readonly count?: number;
}

/** What a bare ship's title block shows besides its name (each part left out when absent). */
export interface SheetTitle {
  /** Size class, 0 (largest) to 7. */
  readonly sizeClass?: number;
  /** Tech level, 3 (3X) to 7 (7X). */
  readonly tech?: number;
  /** The pricing profile the units are priced with (`default` when absent). */
  readonly profile?: 'default' | 'hero';
}

/**
 * A ship state to draw (from `buildShip` or a compiled ship's `ship`, possibly after
 * `resolveVolley`), with what the state itself does not hold.
 */
export interface SheetShipInput {
  readonly ship: ShipState;
  /** The units for the weapons table, priced with `priceUnit` under the title's profile. */
  readonly units?: readonly SheetUnit[];
  readonly title?: SheetTitle;
  /**
   * The shield boxes of facings #1 to #6 before any damage. A ship state keeps only the boxes
   * left, so without this the sheet draws those and no shield damage; with it, each facing
   * draws this many boxes and crosses out the ones that are gone. Each is at least the ship's own.
   */
  readonly shieldBoxes?: readonly number[];
}

/**
 * What a sheet is drawn from: a compiled ship as `loadDesigns` or `compileDesign` gives it (its
 * ship state, title, units and systems as the model holds them; another kind of document is
 * refused with `design-not-a-ship`), a ship state with extras, or a compiled ship with a
 * (damaged) state of its ship.
 */
export type SheetInput = LoadedDocument | SheetShipInput | SheetDesignStateInput;

/**
 * A design's sheet showing a state of its ship: `ship` is the compiled design's ship (`model.ship`)
 * after damage (`resolveVolley`), or `state` a saved damage state of it. The title, totals and
 * tables come from the design, the damage from the state, each facing's shield boxes before damage
 * from the design; the state must be one of the design's ship (the same boxes).
 */
export type SheetDesignStateInput =
  | { readonly design: ShipModel; readonly ship: ShipState }
  /** A saved damage state (`damageStateOf`, the file of `spacedock damage --state`), applied to the design's ship. */
  | { readonly design: ShipModel; readonly state: DamageState };

/** The page sizes a sheet prints on. */
export type PageName = 'letter' | 'a4';

/** Options of `renderSheet`. */
export interface SheetOptions {
  /** The paper: US Letter (the default) or ISO A4. */
  readonly page?: PageName;
  /** Landscape rather than portrait. */
  readonly landscape?: boolean;
  /** Black and white only, for a laser printer (every mark is a shape in both schemes). */
  readonly mono?: boolean;
}

/** The page of a layout, in millimetres: its size and the margin every item keeps inside. */
export interface SheetPageBox {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
}

/**
 * One damage box of the ship: a system box, a shield box, an armor box, a phaser, a track box
 * or an excess box. `system` names what it belongs to: a chart system (`Bridge`, `F Hull`),
 * `Shield #1` to `Shield #6`, `Armor`, `Phaser`, or a track (`Sensor`, `Scanner`, `Dam Con`,
 * `Excess`); `index` counts from 0 within it.
 */
export interface SheetBox {
  readonly kind: 'box';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly system: string;
  readonly index: number;
  readonly destroyed: boolean;
  /** Damage points held on a part-filled box (Armor-9 1 to 8, Skin 1 to 299), written in the box. */
  readonly held?: number;
}

/** Why a text is on the sheet (the SVG styles some of them apart); `destroyed` is the DESTROYED mark of a ship whose excess damage track is used up. */
export type SheetTextRole = 'title' | 'info' | 'heading' | 'label' | 'cell' | 'box-number' | 'held' | 'legend' | 'footer' | 'destroyed';

/**
 * A text and the cell it must fit in: `x`, `y`, `w`, `h` are the cell, `size` the font size in
 * points (never under 6), `anchor` where in the cell it is aligned.
 */
export interface SheetText {
  readonly kind: 'text';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly text: string;
  readonly size: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly bold: boolean;
  readonly role: SheetTextRole;
}

/** A frame: the ship's outline in the shield diagram, a legend's sample box, a block's border. */
export interface SheetRect {
  readonly kind: 'rect';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly role: 'ship' | 'sample' | 'frame';
}

/** A stroke: half of a cross over a destroyed box (or a legend sample), or a rule under a heading. */
export interface SheetLine {
  readonly kind: 'line';
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly role: 'cross' | 'rule';
}

/** Anything placed on a sheet page; every coordinate in millimetres from the page's top left. */
export type SheetItem = SheetBox | SheetText | SheetRect | SheetLine;

/** One page's items, in drawing order. */
export interface SheetPageItems {
  readonly items: readonly SheetItem[];
}

/** The geometry of a sheet, as data: the page and every page's placed items. */
export interface SheetLayout {
  readonly page: SheetPageBox;
  /** The damage box size the layout chose, in millimetres (see `SHEET_RULES.boxSizes`). */
  readonly boxSize: number;
  readonly pages: readonly SheetPageItems[];
}

/** What `renderSheet` gives: one complete SVG document per page, and the layout they draw. */
export interface Sheet {
  readonly pages: readonly string[];
  readonly layout: SheetLayout;
}
