// `reset`: every row deleted (asked first), then the migrations and the seed again.
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { dataDirOf, pgliteDirOf, prepareDatabase } from '../boot.ts';
import type { CommandLine } from './options.ts';

async function confirmReset(cli: CommandLine): Promise<boolean> {
  if (cli.values.yes) return true;
  if (!process.stdin.isTTY) {
    console.error('reset deletes every row: pass --yes to confirm when not running in a terminal.');
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `This deletes ALL data in ${cli.describeDatabase()}. Type "yes" to continue: `,
  );
  rl.close();
  return answer.trim().toLowerCase() === 'yes';
}

export async function reset(cli: CommandLine) {
  if (!(await confirmReset(cli))) {
    console.log('Reset cancelled.');
    process.exitCode = 1;
    return;
  }
  if (cli.databaseUrl) {
    await cli.withDatabase(async (db) => {
      // Every schema but the system ones; roles are cluster-wide and stay.
      const schemas = await db.query<{ name: string }>(
        `select nspname as name from pg_namespace
          where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
      );
      await db.transaction(async (tx) => {
        for (const { name } of schemas.rows)
          await tx.exec(`drop schema "${name.replace(/"/g, '""')}" cascade`);
        await tx.exec('create schema public; grant usage, create on schema public to public');
        await tx.exec('drop publication if exists supabase_realtime');
      });
    });
  } else {
    const dir = pgliteDirOf(dataDirOf(cli.dbOptions));
    const lock = `${dir}.lock`;
    if (existsSync(lock)) {
      const owner = Number(readFileSync(lock, 'utf8'));
      let alive = false;
      try {
        process.kill(owner, 0);
        alive = true;
      } catch {}
      if (alive && owner !== process.pid)
        throw new Error(`The database is in use by process ${owner}; stop it first.`);
    }
    await rm(dir, { recursive: true, force: true });
    await rm(lock, { force: true });
  }
  // Storage's files belong to the rows just deleted (decision 190).
  await rm(join(dataDirOf(cli.dbOptions), 'storage'), { recursive: true, force: true });
  await cli.withDatabase(async (db) => {
    const report = await prepareDatabase(db, cli.prepareOptions);
    console.log(`Reset done: ${report.applied.length} migrations applied${report.seeded ? ', seeded' : ''}.`);
  });
}
