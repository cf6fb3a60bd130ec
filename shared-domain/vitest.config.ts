import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared-domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // CI runs these with coverage on a two-core machine beside the other projects: a 2,000-run
    // property test took over Vitest's default 5 s there at load 13. The limit only stops a hung
    // test; no test here asserts a time.
    testTimeout: 20_000,
  },
});
