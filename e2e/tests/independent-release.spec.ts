// Issue 14: a public-site release alone updates its prerendered pages; the shell's build is not
// touched. The public-site is built here into a folder of its own with another operator
// configuration (a new tagline: text every page hydrates with), then served beside the same shell.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { origin, ports } from '../ports.ts';
import { anonKey, SITE } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

const repo = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const TAGLINE = 'Released on its own: new pages without a new shell';

/** A fingerprint of every file of the shell's build. */
async function shellFingerprint(): Promise<string> {
  const dir = join(repo, 'shell', 'dist');
  const hash = createHash('sha256');
  const names = (await readdir(dir, { recursive: true })).sort();
  for (const name of names) {
    const body = await readFile(join(dir, name)).catch(() => null);
    if (body) hash.update(name).update(body);
  }
  return hash.digest('hex');
}

/** A fresh embedded database applies every migration first: up to two minutes on a busy machine. */
async function waitForSite(url: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the release server exited');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer at ${url}`);
}

test('a public-site release alone changes the prerendered pages, without a shell rebuild', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const work = await mkdtemp(join(tmpdir(), 'safari-release-'));
  const site = join(work, 'site');
  let server: ChildProcess | null = null;
  try {
    const shellBefore = await shellFingerprint();
    const config = JSON.parse(await readFile(join(repo, 'shell', 'dist', 'config.json'), 'utf8'));
    const configFile = join(work, 'config.json');
    await writeFile(
      configFile,
      // The deployment's project is where the build reads the published catalogue (decision 127).
      JSON.stringify({
        ...config,
        supabase: { url: SITE, anonKey: await anonKey() },
        settings: { ...config.settings, tagline: TAGLINE },
      }),
    );

    // The release: only the public-site is built, into its own folder.
    await run('pnpm', ['--dir', repo, '--filter', '@safari/public-site', 'build'], {
      env: {
        ...process.env,
        PUBLIC_SITE_OUT_DIR: join(site, 'public-site', 'dist'),
        SITE_CONFIG: configFile,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    // The shell and the admin app stay the builds already deployed.
    await symlink(join(repo, 'shell'), join(site, 'shell'));
    await symlink(join(repo, 'admin-app'), join(site, 'admin-app'));

    const address = origin(ports.releaseSite);
    server = spawn('pnpm', ['--dir', repo, 'serve'], {
      env: {
        ...process.env,
        PORT: String(ports.releaseSite),
        SUPABASE_LOCAL_DATA_DIR: join(work, 'data'),
        SITE_DIR: site,
        SITE_CONFIG: configFile,
      },
      stdio: 'ignore',
      detached: true,
    });
    await waitForSite(`${address}/healthz`, server);

    const released = await (await fetch(`${address}/`)).text();
    expect(released).toContain('data-prerendered');
    expect(released).toContain(TAGLINE);
    expect(await (await fetch(`${address}/tours`)).text()).toContain(TAGLINE); // the footer says it too
    // The site still running the earlier release is unchanged, and so is the shell's build.
    expect(await (await request.get('/')).text()).not.toContain(TAGLINE);
    expect(await shellFingerprint()).toBe(shellBefore);
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});
