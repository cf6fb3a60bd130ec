// The operator's photographs (decision 114): a file in the photo folder named by a catalogue
// picture id replaces that picture's illustration. For each one this makes AVIF and WebP at the
// widths the layouts use (never wider than the original), with the original's proportions, no
// metadata (sharp writes none unless asked: no EXIF, no GPS) and a tiny blurred placeholder.
// Results are cached by the source's content, so an unchanged photograph is not encoded again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoEntry,
  type PhotoManifest,
  photoIdOf,
} from '../src/photos/photo-manifest.ts';

/** File types the operator may drop in the folder (any case). */
const SOURCE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** Changes whenever the output would (settings, widths, formats): old cache entries then miss. */
export const PIPELINE_VERSION = `4:${PHOTO_WIDTHS.join(',')}:avif50-420:webp72:ph16`;
const PLACEHOLDER_WIDTH = 16;

export interface PhotoSource {
  /** The catalogue picture id the file is named for, e.g. 'tours/tarangire-safari/hero'. */
  readonly id: string;
  readonly file: string;
}

/** Every photograph in `dir` (recursively), by the id its path names. Other files are ignored. */
export async function listPhotoSources(dir: string): Promise<PhotoSource[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const path = relative(dir, file).split(sep).join('/');
      return { id: path.slice(0, -extname(path).length), file };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The edit distance between two ids, for suggesting the id a misspelt file meant. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The catalogue id closest to `id`, if it is close enough to be what was meant. */
export function nearestId(id: string, ids: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of ids) {
    const d = distance(id, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== null && bestDistance <= Math.max(3, Math.floor(id.length / 4)) ? best : null;
}

export interface PhotoMatch {
  readonly matched: PhotoSource[];
  /** Photographs that name no catalogue picture (a typo, or a picture the catalogue dropped). */
  readonly unknown: { source: PhotoSource; suggestion: string | null }[];
  /** A picture id with two files (e.g. hero.jpg and hero.png): the first is used. */
  readonly duplicates: PhotoSource[];
  /** Catalogue picture ids still shown as illustrations. */
  readonly illustrated: string[];
}

/** Sorts the folder's files against the catalogue's picture URLs. */
export function matchPhotos(sources: readonly PhotoSource[], pictureUrls: readonly string[]): PhotoMatch {
  const ids = pictureUrls.map(photoIdOf).filter((id): id is string => id !== null);
  const known = new Set(ids);
  const matched: PhotoSource[] = [];
  const duplicates: PhotoSource[] = [];
  const unknown: PhotoMatch['unknown'] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    if (!known.has(source.id)) unknown.push({ source, suggestion: nearestId(source.id, ids) });
    else if (seen.has(source.id)) duplicates.push(source);
    else {
      seen.add(source.id);
      matched.push(source);
    }
  }
  return { matched, unknown, duplicates, illustrated: ids.filter((id) => !seen.has(id)) };
}

/** The widths made for a photograph `width` pixels wide: each layout width it can fill. */
export function widthsFor(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w < width);
  return widths.length === PHOTO_WIDTHS.length
    ? widths
    : [...widths, Math.min(width, PHOTO_WIDTHS.at(-1) ?? width)];
}

/**
 * What one photograph's content becomes: its manifest entry, with each variant's file named inside
 * its cache folder ('640.avif'). Two pictures with the same photograph share the encoding.
 * `maxPixels` refuses a larger picture before its pixels are decoded (sharp reads the header).
 */
