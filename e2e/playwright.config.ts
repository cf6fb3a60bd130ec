import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { origin, ports } from './ports.ts';
import { E2E_DATA_DIR, E2E_JWT_SECRET, E2E_PAYMENT_CLOCK_FILE } from './support/backend.ts';
import { CHROMIUM_ARGS_NO_BROWSER_UI, E2E_CHROMIUM } from './support/chromium.ts';

// Drives the BUILT, composed site (run `pnpm build` first; `pnpm test` does) in Debian's
// Chromium, its headless shell (support/chromium.ts, decision 225). Playwright's own browser
// download cannot work on these machines.
const SITE_PORT = ports.site;
/** Specs that publish the catalogue (or restore a version of it). */
const CATALOGUE_SPECS =
  /(catalogue-publish|admin-tours|seasons-and-departures|uploaded-photographs|admin-photographs-publish|price-shown-is-charged|languages-catalogue)\.spec\.ts/;
/**
 * Specs that neither change the catalogue nor read a price, a season, a departure, a tour page or
 * a photograph: they run beside the catalogue specs, on the worker those leave idle (decision
 * 164). Chosen so the two take about as long (2026-11-28: the catalogue specs 236 s of test time,
 * these 72 s before the second eight joined them).
 */
const BESIDE_CATALOGUE_SPECS = new RegExp(
  `(${[
    'security-headers',
    'auth-flows',
    'admin-messages',
    'admin-users',
    'admin-account',
    'admin-access',
    'admin-status-undo',
    'admin-live',
    'admin-failures',
    'admin-small-seams',
    'admin-labels-and-notice',
    'admin-reply-address',
    'admin-security',
    'admin-quoted-price',
    'my-bookings',
    'my-bookings-claimed',
    'auth-account-edge-cases',
    'auth-branded-mails',
  ].join('|')})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // CI retries a failed test once; a test that passes only on the retry is printed as flaky at
  // the end of the run (scripts/slowest.mjs) so it gets fixed, and nothing is loosened: the retry
  // asserts the same things (decision 169). Local runs never retry.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // CI's timing report (scripts/slowest.mjs) reads each test's duration from here.
    ...(process.env.TEST_TIMINGS
      ? [['json', { outputFile: join(process.env.TEST_TIMINGS, 'playwright.json') }] as const]
      : []),
  ],
  // A spec's own time, not an assertion: on the two-core machine with two workers, the server,
  // Chromium and the remotes' dev servers all busy, opening the admin alone took up to 14 s in a
  // trace (decision 164), so an admin spec that opens it twice could run out of 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    // On CI nobody opens a trace (only the log is read) and recording one costs every test: the
    // screencast and snapshots took a sixth of the e2e stage's time (decision 164).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [...CHROMIUM_ARGS_NO_BROWSER_UI],
    },
  },
  projects: [
    {
      // Tests that need an empty table run alone, before anything else writes to the database.
      name: 'empty-tables',
      testMatch: /admin-messages-empty\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'desktop',
      dependencies: ['empty-tables'],
      testIgnore: [/admin-messages-empty\.spec\.ts/, CATALOGUE_SPECS, BESIDE_CATALOGUE_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      // Publishing the catalogue changes pages every other spec reads (prices, the sitemap):
      // these run last (decision 127).
      name: 'catalogue',
      dependencies: ['desktop'],
      testMatch: CATALOGUE_SPECS,
      // One spec at a time: a publish or a restore in one would carry the other's drafts along.
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      // Same phase as the catalogue (both depend on desktop), which runs one test at a time: these
      // take the second worker instead of leaving it idle for about 80 s.
      name: 'beside-catalogue',
      dependencies: ['desktop'],
      testMatch: BESIDE_CATALOGUE_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: [
    {
      // A fresh database every run: the e2e data folder is emptied and the migrated database
      // copied in (support/fresh-data.ts, decision 223) before the server starts. The fixed JWT
      // secret lets the tests make the service key and call the API directly; the global setup
      // then creates the admin the admin specs sign in with (e2e/support/).
      command: `pnpm exec tsx support/fresh-data.ts '${E2E_DATA_DIR}' && pnpm --dir .. serve`,
      env: {
        PORT: String(SITE_PORT),
        SUPABASE_LOCAL_DATA_DIR: E2E_DATA_DIR,
        JWT_SECRET: E2E_JWT_SECRET,
        // Every spec books from 127.0.0.1: the per-address limit (5 per 10 minutes, decision
        // 100) is raised here; supabase/tests/spam-and-limits.test.ts checks the real one.
        REQUEST_LIMITS: 'booking=10000/600,contact=10000/600',
        // Every spec signs in from 127.0.0.1: the per-IP sign-in limit (30 per 5 minutes) would
        // refuse the later ones. The limit itself is tested in supabase/local.
        AUTH_SIGN_IN_LIMIT: '100000',
        // A mail staff caused waits in the outbox for an undo: 30 s by default, 8 s here so the
        // specs that read it do not wait half a minute (decision 135).
        STATUS_MAIL_HOLD_SECONDS: '8',
        // The payment reminders' day is the test's to move (payments.spec.ts), swept every second.
        PAYMENT_REMINDER_CLOCK_FILE: E2E_PAYMENT_CLOCK_FILE,
        PAYMENT_REMINDER_INTERVAL_MS: '1000',
      },
      url: `http://127.0.0.1:${SITE_PORT}/healthz`,
      // PGlite opens a copied folder (or builds the template first when no test has): slow when
      // the machine is busy.
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Each remote's dev server (how its team works on it without the shell) is started by the
    // spec that visits it, federation.spec.ts (support/dev-server.ts, decision 223).
    {
      // The built public remote published alone on another origin: the "moved remote" test.
      command: `pnpm --dir ../public-site exec vite preview --port ${ports.movedRemote} --strictPort --host 127.0.0.1`,
      url: `${origin(ports.movedRemote)}/remoteEntry.js`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
