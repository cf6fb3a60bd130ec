import { getAuthStore } from '@safari/shared-domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Layout, Skeleton, Tabs, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { AccountTab } from './account/AccountTab.tsx';
import { BookingsTab } from './bookings/BookingsTab.tsx';
import type { BookingsPage } from './bookings/bookings-service.ts';
import { bookingsViewFromParams } from './bookings/bookings-url.ts';
import {
  cachedFirstPage,
  DASHBOARD_TAB_LABELS,
  FirstBookingsScreen,
  useAntdScope,
} from './bookings/FirstBookingsScreen.tsx';
import { ContactMessagesTab } from './contact/ContactMessagesTab.tsx';
import { countUnreadMessages } from './contact/contact-service.ts';
import { type DashboardTab, dashboardTabFromParam } from './dashboard-tabs.ts';
import { type LiveStatus, useLiveUpdates } from './live/useLiveUpdates.ts';
import { queryKeys } from './query-keys.ts';
import { SettingsNotice, SettingsNoticePicture } from './summary/SettingsNotice.tsx';
import { SummaryCards, SummaryPicture } from './summary/SummaryCards.tsx';
import { scoped } from './ui/PictureTable.tsx';
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

const tabLabel = (key: (typeof DASHBOARD_TAB_LABELS)[number][0]) =>
  DASHBOARD_TAB_LABELS.find(([tab]) => tab === key)?.[1] ?? key;

/**
 * Runs `then` once the browser has painted what is on screen now: after the next animation frame,
 * in a task of its own (at the latest after FALLBACK_MS, for a page in a background tab, which gets
 * no frames). Returns the cancel.
 */
function afterNextPaint(then: () => void): () => void {
  const FALLBACK_MS = 500;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancel();
    then();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, FALLBACK_MS);
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  };
  return cancel;
}

const TITLE = 'Admin Dashboard';
const LAYOUT_CLASS = 'min-h-screen';
const CONTENT_CLASS = 'mx-auto w-full max-w-7xl p-3 md:p-6';

/** The header's line under the title: who is signed in, and the live channel's state beside it. */
function Welcome({ email, live, testId }: { email: string; live: ReactNode; testId?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-gray-600">
      <span data-testid={testId}>Welcome back, {email}</span>
      {live}
    </p>
  );
}

/**
 * The dashboard's first screen at /admin with its first page of bookings already read (decision
 * 198): the layout, header, settings notice, the summary still loading, and the bookings tab's
 * first page, all in antd's markup with plain elements, so the rows are on screen in the frame
 * after the read instead of after one long render of every antd component on the page. `inert`:
 * nothing in it can be focused or used; the real dashboard replaces it once it has painted.
 */
function FirstDashboardScreen({ email, page }: { email: string; page: BookingsPage }) {
  const scope = useAntdScope();
  return (
    <div
      data-first-screen="dashboard"
      aria-busy="true"
      inert
      className={scoped(scope, 'ant-layout', LAYOUT_CLASS)}
    >
      <main className={scoped(scope, 'ant-layout-content', CONTENT_CLASS)}>
        <header className="mb-6">
          <h1 className={scoped(scope, 'ant-typography')}>{TITLE}</h1>
          <Welcome
            email={email}
            live={
              <span className={scoped(scope, 'ant-tag', 'ant-tag-filled', 'ant-tag-default')}>
                {LIVE_TAG.connecting.text}
              </span>
            }
          />
        </header>
        <SettingsNoticePicture scope={scope} />
        <SummaryPicture scope={scope} />
        <FirstBookingsScreen page={page} scope={scope} />
      </main>
    </div>
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

  // Opened on the bookings tab with its first page already read (BookingsGuard): the dashboard
  // is drawn first, and the real one follows once that has painted (decision 198).
  const queryClient = useQueryClient();
  const [firstScreen, setFirstScreen] = useState(() =>
    tab === 'bookings' ? cachedFirstPage(queryClient, bookingsViewFromParams(params)) : undefined,
  );
  useEffect(() => (firstScreen ? afterNextPaint(() => setFirstScreen(undefined)) : undefined), [firstScreen]);

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

  if (firstScreen) return <FirstDashboardScreen email={email} page={firstScreen} />;
  return (
    <Layout className={LAYOUT_CLASS} data-testid="admin-layout">
      <Layout.Content className={CONTENT_CLASS}>
        <header className="mb-6">
          <Typography.Title level={1}>{TITLE}</Typography.Title>
          <Welcome email={email} live={<LiveTag />} testId="admin-welcome" />
        </header>
        <SettingsNotice />
        <SummaryCards />
        <Tabs
          activeKey={tab}
          onChange={selectTab}
          destroyOnHidden
          items={[
            { key: 'bookings', label: tabLabel('bookings'), children: <BookingsTab /> },
            { key: 'users', label: tabLabel('users'), children: <UsersTab /> },
            {
              key: 'messages',
              label: (
                <span className="inline-flex items-center gap-2">
                  {tabLabel('messages')}
                  <UnreadBadge />
                </span>
              ),
              children: <ContactMessagesTab />,
            },
            {
              key: 'tours',
              label: tabLabel('tours'),
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <ToursTab />
                </Suspense>
              ),
            },
            {
              key: 'photographs',
              label: tabLabel('photographs'),
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <PhotographsTab />
                </Suspense>
              ),
            },
            { key: 'account', label: tabLabel('account'), children: <AccountTab /> },
          ]}
        />
      </Layout.Content>
    </Layout>
  );
}
