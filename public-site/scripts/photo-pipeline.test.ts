// @vitest-environment node
// Photographs made here with sharp, as an operator's camera would leave them (one with a GPS
// position in its EXIF): what the build makes of them, and what it refuses.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../src/photos/photo-manifest.ts';
import {
  buildPhotos,
  listPhotoSources,
  matchPhotos,
  nearestId,
  photographedPictures,
  photoReport,
  widthsFor,
} from './photo-pipeline.ts';
import { cameraExif } from './test-photographs.ts';

let work = '';
let folder = '';

/** A photograph-like picture: a gradient with a few shapes, so the encoders have detail to keep. */
async function photograph(
  file: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  exif?: Record<string, Record<string, string>>,
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#c2853d"/><stop offset="1" stop-color="#2f5d8a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#f4e3b5"/>
    <rect x="${width / 2}" y="${height / 3}" width="${width / 4}" height="${height / 4}" fill="#3d2b1f"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (exif) image = image.withExif(exif);
  const bytes =
    format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
  await mkdir(dirname(join(folder, file)), { recursive: true });
  await writeFile(join(folder, file), bytes);
}

const GPS = cameraExif('SafariCam');

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'photos-'));
  folder = join(work, 'photos');
  await photograph('site/home-hero.jpg', 2400, 1600, 'jpeg', GPS);
  await photograph('tours/tarangire-safari/hero.jpg', 900, 1350);
  await photograph('tours/tarangire-safari/day-1.png', 300, 200, 'png');
  await photograph('tours/tarangire-safari/galery-1.jpg', 640, 480);
  await writeFile(join(folder, 'README.md'), 'not a photograph');
}, 30_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the photo folder against the catalogue', () => {
  it('names each photograph by its picture id, ignores other files, and suggests the id a typo meant', async () => {
    const match = matchPhotos(await listPhotoSources(folder), CATALOGUE_IMAGE_URLS);
    expect(match.matched.map((source) => source.id)).toEqual([
      'site/home-hero',
      'tours/tarangire-safari/day-1',
      'tours/tarangire-safari/hero',
    ]);
    expect(match.unknown).toHaveLength(1);
    expect(match.unknown[0]?.source.id).toBe('tours/tarangire-safari/galery-1');
    expect(match.unknown[0]?.suggestion).toBe('tours/tarangire-safari/gallery-1');
    expect(match.illustrated).toContain('tours/tarangire-safari/gallery-1');
    expect(match.illustrated).not.toContain('site/home-hero');
    // The stand-in for a failed picture is not a photograph's place.
    expect(match.illustrated).not.toContain('site/placeholder');
    expect(match.illustrated.length + match.matched.length).toBe(CATALOGUE_IMAGE_URLS.length - 1);
  });

  it('suggests nothing for a name that is nowhere near a picture id', () => {
    expect(nearestId('holiday/beach-2019', ['site/home-hero', 'tours/a/hero'])).toBeNull();
  });

  it('the report lists the illustrated pictures and the typo, and fails for the typo', async () => {
    const match = matchPhotos(await listPhotoSources(folder), CATALOGUE_IMAGE_URLS);
    const { text, ok } = photoReport(match, folder);
    expect(ok).toBe(false);
    expect(text).toContain(
      `Photographs in ${folder}: 3 of ${CATALOGUE_IMAGE_URLS.length - 1} catalogue pictures.`,
    );
    expect(text).toContain('  tours/tarangire-safari/gallery-1\n');
    expect(text).toContain('galery-1.jpg  → did you mean tours/tarangire-safari/gallery-1?');
    const clean = photoReport({ ...match, unknown: [] }, folder);
    expect(clean.ok).toBe(true);
    expect(clean.text).not.toContain('match no picture id');
  });

  it('maps catalogue picture URLs to their photographs (for the share cards)', async () => {
    const pictures = await photographedPictures(folder, CATALOGUE_IMAGE_URLS);
    expect([...pictures.keys()].sort()).toEqual([
      '/images/site/home-hero.svg',
      '/images/tours/tarangire-safari/day-1.svg',
      '/images/tours/tarangire-safari/hero.svg',
    ]);
  });
});

