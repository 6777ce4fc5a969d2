import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', catalog: 'src/catalog/index.ts', combat: 'src/combat/index.ts', damage: 'src/damage/index.ts', design: 'src/design/index.ts', plot: 'src/plot/index.ts', sheet: 'src/sheet/index.ts', turn: 'src/turn/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    treeshake: true,
  },
  {
    // The worker of `simulate --workers`, found beside cli.js (src/cli/simulate-command.ts).
    entry: { cli: 'src/cli/main.ts', 'simulate-worker': 'src/cli/simulate-worker.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
