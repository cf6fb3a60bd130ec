import { servedCatalogueVersion } from '@safari/shared-domain/catalogue';
import { CATALOGUE_TOASTS } from '@safari/shared-domain/messages';
import { notify } from '../ui/notify.ts';

/** How long the admin waits for the pages to show a publish before saying they do not. */
const PAGES_FOLLOW_LIMIT_MS = 3 * 60_000;
const PAGES_FOLLOW_INTERVAL_MS = 2_000;

export interface PagesFollowOptions {
  /** The served home page's HTML (the site's own origin, never a cached copy). */
  readonly readPage?: () => Promise<string>;
  readonly intervalMs?: number;
  readonly limitMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

async function readHomePage(): Promise<string> {
  const response = await fetch(`/?catalogue-check=${Date.now()}`, { cache: 'no-store' });
  return response.ok ? response.text() : '';
}

/**
 * Waits until the served pages name `version` or a later one (each page's head carries the
 * catalogue version it was rendered from); false when they still do not after the limit. A page
 * that cannot be read is read again at the next turn.
 */
export async function pagesShow(version: number, options: PagesFollowOptions = {}): Promise<boolean> {
  const readPage = options.readPage ?? readHomePage;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const until = now() + (options.limitMs ?? PAGES_FOLLOW_LIMIT_MS);
  for (;;) {
    const served = servedCatalogueVersion(await readPage().catch(() => ''));
    if (served !== null && served >= version) return true;
    if (now() >= until) return false;
    await sleep(options.intervalMs ?? PAGES_FOLLOW_INTERVAL_MS);
  }
}

/** After a publish or a restore: says when `version` is what travellers see, or that it is late. */
export async function announceWhenLive(version: number, options: PagesFollowOptions = {}): Promise<void> {
  const limitMs = options.limitMs ?? PAGES_FOLLOW_LIMIT_MS;
  if (await pagesShow(version, options)) notify(CATALOGUE_TOASTS.live(version));
  else notify(CATALOGUE_TOASTS.notLiveYet(version, Math.round(limitMs / 60_000)));
}
