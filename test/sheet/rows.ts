/**
 * Reading a sheet's rows back from its layout, as a player reads the page (shared by the row
 * tests and the browser test): items are placed in drawing order, so each labelled line's boxes
 * follow its label, and a block's later part starts with its heading again. A part of a row is
 * its label and the boxes after it, up to the next label or heading; boxes after a heading that no
 * label precedes make a part with no label (a continuation that lost its label).
 */
import { ARMOR_KIND_NAMES, CHART_SYSTEM_NAMES, type ShipRow, type ShipState } from '../../src/damage/index.js';
import type { Sheet, SheetBox, SheetText } from '../../src/sheet/index.js';

/** One part of a row on the sheet: its label (if any), where it starts and its boxes in order. */
export interface RowPart {
  readonly label: SheetText | undefined;
  readonly page: number;
  /** The heading the part's block shows above it on this page. */
  readonly heading: string;
  readonly boxes: SheetBox[];
}

/** Every labelled part of the sheet's box rows (shield facings and tracks included), in drawing order. */
export function rowParts(sheet: Sheet): RowPart[] {
  const parts: RowPart[] = [];
  sheet.layout.pages.forEach((page, p) => {
    let current: RowPart | undefined;
    let heading = '';
    for (const i of page.items) {
      if (i.kind === 'text' && i.role === 'heading') {
        heading = i.text;
        current = undefined;
      } else if (i.kind === 'text' && i.role === 'label') {
        current = { label: i, page: p, heading, boxes: [] };
        parts.push(current);
      } else if (i.kind === 'box') {
        if (current === undefined) {
          current = { label: undefined, page: p, heading, boxes: [] };
          parts.push(current);
        }
        current.boxes.push(i);
      }
    }
  });
  // The shield diagram's facings are headed, not labelled: they are no rows.
  return parts.filter((part) => part.boxes.length > 0 && !(part.label === undefined && part.heading.startsWith('#')));
}

/** Where a part starts, in reading order: page, then column (its left edge), then height. */
export function partPlace(part: RowPart): readonly [number, number, number] {
  const first = part.boxes[0];
  return [part.page, part.label?.x ?? first?.x ?? 0, part.label?.y ?? first?.y ?? 0];
}

/** Whether place `a` comes strictly before place `b` in reading order. */
export function before(a: readonly [number, number, number], b: readonly [number, number, number]): boolean {
  for (let k = 0; k < 3; k++) if ((a[k] ?? 0) !== (b[k] ?? 0)) return (a[k] ?? 0) < (b[k] ?? 0);
  return false;
}

/** The key of a box: its system and index. */
export const boxKey = (system: string, index: number): string => `${system}:${index}`;

/** A named row of a ship with the boxes it holds: the sheet's boxes `box` `from` .. `from + boxes - 1`. */
export interface HeldRow {
  readonly row: ShipRow;
  /** The sheet's name of its boxes (`data-box` before the colon): its system, its armor layer's kind, `Specific armor #n`. */
  readonly box: string;
  readonly from: number;
}

/**
 * The ship's named rows with the first box each holds (the rows of a system, or of an armor layer,
 * share its boxes in order; each specific armor row is one specific armor, in order).
 */
export function heldRows(ship: ShipState): HeldRow[] {
  const next = new Map<string, number>();
  let specific = 0;
  return (ship.rows ?? []).map((row) => {
    if (row.system === 'Specific armor') return { row, box: `Specific armor #${++specific}`, from: 0 };
    const box = row.system === 'Armor' ? ARMOR_KIND_NAMES[row.armorKind ?? 'standard'] : row.system;
    const from = next.get(box) ?? 0;
    next.set(box, from + row.boxes);
    return { row, box, from };
  });
}

/** The parts that draw a named row: the part holding its first box, and the parts that carry its boxes on from there. */
export function partsOfRow(parts: readonly RowPart[], held: HeldRow): RowPart[] {
  const { row, box, from } = held;
  const start = parts.findIndex((p) => p.boxes[0]?.system === box && p.boxes.some((b) => b.index === from));
  if (start < 0) return [];
  const out: RowPart[] = [];
  let want = from;
  for (let k = start; k < parts.length && want < from + row.boxes; k++) {
    const part = parts[k]!;
    if (part.boxes[0]?.system !== box || part.boxes[0]?.index !== want) break;
    out.push(part);
    want += part.boxes.length;
  }
  return out;
}

/** What a label says a row is hit as: its chart system, its armor's kind, or what its specific armor guards. */
const chartName = (held: HeldRow): string => (held.row.system === 'Specific armor' ? 'guards' : held.box);

/** Whether a row's name says its chart system by itself: the chart's name, or its long name (`Left warp` for `L Warp`). */
function plainName(name: string, chart: string): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return same(name, chart) || (Object.hasOwn(CHART_SYSTEM_NAMES, chart) && same(name, CHART_SYSTEM_NAMES[chart as keyof typeof CHART_SYSTEM_NAMES].name));
}

/**
 * Every named row of the ship is drawn under a label that starts with its name and shows the
 * chart result it is hit as, with exactly its boxes; each later part of a split row repeats the
 * label and comes after the part before it in reading order. Problems as sentences.
 */
export function rowProblems(sheet: Sheet, ship: ShipState): string[] {
  const problems: string[] = [];
  const parts = rowParts(sheet);
  for (const held of heldRows(ship)) {
    const { row, from } = held;
    const mine = partsOfRow(parts, held);
    const shown = `${row.name} (${row.system} from box ${from})`;
    const drawn = mine.reduce((n, p) => n + p.boxes.length, 0);
    if (drawn !== row.boxes) problems.push(`${shown}: ${drawn} boxes drawn in its parts, the row has ${row.boxes}`);
    const label = mine[0]?.label?.text;
    const chart = chartName(held);
    if (label === undefined) problems.push(`${shown}: no label`);
    else if (row.system === 'Phaser') {
      const p = ship.phasers[from];
      if (p !== undefined && !label.includes(p.type)) problems.push(`${shown}: label "${label}" without the phaser type ${p.type}`);
    } else if (!label.startsWith(row.name.replace(/\s+/g, ' ').trim()) && !label.endsWith('\u2026')) problems.push(`${shown}: label "${label}" is not the row's name`);
    else if (!plainName(row.name, chart) && !label.includes(`(${chart}`) && !label.endsWith('\u2026')) problems.push(`${shown}: label "${label}" does not say it is hit as ${chart}`);
    for (let k = 1; k < mine.length; k++) {
      const [a, b] = [mine[k - 1]!, mine[k]!];
      if (b.label?.text !== label) problems.push(`${shown}: part ${k + 1} is labelled ${JSON.stringify(b.label?.text)}, not "${label}"`);
      if (!before(partPlace(a), partPlace(b))) problems.push(`${shown}: part ${k + 1} at ${partPlace(b).join()} comes before part ${k} at ${partPlace(a).join()}`);
    }
  }
  return problems;
}
