import type { CommandRun } from './definition.js';
import { startServer } from '../lsp/server.js';

/**
 * `spacedock lsp`: the language server over standard input and output. It runs until the client
 * asks it to exit (or goes away), so the command's promise never settles: the process ends when
 * the connection does.
 */
export const run: CommandRun = () => {
  startServer();
  return new Promise<number>(() => undefined);
};
