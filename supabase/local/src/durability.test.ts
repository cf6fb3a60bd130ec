import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveProjectKeys } from './keys.ts';
import { FIXTURE_MIGRATIONS, TEST_JWT_SECRET } from './test-support/harness.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Child {
  process: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
}

/** Runs the CLI as a real child process and waits for its URL. */
function startCli(dataDir: string): Promise<Child> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli.ts',
      'start',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--migrations-dir',
      FIXTURE_MIGRATIONS,
      '--no-site',
    ],
    { cwd: packageDir, env: { ...process.env, JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: '' } },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: Child): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.process.once('exit', (code, signal) => resolve({ code, signal })));
}

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
    const first = await startCli(dataDir);
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

    const second = await startCli(dataDir);
    const read = await fetch(`${second.url}/rest/v1/categories?id=eq.4242`, { headers });
    expect(await read.json()).toEqual([{ id: 4242, name: 'survives' }]);
    const stopped = exited(second);
    second.process.kill('SIGTERM');
    expect((await stopped).code).toBe(0);
    expect(second.output()).toContain('SIGTERM received');
  }, 90_000);
});
