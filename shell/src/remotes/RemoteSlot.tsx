import { PageSpinner } from '@safari/shared-ui';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { RemoteUnavailable } from '../pages/RemoteUnavailable.tsx';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { forgetRemote, loadRemoteApp, type RemoteKey } from './remote-loader.ts';

interface RemoteSlotProps {
  remote: RemoteKey;
  notFound: ReactNode;
}

/** One remote on the page: loaded lazily, retried, and isolated by its own error boundary. */
export function RemoteSlot({ remote, notFound }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);

  // A new lazy component per attempt: React caches a rejected lazy load forever otherwise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists to rebuild the loader
  const Remote = useMemo<ComponentType<{ notFound: ReactNode }>>(
    () => lazy(() => loadRemoteApp(remote)),
    [remote, attempt],
  );

  const retry = useCallback(() => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary
      resetKey={attempt}
      fallback={(error) => <RemoteUnavailable remote={remote} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<PageSpinner />}>
        <Remote notFound={notFound} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
