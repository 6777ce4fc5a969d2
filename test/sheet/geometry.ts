/**
 * The geometry checks every sheet must pass (shared by the example and generated-ship tests):
 * everything inside the margins, no two boxes and no two texts overlapping, every box of the
 * ship drawn exactly once with its damage, every text at least 6 pt and no wider than its cell.
 */
import { ARMOR_KIND_NAMES, SHIP_SYSTEMS, type ShipState } from '../../src/damage/index.js';
import { SHEET_RULES, textWidth, type Sheet, type SheetBox, type SheetItem, type SheetText } from '../../src/sheet/index.js';
import { textHeight } from '../../src/sheet/measure.js';

const EPS = 1e-6;

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Pairs of rectangles that overlap (touching edges do not), by a sweep along x. */
export function overlaps<T extends Rect>(rects: readonly T[]): [T, T][] {
  const sorted = [...rects].sort((a, b) => a.x - b.x);
  const found: [T, T][] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (b.x >= a.x + a.w - EPS) break;
      if (a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS) found.push([a, b]);
    }
  }
  return found;
}

/** What the sheet should hold for a ship: boxes and destroyed boxes per system. */
export function expectedBoxes(ship: ShipState, shieldBoxes?: readonly number[]): Map<string, { total: number; destroyed: number }> {
  const m = new Map<string, { total: number; destroyed: number }>();
  const add = (system: string, total: number, destroyed: number) => {
    if (total > 0) m.set(system, { total, destroyed });
  };
  ship.shields.forEach((left, i) => add(`Shield #${i + 1}`, shieldBoxes?.[i] ?? left, (shieldBoxes?.[i] ?? left) - left));
  for (const s of SHIP_SYSTEMS) add(s, ship.systems[s]?.total ?? 0, ship.systems[s]?.destroyed ?? 0);
  add('Phaser', ship.phasers.length, ship.phasers.filter((p) => p.destroyed).length);
  for (const a of ship.armor) add(ARMOR_KIND_NAMES[a.kind], a.total, a.destroyed);
  ship.specificArmor.forEach((a, i) => add(`Specific armor #${i + 1}`, a.total, a.destroyed));
  add('Sensor', ship.tracks.sensor.boxes.length, ship.tracks.sensor.destroyed);
  add('Scanner', ship.tracks.scanner.boxes.length, ship.tracks.scanner.destroyed);
  add('Dam Con', ship.tracks.damageControl.boxes.length, ship.tracks.damageControl.destroyed);
  add('Excess', ship.tracks.excess.boxes.length, ship.tracks.excess.destroyed);
  return m;
}

/** Every problem of a sheet's geometry, as readable strings (empty when it is sound). */
export function geometryProblems(sheet: Sheet, ship: ShipState, shieldBoxes?: readonly number[]): string[] {
  const problems: string[] = [];
  const { width, height, margin } = sheet.layout.page;
  const inside = (x: number, y: number) => x >= margin - EPS && y >= margin - EPS && x <= width - margin + EPS && y <= height - margin + EPS;
  const show = (i: SheetItem) => JSON.stringify(i);
  const seen = new Map<string, number>();
  const destroyed = new Map<string, number>();
  sheet.layout.pages.forEach((page, p) => {
    const boxes: SheetBox[] = [];
    const texts: SheetText[] = [];
    for (const i of page.items) {
      if (i.kind === 'line') {
        if (!inside(i.x1, i.y1) || !inside(i.x2, i.y2)) problems.push(`page ${p + 1}: outside the margins: ${show(i)}`);
        continue;
      }
      if (!inside(i.x, i.y) || !inside(i.x + i.w, i.y + i.h)) problems.push(`page ${p + 1}: outside the margins: ${show(i)}`);
      if (i.kind === 'box') {
        boxes.push(i);
        const key = `${i.system}:${i.index}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        if (i.destroyed) destroyed.set(i.system, (destroyed.get(i.system) ?? 0) + 1);
      }
      if (i.kind === 'text') {
        texts.push(i);
        if (i.size < SHEET_RULES.minTextPt) problems.push(`under 6 pt: ${show(i)}`);
        if (textWidth(i.text, i.size, i.bold) > i.w - 2 * SHEET_RULES.textPad + EPS) problems.push(`wider than its cell: ${show(i)}`);
        if (textHeight(i.size, i.text) > i.h + EPS) problems.push(`taller than its cell: ${show(i)}`);
      }
    }
    for (const [a, b] of overlaps(boxes)) problems.push(`page ${p + 1}: boxes overlap: ${show(a)} ${show(b)}`);
    for (const [a, b] of overlaps(texts)) problems.push(`page ${p + 1}: texts overlap: ${show(a)} ${show(b)}`);
  });
  const expected = expectedBoxes(ship, shieldBoxes);
  for (const [key, n] of seen) if (n !== 1) problems.push(`box ${key} drawn ${n} times`);
  const drawn = new Map<string, number>();
  for (const key of seen.keys()) {
    const system = key.slice(0, key.lastIndexOf(':'));
    drawn.set(system, (drawn.get(system) ?? 0) + 1);
  }
  for (const [system, e] of expected) {
    if (drawn.get(system) !== e.total) problems.push(`${system}: ${drawn.get(system) ?? 0} boxes drawn, the ship has ${e.total}`);
    if ((destroyed.get(system) ?? 0) !== e.destroyed) problems.push(`${system}: ${destroyed.get(system) ?? 0} crossed out, the ship has ${e.destroyed} destroyed`);
  }
  for (const system of drawn.keys()) if (!expected.has(system)) problems.push(`${system}: boxes drawn the ship does not have`);
  // Each destroyed phaser is the one crossed out.
  for (const page of sheet.layout.pages) {
    for (const i of page.items) if (i.kind === 'box' && i.system === 'Phaser' && i.destroyed !== ship.phasers[i.index]?.destroyed) problems.push(`phaser ${i.index}: destroyed ${i.destroyed}`);
  }
  // The SVG says the same as the layout.
  const svgBoxes = sheet.pages.reduce((n, s) => n + (s.match(/ data-box="/g)?.length ?? 0), 0);
  const svgDestroyed = sheet.pages.reduce((n, s) => n + (s.match(/ data-destroyed="true"/g)?.length ?? 0), 0);
  const svgTexts = sheet.pages.reduce((n, s) => n + (s.match(/<text /g)?.length ?? 0), 0);
  const svgFits = sheet.pages.reduce((n, s) => n + (s.match(/<text [^>]* data-fit="[\d. ]+"/g)?.length ?? 0), 0);
  const items = sheet.layout.pages.flatMap((p) => p.items);
  if (svgBoxes !== items.filter((i) => i.kind === 'box').length) problems.push(`SVG has ${svgBoxes} data-box rects`);
  if (svgDestroyed !== items.filter((i) => i.kind === 'box' && i.destroyed).length) problems.push(`SVG has ${svgDestroyed} destroyed rects`);
  if (svgTexts !== items.filter((i) => i.kind === 'text').length || svgFits !== svgTexts) problems.push(`SVG texts ${svgTexts}, with data-fit ${svgFits}`);
  return problems;
}
