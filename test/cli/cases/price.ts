import type { CliCase } from '../harness.js';

export const CASES: readonly CliCase[] = [
  { name: 'one spec, text', argv: ['price', '3d6 eZap "Laser" AP RNG- p=5 rng=23'] },
  { name: 'one spec, unquoted words, hero profile', argv: ['price', '--profile', 'hero', '4d6', 'eZap', 'AP', 'ARC:ABF'] },
  { name: 'one spec, JSON keeps the warnings', argv: ['price', '3d6 eZap "Laser" AP RNG- p=5 rng=23', '--json'] },
  { name: 'invalid spec, text', argv: ['price', '3d6 eZap ACT13<'] },
  { name: 'invalid spec, JSON on stdout', argv: ['price', '3d6 eZap ACT13<', '--json'] },
  { name: 'batch from stdin, table', argv: ['price', '-'], stdin: '# weapons\n3d6 eZap AP\n\n2d6 pZap AUTO RNG-\n3d6 eZap ACT13<\n' },
  { name: 'batch from stdin, JSON lines', argv: ['price', '-', '--json'], stdin: '3d6 eZap AP\n# skipped\n3d6 eZap XX\n' },
  { name: 'unknown profile is a usage error', argv: ['price', '--profile', 'bogus', '3d6 eZap'] },
  { name: 'misspelt option gets a suggestion', argv: ['price', '--jsn', '3d6 eZap'] },
  { name: 'no spec', argv: ['price'] },
];
