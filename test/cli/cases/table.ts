import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'one file, Markdown', argv: ['table', 'examples/weapons.yaml', '--columns', 'name,build,power,range'] },
  { name: 'two files, one CSV with a document column and one header', argv: ['table', 'examples/weapons.yaml', 'examples/cruiser.yaml', '--format', 'csv', '--columns', 'name,count,build'] },
  { name: 'JSON, each document with its file and title', argv: ['table', 'examples/cruiser.yaml', '--json', '--columns', 'name,build'] },
  { name: 'the same JSON shape for several documents', argv: ['table', 'examples/weapons.yaml', 'examples/cruiser.yaml', '--format', 'json', '--columns', 'name'] },
  { name: 'a file with errors: no table, diagnostics', argv: ['table', 'test/cli/fixtures/mistakes.yaml'] },
  { name: 'a file with errors, JSON', argv: ['table', 'test/cli/fixtures/mistakes.yaml', '--json'] },
  { name: 'unknown column', argv: ['table', 'examples/weapons.yaml', '--columns', 'name,bild'] },
  { name: 'unknown format', argv: ['table', 'examples/weapons.yaml', '--format', 'xml'] },
  { name: '--json and --format csv disagree', argv: ['table', 'examples/weapons.yaml', '--format', 'csv', '--json'] },
  { name: 'missing file', argv: ['table', 'examples/nope.yaml'] },
  { name: 'a folder: YAML files that are not designs are skipped, with a note on standard error (issue 38)', argv: ['table', 'test/cli/fixtures/skip-others', '--columns', 'name,build'] },
  { name: 'a folder: the skipped files listed in JSON (issue 38)', argv: ['table', 'test/cli/fixtures/skip-others', '--json', '--columns', 'name'] },
  { name: 'a file that is not a design, named on the command line, is read (and refused)', argv: ['table', 'test/cli/fixtures/skip-others/notes.yaml'] },
];
