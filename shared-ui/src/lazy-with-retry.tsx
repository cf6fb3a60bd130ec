import { type ComponentProps, type ComponentType, createContext, lazy, useContext } from 'react';

/** Pauses before the second and third try of a chunk download. */
const RETRY_DELAYS_MS = [500, 1500];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(load: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

const RetryCountContext = createContext(0);

/** Provides the shell's `retryCount` (RemoteAppProps) to the remote's `lazyWithRetry` parts. */
export const RetryCountProvider = RetryCountContext.Provider;

/**
 * `React.lazy` for a code-split page that survives a flaky connection. A failed download is
 * tried twice more; if it still fails, the error goes to the nearest error boundary as usual,
 * and once the retry count (RetryCountProvider) changes, the part downloads afresh. Plain `lazy`
 * keeps its rejected promise for good: after one failed chunk only a full reload brought the
 * page back. The swap waits for the count to change, not just for the next render, because React
 * renders the failed part again itself to deliver the error to the boundary.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint React.lazy puts on its component
export function lazyWithRetry<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): ComponentType<ComponentProps<C>> {
  interface Attempt {
    Component: ComponentType<ComponentProps<C>>;
    failed: boolean;
    /** The retry count it was first rendered under. */
    retryCount: number | null;
  }
  const attemptFrom = (): Attempt => {
    const attempt: Attempt = {
      Component: lazy(() =>
        withRetries(load, delays).catch((error: unknown) => {
          attempt.failed = true;
          throw error;
        }),
      ) as unknown as ComponentType<ComponentProps<C>>,
      failed: false,
      retryCount: null,
    };
    return attempt;
  };
  let current = attemptFrom();

  function RetryingLazy(props: ComponentProps<C>) {
    const retryCount = useContext(RetryCountContext);
    if (current.failed && current.retryCount !== retryCount) current = attemptFrom();
    current.retryCount ??= retryCount;
    const { Component } = current;
    return <Component {...props} />;
  }
  return RetryingLazy;
}
