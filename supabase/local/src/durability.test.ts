import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveProjectKeys } from './keys.ts';
import { exited, startCliProcess } from './test-support/cli-process.ts';
import { TEST_JWT_SECRET } from './test-support/harness.ts';

describe('durability of the CLI server on PGlite', () => {
  let dataDir: string;
  let serviceKey: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'durability-'));
    serviceKey = (await deriveProjectKeys(TEST_JWT_SECRET)).serviceRoleKey;
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps an acknowledged insert after SIGKILL, and stops cleanly on SIGTERM', async () => {
    const first = await startCliProcess({ dataDir });
    const headers = { apikey: serviceKey, 'Content-Type': 'application/json' };
    const insert = await fetch(`${first.url}/rest/v1/categories`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 4242, name: 'survives' }),
    });
    expect(insert.status).toBe(201);
    const killed = exited(first);
    first.process.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');

    const second = await startCliProcess({ dataDir });
    const read = await fetch(`${second.url}/rest/v1/categories?id=eq.4242`, { headers });
    expect(await read.json()).toEqual([{ id: 4242, name: 'survives' }]);
    const stopped = exited(second);
    second.process.kill('SIGTERM');
    expect((await stopped).code).toBe(0);
    expect(second.output()).toContain('SIGTERM received');
  }, 180_000);

  it('keeps acknowledged writes when a runaway statement stops the PGlite thread', async () => {
    const server = await startCliProcess({ dataDir });
    const headers = { apikey: serviceKey, 'Content-Type': 'application/json' };
    const insert = (id: number) =>
      fetch(`${server.url}/rest/v1/categories`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id, name: `acknowledged ${id}` }),
      });
    expect((await insert(4243)).status).toBe(201);

    // As anon (3 s statement_timeout by default): the thread is stopped and the folder reopened.
    const anonKey = (await deriveProjectKeys(TEST_JWT_SECRET)).anonKey;
    const runaway = await fetch(`${server.url}/rest/v1/rpc/slow`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ seconds: 600 }),
    });
    expect(runaway.status).toBe(503);
    expect(((await runaway.json()) as { code: string }).code).toBe('57014');
    expect((await insert(4244)).status).toBe(201);

    const killed = exited(server);
    server.process.kill('SIGKILL');
    await killed;
    const next = await startCliProcess({ dataDir });
    const read = await fetch(`${next.url}/rest/v1/categories?id=in.(4242,4243,4244)&order=id`, { headers });
    expect(await read.json()).toEqual([
      { id: 4242, name: 'survives' },
      { id: 4243, name: 'acknowledged 4243' },
      { id: 4244, name: 'acknowledged 4244' },
    ]);
    const stopped = exited(next);
    next.process.kill('SIGTERM');
    expect((await stopped).code).toBe(0);
  }, 180_000);
});
