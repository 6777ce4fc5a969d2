import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'every function and modifier, Markdown', argv: ['rules'] },
  { name: 'search by code, any case', argv: ['rules', '--search', 'rng'] },
  { name: 'search by name matches functions and modifiers', argv: ['rules', '--search', 'defense'] },
  { name: 'search, CSV: one header, a table column', argv: ['rules', '--search', 'flash', '--format', 'csv'] },
  { name: 'a variable factor in CSV names its tables', argv: ['rules', '--search', 'burn', '--format', 'csv'] },
  { name: 'search, JSON', argv: ['rules', '--search', 'act', '--json'] },
  { name: 'no match is an empty answer, not an error', argv: ['rules', '--search', 'warp drive'] },
  { name: 'no match, JSON: empty lists', argv: ['rules', '--search', 'warp drive', '--json'] },
  { name: 'an argument is a usage error', argv: ['rules', 'AP'] },
  { name: '--json and --format csv disagree', argv: ['rules', '--json', '--format', 'csv'] },
  { name: 'misspelt option gets a suggestion', argv: ['rules', '--serch', 'AP'] },
];
