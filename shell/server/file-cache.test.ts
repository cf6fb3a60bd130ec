import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whileUnchanged } from './file-cache.ts';

const noop = () => {};

describe('whileUnchanged', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('parses the file once while it stays the same', async () => {
    const path = join(dir, 'pages.json');
    await writeFile(path, '{"title":"Serengeti"}');
    const parse = vi.fn((text: string) => JSON.parse(text) as { title: string });
    const read = whileUnchanged(path, parse);
    for (let i = 0; i < 5; i++) expect(await read()).toEqual({ title: 'Serengeti' });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('serves a replaced file from the next read on', async () => {
    const path = join(dir, 'pages.json');
    await writeFile(path, '{"title":"Serengeti"}');
    const read = whileUnchanged(path, (text) => JSON.parse(text) as { title: string });
    expect((await read()).title).toBe('Serengeti');
    await writeFile(path, '{"title":"Ngorongoro"}');
    // Same size as before: the modification time tells them apart.
    await utimes(path, new Date(), new Date(Date.now() + 5_000));
    expect((await read()).title).toBe('Ngorongoro');
  });

  it('fails while the file is missing and reads it once it is there', async () => {
    const path = join(dir, 'pages.json');
    const read = whileUnchanged(path, (text) => text);
    await expect(read()).rejects.toThrow(/ENOENT/);
    await writeFile(path, 'frame');
    expect(await read()).toBe('frame');
  });

  it('does not keep a parse that threw', async () => {
    const path = join(dir, 'pages.json');
    await writeFile(path, 'x');
    let calls = 0;
    const read = whileUnchanged(path, (text) => {
      calls += 1;
      if (calls === 1) throw new Error('busy');
      return text;
    });
    await expect(read()).rejects.toThrow('busy');
    expect(await read()).toBe('x');
  });

  it('with previousWhileReading, answers with the previous file until the replaced one is parsed (decision 194)', async () => {
    const path = join(dir, 'pages.json');
    await writeFile(path, '{"version":1}');
    let release: () => void = noop;
    let slow = false;
    const read = whileUnchanged(
      path,
      async (text) => {
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        return JSON.parse(text) as { version: number };
      },
      { previousWhileReading: true },
    );
    expect(await read()).toEqual({ version: 1 });
    slow = true;
    await writeFile(path, '{"version":22}');
    await utimes(path, new Date(), new Date(Date.now() + 5_000));
    // The new file is being parsed: callers get the previous pages meanwhile, without waiting.
    expect(await read()).toEqual({ version: 1 });
    expect(await read()).toEqual({ version: 1 });
    await vi.waitFor(() => expect(release).not.toBe(noop));
    release();
    await vi.waitFor(async () => expect(await read()).toEqual({ version: 22 }));
  });

  it('without it, callers wait for the replaced file', async () => {
    const path = join(dir, 'pages.json');
    await writeFile(path, '{"version":1}');
    let release: () => void = noop;
    let slow = false;
    const read = whileUnchanged(path, async (text) => {
      if (slow) await new Promise<void>((resolve) => (release = resolve));
      return JSON.parse(text) as { version: number };
    });
    expect(await read()).toEqual({ version: 1 });
    slow = true;
    await writeFile(path, '{"version":22}');
    await utimes(path, new Date(), new Date(Date.now() + 5_000));
    const waiting = read();
    await vi.waitFor(() => expect(release).not.toBe(noop));
    release();
    expect(await waiting).toEqual({ version: 22 });
  });
});
