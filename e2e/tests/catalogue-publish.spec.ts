// Issue 23, decision 127: a catalogue publish reaches what travellers and machines read, within
// 60 s and without a build: the tour's HTML, its JSON-LD offer, its booking panel, the listing,
// search and the sitemap, and the price the database charges. Runs in the 'catalogue' project,
// after every other spec, since a publish changes pages they read; it works on a tour of its own.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { findTour, servedCatalogueVersion, type Tour } from '@safari/shared-domain/catalogue';
import { openedDialog } from '../support/admin-page.ts';
import {
  adminClient,
  anonClient,
  anonKey,
  E2E_ADMIN,
  SITE,
  serviceRoleKey,
  signInBrowser,
  uniqueToken,
} from '../support/backend.ts';
import { arushaDay } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

const PUBLISH_WITHIN_MS = 60_000;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Polls a page until `ready` holds for its HTML (as a crawler fetches it: no JavaScript). */
async function htmlOnceReady(
  request: APIRequestContext,
  path: string,
  ready: (status: number, html: string) => boolean,
): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        html = await response.text();
        return ready(response.status(), html);
      },
      { timeout: PUBLISH_WITHIN_MS, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  return html;
}

function offerPrice(html: string): number | null {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json ?? '{}') as { '@type'?: string; offers?: { price?: number } };
    if (data['@type'] === 'TouristTrip') return data.offers?.price ?? null;
  }
  return null;
}

async function publish(note: string): Promise<number> {
  const admin = await adminClient();
  const { data, error } = await admin.rpc('publish_catalogue', { note });
  if (error) throw new Error(`publish failed: ${error.message}`);
  return data as number;
}

async function saveDraft(slug: string, change: (tour: Tour) => Tour, hidden = false): Promise<void> {
  const admin = await adminClient();
  const { data, error } = await admin
    .from('catalogue_tours')
    .select('tour, revision')
    .eq('slug', slug)
    .single();
  if (error) throw new Error(`draft read failed: ${error.message}`);
  const { error: saveError } = await admin
    .from('catalogue_tours')
    .update({ tour: change(data.tour as Tour), hidden, revision: data.revision })
    .eq('slug', slug);
  if (saveError) throw new Error(`draft save failed: ${saveError.message}`);
}

async function requestBooking(slug: string, adults: number): Promise<number> {
  const client = await anonClient();
  const tourDate = arushaDay(45);
  const { data, error } = await client.rpc('request_booking', {
    request_key: crypto.randomUUID(),
    booking: {
      customer_name: 'Catalogue Check',
      customer_email: 'catalogue.check@example.com',
      customer_phone: '+255 712 345 678',
      tour_slug: slug,
      tour_name: 'ignored',
      tour_date: tourDate,
      end_date: tourDate,
      adults,
      youths: 0,
    },
  });
  if (error) throw new Error(`booking failed: ${error.message}`);
  const [receipt] = data as { amount: number }[];
  return Number(receipt?.amount);
}

