// The failure pages as components the shell can render at once: their code (failure-pages.tsx)
// is fetched the first time one is shown (decision 229). Should that fetch fail too (the network
// has gone), a bare line with the operator's phone, e-mail and "try again" stands in.
import { getSiteSettings } from '@safari/shared-domain';
import { type ComponentType, lazy, Suspense } from 'react';

type Pages = typeof import('./failure-pages.tsx');

function Bare({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  // The network has likely gone: the operator's phone and e-mail are what still helps.
  const { phone, email } = getSiteSettings();
  return (
    <p className="m-8">
      <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> <a href={`mailto:${email}`}>{email}</a>{' '}
      <button type="button" onClick={onRetry} className="underline">
        ↻ Try again
      </button>
    </p>
  );
}

function onDemand<Name extends keyof Pages>(name: Name): Pages[Name] {
  const Page = lazy(() =>
    import('./failure-pages.tsx').then(
      (pages) => ({ default: pages[name] as ComponentType<object> }),
      () => ({ default: Bare as ComponentType<object> }),
    ),
  );
  return ((props: object) => (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  )) as Pages[Name];
}

export const RemoteUnavailable = onDemand('RemoteUnavailable');
export const ConfigError = onDemand('ConfigError');
export const PageCodeWaiting = onDemand('PageCodeWaiting');
