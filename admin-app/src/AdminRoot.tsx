import { type RemoteAppProps, recordSharedModules } from '@safari/shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdLayer } from './AntdLayer.tsx';
import { AdminGuard } from './access/AdminGuard.tsx';
import { StaffSignIn } from './access/StaffSignIn.tsx';
import { BookingsGuard } from './bookings/BookingsGuard.tsx';
import { Dashboard } from './Dashboard.tsx';
import { ADMIN_THEME as theme } from './theme.ts';
import './styles.css';
// antd's rules for the admin's components, computed at build time (decision 170); after
// styles.css, which orders the cascade layers.
import 'virtual:antd-static-styles.css';

recordSharedModules('adminApp');

// The proposal editor is a chunk of its own, fetched when a proposal is opened (issue 37).
const ProposalPage = lazy(() => import('./proposals/ProposalPage.tsx'));

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Live updates refresh what changed; refetching on every focus would only add load.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The staff dashboard, relative to /admin: App.tsx loads it once the first reads are on their way. */
export default function AdminRoot({ notFound }: RemoteAppProps) {
  const [queryClient] = useState(newQueryClient);
  return (
    <AntdLayer>
      <ConfigProvider theme={theme}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <div data-remote="admin-app">
              <Routes>
                <Route
                  index
                  element={
                    <BookingsGuard>
                      <Dashboard />
                    </BookingsGuard>
                  }
                />
                <Route
                  path="tours/*"
                  element={
                    <AdminGuard>
                      <Dashboard />
                    </AdminGuard>
                  }
                />
                <Route
                  path="proposals/:bookingId"
                  element={
                    <AdminGuard>
                      <Suspense fallback={null}>
                        <ProposalPage />
                      </Suspense>
                    </AdminGuard>
                  }
                />
                <Route path="sign-in" element={<StaffSignIn />} />
                <Route path="*" element={notFound} />
              </Routes>
            </div>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </AntdLayer>
  );
}
