import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ first when it is stale: the tests of the built package never skip.
    globalSetup: ['test/built.ts'],
    // A guard against hangs only, never a time budget: the suite runs on shared, often loaded
    // machines, where a test may wait long for a core. Budgets are CPU time (test/hostile/harness.ts)
    // and speed is measured by `npm run bench`, not by tests.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // One test file per core (vitest's default leaves one core idle: on two cores, one file at a
    // time). Much of the suite waits on child processes and Chromium, and no test's budget is
    // wall-clock time, so files sharing the cores cannot fail each other: on a loaded 2-core
    // machine the run went from 494 s to 431 s, and its 9 minutes of CPU fit in 4.5 on idle cores.
    maxWorkers: availableParallelism(),
    // The JSON report lets CI print one plain "N passed, N failed" line at the end.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest-results.json' }]],
  },
});
