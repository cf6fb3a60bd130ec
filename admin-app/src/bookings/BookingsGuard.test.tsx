// @vitest-environment jsdom
import type { AppRole, AuthState, RoleCheck } from '@safari/shared-domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand';
import { EARLY_READS_WAIT_MS } from '../access/AdminGuard.tsx';
import { BookingsGuard } from './BookingsGuard.tsx';
import type { BookingsPage } from './bookings-service.ts';
import { useBookingsTable } from './useBookingsTable.ts';

// What happens, in order: the bookings read starting, the role check answering, the table
// showing rows. The session and the database are stand-ins; the guard, the early read, the
// table's own query and the cache are the real ones.
const events: string[] = [];
const roleAnswer = { resolve: (_role: AppRole) => {} };
const pageAnswer = { resolve: (_page: BookingsPage) => {}, reject: (_error: Error) => {} };

const authStore = createStore<Pick<AuthState, 'loading' | 'user' | 'initialize' | 'checkRole'>>()(() => ({
  loading: false,
  user: { id: 'user-1' } as AuthState['user'],
  initialize: () => () => {},
  checkRole: () => {
    events.push('role check sent');
    return new Promise<RoleCheck>((resolve) => {
      roleAnswer.resolve = (role) => {
        events.push(`role check answered: ${role}`);
        resolve({ role, failed: false });
      };
    });
  },
}));

vi.mock('@safari/shared-domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@safari/shared-domain')>()),
  getAuthStore: () => authStore,
  getSupabase: () => Promise.resolve({}),
}));

vi.mock('./bookings-service.ts', () => ({
  fetchBookingsPage: () => {
    events.push('bookings read started');
    return new Promise<BookingsPage>((resolve, reject) => {
      pageAnswer.resolve = resolve;
      pageAnswer.reject = reject;
    });
  },
}));

const notified: string[] = [];
vi.mock('../ui/notify.ts', () => ({
  notify: (toast: { title: string }) => notified.push(toast.title),
}));

let tableRenders = 0;
/** The table's data as BookingsTab gets it (useBookingsTable), without antd's table around it. */
function Table() {
  tableRenders += 1;
  const { bookings } = useBookingsTable();
  const rows = bookings.data?.rows;
  if (rows) events.push(`table shows ${rows.length} rows`);
  return <p>{rows ? `${rows.length} rows` : 'table loading'}</p>;
}

function renderAt(path: string, client: QueryClient): void {
  const page = (children: ReactNode) => (
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route path="/admin" element={children} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>
  );
  render(
    page(
      <BookingsGuard>
        <Table />
      </BookingsGuard>,
    ),
  );
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** One read, sent with the role check; the table's first render has its rows. */
const READ_ONCE_BESIDE_THE_ROLE_CHECK = [
  'bookings read started',
  'role check sent',
  'role check answered: admin',
  'table shows 2 rows',
];
const twoRows = { rows: [{ id: 'b1' }, { id: 'b2' }], total: 2 } as unknown as BookingsPage;

describe('BookingsGuard', () => {
  let client: QueryClient;
  beforeEach(() => {
    events.length = 0;
    notified.length = 0;
    tableRenders = 0;
    client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
  });
  afterEach(() => cleanup());

  it("starts the table's bookings read before the role check answers, and the table reuses it", async () => {
    renderAt('/admin', client);
    await flush();
    expect(events).toEqual(['bookings read started', 'role check sent']);
    expect(screen.queryByText(/rows|table loading/)).toBeNull();

    await act(async () => pageAnswer.resolve(twoRows));
    await act(async () => roleAnswer.resolve('admin'));
    await screen.findByText('2 rows');
    // The first render of the table already has the rows; the read was not made a second time.
    expect(events).toEqual(READ_ONCE_BESIDE_THE_ROLE_CHECK);
  });

  it('an admin allowed before the read has answered gets the dashboard with its rows, from the one read', async () => {
    renderAt('/admin?status=pending&size=50', client);
    await flush();
    await act(async () => roleAnswer.resolve('admin'));
    expect(screen.getByText('Checking your access…')).toBeTruthy();
    expect(tableRenders).toBe(0);
    await act(async () => pageAnswer.resolve(twoRows));
    await screen.findByText('2 rows');
    expect(events).toEqual(READ_ONCE_BESIDE_THE_ROLE_CHECK);
  });

  it(`shows the dashboard after ${EARLY_READS_WAIT_MS} ms without a read that is slow to answer, and waits for that read`, async () => {
    renderAt('/admin', client);
    await flush();
    await act(async () => roleAnswer.resolve('admin'));
    await screen.findByText('table loading', undefined, { timeout: EARLY_READS_WAIT_MS + 1_000 });
    await act(async () => pageAnswer.resolve(twoRows));
    await screen.findByText('2 rows');
    expect(events.filter((event) => event === 'bookings read started')).toHaveLength(1);
  });

  it('never shows a non-admin the table, whatever the read answered, and forgets the answer', async () => {
    renderAt('/admin', client);
    await flush();
    await act(async () => pageAnswer.resolve({ rows: [], total: 0 }));
    await act(async () => roleAnswer.resolve('user'));
    await screen.findByText('Home page');
    expect(tableRenders).toBe(0);
    expect(notified).toEqual(['Access Denied']);
    expect(client.getQueryCache().findAll({ queryKey: ['bookings'] })).toEqual([]);
  });

  it('a refused read is neither shown nor toasted for a non-admin', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin', client);
    await flush();
    await act(async () => pageAnswer.reject(new Error('Only staff can count bookings')));
    await act(async () => roleAnswer.resolve('user'));
    await screen.findByText('Home page');
    expect(tableRenders).toBe(0);
    expect(notified).toEqual(['Access Denied']);
    error.mockRestore();
  });

  it('reads nothing early when another tab than the bookings is asked for', async () => {
    renderAt('/admin?tab=users', client);
    await flush();
    expect(events).toEqual(['role check sent']);
  });
});
