import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fillHeadersFolder } from './fill-headers.ts';

const template = "/*\n  Content-Security-Policy: connect-src 'self' $SUPABASE_URL $SUPABASE_REALTIME_URL\n";
const config = (url: string) =>
  JSON.stringify({
    remotes: {
      publicSite: '/remotes/public-site/remoteEntry.js',
      adminApp: '/remotes/admin-app/remoteEntry.js',
    },
    supabase: { url, anonKey: 'public-anon-key' },
  });

describe('fill-headers (the deploy step for static hosting)', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  it('fills the policy from config.json, and again from the template after config.json changes', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'fill-headers-'));
    folders.push(dist);
    await writeFile(join(dist, '_headers'), template);
    await writeFile(join(dist, 'config.json'), config('https://first.supabase.co'));
    await fillHeadersFolder(dist);
    expect(await readFile(join(dist, '_headers'), 'utf8')).toContain(
      "connect-src 'self' https://first.supabase.co wss://first.supabase.co",
    );

    await writeFile(join(dist, 'config.json'), config('https://second.supabase.co'));
    await fillHeadersFolder(dist);
    const filled = await readFile(join(dist, '_headers'), 'utf8');
    expect(filled).toContain("connect-src 'self' https://second.supabase.co wss://second.supabase.co");
    expect(filled).not.toContain('first.supabase.co');
  });

  it('refuses a config.json the shell could not read, leaving the headers as they were', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'fill-headers-'));
    folders.push(dist);
    await writeFile(join(dist, '_headers'), template);
    await writeFile(join(dist, 'config.json'), '{"supabase":{}}');
    await expect(fillHeadersFolder(dist)).rejects.toThrow();
    expect(await readFile(join(dist, '_headers'), 'utf8')).toBe(template);
  });
});
