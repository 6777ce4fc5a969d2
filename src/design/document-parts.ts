import type { DesignDocument, UnitLine } from './schema.js';

/**
 * The parts every kind of design document answers for, whatever it holds (internal): views that
 * list documents read these rather than switching on `kind` each time.
 */

/** A document's title: a ship's or a fleet's name, a unit list's title. */
export function documentTitle(d: DesignDocument): string {
  return d.kind === 'units' ? d.title : d.name;
}

/** A document's unit lines: none for a fleet (its ships hold theirs). */
export function documentUnits(d: DesignDocument): readonly UnitLine[] {
  return d.kind === 'fleet' ? [] : (d.units ?? []);
}

/** What a document is, in words: `ship`, `unit list` or `fleet`. */
export function documentKindName(d: { readonly kind: DesignDocument['kind'] }): string {
  return d.kind === 'units' ? 'unit list' : d.kind;
}
