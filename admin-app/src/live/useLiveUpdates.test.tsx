// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from './useLiveUpdates.ts';

/** A Realtime channel stand-in: the test says when it joins. */
const channel = {
  join: (_state: 'SUBSCRIBED') => {},
  on() {
    return channel;
  },
  subscribe(callback: (state: 'SUBSCRIBED') => void) {
    channel.join = callback;
    return channel;
  },
};

vi.mock('@safari/shared-domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@safari/shared-domain')>()),
  getSupabase: () => Promise.resolve({ channel: () => channel, removeChannel: () => Promise.resolve() }),
}));
vi.mock('../ui/notify.ts', () => ({ announce: () => {} }));

let bookingsReads = 0;
function Page() {
  useLiveUpdates();
  const rows = useQuery({
    queryKey: ['bookings', 'page', 1],
    queryFn: async () => {
      bookingsReads += 1;
      return `rows of read ${bookingsReads}`;
    },
  });
  return <p>{rows.data ?? 'loading'}</p>;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('useLiveUpdates', () => {
  afterEach(() => cleanup());

  it('loads the bookings once per visit: joining just after the first load reads nothing again', async () => {
    bookingsReads = 0;
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const page = render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await flush();
    await act(async () => channel.join('SUBSCRIBED'));
    await flush();
    expect(page.getByText('rows of read 1')).toBeTruthy();
    expect(bookingsReads).toBe(1);

    // A later join follows a drop: what was read before it may have missed a change.
    await act(async () => channel.join('SUBSCRIBED'));
    await flush();
    expect(bookingsReads).toBe(2);
  });
});
