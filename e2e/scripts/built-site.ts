// The built site served by `pnpm serve` for a script that measures it (`pnpm size`,
// `pnpm bench:lighthouse`): its own port, a throwaway database folder, and a stop that takes the
// whole process group down (pnpm → tsx → node), so no server outlives the script.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDataDir } from '../support/fresh-data.ts';

export const REPO = join(import.meta.dirname, '..', '..');

export interface BuiltSite {
  origin: string;
  /** Stops the server and removes its data folder; safe to call twice. */
  stop: () => Promise<void>;
}

/** Fails with the command to run when there is nothing built to measure. */
export function assertBuilt(): void {
  if (!existsSync(join(REPO, 'shell', 'dist', 'index.html'))) {
    throw new Error('shell/dist is missing: this script measures the built site, run `pnpm build` first.');
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Serves the build on 127.0.0.1:port over a copy of the migrated database; opening PGlite still
 * takes a while on a busy machine, hence the long default wait. `env` adds to the server's
 * environment (SITE_DIR: serve builds from another folder).
 */
export async function startBuiltSite(
  port: number,
  readyTimeoutMs = 180_000,
  env: Record<string, string> = {},
): Promise<BuiltSite> {
  assertBuilt();
  const origin = `http://127.0.0.1:${port}`;
  // Another checkout's server on this port would be measured instead of ours.
  if (await answers(`${origin}/healthz`)) {
    throw new Error(`something already answers on port ${port}: choose a free port`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'safari-site-'));
  // The database already migrated, as the e2e server's (decision 223).
  await freshDataDir(dataDir);
  const server = spawn('pnpm', ['--dir', REPO, 'serve'], {
    env: { ...process.env, ...env, PORT: String(port), SUPABASE_LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (server.exitCode === null && server.signalCode === null && server.pid) {
        process.kill(-server.pid, 'SIGTERM');
        const timeout = new Promise<'timeout'>((r) => setTimeout(r, 10_000, 'timeout').unref());
        if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-server.pid, 'SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    })();
    return stopped;
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(`${origin}/healthz`))) {
    if (server.exitCode !== null || server.signalCode !== null) {
      await stop();
      const how = server.exitCode ?? server.signalCode;
      throw new Error(`the site server exited (${how}) before it was ready:\n${stderr}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the site server did not answer at ${origin}/healthz within ${readyTimeoutMs / 1000} s`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, stop };
}
