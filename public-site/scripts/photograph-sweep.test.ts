// @vitest-environment node
// The sweep of uploaded photographs' sets (decision 196) on real files, after real publishes over
// a stand-in for Storage and public.photographs (as publish-photographs.test.ts): what a visitor's
// open page or a publish in flight may still need stays, the rest goes. Age is made by setting
// files' times back, never by waiting.
import { existsSync } from 'node:fs';
import {
  lstat,
  lutimes,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tour } from '@safari/shared-domain/catalogue';
import { FIRST_CATALOGUE } from '@safari/shared-domain/catalogue-admin';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepPhotographs } from './photograph-sweep.ts';
import { photographVariants } from './photograph-variants.ts';
import {
  type PhotographStore,
  type PublishedPhotographs,
  publishPhotographs,
  writePhotographList,
} from './publish-photographs.ts';

const KEY_A = '0b5d7a9e-2f1c-4d3b-8e6f-1a2b3c4d5e6f.jpg';
const KEY_B = '9b2f0f4e-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg';
const KEY_C = '5e5e5e5e-1c1d-4c8e-9a51-4c0d2f0b7a11.jpg';
const ref = (key: string) => `photographs/${key}`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let folder = '';
const downloads: string[] = [];
const objects = new Map<string, Buffer>();
const store: PhotographStore = {
  async altTexts(keys) {
    return new Map(keys.map((key) => [key, `Photograph ${key.slice(0, 4)}`]));
  },
  async version(key) {
    return objects.has(key) ? 'v1' : null;
  },
  async download(key) {
    downloads.push(key);
    const bytes = objects.get(key);
    if (!bytes) throw new Error(`${key} could not be downloaded`);
    return bytes;
  },
};

beforeAll(async () => {
  for (const [key, background] of [
    [KEY_A, '#a0522d'],
    [KEY_B, '#2e8b57'],
    [KEY_C, '#4682b4'],
  ] as const)
    objects.set(
      key,
      await sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    );
});
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'photograph-sweep-'));
  downloads.length = 0;
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A catalogue version whose one tour shows these photographs. */
function versionShowing(keys: readonly string[]): Tour[] {
  const [first] = FIRST_CATALOGUE;
  if (!first) throw new Error('the first catalogue has tours');
  const [hero, ...gallery] = keys.map(ref);
  return [{ ...first, ...(hero ? { heroImage: hero } : {}), gallery }];
}

/**
 * What the publish command does before its sweep: variants, then the pages' list. Publishes are
 * minutes apart, but file times are coarse: two lists written here within one tick of the clock
 * would have one time, so the lists already written are set a minute back first.
 */
async function publish(keys: readonly string[]): Promise<PublishedPhotographs> {
  const lists = (await readdir(folder)).filter((name) => name.startsWith('list-'));
  if (lists.length > 0) await backdate(60_000, ...lists);
  const published = await publishPhotographs(versionShowing(keys), store, folder);
  await writePhotographList(folder, published.photos);
  return published;
}

/** The set's hash a published photograph's files are named by. */
function setOf(published: PublishedPhotographs, key: string): string {
  const path = published.photos[ref(key)]?.avif[0]?.[1] ?? '';
  const hash = /^photographs\/([0-9a-f]{20})-/.exec(path)?.[1];
  if (!hash) throw new Error(`${key} was not published`);
  return hash;
}

async function filesOf(hash: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => name.startsWith(hash)).sort();
}

async function sources(): Promise<string[]> {
  const names = await readdir(join(folder, 'sources'));
  return Promise.all(
    names.map(async (name) => (await readFile(join(folder, 'sources', name), 'utf8')).trim()),
  );
}

/**
 * Sets the time of `names` (all the folder's files and sources when none given) `ago` further
 * back, each from its own: which list is newest stays as it was.
 */
async function backdate(ago: number, ...names: string[]): Promise<void> {
  const all =
    names.length > 0
      ? names
      : [
          ...(await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name),
          ...(await readdir(join(folder, 'sources'))).map((name) => join('sources', name)),
        ];
  for (const name of all) {
    const when = new Date((await lstat(join(folder, name))).mtimeMs - ago);
    await utimes(join(folder, name), when, when);
  }
}

