import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered markup (and while prerendering), true once the page
 * runs in the browser. Parts that depend on the visitor (a query string, a stored session,
 * favourites, today's date) render the anonymous default until then, so the first render in the
 * browser matches the HTML and they adjust right after (decision 098). On a page rendered in the
 * browser from the start it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const NO_PARAMS = new URLSearchParams();

/**
 * `useSearchParams`, except that the query string reads as empty until the page has hydrated:
 * the prerendered HTML of /tours or /search was made without one (a static file serves every
 * query), so the first render in the browser must be the same; the filtered view follows at once.
 */
export function useSearchParamsAfterHydration(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  return [hydrated ? params : NO_PARAMS, setParams];
}
