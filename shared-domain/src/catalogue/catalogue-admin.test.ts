import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../supabase/database.types.ts';
import { catalogueHistory, publishCatalogue, restoreCatalogueVersion } from './catalogue-versions.ts';
import { FIRST_CATALOGUE } from './first-catalogue.ts';
import {
  createTourDraft,
  listTourDrafts,
  loadTourDraft,
  saveTourDraft,
  setTourHidden,
} from './tour-drafts.ts';

// The calls against a database that cannot be reached, or answers garbage: each answers a
// message and never throws. (Behaviour against the real database: supabase/tests/catalogue.test.ts.)

const tour = FIRST_CATALOGUE[0];

function everyCall(client: ReturnType<typeof createClient<Database>>) {
  return [
    listTourDrafts(client),
    loadTourDraft(client, 'serengeti-migration'),
    createTourDraft(client, tour),
    saveTourDraft(client, { slug: 'serengeti-migration', tour, hidden: false, revision: 1 }),
    setTourHidden(client, { slug: 'serengeti-migration', hidden: true, revision: 1 }),
    publishCatalogue(client, 'note'),
    catalogueHistory(client),
    restoreCatalogueVersion(client, 1),
  ];
}

describe('the catalogue calls when the database is away', () => {
  let closedUrl: string;
  let brokenUrl: string;
  const broken = createServer((_request, response) => {
    response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
  });

  beforeAll(async () => {
    vi.stubGlobal('WebSocket', class {});
    // A port that was just free: nothing listens on it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => broken.close(resolve)));

  it('answers each call with a message to try again, never a throw', async () => {
    const client = createClient<Database>(closedUrl, 'anon-key', { auth: { persistSession: false } });
    const results = await Promise.all(everyCall(client));
    for (const result of results) {
      expect(result).toMatchObject({ ok: false });
      expect(result.ok === false && result.message).toBe(
        'The catalogue could not be reached; check the connection and try again',
      );
    }
  }, 60_000);

  it('answers a gateway’s error page with a message, not its HTML', async () => {
    const client = createClient<Database>(brokenUrl, 'anon-key', { auth: { persistSession: false } });
    const results = await Promise.all(everyCall(client));
    for (const result of results) {
      expect(result.ok).toBe(false);
      expect(result.ok === false && result.message).toBe(
        'The catalogue could not be reached; check the connection and try again',
      );
    }
  });

  it('refuses a bad tour before asking the database', async () => {
    const client = createClient<Database>(closedUrl, 'anon-key', { auth: { persistSession: false } });
    expect(await createTourDraft(client, { ...tour, title: '' })).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Title is required',
    });
    expect(await saveTourDraft(client, { slug: 'another-slug', tour, hidden: false, revision: 1 })).toEqual({
      ok: false,
      code: 'invalid',
      message: 'A tour’s slug cannot change once it exists',
    });
  });
});
