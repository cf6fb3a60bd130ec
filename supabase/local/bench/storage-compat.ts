// Compatibility with hosted Supabase Storage, measured by storage-js' own integration tests
// (decision 190). Not a test and not in CI: it needs a checkout of supabase/supabase-js.
//
//   pnpm --filter @safari/supabase-local compat:storage <supabase-js checkout>
//
// Copies packages/core/storage-js/test into a scratch folder, points its imports at the installed
// @supabase/storage-js, loads its seed.sql (buckets, objects, policies) into a fresh PGlite, starts
// this server where the tests expect the Supabase CLI (127.0.0.1:54321, the CLI's JWT secret), runs
// the files that talk to a server, and prints how many tests pass, with the names of the failures.
// Classes storage-js does not export (BlobDownloadBuilder, StreamDownloadBuilder) are empty
// stand-ins, so the tests that check them fail and are counted as failures.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../src/server.ts';

/** The Supabase CLI's default JWT secret, which signed the keys written in the tests. */
const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const SERVER_FILES = ['storageApi.test.ts', 'storageFileApi.test.ts', 'storageFileApiNode.test.ts'];

interface JsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

async function main() {
  const checkout = process.argv[2];
  if (!checkout) throw new Error('usage: storage-compat.ts <supabase-js checkout>');
  const testsDir = join(resolve(checkout), 'packages', 'core', 'storage-js', 'test');
  const here = dirname(fileURLToPath(import.meta.url));
  const require = createRequire(join(here, '..', 'package.json'));
  const supabaseJs = dirname(require.resolve('@supabase/supabase-js/package.json'));
  const storageJs = createRequire(join(supabaseJs, 'package.json')).resolve('@supabase/storage-js');
  const vitestBin = join(here, '..', 'node_modules', '.bin', 'vitest');

  const scratch = await mkdtemp(join(tmpdir(), 'storage-compat-'));
  const work = join(scratch, 'test');
  await cp(testsDir, work, { recursive: true });
  await writeFile(join(work, 'stand-ins.ts'), 'export default class NotExportedByStorageJs {}\n');
  for (const file of SERVER_FILES) {
    const path = join(work, file);
    const text = (await readFile(path, 'utf8'))
      .replaceAll("'../src/index'", "'@supabase/storage-js'")
      .replaceAll("'../src/lib/common/errors'", "'@supabase/storage-js'")
      .replaceAll("'../src/packages/BlobDownloadBuilder'", "'./stand-ins'")
      .replaceAll("'../src/packages/StreamDownloadBuilder'", "'./stand-ins'");
    await writeFile(path, text);
  }
  // Jest names a snapshot `<describe> <test> 1`, Vitest `<describe> > <test> 1`; the one file
  // with snapshots has a single describe block, 'bucket api'.
  const snapshots = join(work, '__snapshots__', 'storageApi.test.ts.snap');
  await writeFile(
    snapshots,
    (await readFile(snapshots, 'utf8')).replaceAll('exports[`bucket api ', 'exports[`bucket api > '),
  );
  await writeFile(
    join(work, 'jest-as-vi.ts'),
    "import { vi } from 'vitest';\n(globalThis as any).jest = vi;\n",
  );
  await writeFile(
    join(work, 'vitest.config.mjs'),
    `export default {
  resolve: { alias: { '@supabase/storage-js': ${JSON.stringify(storageJs)} } },
  test: { globals: true, include: ${JSON.stringify(SERVER_FILES)}, setupFiles: ['./jest-as-vi.ts'],
    testTimeout: 30000, fileParallelism: false },
};
`,
  );
  const seed = await readFile(join(testsDir, 'supabase', 'seed.sql'), 'utf8');
  await writeFile(join(scratch, 'seed.sql'), `set search_path = public, extensions;\n${seed}`);
  await mkdir(join(scratch, 'migrations'));

  const server = await startServer({
    port: 54321,
    host: '127.0.0.1',
    dataDir: join(scratch, 'data'),
    jwtSecret: CLI_JWT_SECRET,
    migrationsDir: join(scratch, 'migrations'),
    seedFile: join(scratch, 'seed.sql'),
    configFile: null,
    bookingMails: false,
    log: () => {},
  });
  const reportFile = join(scratch, 'report.json');
  try {
    await new Promise<void>((done) => {
      const child = spawn(
        vitestBin,
        ['run', '--config', 'vitest.config.mjs', '--reporter=json', `--outputFile=${reportFile}`],
        { cwd: work, stdio: 'inherit', env: { ...process.env, CI: 'true' } },
      );
      child.on('exit', () => done());
    });
  } finally {
    await server.close();
  }
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as JsonReport;
  for (const file of report.testResults) {
    const results = file.assertionResults;
    const passed = results.filter((r) => r.status === 'passed').length;
    console.log(`${file.name.split('/').pop()}: ${passed}/${results.length}`);
    for (const r of results.filter((t) => t.status === 'failed')) {
      const lines = process.env.COMPAT_VERBOSE ? 12 : 1;
      const message = (r.failureMessages[0] ?? '').split('\n').slice(0, lines).join('\n    ');
      console.log(`  FAIL ${r.fullName}: ${message.slice(0, 160 * lines)}`);
    }
  }
  console.log(
    `storage-js integration tests against supabase/local: ${report.numPassedTests} of ${report.numTotalTests} pass (${report.numFailedTests} fail)`,
  );
  await rm(scratch, { recursive: true, force: true });
}

await main();
