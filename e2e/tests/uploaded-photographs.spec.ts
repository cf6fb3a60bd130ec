// Issue 38, decision 196: a photograph staff uploaded reaches the pages with a catalogue publish,
// without a build. Staff (through the API, as the admin's Photographs tab does) upload a phone's
// JPEG with a GPS position, describe it, use it in a new tour's draft and publish; within 60 s the
// tour page, fetched without JavaScript, offers it as AVIF in a srcset and the served files carry
// no EXIF. Then the static deployment's path: the publish command against a copy of the
// public-site release and this server's Storage, standing in for the hosted project. Runs in the
// 'catalogue' project (it publishes).

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTour, photographRefsOf, type Tour } from '@safari/shared-domain/catalogue';
import sharp from 'sharp';
import { adminClient, anonClient, anonKey, SITE, serviceRoleKey, uniqueToken } from '../support/backend.ts';
import { avifSrcset, tourPageShowing } from '../support/photograph-library.ts';
import { expect, test } from '../support/test.ts';

const PUBLISH_WITHIN_MS = 60_000;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CAMERA = 'SafariPhone E2E';

/** A phone photograph: stored 2400 × 1600 and turned by its EXIF, with where it was taken. */
async function phonePhotograph(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <rect width="100%" height="100%" fill="#b9874a"/><circle cx="700" cy="800" r="420" fill="#35506b"/></svg>`;
  return sharp(Buffer.from(svg))
    .withExif({
      IFD0: { Make: CAMERA, Model: 'Test 3' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '3/1 22/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 41/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('an uploaded photograph in a published draft is served as AVIF without GPS within 60 s, and the static path makes the same files', async ({
  page,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  const base = findTour('tarangire-safari');
  if (!base) throw new Error('missing tour');
  const token = uniqueToken();
  const slug = `e2e-${token}-photographed`;
  const alt = `Elephants crossing the Tarangire river (${token})`;
  const admin = await adminClient();

  // Staff upload it and describe it, as the Photographs tab does.
  const bytes = await phonePhotograph();
  const key = `${crypto.randomUUID()}.jpg`;
  const upload = await admin.storage.from('photographs').upload(key, bytes, { contentType: 'image/jpeg' });
  expect(upload.error).toBeNull();
  const described = await admin.from('photographs').insert({
    key,
    alt_text: alt,
    width: 1600,
    height: 2400,
    bytes: bytes.length,
    content_type: 'image/jpeg',
  });
  expect(described.error).toBeNull();
  // The camera's original (GPS and all) is staff's: no public address serves it, and a visitor's
  // key cannot download it, though the published catalogue will name its key.
  const publicOriginal = await request.get(`${SITE}/storage/v1/object/public/photographs/${key}`);
  expect(publicOriginal.status()).toBe(400);
  expect(await publicOriginal.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  const visitor = await (await anonClient()).storage.from('photographs').download(key);
  expect(visitor.data).toBeNull();

  // A new tour whose main picture and first gallery picture it is, saved as a draft and published.
  const picture = `photographs/${key}`;
  const draft = await admin.from('catalogue_tours').insert({
    slug,
    position: 101,
    tour: {
      ...base,
      slug,
      title: `Tarangire in Pictures ${token}`,
      featured: false,
      heroImage: picture,
      gallery: [picture, ...base.gallery.slice(1)],
    },
  });
  expect(draft.error).toBeNull();
  const published = await admin.rpc('publish_catalogue', { note: `e2e: photograph ${token}` });
  expect(published.error).toBeNull();

  // Fetched as a crawler does, without JavaScript.
  const html = await tourPageShowing(request, slug, alt, PUBLISH_WITHIN_MS);
  const avif = avifSrcset(html, alt);
  // Upright it is 1600 wide: the layout widths below it, then its own.
  expect(avif.map((url) => /-(\d+)\.avif$/.exec(url)?.[1])).toEqual(['320', '640', '960', '1280', '1600']);
  const hash = /photographs\/([0-9a-f]{20})-320\.avif$/.exec(avif[0] ?? '')?.[1] ?? '';
  expect(avif[0]).toBe(`${SITE}/remotes/public-site/photographs/${hash}-320.avif`);

  const served = await request.get(avif[1] ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/avif');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const body = await served.body();
  const meta = await sharp(body).metadata();
  expect([meta.format, meta.width]).toEqual(['heif', 640]);
  expect(meta.height).toBe(960);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(body.includes(Buffer.from(CAMERA))).toBe(false);

  // The share card is drawn from it; the TouristTrip names it with staff's words.
  const card = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(card).toMatch(new RegExp(`/og/tour-${slug}-[0-9a-f]{8}\\.jpg$`));
  const cardResponse = await request.get(card);
  expect(cardResponse.headers()['content-type']).toContain('image/jpeg');
  expect((await sharp(await cardResponse.body()).metadata()).exif).toBeUndefined();
  expect(html).toContain(`"caption":"${alt}"`);

  // In a browser, a phone and a laptop each fetch the AVIF width their layout needs.
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/tour/${slug}`);
    const shown = page.getByRole('img', { name: alt }).first();
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(new RegExp(`/remotes/public-site/photographs/${hash}-\\d+\\.avif$`));
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`uploaded-photograph-${width}.png`) });
  }

  // The static deployment: the publish command reads the same Storage with storage-js and writes
  // the same files into the release's folder.
  const staticSite = mkdtempSync(join(tmpdir(), 'photographs-static-'));
  try {
    cpSync(join(ROOT, 'public-site', 'dist'), staticSite, { recursive: true });
    const args = ['scripts/publish-catalogue.ts', '--site', staticSite, '--supabase-url', SITE];
    const secret = await serviceRoleKey();
    const publishStatic = async (key: string | null = secret) =>
      execFileSync('pnpm', ['exec', 'tsx', ...args, '--anon-key', await anonKey()], {
        cwd: join(ROOT, 'public-site'),
        stdio: 'pipe',
        encoding: 'utf8',
        env: { ...process.env, SUPABASE_SERVICE_ROLE_KEY: key ?? '' },
      });
    // The bucket is private: without the project's service role key the command stops and says
    // what it needs (the release's pages are left as they were).
    const pagesBefore = readFileSync(join(staticSite, 'prerender', 'pages.json'), 'utf8');
    let refusal = '';
    try {
      await publishStatic(null);
    } catch (error) {
      refusal = String((error as { stderr?: string }).stderr);
    }
    expect(refusal).toContain(
      'This catalogue version shows uploaded photographs, and their bucket is private: set SUPABASE_SERVICE_ROLE_KEY',
    );
    expect(readFileSync(join(staticSite, 'prerender', 'pages.json'), 'utf8')).toBe(pagesBefore);
    // Every uploaded photograph the published version shows (this one, and those of any catalogue
    // spec that published before this one) is encoded into the copied release, which had none.
    const catalogue = await admin.rpc('published_catalogue');
    const shown = photographRefsOf((catalogue.data as { tours: Tour[] }).tours).length;
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(await publishStatic()).toMatch(
      new RegExp(`uploaded photographs: ${shown} shown, ${shown} encoded now,`),
    );
    const files = avif.map((url) => join(staticSite, 'photographs', url.split('/').at(-1) ?? ''));
    for (const file of files) expect(existsSync(file), file).toBe(true);
    const pages = readFileSync(join(staticSite, 'prerender', 'pages.json'), 'utf8');
    expect(pages).toContain(`photographs/${hash}-1600.avif`);
    expect(pages).toContain(alt);
    // Published again: nothing is encoded, no file is written again.
    const written = files.map((file) => statSync(file).mtimeMs);
    expect(await publishStatic()).toMatch(new RegExp(`uploaded photographs: ${shown} shown, 0 encoded now,`));
    expect(files.map((file) => statSync(file).mtimeMs)).toEqual(written);
  } finally {
    rmSync(staticSite, { recursive: true, force: true });
  }
});
