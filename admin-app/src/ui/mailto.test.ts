import { describe, expect, it } from 'vitest';
import { addressLineParts, replyMailto } from './mailto.ts';

describe('replyMailto', () => {
  it('links one plain address, and nothing else', () => {
    expect(replyMailto('rehema.k@example.com')).toBe('mailto:rehema.k@example.com');
    expect(replyMailto('Juma+safari@mail.example.co.tz')).toBe('mailto:Juma+safari@mail.example.co.tz');
    expect(replyMailto('  padded@example.com ')).toBe('mailto:padded@example.com');
  });

  it.each([
    'a@b.c?bcc=evil@x.y',
    'a@b.co?cc=evil%40x.y',
    'a@b.co?body=click%20here',
    'a@b.c,evil@x.y',
    'a@b.co;evil@x.y',
    'a@b.c%0ABcc:evil@x.y',
    'a@b.co%0D%0Abcc:evil@x.y',
    'a@b.co\nBcc: evil@x.y',
    'a b@example.com',
    'a@exa mple.com',
    '"a@b.co"@example.com',
    "o'brien@example.com",
    'Name <a@b.co>',
    'a@b.co#frag',
    'a@b.co&cc=evil@x.y',
    'a@b',
    '@example.com',
    'a@@example.com',
    'a@.example.com',
    'a@example..com',
    '',
    `${'a'.repeat(250)}@b.co`,
  ])('refuses %j', (address) => {
    expect(replyMailto(address)).toBeNull();
  });
});

describe('addressLineParts', () => {
  it('cuts before the @ and before each dot, and the pieces make the address again', () => {
    const address = 'bartholomew.wanjiku@safari-travellers.example.com';
    expect(addressLineParts(address)).toEqual([
      'bartholomew',
      '.wanjiku',
      '@safari-travellers',
      '.example',
      '.com',
    ]);
    expect(addressLineParts(address).join('')).toBe(address);
  });

  it('leaves an address without dots or @ whole', () => {
    expect(addressLineParts('someone')).toEqual(['someone']);
    expect(addressLineParts('')).toEqual(['']);
  });
});
