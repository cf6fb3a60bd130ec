import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './contracts.ts';
import { platformDir } from './paths.ts';

// Errors PostgreSQL raises when two sessions create or grant the same cluster-wide role at the
// same moment; retrying sees the other session's work and does nothing.
const RACE_CODES = new Set(['23505', '42710', 'XX000', '40001', '40P01']);

/** Applies src/platform/NN-*.sql in name order. Every file is idempotent and runs on each boot. */
export async function bootPlatform(db: Database, dir = platformDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+-.*\.sql$/.test(name)).sort();
  for (const file of files) {
    const sql = await readFile(join(dir, file), 'utf8');
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction((tx) => tx.exec(sql));
        break;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (attempt >= 5 || !RACE_CODES.has(code)) {
          throw new Error(`Platform file ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }
  return files;
}
