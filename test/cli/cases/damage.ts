import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'a JSON ship, replayed dice', argv: ['damage', 'examples/ships/cruiser.json', '--shield', '1', '--points', '32', '--rolls', '6,6,4,5'] },
  { name: 'a YAML ship design, seeded', argv: ['damage', 'examples/cruiser.yaml', '--shield', '2', '--points', '20', '--seed', '7'] },
  { name: 'JSON output', argv: ['damage', 'examples/ships/cruiser.json', '--shield', '1', '--points', '31', '--rolls', '6,6', '--json'] },
  { name: 'rolls that run out are an error', argv: ['damage', 'examples/ships/cruiser.json', '--shield', '1', '--points', '33', '--rolls', '6,6'] },
  { name: 'rolls that run out, JSON', argv: ['damage', 'examples/ships/cruiser.json', '--shield', '1', '--points', '33', '--rolls', '6,6', '--json'] },
  { name: 'a bad roll list is a usage error', argv: ['damage', 'examples/ships/cruiser.json', '--shield', '1', '--points', '3', '--rolls', '6,7,,2'] },
  { name: 'a required option says required', argv: ['damage', 'examples/cruiser.yaml', '--points', '3'] },
  { name: 'negative points', argv: ['damage', 'examples/cruiser.yaml', '--shield', '1', '--points', '-5'] },
  { name: 'shield out of range', argv: ['damage', 'examples/cruiser.yaml', '--shield', '7', '--points', '5'] },
  { name: 'a unit list is no ship', argv: ['damage', 'examples/weapons.yaml', '--shield', '1', '--points', '5', '--seed', '1'] },
  { name: 'a unit list is no ship, JSON', argv: ['damage', 'examples/weapons.yaml', '--shield', '1', '--points', '5', '--seed', '1', '--json'] },
  { name: 'a design with errors', argv: ['damage', 'test/cli/fixtures/mistakes.yaml', '--shield', '1', '--points', '5', '--seed', '1'] },
  { name: 'a missing file', argv: ['damage', 'nope.json', '--shield', '1', '--points', '5', '--seed', '1'] },
  { name: 'a JSON ship with a bad field', argv: ['damage', '-', '--shield', '1', '--points', '5', '--seed', '1'], stdin: '{ "format": 1, "kind": "ship", "name": "X", "sizeClass": 5, "tech": 3,\n  "shields": 5, "systems": [{ "label": "Bridge", "count": -1 }, { "label": "Brige" }] }' },
  { name: 'a choice of ship that is not there', argv: ['damage', 'examples/cruiser.yaml', '--shield', '1', '--points', '5', '--seed', '1', '--ship', 'Enterprise'] },
  { name: 'a fleet file says it is a fleet and lists its labels (issue 38)', argv: ['damage', 'test/cli/fixtures/wasps/fleet.yaml', '--shield', '1', '--points', '5', '--seed', '1'] },
  { name: '--ship takes a label of the fleet (issue 38)', argv: ['damage', 'test/cli/fixtures/wasps/fleet.yaml', '--shield', '1', '--points', '5', '--seed', '1', '--ship', 'Wasp 2'] },
  { name: '--ship with a label without its number lists the numbered labels (issue 38)', argv: ['damage', 'test/cli/fixtures/wasps/fleet.yaml', '--shield', '1', '--points', '5', '--seed', '1', '--ship', 'Wasp'] },
  { name: '--ship naming nothing in a fleet file lists its labels (issue 38)', argv: ['damage', 'test/cli/fixtures/wasps/fleet.yaml', '--shield', '1', '--points', '5', '--seed', '1', '--ship', 'Enterprise'] },
];
