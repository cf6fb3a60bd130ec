import type { Database } from '../contracts.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type DatabaseLocation = { dataDir: string } | { databaseUrl: string };

/** PGlite in a folder, or a PostgreSQL server when a URL is given. */
export async function openDatabase(
  location: DatabaseLocation,
  log?: (line: string) => void,
): Promise<Database> {
  if ('databaseUrl' in location) {
    const db = openPostgres(location.databaseUrl);
    // Fail at start, not on the first request, when the server is unreachable.
    try {
      await db.query('select 1');
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  return openPglite(location.dataDir, log ? { log } : {});
}
