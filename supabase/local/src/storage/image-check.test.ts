import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImage, sniffImage } from './image-check.ts';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', 'test-fixtures', 'images', name));
const LIMIT = 40_000_000;

/** A PNG whose header announces `width` × `height` (a decompression bomb's shape), no pixel data. */
function pngAnnouncing(width: number, height: number): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head[24] = 8;
  head[25] = 2;
  return head;
}

describe('what an upload really is', () => {
  it.each([
    ['camera-gps.jpg', 'image/jpeg'],
    ['small.png', 'image/png'],
    ['small.webp', 'image/webp'],
    ['small.avif', 'image/avif'],
  ])('%s is %s, 64 × 48, past a camera’s EXIF block', (name, type) => {
    expect(sniffImage(fixture(name))).toEqual({ mimeType: type, width: 64, height: 48 });
    expect(checkImage(fixture(name), type, LIMIT).ok).toBe(true);
  });

  it('takes image/jpg as JPEG', () => {
    expect(checkImage(fixture('camera-gps.jpg'), 'image/jpg', LIMIT).ok).toBe(true);
  });

  it('refuses what is not a picture, saying so', () => {
    expect(checkImage(Buffer.from('%PDF-1.7 not a photo'), 'image/jpeg', LIMIT)).toEqual({
      ok: false,
      reason: 'type',
      message: 'The file is not a picture: its bytes are not JPEG, PNG, WebP, AVIF or GIF',
    });
    expect(checkImage(Buffer.alloc(0), 'image/png', LIMIT).ok).toBe(false);
    expect(checkImage(fixture('camera-gps.jpg').subarray(0, 40), 'image/jpeg', LIMIT).ok).toBe(false);
  });

  it('refuses a picture that lies about its type', () => {
    expect(checkImage(fixture('small.png'), 'image/jpeg', LIMIT)).toEqual({
      ok: false,
      reason: 'type',
      message: 'The file says it is JPEG but its bytes are PNG',
    });
  });

  it('refuses 20,000 × 20,000 pixels and a bomb announcing more than it weighs', () => {
    const verdict = checkImage(pngAnnouncing(20_000, 20_000), 'image/png', LIMIT);
    expect(verdict).toEqual({
      ok: false,
      reason: 'pixels',
      message: 'The picture is 20000 × 20000 pixels (400 megapixels); at most 40 megapixels are taken',
    });
    expect(checkImage(pngAnnouncing(0xffffffff, 0xffffffff), 'image/png', LIMIT).ok).toBe(false);
    expect(checkImage(pngAnnouncing(8000, 5000), 'image/png', LIMIT).ok).toBe(true);
    expect(checkImage(pngAnnouncing(8000, 5001), 'image/png', LIMIT).ok).toBe(false);
  });

  it('refuses an SVG with script, and an SVG dressed as a PNG', () => {
    const script = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(checkImage(script, 'image/svg+xml', LIMIT)).toMatchObject({ ok: false, reason: 'svg' });
    const handler = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    expect(checkImage(handler, 'image/svg+xml', LIMIT)).toMatchObject({ ok: false, reason: 'svg' });
    const link = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    );
    expect(checkImage(link, 'image/svg+xml', LIMIT)).toMatchObject({ ok: false, reason: 'svg' });
    expect(checkImage(script, 'image/png', LIMIT)).toEqual({
      ok: false,
      reason: 'type',
      message: 'The file says it is PNG but it is an SVG drawing',
    });
    const plain = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
    expect(checkImage(plain, 'image/svg+xml', LIMIT).ok).toBe(true);
  });
});

describe('hostile bytes', () => {
  it('never throw: any cut or bit flip of a real picture, or random bytes, gets a verdict', () => {
    const sources = ['camera-gps.jpg', 'small.png', 'small.webp', 'small.avif'].map(fixture);
    fc.assert(
      fc.property(
        fc.nat({ max: sources.length - 1 }),
        fc.nat({ max: 700 }),
        fc.array(fc.tuple(fc.nat({ max: 700 }), fc.nat({ max: 255 })), { maxLength: 8 }),
        fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'),
        (which, cut, flips, declared) => {
          const bytes = Buffer.from((sources[which] as Buffer).subarray(0, cut));
          for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
          const verdict = checkImage(bytes, declared, LIMIT);
          expect(typeof verdict.ok).toBe('boolean');
        },
      ),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(typeof checkImage(Buffer.from(bytes), 'image/png', LIMIT).ok).toBe('boolean');
      }),
      { numRuns: 3000 },
    );
  });
});
