import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveProjectKeys } from '../keys.ts';
import { exited, startCliProcess } from '../test-support/cli-process.ts';
import { FIXTURE_MIGRATIONS, TEST_JWT_SECRET } from '../test-support/harness.ts';
import { copyPgliteTemplate } from '../test-support/template.ts';

// A server killed in the middle of an upload: afterwards the half-sent object does not exist (no
// row, no file), acknowledged objects are whole, and files a kill left without a row (a
// temporary file, or a file placed just before its row would have committed) are removed at the
// next start, so nothing half-written is ever served.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('Storage when the server is killed mid-upload (PGlite)', () => {
  let dataDir: string;
  let serviceKey: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'storage-durability-'));
    // The first server starts over a copy of the migrated template: this file tests the kill and
    // the next start, not a first boot (durability.test.ts boots the CLI from empty).
    await copyPgliteTemplate(dataDir, FIXTURE_MIGRATIONS);
    serviceKey = (await deriveProjectKeys(TEST_JWT_SECRET)).serviceRoleKey;
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves neither a row without a file nor a half file served', async () => {
    const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
    const first = await startCliProcess({ dataDir });
    const kept = await fetch(`${first.url}/storage/v1/object/pictures/kept.png`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(kept.status).toBe(200);

    // Half of a declared body, then the kill while the server waits for the rest.
    const port = Number(new URL(first.url).port);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      [
        'POST /storage/v1/object/pictures/half.png HTTP/1.1',
        'Host: 127.0.0.1',
        `apikey: ${serviceKey}`,
        `Authorization: Bearer ${serviceKey}`,
        'Content-Type: image/png',
        'Content-Length: 900',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.alloc(450, 7));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const killed = exited(first);
    first.process.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');
    socket.destroy();

    // What a kill between placing a file and committing its row leaves, an hour old.
    const objects = join(dataDir, 'storage', 'objects');
    await mkdir(join(objects, '.tmp'), { recursive: true });
    const orphan = join(objects, '00000000-0000-4000-8000-000000000001');
    const temporary = join(objects, '.tmp', '00000000-0000-4000-8000-000000000002');
    await writeFile(orphan, PNG.subarray(0, 10));
    await writeFile(temporary, PNG.subarray(0, 10));
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(orphan, hourAgo, hourAgo);
    await utimes(temporary, hourAgo, hourAgo);

    const second = await startCliProcess({ dataDir });
    try {
      const half = await fetch(`${second.url}/storage/v1/object/pictures/half.png`, { headers });
      expect(half.status).toBe(400);
      expect(await half.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
      const whole = await fetch(`${second.url}/storage/v1/object/public/pictures/kept.png`);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(PNG);
      // One file: the acknowledged one. The orphan and the temporary file are gone.
      expect((await readdir(objects)).filter((name) => name !== '.tmp')).toHaveLength(1);
      expect(await readdir(join(objects, '.tmp'))).toEqual([]);
      expect(second.output()).toContain('[storage] removed 2 file(s) no object names');
    } finally {
      const stopped = exited(second);
      second.process.kill('SIGTERM');
      await stopped;
    }
  }, 180_000);

  it('reset removes the files with the rows', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli.ts',
        'reset',
        '--yes',
        '--data-dir',
        dataDir,
        '--migrations-dir',
        FIXTURE_MIGRATIONS,
      ],
      { cwd: join(import.meta.dirname, '..', '..'), env: { ...process.env, JWT_SECRET: TEST_JWT_SECRET } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((done) => child.on('exit', done));
    expect(code, output).toBe(0);
    expect(output).toContain('Reset done');
    await expect(readdir(join(dataDir, 'storage'))).rejects.toMatchObject({ code: 'ENOENT' });
  }, 180_000);
});
