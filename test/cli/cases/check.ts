import type { CliCase } from '../harness.js';

const F = 'test/cli/fixtures';

export const CASES: readonly CliCase[] = [
  { name: 'a valid ship: its totals line and the summary', argv: ['check', 'examples/cruiser.yaml'] },
  { name: 'several files, each once though named twice', argv: ['check', 'examples/cruiser.yaml', 'examples/weapons.yaml', './examples/cruiser.yaml'] },
  { name: 'a folder: *.yaml and *.yml, recursively, dot folders skipped', argv: ['check', `${F}/folder`] },
  { name: 'a folder: YAML files with neither format nor kind (a CI workflow, notes) are skipped and counted (issue 38)', argv: ['check', `${F}/mixed`] },
  { name: 'a folder: the skipped files listed in JSON (issue 38)', argv: ['check', `${F}/mixed`, '--json'] },
  { name: 'a glob skips them too; a file named on the command line is checked whatever it holds (issue 38)', argv: ['check', `${F}/mixed/*.y*ml`, `${F}/mixed/ci.yml`] },
  { name: 'a glob', argv: ['check', `${F}/folder/**/*.yml`] },
  { name: 'mistakes, text', argv: ['check', `${F}/mistakes.yaml`] },
  { name: 'mistakes, quiet: errors only', argv: ['check', `${F}/mistakes.yaml`, `${F}/empty.yaml`, '--quiet'] },
  { name: 'a tab: one error on its line, no cascade', argv: ['check', `${F}/tab.yaml`] },
  { name: 'a # or a : inside an unquoted spec, missing fields named', argv: ['check', `${F}/pitfalls.yaml`] },
  { name: 'mistakes, JSON', argv: ['check', `${F}/mistakes.yaml`, '--json'] },
  { name: 'empty and comment-only files are warnings', argv: ['check', `${F}/empty.yaml`, `${F}/blank.yaml`] },
  { name: 'warnings fail with --strict', argv: ['check', `${F}/empty.yaml`, '--strict'] },
  { name: 'unreadable files and unmatched globs, text', argv: ['check', `${F}/missing.yaml`, `${F}/folder/nested`, `${F}/nothing-*.yaml`, 'examples/weapons.yaml'] },
  { name: 'unreadable files are listed in JSON', argv: ['check', `${F}/missing.yaml`, 'examples/weapons.yaml', '--json'] },
  { name: 'a glob that would backtrack is a usage error', argv: ['check', `${F}/*a*a*a*a*b`] },
  { name: 'standard input', argv: ['check', '-'], stdin: 'format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n' },
  { name: 'no paths', argv: ['check'] },
];
