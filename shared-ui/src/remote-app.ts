import type { ReactNode } from 'react';

/**
 * What the shell hands to each remote's root component. The shell owns the not-found page;
 * a remote renders it for paths it does not know.
 */
export interface RemoteAppProps {
  notFound: ReactNode;
}
