import { formatUsd } from '@safari/shared-domain/catalogue';
import { CATALOGUE_TOASTS } from '@safari/shared-domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { queryKeys } from '../query-keys.ts';
import { notify } from '../ui/notify.ts';
import { stackedColumn, usePhoneColumns } from '../ui/phone-columns.tsx';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { CatalogueHistory } from './CatalogueHistory.tsx';
import { PublishButton } from './PublishButton.tsx';
import { TOUR_STATUS_TEXT, type TourStatus, tourStatus, unpublishedCount } from './tour-status.ts';
import { CatalogueError, changeTourHidden, fetchTourDrafts, type TourDraft } from './tours-service.ts';

interface Row {
  readonly draft: TourDraft;
  readonly status: TourStatus;
}

/** /admin/tours: every draft in catalogue order with its status, Publish, and the history. */
export function ToursList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const drafts = useQuery({ queryKey: queryKeys.tourDrafts, queryFn: fetchTourDrafts });
  useLoadFailureToast(drafts, CATALOGUE_TOASTS.loadToursFailure);

  const rows: Row[] = (drafts.data ?? []).map((draft) => ({
    draft,
    status: tourStatus(draft),
  }));

  const hide = useMutation({
    mutationFn: (draft: TourDraft) =>
      changeTourHidden({ slug: draft.slug, hidden: !draft.hidden, revision: draft.revision }),
    onSuccess: (_, draft) =>
      notify(
        draft.hidden
          ? CATALOGUE_TOASTS.tourShown(draft.tour.title)
          : CATALOGUE_TOASTS.tourHidden(draft.tour.title),
      ),
    onError: (error) => {
      if (!(error instanceof CatalogueError)) console.error(error);
      notify(
        CATALOGUE_TOASTS.refused(
          error instanceof CatalogueError ? error.message : 'The tour was not changed.',
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tours }),
  });

  const narrow = usePhoneColumns();
  const actions = (draft: TourDraft) => (
    <span className={`flex gap-2 ${narrow ? 'flex-col items-stretch' : 'flex-wrap'}`}>
      <Button
        size="small"
        aria-label={`Edit ${draft.tour.title}`}
        onClick={() => navigate(`/admin/tours/${draft.slug}`)}
      >
        Edit
      </Button>
      <Button
        size="small"
        aria-label={`Duplicate ${draft.tour.title}`}
        onClick={() => navigate(`/admin/tours/new?from=${encodeURIComponent(draft.slug)}`)}
      >
        Duplicate
      </Button>
      <Button
        size="small"
        aria-label={`${draft.hidden ? 'Show' : 'Hide'} ${draft.tour.title}`}
        loading={hide.isPending && hide.variables?.slug === draft.slug}
        onClick={() => hide.mutate(draft)}
      >
        {draft.hidden ? 'Show' : 'Hide'}
      </Button>
    </span>
  );

  return (
    <section aria-label="Tours" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Typography.Paragraph className="!mb-0 max-w-2xl text-gray-600">
          Changes are drafts until you publish: travellers see the last published version.
        </Typography.Paragraph>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => navigate('/admin/tours/new')}>Add tour</Button>
          <PublishButton pending={unpublishedCount(rows.map((row) => row.status))} />
        </div>
      </div>
      <Table<Row>
        rowKey={(row) => row.draft.slug}
        loading={drafts.isPending}
        dataSource={rows}
        pagination={false}
        scroll={narrow ? undefined : { x: 760 }}
        size="middle"
        columns={narrow ? narrowColumns(actions) : wideColumns(actions)}
      />
      <CatalogueHistory />
    </section>
  );
}

function TourTitle({ draft }: { draft: TourDraft }) {
  return (
    <span className="flex flex-col">
      <Link to={`/admin/tours/${draft.slug}`} data-testid="tour-title">
        {draft.tour.title}
      </Link>
      <span className="text-xs text-gray-500">/tour/{draft.slug}</span>
    </span>
  );
}

function TourStatusTag({ status }: { status: TourStatus }) {
  return (
    <Tag color={TOUR_STATUS_TEXT[status].color} data-status={status}>
      {TOUR_STATUS_TEXT[status].text}
    </Tag>
  );
}

type Actions = (draft: TourDraft) => ReactNode;

function wideColumns(actions: Actions): TableColumnsType<Row> {
  return [
    { title: 'Tour', key: 'title', render: (_, { draft }) => <TourTitle draft={draft} /> },
    { title: 'Status', key: 'status', render: (_, { status }) => <TourStatusTag status={status} /> },
    { title: 'Adult price', key: 'price', render: (_, { draft }) => formatUsd(draft.tour.adultPrice) },
    { title: 'Days', key: 'days', render: (_, { draft }) => draft.tour.durationDays },
    { title: 'Last saved', key: 'saved', render: (_, { draft }) => draft.updatedByEmail ?? '—' },
    { title: 'Actions', key: 'actions', render: (_, { draft }) => actions(draft) },
  ];
}

/** At phone width: the tour with its status, price, days and last editor in one cell, the actions in the other. */
function narrowColumns(actions: Actions): TableColumnsType<Row> {
  return [
    stackedColumn<Row>(
      'Tour',
      'title',
      ({ draft, status }) => (
        <>
          <TourTitle draft={draft} />
          <span>
            <TourStatusTag status={status} />
          </span>
          <span>
            {formatUsd(draft.tour.adultPrice)} · {draft.tour.durationDays} days
          </span>
          {draft.updatedByEmail ? (
            <span className="text-xs text-gray-500">Last saved by {draft.updatedByEmail}</span>
          ) : null}
        </>
      ),
      'gap-1',
    ),
    { title: 'Actions', key: 'actions', width: 104, render: (_, { draft }) => actions(draft) },
  ];
}
