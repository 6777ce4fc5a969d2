import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'filtered by chart result, CSV', argv: ['catalog', '--hit-on', 'Trac', '--format', 'csv'] },
  { name: 'case-insensitive values, Markdown', argv: ['catalog', '--hit-on', 'lab', '--tech', '4X'] },
  { name: 'JSON', argv: ['catalog', '--group', 'tractor', '--json'] },
  { name: 'no match', argv: ['catalog', '--label', 'Nothing'] },
  { name: 'bad tech level', argv: ['catalog', '--tech', '9'] },
  { name: 'bad group', argv: ['catalog', '--group', 'weapons'] },
  { name: 'a stray argument', argv: ['catalog', 'Trac'] },
];
