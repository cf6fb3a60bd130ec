import { getSiteSettings } from '@safari/shared-domain';
import { operatorToday } from '@safari/shared-domain/catalogue';
import { type ProposalInput, proposalValuesOf } from '@safari/shared-domain/proposals';
import { useQuery } from '@tanstack/react-query';
import { Layout, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { StatusTag } from '../bookings/StatusTag.tsx';
import { type LiveStatus, useLiveUpdates } from '../live/useLiveUpdates.ts';
import { queryKeys } from '../query-keys.ts';
import { ProposalEditor } from './ProposalEditor.tsx';
import { ProposalHistory } from './ProposalHistory.tsx';
import { startingValues } from './proposal-start.ts';
import {
  catalogueTourPrice,
  fetchProposalWorkspace,
  fetchPublishedTours,
  type ProposalWorkspace,
} from './proposals-service.ts';

const LIVE_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  subscribed: 'Live',
  interrupted: 'Live updates interrupted: reload to retry',
};

/**
 * /admin/proposals/:bookingId (issue 37): the proposal answering one booking request. Its own
 * chunk, loaded when opened. The versions and the traveller's messages arrive live.
 */
export default function ProposalPage() {
  const { bookingId = '' } = useParams();
  const live = useLiveUpdates();
  const workspace = useQuery({
    queryKey: queryKeys.proposal(bookingId),
    queryFn: () => fetchProposalWorkspace(bookingId),
  });
  const tours = useQuery({
    queryKey: queryKeys.proposalTours,
    queryFn: fetchPublishedTours,
    staleTime: Infinity,
  });
  useEffect(() => {
    document.title = 'Proposal · Admin Dashboard';
  }, []);

  return (
    <Layout className="min-h-screen" data-testid="admin-layout">
      <Layout.Content className="mx-auto w-full max-w-6xl p-3 md:p-6">
        <Link to="/admin">← Bookings</Link>
        {workspace.isPending || tours.isPending ? <Skeleton active /> : null}
        {workspace.isError || tours.isError ? (
          <Result
            status="warning"
            title="The proposal could not be loaded"
            subTitle="Reload the page to try again."
          />
        ) : null}
        {workspace.data === null ? (
          <Result
            status="404"
            title="There is no such booking"
            extra={<Link to="/admin">Back to bookings</Link>}
          />
        ) : null}
        {workspace.data && tours.data ? (
          <Workspace workspace={workspace.data} tours={tours.data} live={live} />
        ) : null}
      </Layout.Content>
    </Layout>
  );
}

function Workspace({
  workspace,
  tours,
  live,
}: {
  readonly workspace: ProposalWorkspace;
  readonly tours: Parameters<typeof ProposalEditor>[0]['tours'];
  readonly live: LiveStatus;
}) {
  const { booking, draft, versions } = workspace;
  const tour = tours.find((candidate) => candidate.slug === booking.tour_slug) ?? null;
  // A new proposal for a catalogue tour starts at what the database charges for its dates and party.
  const price = useQuery({
    queryKey: [...queryKeys.proposal(booking.id), 'start-price'],
    queryFn: () => catalogueTourPrice(tour?.slug ?? '', booking.tour_date, booking.adults, booking.youths),
    enabled: !draft && tour !== null,
    staleTime: Infinity,
  });
  if (!draft && tour && price.isPending) return <Skeleton active />;
  const start: ProposalInput = draft
    ? proposalValuesOf(draft)
    : startingValues({
        booking,
        tour,
        price: price.data ?? null,
        terms: getSiteSettings().paymentTerms,
        today: operatorToday(),
      });
  const nextVersion = (versions.at(-1)?.version ?? 0) + 1;
  return (
    <>
      <header className="my-4">
        <Typography.Title level={1} className="!mb-1 max-md:!text-2xl">
          Proposal for <span className="whitespace-nowrap">{booking.reference}</span>
        </Typography.Title>
        <p className="flex flex-wrap items-center gap-2 text-gray-600">
          <span>
            {booking.customer_name} · {booking.customer_email}
          </span>
          <StatusTag status={booking.status} />
          <Tag
            data-live={live}
            color={live === 'subscribed' ? 'green' : live === 'interrupted' ? 'orange' : 'default'}
          >
            {LIVE_TEXT[live]}
          </Tag>
        </p>
        <p className="text-gray-600">Request: {booking.tour_name}</p>
      </header>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <ProposalEditor
          key={booking.id}
          booking={booking}
          draft={draft}
          start={start}
          tours={tours}
          nextVersion={nextVersion}
        />
        <aside aria-label="Versions and history">
          <ProposalHistory workspace={workspace} />
        </aside>
      </div>
    </>
  );
}
