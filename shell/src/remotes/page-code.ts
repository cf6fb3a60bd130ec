// How the shell loads a remote for the page it shows (issue 24, seam 1; decision 131):
// * whatever it retried, the page comes back with its style sheets (style-sheets.ts);
// * a prerendered page that already reads as designed stays on screen while its code is asked
//   for again, with a note that its buttons and forms are not ready yet, instead of giving way
//   to the "taking a break" page. A page whose style sheets did not arrive is not readable (the
//   pictures fill the screen), so it shows the down page and its "Try again" as before.
import type { RemoteAppProps } from '@safari/shared-ui';
import type { ComponentType } from 'react';
import { forgetRemote, loadRemoteApp, type RemoteKey } from './remote-loader.ts';
import { restoreStyleSheets, styleSheetsComplete } from './style-sheets.ts';

interface RemoteModule {
  default: ComponentType<RemoteAppProps>;
}

/** Pauses between the further tries for a page that stays readable meanwhile. */
const PATIENT_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000];

class StyleSheetsMissingError extends Error {
  override name = 'StyleSheetsMissingError';
  constructor() {
    super("The page's style sheets did not arrive");
  }
}

type Listener = () => void;
const waiting = new Set<RemoteKey>();
const listeners = new Set<Listener>();

function setWaiting(remote: RemoteKey, isWaiting: boolean): void {
  if (waiting.has(remote) === isWaiting) return;
  if (isWaiting) waiting.add(remote);
  else waiting.delete(remote);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a readable page is waiting for this remote's code. */
export const pageCodeWaiting = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: (remote: RemoteKey): boolean => waiting.has(remote),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The remote's component, once its code and every style sheet of the page have arrived. */
async function loadWithStyles(remote: RemoteKey): Promise<RemoteModule> {
  const module = await loadRemoteApp(remote);
  if (!(await restoreStyleSheets())) throw new StyleSheetsMissingError();
  return module;
}

/**
 * Loads the remote for the page. With `keepReadablePage` (a prerendered page being hydrated), a
 * failure while the page's style sheets are all in does not end the load: it is tried again
 * after a growing pause, for as long as the visitor stays, and the page stays as it is.
 */
export async function loadPageCode(remote: RemoteKey, keepReadablePage: boolean): Promise<RemoteModule> {
  for (let failures = 0; ; failures += 1) {
    try {
      const module = await loadWithStyles(remote);
      setWaiting(remote, false);
      return module;
    } catch (error) {
      if (!keepReadablePage || !styleSheetsComplete()) {
        setWaiting(remote, false);
        throw error;
      }
      console.warn(`[shell] ${remote} did not load; the page stays readable and it is tried again`, error);
      setWaiting(remote, true);
      await sleep(PATIENT_DELAYS_MS[Math.min(failures, PATIENT_DELAYS_MS.length - 1)] ?? 30_000);
      forgetRemote(remote);
    }
  }
}
