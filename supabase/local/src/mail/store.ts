// Durable JSON files, one per message: written to a temporary name, flushed to disk, then renamed,
// so a crash leaves either the whole message or none of it.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Sortable by creation time: milliseconds in base 36, then randomness. */
export function newMessageId(): string {
  return `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
}

const ID = /^[0-9a-z]{9}-[0-9a-f]{8}$/;

export class JsonFolder<T> {
  constructor(readonly dir: string) {}

  async write(id: string, value: T): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${id}.tmp`);
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(JSON.stringify(value));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, join(this.dir, `${id}.json`));
  }

  async read(id: string): Promise<T | null> {
    if (!ID.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Ids in creation order. */
  async ids(): Promise<string[]> {
    try {
      return (await readdir(this.dir))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => ID.test(id))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async remove(id: string): Promise<boolean> {
    if (!ID.test(id)) return false;
    try {
      await rm(join(this.dir, `${id}.json`));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