describe('the sweep of uploaded photographs', () => {
  it('removes a dropped photograph once no newest list names it and it is older than an hour', async () => {
    expect(await sweepPhotographs(join(folder, 'not-yet'))).toEqual({ sets: 0, lists: 0, sources: 0 });
    const dropped = setOf(await publish([KEY_A]), KEY_A);
    await backdate(2 * DAY);
    const shown = await publish([KEY_B]);
    await publish([KEY_C]);
    // Its list is still among the newest three: a page of that version may be open somewhere.
    expect(await sweepPhotographs(folder)).toEqual({ sets: 0, lists: 0, sources: 0 });
    expect(await filesOf(dropped)).toHaveLength(5); // description, AVIF and WebP at 320 and 400

    await publish([KEY_B, KEY_C]);
    expect(await sweepPhotographs(folder)).toEqual({ sets: 1, lists: 1, sources: 1 });
    expect(await filesOf(dropped)).toEqual([]);
    expect(await sources()).not.toContain(dropped);
    expect(await filesOf(setOf(shown, KEY_B))).toHaveLength(5);
    expect((await readdir(folder)).filter((name) => name.startsWith('list-'))).toHaveLength(3);
  }, 60_000);

  it('keeps every set a newest list names, however old', async () => {
    const listed = setOf(await publish([KEY_A, KEY_B]), KEY_A);
    await publish([KEY_B]);
    await publish([KEY_C]);
    await backdate(3 * DAY);
    expect((await sweepPhotographs(folder)).sets).toBe(0);
    expect(await filesOf(listed)).toHaveLength(5);

    // One more version, and no list that is kept names it.
    await publish([KEY_B, KEY_C]);
    expect((await sweepPhotographs(folder)).sets).toBe(1);
    expect(await filesOf(listed)).toEqual([]);
  }, 60_000);

  it('keeps a list as new as the last of the newest three, and what it names', async () => {
    const lists = async () => (await readdir(folder)).filter((name) => name.startsWith('list-'));
    const tied = setOf(await publish([KEY_A]), KEY_A);
    const [first] = await lists();
    await publish([KEY_B]);
    const [third] = (await lists()).filter((name) => name !== first);
    await publish([KEY_C]);
    await publish([KEY_B, KEY_C]);
    await backdate(3 * DAY);
    // Two publishes within one tick of the file clock: the first list's time is the third's.
    if (!first || !third) throw new Error('two lists were written');
    const when = (await lstat(join(folder, third))).mtime;
    await utimes(join(folder, first), when, when);

    expect(await sweepPhotographs(folder)).toEqual({ sets: 0, lists: 0, sources: 0 });
    expect(await filesOf(tied)).toHaveLength(5);
    expect(await lists()).toHaveLength(4);
  }, 60_000);

  it('keeps a set younger than an hour that no list names yet (a publish in flight)', async () => {
    await publish([KEY_B]);
    await publish([KEY_C]);
    await publish([KEY_B, KEY_C]);
    const inFlight = setOf(await publishPhotographs(versionShowing([KEY_A]), store, folder), KEY_A);
    expect((await sweepPhotographs(folder)).sets).toBe(0);
    expect(await filesOf(inFlight)).toHaveLength(5);

    await backdate(2 * HOUR, ...(await filesOf(inFlight)));
    expect((await sweepPhotographs(folder)).sets).toBe(1);
    expect(await filesOf(inFlight)).toEqual([]);
  }, 60_000);

  it('keeps a set a publish re-uses, found through sources/ or by its content', async () => {
    const published = await publish([KEY_A]);
    const reused = setOf(published, KEY_A);
    await publish([KEY_B]);
    await publish([KEY_C]);
    await publish([KEY_B, KEY_C]);
    await backdate(2 * DAY);

    // Published again, found through sources/: its description is marked, nothing is downloaded.
    downloads.length = 0;
    await publishPhotographs(versionShowing([KEY_A]), store, folder);
    expect(downloads).toEqual([]);
    expect((await sweepPhotographs(folder)).sets).toBe(0);

    // Made from the same bytes again (no sources/ entry): found by hash and marked too.
    await backdate(2 * DAY);
    expect((await photographVariants(objects.get(KEY_A) ?? Buffer.alloc(0), folder)).encoded).toBe(false);
    expect((await sweepPhotographs(folder)).sets).toBe(0);

    // A version published back re-uses its list, which becomes the newest again.
    await backdate(2 * DAY);
    await writePhotographList(folder, published.photos);
    expect((await sweepPhotographs(folder)).sets).toBe(0);
    expect(await filesOf(reused)).toHaveLength(5);

    // Three later versions, and an hour without a publish naming it: now it goes.
    for (const keys of [[KEY_B], [KEY_C], [KEY_B, KEY_C]]) await publish(keys);
    await backdate(2 * HOUR, ...(await filesOf(reused)));
    // Its list, fourth newest now, stays a day for the pages that name it.
    expect(await sweepPhotographs(folder)).toEqual({ sets: 1, lists: 0, sources: 1 });
    expect(await filesOf(reused)).toEqual([]);
  }, 60_000);

  it('makes a removed photograph again, from Storage, when it is published again', async () => {
    const first = await publish([KEY_A]);
    await publish([KEY_B]);
    await publish([KEY_C]);
    await publish([KEY_B, KEY_C]);
    await backdate(2 * DAY);
    expect(await sweepPhotographs(folder)).toEqual({ sets: 1, lists: 1, sources: 1 });
    expect(await sources()).not.toContain(setOf(first, KEY_A));

    downloads.length = 0;
    const again = await publishPhotographs(versionShowing([KEY_A]), store, folder);
    expect(downloads).toEqual([KEY_A]);
    expect(again.encoded).toBe(1);
    const entry = again.photos[ref(KEY_A)];
    expect(entry).toEqual(first.photos[ref(KEY_A)]);
    for (const [, path] of [...(entry?.avif ?? []), ...(entry?.webp ?? [])])
      expect(existsSync(join(folder, path.slice('photographs/'.length))), path).toBe(true);
    expect(await sources()).toContain(setOf(again, KEY_A));
  }, 60_000);

  it('leaves alone what it did not write: other names, folders, links and what they point at', async () => {
    const unused = setOf(await publish([KEY_A]), KEY_A);
    for (const keys of [[KEY_B], [KEY_C], [KEY_B, KEY_C]]) await publish(keys);
    const hash = 'abcdefabcdefabcdefab';
    const outside = await mkdtemp(join(tmpdir(), 'photograph-sweep-outside-'));
    try {
      await writeFile(join(outside, 'precious.json'), '{}');
      await writeFile(join(outside, 'precious.avif'), 'x');
      const strange = [
        'notes.txt',
        'ABCDEFABCDEFABCDEFAB.json',
        `${hash}-640.avif.bak`,
        `${hash}-640.png`,
        'list-old.json',
        `x${hash}.json`,
      ];
      for (const name of strange) await writeFile(join(folder, name), 'kept');
      await writeFile(join(folder, 'sources', 'README'), 'not a hash');
      await writeFile(join(folder, 'sources', 'other'), '../../precious');
      await mkdir(join(folder, `${hash}-320.webp`));
      await symlink(join(outside, 'precious.json'), join(folder, `${hash}.json`));
      await symlink(join(outside, 'precious.avif'), join(folder, `${hash}-960.avif`));
      await symlink(outside, join(folder, 'list-0123456789abcdef0123.json'));
      await backdate(3 * DAY);
      const old = new Date(Date.now() - 3 * DAY);
      for (const name of ['precious.json', 'precious.avif']) await utimes(join(outside, name), old, old);
      await utimes(join(folder, `${hash}-320.webp`), old, old);
      for (const link of [`${hash}.json`, `${hash}-960.avif`, 'list-0123456789abcdef0123.json'])
        await lutimes(join(folder, link), old, old);

      // The one unused set (and its list and sources/ entry) goes; nothing else does.
      expect(await sweepPhotographs(folder)).toEqual({ sets: 1, lists: 1, sources: 1 });
      expect(await filesOf(unused)).toEqual([]);
      for (const name of [
        ...strange,
        `${hash}-320.webp`,
        `${hash}.json`,
        `${hash}-960.avif`,
        'list-0123456789abcdef0123.json',
        'sources/README',
        'sources/other',
      ])
        expect(existsSync(join(folder, name)), name).toBe(true);
      expect(await readdir(outside)).toEqual(['precious.avif', 'precious.json']);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  }, 60_000);
});