test('a published tour, its new price and day text, hiding and restoring reach the pages', async ({
  page,
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const base = findTour('tarangire-safari');
  if (!base) throw new Error('missing tour');
  const token = uniqueToken();
  const slug = `e2e-${token}-escape`;
  const path = `/tour/${slug}`;
  const admin = await adminClient();

  // A new tour, made from an existing one, published.
  const { error } = await admin.from('catalogue_tours').insert({
    slug,
    position: 100,
    tour: { ...base, slug, title: `Tarangire Escape ${token}`, featured: false, adultPrice: 1234 },
  });
  if (error) throw new Error(`draft insert failed: ${error.message}`);
  await publish(`e2e: add ${slug}`);
  let html = await htmlOnceReady(request, path, (status) => status === 200);
  expect(html).toContain(`Tarangire Escape ${token}`);
  expect(html).toContain('$1,234');
  expect(offerPrice(html)).toBe(1234);
  expect(await (await request.get('/tours')).text()).toContain(`Tarangire Escape ${token}`);
  expect(await (await request.get('/search')).text()).toContain(`Tarangire Escape ${token}`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(path);
  const quoted = await requestBooking(slug, 2);
  expect(quoted).toBe(2 * 1234);

  // Staff change the price and one day's text in the admin and publish: the page, its JSON-LD,
  // the panel and the database follow.
  const dayText = `Morning game drive by the river, new for ${token}.`;
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/tours/${slug}`);
  await page.getByLabel('Adult price (USD)').fill('1500');
  await page.getByLabel('Day 1 description').fill(dayText);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Tour Saved' })).toBeVisible();
  await page.goto('/admin/tours');
  await page.getByRole('button', { name: /^Publish/ }).click();
  const dialog = await openedDialog(page, 'Publish the catalogue');
  await dialog.getByLabel('Note for the history').fill(`e2e: reprice ${slug}`);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const published = page.locator('.ant-notification-notice', { hasText: 'Catalogue Published' });
  await expect(published).toBeVisible({ timeout: 15_000 });
  const repriced = Number((await published.textContent())?.match(/Version (\d+)/)?.[1]);
  expect(repriced).toBeGreaterThan(0);
  // "What travellers see now" is said only once the served pages show that version (issue 39,
  // item 6): a page fetched then names it.
  await expect(published).not.toContainText('what travellers see now');
  const live = page
    .locator('.ant-notification-notice', { hasText: 'Catalogue Live' })
    .filter({ hasText: `Version ${repriced} is what travellers see now.` });
  await expect(live).toBeVisible({ timeout: 90_000 });
  expect(servedCatalogueVersion(await (await request.get('/')).text())).toBeGreaterThanOrEqual(repriced);
  html = await htmlOnceReady(request, path, (_, body) => body.includes('$1,500'));
  expect(html).toContain(dayText);
  expect(offerPrice(html)).toBe(1500);
  await page.goto(path);
  await expect(page.getByRole('complementary', { name: 'Book this tour' })).toContainText('$1,500');
  expect(await requestBooking(slug, 2)).toBe(3000);
  // The request made before the change keeps the amount it was quoted.
  const { data: earlier } = await admin
    .from('bookings')
    .select('amount')
    .eq('tour_slug', slug)
    .order('created_at')
    .limit(1)
    .single();
  expect(Number(earlier?.amount)).toBe(2 * 1234);

  // The static deployment's path (decision 127): the publish command against the published
  // public-site folder and the project, then compose-static into the shell's folder.
  const staticSite = mkdtempSync(join(tmpdir(), 'catalogue-static-'));
  try {
    cpSync(join(ROOT, 'public-site', 'dist'), join(staticSite, 'public-site'), { recursive: true });
    cpSync(join(ROOT, 'shell', 'dist'), join(staticSite, 'shell'), { recursive: true });
    const site = join(staticSite, 'public-site');
    const publishArgs = ['scripts/publish-catalogue.ts', '--site', site, '--supabase-url', SITE];
    // As the deploy job is set up (decision 197): the project's service role key in the
    // environment, for the uploaded photographs an earlier catalogue spec may have published.
    execFileSync('pnpm', ['exec', 'tsx', ...publishArgs, '--anon-key', await anonKey()], {
      cwd: join(ROOT, 'public-site'),
      stdio: 'pipe',
      env: { ...process.env, SUPABASE_SERVICE_ROLE_KEY: await serviceRoleKey() },
    });
    const composeArgs = ['server/compose-static.ts', '--pages', join(site, 'prerender', 'pages.json')];
    execFileSync(
      'pnpm',
      [
        'exec',
        'tsx',
        ...composeArgs,
        '--origin',
        'https://safari.example',
        '--out',
        join(staticSite, 'shell'),
      ],
      { cwd: join(ROOT, 'shell'), stdio: 'pipe' },
    );
    const written = readFileSync(join(staticSite, 'shell', 'tour', slug, 'index.html'), 'utf8');
    expect(written).toContain(dayText);
    expect(offerPrice(written)).toBe(1500);
    expect(readFileSync(join(staticSite, 'shell', 'sitemap.xml'), 'utf8')).toContain(
      `https://safari.example${path}`,
    );
  } finally {
    rmSync(staticSite, { recursive: true, force: true });
  }

  // Hidden: the address answers 404 and the tour leaves the listing, search and the sitemap.
  await saveDraft(slug, (tour) => tour, true);
  await publish(`e2e: hide ${slug}`);
  await htmlOnceReady(request, path, (status) => status === 404);
  expect(await (await request.get('/tours')).text()).not.toContain(`Tarangire Escape ${token}`);
  expect(await (await request.get('/search')).text()).not.toContain(`Tarangire Escape ${token}`);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(path);
  await expect(requestBooking(slug, 1)).rejects.toThrow(/Unknown tour/);

  // Restoring the repriced version brings its page back as it was.
  const { error: restoreError } = await admin.rpc('restore_catalogue_version', { version: repriced });
  if (restoreError) throw new Error(`restore failed: ${restoreError.message}`);
  html = await htmlOnceReady(request, path, (status) => status === 200);
  expect(html).toContain(dayText);
  expect(offerPrice(html)).toBe(1500);
});
