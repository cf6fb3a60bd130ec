import { describe, expect, it } from 'vitest';
import { parseJsonInTurns } from './json-in-turns.ts';

/** A pages file's shape: tags first, then many pages of HTML with quotes and escapes in them. */
function pagesDocument(pages: number): string {
  const html = (route: string) =>
    `<main data-route="${route}"><h1>Tarangire \\ "escapes"</h1>${'<p>Elephants by the river.</p>'.repeat(200)}</main>`;
  return JSON.stringify(
    {
      format: 1,
      build: 'abc123',
      catalogueVersion: 7,
      settings: { currency: 'USD', phones: ['+255 1', '+255 2'], empty: {}, none: [] },
      pages: Object.fromEntries(
        Array.from({ length: pages }, (_, i) => [
          `/tour/${i}`,
          { html: html(`/tour/${i}`), head: ['<title>"T"</title>'], status: 200, price: 1234.5 },
        ]),
      ),
      notFound: { html: '<p>Not found</p>', head: [] },
      files: { '/robots.txt': 'User-agent: *\n', '/sitemap.xml': '<urlset/>' },
    },
    null,
    1,
  );
}

describe('parseJsonInTurns', () => {
  it('reads what JSON.parse reads', async () => {
    for (const text of [
      pagesDocument(30),
      '{}',
      '[]',
      ' 12.5e3 ',
      'null',
      '"a \\"quoted\\" \\\\ string\\\\"',
      '[1, "two", {"three": [3, {"four": null}]}, [], {}, true, false]',
      '{"a\\\\":"b\\\\\\"","nested":{"deep":{"deeper":{"x":[1,[2,[3]]]}}}, "u": "\\u00e9\\ud83e\\udd81"}',
      '{"__proto__": {"polluted": true}, "constructor": 1}',
    ]) {
      for (const depth of [0, 1, 2, 5]) {
        const value = await parseJsonInTurns(text, { depth });
        expect(value).toStrictEqual(JSON.parse(text));
      }
    }
  });

  it('keeps a "__proto__" key an own property, as JSON.parse does', async () => {
    const value = (await parseJsonInTurns('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('refuses what JSON.parse refuses', async () => {
    for (const text of [
      '',
      '   ',
      '{',
      '{"a": 1',
      '{"a" 1}',
      '{"a": 1,}',
      '{a: 1}',
      '[1, 2',
      '[1 2]',
      '{"a": "unterminated}',
      '{"a": 1} trailing',
      '{"pages": {"x": {"html": "<p>"}}, }',
      '{"a": tru}',
    ]) {
      expect(() => JSON.parse(text), text).toThrow(SyntaxError);
      await expect(parseJsonInTurns(text), text).rejects.toThrow(SyntaxError);
    }
  });

  it('lets other work run while it reads a large pages file, instead of one long parse', async () => {
    const text = pagesDocument(400);
    expect(text.length).toBeGreaterThan(2_000_000);
    let turnsOfOthers = 0;
    let parsing = true;
    const other = () => {
      if (!parsing) return;
      turnsOfOthers++;
      setImmediate(other);
    };
    setImmediate(other);
    // A zero budget yields after every piece: each page is its own JSON.parse.
    const value = (await parseJsonInTurns(text, { budgetMs: 0 })) as { pages: Record<string, unknown> };
    parsing = false;
    expect(Object.keys(value.pages)).toHaveLength(400);
    expect(turnsOfOthers).toBeGreaterThanOrEqual(400);
  });
});
