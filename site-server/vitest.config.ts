import { defineProject } from 'vitest/config';

// Each test file boots a backend over a fresh database, as supabase-local's do: the same generous
// timeouts (PGlite is slow to create on the shared two-core machine), two files at a time, and the
// group that runs after the fast unit projects.
export default defineProject({
  test: {
    name: 'site-server',
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    hookTimeout: 120_000,
    testTimeout: 30_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
