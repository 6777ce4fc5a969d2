import type { CliCase } from '../harness.js';

const TUG = '{ "format": 1, "kind": "ship", "name": "Tug", "sizeClass": 6, "tech": 3, "shields": [6, 4, 4, 4, 4, 4], "systems": [{ "label": "Bridge" }, { "label": "Lab", "count": 2 }, { "label": "C Hull", "count": 3 }, { "label": "Torp" }], "phasers": [{ "type": "Ph-3", "arcs": [1, 2, 3, 4, 5, 6] }], "tracks": { "excess": 3 } }';

export const CASES: readonly CliCase[] = [
  { name: 'a design, one volley a turn, Unicode bars', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '24', '--turns', '6', '--trials', '2000', '--charset', 'unicode'] },
  { name: 'the same in ASCII', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '24', '--turns', '6', '--trials', '2000', '--charset', 'ascii'] },
  { name: 'a JSON ship, two volleys a turn, another seed', argv: ['simulate', 'examples/ships/cruiser.json', '--volley', 'shield=1,points=20', '--volley', 'shield=2,points=12', '--turns', '8', '--trials', '2000', '--seed', '7', '--charset', 'unicode'] },
  { name: 'a small ship from standard input, JSON', argv: ['simulate', '-', '--shield', '2', '--points', '6', '--turns', '2', '--trials', '600', '--json'], stdin: TUG },
  { name: 'no points: nothing is ever hit', argv: ['simulate', '-', '--shield', '1', '--points', '0', '--turns', '3', '--trials', '500', '--charset', 'ascii'], stdin: TUG },
  { name: 'no volley given', argv: ['simulate', 'examples/cruiser.yaml'] },
  { name: 'both forms of volley', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--volley', 'shield=2,points=10'] },
  { name: 'a shield without points', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1'] },
  { name: 'a volley with a seed', argv: ['simulate', 'examples/cruiser.yaml', '--volley', 'shield=1,points=30,seed=4'] },
  { name: 'too many workers', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--workers', '65'] },
  { name: 'no trials', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--trials', '0'] },
  { name: 'a seed past 32 bits', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--seed', '4294967296'] },
  { name: 'an unknown character set', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--charset', 'ebcdic'] },
  { name: 'an SVG to standard output', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--svg', '-'] },
  { name: 'an SVG in a folder that is not there', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '30', '--svg', 'no-such-folder/plot.svg', '--json'] },
  { name: 'a missing file', argv: ['simulate', 'examples/nope.yaml', '--shield', '1', '--points', '30'] },
  { name: 'a missing file, JSON', argv: ['simulate', 'examples/nope.yaml', '--shield', '1', '--points', '30', '--json'] },
  { name: 'a unit list is no ship', argv: ['simulate', 'examples/weapons.yaml', '--shield', '1', '--points', '30'] },
  { name: 'a JSON ship with a wrong field', argv: ['simulate', '-', '--shield', '1', '--points', '30'], stdin: '{ "format": 1, "kind": "ship", "name": "Bad", "sizeClass": 6, "tech": 3, "shields": [6, 4, 4, -4, 4, 4] }' },
  { name: 'more work than the limit', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '1000', '--turns', '1000', '--trials', '10000'] },
  { name: 'more work than the limit, JSON', argv: ['simulate', 'examples/cruiser.yaml', '--shield', '1', '--points', '1000', '--turns', '1000', '--trials', '10000', '--json'] },
  { name: '--ship on a JSON file', argv: ['simulate', 'examples/ships/cruiser.json', '--shield', '1', '--points', '30', '--ship', 'Other'] },
  { name: 'a fleet file says it is a fleet and lists its labels (issue 38)', argv: ['simulate', 'test/cli/fixtures/wasps/fleet.yaml', '--shield', '1', '--points', '5'] },
  { name: '--ship with a label without its number lists the numbered labels (issue 38)', argv: ['simulate', 'test/cli/fixtures/wasps/fleet.yaml', '--shield', '1', '--points', '5', '--ship', 'wasp'] },
  { name: 'a file with a fleet and a ship document says both (issue 38)', argv: ['simulate', 'examples/home-guard.yaml', '--shield', '1', '--points', '5'] },
];
