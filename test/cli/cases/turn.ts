import type { CliCase } from '../harness.js';

const F = 'test/cli/fixtures';

export const CASES: readonly CliCase[] = [
  { name: 'the example allocation: report and chart', argv: ['turn', 'docs/examples/turn-cruiser.yaml'] },
  { name: 'the example allocation, JSON', argv: ['turn', 'docs/examples/turn-cruiser.yaml', '--json'] },
  { name: 'unpaid lines are warnings at their values; the cloak is paid', argv: ['turn', `${F}/turn-warnings.yaml`] },
  { name: 'warnings, JSON: ok, with the report', argv: ['turn', `${F}/turn-warnings.yaml`, '--json'] },
  { name: 'JSON file with an underpaid cloak', argv: ['turn', `${F}/turn-cloak.json`] },
  { name: 'over-allocated and too fast for the previous speed', argv: ['turn', `${F}/turn-errors.yaml`] },
  { name: 'errors, JSON: no report, no chart', argv: ['turn', `${F}/turn-errors.yaml`, '--json'] },
  { name: 'first mistakes, each at its key or value, in file order', argv: ['turn', `${F}/turn-mistakes.yaml`] },
  { name: 'first mistakes, JSON', argv: ['turn', `${F}/turn-mistakes.yaml`, '--json'] },
  { name: 'broken JSON says what JSON says, where', argv: ['turn', `${F}/turn-broken.json`] },
  { name: 'broken JSON, JSON output', argv: ['turn', `${F}/turn-broken.json`, '--json'] },
  { name: 'a comment-only file', argv: ['turn', `${F}/turn-empty.yaml`] },
  { name: 'a list is not an allocation file', argv: ['turn', `${F}/turn-list.yaml`] },
  { name: 'missing file', argv: ['turn', `${F}/no-such-allocation.yaml`] },
  { name: 'missing file, JSON lists it', argv: ['turn', `${F}/no-such-allocation.yaml`, '--json'] },
  { name: 'a folder is unreadable', argv: ['turn', 'docs/examples'] },
  {
    name: 'standard input: YAML error after a tab',
    argv: ['turn', '-'],
    stdin: 'available:\n\twarp: 30\n',
  },
  {
    name: 'standard input: previous speed out of range, at its key',
    argv: ['turn', '-'],
    stdin: 'available: { warp: 10, impulse: 0, apr: 0, batteries: 0 }\nallocation: { lifeSupport: 1, fireControl: 1, shields: 2, movement: 6, weapons: 0, reinforcement: 0, other: 0 }\ncosts: { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 }\npreviousSpeed: 40\n',
  },
  { name: 'standard input: two documents', argv: ['turn', '-', '--json'], stdin: 'available: {}\n---\ncosts: {}\n' },
  { name: 'standard input holding null: a value that is no allocation, not an empty file', argv: ['turn', '-'], stdin: 'null\n' },
  { name: 'standard input: nesting past the limit is refused before reading', argv: ['turn', '-'], stdin: `${'['.repeat(40)}${']'.repeat(40)}\n` },
  { name: 'the chart of a speed', argv: ['turn', '--speed', '5'] },
  { name: 'the chart of speed 0', argv: ['turn', '--speed', '0'] },
  { name: 'the chart of speed 32 (units other than ships)', argv: ['turn', '--speed', '32'] },
  { name: 'the chart, JSON', argv: ['turn', '--speed', '31', '--json'] },
  { name: 'a speed off the chart is a usage error', argv: ['turn', '--speed', '33'] },
  { name: 'a speed that is no number is a usage error', argv: ['turn', '--speed', 'fast'] },
  { name: 'neither file nor speed', argv: ['turn'] },
  { name: 'file and speed both', argv: ['turn', 'docs/examples/turn-cruiser.yaml', '--speed', '4'] },
];
