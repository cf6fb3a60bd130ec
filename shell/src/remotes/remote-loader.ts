import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { RemoteAppProps } from '@safari/shared-ui';
import type { ComponentType } from 'react';

export type RemoteKey = 'publicSite' | 'adminApp';

interface RemoteModule {
  default: ComponentType<RemoteAppProps>;
}

// Container names must match each remote's `federation({ name })`.
const REMOTES: Record<RemoteKey, { name: string; exposed: string }> = {
  publicSite: { name: 'public_site', exposed: 'public_site/App' },
  adminApp: { name: 'admin_app', exposed: 'admin_app/App' },
};

const RETRY_DELAYS_MS = [400, 1200];
/**
 * How long loading a remote (its remoteEntry.js and the exposed module, retries included) may
 * take. A refused connection or a 404 fails in about 2 s; a server that accepts the connection
 * and never answers would otherwise leave the page on its spinner for minutes.
 */
const DEFAULT_LOAD_LIMIT_MS = 12_000;

let entries: Record<RemoteKey, string> | null = null;
let loadLimitMs = DEFAULT_LOAD_LIMIT_MS;
const registered = new Set<RemoteKey>();
/** How often each remote has been registered: 0 after the first time. */
const generations = new Map<RemoteKey, number>();

/** A module the runtime hands back instead of throwing when a remote cannot be fetched. */
const UNAVAILABLE = Symbol.for('safari.remote-unavailable');
interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
}

function isUnavailable(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
  constructor(remote: RemoteKey, limitMs: number) {
    super(`The ${remote} bundle did not answer within ${Math.round(limitMs / 1000)} s`);
  }
}

class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteKey,
    override readonly cause: unknown,
  ) {
    super(`The ${remote} bundle could not be loaded`);
  }
}

/** Takes the entry URLs from /config.json. Nothing is fetched until a remote is needed. */
export function configureRemotes(
  remoteEntries: Record<RemoteKey, string>,
  options: { loadLimitMs?: number } = {},
): void {
  entries = remoteEntries;
  loadLimitMs = options.loadLimitMs ?? DEFAULT_LOAD_LIMIT_MS;
  registerPlugins([
    {
      name: 'safari-remote-fallback',
      // Second line of defence: a remote that fails to fetch or evaluate resolves to a marker
      // module instead of an exception, so the shell decides what the visitor sees.
      errorLoadRemote({ id, error, lifecycle }) {
        console.warn(`[shell] remote ${id} failed during ${lifecycle}`, error);
        // Earlier stages expect a manifest back, not a module: let their error travel on to
        // `onLoad`, which the runtime calls for the same failure.
        if (lifecycle !== 'onLoad') return undefined;
        const fallback: UnavailableModule = { [UNAVAILABLE]: true, error };
        return fallback;
      },
    },
  ]);
}

/** The entry URL with a marker of the attempt, keeping any query the configuration gave it. */
function entryOfAttempt(entry: string, generation: number): string {
  if (generation === 0) return entry;
  const [base = entry, hash] = entry.split('#', 2);
  const url = `${base}${base.includes('?') ? '&' : '?'}attempt=${generation}`;
  return hash === undefined ? url : `${url}#${hash}`;
}

function register(remote: RemoteKey, force: boolean): void {
  if (!entries) throw new Error('configureRemotes() must run before a remote is loaded');
  if (registered.has(remote) && !force) return;
  const { name } = REMOTES[remote];
  const previous = generations.get(remote);
  const generation = previous === undefined ? 0 : previous + 1;
  generations.set(remote, generation);
  // Every registration after the first drops what the runtime cached of the failed attempt
  // (`force`) and uses its own URL: the browser keeps an import() of a server that never
  // answered pending for good, and the runtime shares one loading promise per URL, so asking
  // for the same URL again would wait on that hung request instead of fetching afresh.
  registerRemotes([{ name, entry: entryOfAttempt(entries[remote], generation), type: 'module' }], {
    force: generation > 0,
  });
  registered.add(remote);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `promise`, or a RemoteTimeoutError once `deadline` (a Date.now() time) has passed. */
function beforeDeadline<T>(promise: Promise<T>, remote: RemoteKey, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteTimeoutError(remote, loadLimitMs)),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a remote's root component, registering the remote on first use. Tries again twice
 * with a growing pause, all within the load limit; after that, or as soon as the limit has
 * passed, it throws RemoteUnavailableError for the error boundary.
 */
export async function loadRemoteApp(remote: RemoteKey): Promise<RemoteModule> {
  const deadline = Date.now() + loadLimitMs;
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    try {
      register(remote, attempt > 0 || lastError !== null);
      const loaded = await beforeDeadline(
        loadRemote<RemoteModule>(REMOTES[remote].exposed),
        remote,
        deadline,
      );
      if (loaded && !isUnavailable(loaded) && typeof loaded.default === 'function') return loaded;
      lastError = isUnavailable(loaded) ? loaded.error : new Error(`${remote} exposes no component`);
    } catch (error) {
      lastError = error;
      // The limit is for the whole load: a remote that hung is not waited for twice more.
      if (error instanceof RemoteTimeoutError) break;
    }
  }
  throw new RemoteUnavailableError(remote, lastError);
}

/** Forget the last failure so the next load starts with a fresh registration. */
export function forgetRemote(remote: RemoteKey): void {
  registered.delete(remote);
}
