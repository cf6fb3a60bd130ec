import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/longest-first.ts';

// One Vitest run for the workspace: each package with tests has its own vitest.config.ts and is
// a project here. The federation plugin stays out of every test config.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the two-core CI machine, so the
    // front-end projects ran one file at a time. At least two; the server projects set 2 themselves.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['*/vitest.config.ts', 'supabase/*/vitest.config.ts'],
    // The slowest files start first, so none runs alone at the end (scripts/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    // CI's timing report (scripts/slowest.mjs): each run also writes its results as JSON there.
    reporters: process.env.TEST_TIMINGS
      ? ['default', ['json', { outputFile: join(process.env.TEST_TIMINGS, `vitest-${process.pid}.json`) }]]
      : ['default'],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      include: ['shared-domain/src/**'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts'],
      // shared-domain is the contract every app and the database rely on: CI fails below 90 %.
      // `pnpm test:unit` takes coverage over shared-domain's own tests only and runs the other
      // projects without instrumenting them (decision 164).
      thresholds: { 'shared-domain/src/**': { lines: 90 } },
    },
  },
});
