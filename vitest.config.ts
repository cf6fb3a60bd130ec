import { defineConfig } from 'vitest/config';

// One Vitest run for the workspace: each package with tests has its own vitest.config.ts and is
// a project here. The federation plugin stays out of every test config.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'supabase/*/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      include: ['shared-domain/src/**'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts'],
      // shared-domain is the contract every app and the database rely on: CI fails below 90 %.
      thresholds: { 'shared-domain/src/**': { lines: 90 } },
    },
  },
});
