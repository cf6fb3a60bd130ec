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

let entries: Record<RemoteKey, string> | null = null;
const registered = new Set<RemoteKey>();

/** A module the runtime hands back instead of throwing when a remote cannot be fetched. */
const UNAVAILABLE = Symbol.for('safari.remote-unavailable');
interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
}

function isUnavailable(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
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
export function configureRemotes(remoteEntries: Record<RemoteKey, string>): void {
  entries = remoteEntries;
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

function register(remote: RemoteKey, force: boolean): void {
  if (!entries) throw new Error('configureRemotes() must run before a remote is loaded');
  if (registered.has(remote) && !force) return;
  const { name } = REMOTES[remote];
  // `force` drops what the runtime cached of a failed attempt, so a retry fetches afresh.
  registerRemotes([{ name, entry: entries[remote], type: 'module' }], { force });
  registered.add(remote);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote's root component, registering the remote on first use. Tries again twice
 * with a growing pause; after that it throws RemoteUnavailableError for the error boundary.
 */
export async function loadRemoteApp(remote: RemoteKey): Promise<RemoteModule> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    try {
      register(remote, attempt > 0 || lastError !== null);
      const loaded = await loadRemote<RemoteModule>(REMOTES[remote].exposed);
      if (loaded && !isUnavailable(loaded) && typeof loaded.default === 'function') return loaded;
      lastError = isUnavailable(loaded) ? loaded.error : new Error(`${remote} exposes no component`);
    } catch (error) {
      lastError = error;
    }
  }
  throw new RemoteUnavailableError(remote, lastError);
}

/** Forget the last failure so the next load starts with a fresh registration. */
export function forgetRemote(remote: RemoteKey): void {
  registered.delete(remote);
}
