import { CATALOGUE_TOASTS } from '@safari/shared-domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Table, type TableColumnsType, Typography } from 'antd';
import { queryKeys } from '../query-keys.ts';
import { formatDateTime } from '../ui/format.ts';
import { notify } from '../ui/notify.ts';
import { stackedColumn, usePhoneColumns } from '../ui/phone-columns.tsx';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { changeText, publisherText } from './history-text.ts';
import { announceWhenLive } from './pages-follow.ts';
import { bookedDeparturesDroppedBy, bookedDepartureText } from './restore-warning.ts';
import { CatalogueError, type CatalogueVersion, fetchHistory, restoreVersion } from './tours-service.ts';

/** Every published version, newest first: who, when, the note, what changed; restore one. */
export function CatalogueHistory() {
  const queryClient = useQueryClient();
  const history = useQuery({ queryKey: queryKeys.catalogueHistory, queryFn: fetchHistory });
  useLoadFailureToast(history, CATALOGUE_TOASTS.loadToursFailure);
  const latest = history.data?.[0]?.version;

  const restore = useMutation({
    mutationFn: restoreVersion,
    onSuccess: (version, from) => {
      notify(CATALOGUE_TOASTS.restored(from, version));
      void announceWhenLive(version);
    },
    onError: (error) => {
      if (!(error instanceof CatalogueError)) console.error(error);
      notify(
        CATALOGUE_TOASTS.refused(error instanceof CatalogueError ? error.message : 'Nothing was restored.'),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tours }),
  });

  const narrow = usePhoneColumns();
  const restoreColumn: TableColumnsType<CatalogueVersion>[number] = {
    title: '',
    key: 'restore',
    width: narrow ? 90 : 110,
    render: (_, version) =>
      version.version === latest ? (
        <span className="text-xs text-gray-500">Live now</span>
      ) : (
        <Popconfirm
          title={`Restore version ${version.version}?`}
          description={
            latest === undefined ? (
              RESTORE_TEXT
            ) : (
              <RestoreDescription chosen={version.version} live={latest} />
            )
          }
          okText="Restore"
          onConfirm={() => restore.mutateAsync(version.version).catch(() => undefined)}
        >
          <Button size="small" aria-label={`Restore version ${version.version}`}>
            Restore
          </Button>
        </Popconfirm>
      ),
  };

  return (
    <section aria-label="Published versions">
      <Typography.Title level={3}>Published versions</Typography.Title>
      <Table<CatalogueVersion>
        rowKey="version"
        loading={history.isPending}
        dataSource={history.data ? [...history.data] : []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={narrow ? undefined : { x: 760 }}
        size="small"
        columns={narrow ? [everything, restoreColumn] : [...wide, restoreColumn]}
      />
    </section>
  );
}

function Published({ version }: { version: CatalogueVersion }) {
  return (
    <span className="flex flex-col">
      <span>{formatDateTime(version.publishedAt)}</span>
      <span className="text-xs text-gray-500">{publisherText(version.publishedByEmail)}</span>
    </span>
  );
}

function Note({ version }: { version: CatalogueVersion }) {
  return (
    <span>
      {version.note}
      {version.restoredFrom !== null ? (
        <span className="block text-xs text-gray-500">Restores version {version.restoredFrom}</span>
      ) : null}
    </span>
  );
}

function Changes({ version }: { version: CatalogueVersion }) {
  if (version.changes.length === 0) return '—';
  return (
    <ul className="m-0 list-disc pl-4">
      {version.changes.map((change) => (
        <li key={`${change.slug}-${change.kind}`}>{changeText(change)}</li>
      ))}
    </ul>
  );
}

const wide: TableColumnsType<CatalogueVersion> = [
  { title: 'Version', dataIndex: 'version', key: 'version', width: 80 },
  { title: 'Published', key: 'when', render: (_, version) => <Published version={version} /> },
  { title: 'Note', key: 'note', render: (_, version) => <Note version={version} /> },
  { title: 'What changed', key: 'changes', render: (_, version) => <Changes version={version} /> },
];

/** At phone width: the version, when and by whom, the note and the changes in one cell. */
const everything = stackedColumn<CatalogueVersion>(
  'Version',
  'version',
  (version) => (
    <>
      <span className="font-semibold">Version {version.version}</span>
      <Published version={version} />
      <Note version={version} />
      <Changes version={version} />
    </>
  ),
  'gap-1',
);

const RESTORE_TEXT = 'Every draft returns to it and it is published as a new version.';

/**
 * What a restore does, and first the departures travellers have booked that it would take off
 * sale (issue 39, item 6): their travellers keep their requests, but staff should know before.
 */
function RestoreDescription({ chosen, live }: { chosen: number; live: number }) {
  const booked = useQuery({
    queryKey: [...queryKeys.catalogueHistory, 'dropped-departures', chosen, live],
    queryFn: () => bookedDeparturesDroppedBy(chosen, live),
  });
  return (
    <div className="max-w-sm">
      <p>{RESTORE_TEXT}</p>
      {booked.isPending ? (
        <p className="text-xs text-gray-500">Checking the departures travellers have booked…</p>
      ) : booked.isError ? (
        <p className="text-xs text-gray-600">The booked departures could not be checked.</p>
      ) : booked.data.length > 0 ? (
        <Alert
          className="!mt-2"
          type="warning"
          showIcon
          data-testid="restore-drops-booked"
          title={`Version ${chosen} drops ${booked.data.length === 1 ? 'a departure' : `${booked.data.length} departures`} with bookings:`}
          description={
            <ul className="m-0 list-disc pl-4">
              {booked.data.map((departure) => (
                <li key={`${departure.slug}/${departure.departureId}`}>{bookedDepartureText(departure)}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </div>
  );
}
