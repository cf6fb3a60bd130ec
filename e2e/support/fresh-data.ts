// A site server's data folder for the suites and scripts that serve the build: the PGlite
// database already migrated, a copy of the template the database tests built from the same
// migration files (keyed by their contents; built here when missing). A fresh folder made the
// server run PGlite's initdb and all 24 migrations before the first test could start, for each
// such server; the server's own first boot on an empty folder stays covered by CI's `pnpm start`
// check and supabase/local's own tests (decision 223). The server still applies any migration
// the template lacks and compares every checksum, as on any boot.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { copyPgliteTemplate } from '@safari/supabase-local/template';

const MIGRATIONS = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/** Empties `dataDir` and puts the migrated database in it. */
export async function freshDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  await copyPgliteTemplate(dataDir, MIGRATIONS);
}

// `tsx support/fresh-data.ts <dataDir>`: the e2e web server's first step.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: tsx support/fresh-data.ts <dataDir>');
  await freshDataDir(dataDir);
}
