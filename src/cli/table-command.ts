import { parseArgs } from 'node:util';
import { loadDesigns } from '../design/load.js';
import { formatTable, TABLE_COLUMNS, TABLE_FORMATS, tableRows, type TableColumn } from '../design/table.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { paint } from './check-command.js';
import { readDesignFile, shownName } from './files.js';
import type { Command } from './io.js';

export const TABLE_USAGE = `usage: spacedock table <file> [--format ${TABLE_FORMATS.join('|')}] [--columns ${TABLE_COLUMNS.join(',')}]`;

const isColumn = (c: string): c is TableColumn => (TABLE_COLUMNS as readonly string[]).includes(c);

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
  const formatArg = parsed.values['format'] ?? 'md';
  const format = TABLE_FORMATS.find((f) => f === formatArg);
  if (format === undefined) return fail(`--format must be ${TABLE_FORMATS.slice(0, -1).join(', ')} or ${TABLE_FORMATS.at(-1)}`);
  const columnsArg = parsed.values['columns'];
  const names = typeof columnsArg === 'string' ? columnsArg.split(',').map((c) => c.trim()) : [...TABLE_COLUMNS];
  const wrong = names.filter((c) => !isColumn(c));
  if (wrong.length > 0 || names.length === 0) return fail(`unknown column ${wrong.join(', ')}; the columns are ${TABLE_COLUMNS.join(', ')}`);
  const columns = names.filter(isColumn);
  const read = await readDesignFile(file, io);
  if (!read.ok) {
    io.err(`spacedock: cannot read ${shownName(file)}: ${read.reason}\n`);
    return 1;
  }
  const text = read.text;
  // loadDesigns keeps at most MAX_DIAGNOSTICS (and a summary), each rendered without a rescan.
  const r = loadDesigns(text, file);
  for (const d of r.diagnostics) io.err(`${paint(formatDiagnostic(d, { source: text, file }), d.severity, io)}\n`);
  if (!r.ok) return 1;
  const blocks = r.value.documents.map((doc) => {
    const title = doc.document.kind === 'units' ? doc.document.title : doc.document.name;
    const table = formatTable(tableRows(doc), format, columns);
    return format === 'md' ? `## ${title}\n\n${table}` : table;
  });
  if (format === 'json') io.out(`${blocks.length === 1 ? blocks[0] : `[${blocks.join(',\n')}]`}\n`);
  else io.out(`${blocks.join('\n\n')}\n`);
  return 0;
};
