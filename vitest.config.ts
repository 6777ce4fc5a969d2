import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The shipyard page's tests (test/site) time what a reader feels: a keystroke to its answer, the
 * main thread's long tasks while a simulation runs. They run last and alone, one file at a time,
 * so that the suite's own other files never share the cores with them.
 */
const PAGE_TESTS = 'test/site/**/*.test.ts';

/**
 * Hostile inputs (test/hostile): megabytes of junk, each case in its own child process with a CPU
 * budget. They take about as long as the rest of the suite together, so they are a project of
 * their own, run by `npm run test:hostile` (and by `.ci/run` after `npm test`), not by `npm test`.
 */
const HOSTILE_TESTS = 'test/hostile/**/*.test.ts';

export default defineConfig({
  test: {
    // Builds dist/ first when it is stale: the tests of the built package never skip.
    globalSetup: ['test/built.ts'],
    // A guard against hangs only, never a time budget: the suite runs on shared, often loaded
    // machines, where a test may wait long for a core. Budgets are CPU time (test/hostile/harness.ts)
    // and speed is measured by `npm run bench`, not by tests.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.ts'],
          exclude: [PAGE_TESTS, HOSTILE_TESTS],
          // One test file per core (vitest's default leaves one core idle: on two cores, one file
          // at a time). These files budget CPU time, never wall-clock time, so files sharing the
          // cores cannot fail each other; much of their time is spent waiting on child processes
          // and Chromium.
          maxWorkers: availableParallelism(),
        },
      },
      {
        extends: true,
        test: {
          name: 'page',
          include: [PAGE_TESTS],
          // After the suite (a higher group runs later), one file at a time.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'hostile',
          include: [HOSTILE_TESTS],
          maxWorkers: availableParallelism(),
        },
      },
    ],
  },
});
