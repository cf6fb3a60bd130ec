import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supabase-local',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Creating a PGlite data folder took over 15 s on this shared two-core machine under load.
    hookTimeout: 120_000,
    // Each test file boots its own server and database; two cores, so two at a time.
    maxWorkers: 2,
    // Vitest runs projects with different maxWorkers in separate groups; this one runs after
    // the fast unit projects.
    sequence: { groupOrder: 1 },
  },
});
