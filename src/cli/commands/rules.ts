import type { CommandDefinition } from '../definition.js';

/** `spacedock rules`. */
export const RULES: CommandDefinition = {
  name: 'rules',
  summary: 'the functions and modifiers of the rule tables, with their costs and factors',
  description:
    'Lists the functions of the Ship Point System with their basic point costs, and the modifiers (advantages and disadvantages) with their factors, read from the ' +
    "library's rule tables (the data docs/rules.md prints). A modifier whose factor depends on what is written after it shows the range its table allows and the " +
    "table's name, such as `0.25 to 2 by roll (ACTIVATION_ROLLS)` (`0.5 or more` when the table has no top); docs/rules.md prints each table step by step. " +
    'Markdown prints a Functions and a Modifiers section; CSV is one table with a `table` column (function or modifier) and the columns of both; JSON has ' +
    '`functions` and `modifiers` lists (a variable factor is `factor: null` with its `variableFactor`: min, max, by, table). ' +
    '--search keeps the entries whose code or name contains the word, ignoring case; when nothing matches, the lists are empty, a note says so on standard error, ' +
    'and the exit code is 0 (an empty answer is not an error).',
  args: [],
  options: [{ flags: '--search <word>', description: 'only the functions and modifiers whose code or name contains this word (any case)' }],
  tables: true,
  examples: ['rules', 'rules --search range', 'rules --search ACT --format csv'],
  load: () => import('../rules-command.js'),
};
