import type { Page } from '@playwright/test';
import { origin, ports } from '../ports.ts';
import { E2E_ADMIN, SITE, signInBrowser } from '../support/backend.ts';
import { startDevServer } from '../support/dev-server.ts';
import { expect, test } from '../support/test.ts';

// The composed site: shell + public-site + admin-app, built and served on one port.

/** Client-side navigation, as a link click would do, so all apps share one page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

// The dashboard is for admins only (admin-access.spec.ts): tests that open it sign in first.
const signInAsAdmin = (page: Page) => signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);

test('a public route and /admin render from their remotes, with one React, router, zustand and shared-domain', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await expect(page.locator('[data-remote="public-site"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();

  await navigateInApp(page, '/admin');
  await expect(page.locator('[data-remote="admin-app"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });

  const identities = await page.evaluate(() => {
    const modules = (globalThis as unknown as { __safariModules: Record<string, Record<string, unknown>> })
      .__safariModules;
    const apps = ['shell', 'publicSite', 'adminApp'] as const;
    const same = (key: string) => apps.every((app) => modules[app]?.[key] === modules.shell?.[key]);
    return {
      apps: Object.keys(modules).sort(),
      react: same('react'),
      reactRouterDom: same('reactRouterDom'),
      zustand: same('zustand'),
      sharedDomain: same('sharedDomain'),
    };
  });
  expect(identities).toEqual({
    apps: ['adminApp', 'publicSite', 'shell'],
    react: true,
    reactRouterDom: true,
    zustand: true,
    sharedDomain: true,
  });
});

test('on /admin, Tailwind utilities win over antd styles and antd over the reset', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
  await navigateInApp(page, '/admin');
  const layout = page.getByTestId('admin-layout');
  // The role is checked in the database before the dashboard shows.
  await expect(layout).toBeVisible({ timeout: 20_000 });
  // antd's Layout sets its own min-height; the `min-h-screen` utility on it must win.
  const viewport = page.viewportSize()?.height ?? 0;
  expect(await layout.evaluate((el) => getComputedStyle(el).minHeight)).toBe(`${viewport}px`);
  // antd's heading margin survives Tailwind's reset (which zeroes heading margins).
  const heading = page.getByRole('heading', { name: 'Admin Dashboard' });
  expect(await heading.evaluate((el) => getComputedStyle(el).marginBottom)).not.toBe('0px');
});

test('a public page downloads no admin code and no antd', async ({ page }) => {
  const adminRequests: string[] = [];
  const scriptBodies: Promise<{ url: string; body: string }>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/admin-app/')) adminRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scriptBodies.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();

  const scripts = await Promise.all(scriptBodies);
  expect(scripts.length).toBeGreaterThan(3);
  expect(adminRequests).toEqual([]);
  const withAntd = scripts.filter(({ body }) => body.includes('@ant-design')).map(({ url }) => url);
  expect(withAntd).toEqual([]);
});

test('admin bundle down: the public site works, /admin offers a retry that recovers', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/remotes/admin-app/**', (route) => route.abort('connectionrefused'));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();

  await navigateInApp(page, '/admin');
  const alert = page.getByTestId('remote-unavailable');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('The admin dashboard could not be loaded');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-unavailable-phone.png') });

  await page.unroute('**/remotes/admin-app/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('public bundle down: /admin still works and public pages show how to reach the operator', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.route('**/remotes/public-site/**', (route) => route.abort('connectionrefused'));
  // Contact details come from the run-time configuration, not from the build.
  await page.route('**/config.json', async (route) => {
    const original = await (await route.fetch()).json();
    const settings = { ...original.settings, phone: '+255 712 345 678', email: 'desk@kilima.example' };
    await route.fulfill({ json: { ...original, settings } });
  });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });

  await navigateInApp(page, '/');
  const alert = page.getByTestId('remote-unavailable');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole('link', { name: '+255 712 345 678' })).toHaveAttribute(
    'href',
    'tel:+255712345678',
  );
  await expect(alert.getByRole('link', { name: 'desk@kilima.example' })).toHaveAttribute(
    'href',
    'mailto:desk@kilima.example',
  );
  await page.screenshot({ path: test.info().outputPath('public-unavailable-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('public-unavailable-phone.png') });

  await page.unroute('**/remotes/public-site/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
});

test('a remote moved to another origin is found through /config.json alone', async ({ page }) => {
  // The public remote, published by itself on another origin (vite preview of public-site/dist).
  const movedEntry = `${origin(ports.movedRemote)}/remoteEntry.js`;
  const fromOldPlace: string[] = [];
  const fromNewPlace: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/public-site/')) fromOldPlace.push(request.url());
    if (request.url().startsWith(`${origin(ports.movedRemote)}/`)) fromNewPlace.push(request.url());
  });
  await page.route('**/config.json', async (route) => {
    const original = await (await route.fetch()).json();
    await route.fulfill({ json: { ...original, remotes: { ...original.remotes, publicSite: movedEntry } } });
  });
  // The served site fills the policy's $REMOTE_ORIGINS from its own /config.json (decision 094);
  // this test edits the file only in the browser, so it makes the same edit to the page's policy.
  // Chromium counts a page Playwright answers as outside the loopback address space, and asks
  // before such a page loads from 127.0.0.1: granted here as it would be for a real CDN origin.
  await page.context().grantPermissions(['local-network-access']);
  // It composes the page's HTML from that file too (decision 098): the prerendered page links the
  // public-site's style sheet and scripts where the file says the remote is, so the same edit
  // moves those links.
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const moved = origin(ports.movedRemote);
    const policy = (headers['content-security-policy'] ?? '')
      .replace(/script-src 'self'/, `script-src 'self' ${moved}`)
      .replace(/style-src 'self' 'unsafe-inline'/, `style-src 'self' 'unsafe-inline' ${moved}`);
    const html = (await response.text()).replaceAll(`${SITE}/remotes/public-site/`, `${moved}/`);
    // The body is handed over decoded: its encoding and length no longer apply.
    const { 'content-encoding': _encoding, 'content-length': _length, ...kept } = headers;
    await route.fulfill({
      status: response.status(),
      body: html,
      headers: { ...kept, 'content-security-policy': policy },
    });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
  expect(fromOldPlace).toEqual([]);
  expect(fromNewPlace).toContain(movedEntry);
});

