import { readFile, stat } from 'node:fs/promises';

export interface WhileUnchangedOptions {
  /**
   * Once the file has been read, keep answering with what it held until a replaced file has been
   * read and parsed, instead of making every caller wait for that (decision 194: the pages file a
   * publish swaps in is a megabyte, parsed in turns; page requests meanwhile get the previous
   * pages, as they did a moment before).
   */
  readonly previousWhileReading?: boolean;
}

/**
 * A reader for one file that reads and parses it again only when its size or modification time
 * changed: a page request costs a stat, not a read and a JSON.parse of every prerendered page,
 * and a release that replaces the file is served from the next request on (or, with
 * `previousWhileReading`, from the moment it has been parsed). A failed read is not remembered,
 * so the next request tries again.
 */
export function whileUnchanged<T>(
  path: string,
  parse: (text: string) => T | Promise<T>,
  { previousWhileReading = false }: WhileUnchangedOptions = {},
): () => Promise<T> {
  let cached: { version: string; value: Promise<T> } | null = null;
  let parsed: { version: string; value: T } | null = null;
  return async () => {
    const info = await stat(path);
    const version = `${info.mtimeMs}:${info.size}:${info.ino}`;
    if (cached?.version !== version) {
      const entry = { version, value: readFile(path, 'utf8').then(parse) };
      cached = entry;
      entry.value.then(
        (value) => {
          if (cached === entry) parsed = { version, value };
        },
        () => {
          if (cached === entry) cached = null;
        },
      );
    }
    if (previousWhileReading && parsed && parsed.version !== version) return parsed.value;
    return cached.value;
  };
}
