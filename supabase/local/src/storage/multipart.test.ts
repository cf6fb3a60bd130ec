import { describe, expect, it } from 'vitest';
import { parseMultipart } from './multipart.ts';

const body = (...lines: (string | Buffer)[]) =>
  Buffer.concat(lines.map((line) => (typeof line === 'string' ? Buffer.from(line) : line)));

describe('multipart uploads', () => {
  const file = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x2d, 0x2d]);

  it('finds the file and the fields as storage-js sends them, bytes untouched', () => {
    const parsed = parseMultipart(
      body(
        'preamble\r\n--xyz\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n',
        '--xyz\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: image/png\r\n\r\n',
        file,
        '\r\n--xyz--\r\n',
      ),
      'multipart/form-data; boundary="xyz"',
    );
    expect(parsed?.fields.get('cacheControl')).toBe('3600');
    expect(parsed?.file?.type).toBe('image/png');
    expect(parsed?.file?.bytes).toEqual(file);
  });

  it('answers null for a body that is not the multipart it claims', () => {
    const head = '--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\n';
    expect(parseMultipart(body(head, 'no end'), 'multipart/form-data; boundary=b')).toBeNull();
    expect(parseMultipart(body('nothing'), 'multipart/form-data; boundary=b')).toBeNull();
    expect(parseMultipart(body(head, 'x\r\n--b--'), 'multipart/form-data')).toBeNull();
    expect(parseMultipart(body('--b junk'), 'multipart/form-data; boundary=b')).toBeNull();
    const many = Array.from(
      { length: 30 },
      () => '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n',
    ).join('');
    expect(parseMultipart(body(many, '--b--'), 'multipart/form-data; boundary=b')).toBeNull();
  });

  it('a body with fields only has no file', () => {
    const parsed = parseMultipart(
      body('--b\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n{}\r\n--b--'),
      'multipart/form-data; boundary=b',
    );
    expect(parsed?.file).toBeNull();
    expect(parsed?.fields.get('metadata')).toBe('{}');
  });
});
