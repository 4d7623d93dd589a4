import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the scale-out and fault suites against the built API (node:cluster) on a
 * throwaway PostgreSQL and Redis (scripts/test-scale.sh). Files run one at a time: each starts
 * its own stack and stops servers on purpose. SCALE_PROFILE=long runs the longer rounds.
 */
export default defineConfig({
  test: {
    include: ['scale/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
