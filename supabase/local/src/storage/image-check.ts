// What an uploaded picture really is, read from its first bytes rather than from what the client
// says (decision 191): the format from its signature and the size in pixels from its header, never
// decoding a pixel, so a hostile file costs the server a few kilobytes of reading. Used for buckets
// that take only images: a file that is not one, one whose bytes say another type than it claims,
// one past the pixel limit (decompression bombs announce their size in the header), or an SVG that
// could run script is refused with a message that says which.

export interface ImageFacts {
  mimeType: string;
  width: number;
  height: number;
}

export type ImageVerdict =
  | { ok: true; facts: ImageFacts }
  | { ok: false; reason: 'type' | 'pixels' | 'svg'; message: string };

const NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
};

const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

function png(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.readUInt32BE(4) !== 0x0d0a1a0a)
    return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { mimeType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpeg(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] as number;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame)
      return { mimeType: 'image/jpeg', height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    if (marker === 0xda || marker === 0xd9) return null;
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}

function webp(bytes: Buffer): ImageFacts | null {
  if (
    bytes.length < 30 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WEBP'
  )
    return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ')
    return {
      mimeType: 'image/webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { mimeType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return {
      mimeType: 'image/webp',
      width: bytes.readUIntLE(24, 3) + 1,
      height: bytes.readUIntLE(27, 3) + 1,
    };
  return null;
}

function avif(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands: string[] = [];
  for (let i = 8; i + 4 <= boxSize; i += 4) brands.push(bytes.toString('latin1', i, i + 4));
  if (!brands.includes('avif') && !brands.includes('avis')) return null;
  // The largest `ispe` (image spatial extent) in the header: a grid's whole, not one tile.
  const head = bytes.subarray(0, Math.min(bytes.length, 256 * 1024));
  let width = 0;
  let height = 0;
  for (
    let at = head.indexOf('ispe');
    at !== -1 && at + 16 <= head.length;
    at = head.indexOf('ispe', at + 4)
  ) {
    const w = head.readUInt32BE(at + 8);
    const h = head.readUInt32BE(at + 12);
    if (w * h > width * height) {
      width = w;
      height = h;
    }
  }
  return width > 0 && height > 0 ? { mimeType: 'image/avif', width, height } : null;
}

function gif(bytes: Buffer): ImageFacts | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return null;
  return { mimeType: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

/** Anything in an SVG that can run script or fetch from elsewhere. */
const SVG_ACTIVE =
  /<script|<foreignobject|<iframe|<embed|<object|<handler|\son[a-z]+\s*=|javascript:|data:text\/html|(?:xlink:)?href\s*=\s*["']?\s*(?!#)[a-z]+:/i;

/** What the bytes are, with their size in pixels; null when they are no picture we know. */
export function sniffImage(bytes: Buffer): ImageFacts | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? avif(bytes) ?? gif(bytes);
}

/** Checks an upload that claims `declared` against its bytes and the pixel limit. */
export function checkImage(bytes: Buffer, declared: string, maxPixels: number): ImageVerdict {
  const claimed = ALIASES[declared] ?? declared;
  const claimedName = NAMES[claimed] ?? claimed;
  if (isSvg(bytes)) {
    if (claimed !== 'image/svg+xml')
      return {
        ok: false,
        reason: 'type',
        message: `The file says it is ${claimedName} but it is an SVG drawing`,
      };
    if (SVG_ACTIVE.test(bytes.toString('utf8')))
      return {
        ok: false,
        reason: 'svg',
        message: 'The SVG contains script or links to other sites, which a picture may not',
      };
    return { ok: true, facts: { mimeType: 'image/svg+xml', width: 0, height: 0 } };
  }
  const facts = sniffImage(bytes);
  if (!facts)
    return {
      ok: false,
      reason: 'type',
      message: 'The file is not a picture: its bytes are not JPEG, PNG, WebP, AVIF or GIF',
    };
  if (facts.mimeType !== claimed) {
    const actual = NAMES[facts.mimeType] ?? facts.mimeType;
    return {
      ok: false,
      reason: 'type',
      message: `The file says it is ${claimedName} but its bytes are ${actual}`,
    };
  }
  if (facts.width === 0 || facts.height === 0)
    return { ok: false, reason: 'type', message: 'The picture has no width or height' };
  const pixels = facts.width * facts.height;
  if (pixels > maxPixels) {
    const mp = (n: number) => Math.round(n / 1e5) / 10;
    return {
      ok: false,
      reason: 'pixels',
      message: `The picture is ${facts.width} × ${facts.height} pixels (${mp(pixels)} megapixels); at most ${mp(maxPixels)} megapixels are taken`,
    };
  }
  return { ok: true, facts };
}