export async function encode(bytes: Buffer, dir: string, maxPixels?: number): Promise<PhotoEntry> {
  // Decoded once and turned upright (the camera's orientation applied); every size is made from
  // these pixels, which carry no metadata.
  const oriented = await sharp(bytes, maxPixels === undefined ? {} : { limitInputPixels: maxPixels })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = oriented.info;
  const pixels = () => sharp(oriented.data, { raw: { width, height, channels } });
  await mkdir(dir, { recursive: true });
  const variants: Record<(typeof PHOTO_FORMATS)[number], [number, string][]> = { avif: [], webp: [] };
  for (const w of widthsFor(width)) {
    const resized = pixels().resize({ width: w, withoutEnlargement: true });
    for (const format of PHOTO_FORMATS) {
      const file = `${w}.${format}`;
      const out =
        format === 'avif'
          ? await resized.clone().avif({ quality: 50, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer()
          : await resized.clone().webp({ quality: 72 }).toBuffer();
      await writeFile(join(dir, file), out);
      variants[format].push([w, file]);
    }
  }
  const tiny = await pixels().resize({ width: PLACEHOLDER_WIDTH }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return {
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    avif: variants.avif,
    webp: variants.webp,
  };
}

export interface BuildPhotosOptions {
  readonly sources: readonly PhotoSource[];
  /** Where encoded photographs are kept between builds (keyed by content). */
  readonly cacheDir: string;
  /** The build folder: files go to `<outDir>/photos/…`, the manifest to `<outDir>/photos/manifest.json`. */
  readonly outDir: string;
}

export interface BuildPhotosResult {
  readonly manifest: PhotoManifest;
  /** How many photographs were encoded now (the rest came from the cache). */
  readonly encoded: number;
}

/** Encodes (or takes from the cache) every matched photograph and writes them and the manifest. */
export async function buildPhotos({
  sources,
  cacheDir,
  outDir,
}: BuildPhotosOptions): Promise<BuildPhotosResult> {
  const manifest: PhotoManifest = {};
  const photosDir = join(outDir, 'photos');
  await rm(photosDir, { recursive: true, force: true });
  await mkdir(photosDir, { recursive: true });
  let encoded = 0;
  for (const source of sources) {
    const bytes = await readFile(source.file);
    const key = createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex');
    const entryDir = join(cacheDir, key.slice(0, 2), key);
    const cached = join(entryDir, 'entry.json');
    let entry: PhotoEntry;
    if (existsSync(cached)) {
      entry = JSON.parse(await readFile(cached, 'utf8')) as PhotoEntry;
    } else {
      // Written beside, then renamed: a build killed midway leaves no half entry behind.
      const partial = `${entryDir}.partial-${process.pid}`;
      await rm(partial, { recursive: true, force: true });
      entry = await encode(bytes, partial);
      await writeFile(join(partial, 'entry.json'), JSON.stringify(entry));
      await rm(entryDir, { recursive: true, force: true });
      await mkdir(dirname(entryDir), { recursive: true });
      await rename(partial, entryDir);
      encoded++;
    }
    // Published as <id>.<content hash>-<width>.<format>: a new photograph is a new URL, so
    // the files can be cached for good.
    const publish = async ([w, file]: readonly [number, string]): Promise<[number, string]> => {
      const name = `${source.id}.${key.slice(0, 10)}-${file}`;
      await mkdir(dirname(join(photosDir, name)), { recursive: true });
      await copyFile(join(entryDir, file), join(photosDir, name));
      return [w, `photos/${name}`];
    };
    manifest[source.id] = {
      ...entry,
      avif: await Promise.all(entry.avif.map(publish)),
      webp: await Promise.all(entry.webp.map(publish)),
    };
  }
  await writeFile(join(photosDir, 'manifest.json'), JSON.stringify(manifest));
  return { manifest, encoded };
}

/** The operator's photo folder: `photos/` at the repository's root, or PHOTOS_DIR. */
export function photosFolder(): string {
  return process.env.PHOTOS_DIR ?? join(import.meta.dirname, '..', '..', 'photos');
}

/** The catalogue pictures that have a photograph in `dir`: picture URL → photograph file. */
export async function photographedPictures(
  dir: string,
  pictureUrls: readonly string[],
): Promise<Map<string, string>> {
  const { matched } = matchPhotos(await listPhotoSources(dir), pictureUrls);
  const files = new Map(matched.map((source) => [source.id, source.file]));
  const pictures = new Map<string, string>();
  for (const url of pictureUrls) {
    const id = photoIdOf(url);
    const file = id ? files.get(id) : undefined;
    if (file) pictures.set(url, file);
  }
  return pictures;
}

/** What `pnpm check:photos` prints: the pictures still illustrated and the files that match none. */
export function photoReport(match: PhotoMatch, folder: string): { text: string; ok: boolean } {
  const total = match.matched.length + match.illustrated.length;
  const lines = [`Photographs in ${folder}: ${match.matched.length} of ${total} catalogue pictures.`];
  if (match.illustrated.length > 0) {
    lines.push(
      '',
      `Still shown as illustrations (${match.illustrated.length}); add <id>.jpg, .png or .webp:`,
    );
    for (const id of match.illustrated) lines.push(`  ${id}`);
  }
  if (match.unknown.length > 0) {
    lines.push('', `Photographs that match no picture id (${match.unknown.length}); the build refuses them:`);
    for (const { source, suggestion } of match.unknown)
      lines.push(`  ${source.file}${suggestion ? `  → did you mean ${suggestion}?` : ''}`);
  }
  if (match.duplicates.length > 0) {
    lines.push('', 'A second file for the same picture (only the first is used):');
    for (const source of match.duplicates) lines.push(`  ${source.file}`);
  }
  return { text: lines.join('\n'), ok: match.unknown.length === 0 && match.duplicates.length === 0 };
}
