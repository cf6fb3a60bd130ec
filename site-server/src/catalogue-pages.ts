// Keeps the served public pages on the published catalogue (decision 127). Staff publish in the
// admin; this notices the new version (a cheap poll of the versions table) and runs the
// public-site's publish command in a child process, so rendering never holds up a request. The
// command replaces the pages file in one rename: visitors get the old pages or the new ones whole.
// The pages go to `pagesFile`, in the server's data folder, never into the release: servers with
// their own data folders can share one release (decision 207). It also renders once at start
// when the served pages show another version than the database (a fresh build shows the first
// catalogue; the database may have published since).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pagesToServe } from '@safari/shell/server';
import type { SqlExecutor } from '@safari/supabase-local';

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

/** A pages file's release and catalogue version, read again only when the file changed. */
function pagesTagsReader(pagesFile: string): () => PagesTags | null {
  let seen = '';
  let tags: PagesTags | null = null;
  return () => {
    if (!existsSync(pagesFile)) return null;
    const stat = statSync(pagesFile);
    const key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (key !== seen) {
      seen = key;
      try {
        const parsed = JSON.parse(readFileSync(pagesFile, 'utf8')) as {
          build?: unknown;
          catalogueVersion?: unknown;
        };
        tags = {
          ...(typeof parsed.build === 'string' ? { build: parsed.build } : {}),
          catalogueVersion: typeof parsed.catalogueVersion === 'number' ? parsed.catalogueVersion : null,
        };
      } catch {
        tags = null;
      }
    }
    return tags;
  };
}

export function startCataloguePages(options: CataloguePagesOptions): CataloguePages {
  const ownPages = pagesTagsReader(join(options.publicSiteDir, 'prerender', 'pages.json'));
  const renderedPages = pagesTagsReader(options.pagesFile);
  /** The version of the pages the site serves (the same choice as the site's handler). */
  const pagesVersion = () => {
    const own = ownPages();
    // No public-site build to render with.
    if (!own) return null;
    return pagesToServe(own, renderedPages())?.catalogueVersion ?? null;
  };
  const interval = options.intervalMs ?? 2_000;
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
    return new Promise<void>((resolve) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4_000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (error) => {
        options.log(`catalogue pages: could not start the publish command: ${error.message}`);
        failedVersion = version;
        failedAt = Date.now();
        resolve();
      });
      child.on('close', (code) => {
        // Its summary, and a line per uploaded photograph shown as the stand-in (decision 196).
        if (code === 0) for (const line of output.trim().split('\n')) options.log(`catalogue pages: ${line}`);
        else {
          // The previous pages keep serving; the same version is tried again a little later.
          options.log(
            `catalogue pages: version ${version} was not rendered (exit ${code}): ${output.trim()}`,
          );
          failedVersion = version;
          failedAt = Date.now();
        }
        resolve();
      });
    });
  }

  async function check(): Promise<void> {
    if (running || stopped) return;
    const served = pagesVersion();
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
    },
  };
}
