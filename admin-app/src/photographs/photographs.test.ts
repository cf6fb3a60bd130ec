import { describe, expect, it } from 'vitest';
import { storageMessage } from './photograph-upload.ts';
import { altTextProblem, kindName } from './photographs-service.ts';

describe('the photograph library in the admin', () => {
  it("passes Storage's refusal on in its own words", () => {
    expect(
      storageMessage(
        '{"statusCode":"415","error":"invalid_mime_type","message":"The file says it is JPEG but its bytes are PNG"}',
      ),
    ).toBe('The file says it is JPEG but its bytes are PNG');
    expect(storageMessage('<html>502 Bad Gateway</html>')).toBeNull();
    expect(storageMessage('{"message":"  "}')).toBeNull();
    expect(storageMessage('null')).toBeNull();
  });

  it('checks alt text as the database does: required, at most 250 characters once trimmed', () => {
    expect(altTextProblem('   ')).toBe('Alt text is required: say what the photograph shows');
    expect(altTextProblem(` ${'a'.repeat(250)} `)).toBeNull();
    expect(altTextProblem('a'.repeat(251))).toBe('Alt text must be at most 250 characters');
  });

  it('names the kinds of file as staff know them', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/avif'].map(kindName)).toEqual([
      'JPEG',
      'PNG',
      'WebP',
      'AVIF',
    ]);
  });
});
