import { getAuthStore } from '@safari/shared-domain';
import { PageSpinner, type RemoteAppProps } from '@safari/shared-ui';
import { type ComponentType, useEffect, useState } from 'react';
import { startEarlyBookingsRead } from './bookings/early-bookings-read.ts';

// What the shell loads for /admin (federation's './App'). It holds no antd: it starts the
// session and, on the bookings tab, the first page's read while the rest of the admin's code
// (antd's chunk above all) is still being evaluated, then renders the dashboard (decision 198).
// Both are idempotent: the guard asks the same store, the table takes the same read.
getAuthStore().getState().initialize();
startEarlyBookingsRead();

// The dashboard's code, asked for now (its chunks are announced with this one's, first-screen.json).
// Not React.lazy: a Suspense boundary that showed its fallback holds back the next reveal for up
// to 300 ms (React's fallback throttle), which the first rows would wait for.
type Root = ComponentType<RemoteAppProps>;
let loadedRoot: Root | null = null;
const rootLoad = import('./AdminRoot.tsx').then((module) => {
  loadedRoot = module.default;
  return module.default;
});
rootLoad.catch(() => {}); // a failure is thrown to the shell's boundary when rendered

/** The staff dashboard, relative to /admin. */
export default function AdminApp(props: RemoteAppProps) {
  const [AdminRoot, setAdminRoot] = useState<Root | null>(() => loadedRoot);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (AdminRoot) return;
    let current = true;
    rootLoad.then(
      (root) => current && setAdminRoot(() => root),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [AdminRoot]);
  // The shell's remote slot shows its own message for a remote whose code did not arrive.
  if (failed) throw failed;
  return AdminRoot ? <AdminRoot {...props} /> : <PageSpinner />;
}
