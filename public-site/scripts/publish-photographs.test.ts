// @vitest-environment node
// The publish step for uploaded photographs (decision 196) over a stand-in for Storage and
// public.photographs: which pictures it reads, what it leaves out and why, and that a photograph
// published again is neither downloaded nor encoded again. The same step against supabase/local's
// Storage, through storage-js, is in e2e/tests/uploaded-photographs.spec.ts.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photographRefsOf, type Tour } from '@safari/shared-domain/catalogue';
import { FIRST_CATALOGUE } from '@safari/shared-domain/catalogue-admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PhotographStore, publishPhotographs, writePhotographList } from './publish-photographs.ts';

const KEY_A = '0b5d7a9e-2f1c-4d3b-8e6f-1a2b3c4d5e6f.jpg';
const KEY_B = '9b2f0f4e-1c1d-4c8e-9a51-4c0d2f0b7a11.png';
const KEY_NO_ALT = '3c3c3c3c-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg';
const KEY_BOMB = '4d4d4d4d-1c1d-4c8e-9a51-4c0d2f0b7a11.png';
const ref = (key: string) => `photographs/${key}`;

let folder = '';
let tours: Tour[] = [];
const downloads: string[] = [];
const objects = new Map<string, { version: string; bytes: Buffer }>();

const store: PhotographStore = {
  async altTexts(keys) {
    const alts = new Map<string, string | null>([
      [KEY_A, 'A lioness on a kopje at dawn'],
      [KEY_B, 'Flamingos on Lake Manyara'],
      [KEY_NO_ALT, null],
      [KEY_BOMB, 'Not really a picture'],
    ]);
    return new Map(keys.filter((key) => alts.has(key)).map((key) => [key, alts.get(key) ?? null]));
  },
  async version(key) {
    return objects.get(key)?.version ?? null;
  },
  async download(key) {
    downloads.push(key);
    const object = objects.get(key);
    if (!object) throw new Error(`${key} could not be downloaded`);
    return object.bytes;
  },
};

async function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#a0522d' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'publish-photographs-'));
  objects.set(KEY_A, { version: 'v1', bytes: await picture(1400, 900, 'jpeg') });
  objects.set(KEY_B, { version: 'v1', bytes: await picture(500, 500, 'png') });
  objects.set(KEY_NO_ALT, { version: 'v1', bytes: await picture(100, 100, 'jpeg') });
  // A header announcing 20,000 × 20,000: hosted Storage takes it, the pipeline must not.
  const bomb = Buffer.from(await picture(10, 10, 'png'));
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  objects.set(KEY_BOMB, { version: 'v1', bytes: bomb });
  const [first, second] = FIRST_CATALOGUE;
  if (!first || !second) throw new Error('the first catalogue has tours');
  tours = [
    {
      ...first,
      heroImage: ref(KEY_A),
      gallery: [ref(KEY_B), ...first.gallery.slice(1)],
      itinerary: first.itinerary.map((day, i) => (i === 0 ? { ...day, image: ref(KEY_A) } : day)),
    },
    {
      ...second,
      gallery: [ref(KEY_NO_ALT), ref(KEY_BOMB), 'photographs/ffffffff-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg'],
    },
  ];
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the uploaded photographs of a catalogue version', () => {
  it('are every photographs/<key> picture of its tours, once each', () => {
    expect(photographRefsOf(tours)).toEqual(
      [KEY_A, KEY_B, KEY_NO_ALT, KEY_BOMB, 'ffffffff-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg'].map(ref).sort(),
    );
  });

  it('get variants and their alt text; the unusable ones are left out with the reason', async () => {
    const published = await publishPhotographs(tours, store, folder);
    expect(Object.keys(published.photos).sort()).toEqual([ref(KEY_A), ref(KEY_B)].sort());
    expect(published.photos[ref(KEY_A)]?.alt).toBe('A lioness on a kopje at dawn');
    expect(published.photos[ref(KEY_A)]?.avif.map(([width]) => width)).toEqual([320, 640, 960, 1280, 1400]);
    expect(published.photos[ref(KEY_B)]?.webp.map(([width]) => width)).toEqual([320, 500]);
    expect(published.encoded).toBe(2);
    expect(published.refused).toEqual([
      { picture: ref(KEY_NO_ALT), reason: 'it has no alt text' },
      {
        picture: ref(KEY_BOMB),
        reason: 'The picture is 20000 × 20000 pixels (400 megapixels); at most 40 megapixels are taken',
      },
      { picture: 'photographs/ffffffff-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg', reason: 'no such photograph' },
    ]);
    // The share card of a photographed tour is drawn from the largest variant.
    expect(published.files.get(ref(KEY_A))).toMatch(/-1400\.webp$/);
  }, 60_000);

  it('published again, are neither downloaded nor encoded again; replaced bytes are', async () => {
    downloads.length = 0;
    const again = await publishPhotographs(tours, store, folder);
    expect(again.encoded).toBe(0);
    expect(downloads).toEqual([KEY_BOMB]);
    expect(Object.keys(again.photos)).toHaveLength(2);

    // Staff replace the photograph: same key, new bytes, a new object version.
    objects.set(KEY_B, { version: 'v2', bytes: await picture(700, 400, 'png') });
    downloads.length = 0;
    const replaced = await publishPhotographs(tours, store, folder);
    expect(downloads.sort()).toEqual([KEY_B, KEY_BOMB].sort());
    expect(replaced.encoded).toBe(1);
    expect(replaced.photos[ref(KEY_B)]?.width).toBe(700);
    expect(replaced.photos[ref(KEY_B)]?.avif[0]?.[1]).not.toBe(again.photos[ref(KEY_B)]?.avif[0]?.[1]);
  }, 60_000);

  it('are listed in a file named by its content, for the pages reached later', async () => {
    const photos = (await publishPhotographs(tours, store, folder)).photos;
    const path = await writePhotographList(folder, photos);
    expect(path).toMatch(/^photographs\/list-[0-9a-f]{20}\.json$/);
    expect(await writePhotographList(folder, photos)).toBe(path);
    const written = JSON.parse(await readFile(join(folder, path.slice('photographs/'.length)), 'utf8'));
    expect(written).toEqual(photos);
  }, 60_000);
});
