import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'shared-domain', environment: 'node', include: ['src/**/*.test.ts'] },
});
