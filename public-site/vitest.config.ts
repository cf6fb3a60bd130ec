import { join } from 'node:path';
import { defineProject } from 'vitest/config';
import { messagesPlugin } from '../messages-plugin.ts';

export default defineProject({
  plugins: [messagesPlugin(join(import.meta.dirname, 'messages'))],
  test: {
    name: 'public-site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
