import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supabase-functions',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    setupFiles: ['./test-setup.ts'],
    testTimeout: 60_000,
    // Booting PGlite takes seconds alone and much longer on a busy two-core machine.
    hookTimeout: 180_000,
    // Each file boots a supabase/local server; two cores, so two at a time.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
