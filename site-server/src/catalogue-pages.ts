// Keeps the served public pages on the published catalogue (decision 127). Staff publish in the
// admin; this notices the new version (a cheap poll of the versions table) and runs the
// public-site's publish command in a child process, so rendering never holds up a request. The
// command replaces the pages file in one rename: visitors get the old pages or the new ones whole.
// The pages go to `pagesFile`, in the server's data folder, never into the release: servers with
// their own data folders can share one release (decision 207). It also renders once at start
// when the served pages show another version than the database (a fresh build shows the first
// catalogue; the database may have published since).
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagesToServe, parseJsonInTurns, whileUnchanged } from '@safari/shell/server';
import type { SqlExecutor } from '@safari/supabase-local';

/** Plain JavaScript: it starts without the server's TypeScript loader. */
const RUNNER_SCRIPT = fileURLToPath(new URL('./publish-runner.mjs', import.meta.url));

/** What the publish runner is asked, and answers (publish-runner.mjs). */
interface RunRequest {
  readonly id: number;
  readonly command: string;
  readonly args: readonly string[];
  /** Added to the runner's environment for this command (secrets stay off the command line). */
  readonly env?: Readonly<Record<string, string>>;
}
interface RunResult {
  readonly id: number;
  /** Null when the command could not start or a signal ended it. */
  readonly code: number | null;
  /** The last 4,000 characters of its output, or why it did not run. */
  readonly output: string;
}

export interface CataloguePagesOptions {
  readonly db: SqlExecutor;
  /** The public-site release being served (its dist folder). */
  readonly publicSiteDir: string;
  /** Where the pages rendered for this server's database go (in its data folder). */
  readonly pagesFile: string;
  /** `public-site/scripts/publish-catalogue.ts` of this workspace. */
  readonly publishScript: string;
  /** Where uploaded photographs' variants are made (decision 196); default the release's folder. */
  readonly photographsDir?: string;
  /** The deployment's config.json (operator settings), if any. */
  readonly configFile: string | null;
  readonly supabaseUrl: string;
  readonly anonKey: string;
  /** Reads the private photographs bucket (decision 196); given to the command in its environment. */
  readonly serviceRoleKey: string;
  readonly log: (line: string) => void;
  readonly intervalMs?: number;
}

