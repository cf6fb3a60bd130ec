import { readFile, stat } from 'node:fs/promises';

/**
 * A reader for one file that reads and parses it again only when its size or modification time
 * changed: a page request costs a stat, not a read and a JSON.parse of every prerendered page,
 * and a release that replaces the file is served from the next request on. A failed read is not
 * remembered, so the next request tries again.
 */
export function whileUnchanged<T>(path: string, parse: (text: string) => T): () => Promise<T> {
  let cached: { version: string; value: Promise<T> } | null = null;
  return async () => {
    const info = await stat(path);
    const version = `${info.mtimeMs}:${info.size}:${info.ino}`;
    if (cached?.version !== version) {
      const entry = { version, value: readFile(path, 'utf8').then(parse) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.value;
  };
}
