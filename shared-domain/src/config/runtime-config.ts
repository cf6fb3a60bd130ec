import { type ConfigIssue, record, text } from './config-checks.ts';
import { defaultSiteSettings, type SiteSettings, siteSettingsChecks } from './site-settings.ts';

// The file served beside the shell as /config.json. It is read at run time so that moving a
// remote, pointing at another backend or changing the operator's details needs no rebuild.
export interface RuntimeConfigInput {
  remotes: { publicSite: string; adminApp: string };
  supabase: { url: string; anonKey: string };
  settings?: Partial<SiteSettings>;
}
export interface RuntimeConfig {
  remotes: { publicSite: string; adminApp: string };
  supabase: { url: string; anonKey: string };
  settings: SiteSettings;
}

const filled = text({ minLength: 1 });
const checkRemotes = record<RuntimeConfig['remotes']>({ publicSite: filled, adminApp: filled });
const checkSupabase = record<RuntimeConfig['supabase']>({ url: filled, anonKey: text() });
const checkSettings = record<SiteSettings>(siteSettingsChecks, { partial: true });

function checkRuntimeConfig(input: unknown, issues: ConfigIssue[]): RuntimeConfigInput | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    issues.push({ path: [], message: 'Invalid input' });
    return undefined;
  }
  const fields = input as Record<string, unknown>;
  const remotes = checkRemotes(fields.remotes, ['remotes'], issues);
  const supabase = checkSupabase(fields.supabase, ['supabase'], issues);
  // Left out, the settings are all the defaults.
  const settings = checkSettings(fields.settings === undefined ? {} : fields.settings, ['settings'], issues);
  return remotes && supabase && settings ? { remotes, supabase, settings } : undefined;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates a parsed /config.json and fills operator settings it leaves out with the defaults. */
export function parseRuntimeConfig(input: unknown, baseUrl?: string): RuntimeConfig {
  const issues: ConfigIssue[] = [];
  const checked = checkRuntimeConfig(input, issues);
  if (!checked || issues.length > 0) {
    const where = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new RuntimeConfigError(`Invalid run-time configuration: ${where.join('; ')}`);
  }
  const { remotes, supabase, settings } = checked;
  const absolute = (url: string) => (baseUrl ? new URL(url, baseUrl).href : url);
  return {
    remotes: { publicSite: absolute(remotes.publicSite), adminApp: absolute(remotes.adminApp) },
    supabase: { url: absolute(supabase.url), anonKey: supabase.anonKey },
    settings: { ...defaultSiteSettings, ...settings },
  };
}

let current: RuntimeConfig | null = null;

/** Called once by whichever app boots first (the shell, or a remote running standalone). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('The run-time configuration has not been loaded yet');
  return current;
}

export function hasRuntimeConfig(): boolean {
  return current !== null;
}

/**
 * Fetches and validates /config.json (or another URL), without caching by the browser. `early`
 * is a request for the same URL already on its way (the shell's first script starts one); when it
 * could not be made (null), the URL is fetched here.
 */
export async function fetchRuntimeConfig(
  url = '/config.json',
  early?: Promise<Response | null>,
): Promise<RuntimeConfig> {
  const response = (await early) ?? (await fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json(), response.url || undefined);
}

/** Operator settings, or the defaults before the configuration is read. */
export function getSiteSettings(): SiteSettings {
  return current?.settings ?? defaultSiteSettings;
}

/**
 * For a remote opened on its own (its team's daily work): the /config.json of its own origin
 * when one is served there, otherwise a backend on the same origin and the default settings.
 */
export async function loadStandaloneRuntimeConfig(): Promise<RuntimeConfig> {
  let config: RuntimeConfig;
  try {
    config = await fetchRuntimeConfig('/config.json');
  } catch {
    config = parseRuntimeConfig(
      { remotes: { publicSite: './', adminApp: './' }, supabase: { url: '/', anonKey: '' } },
      globalThis.location?.href,
    );
  }
  setRuntimeConfig(config);
  return config;
}
