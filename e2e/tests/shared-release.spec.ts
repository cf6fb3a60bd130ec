// Issue 39 item 7, decision 207: two servers started from one build with data folders (and
// databases) of their own each serve their own catalogue. The pages a publish renders are kept in
// each server's data folder; before, both wrote the release's prerender/pages.json and a tour
// page switched between the two catalogues. Each server publishes its own price for one tour and
// both are read again, as a crawler and in the browser, while the other publishes.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tour } from '@safari/shared-domain/catalogue';
import { deriveProjectKeys } from '@safari/supabase-local';
import { createThrowawayDatabase, type ThrowawayDatabase } from '@safari/supabase-local/test-support';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { origin, ports } from '../ports.ts';
import { E2E_JWT_SECRET } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SLUG = 'tarangire-safari';
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
} as const;

interface Server {
  readonly url: string;
  readonly process: ChildProcess;
  readonly database: ThrowawayDatabase;
}

/** `pnpm serve` on the shared release, with a migrated throwaway database and data folder of its own. */
async function startServer(release: string, port: number): Promise<Server> {
  const database = await createThrowawayDatabase('postgres', join(ROOT, 'supabase', 'migrations'));
  const child = spawn('pnpm', ['--dir', ROOT, 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.databaseUrl,
      SUPABASE_LOCAL_DATA_DIR: database.dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      SITE_DIR: release,
    },
    stdio: 'ignore',
    detached: true,
  });
  const server = { url: origin(port), process: child, database };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited`);
    if (
      await fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer on ${port}`);
}

/** Staff of `server`'s own database: saves the tour's adult price as a draft and publishes it. */
async function publishPrice(server: Server, price: number): Promise<void> {
  const keys = await deriveProjectKeys(E2E_JWT_SECRET);
  const service = createClient(server.url, keys.serviceRoleKey, clientOptions);
  const email = `staff-${crypto.randomUUID()}@example.test`;
  const password = 'shared-release-2026';
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error('no user');
  const promoted = await service
    .from('user_roles')
    .update({ role: 'admin' })
    .eq('user_id', created.data.user.id);
  if (promoted.error) throw promoted.error;
  const staff: SupabaseClient = createClient(server.url, keys.anonKey, clientOptions);
  const signIn = await staff.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  const draft = await staff.from('catalogue_tours').select('tour, revision').eq('slug', SLUG).single();
  if (draft.error) throw draft.error;
  const saved = await staff
    .from('catalogue_tours')
    .update({ tour: { ...(draft.data.tour as Tour), adultPrice: price }, revision: draft.data.revision })
    .eq('slug', SLUG);
  if (saved.error) throw saved.error;
  const published = await staff.rpc('publish_catalogue', { note: `price ${price}` });
  if (published.error) throw published.error;
}

/** The adult price the tour page's JSON-LD offer shows, as a crawler reads it. */
async function offeredPrice(server: Server): Promise<number | null> {
  const html = await (await fetch(`${server.url}/tour/${SLUG}`)).text();
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json ?? '{}') as { '@type'?: string; offers?: { price?: number } };
    if (data['@type'] === 'TouristTrip') return data.offers?.price ?? null;
  }
  return null;
}

test('two servers sharing one build each serve the catalogue their own database published', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const release = mkdtempSync(join(tmpdir(), 'shared-release-'));
  const servers: Server[] = [];
  try {
    cpSync(join(ROOT, 'public-site', 'dist'), join(release, 'public-site', 'dist'), { recursive: true });
    symlinkSync(join(ROOT, 'shell'), join(release, 'shell'));
    symlinkSync(join(ROOT, 'admin-app'), join(release, 'admin-app'));
    const releasePages = join(release, 'public-site', 'dist', 'prerender', 'pages.json');
    const builtPages = readFileSync(releasePages, 'utf8');
    for (const port of ports.sharedReleaseSites) servers.push(await startServer(release, port));
    const [first, second] = servers as [Server, Server];

    await publishPrice(first, 1111);
    await expect.poll(() => offeredPrice(first), { timeout: 60_000 }).toBe(1111);
    await publishPrice(second, 2222);
    await expect.poll(() => offeredPrice(second), { timeout: 60_000 }).toBe(2222);
    // The second server's publish has not replaced the first one's pages, nor the release's.
    expect(await offeredPrice(first)).toBe(1111);
    expect(readFileSync(releasePages, 'utf8')).toBe(builtPages);

    // Another publish on the first; the second keeps its own price through it.
    await publishPrice(first, 1333);
    await expect.poll(() => offeredPrice(first), { timeout: 60_000 }).toBe(1333);
    for (let i = 0; i < 5; i++) expect(await offeredPrice(second)).toBe(2222);

    for (const [server, price] of [
      [first, '$1,333'],
      [second, '$2,222'],
    ] as const) {
      await page.goto(`${server.url}/tour/${SLUG}`);
      await expect(page.getByRole('complementary', { name: 'Book this tour' })).toContainText(price);
    }
  } finally {
    for (const server of servers) {
      if (server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const server of servers) await server.database.drop().catch(() => {});
    rmSync(release, { recursive: true, force: true });
  }
});
