import type { CommandDefinition } from '../definition.js';
import { ALLOW_OUTSIDE_REFS } from './file-options.js';

/** `spacedock check`. */
export const CHECK: CommandDefinition = {
  name: 'check',
  summary: 'validate design files, each problem at its line and column',
  description:
    'Loads design files and reports every problem with file:line:column, the offending text and the field, its notes under it (a fleet over a limit: each ship\'s share of that total). Each document ends with its totals line: a ship\'s points (its unit build points and box points), unit power, system spaces, system repair and boxes (by kind); a unit list\'s unit build points and unit power; a fleet\'s totals, each with its limit, and its lines. Folders are searched for *.yaml and *.yml files (recursively, skipping dot folders and node_modules), globs are expanded, and a file they find with neither a top-level format nor kind (a CI workflow, notes) is skipped, as the language server skips it (a note counts them; --json lists them in skipped), a file named twice is checked once, and - reads standard input. An empty or comment-only file is a warning. Exit 1 when any file has an error or cannot be read.',
  args: [{ name: 'paths', description: 'design files, folders or globs (quote globs to keep the shell from expanding them)', required: true, variadic: true }],
  options: [
    { flags: '--strict', description: 'warnings fail the check too' },
    { flags: '-q, --quiet', description: 'print errors only: no warnings, notes, totals or summary' },
    ALLOW_OUTSIDE_REFS.option,
  ],
  examples: ['check examples/cruiser.yaml', 'check examples', "check 'designs/**/*.yml' --strict", 'check examples --json'],
  load: () => import('../check-command.js'),
};
