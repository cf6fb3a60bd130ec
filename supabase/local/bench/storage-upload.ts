// Other requests while photographs are uploaded (issue 38: answered within 300 ms meanwhile). Not
// a test: `pnpm --filter @safari/supabase-local bench:storage [pglite|postgres]`.
// Starts the server in-process on a throwaway database with a 20 MB PNG bucket, then uploads a
// 19 MB picture ROUNDS times from `curl` (another process, so the client's work is not counted),
// raw and as multipart, while this process asks /health (a `select 1` through the database) and a
// route that never reaches the database every 20 ms. Prints the longest wait of each and the
// longest stall of this process's event loop.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseKind, startTestServer } from '../src/test-support/harness.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const kind = (process.argv[2] ?? 'pglite') as DatabaseKind;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const server = await startTestServer(kind);
const scratch = await mkdtemp(join(tmpdir(), 'bench-storage-'));
try {
  const created = await server
    .serviceClient()
    .storage.createBucket('big', { public: true, fileSizeLimit: '20MB', allowedMimeTypes: ['image/png'] });
  if (created.error) throw created.error;
  const picture = join(scratch, 'big.png');
  const bytes = Buffer.alloc(19_000_000, 7);
  PNG.copy(bytes, 0);
  await writeFile(picture, bytes);
  const auth = [
    '-H',
    `apikey: ${server.keys.serviceRoleKey}`,
    '-H',
    `authorization: Bearer ${server.keys.serviceRoleKey}`,
  ];

  for (const mode of ['raw', 'multipart'] as const) {
    const worst = { health: 0, route: 0, stall: 0, upload: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const body =
        mode === 'raw'
          ? ['--data-binary', `@${picture}`, '-H', 'content-type: image/png']
          : ['-F', `file=@${picture};type=image/png`];
      let done = false;
      const started = performance.now();
      const upload = new Promise<string>((resolve, reject) =>
        execFile(
          'curl',
          ['-s', '-X', 'POST', ...body, ...auth, `${server.url}/storage/v1/object/big/${mode}-${round}.png`],
          (error, out) => {
            done = true;
            worst.upload = Math.max(worst.upload, performance.now() - started);
            if (error) reject(error);
            else resolve(out);
          },
        ),
      );
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        worst.stall = Math.max(worst.stall, now - last - 5);
        last = now;
      }, 5);
      while (!done) {
        for (const [path, key] of [
          ['/health', 'health'],
          ['/storage/v1/nothing-here', 'route'],
        ] as const) {
          const t = performance.now();
          await fetch(`${server.url}${path}`, { headers: { apikey: server.keys.anonKey } }).then((r) =>
            r.arrayBuffer(),
          );
          worst[key] = Math.max(worst[key], performance.now() - t);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      clearInterval(ticker);
      const answer = JSON.parse(await upload) as { Key?: string };
      if (!answer.Key) throw new Error(`upload failed: ${JSON.stringify(answer)}`);
    }
    const ms = (n: number) => Math.round(n);
    console.log(
      `${kind} ${mode} 19 MB × ${ROUNDS}: upload ≤ ${ms(worst.upload)} ms; longest /health ${ms(worst.health)} ms, ` +
        `longest non-database route ${ms(worst.route)} ms, longest event-loop stall ${ms(worst.stall)} ms`,
    );
  }
} finally {
  await server.stop();
  await rm(scratch, { recursive: true, force: true });
}
