import { formatCatalog } from '../catalog/format.js';
import { listEntries, type CatalogFilter } from '../catalog/queries.js';
import { toCatalogRow } from '../catalog/rows.js';
import type { CatalogGroup, ChartResult, TechLevel } from '../catalog/types.js';
import type { TableFormat } from '../design/table.js';
import type { CommandRun } from './definition.js';
import { jsonReport, printJson } from './output.js';

/** `spacedock catalog`: the SFB:TNG hull systems as a table, filtered (the options are checked by their definitions). */
export const run: CommandRun = async ({ options }, io) => {
  const filter: { -readonly [K in keyof CatalogFilter]: CatalogFilter[K] } = {};
  if (options['hitOn'] !== undefined) filter.hitOn = options['hitOn'] as ChartResult;
  if (options['tech'] !== undefined) filter.tech = options['tech'] as TechLevel;
  if (options['group'] !== undefined) filter.group = options['group'] as CatalogGroup;
  if (typeof options['label'] === 'string') filter.label = options['label'];
  const rows = listEntries(filter).map(toCatalogRow);
  const format = options['format'] as TableFormat;
  if (format === 'json') printJson(jsonReport([], { rows }), io);
  else {
    if (rows.length === 0) io.err('no system matches these filters\n');
    io.out(`${formatCatalog(rows, format)}\n`);
  }
  return 0;
};
