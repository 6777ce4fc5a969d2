import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'canonical form', argv: ['format', '3d6 ezap "Laser" ap, rng-  P=5'] },
  { name: 'JSON', argv: ['format', '3d6 ezap ap', '--json'] },
  { name: 'invalid, JSON on stdout', argv: ['format', '3d6 eZap QQ', '--json'] },
  { name: 'batch', argv: ['format', '-'], stdin: '3d6 ezap ap\r\n  # comment\r\n2d6 pzap auto\r\n3d6 eZap QQ\r\n' },
  { name: 'batch, JSON lines', argv: ['format', '-', '--json'], stdin: '3d6 ezap ap\n3d6 eZap QQ\n' },
];
