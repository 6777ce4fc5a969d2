export { runCli } from './program.js';
export { useColor, type CliIO } from './io.js';
