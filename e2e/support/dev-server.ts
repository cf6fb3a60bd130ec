// A remote's Vite dev server, started by the one spec that visits it (federation.spec.ts) rather
// than by the e2e run for its whole length: two idle dev servers, their file watchers and their
// start cost CPU beside every other test on the two-core machine (decision 223).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { origin } from '../ports.ts';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `app`'s dev server on `port` and resolves once it answers; `stop` ends its process group.
 * A server already answering there (a developer's own, outside CI) is used and left running.
 */
export async function startDevServer(
  app: 'public-site' | 'admin-app',
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `${origin(port)}/`;
  if (!process.env.CI && (await answers(url))) return { url, stop: async () => {} };
  const child = spawn('pnpm', ['exec', 'vite', '--strictPort', '--host', '127.0.0.1'], {
    cwd: fileURLToPath(new URL(`../../${app}/`, import.meta.url)),
    env: { ...process.env, DEV_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    }
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the ${app} dev server did not start on ${url}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
