import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supabase-db',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
    // Booting PGlite takes seconds alone and much longer on a busy two-core machine.
    hookTimeout: 180_000,
    // One server per file; two cores, so two files at a time.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
