import { TEMPLATE_ESCAPES } from '../../render/escapes.js';
import type { CommandDefinition } from '../definition.js';
import { FORCE } from './file-options.js';
import { BUILTIN_TEMPLATES } from '../templates.js';
import { oneOf } from '../values.js';
import { SHEET_FORMATS } from '../sheet-output.js';

/** `spacedock render`. */
export const RENDER: CommandDefinition = {
  name: 'render',
  summary: 'design files through a template: ship readouts, chapters, tables (Markdown, HTML, LaTeX, CSV)',
  description: `Renders a Liquid template with the readout of the design files (every document, unit, system and total: docs/publishing-guide.md). The template is a built-in one (${BUILTIN_TEMPLATES.join(', ')}) or a template file, whose folder's other .liquid files are its partials. Values are escaped for the format the template's name ends in (.html, .tex, .csv, .md; HTML otherwise) unless --escape says another. Folders and globs skip a YAML file with neither a top-level format nor kind, as check does (a note on standard error; --json lists them in skipped). Nothing is written when a design file or the template has an error (exit 1).`,
  args: [
    { name: 'template', description: `a built-in template (${BUILTIN_TEMPLATES.join(', ')}) or a Liquid template file`, required: true },
    { name: 'paths', description: 'design files, folders (their *.yaml and *.yml files) or globs; - reads standard input', required: true, variadic: true },
  ],
  options: [
    { flags: '-o, --out <file>', description: 'write the output to this file instead of standard output' },
    { flags: '--ship <name>', description: 'only this ship (its name) of the files' },
    { flags: '--escape <kind>', description: `how values are escaped: ${TEMPLATE_ESCAPES.join(', ')} (default: by the template's name)`, choices: TEMPLATE_ESCAPES, parse: oneOf(TEMPLATE_ESCAPES) },
    { flags: '--sheets', description: "with -o, also draw each ship's record sheet beside the output, under the name the readout links to (one name per ship: a name taken already gets _2, _3, ...)" },
    { flags: '--sheet-format <format>', description: `with --sheets, the sheets' format: ${SHEET_FORMATS.join(' or ')} (default: svg); pdf writes each ship's sheet as one PDF, which readout.tex then shows as a figure`, choices: SHEET_FORMATS, parse: oneOf(SHEET_FORMATS) },
    FORCE,
  ],
  examples: ['render readout.md examples/cruiser.yaml', 'render readout.html examples/*.yaml -o book/ships.html --sheets', 'render readout.tex examples/cruiser.yaml -o cruiser.tex', 'render readout.tex examples/cruiser.yaml -o book/cruiser.tex --sheets --sheet-format pdf', 'render chapter.md examples/weapons.yaml examples/cruiser.yaml', 'render my-readout.html.liquid examples/cruiser.yaml'],
  load: () => import('../render-command.js'),
};
