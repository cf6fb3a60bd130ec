import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_MIGRATIONS, TEST_JWT_SECRET } from './harness.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CliProcess {
  process: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
}

/**
 * Runs `supabase-local start` as a real child process over the fixture migrations and waits for
 * its URL. PGlite in `dataDir`, or the PostgreSQL database `databaseUrl`.
 */
export function startCliProcess(options: { dataDir: string; databaseUrl?: string }): Promise<CliProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli.ts',
      'start',
      '--port',
      '0',
      '--data-dir',
      options.dataDir,
      '--migrations-dir',
      FIXTURE_MIGRATIONS,
    ],
    {
      cwd: packageDir,
      env: { ...process.env, JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: options.databaseUrl ?? '' },
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}:\n${output}`));
    });
  });
}

export function exited(child: CliProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.process.once('exit', (code, signal) => resolve({ code, signal })));
}
