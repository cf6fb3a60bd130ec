import type { ReactNode } from 'react';

/**
 * What the shell hands to each remote's root component. The shell owns the not-found page;
 * a remote renders it for paths it does not know.
 */
export interface RemoteAppProps {
  notFound: ReactNode;
  /**
   * How often the visitor has pressed "Try again" on the shell's error page. A code-split part
   * of the remote that failed to download loads afresh when it changes (`lazyWithRetry`).
   * Optional: a shell released before it existed simply never sends it.
   */
  retryCount?: number;
}
