// The photographs staff upload (issue 38, decision 196): what a catalogue publish makes of a
// `photographs/<key>` picture. The same encoding as the build's photographs (decision 114: AVIF
// and WebP at the layout widths, the orientation applied, no metadata, a blurred placeholder),
// kept in a folder of their own and named by content, so a file's URL can be cached for good and
// a photograph published again is not encoded again. Storage holds whatever was uploaded (hosted
// Storage does not read the bytes), so the size is checked here, from the header, before any
// pixel is decoded.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PhotoEntry } from '../src/photos/photo-manifest.ts';
import { encode, PIPELINE_VERSION } from './photo-pipeline.ts';

/** The largest picture taken, as supabase/local's upload check (decision 191). */
export const MAX_PHOTOGRAPH_PIXELS = 40_000_000;
/** The variants' folder under the public-site's published base (and its URL path there). */
export const PHOTOGRAPH_VARIANTS_PATH = 'photographs';
/** Leftovers of a publish killed midway older than this are removed by the next one. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** A photograph the pipeline will not make variants of, with the reason in words. */
export class PhotographRefused extends Error {}

export interface PhotographVariants {
  /** The content hash the files are named by (source bytes and pipeline settings). */
  readonly hash: string;
  /** Sizes, placeholder and files (paths under the public-site's base: 'photographs/…'). */
  readonly entry: PhotoEntry;
  /** False when the set was already there (nothing was decoded). */
  readonly encoded: boolean;
}

/** Writes `text` to `file` through a temporary file and a rename: never half a file. */
export async function writeFileWhole(file: string, text: string): Promise<void> {
  const staged = `${file}.${process.pid}.tmp`;
  await writeFile(staged, text);
  await rename(staged, file);
}

/** A set's name: the first 20 hex digits of its content hash. */
export const SET_HASH = /^[0-9a-f]{20}$/;

/**
 * A set's description, its time set to now: the sweep (photograph-sweep.ts) leaves a set alone
 * whose description is younger than an hour, so a publish naming it (maybe in another process)
 * keeps its files. Null when the description is gone (the sweep took it): the set is then made
 * again, never used half removed.
 */
export async function usedSet(described: string): Promise<PhotoEntry | null> {
  try {
    const now = new Date();
    await utimes(described, now, now);
    return JSON.parse(await readFile(described, 'utf8')) as PhotoEntry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The picture's size from its header; refuses what is not a picture or is over the limit. */
export async function checkedPhotographSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new PhotographRefused('The file is not a picture the site can read (JPEG, PNG, WebP or AVIF)');
  }
  if (!width || !height) throw new PhotographRefused('The picture does not say how large it is');
  if (width * height > MAX_PHOTOGRAPH_PIXELS)
    throw new PhotographRefused(
      `The picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); at most ${MAX_PHOTOGRAPH_PIXELS / 1e6} megapixels are taken`,
    );
  return { width, height };
}

/** Removes temporary files a killed publish left behind (old enough not to be another's). */
async function sweepTemporary(folder: string): Promise<void> {
  const temporary = join(folder, '.tmp');
  if (!existsSync(temporary)) return;
  const now = Date.now();
  for (const name of await readdir(temporary)) {
    const path = join(temporary, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > STALE_TEMPORARY_MS) await rm(path, { recursive: true, force: true });
  }
}

/**
 * The variants of one photograph in `folder`: made now, or found by the content's hash. The files
 * are encoded into a temporary folder, renamed into place one by one, and the set's description
 * (`<hash>.json`) is written last, so a set without it is never used and is made again.
 */
export async function photographVariants(bytes: Buffer, folder: string): Promise<PhotographVariants> {
  const hash = createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 20);
  const described = join(folder, `${hash}.json`);
  const found = await usedSet(described);
  if (found) return { hash, entry: found, encoded: false };

  await checkedPhotographSize(bytes);
  await mkdir(join(folder, '.tmp'), { recursive: true });
  await sweepTemporary(folder);
  const partial = join(folder, '.tmp', `${hash}-${process.pid}`);
  await rm(partial, { recursive: true, force: true });
  let made: PhotoEntry;
  try {
    made = await encode(bytes, partial, MAX_PHOTOGRAPH_PIXELS);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // The header passed, the pixels did not (a cut file, a header that lies).
    throw new PhotographRefused(`The picture could not be decoded: ${(error as Error).message}`);
  }
  const place = async ([width, file]: readonly [number, string]): Promise<[number, string]> => {
    const name = `${hash}-${file}`;
    await rename(join(partial, file), join(folder, name));
    return [width, `${PHOTOGRAPH_VARIANTS_PATH}/${name}`];
  };
  const entry: PhotoEntry = {
    ...made,
    avif: await Promise.all(made.avif.map(place)),
    webp: await Promise.all(made.webp.map(place)),
  };
  await writeFileWhole(described, JSON.stringify(entry));
  await rm(partial, { recursive: true, force: true });
  return { hash, entry, encoded: true };
}

/** The file on disk of a variant path ('photographs/<name>') inside `folder`. */
export function variantFile(folder: string, path: string): string {
  return join(folder, path.slice(PHOTOGRAPH_VARIANTS_PATH.length + 1));
}
