// The built site as supabase-local's `site`: the shell and both remotes on the API's port, a
// /config.json naming this backend, the operator's settings handed to the database for the mails,
// and the public pages kept on the published catalogue (decision 127).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtSiteLocations, createSiteHandler } from '@safari/shell/server';
import type { OperatorSettings, ServedSite, SiteFactory } from '@safari/supabase-local';
import { type CataloguePages, startCataloguePages } from './catalogue-pages.ts';

/**
 * Uploaded photographs' variants and lists, made by a catalogue publish (decision 196), kept in
 * the data folder and served under the public-site's folder, where its pages look for them.
 */
const PHOTOGRAPHS_FOLDER = 'site-photographs';
const PHOTOGRAPH_FILE = /^(?:[0-9a-f]{20}-\d{1,4}\.(?:avif|webp)|list-[0-9a-f]{20}\.json)$/;
/**
 * The pages rendered for this server's database after a publish, kept in its data folder (not in
 * the release, which other servers may serve too; decision 207).
 */
const RENDERED_PAGES_FILE = join('site-pages', 'pages.json');

/** The workspace root (this file is site-server/src/built-site.ts). */
const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Renders a published catalogue version into a public-site build (decision 127). */
const publishScript = join(workspaceRoot, 'public-site', 'scripts', 'publish-catalogue.ts');

export interface BuiltSiteOptions {
  /**
   * A workspace-shaped folder holding shell/dist, public-site/dist and admin-app/dist (env
   * SITE_DIR). Default: this workspace.
   */
  siteDir?: string;
  /**
   * The deployment's /config.json (operator settings, remotes), kept outside the builds so a shell
   * release does not overwrite it (env SITE_CONFIG). Default: the one the shell's build carries.
   */
  siteConfigFile?: string;
  /**
   * Renders the public pages again when staff publish a catalogue version (decision 127);
   * `false` leaves the build's pages as they are. Default: on.
   */
  cataloguePages?: { intervalMs?: number } | false;
}

/** `settings` of the deployment's /config.json; none when the file does not exist. */
async function operatorSettingsOf(configFile: string): Promise<OperatorSettings> {
  try {
    const config = JSON.parse(await readFile(configFile, 'utf8')) as { settings?: OperatorSettings };
    return config.settings ?? {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return {};
  }
}

export function builtSite(options: BuiltSiteOptions = {}): SiteFactory {
  return async (context): Promise<ServedSite> => {
    const built = builtSiteLocations(options.siteDir ?? workspaceRoot);
    const photographsDir = join(context.dataDir, PHOTOGRAPHS_FOLDER);
    const publicSitePrefix =
      Object.entries(built.remotes).find(([, dir]) => dir === built.publicSiteDir)?.[0] ?? '/';
    const photographsPrefix = `${publicSitePrefix}photographs/`;
    // First, so its prefix wins over the public-site's own.
    const locations = { ...built, remotes: { [photographsPrefix]: photographsDir, ...built.remotes } };
    const renderedPagesFile = join(context.dataDir, RENDERED_PAGES_FILE);
    const configFile = options.siteConfigFile ?? join(locations.shellDir, 'config.json');
    const handleSite = createSiteHandler({
      ...locations,
      renderedPagesFile,
      // The browser gets this server's URL and the anon key; never the service key.
      runtimeConfig: async () => {
        const base = JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
        const supabase = (base.supabase ?? {}) as Record<string, unknown>;
        return { ...base, supabase: { ...supabase, url: context.siteUrl, anonKey: context.keys.anonKey } };
      },
    });
    let cataloguePages: CataloguePages | null = null;
    return {
      operatorSettings: await operatorSettingsOf(configFile),
      async handle(req, res) {
        if (!existsSync(join(locations.shellDir, 'index.html'))) {
          res
            .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end('The site is not built: run `pnpm build` at the workspace root.\n');
          return true;
        }
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        // Only the variants and lists: the folder's bookkeeping is not part of the site.
        if (path.startsWith(photographsPrefix) && !PHOTOGRAPH_FILE.test(path.slice(photographsPrefix.length)))
          req.url = `${photographsPrefix}not-a-photograph`;
        return handleSite(req, res);
      },
      async start() {
        if (options.cataloguePages === false) return;
        cataloguePages = startCataloguePages({
          db: context.db,
          publicSiteDir: locations.publicSiteDir,
          pagesFile: renderedPagesFile,
          publishScript,
          photographsDir,
          configFile,
          supabaseUrl: context.siteUrl,
          anonKey: context.keys.anonKey,
          serviceRoleKey: context.keys.serviceRoleKey,
          log: context.log,
          ...options.cataloguePages,
        });
      },
      async close() {
        await cataloguePages?.close();
      },
    };
  };
}
