// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESTINATIONS, findTour, TOURS } from '@safari/shared-domain/catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import { sharePictureFor, sharePictures } from '../src/seo/share-pictures.ts';
import { sharePictureSvg, writeSharePictures } from './og-pictures.ts';

const brand = { brandName: 'Tanzania Safari Adventures', tagline: 'Your gateway to African adventures' };
/** A tour's card is named by what is drawn on it (decision 127). */
const tourCard = (slug: string, type: 'png' | 'jpg') => new RegExp(`^og/tour-${slug}-[0-9a-f]{8}\\.${type}$`);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('share picture names', () => {
  it('one per tour, one per guide and the site picture for every other page', () => {
    const pathOf = (page: string) => sharePictureFor(page, brand, () => false, TOURS).path;
    for (const tour of TOURS) expect(pathOf(`/tour/${tour.slug}`)).toMatch(tourCard(tour.slug, 'png'));
    for (const guide of DESTINATIONS) expect(pathOf(guide.path)).toBe(`og/guide-${guide.id}.png`);
    for (const path of ['/', '/tours', '/about', '/tour/no-such-tour', '/destinations/mars', '/tour/a/b']) {
      expect(pathOf(path)).toBe('og/site.png');
    }
    expect(sharePictures(brand, TOURS).map((picture) => picture.path)).toHaveLength(
      TOURS.length + DESTINATIONS.length + 1,
    );
  });

  it('a photographed picture makes a JPEG card that says so', () => {
    const tour = findTour('tarangire-safari');
    const photographed = sharePictureFor(
      '/tour/tarangire-safari',
      brand,
      (url) => url === tour?.heroImage,
      TOURS,
    );
    expect(photographed.path).toMatch(tourCard('tarangire-safari', 'jpg'));
    expect(photographed.type).toBe('image/jpeg');
    expect(photographed.alt).toContain('a photograph');
    expect(sharePictureFor('/tour/manyara-safari', brand, (url) => url === tour?.heroImage, TOURS).type).toBe(
      'image/png',
    );
  });

  it('a published change of price or title is a card of another name', () => {
    const path = (tours: typeof TOURS) =>
      sharePictureFor('/tour/tarangire-safari', brand, () => false, tours).path;
    const repriced = TOURS.map((t) => (t.slug === 'tarangire-safari' ? { ...t, adultPrice: 1250 } : t));
    const renamed = TOURS.map((t) => (t.slug === 'tarangire-safari' ? { ...t, title: 'Tarangire' } : t));
    expect(path(repriced)).not.toBe(path(TOURS));
    expect(path(renamed)).not.toBe(path(TOURS));
    expect(path([...TOURS])).toBe(path(TOURS));
  });

  it('draws the tour title and the brand on the picture, escaped', () => {
    const tour = findTour('tarangire-safari');
    const svg = sharePictureSvg(
      sharePictureFor('/tour/tarangire-safari', brand, () => false, TOURS),
      brand.brandName,
    );
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
    const written = await writeSharePictures(outDir, brand, TOURS);
    const expected = [
      ...sharePictures(brand, TOURS)
        .filter((picture) => picture.path.startsWith('og/tour-'))
        .map((picture) => picture.path.slice('og/'.length)),
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

  it('draws only the missing cards when asked: a publish adds the repriced tour card', async () => {
    const repriced = TOURS.map((t) => (t.slug === 'tarangire-safari' ? { ...t, adultPrice: 1250 } : t));
    const written = await writeSharePictures(outDir, brand, repriced, new Map(), { onlyMissing: true });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/tour-tarangire-safari-[0-9a-f]{8}\.png$/);
  }, 30_000);
});
