import { getAuthStore } from '@safari/shared-domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Layout, Skeleton, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { AccountTab } from './account/AccountTab.tsx';
import { BookingsTab } from './bookings/BookingsTab.tsx';
import { ContactMessagesTab } from './contact/ContactMessagesTab.tsx';
import { countUnreadMessages } from './contact/contact-service.ts';
import { type DashboardTab, dashboardTabFromParam } from './dashboard-tabs.ts';
import { type LiveStatus, useLiveUpdates } from './live/useLiveUpdates.ts';
import { queryKeys } from './query-keys.ts';
import { SettingsNotice } from './summary/SettingsNotice.tsx';
import { SummaryCards } from './summary/SummaryCards.tsx';
import { UsersTab } from './users/UsersTab.tsx';

const LIVE_TAG: Record<LiveStatus, { color: string; text: string }> = {
  connecting: { color: 'default', text: 'Connecting…' },
  subscribed: { color: 'green', text: 'Live' },
  interrupted: { color: 'orange', text: 'Live updates interrupted: reload to retry' },
};

// The Tours tab's code is a chunk of its own, fetched when the tab is first opened (decision 125).
const ToursTab = lazy(() => import('./tours/ToursTab.tsx'));
// So is the Photographs tab's (issue 38): the upload list and the library.
const PhotographsTab = lazy(() => import('./photographs/PhotographsTab.tsx'));

/** The Tours tab lives at its own address (/admin/tours, /admin/tours/<slug>); the others at ?tab=. */
const TOURS_PATH = /^\/admin\/tours(\/|$)/;

/**
 * The live channel for as long as the dashboard is shown, and its state. Its own component, like
 * UnreadBadge: when the channel joins or the count arrives, only the tag or the badge renders
 * again, not the dashboard and the bookings table with it (decision 167).
 */
function LiveTag() {
  const live = useLiveUpdates();
  return (
    <Tag data-live={live} color={LIVE_TAG[live].color}>
      {LIVE_TAG[live].text}
    </Tag>
  );
}

function UnreadBadge() {
  const unread = useQuery({ queryKey: queryKeys.unreadMessages, queryFn: countUnreadMessages });
  return (
    <Badge count={unread.data ?? 0} aria-label={`${unread.data ?? 0} unread`} data-testid="unread-badge" />
  );
}

/** docs/product.md §11: header, five figures, four tabs. Only rendered for a confirmed admin. */
export function Dashboard() {
  const email = useStore(getAuthStore(), (state) => state.user?.email ?? '');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onTours = TOURS_PATH.test(pathname);
  const tab: DashboardTab = onTours ? 'tours' : dashboardTabFromParam(params.get('tab'));

  useEffect(() => {
    document.title = 'Admin Dashboard';
  }, []);

  // The bookings view's parameters stay in the address bar on other tabs, so coming back finds
  // the same search and filters.
  const selectTab = (key: string) => {
    if (key === 'tours') {
      navigate('/admin/tours');
      return;
    }
    if (onTours) {
      navigate(key === 'bookings' ? '/admin' : `/admin?tab=${key}`);
      return;
    }
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === 'bookings') next.delete('tab');
      else next.set('tab', key);
      return next;
    });
  };

  return (
    <Layout className="min-h-screen" data-testid="admin-layout">
      <Layout.Content className="mx-auto w-full max-w-7xl p-3 md:p-6">
        <header className="mb-6">
          <Typography.Title level={1}>Admin Dashboard</Typography.Title>
          <p className="flex flex-wrap items-center gap-2 text-gray-600">
            <span data-testid="admin-welcome">Welcome back, {email}</span>
            <LiveTag />
          </p>
        </header>
        <SettingsNotice />
        <SummaryCards />
        <Tabs
          activeKey={tab}
          onChange={selectTab}
          destroyOnHidden
          items={[
            { key: 'bookings', label: 'Bookings Management', children: <BookingsTab /> },
            { key: 'users', label: 'Users', children: <UsersTab /> },
            {
              key: 'messages',
              label: (
                <span className="inline-flex items-center gap-2">
                  Contact Messages
                  <UnreadBadge />
                </span>
              ),
              children: <ContactMessagesTab />,
            },
            {
              key: 'tours',
              label: 'Tours',
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <ToursTab />
                </Suspense>
              ),
            },
            {
              key: 'photographs',
              label: 'Photographs',
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <PhotographsTab />
                </Suspense>
              ),
            },
            { key: 'account', label: 'Account Settings', children: <AccountTab /> },
          ]}
        />
      </Layout.Content>
    </Layout>
  );
}
