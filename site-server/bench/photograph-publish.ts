// Other requests while a catalogue publish makes an uploaded photograph's variants (issue 38:
// answered within 300 ms meanwhile; decision 196). Not a test:
// `pnpm build && pnpm --filter @safari/site-server bench:photographs [pglite|postgres]`.
// Serves a copy of this workspace's build beside a throwaway database, signs in as staff, uploads
// a 24-megapixel grainy camera JPEG (the encoders' worst case), uses it in a new tour's draft and
// publishes. Until the pages show the new version, this process asks /health (a `select 1`
// through the database) and a prerendered page every 20 ms; it prints the longest wait of each,
// the time the publish took to reach the pages, and the machine's load.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { findTour, servedCatalogueVersion } from '@safari/shared-domain/catalogue';
import { type DatabaseKind, startTestServer } from '@safari/supabase-local/test-support';
import sharp from 'sharp';
import { builtSite } from '../src/built-site.ts';

const kind = (process.argv[2] ?? 'pglite') as DatabaseKind;
const root = join(import.meta.dirname, '..', '..');
const site = mkdtempSync(join(tmpdir(), 'bench-photographs-'));
for (const app of ['shell', 'public-site', 'admin-app'])
  cpSync(join(root, app, 'dist'), join(site, app, 'dist'), { recursive: true });

const server = await startTestServer(kind, {
  migrationsDir: join(root, 'supabase', 'migrations'),
  site: builtSite({ siteDir: site, cataloguePages: { intervalMs: 250 } }),
});
try {
  const email = `bench-${Date.now()}@example.test`;
  const password = 'bench-photographs-2026';
  const created = await server
    .serviceClient()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error('no user');
  const promoted = await server
    .serviceClient()
    .from('user_roles')
    .update({ role: 'admin' })
    .eq('user_id', created.data.user.id);
  if (promoted.error) throw promoted.error;
  const signIn = await server.client().auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  const staff = server.client(signIn.data.session.access_token);

  const bytes = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#9a7b4f',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const key = `${crypto.randomUUID()}.jpg`;
  const upload = await staff.storage.from('photographs').upload(key, bytes, { contentType: 'image/jpeg' });
  if (upload.error) throw upload.error;
  const described = await staff.from('photographs').insert({
    key,
    alt_text: 'Grain over the Serengeti, for the benchmark',
    width: 6000,
    height: 4000,
    bytes: bytes.length,
    content_type: 'image/jpeg',
  });
  if (described.error) throw described.error;
  const base = findTour('serengeti-migration');
  if (!base) throw new Error('missing tour');
  const picture = `photographs/${key}`;
  const draft = await staff.from('catalogue_tours').insert({
    slug: 'bench-photographed',
    position: 100,
    tour: { ...base, slug: 'bench-photographed', title: 'Benchmark', featured: false, heroImage: picture },
  });
  if (draft.error) throw draft.error;

  // The version the served pages name (their catalogue-version meta, decision 216): the pages
  // live in the server's data folder (decision 207).
  const servedVersion = async () =>
    servedCatalogueVersion(await (await fetch(`${server.url}/?bench=${Date.now()}`)).text());
  const worst = { health: 0, page: 0 };
  const waits: number[] = [];
  let asked = 0;
  const load = loadavg()[0]?.toFixed(2);
  // This process is the server: its event loop's longest stall is what every request waited for.
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  const published = await staff.rpc('publish_catalogue', { note: 'bench' });
  if (published.error) throw published.error;
  while ((await servedVersion()) !== published.data && performance.now() - started < 180_000) {
    for (const [name, path] of [
      ['health', '/health'],
      ['page', '/tours'],
    ] as const) {
      const asking = performance.now();
      await (await fetch(`${server.url}${path}`)).arrayBuffer();
      const waited = performance.now() - asking;
      worst[name] = Math.max(worst[name], waited);
      waits.push(waited);
      asked++;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const took = performance.now() - started;
  stalls.disable();
  const page = await (await fetch(`${server.url}/tour/bench-photographed`)).text();
  console.log(
    [
      `${kind}: a ${(bytes.length / 1e6).toFixed(1)} MB 24 MP photograph published to the pages in ${(took / 1000).toFixed(1)} s`,
      `(${page.includes(`/photographs/`) ? 'the page shows its variants' : 'THE PAGE SHOWS NO VARIANTS'});`,
      `${asked} requests meanwhile: longest /health ${Math.round(worst.health)} ms, longest page ${Math.round(worst.page)} ms,`,
      `${waits.filter((wait) => wait > 300).length} over 300 ms, p99 ${Math.round(waits.sort((a, b) => a - b)[Math.floor(waits.length * 0.99)] ?? 0)} ms,`,
      `longest event-loop stall ${Math.round(stalls.max / 1e6)} ms;`,
      `${availableParallelism()} cores, load average ${load} at the start, ${loadavg()[0]?.toFixed(2)} at the end`,
    ].join(' '),
  );
} finally {
  await server.stop();
  rmSync(site, { recursive: true, force: true });
}