export interface CataloguePages {
  /** Resolves once the served pages show `version` (or the wait times out). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

interface PagesTags {
  readonly build?: string;
  readonly catalogueVersion: number | null;
}

/**
 * A pages file's release and catalogue version, read again only when the file changed; read and
 * parsed a page at a time with turns for requests between, never one long parse on the server's
 * event loop when a publish swaps the file in (decision 194). Null while there is no such file.
 */
function pagesTagsReader(pagesFile: string): () => Promise<PagesTags | null> {
  const read = whileUnchanged(pagesFile, async (text): Promise<PagesTags | null> => {
    const parsed = (await parseJsonInTurns(text).catch(() => null)) as {
      build?: unknown;
      catalogueVersion?: unknown;
    } | null;
    if (!parsed) return null;
    return {
      ...(typeof parsed.build === 'string' ? { build: parsed.build } : {}),
      catalogueVersion: typeof parsed.catalogueVersion === 'number' ? parsed.catalogueVersion : null,
    };
  });
  return () => read().catch(() => null);
}

/**
 * Runs commands through the publish runner (`publish-runner.mjs`, decision 194), forked once now
 * while the server is small, again only if it stopped. Its IPC channel keeps the process alive
 * only while a command runs.
 */
function publishRunner(log: (line: string) => void) {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, (result: RunResult) => void>();
  const start = (): ChildProcess => {
    const started = fork(RUNNER_SCRIPT, [], {
      execArgv: [],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    started.on('message', (result: RunResult) => {
      pending.get(result.id)?.(result);
      pending.delete(result.id);
      if (pending.size === 0) started.channel?.unref();
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      if (pending.size > 0) log(`catalogue pages: the publish runner stopped (${signal ?? code})`);
      for (const [id, resolve] of pending) resolve({ id, code: null, output: 'the publish runner stopped' });
      pending.clear();
    });
    started.on('error', (error) => log(`catalogue pages: the publish runner: ${error.message}`));
    started.unref();
    started.channel?.unref();
    return started;
  };
  child = start();
  return {
    run(
      command: string,
      args: readonly string[],
      env?: Readonly<Record<string, string>>,
    ): Promise<RunResult> {
      const runner = child?.connected ? child : start();
      child = runner;
      const id = nextId++;
      return new Promise<RunResult>((resolve) => {
        pending.set(id, resolve);
        runner.channel?.ref();
        const request: RunRequest = { id, command, args, ...(env ? { env } : {}) };
        runner.send(request, (error) => {
          if (!error) return;
          pending.delete(id);
          resolve({ id, code: null, output: error.message });
        });
      });
    },
    close(): void {
      child?.disconnect();
      child = null;
    },
  };
}

export function startCataloguePages(options: CataloguePagesOptions): CataloguePages {
  const ownPages = pagesTagsReader(join(options.publicSiteDir, 'prerender', 'pages.json'));
  const renderedPages = pagesTagsReader(options.pagesFile);
  /** The version of the pages the site serves (the same choice as the site's handler). */
  const pagesVersion = async () => {
    const own = await ownPages();
    // No public-site build to render with.
    if (!own) return null;
    return pagesToServe(own, await renderedPages())?.catalogueVersion ?? null;
  };
  const interval = options.intervalMs ?? 2_000;
  const runner = publishRunner(options.log);
  let running: Promise<void> | null = null;
  let failedVersion: number | null = null;
  let failedAt = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function publishedVersion(): Promise<number | null> {
    try {
      const { rows } = await options.db.query<{ version: number | null }>(
        'select max(version) as version from public.catalogue_versions',
      );
      return rows[0]?.version ?? null;
    } catch {
      return null;
    }
  }

  function render(version: number): Promise<void> {
    const args = [
      ...process.execArgv,
      options.publishScript,
      '--site',
      options.publicSiteDir,
      '--supabase-url',
      options.supabaseUrl,
      '--anon-key',
      options.anonKey,
      '--version',
      String(version),
      '--pages',
      options.pagesFile,
      ...(options.configFile ? ['--config', options.configFile] : []),
      ...(options.photographsDir ? ['--photographs', options.photographsDir] : []),
    ];
    return runner
      .run(process.execPath, args, { SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey })
      .then(({ code, output }) => {
        // Its summary, and a line per uploaded photograph shown as the stand-in (decision 196).
        if (code === 0) for (const line of output.trim().split('\n')) options.log(`catalogue pages: ${line}`);
        else {
          // The previous pages keep serving; the same version is tried again a little later.
          options.log(
            code === null
              ? `catalogue pages: could not run the publish command for version ${version}: ${output.trim()}`
              : `catalogue pages: version ${version} was not rendered (exit ${code}): ${output.trim()}`,
          );
          failedVersion = version;
          failedAt = Date.now();
        }
      });
  }

  let checking: Promise<void> | null = null;
  /** One check at a time: two at once could both start a render of the same version. */
  function check(): Promise<void> {
    checking ??= checkOnce().finally(() => {
      checking = null;
    });
    return checking;
  }

  async function checkOnce(): Promise<void> {
    if (running || stopped) return;
    const served = await pagesVersion();
    if (served === null) return; // no public-site build to render into
    const published = await publishedVersion();
    if (published === null || published === served) return;
    if (failedVersion === published && Date.now() - failedAt < 30_000) return;
    running = render(published).finally(() => {
      running = null;
    });
    await running;
  }

  const tick = () => {
    timer = setTimeout(async () => {
      await check();
      if (!stopped) tick();
    }, interval);
    timer.unref();
  };
  void check().finally(() => {
    if (!stopped) tick();
  });

  return {
    async settled() {
      await check();
      if (running) await running;
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
      runner.close();
    },
  };
}
