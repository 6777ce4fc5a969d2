import { MAX_VOLLEY_POINTS } from '../../damage/limits.js';
import type { CommandDefinition } from '../definition.js';
import { ALLOW_OUTSIDE_REFS, FORCE } from './file-options.js';
import { oneOf, volleyOption } from '../values.js';

const PAGES = ['letter', 'a4'] as const;

/** `spacedock sheet`. */
export const SHEET: CommandDefinition = {
  name: 'sheet',
  summary: "a ship's record sheet (SSD) as print-ready SVG or PDF",
  description:
    "Draws the record sheet of a ship: title block and totals, the six shields around the ship, every system line as a row of boxes under its own name (and the chart result it is hit on, where that differs), grouped as SSDs read, the tracks, the weapons and systems tables, and a legend. The ship is a ship design, YAML or JSON (--ship names one of several, or a ship of the file's fleet by its label, such as Wasp 2: that ship is drawn as the fleet's sheets draw it, the fleet, its label and its design's name in the footer). A file with a fleet (kind: fleet) draws every ship of the fleet, pages numbered across the fleet and its name in every footer; its --state is a fleet state (from the shipyard page's play view). Each --volley is resolved on the ship first, in order, so the sheet shows its damage crossed out. The SVG goes to standard output, or to -o <file>.svg; a sheet of more than one page is written to <file>.svg, <file>-2.svg, ... (and needs -o). With -o <file>.pdf the sheet is one PDF, a page per sheet page at the paper's size, vector, its font embedded; -o names a .svg or a .pdf file, nothing else.",
  args: [{ name: 'ship', description: 'a ship design or fleet file, YAML (.yaml/.yml) or JSON (.json); - reads standard input', required: true }],
  options: [
    { flags: '-o, --out <file>', description: 'write the sheet to this file: <name>.svg (more pages: <name>-2.svg, <name>-3.svg, ...) or <name>.pdf (every page in one PDF)' },
    { flags: '--page <size>', description: 'the paper: letter or a4 (default: letter)', choices: PAGES, parse: oneOf(PAGES) },
    { flags: '--landscape', description: 'turn the page sideways' },
    { flags: '--mono', description: 'black and white for a laser printer (no meaning carried by colour)' },
    { flags: '--ship <name>', description: 'which ship of a file of several documents (its name), or of its fleet (its label, such as "Wasp 2")' },
    { flags: '--state <file>', description: 'draw the ship as a saved damage state (JSON, from damage --state) left it, or a fleet as a fleet state did; volleys fall after it' },
    { flags: '--volley <shield=n,points=n,seed=n>', description: 'resolve a volley before drawing (repeatable; the seed defaults to 1)', parse: volleyOption(MAX_VOLLEY_POINTS), repeatable: true },
    FORCE,
    ALLOW_OUTSIDE_REFS.option,
  ],
  examples: ['sheet examples/cruiser.yaml -o cruiser.svg', 'sheet examples/base.yaml --page a4 --landscape --mono -o base.svg', 'sheet examples/cruiser.yaml --volley shield=1,points=32,seed=7 -o hit.svg', 'sheet examples/home-guard.yaml -o fleet.svg', 'sheet examples/base.yaml --page a4 -o base.pdf'],
  load: () => import('../sheet-command.js'),
};
