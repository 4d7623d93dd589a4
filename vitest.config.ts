import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/*/test/**/*.test.{ts,tsx}',
      'packages/*/test/**/*.test.{ts,tsx}',
      'bench/test/**/*.test.ts',
      'scripts/test/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core to its main process, which mostly waits: on a 2-core machine
    // that is one worker. Every core runs a worker instead (the unit suite: 761 s -> 377 s).
    maxWorkers: availableParallelism(),
    // A worker keeps its modules from one file to the next: evaluating the API's module graph
    // again for each of some hundred files took about 170 s of a run. Test files share no state
    // through modules (each builds its app on its own database).
    isolate: false,
    globalSetup: ['apps/api/test/helpers/global-setup.ts'],
  },
});
