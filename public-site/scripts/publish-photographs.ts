// The uploaded photographs a catalogue version uses, made ready for its pages (issue 38,
// decision 196). Run by the publish command before it renders: every `photographs/<key>` picture
// of the version's tours is read from Storage with storage-js (supabase/local's /storage/v1 or the
// hosted project: the same client and calls) as the service role, since the bucket is private
// (originals keep a camera's GPS; only staff and this command read them), its variants made or found by content
// (photograph-variants.ts), and its alt text read from `public.photographs`. The page renderer
// gets them as manifest entries named by the picture value, exactly like the build's photographs.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PHOTOGRAPHS_BUCKET,
  photographKey,
  photographRefsOf,
  type Tour,
} from '@safari/shared-domain/catalogue';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { PhotoManifest } from '../src/photos/photo-manifest.ts';
import {
  PHOTOGRAPH_VARIANTS_PATH,
  PhotographRefused,
  photographVariants,
  SET_HASH,
  usedSet,
  variantFile,
  writeFileWhole,
} from './photograph-variants.ts';

/** Where the photographs come from: Storage and `public.photographs`, or a test's stand-in. */
export interface PhotographStore {
  /** The alt text of each photograph named (null until staff give it); absent when there is no row. */
  altTexts(keys: readonly string[]): Promise<Map<string, string | null>>;
  /** The object's version (it changes with every upload to the key), or null when there is none. */
  version(key: string): Promise<string | null>;
  download(key: string): Promise<Buffer>;
}

/**
 * Storage and the photographs table of a project, through supabase-js with the project's service
 * role key: the photographs bucket is private, so no other key reads an original.
 */
export function projectPhotographs(endpoint: { url: string; serviceRoleKey: string }): PhotographStore {
  const client = createClient(endpoint.url, endpoint.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket, which supabase-js asks for when it is made (Realtime is not used).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const bucket = client.storage.from(PHOTOGRAPHS_BUCKET);
  return {
    async altTexts(keys) {
      const alts = new Map<string, string | null>();
      if (keys.length === 0) return alts;
      const { data, error } = await client
        .from('photographs')
        .select('key, alt_text')
        .in('key', [...keys]);
      if (error) throw new Error(`The photographs could not be read: ${error.message}`);
      for (const row of data as { key: string; alt_text: string | null }[]) alts.set(row.key, row.alt_text);
      return alts;
    },
    async version(key) {
      const { data, error } = await bucket.info(key);
      if (!error) return data.version ?? null;
      const { status, statusCode } = error as { status?: number; statusCode?: string };
      if (status === 404 || statusCode === '404') return null;
      throw new Error(`${key} could not be looked up in Storage: ${error.message}`);
    },
    async download(key) {
      const { data, error } = await bucket.download(key);
      if (error || !data) throw new Error(`${key} could not be downloaded: ${error?.message ?? 'no body'}`);
      return Buffer.from(await data.arrayBuffer());
    },
  };
}

export interface PublishedPhotographs {
  /** Manifest entries by picture value ('photographs/<key>'), alt text included. */
  readonly photos: PhotoManifest;
  /** Picture value → the largest variant's file, for the share cards drawn from it. */
  readonly files: Map<string, string>;
  /** How many were encoded now (the rest were already made). */
  readonly encoded: number;
  /** Pictures left out, with the reason: they show the stand-in picture. */
  readonly refused: { picture: string; reason: string }[];
}

/**
 * Makes the variants of every uploaded photograph `tours` use, in `folder`. A photograph that
 * cannot be used (missing, not a picture, over 40 megapixels, no alt text) is left out with its
 * reason rather than stopping the publish: the rest of the catalogue (a price, a date) still goes
 * out, and the page shows the stand-in picture there.
 */
export async function publishPhotographs(
  tours: readonly Tour[],
  store: PhotographStore,
  folder: string,
): Promise<PublishedPhotographs> {
  const refs = photographRefsOf(tours);
  const photos: Record<string, PhotoManifest[string]> = {};
  const files = new Map<string, string>();
  const refused: PublishedPhotographs['refused'] = [];
  if (refs.length === 0) return { photos, files, encoded: 0, refused };
  await mkdir(join(folder, 'sources'), { recursive: true });
  const alts = await store.altTexts(refs.map(photographKey));
  let encoded = 0;
  for (const picture of refs) {
    const key = photographKey(picture);
    const alt = alts.get(key);
    if (!alt) {
      refused.push({ picture, reason: alts.has(key) ? 'it has no alt text' : 'no such photograph' });
      continue;
    }
    const version = await store.version(key);
    if (!version) {
      refused.push({ picture, reason: 'its file is not in Storage' });
      continue;
    }
    // The content hash of the bytes this version of the object had: a photograph published again
    // is neither downloaded nor encoded again.
    const seen = join(folder, 'sources', `${key}.${version.replace(/[^\w-]/g, '')}`);
    const known = existsSync(seen) ? (await readFile(seen, 'utf8')).trim() : '';
    let entry = SET_HASH.test(known) ? await usedSet(join(folder, `${known}.json`)) : null;
    if (!entry) {
      // A download that fails stops the publish (the old pages keep serving and it is tried
      // again); bytes that are no usable picture leave this one picture out.
      const bytes = await store.download(key);
      try {
        const made = await photographVariants(bytes, folder);
        if (made.encoded) encoded++;
        await writeFileWhole(seen, made.hash);
        entry = made.entry;
      } catch (error) {
        if (!(error instanceof PhotographRefused)) throw error;
        refused.push({ picture, reason: error.message });
        continue;
      }
    }
    photos[picture] = { ...entry, alt };
    const largest = entry.webp.at(-1);
    if (largest) files.set(picture, variantFile(folder, largest[1]));
  }
  return { photos, files, encoded, refused };
}

/**
 * Writes the whole list of photographs the pages may show (the build's and the uploaded ones)
 * into `folder`, named by its content, and returns its path under the public-site's base. Pages
 * name it, so a browser fetches the list of the version it was shown, never a stale one.
 */
export async function writePhotographList(folder: string, photos: PhotoManifest): Promise<string> {
  const text = JSON.stringify(photos);
  const name = `list-${createHash('sha256').update(text).digest('hex').slice(0, 20)}.json`;
  await mkdir(folder, { recursive: true });
  const file = join(folder, name);
  // A list used again (a version published back) counts as the newest for the sweep.
  if (existsSync(file)) {
    const now = new Date();
    await utimes(file, now, now);
  } else await writeFileWhole(file, text);
  return `${PHOTOGRAPH_VARIANTS_PATH}/${name}`;
}
