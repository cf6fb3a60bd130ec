// Photographs made for tests and benchmarks (issue 17): a sky, the sun and a hill, so the encoders
// have something to keep. `grain` adds colour noise at three scales, which survives downscaling
// as a real photograph's detail does: 1 makes a 960 px AVIF about twice a real photograph's size,
// a worst case for the page's weight.
import { execFile } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { REPO } from '../scripts/built-site.ts';

/** The camera make written into the EXIF of a photograph made with `gps`. */
export const TEST_CAMERA = 'SafariCam';

export interface PhotographOptions {
  /** Write a camera make and a GPS position into the EXIF (the build must drop them). */
  gps?: boolean;
  /** 0 (smooth, default) to 1 (heavy grain). */
  grain?: number;
}

async function grainLayer(width: number, height: number, cells: number, amplitude: number) {
  const w = Math.max(1, Math.round(width / cells));
  const h = Math.max(1, Math.round(height / cells));
  const data = Buffer.alloc(w * h * 3);
  for (let i = 0; i < data.length; i++) data[i] = 128 + Math.round((Math.random() * 2 - 1) * amplitude);
  return sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

/** Writes `<folder>/<id>.jpg`, `width` × `height`. */
export async function writePhotograph(
  folder: string,
  id: string,
  width: number,
  height: number,
  { gps = false, grain = 0 }: PhotographOptions = {},
): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#f2a65a"/><stop offset="1" stop-color="#7a9cc6"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height / 8}" fill="#fff3c4"/>
    <ellipse cx="${width / 2}" cy="${height}" rx="${width * 0.8}" ry="${height * 0.35}" fill="#6b5a2e"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (grain > 0) {
    const layers = await Promise.all([
      grainLayer(width, height, 20, 60 * grain),
      grainLayer(width, height, 5, 50 * grain),
      grainLayer(width, height, 2, 30 * grain),
    ]);
    image = sharp(
      await image.composite(layers.map((input) => ({ input, blend: 'overlay' as const }))).toBuffer(),
    );
  }
  if (gps)
    image = image.withExif({
      IFD0: { Make: TEST_CAMERA },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '2/1 20/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '34/1 50/1 0/1',
      },
    });
  const file = join(folder, `${id}.jpg`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await image.jpeg({ quality: 85 }).toBuffer());
  return file;
}

/**
 * A site folder for `SITE_DIR`: the public-site built with the photographs in `photos` into
 * `<site>/public-site/dist`, beside the repository's built shell and admin-app.
 */
export async function buildSiteWithPhotographs(photos: string, site: string): Promise<void> {
  await promisify(execFile)('pnpm', ['--dir', REPO, '--filter', '@safari/public-site', 'build'], {
    env: { ...process.env, PHOTOS_DIR: photos, PUBLIC_SITE_OUT_DIR: join(site, 'public-site', 'dist') },
    maxBuffer: 64 * 1024 * 1024,
  });
  await symlink(join(REPO, 'shell'), join(site, 'shell'));
  await symlink(join(REPO, 'admin-app'), join(site, 'admin-app'));
}
