// Draws the share pictures (og:image) as PNG: the catalogue scene of a tour, a guide or the home
// page, cropped to 1200×630, with its title and the operator's brand on it. Text needs a font on
// the machine: DejaVu Sans (Debian's fonts-dejavu-core, installed by .ci/setup-machine.sh).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Tour } from '@safari/shared-domain/catalogue';
import sharp from 'sharp';
import { escapeMarkup } from '../src/seo/escape.ts';
import {
  SHARE_PICTURE_HEIGHT as HEIGHT,
  photographedAs,
  type SharePicture,
  sharePictures,
  SHARE_PICTURE_WIDTH as WIDTH,
} from '../src/seo/share-pictures.ts';
import { sceneForImage } from './artwork-catalogue.ts';
import { renderScene } from './artwork-scenes.ts';

const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";
const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const MARGIN = 60;
/** The scenes are 1200×800: keep the lower 630 rows, where the land and the animals are. */
const SCENE_TOP = 120;

/** A rough width of bold DejaVu Sans text, in ems: enough to wrap lines and size the badge. */
function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text)
    ems += ch === ' ' ? 0.35 : /[A-Z0-9&]/.test(ch) ? 0.76 : /[iljt.,'’:-]/.test(ch) ? 0.4 : 0.68;
  return ems * fontSize;
}

function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest title size at which the title fits in three lines. */
function titleLayout(title: string): { fontSize: number; lines: string[] } {
  const maxWidth = WIDTH - 2 * MARGIN;
  for (const fontSize of [68, 60, 52, 46]) {
    const lines = wrap(title, fontSize, maxWidth);
    if (lines.length <= 3 && lines.every((line) => textWidth(line, fontSize) <= maxWidth))
      return { fontSize, lines };
  }
  return { fontSize: 40, lines: wrap(title, 40, maxWidth) };
}

/**
 * The picture as SVG: scene, a shade for contrast, brand badge, title and subtitle. Without the
 * scene (`withScene` false) it is the layer drawn over a photograph.
 */
export function sharePictureSvg(picture: SharePicture, brandName: string, withScene = true): string {
  const scene = withScene
    ? renderScene(sceneForImage(picture.artwork)).replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')
    : '';
  const { fontSize, lines } = titleLayout(picture.title);
  const subtitleSize = 32;
  const subtitleY = HEIGHT - 52;
  const lineHeight = Math.round(fontSize * 1.14);
  const firstLineY = subtitleY - subtitleSize - 22 - (lines.length - 1) * lineHeight;
  const badgeSize = 28;
  const badgeWidth = Math.round(textWidth(brandName, badgeSize) + 44);
  const titleLines = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${firstLineY + i * lineHeight}">${escapeMarkup(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs><linearGradient id="og-shade" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#1c1208" stop-opacity="0"/><stop offset=".45" stop-color="#1c1208" stop-opacity=".76"/>',
    '<stop offset="1" stop-color="#1c1208" stop-opacity=".9"/></linearGradient></defs>',
    withScene
      ? `<svg x="0" y="0" width="${WIDTH}" height="${HEIGHT}" viewBox="0 ${SCENE_TOP} ${WIDTH} ${HEIGHT}">${scene}</svg>`
      : '',
    `<rect y="${Math.min(firstLineY - fontSize - 90, HEIGHT - 340)}" width="${WIDTH}" height="${HEIGHT}" fill="url(#og-shade)"/>`,
    // The brand as a badge, unless the title is the brand already (the site's picture).
    picture.title === brandName
      ? ''
      : `<rect x="${MARGIN - 12}" y="40" width="${badgeWidth}" height="56" rx="28" fill="#1c1208" fill-opacity=".78"/>` +
        `<text x="${MARGIN + 10}" y="78" font-family="${FONT}" font-weight="bold" font-size="${badgeSize}" fill="#fde68a">${escapeMarkup(brandName)}</text>`,
    `<text font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff" stroke="#1c1208" stroke-opacity=".5" stroke-width="6" paint-order="stroke">${titleLines}</text>`,
    `<text x="${MARGIN}" y="${subtitleY}" font-family="${FONT}" font-size="${subtitleSize}" fill="#fde68a">${escapeMarkup(picture.subtitle)}</text>`,
    '</svg>',
  ].join('');
}

/** A photograph cropped to the card (the middle of it), the text layer over it, as JPEG. */
async function photoCard(photoFile: string, overlay: string): Promise<Buffer> {
  const background = await sharp(photoFile).rotate().resize(WIDTH, HEIGHT, { fit: 'cover' }).toBuffer();
  return sharp(background)
    .composite([{ input: Buffer.from(overlay) }])
    .removeAlpha()
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * Writes every share picture under `outDir` (their paths start with 'og/') and returns the files.
 * An illustrated scene is an opaque truecolour PNG at zlib's default level: about 70 kB each and
 * half a second for all of them (a palette PNG halves the size but quantising takes seconds and
 * bands the skies). Where the operator has a photograph of the picture (`photoFiles`: catalogue
 * picture URL → file), the card is that photograph under the same text, as JPEG (decision 114).
 */
export async function writeSharePictures(
  outDir: string,
  brand: { brandName: string; tagline: string },
  tours: readonly Tour[],
  photoFiles: ReadonlyMap<string, string> = new Map(),
  { onlyMissing = false }: { onlyMissing?: boolean } = {},
): Promise<string[]> {
  if (process.platform === 'linux' && !existsSync(FONT_FILE)) {
    throw new Error(`${FONT_FILE} is missing: install fonts-dejavu-core (bash .ci/setup-machine.sh)`);
  }
  const pictures = sharePictures(brand, tours, (url) => photographedAs(url, photoFiles.get(url))).filter(
    // A tour's card is named by what is drawn on it (share-pictures.ts): one that exists is current.
    (picture) => !onlyMissing || !existsSync(join(outDir, picture.path)),
  );
  return Promise.all(
    pictures.map(async (picture) => {
      const file = join(outDir, picture.path);
      const photo = photoFiles.get(picture.artwork);
      const bytes = photo
        ? await photoCard(photo, sharePictureSvg(picture, brand.brandName, false))
        : await sharp(Buffer.from(sharePictureSvg(picture, brand.brandName)))
            .removeAlpha()
            .png({ compressionLevel: 6 })
            .toBuffer();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return file;
    }),
  );
}
