// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESTINATIONS, findTour, TOURS } from '@safari/shared-domain/catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import { sharePictureFor, sharePictures } from '../src/seo/share-pictures.ts';
import { sharePictureSvg, writeSharePictures } from './og-pictures.ts';

const brand = { brandName: 'Tanzania Safari Adventures', tagline: 'Your gateway to African adventures' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('share picture names', () => {
  it('one per tour, one per guide and the site picture for every other page', () => {
    const pathOf = (page: string) => sharePictureFor(page, brand).path;
    for (const tour of TOURS) expect(pathOf(`/tour/${tour.slug}`)).toBe(`og/tour-${tour.slug}.png`);
    for (const guide of DESTINATIONS) expect(pathOf(guide.path)).toBe(`og/guide-${guide.id}.png`);
    for (const path of ['/', '/tours', '/about', '/tour/no-such-tour', '/destinations/mars', '/tour/a/b']) {
      expect(pathOf(path)).toBe('og/site.png');
    }
    expect(sharePictures(brand).map((picture) => picture.path)).toHaveLength(
      TOURS.length + DESTINATIONS.length + 1,
    );
  });

  it('a photographed picture makes a JPEG card that says so', () => {
    const tour = findTour('tarangire-safari');
    const photographed = sharePictureFor('/tour/tarangire-safari', brand, (url) => url === tour?.heroImage);
    expect(photographed).toMatchObject({ path: 'og/tour-tarangire-safari.jpg', type: 'image/jpeg' });
    expect(photographed.alt).toContain('a photograph');
    expect(sharePictureFor('/tour/manyara-safari', brand, (url) => url === tour?.heroImage).type).toBe(
      'image/png',
    );
  });

  it('draws the tour title and the brand on the picture, escaped', () => {
    const tour = findTour('tarangire-safari');
    const svg = sharePictureSvg(sharePictureFor('/tour/tarangire-safari', brand), brand.brandName);
    expect(tour?.title).toContain('&');
    expect(svg).toContain('Tarangire NP &amp;');
    expect(svg).toContain(brand.brandName);
    expect(svg).toContain('$1,100');
  });
});

describe('writeSharePictures', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'og-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes a small 1200×630 PNG for each tour, each guide and the site', async () => {
    const written = await writeSharePictures(outDir, brand);
    const expected = [
      ...TOURS.map((tour) => `tour-${tour.slug}.png`),
      ...DESTINATIONS.map((guide) => `guide-${guide.id}.png`),
      'site.png',
    ];
    expect(readdirSync(join(outDir, 'og')).sort()).toEqual([...expected].sort());
    expect(written).toHaveLength(expected.length);
    for (const name of expected) {
      const png = readFileSync(join(outDir, 'og', name));
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE), name).toBe(true);
      expect(png.toString('latin1', 12, 16), name).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], name).toEqual([1200, 630]);
      expect(png.length, name).toBeLessThan(150_000);
    }
  }, 30_000);
});
