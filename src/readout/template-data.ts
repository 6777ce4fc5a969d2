import { tableRowOf, type TableRow } from '../design/table.js';
import { TABLE_COLUMNS, type TableColumn } from '../design/table-columns.js';
import { describeValue } from '../diagnostics/describe.js';
import type { DocumentReadout, FleetReadout, Readout, ShipReadout, UnitListReadout } from './model.js';

/** A document as templates see it: its readout, the file it is from, and its cost table's rows. */
export type TemplateDocument<D extends DocumentReadout = DocumentReadout> = D & {
  /** The file the document is from (its readout's `file`). */
  readonly file: string;
  /** The cost table's rows of its units (`TableRow`: `range` is `null` without range). */
  readonly rows: readonly TableRow[];
};

/**
 * What every template is given (`spacedock render`, the page's readout): the readouts of the
 * files, and every document of them in order, with the lists templates most often loop over.
 */
export interface TemplateData {
  /** The readout model's version (`READOUT_FORMAT`). */
  readonly format: number;
  /** What made the output, such as `spacedock 0.1.0`, for a footer. */
  readonly generator: string;
  /** Each file's readout, in the order given. */
  readonly files: readonly Readout[];
  /** Every document of every file, in order. */
  readonly documents: readonly TemplateDocument[];
  /** The ship documents of `documents`. */
  readonly ships: readonly TemplateDocument<ShipReadout>[];
  /** The unit lists of `documents`. */
  readonly lists: readonly TemplateDocument<UnitListReadout>[];
  /** The documents of `documents` that have a cost table: the ships and unit lists. */
  readonly tables: readonly TemplateDocument<ShipReadout | UnitListReadout>[];
  /** The fleets of `documents`, as their files write them (no unit rows). */
  readonly fleets: readonly TemplateDocument<FleetReadout>[];
  /** The cost table's columns to print (all of `TABLE_COLUMNS` unless chosen). */
  readonly columns: readonly TableColumn[];
}

/** Options of {@link templateData}. */
export interface TemplateDataOptions {
  /** The cost table's columns (default: all of `TABLE_COLUMNS`). */
  readonly columns?: readonly TableColumn[];
  /** What made the output (default `spacedock`). */
  readonly generator?: string;
}

/**
 * The data a template renders, from the readouts of one or more files (`designReadout` of
 * `spacedock/design`).
 *
 * @example
 * ```ts
 * import { designReadout, loadDesigns, templateData } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Wall, spec: 9 eDefense }]', 'guns.yaml');
 * const out = r.ok ? designReadout(r.value) : undefined;
 * const data = out === undefined ? undefined : templateData([out]);
 * // data.lists[0]: { kind: 'units', title: 'Guns', file: 'guns.yaml', rows: [{ name: 'Wall', range: null, ... }], ... }
 * if (data?.lists[0]?.file !== 'guns.yaml' || data.lists[0].rows[0]?.range !== null || data.ships.length !== 0) throw new Error(JSON.stringify(data));
 * ```
 *
 * @throws {TypeError} when `files` is not a list of readouts from `designReadout`, or an option is
 * not one (programming errors).
 */
export function templateData(files: readonly Readout[], options: TemplateDataOptions = {}): TemplateData {
  if (!Array.isArray(files as unknown)) throw new TypeError(`templateData takes a list of readouts, not ${describeValue(files)}`);
  files.forEach((f: unknown, i) => {
    if (typeof f !== 'object' || f === null || typeof (f as Readout).file !== 'string' || !Array.isArray((f as Readout).documents as unknown)) throw new TypeError(`templateData: files[${i}] is not a readout from designReadout`);
  });
  if (typeof options !== 'object' || options === null) throw new TypeError(`templateData: the options are an object, not ${describeValue(options)}`);
  if (options.generator !== undefined && typeof options.generator !== 'string') throw new TypeError(`templateData: options.generator is a text, not ${describeValue(options.generator)}`);
  if (options.columns !== undefined && (!Array.isArray(options.columns as unknown) || options.columns.some((c) => !TABLE_COLUMNS.includes(c)))) throw new TypeError(`templateData: options.columns is a list of ${TABLE_COLUMNS.join(', ')}`);
  const documents = files.flatMap((f) => f.documents.map((d): TemplateDocument => ({ ...d, file: f.file, rows: d.units.map(tableRowOf) })));
  return {
    format: files[0]?.format ?? 1,
    generator: options.generator ?? 'spacedock',
    files,
    documents,
    ships: documents.filter((d): d is TemplateDocument<ShipReadout> => d.kind === 'ship'),
    lists: documents.filter((d): d is TemplateDocument<UnitListReadout> => d.kind === 'units'),
    tables: documents.filter((d): d is TemplateDocument<ShipReadout | UnitListReadout> => d.kind !== 'fleet'),
    fleets: documents.filter((d): d is TemplateDocument<FleetReadout> => d.kind === 'fleet'),
    columns: options.columns ?? TABLE_COLUMNS,
  };
}
