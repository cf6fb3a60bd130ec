import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

// The bytes of every object, one file per version under <data>/storage/objects, named by a
// random UUID that only the `version` column of storage.objects knows: a key never becomes a
// path. A file is written beside its final place (objects/.tmp), flushed, renamed into place and
// the folder flushed, and only then is the row committed. A process killed mid-upload leaves at
// most a temporary file or a file no row names, which nobody can fetch and the next start
// removes; never a row without its file, never half a file served.

export interface FileStore {
  /** Writes `bytes` durably; resolves to the new version's name. */
  write(bytes: Uint8Array): Promise<string>;
  /** Copies an existing version durably to a new one. */
  copy(version: string): Promise<string>;
  /** A stream of the version's bytes, or null when the file is gone. */
  read(version: string): Promise<{ stream: ReadStream; size: number } | null>;
  /** Removes versions (a missing one is not an error). */
  remove(versions: Iterable<string>): Promise<void>;
  /**
   * Removes temporary files and versions not in `keep` that are older than `olderThanMs` (the
   * start's clean-up; the age spares an upload another server over the same folder is finishing).
   */
  sweep(keep: Set<string>, olderThanMs?: number): Promise<number>;
}

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createFileStore(dataDir: string): FileStore {
  const dir = join(dataDir, 'storage', 'objects');
  const tmp = join(dir, '.tmp');
  let ready: Promise<void> | null = null;
  const prepared = () => {
    ready ??= mkdir(tmp, { recursive: true }).then(() => undefined);
    return ready;
  };

  async function flushDir(path: string) {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async function place(fill: (path: string) => Promise<void>): Promise<string> {
    await prepared();
    const version = randomUUID();
    const temporary = join(tmp, version);
    try {
      await fill(temporary);
      await rename(temporary, join(dir, version));
      await flushDir(dir);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return version;
  }

  function pathOf(version: string): string {
    if (!VERSION.test(version)) throw new Error(`not a file version: ${version}`);
    return join(dir, version);
  }

  return {
    write(bytes) {
      return place(async (path) => {
        const handle = await open(path, 'wx', 0o600);
        try {
          let offset = 0;
          while (offset < bytes.length) {
            const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
            offset += bytesWritten;
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
    },
    copy(version) {
      const source = pathOf(version);
      return place(async (path) => {
        const input = await open(source, 'r');
        const output = await open(path, 'wx', 0o600);
        try {
          const buffer = Buffer.allocUnsafe(1 << 20);
          for (;;) {
            const { bytesRead } = await input.read(buffer, 0, buffer.length);
            if (bytesRead === 0) break;
            let offset = 0;
            while (offset < bytesRead) {
              const { bytesWritten } = await output.write(buffer, offset, bytesRead - offset);
              offset += bytesWritten;
            }
          }
          await output.sync();
        } finally {
          await input.close();
          await output.close();
        }
      });
    },
    async read(version) {
      const path = pathOf(version);
      try {
        const info = await stat(path);
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(versions) {
      for (const version of versions) {
        if (VERSION.test(version)) await rm(join(dir, version), { force: true });
      }
    },
    async sweep(keep, olderThanMs = 15 * 60_000) {
      await prepared();
      const before = Date.now() - olderThanMs;
      let removed = 0;
      const removeIfOld = async (path: string) => {
        const info = await stat(path).catch(() => null);
        if (info && info.mtimeMs < before) {
          await rm(path, { force: true });
          removed++;
        }
      };
      for (const name of await readdir(tmp)) await removeIfOld(join(tmp, name));
      for (const name of await readdir(dir)) {
        if (VERSION.test(name) && !keep.has(name)) await removeIfOld(join(dir, name));
      }
      return removed;
    },
  };
}
