import { parseArgs } from 'node:util';
import { loadDesigns } from '../design/load.js';
import { formatTable, TABLE_COLUMNS, tableRows, type TableColumn, type TableFormat } from '../design/table.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { paint } from './check-command.js';
import { readDesignFile, shownName } from './files.js';
import type { Command } from './io.js';

export const TABLE_USAGE = `usage: spacedock table <file> [--format md|csv|json] [--columns ${TABLE_COLUMNS.join(',')}]`;

/** `spacedock table`: the rulebook cost table of a design file's units. */
export const tableCommand: Command = async (args, io) => {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options: { format: { type: 'string' }, columns: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${TABLE_USAGE}\n`);
    return 2;
  }
  const fail = (m: string): number => (io.err(`${m}\n${TABLE_USAGE}\n`), 2);
  const file = parsed.positionals[0];
  if (file === undefined || parsed.positionals.length > 1) return fail('name one design file');
  const format = (parsed.values['format'] ?? 'md') as TableFormat;
  if (!['md', 'csv', 'json'].includes(format)) return fail('--format must be md, csv or json');
  const columnsArg = parsed.values['columns'];
  const columns = (typeof columnsArg === 'string' ? columnsArg.split(',').map((c) => c.trim()) : [...TABLE_COLUMNS]) as TableColumn[];
  const wrong = columns.filter((c) => !TABLE_COLUMNS.includes(c));
  if (wrong.length > 0 || columns.length === 0) return fail(`unknown column ${wrong.join(', ')}; the columns are ${TABLE_COLUMNS.join(', ')}`);
  const read = await readDesignFile(file, io);
  if (!read.ok) {
    io.err(`spacedock: cannot read ${shownName(file)}: ${read.reason}\n`);
    return 1;
  }
  const text = read.text;
  // loadDesigns keeps at most MAX_DIAGNOSTICS (and a summary), each rendered without a rescan.
  const r = loadDesigns(text, file);
  for (const d of r.diagnostics) io.err(`${paint(formatDiagnostic(text, d, file, d), d.severity, io)}\n`);
  if (!r.ok) return 1;
  const blocks = r.documents.map((doc) => {
    const title = doc.document.kind === 'units' ? doc.document.title : doc.document.name;
    const table = formatTable(tableRows(doc), format, columns);
    return format === 'md' ? `## ${title}\n\n${table}` : table;
  });
  if (format === 'json') io.out(`${blocks.length === 1 ? blocks[0] : `[${blocks.join(',\n')}]`}\n`);
  else io.out(`${blocks.join('\n\n')}\n`);
  return 0;
};
