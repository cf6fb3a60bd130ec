import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEventLoop } from '../test-support/fuzz.ts';
import {
  DATABASE_KINDS,
  errorOf,
  serverErrorLines,
  startTestServer,
  type TestServer,
} from '../test-support/harness.ts';
import { MAX_REGEX_WEIGHT, MAX_REGEXES_PER_REQUEST, regexWeight } from './regex-limits.ts';

// Issue 25, the load family for REST: regular expressions that held the embedded database for
// seconds, and a cancelled query that answered 500.

describe('the weight of a regular expression', () => {
  it('grows with counted repetitions, nested ones multiplied, not with * or +', () => {
    expect(regexWeight('^Ngoro')).toBe(6);
    expect(regexWeight('a+b*c?')).toBe(3);
    expect(regexWeight('\\w{1,255}')).toBe(255);
    expect(regexWeight('(\\w{1,10}){1,10}x')).toBe(101);
    expect(regexWeight('(\\w{1,100}){1,99}x')).toBeGreaterThan(9000);
    expect(regexWeight('[[:alpha:]](ab|cd){3}')).toBe(13);
  });
});

describe.each(DATABASE_KINDS)('REST regular expressions under load on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.exec(
      `insert into public.items (id, name, price) values (1, 'Ngorongoro tent', 10), (2, '${'a'.repeat(5000)}', 1);`,
    );
    // The schema cache loads on the first request: not what these tests time.
    expect((await server.api('/rest/v1/items?select=id&id=eq.1')).status).toBe(200);
  });
  afterAll(async () => {
    expect(serverErrorLines(server.logs)).toEqual([]);
    await server?.stop();
  });

  const items = (query: string) => server.api(`/rest/v1/items?select=id&${query}`);

  it('refuses 180 costly patterns at once, before the database, and keeps every other request prompt', async () => {
    const hostile = Array.from({ length: 180 }, (_, i) => `name.match."(\\w{1,100}){1,99}x${i}"`).join(',');
    const many = Array.from({ length: 180 }, (_, i) => `name.match."^x${i}"`).join(',');
    const loop = watchEventLoop();
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => items(`or=(${encodeURIComponent(hostile)})`)),
      );
      for (const res of answers) {
        expect(res.status).toBe(400);
        expect((await errorOf(res)).message).toBe(
          `The match and imatch patterns of this request are too costly (weight over ${MAX_REGEX_WEIGHT})`,
        );
      }
      const tooMany = await items(`or=(${encodeURIComponent(many)})`);
      expect(tooMany.status).toBe(400);
      expect((await errorOf(tooMany)).message).toBe(
        `A request may hold at most ${MAX_REGEXES_PER_REQUEST} match or imatch patterns`,
      );
      expect(performance.now() - started).toBeLessThan(1000);
      expect(loop.maxStallMs()).toBeLessThan(300);
    } finally {
      loop.stop();
    }
  });

  it('answers the heaviest accepted patterns against a 5,000-character value promptly', async () => {
    const heavy = Array.from({ length: 4 }, (_, i) => `name.imatch."(\\w{1,7}){1,7}z${i}"`).join(',');
    const loop = watchEventLoop();
    try {
      const res = await items(`or=(${encodeURIComponent(heavy)})`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
      expect(loop.maxStallMs()).toBeLessThan(300);
    } finally {
      loop.stop();
    }
  });

  it('still matches honest patterns, and says why a pattern is refused', async () => {
    expect(await (await items(`name=imatch.${encodeURIComponent('^ngoro.*TENT$')}`)).json()).toEqual([
      { id: 1 },
    ]);
    expect(await (await items(`name=match(any).${encodeURIComponent('{^Ngoro,^x}')}`)).json()).toEqual([
      { id: 1 },
    ]);
    const long = await items(`name=match.${'a'.repeat(257)}`);
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe('A match or imatch pattern may have at most 256 characters');
    const backReference = await items(`name=match.${encodeURIComponent('(a)\\1')}`);
    expect(backReference.status).toBe(400);
    expect((await errorOf(backReference)).message).toBe(
      'Back-references are not allowed in match and imatch patterns',
    );
  });

  it('refuses the pattern that broke PGlite ("bad buffer ID"), and answers the next request', async () => {
    const res = await items(`name=match.${encodeURIComponent('(a{255}){255}')}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await errorOf(res))).not.toMatch(/buffer/i);
    const next = await items('name=match.tent');
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual([{ id: 1 }]);
  });
});

describe('a cancelled query on postgres', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres', { rest: { statementTimeouts: { anon: '200ms' } } });
  });
  afterAll(() => server?.stop());

  it('answers 503 with a clear message, never 500', async () => {
    const res = await server.api('/rest/v1/rpc/slow', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ seconds: 2 }),
    });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toMatchObject({
      code: '57014',
      message: 'The query was cancelled: it ran longer than the time allowed for this role',
      hint: 'Ask for fewer rows or simpler filters',
    });
  });
});
