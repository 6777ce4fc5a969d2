export { runCli } from './run.js';
export type { CliIO, Command } from './io.js';
