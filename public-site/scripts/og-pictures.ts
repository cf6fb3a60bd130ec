// Draws the share pictures (og:image) as PNG: the catalogue scene of a tour, a guide or the home
// page, cropped to 1200×630, with its title and the operator's brand on it. Text needs a font on
// the machine: DejaVu Sans (Debian's fonts-dejavu-core, installed by .ci/setup-machine.sh).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { escapeMarkup } from '../src/seo/escape.ts';
import {
  SHARE_PICTURE_HEIGHT as HEIGHT,
  type SharePicture,
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

/**
 * The words of `text`, a word too wide for a line broken after its hyphens ('Kilimandscharo-'):
 * `glued` pieces are followed by the rest of their word, with no space between.
 */
function pieces(text: string, fontSize: number, maxWidth: number): { text: string; glued: boolean }[] {
  return text.split(/\s+/).flatMap((word) => {
    if (textWidth(word, fontSize) <= maxWidth) return [{ text: word, glued: false }];
    const parts = word.split(/(?<=-)/);
    return parts.map((part, i) => ({ text: part, glued: i < parts.length - 1 }));
  });
}

function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let glued = false;
  for (const piece of pieces(text, fontSize, maxWidth)) {
    const last = lines.at(-1);
    const joined = `${last}${glued ? '' : ' '}${piece.text}`;
    if (last !== undefined && textWidth(joined, fontSize) <= maxWidth) lines[lines.length - 1] = joined;
    else lines.push(piece.text);
    glued = piece.glued;
  }
  return lines;
}

/**
 * The largest title size at which the title fits in three lines; a title that fits at none
 * (a long German compound, staff's long title) is drawn smaller until its widest line fits.
 */
function titleLayout(title: string): { fontSize: number; lines: string[] } {
  const maxWidth = WIDTH - 2 * MARGIN;
  for (const fontSize of [68, 60, 52, 46]) {
    const lines = wrap(title, fontSize, maxWidth);
    if (lines.length <= 3 && lines.every((line) => textWidth(line, fontSize) <= maxWidth))
      return { fontSize, lines };
  }
  const lines = wrap(title, 40, maxWidth);
  const widest = Math.max(...lines.map((line) => textWidth(line, 40)));
  return { fontSize: Math.min(40, Math.floor((40 * maxWidth) / widest)), lines };
}

/** The subtitle's size: 32, or smaller for a subtitle wider than the picture. */
function subtitleSize(subtitle: string): number {
  return Math.min(32, Math.floor((32 * (WIDTH - 2 * MARGIN)) / Math.max(1, textWidth(subtitle, 32))));
}

/**
 * The picture as SVG: scene, a shade for contrast, brand badge, title and subtitle. Without the
 * scene (`withScene` false) it is the layer drawn over a photograph.
 */
export function sharePictureSvg(picture: SharePicture, withScene = true): string {
  const { brandName } = picture;
  const scene = withScene
    ? renderScene(sceneForImage(picture.artwork)).replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')
    : '';
  const { fontSize, lines } = titleLayout(picture.title);
  const subtitleFont = subtitleSize(picture.subtitle);
  const subtitleY = HEIGHT - 52;
  const lineHeight = Math.round(fontSize * 1.14);
  const firstLineY = subtitleY - subtitleFont - 22 - (lines.length - 1) * lineHeight;
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
    `<text x="${MARGIN}" y="${subtitleY}" font-family="${FONT}" font-size="${subtitleFont}" fill="#fde68a">${escapeMarkup(picture.subtitle)}</text>`,
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
 * Writes `pictures` under `outDir` (their paths start with 'og/') and returns the files. The
 * pictures are the ones the release's pages name, in every language (the renderer's
 * `sharePicturesOf`). An illustrated scene is an opaque truecolour PNG at zlib's default level:
 * about 70 kB each and 40 ms of a core each (a palette PNG halves the size but quantising takes
 * seconds and bands the skies). Where the operator has a photograph of the picture (`photoFiles`:
 * catalogue picture URL → file), the card is that photograph under the same text, as JPEG
 * (decision 114).
 */
export async function writeSharePictures(
  outDir: string,
  pictures: readonly SharePicture[],
  photoFiles: ReadonlyMap<string, string> = new Map(),
  { onlyMissing = false }: { onlyMissing?: boolean } = {},
): Promise<string[]> {
  if (process.platform === 'linux' && !existsSync(FONT_FILE)) {
    throw new Error(`${FONT_FILE} is missing: install fonts-dejavu-core (bash .ci/setup-machine.sh)`);
  }
  // A tour's card is named by what is drawn on it (share-pictures.ts): one that exists is current.
  const toDraw = pictures.filter((picture) => !onlyMissing || !existsSync(join(outDir, picture.path)));
  return Promise.all(
    toDraw.map(async (picture) => {
      const file = join(outDir, picture.path);
      const photo = photoFiles.get(picture.artwork);
      const bytes = photo
        ? await photoCard(photo, sharePictureSvg(picture, false))
        : await sharp(Buffer.from(sharePictureSvg(picture)))
            .removeAlpha()
            .png({ compressionLevel: 6 })
            .toBuffer();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return file;
    }),
  );
}
