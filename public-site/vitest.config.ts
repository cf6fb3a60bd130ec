import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'public-site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
