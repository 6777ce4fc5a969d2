import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'a small JSON ship to standard output', argv: ['sheet', '-', '--page', 'a4'], stdin: '{ "format": 1, "kind": "ship", "name": "Tug <&>", "sizeClass": 6, "tech": 3, "shields": 4, "systems": [{ "label": "Bridge" }, { "label": "Lab", "count": 2 }, { "label": "C Hull", "count": 3 }] }' },
  { name: 'a base of two pages needs -o', argv: ['sheet', 'examples/base.yaml'] },
  { name: 'a missing file', argv: ['sheet', 'examples/nope.yaml'] },
  { name: 'a missing file, JSON', argv: ['sheet', 'examples/nope.yaml', '--json'] },
  { name: 'a unit list is no ship', argv: ['sheet', 'examples/weapons.yaml'] },
  { name: 'a bad page size', argv: ['sheet', 'examples/cruiser.yaml', '--page', 'a3'] },
  { name: 'a volley without points', argv: ['sheet', 'examples/cruiser.yaml', '--volley', 'shield=1'] },
  { name: 'a volley with an unknown key', argv: ['sheet', 'examples/cruiser.yaml', '--volley', 'shield=1,points=3,dice=4'] },
  { name: 'a volley with a misspelt key', argv: ['sheet', 'examples/cruiser.yaml', '--volley', 'shield=1,points=3,sede=4'] },
  { name: 'a volley on a shield out of range', argv: ['sheet', 'examples/cruiser.yaml', '--volley', 'shield=9,points=3'] },
  { name: 'a choice of ship that is not there', argv: ['sheet', 'examples/cruiser.yaml', '--ship', 'Enterprise'] },
  { name: '--ship with a label without its number lists the numbered labels (issue 38)', argv: ['sheet', 'test/cli/fixtures/wasps/fleet.yaml', '--ship', 'Wasp'] },
  { name: '--ship naming nothing in a fleet file lists its labels (issue 38)', argv: ['sheet', 'test/cli/fixtures/wasps/fleet.yaml', '--ship', 'Enterprise'] },
];
