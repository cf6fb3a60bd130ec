import { defineProject } from 'vitest/config';

// The scripts' pure helpers and the suite's Chromium setup: the Playwright specs (tests/*.spec.ts)
// run under Playwright.
export default defineProject({
  test: {
    name: 'e2e-scripts',
    environment: 'node',
    include: ['scripts/**/*.test.ts', 'support/**/*.test.ts'],
  },
});
