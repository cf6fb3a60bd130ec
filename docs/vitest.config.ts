import { defineProject } from 'vitest/config';

// The repository's documents: each decision record says when it was taken and whether it holds.
export default defineProject({
  test: {
    name: 'docs',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
