import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'compact tree', argv: ['parse', '9 pDefense POWZ', '--compact'] },
  { name: 'warnings still succeed', argv: ['parse', '3d6 Zap', '--compact'] },
  { name: 'errors exit 1', argv: ['parse', '3d6 eZap ACT13<'] },
  { name: 'JSON report', argv: ['parse', '3d6 eZap ACT13<', '--json'] },
  { name: 'batch: one tree per line', argv: ['parse', '-'], stdin: '9 eDefense p=2\n\n# x\n3d6 eZap BM\n' },
];
