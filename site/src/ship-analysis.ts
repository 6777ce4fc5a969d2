/**
 * What the ship editor shows for a design text, computed once per text: the file read by
 * `loadDesigns`, its diagnostics placed at line:column (with the `empty-file` warning that
 * `spacedock check` adds), and each document's title and totals as `spacedock check --json`
 * gives them. No DOM here: the tests run it in Node.
 */
import { sheetFileName } from '../../src/readout/sheet-name.js';
import type { Diagnostic, Position } from '../../src/index.js';
import type { DesignKind, LoadedDocument, ShipTotals, UnitTotals } from '../../src/design/index.js';
import { loadWith, type FullYamlReader, type NeedsFullReader } from '../../src/design/load-with.js';
import { documentTitle } from '../../src/design/document-parts.js';
import type { Fleet } from '../../src/fleet/types.js';
import { positionsOf } from './positions.js';

/** The name the page gives the design file (in the JSON outputs, like the path the CLI is given). */
export const DESIGN_FILE = 'design.yaml';

export { FILES_KEY } from './files-key.js';

/** One document of a file without errors. */
export interface ShipDocument {
  readonly loaded: LoadedDocument;
  readonly kind: DesignKind;
  /** Its `name` (a ship) or `title` (a unit list). */
  readonly title: string;
  /** The compiled document's totals (a unit list's are its units'); null for a fleet. */
  readonly totals: ShipTotals | UnitTotals | null;
  /** A fleet's ships and sums, its references read among the open files (ship-fleet.ts); null when they have errors; absent until read. */
  readonly fleet?: Fleet | null;
}

/** A design text, read. */
export interface ShipAnalysis {
  readonly text: string;
  /** True when the file has no error. */
  readonly ok: boolean;
  /** True when `loadDesigns` found no error (the same as `ok`: the loader compiles the totals too). */
  readonly loaded: boolean;
  /** The documents of a file that loaded, in file order (none when it has an error). */
  readonly documents: readonly ShipDocument[];
  /** Every diagnostic to show, in file order, each with a line and column when it has a span. */
  readonly diagnostics: readonly Diagnostic[];
  /** The diagnostics `spacedock table` reports for the file, in its order. */
  readonly tableDiagnostics: readonly Diagnostic[];
  /** How many warnings the file has (those past the diagnostics cap included), as `table --format json` counts them. */
  readonly warnings: number;
}

const titleOf = (d: LoadedDocument): string => documentTitle(d.document);

/**
 * A diagnostic with the line and column of its span's start, computed (from the text's line
 * starts, found once per text: positions.ts) only when the library left them out.
 */
function placed(d: Diagnostic, positionOf: (d: Diagnostic) => Position | undefined): Diagnostic {
  if (d.span === undefined || d.span.line !== undefined) return d;
  const at = positionOf(d);
  return at === undefined ? d : { ...d, span: { ...d.span, line: at.line, column: at.column } };
}

/**
 * Reads a design text as `spacedock check` and `spacedock table` read a file. Never throws.
 * Without the full YAML reader (full-reader.ts loads it), a text that needs it (unusual YAML, or
 * a YAML error) is answered `needsFullReader`, unread.
 */
export function analyseShip(text: string, reader: FullYamlReader): ShipAnalysis;
export function analyseShip(text: string, reader: FullYamlReader | undefined): ShipAnalysis | NeedsFullReader;
export function analyseShip(text: string, reader: FullYamlReader | undefined): ShipAnalysis | NeedsFullReader {
  const r = loadWith(text, DESIGN_FILE, reader);
  if ('needsFullReader' in r) return r;
  const documents: ShipDocument[] = (r.ok ? r.documents : []).map((loaded) => ({ loaded, kind: loaded.kind, title: titleOf(loaded), totals: loaded.kind === 'fleet' ? null : loaded.totals }));
  const empty: Diagnostic[] =
    r.ok && documents.length === 0
      ? [{ severity: 'warning', code: 'empty-file', message: 'this file holds no design document (it is empty, or only comments)', span: { start: 0, end: 0, line: 1, column: 1 } }]
      : [];
  const found = [...r.diagnostics, ...empty];
  const positionOf = positionsOf(text);
  const summary = found.filter((d) => d.code === 'too-many-diagnostics');
  const rest = found.filter((d) => d.code !== 'too-many-diagnostics').sort((a, b) => (a.span?.start ?? Infinity) - (b.span?.start ?? Infinity));
  return {
    text,
    ok: r.ok,
    loaded: r.ok,
    documents,
    diagnostics: [...rest, ...summary].map((d) => placed(d, positionOf)),
    tableDiagnostics: [...r.diagnostics, ...empty],
    warnings: (r.ok ? r.counts.warning : 0) + empty.length,
  };
}

/**
 * A file name made of a title, without its extension: the name `spacedock render` gives a ship's
 * record sheet (`sheetFileName`), so that the readout's link finds the sheet downloaded beside it.
 */
export function slugOf(title: string): string {
  return sheetFileName(title).replace(/\.svg$/, '');
}

/** A top-level `name:` or `title:` line of a YAML document (at the start of its line). */
const YAML_NAME = /^(?:name|title):[ \t]*(.*?)[ \t]*$/gm;
/** A `"name": "…"` or `"title": "…"` pair of a JSON document. */
const JSON_NAME = /"(?:name|title)"\s*:\s*"((?:[^"\\\n]|\\.)*)"/g;
/** The most names read from a text: enough for any design a person writes. */
const MAX_NAMES = 1000;

/**
 * The ship names and unit-list titles a design text seems to give, read from its lines without
 * the loader, so that it works on a text the loader refuses: `name:` and `title:` keys at the
 * start of a line (a YAML document's own fields; a unit's `name` is indented), with a trailing
 * comment and simple quotes taken off, and the `"name"` and `"title"` strings of JSON. It tells
 * whether a design with errors is still the one whose last valid version the page shows.
 */
export function designNamesIn(text: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(YAML_NAME)) {
    if (names.size >= MAX_NAMES) break;
    let v = m[1]!.replace(/[ \t]+#.*$/, '');
    if (/^'.*'$/.test(v)) v = v.slice(1, -1).replace(/''/g, "'");
    else if (/^".*"$/.test(v)) v = unescapeJson(v.slice(1, -1));
    if (v !== '') names.add(v);
  }
  for (const m of text.matchAll(JSON_NAME)) {
    if (names.size >= MAX_NAMES) break;
    names.add(unescapeJson(m[1]!));
  }
  return names;
}

function unescapeJson(inner: string): string {
  try {
    return JSON.parse(`"${inner}"`) as string;
  } catch {
    return inner;
  }
}
