import type { CommandDefinition } from '../definition.js';

/** `spacedock lsp`. */
export const LSP: CommandDefinition = {
  name: 'lsp',
  summary: 'the language server for editors (design files and unit specs), over stdio',
  description:
    'Runs the spacedock language server on standard input and output, for any editor that speaks the Language Server Protocol: diagnostics of design files (*.yaml, *.yml, *.json that are spacedock designs) and unit-spec files (*.units, one spec per line) as you type, quick fixes, hover prices, completion and formatting. Editors start it themselves: see docs/editor-guide.md.',
  args: [],
  options: [{ flags: '--stdio', description: 'talk over standard input and output (the default, and the only transport)' }],
  examples: ['lsp --stdio'],
  json: false,
  load: () => import('../lsp-command.js'),
};