describe('widthsFor', () => {
  it('makes every layout width a photograph can fill, and its own width when it is smaller', () => {
    expect(widthsFor(2400)).toEqual([...PHOTO_WIDTHS]);
    expect(widthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(900)).toEqual([320, 640, 900]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe('buildPhotos', () => {
  const built = () => join(work, 'dist');
  const cache = () => join(work, 'cache');
  const sources = async () => matchPhotos(await listPhotoSources(folder), CATALOGUE_IMAGE_URLS).matched;

  it('makes AVIF and WebP at each width, keeps the proportions, drops all metadata, adds a placeholder', async () => {
    const input = await sharp(await readFile(join(folder, 'site/home-hero.jpg'))).metadata();
    expect(input.exif?.includes(Buffer.from('SafariCam'))).toBe(true);

    const { manifest, encoded } = await buildPhotos({
      sources: await sources(),
      cacheDir: cache(),
      outDir: built(),
    });
    expect(encoded).toBe(3);
    expect(Object.keys(manifest).sort()).toEqual([
      'site/home-hero',
      'tours/tarangire-safari/day-1',
      'tours/tarangire-safari/hero',
    ]);
    const hero = manifest['site/home-hero'];
    expect(hero).toMatchObject({ width: 2400, height: 1600 });
    expect(hero?.avif.map(([w]) => w)).toEqual([...PHOTO_WIDTHS]);
    expect(hero?.webp.map(([w]) => w)).toEqual([...PHOTO_WIDTHS]);
    for (const [format, variants] of [
      ['heif', hero?.avif ?? []],
      ['webp', hero?.webp ?? []],
    ] as const) {
      for (const [w, path] of variants) {
        const meta = await sharp(await readFile(join(built(), path))).metadata();
        expect(meta.format, path).toBe(format);
        expect(meta.width, path).toBe(w);
        expect(meta.height, path).toBe(Math.round((w * 1600) / 2400));
        expect(meta.exif, path).toBeUndefined();
        expect(meta.xmp, path).toBeUndefined();
        expect(meta.icc, path).toBeUndefined();
      }
    }
    expect(hero?.placeholder).toMatch(/^data:image\/webp;base64,/);
    const tiny = Buffer.from(hero?.placeholder.split(',')[1] ?? '', 'base64');
    expect(tiny.length).toBeLessThan(400);
    expect((await sharp(tiny).metadata()).width).toBe(16);

    // A portrait photograph stays portrait; a small one is not enlarged.
    const portrait = manifest['tours/tarangire-safari/hero'];
    expect(portrait).toMatchObject({ width: 900, height: 1350 });
    expect(portrait?.webp.map(([w]) => w)).toEqual([320, 640, 900]);
    const small = manifest['tours/tarangire-safari/day-1'];
    expect(small?.webp.map(([w]) => w)).toEqual([300]);
    // The manifest the pages read is written beside the files.
    expect(JSON.parse(await readFile(join(built(), 'photos', 'manifest.json'), 'utf8'))).toEqual(manifest);
  }, 120_000);

  it('takes unchanged photographs from the cache and encodes only a changed one', async () => {
    const again = await buildPhotos({ sources: await sources(), cacheDir: cache(), outDir: built() });
    expect(again.encoded).toBe(0);
    await photograph('tours/tarangire-safari/day-1.png', 320, 200, 'png');
    const changed = await buildPhotos({ sources: await sources(), cacheDir: cache(), outDir: built() });
    expect(changed.encoded).toBe(1);
    expect(changed.manifest['tours/tarangire-safari/day-1']?.width).toBe(320);
    // The old day-1 files are gone from the build: only the current ones are published.
    const paths = Object.values(changed.manifest).flatMap((entry) =>
      [...entry.avif, ...entry.webp].map(([, p]) => p),
    );
    for (const path of paths) expect(existsSync(join(built(), path)), path).toBe(true);
    const previous = again.manifest['tours/tarangire-safari/day-1']?.webp[0]?.[1] ?? '';
    expect(existsSync(join(built(), previous))).toBe(false);
  }, 120_000);

  it('the same photograph for two pictures is encoded once and published under each name', async () => {
    await writeFile(join(folder, 'site/about-hero.jpg'), await readFile(join(folder, 'site/home-hero.jpg')));
    const { manifest, encoded } = await buildPhotos({
      sources: await sources(),
      cacheDir: cache(),
      outDir: built(),
    });
    expect(encoded).toBe(0);
    for (const id of ['site/about-hero', 'site/home-hero']) {
      const paths = [...(manifest[id]?.avif ?? []), ...(manifest[id]?.webp ?? [])].map(([, path]) => path);
      expect(paths).toHaveLength(2 * PHOTO_WIDTHS.length);
      for (const path of paths) {
        expect(path.startsWith(`photos/${id}.`), path).toBe(true);
        expect(existsSync(join(built(), path)), path).toBe(true);
      }
    }
  }, 120_000);
});
