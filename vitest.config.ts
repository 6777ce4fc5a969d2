import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // The JSON report lets CI print one plain "N passed, N failed" line at the end.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest-results.json' }]],
  },
});
