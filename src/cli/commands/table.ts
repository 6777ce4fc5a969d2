import { TABLE_COLUMNS } from '../../design/table-columns.js';
import type { CommandDefinition } from '../definition.js';
import { ALLOW_OUTSIDE_REFS } from './file-options.js';
import { listOf } from '../values.js';

/** `spacedock table`. */
export const TABLE: CommandDefinition = {
  name: 'table',
  summary: 'the rulebook cost tables of design files',
  description:
    'Prints the cost table of every document of the design files: one Markdown table per document under its title, or one CSV with a document column and a single header, or JSON. Folders and globs skip a YAML file with neither a top-level format nor kind, as check does (a note on standard error; --json lists them in skipped). Nothing is printed when a file has errors (they go to standard error, exit 1).',
  args: [{ name: 'paths', description: 'design files, folders (their *.yaml and *.yml files) or globs; - reads standard input', required: true, variadic: true }],
  options: [
    { flags: '--columns <list>', description: `the columns, comma-separated, from: ${TABLE_COLUMNS.join(', ')} (default: all)`, parse: listOf(TABLE_COLUMNS) },
    { flags: '-o, --out <file>', description: 'write the tables (or, with --json, the JSON answer) to this file instead of standard output; nothing is written when a file has errors' },
    ALLOW_OUTSIDE_REFS.option,
  ],
  tables: true,
  examples: ['table examples/weapons.yaml', 'table examples/weapons.yaml --columns name,build,power,range', 'table examples/*.yaml --format csv', 'table examples/weapons.yaml --format csv -o weapons.csv'],
  load: () => import('../table-command.js'),
};
