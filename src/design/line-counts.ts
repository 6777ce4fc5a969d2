/**
 * The checks of a ship as a whole that count its system lines (internal; `specs/design-format.md`
 * 8, *ours*): when a system line is left out of the ship's build (its schema, its label or its
 * YAML has a problem of its own), such a check is said only when the line left out cannot change
 * what it counts. A line can change a count when it may be a box of the system counted: its label
 * (and variant) says what it is; a label refused may be any of the fixes it is offered, or any
 * entry of its label when only its variant is at fault; a line whose label cannot be read, or that
 * nothing reads as a known system, may be anything.
 */
import { entriesByLabel } from '../catalog/queries.js';
import { newReport } from '../diagnostics/report.js';
import { HULL_GROUP, placeSystemLine } from '../damage/place-system.js';
import { systemLineResolution } from '../damage/resolve-system.js';
import type { ShipSystem } from '../damage/ship.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, type SourceRef } from '../rules/source.js';
import type { ShipOptions } from './ship.js';

/** A check of the whole ship that counts the boxes of one system over every line. */
export interface LineCountCheck {
  /** The path the check reports at (outside any line). */
  readonly path: string;
  /** The chart system whose boxes it counts. */
  readonly counts: ShipSystem;
  readonly source: SourceRef;
}

/**
 * The ship's checks that count boxes over its system lines: shuttles aboard against the Shuttle
 * boxes (`too-many-shuttles`). Another check of the whole ship outside the lines is said only when
 * no system line was left out.
 */
export const LINE_COUNT_CHECKS: readonly LineCountCheck[] = /* @__PURE__ */ deepFreeze([
  { path: 'shuttlesAboard', counts: 'Shuttle', source: ours('one pass: a line left out hides only the counts it may change') },
] satisfies readonly LineCountCheck[]);

/** What a system line may add boxes to: the targets it may be placed on, or `anything`. */
export type LineMayBe = ReadonlySet<string> | 'anything';

/**
 * What the system line `line` (as the file has it, however wrong) may add boxes to once it is
 * fixed: the targets `buildShip` places it on (a chart system, `armor`, `hull`), read from its
 * label and variant, from the fixes of a refused label, or from every entry of its label when
 * only its variant is at fault; `anything` when none of these reads.
 */
export function lineMayBe(line: unknown, options: ShipOptions): LineMayBe {
  if (line === null || typeof line !== 'object' || Array.isArray(line)) return 'anything';
  const { label, variant } = line as { label?: unknown; variant?: unknown };
  if (typeof label !== 'string' || label.trim() === '') return 'anything';
  const v = typeof variant === 'string' ? variant : undefined;
  const as = (l: string, x: string | null | undefined): string | undefined => targetOf(l, x ?? undefined, options);
  const own = as(label, v);
  if (own !== undefined) return new Set([own]);
  const { fixes } = systemLineResolution(label, v, { hint: true });
  const tries = fixes.length > 0 ? fixes.map((f) => as(f.label, f.variant)) : entriesByLabel(label).map((e) => as(e.label, e.variant));
  if (tries.length === 0 || tries.some((t) => t === undefined)) return 'anything';
  return new Set(tries as string[]);
}

/** Where `buildShip` places one box of a line with this label and variant, or undefined when it refuses the line. */
function targetOf(label: string, variant: string | undefined, options: ShipOptions): string | undefined {
  const hullGroup = HULL_GROUP[options.treatAsHull ?? 'center'];
  const placed = placeSystemLine({ label, ...(variant === undefined ? {} : { variant }) }, 'line', hullGroup, newReport(), options.probeLauncherHitOn);
  return placed?.target;
}

/**
 * The most lines left out that are read for what they may be (a refused label's fixes cost a
 * search): past it, every count check is left unsaid, as when a line may be anything.
 */
export const MAX_LINES_READ = 64;

/**
 * Whether the ship's check at `path` (outside every line) still stands with the system lines
 * `left` (as the file has them) left out of the build: a count check, when none of them may add
 * to what it counts (at most {@link MAX_LINES_READ} are read); any other check, when none was
 * left out. Lines are read only as far as the answer needs.
 */
export function standsWithout(path: string, left: readonly unknown[], options: ShipOptions): boolean {
  if (left.length === 0) return true;
  const check = LINE_COUNT_CHECKS.find((c) => c.path === path);
  if (check === undefined || left.length > MAX_LINES_READ) return false;
  return left.every((line) => {
    const may = lineMayBe(line, options);
    return may !== 'anything' && !may.has(check.counts);
  });
}