test('the shell answers unknown paths with its not-found page', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
});

test.describe('each remote runs standalone on its dev server', () => {
  // Each test starts its dev server (support/dev-server.ts) and the server compiles on the first
  // request: its start is on this test's clock now, not on the whole run's (decision 223).
  test.describe.configure({ timeout: 120_000 });
  test('public-site', async ({ page }) => {
    const devServer = await startDevServer('public-site', ports.publicDev);
    try {
      await page.goto(devServer.url);
      // A cold dev server compiles the page's modules on their first request: the same allowance
      // as the admin's below (7 s ran out once on a loaded CI machine).
      await expect(page.locator('[data-remote="public-site"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
    } finally {
      await devServer.stop();
    }
  });

  test('admin-app', async ({ page }) => {
    const devServer = await startDevServer('admin-app', ports.adminDev);
    try {
      // The dev server is pointed at the e2e backend, as a developer points it at `pnpm serve`.
      const siteConfig = await (await fetch(`${SITE}/config.json`)).json();
      await page.route(`${origin(ports.adminDev)}/config.json`, (route) =>
        route.fulfill({ json: siteConfig }),
      );
      // No session on the dev server's origin: the guard sends the visitor to its bare sign-in form.
      await page.goto(`${origin(ports.adminDev)}/admin`);
      // A cold dev server compiles on first request: allow it the time.
      await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
      await expect(page.locator('[data-remote="admin-app"]')).toBeVisible();
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
    } finally {
      await devServer.stop();
    }
  });
});
