import { defineConfig, devices } from '@playwright/test';

// Drives the BUILT, composed site (run `pnpm build` first; `pnpm test` does) in Debian's
// Chromium. Playwright's own browser download cannot work on these machines.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: [
    {
      command: `pnpm --dir .. serve`,
      env: { PORT: String(SITE_PORT) },
      url: `http://127.0.0.1:${SITE_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built public remote published alone on another origin: the "moved remote" test.
      command: 'pnpm --dir ../public-site exec vite preview --port 4174 --strictPort --host 127.0.0.1',
      url: 'http://127.0.0.1:4174/remoteEntry.js',
      reuseExistingServer: !process.env.CI,
    },
    {
      // Each remote's dev server: how its team works on it without the shell.
      command: 'pnpm --dir ../public-site exec vite --port 5174 --strictPort --host 127.0.0.1',
      url: 'http://127.0.0.1:5174/',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'pnpm --dir ../admin-app exec vite --port 5175 --strictPort --host 127.0.0.1',
      url: 'http://127.0.0.1:5175/',
      reuseExistingServer: !process.env.CI,
    },
  ],
});
