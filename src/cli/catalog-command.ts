import { parseArgs } from 'node:util';
import { formatCatalog, type CatalogFormat } from '../catalog/format.js';
import { listEntries, type CatalogFilter } from '../catalog/queries.js';
import { CHART_RESULTS, toCatalogRow } from '../catalog/rows.js';
import type { CatalogGroup, ChartResult, TechLevel } from '../catalog/types.js';
import type { Command } from './io.js';

const USAGE = 'usage: spacedock catalog [--format md|csv|json] [--hit-on <result>] [--tech <3..7>] [--label <label>] [--group <group>]';
const FORMATS: readonly CatalogFormat[] = ['md', 'csv', 'json'];
const GROUPS: readonly CatalogGroup[] = ['hull', 'armor', 'bay', 'transporter', 'tractor', 'science', 'repair', 'cargo', 'crew', 'special'];

/** `spacedock catalog`: the SFB:TNG hull systems as a table, filtered. */
export const catalogCommand: Command = async (args, io) => {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...args],
      options: { format: { type: 'string' }, 'hit-on': { type: 'string' }, tech: { type: 'string' }, label: { type: 'string' }, group: { type: 'string' } },
      strict: true,
    }).values as Record<string, string | undefined>;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const fail = (message: string): number => (io.err(`${message}\n${USAGE}\n`), 2);
  const format = (values['format'] ?? 'md') as CatalogFormat;
  if (!FORMATS.includes(format)) return fail(`--format must be one of ${FORMATS.join(', ')}`);
  const filter: { -readonly [K in keyof CatalogFilter]: CatalogFilter[K] } = {};
  const hitOn = values['hit-on'];
  if (typeof hitOn === 'string') {
    const result = CHART_RESULTS.find((r) => r.toLowerCase() === hitOn.toLowerCase());
    if (result === undefined) return fail(`--hit-on must be one of ${CHART_RESULTS.join(', ')}`);
    filter.hitOn = result as ChartResult;
  }
  const tech = values['tech'];
  if (typeof tech === 'string') {
    const level = Number(tech.replace(/x$/i, ''));
    if (![3, 4, 5, 6, 7].includes(level)) return fail('--tech must be a tech level from 3 to 7 (3X to 7X)');
    filter.tech = level as TechLevel;
  }
  const group = values['group'];
  if (typeof group === 'string') {
    if (!GROUPS.includes(group as CatalogGroup)) return fail(`--group must be one of ${GROUPS.join(', ')}`);
    filter.group = group as CatalogGroup;
  }
  if (typeof values['label'] === 'string') filter.label = values['label'];
  const rows = listEntries(filter).map(toCatalogRow);
  io.out(formatCatalog(rows, format) + '\n');
  return 0;
};
