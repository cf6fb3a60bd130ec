// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSiteSettings } from '@safari/shared-domain';
import { DESTINATIONS, findTour, TOURS } from '@safari/shared-domain/catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import { type IsPhotographed, sharePictureFor, sharePictures } from '../src/seo/share-pictures.ts';
import { shareWordsOfEveryLanguage } from '../src/seo/share-words.ts';
import { sharePictureSvg, writeSharePictures } from './og-pictures.ts';

const settings = { ...defaultSiteSettings, brandName: 'Tanzania Safari Adventures' };
const WORDS = await shareWordsOfEveryLanguage(settings);
const [ENGLISH] = WORDS;
const noPhotographs = () => false;
const pictureOf = (page: string, isPhotographed: IsPhotographed = noPhotographs, tours = TOURS) =>
  sharePictureFor(page, settings, isPhotographed, tours, ENGLISH, ENGLISH);
/** A tour's card is named by what is drawn on it (decision 127). */
const tourCard = (slug: string, type: 'png' | 'jpg') => new RegExp(`^og/tour-${slug}-[0-9a-f]{8}\\.${type}$`);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('share picture names', () => {
  it('one per tour, one per guide and the site picture for every other page', () => {
    const pathOf = (page: string) => pictureOf(page).path;
    for (const tour of TOURS) expect(pathOf(`/tour/${tour.slug}`)).toMatch(tourCard(tour.slug, 'png'));
    for (const guide of DESTINATIONS) expect(pathOf(guide.path)).toBe(`og/guide-${guide.id}.png`);
    for (const path of ['/', '/tours', '/about', '/tour/no-such-tour', '/destinations/mars', '/tour/a/b']) {
      expect(pathOf(path)).toBe('og/site.png');
    }
    expect(
      sharePictures(settings, TOURS, noPhotographs, [ENGLISH]).map((picture) => picture.path),
    ).toHaveLength(TOURS.length + DESTINATIONS.length + 1);
  });

  it('a photographed picture makes a JPEG card that says so', () => {
    const tour = findTour('tarangire-safari');
    const photographed = (url: string) => url === tour?.heroImage;
    const card = pictureOf('/tour/tarangire-safari', photographed);
    expect(card.path).toMatch(tourCard('tarangire-safari', 'jpg'));
    expect(card.type).toBe('image/jpeg');
    expect(card.alt).toContain('a photograph');
    expect(pictureOf('/tour/manyara-safari', photographed).type).toBe('image/png');
  });

  it('a published change of price or title is a card of another name', () => {
    const path = (tours: typeof TOURS) => pictureOf('/tour/tarangire-safari', noPhotographs, tours).path;
    const repriced = TOURS.map((t) => (t.slug === 'tarangire-safari' ? { ...t, adultPrice: 1250 } : t));
    const renamed = TOURS.map((t) => (t.slug === 'tarangire-safari' ? { ...t, title: 'Tarangire' } : t));
    expect(path(repriced)).not.toBe(path(TOURS));
    expect(path(renamed)).not.toBe(path(TOURS));
    expect(path([...TOURS])).toBe(path(TOURS));
  });

  it('draws the tour title and the brand on the picture, escaped', () => {
    const tour = findTour('tarangire-safari');
    const svg = sharePictureSvg(pictureOf('/tour/tarangire-safari'));
    expect(tour?.title).toContain('&');
    expect(svg).toContain('Tarangire NP &amp;');
    expect(svg).toContain(settings.brandName);
    expect(svg).toContain('$1,100');
  });
});

describe('long words', () => {
  const titleLines = (svg: string) =>
    [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1] ?? '');
  const germanTitled = (title: string) =>
    sharePictureSvg({ ...pictureOf('/tour/serengeti-migration'), title, subtitle: '8 Tage · ab 2.970 $' });

  it('a compound wider than the picture is broken after its hyphens, nowhere else', () => {
    const title = 'Kilimandscharo-Besteigungsabenteuer-Wildtierbeobachtungssafari im Ngorongoro-Krater';
    const lines = titleLines(germanTitled(title));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^Kilimandscharo-/);
    // Every line within the picture: none holds the whole 62-letter compound.
    for (const line of lines) expect(line.length).toBeLessThan(40);
    expect(lines.join(' ').replace(/- /g, '-')).toBe(title);
  });

  it('a title that fits in no three lines is drawn smaller, not cut', () => {
    const size = (svg: string) => Number(/font-size="(\d+)" fill="#ffffff"/.exec(svg)?.[1]);
    expect(size(germanTitled('Naturschutzgebietsdurchquerungsexpedition'))).toBe(40);
    const longer = germanTitled('Naturschutzgebietsdurchquerungsexpeditionsvorbereitungskurs');
    expect(size(longer)).toBeLessThan(40);
    expect(titleLines(longer)).toEqual(['Naturschutzgebietsdurchquerungsexpeditionsvorbereitungskurs']);
  });
});

describe('writeSharePictures', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'og-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const every = sharePictures(settings, TOURS, noPhotographs, WORDS);

  it('writes a small 1200×630 PNG for each picture the pages of every language name', async () => {
    const written = await writeSharePictures(outDir, every);
    const files = (folder: string) =>
      readdirSync(join(outDir, folder), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${folder}/${entry.name}`);
    const drawn = [...files('og'), ...files('og/de'), ...files('og/fr')];
    expect(drawn.sort()).toEqual(every.map((picture) => picture.path).sort());
    expect(written).toHaveLength(every.length);
    for (const name of drawn) {
      const png = readFileSync(join(outDir, name));
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE), name).toBe(true);
      expect(png.toString('latin1', 12, 16), name).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], name).toEqual([1200, 630]);
      expect(png.length, name).toBeLessThan(150_000);
    }
  }, 60_000);

  it('draws only the missing cards when asked: a publish adds the repriced tour card in each language', async () => {
    const repriced = TOURS.map((t) => (t.slug === 'tarangire-safari' ? { ...t, adultPrice: 1250 } : t));
    const pictures = sharePictures(settings, repriced, noPhotographs, WORDS);
    const written = await writeSharePictures(outDir, pictures, new Map(), { onlyMissing: true });
    expect(written.map((file) => file.slice(outDir.length + 1)).sort()).toEqual([
      expect.stringMatching(/^og\/de\/tour-tarangire-safari-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^og\/fr\/tour-tarangire-safari-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^og\/tour-tarangire-safari-[0-9a-f]{8}\.png$/),
    ]);
  }, 30_000);
});
