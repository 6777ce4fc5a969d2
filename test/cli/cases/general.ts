import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'no command', argv: [] },
  { name: 'unknown command gets a suggestion', argv: ['prise', '3d6 eZap'] },
  { name: 'version', argv: ['--version'] },
  { name: 'version, short', argv: ['-V'] },
  { name: 'help', argv: ['--help'] },
  { name: 'help of a command', argv: ['help', 'price'] },
];
