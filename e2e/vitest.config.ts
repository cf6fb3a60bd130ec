import { defineProject } from 'vitest/config';

// Only the scripts' pure helpers: the Playwright specs (tests/*.spec.ts) run under Playwright.
export default defineProject({
  test: {
    name: 'e2e-scripts',
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
  },
});
