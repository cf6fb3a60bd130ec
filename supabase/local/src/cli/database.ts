// `migrate`, `create-admin` and `status`: the commands that open the database, do one thing and
// close it.
import { createAdmin } from '../admin.ts';
import { prepareDatabase } from '../boot.ts';
import { loadProjectConfig } from '../config.ts';
import { appliedMigrations } from '../migrate.ts';
import { defaultConfigFile } from '../paths.ts';
import type { CommandLine } from './options.ts';

export async function migrate(cli: CommandLine) {
  await cli.withDatabase(async (db) => {
    const report = await prepareDatabase(db, cli.prepareOptions);
    console.log(
      `${report.applied.length} migration(s) applied, ${report.alreadyApplied.length} already applied${report.seeded ? ', seeded' : ''}.`,
    );
  });
}

export async function createAdminCommand(cli: CommandLine) {
  if (!cli.values.email) throw new Error('create-admin needs --email');
  const email = cli.values.email;
  const password = cli.values.password;
  await cli.withDatabase(async (db) => {
    await prepareDatabase(db, cli.prepareOptions);
    // The project's password rules (supabase/config.toml), as for any sign-up.
    const { auth } = await loadProjectConfig(defaultConfigFile);
    const result = await createAdmin(db, { email, ...(password ? { password } : {}) }, auth);
    console.log(`${result.created ? 'Created' : 'Updated'} user ${email} (${result.userId}).`);
    if (result.generatedPassword) console.log(`Generated password: ${result.generatedPassword}`);
    if (!result.roleGranted) {
      console.log(
        'Note: public.user_roles does not exist yet, so no admin role was recorded. Run this again once the migration creating it is applied.',
      );
    }
  });
}

export async function status(cli: CommandLine) {
  const url = `http://${cli.host === '0.0.0.0' ? 'localhost' : cli.host}:${cli.port}`;
  let running = false;
  try {
    running = (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {}
  console.log(`Database: ${cli.describeDatabase()}`);
  console.log(`URL: ${url}/ (${running ? 'running' : 'not running'})`);
  try {
    await cli.withDatabase(async (db) => {
      const migrations = await appliedMigrations(db);
      console.log(`Applied migrations: ${migrations.length}`);
      for (const m of migrations) console.log(`  ${m.version}_${m.name}  ${m.appliedAt}`);
    });
  } catch (error) {
    console.log(`Migrations: unavailable (${(error as Error).message})`);
  }
}
