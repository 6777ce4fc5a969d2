import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The test projects, and the command that runs each:
 *
 * - `suite` (`npm test`, with the type checks): unit tests, conformance fixtures, fast-check
 *   properties, golden output, the docs' examples, the built package. A few minutes.
 * - `browser` and `page` (`npm run test:browser`): Chromium draws and measures the record
 *   sheets, plots and the HTML readout (test/browser), then the shipyard page's end-to-end tests
 *   (test/site), which time what a reader feels (a keystroke to its answer, long tasks while a
 *   simulation runs): those run last and alone, one file at a time, so that nothing shares the
 *   cores with them.
 * - `hostile` (`npm run test:hostile`): megabytes of junk for every reader, each case in its own
 *   child process with a CPU budget.
 *
 * `.ci/run` runs all of them (`npm run test:all` does too), timing each.
 */
const BROWSER_TESTS = 'test/browser/**/*.test.ts';
const PAGE_TESTS = 'test/site/**/*.test.ts';
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
          exclude: [BROWSER_TESTS, PAGE_TESTS, HOSTILE_TESTS],
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
          name: 'browser',
          include: [BROWSER_TESTS],
          // Each file drives its own Chromium, which uses more than a core of its own: one at a time.
          maxWorkers: 1,
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
