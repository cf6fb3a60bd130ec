import type { Page } from '@playwright/test';
import { origin, ports } from '../ports.ts';
import { expectDashboard } from '../support/admin-page.ts';
import { E2E_ADMIN, SITE, signInBrowser } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

// The site's security headers (shell/public/_headers, applied by the site handler) on the built
// site, and the Content-Security-Policy ENFORCED on every page: any violation the browser reports
// fails the test, so a policy that blocks something the apps need cannot ship.

// Every public route is loaded under the enforced policy at three widths by public-phones.spec.ts,
// which fails on any violation. Here: the contact page's map frame, a search with a query string,
// and an unknown URL two folders deep (the shell's not-found page).
const PUBLIC_PAGES = ['/contact', '/search?q=serengeti', '/no/such/page'];

/** Collects every CSP violation of the page and its frames, from the event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(text))
      violations.push(text);
  });
  return violations;
}

test('the built site sends the security headers with pages, files, the configuration and 404s', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/admin',
    '/assets/missing.js',
    '/config.json',
    '/favicon.svg',
    '/remotes/admin-app/remoteEntry.js',
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self'[;\s]/);
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy, path).toContain("frame-ancestors 'none'");
    // The backend's origin comes from the runtime configuration: here the site's own server.
    expect(policy, path).toContain(`connect-src 'self' ${SITE} ${SITE.replace('http', 'ws')}`);
    expect(policy, path).toContain('frame-src https://www.openstreetmap.org');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // Plain http: no Strict-Transport-Security.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  expect((await request.get('/assets/missing.js')).status()).toBe(404);
  const proxied = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(proxied.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
});

for (const path of PUBLIC_PAGES) {
  test(`${path} works under the enforced policy`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Map of Arusha</p>' }),
    );
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The public remote rendered (not the "part of the site is down" page).
    await expect(page.locator('[data-remote="public-site"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    if (path === '/contact') {
      // The office map is a frame from the operator's map provider, allowed by frame-src. This
      // machine has no internet: the provider's answer is played here, after the policy check.
      await expect
        .poll(() => page.frames().some((f) => f.url().startsWith('https://www.openstreetmap.org/')))
        .toBe(true);
    }
    expect(violations).toEqual([]);
  });
}

test('/admin works under the enforced policy for a signed-in admin, every tab and Realtime', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin');
  await expectDashboard(page);
  for (const tab of ['Users', 'Contact Messages', 'Account Settings', 'Bookings Management']) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(tab), selected: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Live updates opened their socket (connect-src allows the backend's ws:// origin).
  await expect.poll(() => sockets.some((url) => url.includes('/realtime/v1/websocket'))).toBe(true);
  expect(violations).toEqual([]);
});

test('/admin cannot be put in a frame by another site', async ({ page }) => {
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // A page of another origin framing the dashboard, and, as a control, a file from a server that
  // sends no frame-ancestors (the moved-remote preview server), which the same page frames fine.
  // Both origins are local: Chromium refuses a public page framing a local one for other reasons.
  const other = origin(ports.movedRemote);
  const control = `${other}/remoteEntry.js`;
  await page.route(`${other}/framing.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe id="admin" src="${SITE}/admin"></iframe><iframe id="control" src="${control}"></iframe>`,
    }),
  );
  await page.goto(`${other}/framing.html`);
  const frameUrls = () => page.frames().map((frame) => frame.url());
  await expect.poll(frameUrls, { timeout: 10_000 }).toContain(control);
  // Chromium replaces a refused frame with its error page instead of the site.
  await expect.poll(frameUrls, { timeout: 10_000 }).toContain('chrome-error://chromewebdata/');
  expect(frameUrls()).not.toContain(`${SITE}/admin`);
  await expect(page.frameLocator('#admin').locator('#root')).toHaveCount(0);
});
